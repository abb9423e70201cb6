import Foundation

/// How many jobs a command runs when `--jobs` is not given: the processors this process may
/// run on (its affinity mask, which `taskset` and cpusets narrow), capped by a CPU quota of
/// its cgroup when one is set (cgroup v2 `cpu.max`, v1 `cpu.cfs_quota_us` over
/// `cpu.cfs_period_us`), rounded up. What `ProcessInfo.activeProcessorCount` answers, worked out
/// without it: its first use set up Foundation's file reading (URL paths, `Set<UInt8>` by
/// mangled name), some 0.45 M instructions of every start (docs/performance.md, "Start-up
/// and threads").
enum DefaultJobs {
  static var count: Int {
    var processors = affinityCount()
    if let quota = cgroupQuota() { processors = min(processors, quota) }
    return max(1, processors)
  }

  private static func affinityCount() -> Int {
    var set = cpu_set_t()
    guard sched_getaffinity(0, MemoryLayout<cpu_set_t>.size, &set) == 0 else {
      return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
    return withUnsafeBytes(of: &set) { bytes in bytes.reduce(0) { $0 + $1.nonzeroBitCount } }
  }

  /// Whole processors the cgroup's quota allows, nil when unlimited or unknown.
  private static func cgroupQuota() -> Int? {
    if let line = firstLine("/sys/fs/cgroup/cpu.max") {
      let fields = line.split(separator: " ")
      guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]) else { return nil }
      return processors(quota: quota, period: period)
    }
    guard let quota = firstLine("/sys/fs/cgroup/cpu/cpu.cfs_quota_us").flatMap({ Int($0) }),
      let period = firstLine("/sys/fs/cgroup/cpu/cpu.cfs_period_us").flatMap({ Int($0) })
    else { return nil }
    return processors(quota: quota, period: period)
  }

  private static func processors(quota: Int, period: Int) -> Int? {
    guard quota > 0, period > 0 else { return nil }
    return (quota + period - 1) / period
  }

  private static func firstLine(_ path: String) -> String? {
    guard let bytes = readFile(path) else { return nil }
    let line = bytes.prefix { $0 != UInt8(ascii: "\n") }
    return String(decoding: line, as: UTF8.self)
  }
}
