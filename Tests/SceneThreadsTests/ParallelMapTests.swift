import Foundation
import SceneThreads
import XCTest

/// The one thread pool: results in the items' order whatever the number of jobs, each item
/// once, the first error rethrown and no more work handed out after it, and each worker's
/// `finish` step after its last item, unless a call failed.
final class ParallelMapTests: XCTestCase {
  private struct Failure: Error, Equatable {
    var index: Int
  }

  /// Indices and the calls made for them, from any thread.
  private final class Calls: @unchecked Sendable {
    private let lock = NSLock()
    private var indices: [Int] = []
    private var finished: [Int] = []

    func add(_ index: Int) {
      lock.lock()
      indices.append(index)
      lock.unlock()
    }

    func finish(_ count: Int) {
      lock.lock()
      finished.append(count)
      lock.unlock()
    }

    var all: [Int] {
      lock.lock()
      defer { lock.unlock() }
      return indices
    }

    var finishes: [Int] {
      lock.lock()
      defer { lock.unlock() }
      return finished
    }
  }

  func testResultsAreInTheItemsOrderWhateverTheJobs() throws {
    let items = (0..<2_000).map { $0 * 7 % 2_000 }
    for jobs in [1, 2, 3, 8] {
      let calls = Calls()
      let results = ParallelMap.map(items, jobs: jobs) { item -> String? in
        calls.add(item)
        return item % 5 == 0 ? nil : "item \(item)"
      }
      XCTAssertEqual(results, items.map { $0 % 5 == 0 ? nil : "item \($0)" }, "jobs \(jobs)")
      XCTAssertEqual(calls.all.sorted(), items.sorted(), "jobs \(jobs): each item once")
    }
  }

  /// With one job the items run in order on the calling thread, so the failing one is the
  /// last to run; with more, whichever thread failed, its error is the one rethrown.
  func testTheFirstErrorIsRethrownAndEndsTheHandingOut() {
    let calls = Calls()
    XCTAssertThrowsError(
      try ParallelMap.run(count: 100, jobs: 1, worker: {}) { _, index in
        calls.add(index)
        if index == 10 { throw Failure(index: 10) }
        return index
      }
    ) { error in
      XCTAssertEqual(error as? Failure, Failure(index: 10))
    }
    XCTAssertEqual(calls.all, Array(0...10))

    for jobs in [2, 4] {
      XCTAssertThrowsError(
        try ParallelMap.run(count: 100, jobs: jobs, worker: {}) { _, index in
          if index == 10 { throw Failure(index: 10) }
          return index
        }, "jobs \(jobs)"
      ) { error in
        XCTAssertEqual(error as? Failure, Failure(index: 10), "jobs \(jobs)")
      }
    }
  }

  /// Each worker's state goes through its items and then to `finish`, once: the items the
  /// workers counted add up to all of them.
  func testFinishSeesEachWorkersStateAfterItsLastItem() throws {
    for (count, jobs) in [(0, 1), (1, 1), (1, 4), (50, 1), (50, 2), (500, 3)] {
      let calls = Calls()
      let results = try ParallelMap.run(
        count: count, jobs: jobs, worker: { 0 }, finish: { handled in calls.finish(handled) }
      ) { handled, index in
        handled += 1
        return index
      }
      XCTAssertEqual(results, (0..<count).map { $0 }, "\(count) items, jobs \(jobs)")
      XCTAssertEqual(calls.finishes.reduce(0, +), count, "\(count) items, jobs \(jobs)")
      XCTAssertTrue(
        (1...max(1, min(jobs, count))).contains(calls.finishes.count),
        "\(count) items, jobs \(jobs): \(calls.finishes.count) finishes")
    }
  }

  /// After a failed call there is nothing to finish: the run fails anyway. A failing
  /// `finish` fails the run.
  func testFinishIsSkippedAfterAFailureAndItsOwnErrorIsRethrown() {
    let calls = Calls()
    XCTAssertThrowsError(
      try ParallelMap.run(count: 5, jobs: 1, worker: {}, finish: { _ in calls.finish(1) }) { _, index in
        if index == 3 { throw Failure(index: 3) }
        return index
      }
    ) { error in
      XCTAssertEqual(error as? Failure, Failure(index: 3))
    }
    XCTAssertEqual(calls.finishes, [])

    XCTAssertThrowsError(
      try ParallelMap.run(count: 5, jobs: 1, worker: {}, finish: { _ in throw Failure(index: -1) }) { _, index in
        index
      }
    ) { error in
      XCTAssertEqual(error as? Failure, Failure(index: -1))
    }
  }

  func testItemsRunBesideOtherThreadsTakeNoFurtherCore() throws {
    try XCTSkipIf(WorkerThread.allowedCPUCount == 1, "one CPU: no thread may take another core")
    XCTAssertTrue(WorkerThread.mayTakeAnotherCore)
    let beside = try ParallelMap.run(count: 8, jobs: 2, worker: {}) { (_: inout Void, _: Int) in
      WorkerThread.mayTakeAnotherCore
    }
    XCTAssertEqual(beside, Array(repeating: false, count: 8))
    // One job runs its items alone: they may still start a helper.
    let alone = try ParallelMap.run(count: 3, jobs: 1, worker: {}) { (_: inout Void, _: Int) in
      WorkerThread.mayTakeAnotherCore
    }
    XCTAssertEqual(alone, [true, true, true])
    XCTAssertTrue(WorkerThread.mayTakeAnotherCore, "the calling thread is itself again after the run")
  }
}
