import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The temporary files and staging folders of the output in progress, removed when the
/// process is interrupted (SIGINT, SIGTERM, SIGHUP) before it dies of that signal, so a
/// stopped run leaves neither a changed output nor litter beside it. Outputs are only ever
/// replaced by a rename, so there is nothing else to undo. AtomicFile and StagingFolder
/// register what they create; a command that wants this calls `install` once (`watch`
/// does not: it finishes its round on an interrupt and cleans up by itself). SIGKILL
/// cannot be caught: what it leaves is removed by the next run (LockFile).
public enum InterruptCleanup {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: Set<String> = []
  nonisolated(unsafe) private static var foldersToEmpty: Set<String> = []
  nonisolated(unsafe) private static var installed = false
  /// Set when the cleanup has begun: the process is about to die of its signal, and nothing
  /// more may be created (it would be left behind).
  nonisolated(unsafe) private static var dying = false
  /// The self-pipe: the signal handler (which may only make async-signal-safe calls) writes
  /// the signal's number; a thread of its own reads it and does the cleanup. Not a Dispatch
  /// queue: a render's workers can occupy every thread of Dispatch's pool until they finish.
  nonisolated(unsafe) private static var writeEnd: Int32 = -1

  /// Takes over the signals (once per process).
  public static func install() {
    lock.lock()
    defer { lock.unlock() }
    guard !installed else { return }
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { return }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    installed = true
    writeEnd = fds[1]
    let readEnd = fds[0]
    let thread = Thread {
      var number: UInt8 = 0
      while read(readEnd, &number, 1) < 0 && errno == EINTR {}
      removeAll()
      // Die of the same signal, as the caller expects (exit status 128 + n in a shell).
      signal(Int32(number), SIG_DFL)
      kill(getpid(), Int32(number))
    }
    thread.start()
    let handler: @convention(c) (Int32) -> Void = { number in
      var byte = UInt8(truncatingIfNeeded: number)
      _ = write(InterruptCleanup.writeEnd, &byte, 1)
    }
    for number in [SIGINT, SIGTERM, SIGHUP] { signal(number, handler) }
  }

  /// Removes `path` (a file or a folder tree) if the process is interrupted.
  public static func register(_ path: String) {
    lock.lock()
    paths.insert(path)
    lock.unlock()
  }

  /// Removes the folder `path` if the process is interrupted and it is empty once the
  /// registered paths are gone (a folder other runs may share, such as a staging folder's
  /// holder).
  public static func registerFolderToEmpty(_ path: String) {
    lock.lock()
    foldersToEmpty.insert(path)
    lock.unlock()
  }

  /// Makes `path` with `create` (nil: it was not made, for example taken) and lists it, as
  /// one step for an interrupt: made after the cleanup's list was taken, it would be left
  /// behind (a render stopped right after its temporary file appeared left it). Once the
  /// cleanup has begun, the calling thread waits for the process to die instead.
  public static func creating<Made>(_ path: String, _ create: () throws -> Made?) rethrows -> Made? {
    lock.lock()
    defer { lock.unlock() }
    while dying {
      lock.unlock()
      pause()
      lock.lock()
    }
    guard let made = try create() else { return nil }
    paths.insert(path)
    return made
  }

  /// Whether `path` is on the list (tests).
  static func isListed(_ path: String) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return paths.contains(path)
  }

  public static func unregister(_ path: String) {
    lock.lock()
    paths.remove(path)
    lock.unlock()
  }

  private static func removeAll() {
    lock.lock()
    dying = true
    let pending = paths
    let folders = foldersToEmpty
    paths = []
    foldersToEmpty = []
    lock.unlock()
    for path in pending { removeTree(path) }
    for folder in folders { rmdir(folder) }
  }
}
