import Foundation
import SceneOutput

/// How many jobs a command runs when `--jobs` is not given: the processors this process may
/// run on (its affinity mask, which `taskset` and cpusets narrow), capped by a CPU quota of
/// its cgroup when one is set (cgroup v2 `cpu.max`, v1 `cpu.cfs_quota_us` over
/// `cpu.cfs_period_us`), rounded up. What `ProcessInfo.activeProcessorCount` answers, worked out
/// without it: its first use set up Foundation's file reading (URL paths, `Set<UInt8>` by
/// mangled name), some 0.45 M instructions of every start (docs/performance.md, "Start-up
/// and threads").
enum DefaultJobs {
  static var count: Int {
    // The affinity mask is read from /proc/self/status (`Cpus_allowed_list: 0-3,8`): Swift's C
    // library module does not offer `sched_getaffinity`.
    var processors = affinityCount()
    if let quota = cgroupQuota() { processors = min(processors, quota) }
    return max(1, processors)
  }

  private static func affinityCount() -> Int {
    let online = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    guard let status = FileBytes.read("/proc/self/status"), let list = field("Cpus_allowed_list:", in: status) else {
      return online
    }
    // `A` or `A-B`, comma-separated; read as bytes (Strings and splits cost more than the file).
    var count = 0
    var first: Int? = nil
    var number: Int? = nil
    for byte in list + [UInt8(ascii: ",")] {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): number = (number ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "-"):
        guard first == nil, let value = number else { return online }
        first = value
        number = nil
      case UInt8(ascii: ","):
        guard let last = number, last >= (first ?? last) else { return online }
        count += last - (first ?? last) + 1
        first = nil
        number = nil
      case UInt8(ascii: " "), UInt8(ascii: "\t"): continue
      default: return online
      }
    }
    return count > 0 ? count : online
  }

  /// The bytes after `key` on its line of `text`.
  private static func field(_ key: String, in text: [UInt8]) -> ArraySlice<UInt8>? {
    let key = Array(key.utf8)
    var start = 0
    while start < text.count {
      let end = text[start...].firstIndex(of: UInt8(ascii: "\n")) ?? text.count
      if text[start..<end].starts(with: key) { return text[(start + key.count)..<end] }
      start = end + 1
    }
    return nil
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
    guard let bytes = FileBytes.read(path) else { return nil }
    let line = bytes.prefix { $0 != UInt8(ascii: "\n") }
    return String(decoding: line, as: UTF8.self)
  }
}
