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
  private let group = DispatchGroup()
  private var claimed = false
  /// Written by the background work, read after `group.wait()`.
  private var findings: [Diagnostic] = []

  init(_ find: @escaping @Sendable () -> [Diagnostic]) { self.find = find }

  /// Starts finding them (once; later calls, and calls after `result()`, do nothing).
  func start() {
    guard claim() else { return }
    DispatchQueue.global().async(group: group) { self.findings = self.find() }
  }

  func result() -> [Diagnostic] {
    guard !claim() else { return find() }
    group.wait()
    return findings
  }

  /// True for the first caller of `start` or `result`: the one that does the finding.
  private func claim() -> Bool {
    lock.lock()
    let first = !claimed
    claimed = true
    lock.unlock()
    return first
  }
}
