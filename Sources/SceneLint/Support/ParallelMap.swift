import Foundation

/// Maps items on up to `jobs` threads; results come back in the items' order, so the output
/// does not depend on the number of jobs or on scheduling.
enum ParallelMap {
  static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result?
  ) -> [Result?] {
    let box = ResultBox<Result>(count: items.count)
    let workers = max(1, min(jobs, items.count))
    if workers == 1 {
      return items.map(transform)
    }
    DispatchQueue.concurrentPerform(iterations: workers) { _ in
      while let index = box.nextIndex() {
        box.store(transform(items[index]), at: index)
      }
    }
    return box.results
  }

  /// Shared state of the workers, behind a lock.
  private final class ResultBox<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var storage: [Result?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    func nextIndex() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard next < storage.count else { return nil }
      next += 1
      return next - 1
    }

    func store(_ result: Result?, at index: Int) {
      lock.lock()
      storage[index] = result
      lock.unlock()
    }

    var results: [Result?] {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }
}
