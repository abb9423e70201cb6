import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The temporary files and folders of the render in progress, deleted when the process is
/// interrupted (SIGINT, SIGTERM, SIGHUP) before it dies of the signal, so a stopped render
/// leaves neither a changed output nor litter beside it. Outputs themselves are only ever
/// replaced by a rename, so there is nothing else to undo.
public enum RenderInterruptCleanup {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var paths: Set<String> = []
  nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

  /// Takes over the signals (once per process).
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

  static func register(_ path: String) {
    lock.lock()
    paths.insert(path)
    lock.unlock()
  }

  static func unregister(_ path: String) {
    lock.lock()
    paths.remove(path)
    lock.unlock()
  }

  private static func removeAll() {
    lock.lock()
    let pending = paths
    paths = []
    lock.unlock()
    for path in pending { try? FileManager.default.removeItem(atPath: path) }
  }
}
