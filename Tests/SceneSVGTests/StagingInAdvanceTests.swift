import Foundation
import SceneOutput
import SceneTestSupport
import XCTest

@testable import SceneSVG

#if canImport(Glibc)
  import Glibc
#endif

/// The staging folder made while the scene loads: the writer uses that one, and a run that
/// does not (it failed first, or wrote elsewhere) leaves nothing beside the output.
final class StagingInAdvanceTests: XCTestCase {
  var directory: URL!

  override func setUp() { directory = temporaryDirectory() }
  override func tearDown() { try? FileManager.default.removeItem(at: directory) }

  func files(_ url: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  /// The writer stages in the folder made in advance: the first name a run takes,
  /// `tmp-<pid>`. Had it made its own, that name would be taken (by the advance folder,
  /// whose lock this process holds) and it would get `tmp-<pid>-1`.
  func testTheWriterStagesInTheFolderMadeInAdvance() throws {
    let output = directory.appendingPathComponent("out")
    let advance = try XCTUnwrap(StagingInAdvance(directory: output.path))
    let folders = ThreadedStrings()
    var writer = FrameSequenceWriter(directory: output.path, precision: 3, jobs: 2)
    writer.stagingInAdvance = advance
    writer.writeFile = { buffer, path in
      folders.add((path as NSString).deletingLastPathComponent)
      try buffer.withUnsafeBytes { try Data($0).write(to: URL(fileURLWithPath: path)) }
    }
    try writer.write(frames: 0...6, scene: FrameSequenceWriterTests.info, frame: FrameSequenceWriterTests.producer)
    advance.discard()  // taken: nothing to remove, and the output stays

    let staging = directory.appendingPathComponent(".out.scenec-staging/tmp-\(getpid())").path
    XCTAssertEqual(Set(folders.all), [staging])
    XCTAssertEqual(files(directory), ["out"], "the staging folder became the output; nothing else is left")
    XCTAssertEqual(files(output), (0...6).map { "frame-0000\($0).svg" } + ["manifest.json"])
  }

  /// A run that ends before its frames (a scene with errors, a bad option) discards it:
  /// no holding folder, lock file or staging folder stays.
  func testADiscardedFolderLeavesNothing() throws {
    let advance = try XCTUnwrap(StagingInAdvance(directory: directory.appendingPathComponent("out").path))
    advance.discard()
    XCTAssertEqual(files(directory), [])
  }

  /// Made for one output and asked for by another: removed, and the writer makes its own.
  func testAFolderForAnotherOutputIsRemoved() throws {
    let advance = try XCTUnwrap(StagingInAdvance(directory: directory.appendingPathComponent("out").path))
    XCTAssertNil(advance.take(for: directory.appendingPathComponent("elsewhere").path))
    XCTAssertEqual(files(directory), [])
  }

  /// A parent that is not a folder yet is made by the output's check, at its usual time
  /// and with its usual errors: nothing is made in advance.
  func testNothingIsMadeInAdvanceWithoutTheParentFolder() {
    XCTAssertNil(StagingInAdvance(directory: directory.appendingPathComponent("missing/out").path))
    let file = directory.appendingPathComponent("file")
    XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: Data("x".utf8)))
    XCTAssertNil(StagingInAdvance(directory: file.appendingPathComponent("out").path))
    XCTAssertEqual(files(directory), ["file"])
  }

  /// A relative `-o` is the same output as the writer's absolute spelling of it.
  func testARelativeOutputIsTheWritersOutput() throws {
    let previous = FileManager.default.currentDirectoryPath
    XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
    defer { FileManager.default.changeCurrentDirectoryPath(previous) }
    let advance = try XCTUnwrap(StagingInAdvance(directory: "./sub/../out"))
    let staging = try XCTUnwrap(advance.take(for: FrameSequenceWriter.absolutePath("out")))
    XCTAssertEqual(
      staging.path, (FrameSequenceWriter.absolutePath(".out.scenec-staging") as NSString)
        .appendingPathComponent("tmp-\(getpid())"))
    staging.remove()
    XCTAssertEqual(files(directory), [])
  }
}
