import Foundation
import SceneThreads
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

final class WorkerThreadTests: XCTestCase {
  /// The body runs on another thread, and `join` returns only after it has.
  func testStartedThreadRunsItsBodyBeforeJoinReturns() throws {
    let box = Box()
    let caller = pthread_self()
    let thread = try XCTUnwrap(WorkerThread.start {
      box.set(value: 42, onCaller: pthread_equal(pthread_self(), caller) != 0)
    })
    thread.join()
    XCTAssertEqual(box.value, 42)
    XCTAssertEqual(box.onCaller, false)
  }

  func testDetachedThreadRuns() {
    let done = DispatchSemaphore(value: 0)
    XCTAssertTrue(WorkerThread.detach { done.signal() })
    XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
  }

  /// Only the first placement is steered: once running, the thread may use every CPU its
  /// parent may (the start pins it to the others, then gives the whole set back).
  func testStartedThreadMayRunOnEveryCPUItsParentMay() throws {
    let parent = WorkerThread.allowedCPUCount
    XCTAssertGreaterThan(parent, 0)
    let box = Box()
    let thread = try XCTUnwrap(WorkerThread.start { box.set(value: WorkerThread.allowedCPUCount, onCaller: false) })
    thread.join()
    XCTAssertEqual(box.value, parent)
  }

  /// With more than one CPU, a thread started by a busy caller begins on another CPU (where
  /// it can run at once) instead of queueing behind the caller.
  func testThreadStartsOnAnotherCPUThanItsCaller() throws {
    try XCTSkipIf(WorkerThread.allowedCPUCount < 2, "one CPU: nowhere else to start")
    let box = Box()
    let parentCPU = try XCTUnwrap(WorkerThread.currentCPU)
    // The body asks first thing; the caller spins meanwhile, so it is not moved to make room.
    let started = DispatchSemaphore(value: 0)
    let thread = try XCTUnwrap(WorkerThread.start {
      box.set(value: WorkerThread.currentCPU ?? -1, onCaller: false)
      started.signal()
    })
    while started.wait(timeout: .now()) == .timedOut {}
    thread.join()
    XCTAssertNotEqual(box.value, parentCPU)
    XCTAssertNotEqual(box.value, -1)
  }
}

extension WorkerThreadTests {
  /// A joined body's thread waits for the next body: a start while one waits makes no thread.
  func testAStartWhileAThreadWaitsMakesNoThread() throws {
    let box = Box()
    try XCTUnwrap(WorkerThread.start { box.set(value: 1, onCaller: false) }).join()
    XCTAssertGreaterThanOrEqual(WorkerThread.waitingCount, 1, "the thread waits for the next body")
    let made = WorkerThread.createdCount
    let caller = pthread_self()
    try XCTUnwrap(WorkerThread.start {
      box.set(value: 2, onCaller: pthread_equal(pthread_self(), caller) != 0)
    }).join()
    XCTAssertEqual(WorkerThread.createdCount, made, "a waiting thread ran it")
    XCTAssertEqual(box.value, 2)
    XCTAssertEqual(box.onCaller, false)
  }

  /// More bodies at once than threads may wait: each runs on a thread of its own, all are
  /// joined, and afterwards at most the limit wait (the others ended).
  func testBodiesBeyondTheLimitEachGetAThreadAndTheSurplusEnds() throws {
    let count = WorkerThread.waitingLimit + 3
    let arrived = DispatchSemaphore(value: 0)
    let go = DispatchSemaphore(value: 0)
    let box = Box()
    let threads = try (0..<count).map { _ in
      try XCTUnwrap(WorkerThread.start {
        arrived.signal()
        go.wait()
        box.add(1)
      })
    }
    // All are running at once (none can finish before every one has arrived).
    for _ in 0..<count { XCTAssertEqual(arrived.wait(timeout: .now() + 30), .success) }
    for _ in 0..<count { go.signal() }
    for thread in threads { thread.join() }
    XCTAssertEqual(box.value, count)
    XCTAssertLessThanOrEqual(WorkerThread.waitingCount, WorkerThread.waitingLimit)
  }

  /// Starts and joins from several threads at once, detached ones among them: every body runs
  /// once, and each join sees its body's write.
  func testConcurrentStartsAndJoinsRunEveryBodyOnce() throws {
    let total = Box()
    let rounds = 200
    DispatchQueue.concurrentPerform(iterations: 4) { _ in
      for round in 0..<rounds {
        let box = Box()
        if round % 10 == 0 {
          let done = DispatchSemaphore(value: 0)
          XCTAssertTrue(WorkerThread.detach {
            total.add(1)
            done.signal()
          })
          done.wait()
          continue
        }
        guard let thread = WorkerThread.start({ box.set(value: round, onCaller: false) }) else {
          XCTFail("no thread")
          return
        }
        thread.join()
        XCTAssertEqual(box.value, round)
        total.add(1)
      }
    }
    XCTAssertEqual(total.value, 4 * rounds)
  }
}

private final class Box: @unchecked Sendable {
  private let lock = NSLock()
  private var storedValue = 0
  private var storedOnCaller: Bool?
  var value: Int { lock.withLock { storedValue } }
  var onCaller: Bool? { lock.withLock { storedOnCaller } }
  func add(_ amount: Int) { lock.withLock { storedValue += amount } }
  func set(value: Int, onCaller: Bool) {
    lock.withLock {
      storedValue = value
      storedOnCaller = onCaller
    }
  }
}
