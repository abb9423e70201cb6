import Foundation
import SceneOutput
import SceneTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Staging folders and temporary files of killed runs are removed by the next run, by
/// their lock (and, for a folder without one, its PID), never by age.
final class StagingCleanupTests: XCTestCase {
  var folder: URL!
  var output: String { folder.appendingPathComponent("out").path }

  override func setUp() { folder = temporaryDirectory() }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// The PID of a process that has exited (and been reaped), so no process has it now.
  func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  func makeFolder(_ name: String, lockFile: Bool) {
    mkdir(path(name), 0o755)
    XCTAssertTrue(FileManager.default.createFile(atPath: path(name) + "/frame-00000.svg", contents: Data("x".utf8)))
    if lockFile { XCTAssertTrue(FileManager.default.createFile(atPath: path(name) + ".lock", contents: nil)) }
  }

  /// Staging folders live in `.out.scenec-staging` beside the output, so the cleanup reads
  /// that folder only, not the output's whole parent.
  func testAbandonedStagingFoldersGoAndLiveOnesStay() throws {
    let live = try StagingFolder.create(beside: output)
    let holder = ".out.scenec-staging"
    XCTAssertEqual(live.path, path(holder + "/tmp-\(getpid())"))
    let dead = try deadPID()
    makeFolder(holder + "/tmp-\(dead)", lockFile: true)  // killed: its lock is free
    makeFolder(holder + "/tmp-\(dead)-3", lockFile: false)  // killed while removing it
    makeFolder(holder + "/tmp-\(getpid())-7", lockFile: false)  // no lock, owner alive
    mkdir(path(".other.scenec-staging"), 0o700)
    makeFolder(".other.scenec-staging/tmp-\(dead)", lockFile: true)  // another output's
    XCTAssertTrue(FileManager.default.createFile(atPath: path(holder + "/notes"), contents: Data("mine".utf8)))
    XCTAssertTrue(FileManager.default.createFile(atPath: path(".out.scenec-tmp-\(dead)"), contents: Data("mine".utf8)))

    let removed = StagingFolder.removeAbandoned(beside: output)
    XCTAssertEqual(removed.sorted(), [path(holder + "/tmp-\(dead)"), path(holder + "/tmp-\(dead)-3")])
    let liveName = (live.path as NSString).lastPathComponent
    XCTAssertEqual(
      Fixture.names(URL(fileURLWithPath: path(holder))),
      [liveName, liveName + ".lock", "notes", "tmp-\(getpid())-7"].sorted())
    XCTAssertEqual(Fixture.names(folder), [".other.scenec-staging", ".out.scenec-staging", ".out.scenec-tmp-\(dead)"])
    live.remove()
    XCTAssertFalse(Fixture.names(URL(fileURLWithPath: path(holder))).contains(liveName))
    XCTAssertFalse(Fixture.names(URL(fileURLWithPath: path(holder))).contains(liveName + ".lock"))
  }

  /// The holding folder goes with the last staging folder in it, also when the next run
  /// only cleans up after a killed one.
  func testTheHoldingFolderGoesWhenEmpty() throws {
    let dead = try deadPID()
    mkdir(path(".out.scenec-staging"), 0o700)
    makeFolder(".out.scenec-staging/tmp-\(dead)", lockFile: true)
    XCTAssertEqual(StagingFolder.removeAbandoned(beside: output), [path(".out.scenec-staging/tmp-\(dead)")])
    XCTAssertEqual(Fixture.names(folder), [])
  }

  /// A holding folder that is a link, or that others may write into, is not used (another
  /// user could swap what is staged there): staging goes beside the output, as
  /// `.out.scenec-tmp-PID`, and the cleanup reads the parent.
  func testAHoldingFolderThatIsNotPrivateIsNotUsed() throws {
    let elsewhere = path("elsewhere")
    mkdir(elsewhere, 0o700)
    try FileManager.default.createSymbolicLink(atPath: path(".out.scenec-staging"), withDestinationPath: elsewhere)
    let linked = try StagingFolder.create(beside: output)
    XCTAssertEqual(linked.path, path(".out.scenec-tmp-\(getpid())"))
    linked.remove()
    try FileManager.default.removeItem(atPath: path(".out.scenec-staging"))
    mkdir(path(".out.scenec-staging"), 0o777)
    chmod(path(".out.scenec-staging"), 0o777)
    let open = try StagingFolder.create(beside: output)
    XCTAssertEqual(open.path, path(".out.scenec-tmp-\(getpid())"))
    let dead = try deadPID()
    makeFolder(".out.scenec-tmp-\(dead)", lockFile: true)
    XCTAssertEqual(StagingFolder.removeAbandoned(beside: output), [path(".out.scenec-tmp-\(dead)")])
    open.remove()
    XCTAssertEqual(Fixture.names(folder), [".out.scenec-staging", "elsewhere"])
    XCTAssertEqual(Fixture.names(URL(fileURLWithPath: elsewhere)), [])
  }

