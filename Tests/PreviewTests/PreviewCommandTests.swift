import Foundation
import SceneTestSupport
import XCTest

/// `scenec preview` and what `compile` now says (summary line, warnings, `--quiet`, the
/// progress line on a terminal), end to end through the built binary.
final class PreviewCommandTests: XCTestCase {
  static let dot = """
    version: 1
    scene:
      name: dot
      size: [40, 20]
      fps: 10
      duration: 0.5
    layers:
      - id: dot
        type: shape
        path: { circle: [10, 10], radius: 5 }
        fillColor: "#ff0000"
        animations:
          - { keyPath: position.x, fromValue: 0, toValue: 20, duration: 0.3 }

    """

  /// The snap-back trap: fillMode forwards with removedOnCompletion left true.
  static let snap = """
    version: 1
    scene: { name: snap, size: [100, 100], fps: 10, duration: 1 }
    layers:
      - id: dot
        bounds: [0, 0, 10, 10]
        position: [50, 50]
        backgroundColor: red
        animations:
          - keyPath: opacity
            fromValue: 1
            toValue: 0
            duration: 0.5
            fillMode: forwards

    """

  func folder(with text: String, name: String = "scene.yaml") throws -> URL {
    let folder = temporaryDirectory()
    try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return folder
  }

  func matches(_ text: String, _ pattern: String) -> Bool {
    text.range(of: pattern, options: .regularExpression) != nil
  }

  /// Sum of the sizes of the files in a folder.
  func bytes(in folder: URL) throws -> Int {
    try FileManager.default.contentsOfDirectory(atPath: folder.path).reduce(0) { sum, name in
      let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
      return sum + (attributes[.size] as! Int)
    }
  }

  // MARK: - preview

