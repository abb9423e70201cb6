import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes one file so that readers see the old file or the whole new one: the bytes go to
/// `.<name>.scenec-<pid>.tmp` beside it (locked while written), then a rename replaces the
/// target. A run killed mid-way leaves the temporary file; the next write beside it removes
/// temporaries whose lock is free. A symbolic link at the target is refused, not followed.
public enum AtomicFile {
  public static func write(_ data: Data, to path: String) throws {
    try FileStatus.refuseSymbolicLink(path)
    if FileStatus(path: path) == .directory {
      throw OutputError("cannot write '\(path)': a folder is in the way")
    }
    removeAbandonedTemporaries(beside: path)
    let temporary = temporaryPath(for: path, pid: getpid())
    unlink(temporary)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw OutputError.system("write", path) }
    _ = flock(fd, LOCK_EX | LOCK_NB)
    do {
      try writeAll(data, to: fd, path: path)
      guard close(fd) == 0 else { throw OutputError.system("write", path) }
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    guard rename(temporary, path) == 0 else {
      let code = errno
      unlink(temporary)
      throw OutputError.system("write", path, code: code)
    }
  }

  /// Writes all of `data` to an open file, as one-line errors (ENOSPC, EIO, …).
  public static func writeAll(_ data: Data, to fd: Int32, path: String) throws {
    try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
      var offset = 0
      while offset < buffer.count {
        let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          throw OutputError.system("write", path)
        }
        offset += n
      }
    }
  }

  static func temporaryPath(for path: String, pid: Int32) -> String {
    let parent = (path as NSString).deletingLastPathComponent
    let name = "." + (path as NSString).lastPathComponent + ".scenec-\(pid).tmp"
    return parent.isEmpty ? name : (parent as NSString).appendingPathComponent(name)
  }

  /// Removes `.<name>.scenec-<pid>.tmp` files beside `path` that no live writer holds.
  @discardableResult
  public static func removeAbandonedTemporaries(beside path: String) -> [String] {
    let parent = (path as NSString).deletingLastPathComponent
    let prefix = "." + (path as NSString).lastPathComponent + ".scenec-"
    guard let entries = directoryNames(in: parent.isEmpty ? "." : parent, withPrefix: prefix) else { return [] }
    var removed: [String] = []
    for name in entries where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
      let pid = name.dropFirst(prefix.count).dropLast(4)
      guard !pid.isEmpty, pid.allSatisfy({ $0.isASCII && $0.isNumber }) else { continue }
      let temporary = parent.isEmpty ? name : (parent as NSString).appendingPathComponent(name)
      guard FileStatus(path: temporary) == .regularFile,
        !StagingFolder.ownerIsAlive(name: String(pid), prefix: ""),
        let lock = LockFile.tryAcquireExisting(temporary)
      else { continue }
      lock.release(removing: true)
      removed.append(temporary)
    }
    return removed
  }
}
