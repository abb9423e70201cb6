import Foundation
import SceneTestSupport
import XCTest

/// `scenec render` end to end: default paths, options, warnings, errors and exit codes.
final class RenderCommandTests: XCTestCase {
  var folder: URL!

  override func setUp() {
    folder = temporaryDirectory()
    // 41 × 31, 10 frames at 30 fps, no background.
    let scene = """
      version: 1
      scene: { name: dot, size: [41, 31], fps: 30, duration: 0.3 }
      layers:
        - id: dot
          type: shape
          position: [10, 12]
          path: { circle: [0, 0], radius: 7.5 }
          fillColor: "#ff0000"
          animations:
            - { keyPath: position.x, fromValue: 10, toValue: 30, duration: 0.3 }
      """
    try? Data(scene.utf8).write(to: folder.appendingPathComponent("dot.yaml"))
  }

  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func render(_ args: [String], environment: [String: String] = [:]) -> (
    stdout: String, stderr: String, status: Int32
  ) {
    runCLI(["render", "dot.yaml"] + args, currentDirectory: folder, environment: environment)
  }

  func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path)
  }

  func data(_ path: String) throws -> Data { try Data(contentsOf: folder.appendingPathComponent(path)) }

  func ffmpegOrSkip() throws {
    guard Rasterizer.which("ffmpeg") != nil else { throw XCTSkip("ffmpeg is not installed") }
  }

  func testEveryFormatWritesItsDefaultPathAndASummaryLine() throws {
    try ffmpegOrSkip()
    let expected: [(String, [String], String)] = [
      ("png", ["out/dot-png/frame-00000.png", "out/dot-png/frame-00009.png"], "PNG frames"),
      ("gif", ["out/dot.gif"], "GIF"),
      ("apng", ["out/dot.apng"], "APNG"),
      ("webp", ["out/dot.webp"], "WebP"),
      ("mp4", ["out/dot.mp4"], "MP4"),
      ("sheet", ["out/dot-sheet.png", "out/dot-sheet.json"], "a sprite sheet"),
    ]
    for (format, paths, title) in expected {
      let result = render(["--format", format])
      XCTAssertEqual(result.status, 0, "\(format): \(result.stderr)")
      for path in paths { XCTAssertTrue(exists(path), "\(format) wrote \(path)") }
      let summary = result.stderr.split(separator: "\n").last.map(String.init) ?? ""
      XCTAssertTrue(summary.hasPrefix("wrote 10 frames as \(title) ("), "\(format): \(summary)")
      XCTAssertTrue(summary.contains(" to out/dot"), summary)
      XCTAssertEqual(result.stdout, "")
    }
    XCTAssertFalse(exists("out/dot-png/frame-00010.png"))
    // Nothing temporary left beside the outputs.
    let leftovers = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("out").path
    )
    .filter { $0.hasPrefix(".") }
    XCTAssertEqual(leftovers, [])
  }

  func testGIFTimingOptionsAndTransparencyAreReadBack() throws {
    try ffmpegOrSkip()
    // --fps 10: 0.3 s → 4 frames, each exactly 10 cs; without a background, 1-bit alpha.
    let result = render(["--format", "gif", "--fps", "10", "-o", "ten.gif"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stderr.contains("warning: GIF transparency is 1-bit"), result.stderr)
    XCTAssertFalse(result.stderr.contains("hundredths"), "10 fps is even in hundredths")
    let gif = try GIFFile(data("ten.gif"))
    XCTAssertEqual(gif.images.map(\.delay), [10, 10, 10, 10])
    XCTAssertEqual(gif.loopCount, 0)
    XCTAssertTrue(gif.images.allSatisfy { $0.transparentIndex != nil })

    let opaque = render(["--format", "gif", "--background", "white", "-o", "white.gif", "--frames", "2-4"])
    XCTAssertEqual(opaque.status, 0, opaque.stderr)
    XCTAssertFalse(opaque.stderr.contains("1-bit"), opaque.stderr)
    XCTAssertTrue(
      opaque.stderr.contains("warning: GIF stores delays in hundredths of a second"), opaque.stderr)
    XCTAssertEqual(try GIFFile(data("white.gif")).images.map(\.delay), [3, 4, 3])
  }

  func testAPNGAndWebPKeepTimeExactly() throws {
    try ffmpegOrSkip()
    XCTAssertEqual(render(["--format", "apng", "--frames", "3-7", "-o", "a.apng"]).status, 0)
    let apng = try APNGFile(data("a.apng"))
    XCTAssertEqual(apng.frameCount, 5)
    XCTAssertEqual(apng.plays, 0)
    XCTAssertTrue(apng.frames.allSatisfy { $0.delayNumerator * 30 == $0.delayDenominator })
    let webp = render(["--format", "webp", "-o", "a.webp", "--scale", "2"])
    XCTAssertEqual(webp.status, 0, webp.stderr)
    XCTAssertEqual(webp.stderr.filter { $0 == "\n" }.count, 1, "only the summary line: \(webp.stderr)")
    let file = try WebPFile(data("a.webp"))
    XCTAssertEqual([file.canvasWidth, file.canvasHeight], [82, 62])
    XCTAssertEqual(file.frames.map(\.duration).reduce(0, +), 333)
  }

  /// One frame is still an animation lasting 1 / fps: ffmpeg writes a still PNG, to which
  /// scenec adds acTL and fcTL (their CRCs checked by ImageMagick reading the file back).
  func testAOneFrameAPNGIsAnAnimationOfOneFrame() throws {
    try ffmpegOrSkip()
    let result = render(["--format", "apng", "--frames", "3", "-o", "one.apng"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let apng = try APNGFile(data("one.apng"))
    XCTAssertEqual([apng.frameCount, apng.plays, apng.width, apng.height], [1, 0, 41, 31])
    XCTAssertEqual(apng.frames.map { [$0.delayNumerator, $0.delayDenominator, $0.x, $0.y, $0.width, $0.height] }, [[1, 30, 0, 0, 41, 31]])
    if let identify = Rasterizer.which("identify") {
      let read = Rasterizer.run(identify, ["-regard-warnings", folder.appendingPathComponent("one.apng").path])
      XCTAssertEqual(read.status, 0, "ImageMagick reads the file without a CRC warning: \(read.stderr)")
    }
  }

  /// `--fps` takes any rate the scene's `fps` may hold, as compile's does: 29.97 fps is an
  /// APNG delay of exactly 100/2997 s.
  func testRenderTakesAFractionalFrameRate() throws {
    try ffmpegOrSkip()
    let result = render(["--format", "apng", "--fps", "29.97", "-o", "ntsc.apng"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let apng = try APNGFile(data("ntsc.apng"))
    XCTAssertEqual(apng.frameCount, 9, "0.3 s at 29.97 fps: floor(8.991) + 1 frames")
    XCTAssertTrue(apng.frames.allSatisfy { $0.delayNumerator == 100 && $0.delayDenominator == 2997 })
  }

  func testMP4SaysItFlattensAndPads() throws {
    try ffmpegOrSkip()
    let result = render(["--format", "mp4"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(
      result.stderr.contains("warning: MP4 has no transparency: frames are flattened onto white"),
      result.stderr)
    XCTAssertTrue(result.stderr.contains("padded to 42×32"), result.stderr)
  }

  func testBackgroundTakesTheSceneFormatsColorSpellings() throws {
    let result = render([
      "--format", "png", "--background", "rgba(0, 128, 0, 0.5)", "--frames", "0-0", "--quiet",
    ])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertEqual(result.stderr, "", "--quiet: no summary")
    let image = try PNGImage(data: data("out/dot-png/frame-00000.png"))
    XCTAssertEqual(image.pixel(40, 30), PNGImage.Pixel(0, 128, 0, 128))
  }

  func testSameBytesWithOneJobOrMany() throws {
    for format in ["png", "webp", "sheet"] {
      XCTAssertEqual(render(["--format", format, "--jobs", "1", "-o", "one-\(format)"]).status, 0)
      XCTAssertEqual(render(["--format", format, "--jobs", "4", "-o", "four-\(format)"]).status, 0)
    }
    for index in 0..<10 {
      let name = "frame-0000\(index).png"
      XCTAssertEqual(try data("one-png/\(name)"), try data("four-png/\(name)"))
    }
    XCTAssertEqual(try data("one-webp"), try data("four-webp"))
    XCTAssertEqual(try data("one-sheet.png"), try data("four-sheet.png"))
    // The JSON names its atlas, the one difference.
    let one = String(decoding: try data("one-sheet.json"), as: UTF8.self)
    let four = String(decoding: try data("four-sheet.json"), as: UTF8.self)
    XCTAssertEqual(one.replacingOccurrences(of: "\"one-sheet.png\"", with: "\"four-sheet.png\""), four)
  }

  func testASceneWithErrorsWritesNothing() throws {
    try Data("version: 1\nscene: { name: bad, size: [10, 10], fps: fast }\nlayers: []\n".utf8)
      .write(to: folder.appendingPathComponent("bad.yaml"))
    let result = runCLI(["render", "bad.yaml", "--format", "png"], currentDirectory: folder)
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains("bad.yaml:2:"), result.stderr)
    XCTAssertTrue(result.stderr.contains("error:"), result.stderr)
    XCTAssertFalse(exists("out"))
  }

  func testMissingFFmpegIsOneLineSayingHowToInstallIt() throws {
    let empty = folder.appendingPathComponent("no-tools")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    for format in ["gif", "apng", "mp4"] {
      let result = render(["--format", format], environment: ["PATH": empty.path])
      XCTAssertEqual(result.status, 2, format)
      XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, result.stderr)
      XCTAssertTrue(result.stderr.hasPrefix("error: rendering "), result.stderr)
      XCTAssertTrue(result.stderr.contains("apt-get install ffmpeg"), result.stderr)
    }
    XCTAssertFalse(exists("out"))
    // PNG frames, sprite sheets and WebP need no ffmpeg.
    XCTAssertEqual(render(["--format", "webp"], environment: ["PATH": empty.path]).status, 0)
  }

  func testUsageErrors() {
    let cases: [([String], String)] = [
      ([], "'render' needs '--format'"),
      (["--format", "jpeg"], "invalid value 'jpeg' for '--format'"),
      (["--format", "gif", "--quality", "50"], "'--quality' applies to webp and mp4 only"),
      (["--format", "webp", "--quality", "101"], "invalid value '101' for '--quality'"),
      (
        ["--format", "png", "--background", "#12345"],
        "invalid value '#12345' for '--background': invalid hex color"
      ),
      (["--format", "png", "--scale", "0"], "invalid value '0' for '--scale'"),
      (["--format", "png", "--frames", "50-60"], "'--frames' starts after the last frame (9)"),
    ]
    for (args, message) in cases {
      let result = render(args)
      XCTAssertEqual(result.status, 2, "\(args): \(result.stderr)")
      XCTAssertTrue(result.stderr.hasPrefix("error: " + message), "\(args): \(result.stderr)")
      XCTAssertEqual(result.stderr.filter { $0 == "\n" }.count, 1, "one line: \(result.stderr)")
    }
    XCTAssertFalse(exists("out"))
  }

  func testTheReadmesRenderLineWritesTheGIFItNames() throws {
    try ffmpegOrSkip()
    let readme = try String(contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
    XCTAssertTrue(readme.contains("scenec render pop.yaml --format gif   # out/pop.gif"))
    let start = try XCTUnwrap(readme.range(of: "```yaml\n"))
    let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    try Data(readme[start.upperBound..<end.lowerBound].utf8).write(
      to: folder.appendingPathComponent("pop.yaml"))
    let result = runCLI(["render", "pop.yaml", "--format", "gif"], currentDirectory: folder)
    XCTAssertEqual(result.status, 0, result.stderr)
    // 0.6 s at 30 fps: 19 frames, 63 hundredths in all (19 / 30 s).
    let gif = try GIFFile(data("out/pop.gif"))
    XCTAssertEqual(gif.images.count, 19)
    XCTAssertEqual(gif.images.map(\.delay).reduce(0, +), 63)
  }

  func testAnInterruptedRenderLeavesTheEarlierFileAndNoTemporaryFiles() throws {
    try ffmpegOrSkip()
    XCTAssertEqual(render(["--format", "gif", "-o", "keep.gif"]).status, 0)
    let before = try data("keep.gif")
    // The welcome scene, one job: long enough to be stopped while it writes.
    let process = Process()
    process.executableURL = scenecExecutable()
    process.arguments = [
      "render", packageRoot().appendingPathComponent("scenes/welcome.yaml").path, "--format", "gif", "-o",
      "keep.gif",
      "--jobs", "1",
    ]
    process.currentDirectoryURL = folder
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    func hidden() -> [String] {
      ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
        $0.hasPrefix(".keep.gif.")
      }
    }
    while hidden().isEmpty, process.isRunning, Date() < deadline { usleep(20_000) }
    XCTAssertFalse(hidden().isEmpty, "the render writes beside its target first")
    process.terminate()
    process.waitUntilExit()
    XCTAssertEqual(process.terminationReason, .uncaughtSignal)
    XCTAssertEqual(process.terminationStatus, SIGTERM)
    XCTAssertEqual(try data("keep.gif"), before, "the earlier file is as it was")
    XCTAssertEqual(hidden(), [], "no temporary file left")
  }

  func testHelp() {
    for args in [["help", "render"], ["render", "--help"]] {
      let result = runCLI(args)
      XCTAssertEqual(result.status, 0)
      XCTAssertTrue(result.stdout.contains("--background COLOR"), result.stdout)
      XCTAssertTrue(result.stdout.contains("sheet"), result.stdout)
    }
  }
}
