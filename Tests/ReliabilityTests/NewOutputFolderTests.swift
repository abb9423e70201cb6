import Foundation
import SceneTestSupport
import XCTest

import SceneOutput

#if canImport(Glibc)
  import Glibc
#endif

/// An output folder that does not exist yet is not made before the run: the staging folder
/// is renamed there at the end, in one step that never replaces what appeared meanwhile.
final class NewOutputFolderTests: XCTestCase {
  var folder: URL!
  var output: String { folder.appendingPathComponent("out").path }

  override func setUp() { folder = temporaryDirectory() }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func testCheckMakesOnlyTheParentsAndRefusesWhatIsInTheWay() throws {
    XCTAssertEqual(try OutputFolder.check(path("a/b/out")), .missing)
    XCTAssertEqual(FileStatus(path: path("a/b")), .directory, "the parents are made")
    XCTAssertEqual(FileStatus(path: path("a/b/out")), .missing, "the output is not")
    mkdir(path("a/b/out"), 0o755)
    XCTAssertEqual(try OutputFolder.check(path("a/b/out")), .folder)
    XCTAssertTrue(FileManager.default.createFile(atPath: path("file"), contents: Data()))
    XCTAssertThrowsError(try OutputFolder.check(path("file"))) { error in
      XCTAssertEqual("\(error)", "cannot write '\(self.path("file"))': a file is in the way (the output is a folder)")
    }
    try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: path("a"))
    XCTAssertThrowsError(try OutputFolder.check(path("link"))) { error in
      XCTAssertEqual("\(error)", "cannot write '\(self.path("link"))': it is a symbolic link (scenec does not write through links)")
    }
  }

  /// The staging folder becomes the output; removing it afterwards removes only its lock
  /// and the emptied holding folder.
  func testTheStagingFolderIsRenamedToAMissingOutput() throws {
    let staging = try StagingFolder.create(beside: output)
    try staging.write(Data("new".utf8), named: "f1")
    let mode = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: staging.path)[.posixPermissions] as? Int)
    XCTAssertTrue(try OutputFolder.publishNew(staging, to: output))
    XCTAssertEqual(FileStatus(path: staging.path), .missing)
    staging.remove()
    XCTAssertEqual(Fixture.names(folder), ["out"], "no lock file, no holding folder")
    XCTAssertEqual(Fixture.snapshot(URL(fileURLWithPath: output)), ["f1": Data("new".utf8)])
    let published = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: output)[.posixPermissions] as? Int)
    XCTAssertEqual(published, mode)
    var made = stat()
    mkdir(path("made"), 0o755)
    stat(path("made"), &made)
    XCTAssertEqual(published, Int(made.st_mode & 0o7777), "the same permissions a folder made by mkdir gets")
  }

  /// A folder (or a file, or a link) that appeared at the output while the run staged is
  /// never replaced: the rename says so, and both stay as they are.
  func testWhatAppearedAtTheOutputIsNeverReplaced() throws {
    for kind in ["empty folder", "folder", "file", "link"] {
      let staging = try StagingFolder.create(beside: output)
      try staging.write(Data("new".utf8), named: "f1")
      switch kind {
      case "empty folder": mkdir(output, 0o755)
      case "folder":
        mkdir(output, 0o755)
        XCTAssertTrue(FileManager.default.createFile(atPath: output + "/mine", contents: Data("mine".utf8)))
      case "file": XCTAssertTrue(FileManager.default.createFile(atPath: output, contents: Data("mine".utf8)))
      default: try FileManager.default.createSymbolicLink(atPath: output, withDestinationPath: path("elsewhere"))
      }
      let before = FileStatus(path: output)
      XCTAssertFalse(try OutputFolder.publishNew(staging, to: output), kind)
      XCTAssertEqual(FileStatus(path: output), before, kind)
      if kind == "folder" { XCTAssertEqual(Fixture.names(URL(fileURLWithPath: output)), ["mine"]) }
      XCTAssertEqual(Fixture.names(URL(fileURLWithPath: staging.path)), ["f1"], "staged files still there")
      staging.remove()
      XCTAssertEqual(Fixture.names(folder), ["out"], kind)
      try FileManager.default.removeItem(atPath: output)
    }
  }
}
