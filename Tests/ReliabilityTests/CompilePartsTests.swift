import Foundation
import SceneTestSupport
import XCTest

/// `compile --frames A-B` parts add up to the whole compile (docs/scaling.md).
final class CompilePartsTests: XCTestCase {
  var folder: URL!
  var scene: String!

  override func setUp() {
    folder = temporaryDirectory()
    scene = Fixture.write(Fixture.movingBox(), "box.yaml", in: folder)  // 31 frames
  }

  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func out(_ name: String) -> URL { folder.appendingPathComponent(name) }

  func compile(_ extra: [String], into name: String) -> (stdout: String, stderr: String, status: Int32) {
    runCLI(["compile", scene, "-o", out(name).path, "--jobs", "2"] + extra)
  }

  func wholeCompile() -> URL {
    XCTAssertEqual(compile([], into: "whole").status, 0)
    return out("whole")
  }

  func testSequentialPartsAddUpToTheWholeCompileByteForByte() {
    let whole = wholeCompile()
    for range in ["0-9", "10-20", "21-30"] {
      let result = compile(["--frames", range], into: "parts")
      XCTAssertEqual(result.status, 0, result.stderr)
    }
    XCTAssertSameFolder(out("parts"), whole)
    XCTAssertEqual(Fixture.names(folder), ["box.yaml", "parts", "whole"], "no lock or staging left beside")
  }

  func testPartsInAnyOrderOverlappingAndRepeatedAddUp() {
    let whole = wholeCompile()
    for range in ["25-30", "0-4", "3-12", "11-26", "5-5", "0-4"] {
      XCTAssertEqual(compile(["--frames", range], into: "parts").status, 0)
    }
    XCTAssertSameFolder(out("parts"), whole)
  }

  func testAPartListsOnlyTheFramesPresent() throws {
    XCTAssertEqual(compile(["--frames", "0-1"], into: "parts").status, 0)
    XCTAssertEqual(compile(["--frames", "29-30"], into: "parts").status, 0)
    XCTAssertEqual(
      Fixture.names(out("parts")),
      ["frame-00000.svg", "frame-00001.svg", "frame-00029.svg", "frame-00030.svg", "manifest.json"])
    let text = try String(contentsOf: out("parts/manifest.json"), encoding: .utf8)
    let files = text.split(separator: "\n").filter { $0.contains("\"file\"") }.map { $0.split(separator: "\"")[3] }
    XCTAssertEqual(files, ["frame-00000.svg", "frame-00001.svg", "frame-00029.svg", "frame-00030.svg"])
    XCTAssertTrue(text.contains("\"frameCount\": 31,"), text)
    // The same lines a whole compile writes for those frames.
    let whole = try String(contentsOf: wholeCompile().appendingPathComponent("manifest.json"), encoding: .utf8)
    for line in text.split(separator: "\n") where line.contains("\"file\"") {
      XCTAssertTrue(whole.contains(line.hasSuffix(",") ? String(line.dropLast()) : String(line)), String(line))
    }
  }

  /// Parts started at the same moment by separate processes (as a batch system's array
  /// tasks on one machine or on a shared file system) add up as well.
  func testConcurrentPartsAddUpToTheWholeCompileByteForByte() throws {
    let whole = wholeCompile()
    for round in 0..<2 {
      let target = out("parallel-\(round)")
      let ranges = ["0-7", "8-15", "16-23", "24-30", "4-19"]
      let processes = try ranges.map { range -> (Process, Pipe) in
        let process = Process()
        let errors = Pipe()
        process.executableURL = scenecExecutable()
        process.arguments = ["compile", scene, "-o", target.path, "--frames", range, "--jobs", "1"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        return (process, errors)
      }
      for (process, errors) in processes {
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "round \(round), \(process.arguments ?? []): \(said)")
      }
      XCTAssertSameFolder(target, whole, "round \(round)")
    }
    XCTAssertEqual(Fixture.names(folder), ["box.yaml", "parallel-0", "parallel-1", "whole"])
  }