  func testDefaultPathIsOutSceneNameAndTheSummarySaysWhatWasStored() throws {
    let folder = try folder(with: Self.dot, name: "other-file-name.yaml")
    let result = runCLI(["preview", "other-file-name.yaml"], currentDirectory: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stdout, "")
    let page = folder.appendingPathComponent("out/dot.html")
    let size = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: page.path)[.size] as? Int)
    // 0.3 s of motion in a 0.5 s scene: frame 3 (t = 0.3) shows the end value, then the
    // animation is removed and frames 4 and 5 are the same picture.
    let expected = String(format: "%.1f", Double(size) / 1000)
    XCTAssertTrue(
      matches(result.stderr, #"^wrote out/dot\.html \(6 frames, 5 stored, "# + expected + #" kB\) in \d+\.\d\d s\n$"#),
      result.stderr)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path), ["dot.html"])
  }

  func testTheFramesInThePageAreTheFramesCompileWrites() throws {
    let folder = try folder(with: Self.dot)
    XCTAssertEqual(runCLI(["compile", "scene.yaml", "-o", "frames", "--quiet"], currentDirectory: folder).status, 0)
    XCTAssertEqual(runCLI(["preview", "scene.yaml", "-o", "page.html"], currentDirectory: folder).status, 0)
    let html = try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8)
    var files: [String] = []
    for index in 0..<6 {
      let text = try String(
        contentsOf: folder.appendingPathComponent(String(format: "frames/frame-%05d.svg", index)), encoding: .utf8)
      if files.last != text { files.append(text) }
    }
    // Each distinct frame's bytes stand in the page verbatim, in order, once.
    let blocks = files.map { "<script type=\"image/svg+xml\" class=\"scenec-frame\">" + $0 + "</script>\n" }
    XCTAssertEqual(html.components(separatedBy: "class=\"scenec-frame\"").count - 1, 5)
    XCTAssertTrue(html.contains(blocks.joined()))
  }

  func testAHundredThousandFrameSceneIsALocatedErrorNotAnOutOfMemoryKill() throws {
    let long = Self.dot.replacingOccurrences(of: "duration: 0.5", with: "duration: 10000")
    let folder = try folder(with: long)
    let result = runCLI(["preview", "scene.yaml"], currentDirectory: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "scene.yaml:6:13: error: the scene has 100001 frames, more than the 36000 a preview page plays [too-many-frames]\n"),
      result.stderr)
    XCTAssertFalse(result.stderr.contains("warning"), "a refused scene prints only why")
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }

  func testAnErrorLeavesTheOldPage() throws {
    let folder = try folder(with: Self.dot.replacingOccurrences(of: "fps: 10", with: "fps: fast"))
    try "old page".write(to: folder.appendingPathComponent("page.html"), atomically: true, encoding: .utf8)
    let result = runCLI(["preview", "scene.yaml", "-o", "page.html", "--quiet"], currentDirectory: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("scene.yaml:5:8: error: "), result.stderr)
    XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("page.html"), encoding: .utf8), "old page")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["page.html", "scene.yaml"])
  }

  func testAnInterruptedPreviewLeavesNoTemporaryFile() throws {
    let long = Self.dot.replacingOccurrences(of: "duration: 0.5", with: "duration: 500")
      .replacingOccurrences(of: "fps: 10", with: "fps: 60")
    let folder = try folder(with: long)
    let process = Process()
    process.executableURL = scenecExecutable()
    process.arguments = ["preview", "scene.yaml", "-o", "page.html", "--jobs", "1", "--quiet"]
    process.currentDirectoryURL = folder
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let names = { (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] }
    let deadline = Date().addingTimeInterval(20)
    while !names().contains(where: { $0.hasSuffix(".tmp") }) && process.isRunning && Date() < deadline {
      usleep(10_000)
    }
    XCTAssertTrue(process.isRunning, "30001 frames take longer than starting the page")
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    XCTAssertEqual(process.terminationReason, .uncaughtSignal)
    XCTAssertEqual(process.terminationStatus, SIGINT)
    XCTAssertEqual(names(), ["scene.yaml"])
  }

  func testPreviewHelpAndUsage() {
    let help = runCLI(["help", "preview"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.hasPrefix("USAGE: scenec preview SCENE.yaml [-o FILE.html]"), help.stdout)
    XCTAssertEqual(runCLI(["preview", "--help"]).stdout, help.stdout)
    let bad = runCLI(["preview", "x.yaml", "--ouput", "p.html"])
    XCTAssertEqual(bad.status, 2)
    XCTAssertEqual(bad.stderr, "error: unknown option '--ouput' for 'preview'; did you mean '--output'?\n")
  }

  // MARK: - compile's summary, warnings, --quiet, progress

  func testCompilePrintsOneSummaryLine() throws {
    let folder = try folder(with: Self.dot)
    let result = runCLI(["compile", "scene.yaml"], currentDirectory: folder)
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout, "")
    let total = try bytes(in: folder.appendingPathComponent("out/dot"))
    let expected = String(format: "%.1f kB", Double(total) / 1000)
    XCTAssertTrue(
      matches(result.stderr, #"^wrote 6 frames \("# + expected + #"\) to out/dot in \d+\.\d\d s\n$"#), result.stderr)
  }

  func testCompilePrintsTheScenesLintWarningsAndQuietSilencesThem() throws {
    let folder = try folder(with: Self.snap)
    let result = runCLI(["compile", "scene.yaml"], currentDirectory: folder)
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "scene.yaml:13:19: warning: fillMode 'forwards' keeps nothing after the 'opacity' animation ends, "
          + "because 'removedOnCompletion' is true: the layer snaps back to its model value [fill-forwards-removed]\n"),
      result.stderr)
    XCTAssertTrue(matches(result.stderr, #"\nwrote 11 frames \(.* kB\) to out/snap in \d+\.\d\d s\n$"#), result.stderr)

    let quiet = runCLI(["compile", "scene.yaml", "--quiet"], currentDirectory: folder)
    XCTAssertEqual(quiet.status, 0)
    XCTAssertEqual(quiet.stderr, "")

    // A suppression comment silences the warning in compile as it does in lint.
    let suppressed = Self.snap.replacingOccurrences(
      of: "        fillMode: forwards", with: "        # scenec:disable-next-line fill-forwards-removed\n        fillMode: forwards")
    let other = try self.folder(with: suppressed)
    let silent = runCLI(["compile", "scene.yaml"], currentDirectory: other)
    XCTAssertFalse(silent.stderr.contains("warning"), silent.stderr)
  }

  func testQuietStillPrintsErrors() throws {
    let folder = try folder(with: Self.dot.replacingOccurrences(of: "fps: 10", with: "fps: ten"))
    let result = runCLI(["compile", "scene.yaml", "--quiet"], currentDirectory: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("scene.yaml:5:8: error: "), result.stderr)
  }

  /// On a terminal (a pseudo-terminal from `script`), a long compile shows a progress line
  /// redrawn in place, erased before the summary; with --quiet, nothing.
  func testProgressLineOnATerminalOnly() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
      throw XCTSkip("util-linux 'script' is needed for a pseudo-terminal")
    }
    let long = Self.dot.replacingOccurrences(of: "duration: 0.5", with: "duration: 15")
      .replacingOccurrences(of: "fps: 10", with: "fps: 60")
    let folder = try folder(with: long)
    func onTerminal(_ arguments: [String]) throws -> String {
      // The line's first quarter second of silence is switched off: compile may be faster.
      let command = (["SCENEC_PROGRESS_DELAY=0", scenecExecutable().path] + arguments).joined(separator: " ")
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
      process.arguments = ["-qec", command, "/dev/null"]
      process.currentDirectoryURL = folder
      let log = folder.appendingPathComponent("tty.log")
      FileManager.default.createFile(atPath: log.path, contents: nil)
      let handle = try FileHandle(forWritingTo: log)
      process.standardOutput = handle
      process.standardInput = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      try handle.close()
      XCTAssertEqual(process.terminationStatus, 0)
      return try String(contentsOf: log, encoding: .utf8)
    }
    let shown = try onTerminal(["compile", "scene.yaml", "-o", "frames", "--jobs", "1"])
    XCTAssertTrue(
      matches(shown, #"\r\x{1B}\[Kcompiling \d+/901 frames  \d+\.\d\d s  \d+/s  ETA \d+"#), shown.debugDescription)
    XCTAssertTrue(matches(shown, #"\r\x{1B}\[Kwrote 901 frames \(.*\) to frames in "#), shown.debugDescription)

    let quiet = try onTerminal(["compile", "scene.yaml", "-o", "frames", "--jobs", "1", "--quiet"])
    XCTAssertEqual(quiet, "")

    // lint of many files counts files.
    let scenes = folder.appendingPathComponent("many")
    try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
    for index in 0..<4 {
      try FileManager.default.copyItem(
        at: packageRoot().appendingPathComponent("scenes/welcome.yaml"),
        to: scenes.appendingPathComponent("w\(index).yaml"))
    }
    let linted = try onTerminal(["lint", "--jobs", "1", "many"])
    XCTAssertTrue(matches(linted, #"^\r\x{1B}\[Klinting \d/4 files  \d+\.\d\d s"#), linted.debugDescription)
    XCTAssertTrue(linted.hasSuffix("\r\u{1B}[K"), "erased at the end: \(linted.debugDescription)")

    // Not a terminal: no progress line at all.
    let piped = runCLI(["compile", "scene.yaml", "-o", "frames2"], currentDirectory: folder)
    XCTAssertFalse(piped.stderr.contains("\r"))
    XCTAssertTrue(piped.stderr.hasPrefix("wrote 901 frames ("), piped.stderr)
  }
}
