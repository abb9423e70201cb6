import Foundation

/// Strings collected from several threads (failure messages, the folders frames went to).
final class ThreadedStrings: @unchecked Sendable {
  private let lock = NSLock()
  private var strings: [String] = []

  func add(_ string: String) {
    lock.lock()
    strings.append(string)
    lock.unlock()
  }

  /// Every string added, in the order they came.
  var inOrder: [String] {
    lock.lock()
    defer { lock.unlock() }
    return strings
  }

  /// Every string added, sorted.
  var all: [String] { inOrder.sorted() }
}
