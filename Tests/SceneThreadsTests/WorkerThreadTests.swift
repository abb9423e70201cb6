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

private final class Box: @unchecked Sendable {
  private let lock = NSLock()
  private var storedValue = 0
  private var storedOnCaller: Bool?
  var value: Int { lock.withLock { storedValue } }
  var onCaller: Bool? { lock.withLock { storedOnCaller } }
  func set(value: Int, onCaller: Bool) {
    lock.withLock {
      storedValue = value
      storedOnCaller = onCaller
    }
  }
}
