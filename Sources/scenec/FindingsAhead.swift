import Foundation
import SceneDiagnostics
import SceneThreads

/// Lint's findings worked out on another thread, started once their input is complete, so
/// that they overlap what the command does next (compile: publishing the output). `result()`
/// waits for them, or finds them on the calling thread when they were never started (a run
/// that failed before its last frame, or no thread could be made).
final class FindingsAhead: @unchecked Sendable {
  private let find: @Sendable () -> [Diagnostic]
  private let lock = NSLock()
  private var claimed = false
  /// The thread finding them (set under the lock by `start`).
  private var thread: WorkerThread?
  /// Written by the thread, read after it is joined.
  private var findings: [Diagnostic] = []

  init(_ find: @escaping @Sendable () -> [Diagnostic]) { self.find = find }

  /// Starts finding them (once; later calls, and calls after `result()`, do nothing). The
  /// thread is made under the lock, so `result()` sees it or finds them itself.
  func start() {
    lock.lock()
    defer { lock.unlock() }
    guard !claimed else { return }
    claimed = true
    thread = WorkerThread.start { self.findings = self.find() }
  }

  func result() -> [Diagnostic] {
    lock.lock()
    let wasStarted = claimed
    claimed = true
    let started = thread
    thread = nil  // joined once
    lock.unlock()
    guard wasStarted, let started else { return find() }
    started.join()
    return findings
  }
}
