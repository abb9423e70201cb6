import CThreadStart
import Foundation

/// The one thread pool: work items handed out in order to up to `jobs` threads, results
/// kept in the items' order, so the output never depends on the number of jobs or on
/// scheduling. Used by compile (frames) and lint (files).
public enum ParallelMap {
  /// `transform` of every item, in order.
  public static func map<Item: Sendable, Result: Sendable>(
    _ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result?
  ) -> [Result?] {
    if max(1, min(jobs, items.count)) == 1 { return items.map(transform) }
    let results = try! run(
      count: items.count, jobs: jobs, worker: {}, { (_: inout Void, index: Int) in transform(items[index]) })
    return results.map { $0 ?? nil }
  }

  /// Runs `body` for indices 0..<count on up to `jobs` threads. Each thread makes its own
  /// state with `worker` once (a reusable buffer, caches) and passes it to every call, and
  /// to `finish` once no index is left (for work a thread held back), unless a call failed.
  /// The first error stops handing out work and is rethrown; results are in index order.
  public static func run<Worker, Result: Sendable>(
    count: Int, jobs: Int, worker: @escaping @Sendable () -> Worker,
    finish: (@Sendable (inout Worker) throws -> Void)? = nil,
    _ body: @escaping @Sendable (inout Worker, Int) throws -> Result
  ) throws -> [Result?] {
    let shared = Slots<Result>(count: count)
    let workers = max(1, min(jobs, count))
    let work: @Sendable (Int) -> Void = { _ in
      // Beside other threads, this one's items take no further core (`mayTakeAnotherCore`).
      if workers > 1 { scenec_beside_others_enter() }
      defer { if workers > 1 { scenec_beside_others_leave() } }
      var state = worker()
      while let index = shared.next() {
        do {
          shared.store(try body(&state, index), at: index)
        } catch {
          shared.fail(error)
        }
      }
      guard let finish, shared.error == nil else { return }
      do {
        try finish(&state)
      } catch {
        shared.fail(error)
      }
    }
    // The caller is one of the workers; the others are threads started on idle cores
    // (WorkerThread). A thread that cannot be made leaves its share to the rest.
    let helpers = (1..<workers).compactMap { worker in WorkerThread.start { work(worker) } }
    work(0)
    for helper in helpers { helper.join() }
    if let error = shared.error { throw error }
    return shared.results
  }

  /// State shared by the threads, behind a lock.
  private final class Slots<Result>: @unchecked Sendable {
    private let lock = NSLock()
    private var nextIndex = 0
    private var storage: [Result?]
    private var firstError: Error?

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    /// The next index to work on; nil when all are taken or a call failed.
    func next() -> Int? {
      lock.lock()
      defer { lock.unlock() }
      guard firstError == nil, nextIndex < storage.count else { return nil }
      nextIndex += 1
      return nextIndex - 1
    }

    func store(_ result: Result, at index: Int) {
      lock.lock()
      storage[index] = result
      lock.unlock()
    }

    func fail(_ error: Error) {
      lock.lock()
      if firstError == nil { firstError = error }
      lock.unlock()
    }

    var error: Error? {
      lock.lock()
      defer { lock.unlock() }
      return firstError
    }

    var results: [Result?] {
      lock.lock()
      defer { lock.unlock() }
      return storage
    }
  }
}