  /// A staging folder's lock is held by its run, so a second run's cleanup (another open
  /// file description) cannot take it.
  func testALockHeldElsewhereIsNeverTaken() throws {
    let live = try StagingFolder.create(beside: output)
    XCTAssertNil(LockFile.tryAcquireExisting(live.path + ".lock"))
    XCTAssertEqual(StagingFolder.removeAbandoned(beside: output), [])
    XCTAssertEqual(FileStatus(path: live.path), .directory)
    live.remove()
    XCTAssertEqual(FileStatus(path: live.path + ".lock"), .missing)
    XCTAssertEqual(Fixture.names(folder), [], "the holding folder goes with its last staging folder")
  }

  /// A run creates its lock file, then locks it: in between the lock is free, but its
  /// owner is alive. (Five parts started at once into one folder once lost one this way.)
  func testAnUnlockedLockOfALiveOwnerIsLeftAlone() throws {
    mkdir(path(".out.scenec-staging"), 0o700)
    makeFolder(".out.scenec-staging/tmp-\(getpid())-9", lockFile: true)
    XCTAssertEqual(StagingFolder.removeAbandoned(beside: output), [])
    XCTAssertEqual(
      Fixture.names(URL(fileURLWithPath: path(".out.scenec-staging"))),
      ["tmp-\(getpid())-9", "tmp-\(getpid())-9.lock"])
  }

  func testTwoStagingFoldersOfOneProcessGetDistinctNames() throws {
    let a = try StagingFolder.create(beside: output)
    let b = try StagingFolder.create(beside: output)
    XCTAssertNotEqual(a.path, b.path)
    XCTAssertEqual(FileStatus(path: a.path), .directory)
    a.remove()
    b.remove()
    XCTAssertEqual(Fixture.names(folder), [])
  }

