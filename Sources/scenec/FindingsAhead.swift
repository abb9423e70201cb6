import Dispatch
import Foundation
import SceneDiagnostics

/// Lint's findings worked out on another thread, started once their input is complete, so
/// that they overlap what the command does next (compile: publishing the output). `result()`
/// waits for them, or finds them on the calling thread when they were never started (a run
/// that failed before its last frame).
final class FindingsAhead: @unchecked Sendable {
  private let find: @Sendable () -> [Diagnostic]
  private let lock = NSLock()
  private let done = DispatchSemaphore(value: 0)
  private var started = false
  private var findings: [Diagnostic] = []

  init(_ find: @escaping @Sendable () -> [Diagnostic]) { self.find = find }

  /// Starts finding them (once; later calls do nothing).
  func start() {
    lock.lock()
    defer { lock.unlock() }
    guard !started else { return }
    started = true
    DispatchQueue.global().async {
      let found = self.find()
      self.lock.lock()
      self.findings = found
      self.lock.unlock()
      self.done.signal()
    }
  }

  func result() -> [Diagnostic] {
    lock.lock()
    let wasStarted = started
    started = true
    lock.unlock()
    guard wasStarted else { return find() }
    done.wait()
    lock.lock()
    defer { lock.unlock() }
    return findings
  }
}
