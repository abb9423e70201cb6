import Foundation
import SceneTestSupport
import XCTest

@testable import SceneOutput

#if canImport(Glibc)
  import Glibc
#endif

/// The scans of an output folder read it once (readdir's entry kinds) instead of looking
/// each name up; what they decide is the same as one lstat per name decided.
final class OutputFolderScanTests: XCTestCase {
  var folder: URL!

  override func setUp() { folder = temporaryDirectory() }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func touch(_ name: String, _ text: String = "x") {
    XCTAssertTrue(FileManager.default.createFile(atPath: path(name), contents: Data(text.utf8)), name)
  }

  func testPrepareSaysWhetherItMadeTheFolder() throws {
    XCTAssertTrue(try OutputFolder.prepare(path("a/b/out")), "made, with its parents")
    XCTAssertEqual(FileStatus(path: path("a/b/out")), .directory)
    XCTAssertFalse(try OutputFolder.prepare(path("a/b/out")), "already there")
    XCTAssertFalse(try OutputFolder.makeFolders(path("a/b")))
    XCTAssertTrue(try OutputFolder.makeFolders(path("a/c")))
    touch("file")
    XCTAssertThrowsError(try OutputFolder.makeFolders(path("file/below"))) { error in
      XCTAssertEqual("\(error)", "cannot create '\(self.path("file/below"))': Not a directory")
    }
  }

  func testEntriesComeWithTheirKinds() throws {
    mkdir(path("out"), 0o755)
    touch("out/frame-00000.svg")
    mkdir(path("out/frame-00001.svg"), 0o755)
    try FileManager.default.createSymbolicLink(atPath: path("out/link"), withDestinationPath: path("out/frame-00001.svg"))
    let entries = try XCTUnwrap(directoryEntries(in: path("out")))
    let kinds = Dictionary(uniqueKeysWithValues: entries.map { ($0.name, $0.kind) })
    XCTAssertEqual(kinds, ["frame-00000.svg": .regularFile, "frame-00001.svg": .directory, "link": .other])
    XCTAssertNil(directoryEntries(in: path("missing")))
  }

  /// The first name (in the order given) that is a folder is named; a link to a folder is
  /// not in the way (publishing replaces the link); a missing folder has nothing in the way.
  func testFoldersInTheWayAreNamedInTheOrderGiven() throws {
    mkdir(path("out"), 0o755)
    mkdir(path("out/b"), 0o755)
    mkdir(path("out/a"), 0o755)
    mkdir(path("elsewhere"), 0o755)
    try FileManager.default.createSymbolicLink(atPath: path("out/c"), withDestinationPath: path("elsewhere"))
    touch("out/d")
    XCTAssertNoThrow(try OutputFolder.refuseFoldersInTheWay(of: ["c", "d", "e"], in: path("out")))
    XCTAssertThrowsError(try OutputFolder.refuseFoldersInTheWay(of: ["c", "b", "a"], in: path("out"))) { error in
      XCTAssertEqual("\(error)", "cannot write '\(self.path("out"))/b': a folder is in the way")
    }
    XCTAssertNoThrow(try OutputFolder.refuseFoldersInTheWay(of: ["a"], in: path("missing")))
  }

  /// A tree goes, links inside it removed, never followed: what they point at stays.
  func testRemoveTreeNeverFollowsLinks() throws {
    mkdir(path("keep"), 0o755)
    touch("keep/precious", "precious")
    mkdir(path("tree"), 0o755)
    mkdir(path("tree/sub"), 0o755)
    touch("tree/sub/frame-00000.svg")
    touch("tree/manifest.json")
    try FileManager.default.createSymbolicLink(atPath: path("tree/to-folder"), withDestinationPath: path("keep"))
    try FileManager.default.createSymbolicLink(atPath: path("tree/sub/to-file"), withDestinationPath: path("keep/precious"))
    removeTree(path("tree"))
    XCTAssertEqual(FileStatus(path: path("tree")), .missing)
    XCTAssertEqual(try String(contentsOfFile: path("keep/precious"), encoding: .utf8), "precious")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["keep"])
    touch("single")
    removeTree(path("single"))
    XCTAssertEqual(FileStatus(path: path("single")), .missing)
  }

  /// A folder holding a subfolder, a link or a file not scenec's is not exchanged whole:
  /// its files are renamed in one by one and the rest is left alone.
  func testOnlyAFolderOfOwnRegularFilesIsExchanged() throws {
    let output = path("out")
    try OutputFolder.prepare(output)
    touch("out/f1", "old")
    mkdir(path("out/f-folder"), 0o755)
    let staging = try StagingFolder.create(beside: output)
    try staging.write(Data("new".utf8), named: "f1")
    try OutputFolder.publish(staging, to: output, names: ["f1"], isOwnFile: { $0.hasPrefix("f") })
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: staging.path), [], "not exchanged")
    staging.remove()
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output).sorted(), ["f-folder", "f1"])
    XCTAssertEqual(try String(contentsOfFile: path("out/f1"), encoding: .utf8), "new")
  }
}
