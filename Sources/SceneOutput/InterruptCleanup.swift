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
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  /// Takes over the signals (once per process). The handler runs on a Dispatch queue, not
  /// in signal context, so it may remove whole folders.
  public static func install() {
    lock.lock()
    defer { lock.unlock() }
    guard sources.isEmpty else { return }
    for number in [SIGINT, SIGTERM, SIGHUP] {
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        removeAll()
        // Die of the same signal, as the caller expects (exit status 128 + n in a shell).
        signal(number, SIG_DFL)
        kill(getpid(), number)
      }
      source.resume()
      sources.append(source)
    }
  }

  /// Removes `path` (a file or a folder tree) if the process is interrupted.
  public static func register(_ path: String) {
    lock.lock()
    paths.insert(path)
    lock.unlock()
  }

  public static func unregister(_ path: String) {
    lock.lock()
    paths.remove(path)
    lock.unlock()
  }

  private static func removeAll() {
    lock.lock()
    let pending = paths
    paths = []
    lock.unlock()
    for path in pending { removeTree(path) }
  }
}
