import Foundation
import SceneTestSupport
import XCTest

@testable import SceneOutput

#if canImport(Glibc)
  import Glibc
#endif

/// A lock that another holder has for an instant is waited for, not failed: the new lock
/// file of a staging folder can be held by another run's clean-up between its creation and
/// its locking (five concurrent `compile --frames` parts into one folder, under load, failed
/// about once in 75 rounds with "cannot create a temporary folder …: Resource temporarily
/// unavailable" before).
final class LockFileTests: XCTestCase {
  func testALockHeldByAnotherIsWaitedFor() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(getpid())-\(UUID())").path
    defer { unlink(path) }
    // Two descriptors of one file conflict under flock, as two processes do.
    let holder = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    let waiter = open(path, O_RDWR | O_CLOEXEC)
    defer {
      close(holder)
      close(waiter)
    }
    XCTAssertEqual(flock(holder, LOCK_EX | LOCK_NB), 0)
    XCTAssertEqual(flock(waiter, LOCK_EX | LOCK_NB), -1, "held: taking it without waiting fails")
    let released = Date().addingTimeInterval(0.1)
    Thread.detachNewThread {
      Thread.sleep(until: released)
      flock(holder, LOCK_UN)
    }
    XCTAssertEqual(LockFile.waitForLock(waiter), 0)
    XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(released), -0.01, "taken only once released")
  }

  /// `createExclusive` makes and locks a new file, and is nil when the file exists.
  func testCreateExclusiveLocksANewFileOnly() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("lock-\(getpid())-\(UUID())").path
    let lock = try XCTUnwrap(try LockFile.createExclusive(path))
    XCTAssertNil(try LockFile.createExclusive(path))
    XCTAssertNil(LockFile.tryAcquireExisting(path), "locked by `lock`")
    lock.release(removing: true)
    XCTAssertFalse(FileManager.default.fileExists(atPath: path))
  }
}
