import Foundation
import SceneModel
import SceneOutput
import SceneTestSupport
import XCTest

@testable import SceneSVG

#if canImport(Glibc)
  import Glibc
#endif

final class FrameSequenceWriterTests: XCTestCase {
  var directory: URL!

  override func setUp() {
    directory = temporaryDirectory()
  }

  override func tearDown() {
    try? FileManager.default.removeItem(at: directory)
  }

  static let info = SceneManifestInfo(
    name: "moving", fps: 30, size: Size(50, 40), duration: 0.2, frameCount: 7)

  /// A box sliding right and fading, one position per frame.
  static let producer: @Sendable (Int) -> Frame = { index in
    let box = layer("box") {
      place(&$0, Double(index) * 3.25, 10, 10, 10)
      $0.backgroundColor = rgb(0.1 * Double(index), 0.5, 1)
      $0.opacity = 1 - 0.1 * Double(index)
    }
    return frame([box], size: Size(50, 40), index: index, time: Double(index) / 30)
  }

  func writer(_ output: URL, jobs: Int) -> FrameSequenceWriter {
    FrameSequenceWriter(directory: output.path, precision: 3, jobs: jobs)
  }

  func files(_ url: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
  }

  func testWritesFramesAndManifest() throws {
    let output = directory.appendingPathComponent("out/moving")
    let written = try writer(output, jobs: 2).write(frames: 0...6, scene: Self.info, frame: Self.producer)
    XCTAssertEqual(written.map(\.file), (0...6).map { "frame-0000\($0).svg" })
    XCTAssertEqual(files(output), (0...6).map { "frame-0000\($0).svg" } + ["manifest.json"])
    XCTAssertEqual(files(directory.appendingPathComponent("out")), ["moving"], "no temporary folder left")

    let manifestData = try Data(contentsOf: output.appendingPathComponent("manifest.json"))
    let manifest = try XCTUnwrap(JSONSerialization.jsonObject(with: manifestData) as? [String: Any])
    XCTAssertEqual(manifest["scene"] as? String, "moving")
    XCTAssertEqual(manifest["fps"] as? Int, 30)
    XCTAssertEqual(manifest["size"] as? [Int], [50, 40])
    XCTAssertEqual(manifest["duration"] as? Double, 0.2)
    XCTAssertEqual(manifest["frameCount"] as? Int, 7)
    let frames = try XCTUnwrap(manifest["frames"] as? [[String: Any]])
    XCTAssertEqual(frames.count, 7)
    for (i, entry) in frames.enumerated() {
      let name = "frame-0000\(i).svg"
      XCTAssertEqual(entry["file"] as? String, name)
      // (Foundation's JSON reader on Linux may be one ulp off; the text is checked below.)
      XCTAssertEqual(try XCTUnwrap(entry["time"] as? Double), Double(i) / 30, accuracy: 1e-15)
      let bytes = try Data(contentsOf: output.appendingPathComponent(name))
      XCTAssertEqual(entry["sha256"] as? String, SHA256.hex(bytes))
      XCTAssertEqual(String(decoding: bytes, as: UTF8.self), SVGFrameRenderer().render(Self.producer(i)))
    }
    let text = String(decoding: manifestData, as: UTF8.self)
    let head = "{\n  \"scene\": \"moving\",\n  \"fps\": 30,\n  \"size\": [50, 40],\n"
    XCTAssertTrue(text.hasPrefix(head), text)
    for i in 1...6 {
      // The shortest text that reads back to i / 30 exactly.
      XCTAssertTrue(text.contains("\"time\": \(Double(i) / 30),"), text)
    }
    XCTAssertTrue(text.contains("\"time\": 0.03333333333333333,"), text)
    XCTAssertTrue(text.hasSuffix("  ]\n}\n"))
  }

  func testOutputIsIdenticalWhateverTheNumberOfJobs() throws {
    let one = directory.appendingPathComponent("one")
    let four = directory.appendingPathComponent("four")
    try writer(one, jobs: 1).write(frames: 0...6, scene: Self.info, frame: Self.producer)
    try writer(four, jobs: 4).write(frames: 0...6, scene: Self.info, frame: Self.producer)
    XCTAssertEqual(files(one), files(four))
    for name in files(one) {
      XCTAssertEqual(
        try Data(contentsOf: one.appendingPathComponent(name)),
        try Data(contentsOf: four.appendingPathComponent(name)), name)
    }
  }

