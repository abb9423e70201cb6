import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One output file that readers see as the old file or the whole new one: its bytes go to
/// `.<name>.scenec-<pid>.tmp` beside it (locked while it exists, listed for InterruptCleanup),
/// then `commit` renames it over the target; `discard` removes it. A run killed mid-way
/// leaves the temporary; the next write beside it removes temporaries whose lock is free. A
/// symbolic link at the target is refused, not followed.
///
/// The temporary is created by `init`, so an unwritable folder is one line naming the target
/// before anything else happens; a writer that is another process (ffmpeg) then writes into
/// `temporary` itself, which keeps the same file and so the same lock.
public final class AtomicFile: @unchecked Sendable {
  public let target: URL
  public let temporary: URL
  private var lock: LockFile?

  /// `creatingFolders`: make the target's missing parent folders (`mkdir -p`).
  public init(path: String, creatingFolders: Bool = true) throws {
    target = URL(fileURLWithPath: path).standardizedFileURL
    try FileStatus.refuseSymbolicLink(target.path)
    if FileStatus(path: target.path) == .directory {
      throw OutputError("cannot write '\(target.path)': a folder is in the way")
    }
    if creatingFolders { try OutputFolder.makeFolders(target.deletingLastPathComponent().path) }
    Self.removeAbandonedTemporaries(beside: target.path)
    let temporaryPath = Self.temporaryPath(for: target.path, pid: getpid())
    temporary = URL(fileURLWithPath: temporaryPath)
    unlink(temporaryPath)
    do {
      guard let lock = try InterruptCleanup.creating(temporaryPath, { try LockFile.createExclusive(temporaryPath) })
      else {
        throw OutputError.system("write", target.path, code: EEXIST)
      }
      self.lock = lock
    } catch let error as OutputError {
      // Name the file the user asked for, not the temporary.
      throw OutputError(error.description.replacingOccurrences(of: temporaryPath, with: target.path)
        .replacingOccurrences(of: "cannot create the lock file", with: "cannot write"))
    }
  }

  /// Writes `data` to `path` atomically (the parent folder must exist).
  public static func write(_ data: Data, to path: String, creatingFolders: Bool = false) throws {
    let file = try AtomicFile(path: path, creatingFolders: creatingFolders)
    do {
      try file.write(data)
    } catch {
      file.discard()
      throw error
    }
    try file.commit()
  }

  /// Writes `data` as the temporary's whole content (errors name the target).
  public func write(_ data: Data) throws {
    let fd = open(temporary.path, O_WRONLY | O_TRUNC | O_CLOEXEC)
    guard fd >= 0 else { throw OutputError.system("write", target.path) }
    do {
      try Self.writeAll(data, to: fd, path: target.path)
    } catch {
      close(fd)
      throw error
    }
    guard close(fd) == 0 else { throw OutputError.system("write", target.path) }
  }

  /// Renames the temporary over the target.
  public func commit() throws {
    try Self.commit([self])
  }

  /// Renames each temporary over its target, one rename right after the other, and only
  /// then releases the locks: files that belong together (a sprite sheet's atlas and map)
  /// are apart for as short a time as two renames can be. A failed rename leaves the
  /// targets not yet renamed as they were.
  public static func commit(_ files: [AtomicFile]) throws {
    defer { files.forEach { $0.finish() } }
    for (index, file) in files.enumerated() where rename(file.temporary.path, file.target.path) != 0 {
      let code = errno
      for rest in files[index...] { unlink(rest.temporary.path) }
      throw OutputError.system("write", file.target.path, code: code)
    }
  }

  /// Removes the temporary; the target keeps what it held.
  public func discard() {
    unlink(temporary.path)
    finish()
  }

  private func finish() {
    lock?.release(removing: false)
    lock = nil
    InterruptCleanup.unregister(temporary.path)
  }

  deinit { if lock != nil { discard() } }

  /// The temporary file's size in bytes (0 when it is missing).
  public var temporarySize: Int {
    var info = stat()
    return stat(temporary.path, &info) == 0 ? Int(info.st_size) : 0
  }

  /// True when the target's file system has no block left for an unprivileged writer (a
  /// child that reports a failed write vaguely, or not at all, wrote on a full disk).
  public var fileSystemIsFull: Bool {
    var info = statvfs()
    return statvfs(target.deletingLastPathComponent().path, &info) == 0 && info.f_bavail == 0
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

  /// Removes `.<name>.scenec-<pid><suffix>` files beside `path` (temporaries, or another
  /// scratch file such as ffmpeg's log) whose process is gone and that no live writer holds.
  @discardableResult
  public static func removeAbandonedTemporaries(beside path: String, suffix: String = ".tmp") -> [String] {
    let parent = (path as NSString).deletingLastPathComponent
    let prefix = "." + (path as NSString).lastPathComponent + ".scenec-"
    guard let entries = directoryNames(in: parent.isEmpty ? "." : parent, withPrefix: prefix) else { return [] }
    var removed: [String] = []
    for name in entries where name.hasPrefix(prefix) && name.hasSuffix(suffix) {
      let pid = name.dropFirst(prefix.count).dropLast(suffix.count)
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