  func testAPartOfAnotherSceneIsRefusedAndChangesNothing() {
    XCTAssertEqual(compile(["--frames", "0-9"], into: "parts").status, 0)
    let before = Fixture.snapshot(out("parts"))
    let other = Fixture.write(Fixture.movingBox(name: "other"), "other.yaml", in: folder)
    let result = runCLI(["compile", other, "-o", out("parts").path, "--frames", "10-20"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr,
      "error: cannot add frames to '\(out("parts").path)': it holds frames of another scene or other "
        + "flags (its manifest.json differs in scene, fps, size, duration or frameCount); write this "
        + "part to its own folder, or compile the whole scene\n")
    XCTAssertEqual(Fixture.snapshot(out("parts")), before)
  }

  /// The same name, size, fps and duration, but another color: caught by frames already
  /// there, rendered again.
  func testAnEditedSceneIsRefused() {
    XCTAssertEqual(compile(["--frames", "0-9"], into: "parts").status, 0)
    let before = Fixture.snapshot(out("parts"))
    Fixture.write(Fixture.movingBox(color: "#00ff00"), "box.yaml", in: folder)
    let result = compile(["--frames", "10-20"], into: "parts")
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("svg differs from this scene's with these flags)"), result.stderr)
    XCTAssertEqual(Fixture.snapshot(out("parts")), before)
  }

  func testAPartWithOtherFlagsIsRefused() {
    XCTAssertEqual(compile(["--frames", "0-9"], into: "parts").status, 0)
    let before = Fixture.snapshot(out("parts"))
    for flags in [["--precision", "1"], ["--fps", "24"], ["--fps", "60"]] {
      let result = compile(["--frames", "10-20"] + flags, into: "parts")
      XCTAssertEqual(result.status, 2, "\(flags)")
      XCTAssertTrue(result.stderr.contains("holds frames of another scene or other flags"), result.stderr)
      XCTAssertEqual(Fixture.snapshot(out("parts")), before, "\(flags)")
    }
    // --jobs changes no byte, so it is not another flag.
    XCTAssertEqual(compile(["--frames", "10-20", "--jobs", "1"], into: "parts").status, 0)
  }

  func testAWholeCompileStillReplacesEverything() {
    let other = Fixture.write(Fixture.movingBox(name: "other", seconds: 0.5), "other.yaml", in: folder)
    XCTAssertEqual(compile(["--frames", "0-30"], into: "parts").status, 0)
    XCTAssertEqual(runCLI(["compile", other, "-o", out("parts").path]).status, 0)
    XCTAssertEqual(runCLI(["compile", other, "-o", out("alone").path]).status, 0)
    XCTAssertSameFolder(out("parts"), out("alone"))
  }

  func testAPartBesideTheUsersOwnFilesAddsUpAndKeepsThem() {
    let whole = wholeCompile()
    let parts = out("parts")
    try! FileManager.default.createDirectory(at: parts, withIntermediateDirectories: true)
    Fixture.write("mine", "notes.txt", in: parts)
    for range in ["0-15", "16-30"] { XCTAssertEqual(compile(["--frames", range], into: "parts").status, 0) }
    var expected = Fixture.snapshot(whole)
    expected["notes.txt"] = Data("mine".utf8)
    XCTAssertEqual(Fixture.snapshot(parts), expected)
  }

  /// A scene with text lists its fonts after the frames; parts merge that manifest too.
  func testPartsOfASceneWithTextAddUp() {
    scene = Fixture.write(
      Fixture.movingBox() + """
            sublayers:
              - id: label
                type: text
                string: Hello
                fontSize: 8
                bounds: [0, 0, 30, 10]
                position: [15, 5]

        """, "box.yaml", in: folder)
    let whole = wholeCompile()
    XCTAssertTrue(
      (try? String(contentsOf: whole.appendingPathComponent("manifest.json"), encoding: .utf8))?.contains("\"fonts\"")
        ?? false, "the manifest lists fonts")
    for range in ["16-30", "0-15"] { XCTAssertEqual(compile(["--frames", range], into: "parts").status, 0) }
    XCTAssertSameFolder(out("parts"), whole)
  }
}