  func testStaleFramesOfAnEarlierRunAreRemovedOtherFilesKept() throws {
    let output = directory.appendingPathComponent("out")
    try writer(output, jobs: 2).write(frames: 0...6, scene: Self.info, frame: Self.producer)
    // A second run writes fewer frames: the old frames 3…6 go.
    try writer(output, jobs: 2).write(frames: 0...2, scene: Self.info, frame: Self.producer)
    XCTAssertEqual(files(output), ["frame-00000.svg", "frame-00001.svg", "frame-00002.svg", "manifest.json"])

    // With files that are not scenec's in the folder, those stay untouched.
    let foreign = ["notes.txt", "frame-1.svg", "frame-00004.png", "Frame-00005.svg"]
    for name in foreign { try Data("keep".utf8).write(to: output.appendingPathComponent(name)) }
    try writer(output, jobs: 2).write(frames: 1...1, scene: Self.info, frame: Self.producer)
    XCTAssertEqual(files(output), (["frame-00001.svg", "manifest.json"] + foreign).sorted())
    for name in foreign {
      XCTAssertEqual(try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8), "keep")
    }
    let manifest = try String(contentsOf: output.appendingPathComponent("manifest.json"), encoding: .utf8)
    XCTAssertTrue(manifest.contains("\"file\": \"frame-00001.svg\""))
    XCTAssertFalse(manifest.contains("frame-00000.svg"))
    XCTAssertEqual(files(directory), ["out"], "no temporary folder left")
  }

  func testAFailureLeavesTheOutputAsItWas() throws {
    let output = directory.appendingPathComponent("out")
    try writer(output, jobs: 1).write(frames: 0...1, scene: Self.info, frame: Self.producer)
    let before = try Data(contentsOf: output.appendingPathComponent("frame-00000.svg"))
    // A folder where frame 3 must go makes the run fail before anything is replaced.
    try FileManager.default.createDirectory(
      at: output.appendingPathComponent("frame-00003.svg"), withIntermediateDirectories: true)
    let changed: @Sendable (Int) -> Frame = { _ in frame([], size: Size(1, 1)) }
    XCTAssertThrowsError(try writer(output, jobs: 2).write(frames: 0...4, scene: Self.info, frame: changed))
    XCTAssertEqual(files(output), ["frame-00000.svg", "frame-00001.svg", "frame-00003.svg", "manifest.json"])
    XCTAssertEqual(try Data(contentsOf: output.appendingPathComponent("frame-00000.svg")), before)
    XCTAssertEqual(files(directory), ["out"], "no temporary folder left")

    // An output path below a regular file cannot be created at all.
    let blocker = directory.appendingPathComponent("file")
    try Data().write(to: blocker)
    XCTAssertThrowsError(
      try writer(blocker.appendingPathComponent("out"), jobs: 1).write(
        frames: 0...0, scene: Self.info, frame: Self.producer))
  }

  /// A missing output folder is not made before the run: a run that fails leaves nothing
  /// at all, one that succeeds renames its staging folder there, and the byte total it
  /// reports is what the files hold.
  func testAMissingOutputIsMadeOnlyByPublishing() throws {
    let output = directory.appendingPathComponent("out")
    var failing = writer(output, jobs: 2)
    failing.writeFile = { _, path in throw OutputError.system("write", path, code: ENOSPC) }
    XCTAssertThrowsError(try failing.write(frames: 0...6, scene: Self.info, frame: Self.producer))
    XCTAssertEqual(files(directory), [], "no output folder, no staging folder, no lock")

    let sequence = try writer(output, jobs: 2).writeSequence(frames: Array(0...6), scene: Self.info, frame: Self.producer)
    XCTAssertEqual(files(directory), ["out"])
    let names = files(output)
    XCTAssertEqual(names, (0...6).map { "frame-0000\($0).svg" } + ["manifest.json"])
    let onDisk = try names.reduce(0) { sum, name in
      sum + (try Data(contentsOf: output.appendingPathComponent(name))).count
    }
    XCTAssertEqual(sequence.bytes, onDisk)
    XCTAssertEqual(sequence.frames.map(\.bytes), try (0...6).map {
      try Data(contentsOf: output.appendingPathComponent("frame-0000\($0).svg")).count
    })
  }

  /// A folder that appears at the output while a run renders (another run published, or the
  /// user made it) is published into as an existing one: under the lock, the user's file
  /// kept, and for a part, merged with the frames it holds.
  func testAnOutputThatAppearsMidwayIsPublishedIntoNotReplaced() throws {
    let output = directory.appendingPathComponent("out")
    var whole = writer(output, jobs: 2)
    whole.queueStarted = { _ in
      mkdir(output.path, 0o755)
      FileManager.default.createFile(atPath: output.appendingPathComponent("notes.txt").path, contents: Data("mine".utf8))
    }
    try whole.write(frames: 0...2, scene: Self.info, frame: Self.producer)
    XCTAssertEqual(files(output), ["frame-00000.svg", "frame-00001.svg", "frame-00002.svg", "manifest.json", "notes.txt"])
    XCTAssertEqual(try String(contentsOf: output.appendingPathComponent("notes.txt"), encoding: .utf8), "mine")
    XCTAssertEqual(files(directory), ["out"], "no temporary folder or lock left")

    // A part whose output appears (written by another part) mid-way: both parts listed.
    let parts = directory.appendingPathComponent("parts")
    let other = writer(parts, jobs: 1)
    var late = FrameSequenceWriter(directory: parts.path, precision: 3, jobs: 2, publication: .part)
    let once = Once()
    // Only in the first pass: the merge renders samples again, under the lock `other` needs.
    late.queueStarted = { _ in
      if once.first() { _ = try? other.write(frames: 0...2, scene: Self.info, frame: Self.producer) }
    }
    try late.write(frames: 4...6, scene: Self.info, frame: Self.producer)
    XCTAssertEqual(
      files(parts), ["frame-00000.svg", "frame-00001.svg", "frame-00002.svg", "frame-00004.svg", "frame-00005.svg",
                     "frame-00006.svg", "manifest.json"])
    let manifest = try String(contentsOf: parts.appendingPathComponent("manifest.json"), encoding: .utf8)
    for index in [0, 1, 2, 4, 5, 6] { XCTAssertTrue(manifest.contains("frame-0000\(index).svg"), "\(index)") }
    XCTAssertEqual(files(directory), ["out", "parts"])
  }

  func testIndicesAreSortedAndDeduplicated() throws {
    let output = directory.appendingPathComponent("out")
    let written = try writer(output, jobs: 3).write(
      frames: [3, 1, 1, 2, -4], scene: Self.info, frame: Self.producer)
    XCTAssertEqual(written.map(\.index), [1, 2, 3])
    XCTAssertEqual(files(output), ["frame-00001.svg", "frame-00002.svg", "frame-00003.svg", "manifest.json"])
  }

  /// The output folder's absolute path is worked out in the text, as Foundation's
  /// standardized file URL has it (messages name the output by it).
  func testTheOutputPathIsStandardizedAsAFileURLWouldBe() {
    let cases = [
      "out", "out/", "./out", "out/.", "a/../out", "../x", "/tmp/x", "/tmp/x/", "/tmp//x", "/tmp/./x", "/tmp/../x",
      "/..", "/", ".", "..", "a/b/../../c", "a/./b/", "/tmp/x/..", "a//b//", "~/x", "/tmp/a b/c", "/tmp/é/x",
      "/tmp/%20x", "a/.../b", "a/..b/c", "//tmp/x", "///tmp", "~", "a/b/c/../../../..", "", "/tmp/x/y/z/../../w",
    ]
    for path in cases {
      XCTAssertEqual(
        FrameSequenceWriter.absolutePath(path), URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path,
        path)
    }
  }

  func testFileNamesGrowPastFiveDigitsOnlyWhenNeeded() {
    XCTAssertEqual(FrameSequenceWriter.fileName(index: 7, frameCount: 8), "frame-00007.svg")
    XCTAssertEqual(FrameSequenceWriter.fileName(index: 99999, frameCount: 100000), "frame-99999.svg")
    // docs/cli.md: "five digits, more when needed" — per index, as printf's %05d.
    XCTAssertEqual(FrameSequenceWriter.fileName(index: 5, frameCount: 100001), "frame-00005.svg")
    XCTAssertEqual(FrameSequenceWriter.fileName(index: 99999, frameCount: 100001), "frame-99999.svg")
    XCTAssertEqual(FrameSequenceWriter.fileName(index: 1234567, frameCount: 2000000), "frame-1234567.svg")
    XCTAssertEqual(FrameSequenceWriter.fileName(index: 100000, frameCount: 100001), "frame-100000.svg")
    XCTAssertTrue(FrameSequenceWriter.isFrameFileName("frame-00012.svg"))
    XCTAssertTrue(FrameSequenceWriter.isFrameFileName("frame-000123.svg"))
    XCTAssertFalse(FrameSequenceWriter.isFrameFileName("frame-0012.svg"))
    XCTAssertFalse(FrameSequenceWriter.isFrameFileName("frame-0001a.svg"))
    XCTAssertFalse(FrameSequenceWriter.isFrameFileName("frame-00012.svg.bak"))
  }

  func testSingleFrameIsWrittenAtomically() throws {
    let target = directory.appendingPathComponent("one.svg")
    try Data("old".utf8).write(to: target)
    try FrameSequenceWriter.writeAtomically("new\n", to: target.path)
    XCTAssertEqual(try String(contentsOf: target, encoding: .utf8), "new\n")
    XCTAssertEqual(files(directory), ["one.svg"])
  }
}

/// True the first time only (from any thread).
private final class Once: @unchecked Sendable {
  private let lock = NSLock()
  private var done = false

  func first() -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if done { return false }
    done = true
    return true
  }
}
