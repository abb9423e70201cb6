#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive lock on a file (flock(2); on NFS Linux maps it to a POSIX lock the server
/// keeps), held until `release` or until the process dies, whichever comes first. Because
/// the kernel drops the lock of a killed process, "the lock can be taken" reliably means
/// "its owner is gone", which is what lets a later run clean up after a crash.
///
/// The lock file may be removed by its holder. A process that opened the file just before
/// it was removed would otherwise lock a file no one else can see; so after locking, the
/// path is checked to still name the locked file, and if not, the lock is taken again.
public final class LockFile: @unchecked Sendable {
  public let path: String
  private var descriptor: Int32

  private init(path: String, descriptor: Int32) {
    self.path = path
    self.descriptor = descriptor
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Creates `path` if needed and locks it, waiting while another process holds it.
  public static func acquire(_ path: String) throws -> LockFile {
    while true {
      let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
      guard fd >= 0 else { throw OutputError.system("create the lock file", path) }
      guard waitForLock(fd) == 0 else {
        let code = errno
        close(fd)
        throw OutputError.system("lock", path, code: code)
      }
      if namesSameFile(fd, path) { return LockFile(path: path, descriptor: fd) }
      close(fd)
    }
  }

  /// Creates `path`, which must not exist yet, and locks it: nil when it exists.
  public static func createExclusive(_ path: String) throws -> LockFile? {
    let fd = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      if errno == EEXIST { return nil }
      throw OutputError.system("create the lock file", path)
    }
    // Waiting, not LOCK_NB: between our open and our flock, another run's clean-up
    // (`tryAcquireExisting`, then a check that our process is alive) may hold the new file
    // for an instant. Failing then made a concurrent compile exit with "cannot create a
    // temporary folder …: Resource temporarily unavailable".
    guard waitForLock(fd) == 0 else {
      let code = errno
      close(fd)
      throw OutputError.system("lock", path, code: code)
    }
    return LockFile(path: path, descriptor: fd)
  }

  /// flock(LOCK_EX) on `fd`, waiting for another holder and going on after signals: 0, or
  /// -1 with errno set.
  static func waitForLock(_ fd: Int32) -> Int32 {
    var result: Int32
    repeat { result = flock(fd, LOCK_EX) } while result != 0 && errno == EINTR
    return result
  }

  /// Locks an existing `path` without waiting: nil when it does not exist or another
  /// process holds it.
  public static func tryAcquireExisting(_ path: String) -> LockFile? {
    let fd = open(path, O_RDWR | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0, namesSameFile(fd, path) else {
      close(fd)
      return nil
    }
    return LockFile(path: path, descriptor: fd)
  }

  /// Releases the lock; with `removing`, the lock file is deleted first (while still held,
  /// so no one can lock it in between and then see it vanish).
  public func release(removing: Bool) {
    guard descriptor >= 0 else { return }
    if removing { unlink(path) }
    close(descriptor)
    descriptor = -1
  }

  private static func namesSameFile(_ fd: Int32, _ path: String) -> Bool {
    var open = stat()
    var named = stat()
    guard fstat(fd, &open) == 0, lstat(path, &named) == 0 else { return false }
    return open.st_dev == named.st_dev && open.st_ino == named.st_ino
  }
}
