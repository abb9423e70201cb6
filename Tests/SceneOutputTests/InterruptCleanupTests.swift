import Foundation
import SceneTestSupport
import XCTest

@testable import SceneOutput

/// What an interrupt removes is listed in the same step as it is made, so no interrupt can
/// fall between the two (a render stopped right after its temporary file appeared left it).
final class InterruptCleanupTests: XCTestCase {
  func testAPathIsListedOnlyWhenItWasMade() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cleanup-\(getpid())-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let made = folder.appendingPathComponent("made").path
    let taken = folder.appendingPathComponent("taken").path
    XCTAssertTrue(FileManager.default.createFile(atPath: taken, contents: Data()))

    let lock = try XCTUnwrap(InterruptCleanup.creating(made) { try LockFile.createExclusive(made) })
    XCTAssertTrue(InterruptCleanup.isListed(made))
    XCTAssertTrue(FileManager.default.fileExists(atPath: made))

    // Someone else's file at the name: not made, so not listed (an interrupt must not
    // remove it).
    XCTAssertNil(try InterruptCleanup.creating(taken) { try LockFile.createExclusive(taken) })
    XCTAssertFalse(InterruptCleanup.isListed(taken))

    lock.release(removing: true)
    InterruptCleanup.unregister(made)
    XCTAssertFalse(InterruptCleanup.isListed(made))
  }

  /// AtomicFile and StagingFolder list their temporaries as they make them, and take them
  /// off when they are done.
  func testTemporariesAreListedWhileTheyExist() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cleanup-\(getpid())-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try AtomicFile(path: folder.appendingPathComponent("out.txt").path)
    XCTAssertTrue(InterruptCleanup.isListed(file.temporary.path))
    try file.write(Data("x".utf8))
    try file.commit()
    XCTAssertFalse(InterruptCleanup.isListed(file.temporary.path))

    let staging = try StagingFolder.create(beside: folder.appendingPathComponent("frames").path)
    XCTAssertTrue(InterruptCleanup.isListed(staging.path))
    XCTAssertTrue(InterruptCleanup.isListed(staging.path + ".lock"))
    staging.remove()
    XCTAssertFalse(InterruptCleanup.isListed(staging.path))
    XCTAssertFalse(InterruptCleanup.isListed(staging.path + ".lock"))
  }
}