  func testAbandonedTemporaryFilesGoAndTheTargetIsReplacedAtomically() throws {
    let target = path("frame.svg")
    let dead = try deadPID()
    XCTAssertTrue(FileManager.default.createFile(atPath: path(".frame.svg.scenec-\(dead).tmp"), contents: Data("half".utf8)))
    XCTAssertTrue(FileManager.default.createFile(atPath: path(".frame.svg.scenec-x.tmp"), contents: Data("mine".utf8)))
    XCTAssertTrue(FileManager.default.createFile(atPath: target, contents: Data("old".utf8)))
    try AtomicFile.write(Data("new".utf8), to: target)
    XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), "new")
    XCTAssertEqual(Fixture.names(folder), [".frame.svg.scenec-x.tmp", "frame.svg"])
  }

  func testFilesThatBelongTogetherAreRenamedInTogether() throws {
    XCTAssertTrue(FileManager.default.createFile(atPath: path("sheet.png"), contents: Data("old atlas".utf8)))
    XCTAssertTrue(FileManager.default.createFile(atPath: path("sheet.json"), contents: Data("old map".utf8)))
    let atlas = try AtomicFile(path: path("sheet.png"))
    let map = try AtomicFile(path: path("sheet.json"))
    try atlas.write(Data("new atlas".utf8))
    try map.write(Data("new map".utf8))
    try AtomicFile.commit([atlas, map])
    XCTAssertEqual(try String(contentsOfFile: path("sheet.png"), encoding: .utf8), "new atlas")
    XCTAssertEqual(try String(contentsOfFile: path("sheet.json"), encoding: .utf8), "new map")
    XCTAssertEqual(Fixture.names(folder), ["sheet.json", "sheet.png"], "no temporaries or locks left")

    // A rename that fails stops there: what was renamed in stays, the rest keep their bytes.
    let atlas2 = try AtomicFile(path: path("sheet.png"))
    let map2 = try AtomicFile(path: path("sheet.json"))
    try atlas2.write(Data("third atlas".utf8))
    try map2.write(Data("third map".utf8))
    XCTAssertEqual(unlink(map2.temporary.path), 0)
    XCTAssertThrowsError(try AtomicFile.commit([atlas2, map2])) { error in
      XCTAssertEqual("\(error)", "cannot write '\(self.path("sheet.json"))': No such file or directory")
    }
    XCTAssertEqual(try String(contentsOfFile: path("sheet.png"), encoding: .utf8), "third atlas")
    XCTAssertEqual(try String(contentsOfFile: path("sheet.json"), encoding: .utf8), "new map")
    XCTAssertEqual(Fixture.names(folder), ["sheet.json", "sheet.png"])
  }

  func testSymbolicLinksAreNeverWrittenThrough() throws {
    let victim = path("victim.txt")
    XCTAssertTrue(FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8)))
    try FileManager.default.createSymbolicLink(atPath: path("frame.svg"), withDestinationPath: victim)
    XCTAssertThrowsError(try AtomicFile.write(Data("new".utf8), to: path("frame.svg"))) { error in
      XCTAssertEqual(
        "\(error)", "cannot write '\(self.path("frame.svg"))': it is a symbolic link (scenec does not write through links)")
    }
    XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "precious")
  }

  func testSystemErrorsAreOneLine() {
    XCTAssertEqual(
      OutputError.system("write", "/x/y", code: ENOSPC).description, "cannot write '/x/y': No space left on device")
    XCTAssertEqual(
      OutputError.system("write", "/x/y", code: EACCES).description, "cannot write '/x/y': Permission denied")
  }

  /// OutputFolder, around the user's files: owned files are replaced (a link of an owned
  /// name replaced, not followed), owned files the new set lacks removed, `last` put in, the
  /// user's file and the link's target untouched, the staging folder gone afterwards.
  func testPublishingAroundTheUsersFilesReplacesOnlyOwnedFiles() throws {
    try OutputFolder.prepare(output)
    let owned = { (name: String) in name.hasPrefix("f") || name == "list" }
    for (name, text) in [("f1", "old 1"), ("f2", "old 2"), ("list", "old list"), ("mine.txt", "mine")] {
      XCTAssertTrue(FileManager.default.createFile(atPath: output + "/" + name, contents: Data(text.utf8)))
    }
    XCTAssertTrue(FileManager.default.createFile(atPath: path("victim.txt"), contents: Data("precious".utf8)))
    try FileManager.default.createSymbolicLink(atPath: output + "/f3", withDestinationPath: path("victim.txt"))
    let staging = try StagingFolder.create(beside: output)
    for name in ["f1", "f3", "list"] { try staging.write(Data("new \(name)".utf8), named: name) }
    try OutputFolder.publish(staging, to: output, names: ["f1", "f3"], last: "list", isOwnFile: owned)
    staging.remove()
    XCTAssertEqual(Fixture.snapshot(URL(fileURLWithPath: output)), [
      "f1": Data("new f1".utf8), "f3": Data("new f3".utf8), "list": Data("new list".utf8), "mine.txt": Data("mine".utf8),
    ])
    XCTAssertEqual(try String(contentsOfFile: path("victim.txt"), encoding: .utf8), "precious")
    XCTAssertEqual(Fixture.names(folder), ["out", "victim.txt"])
  }

  /// When the folder holds only owned files the two folders are exchanged in one step:
  /// afterwards the staging path holds the previous output.
  func testPublishingAFolderOfOwnFilesIsOneExchange() throws {
    try OutputFolder.prepare(output)
    XCTAssertTrue(FileManager.default.createFile(atPath: output + "/f1", contents: Data("old".utf8)))
    let staging = try StagingFolder.create(beside: output)
    try staging.write(Data("new".utf8), named: "f2")
    try OutputFolder.publish(staging, to: output, names: ["f2"], isOwnFile: { $0.hasPrefix("f") })
    XCTAssertEqual(Fixture.names(URL(fileURLWithPath: output)), ["f2"])
    XCTAssertEqual(Fixture.names(URL(fileURLWithPath: staging.path)), ["f1"], "the previous output, to be removed")
    staging.remove()
    XCTAssertEqual(Fixture.names(folder), ["out"])
  }

  func testAFolderOutputThatIsALinkOrAFileIsRefused() throws {
    try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: path("elsewhere"))
    XCTAssertThrowsError(try OutputFolder.prepare(output)) { error in
      XCTAssertEqual("\(error)", "cannot write '\(self.output)': it is a symbolic link (scenec does not write through links)")
    }
    XCTAssertTrue(FileManager.default.createFile(atPath: path("file"), contents: Data()))
    XCTAssertThrowsError(try OutputFolder.prepare(path("file"))) { error in
      XCTAssertEqual("\(error)", "cannot write '\(self.path("file"))': a file is in the way (the output is a folder)")
    }
  }
}
