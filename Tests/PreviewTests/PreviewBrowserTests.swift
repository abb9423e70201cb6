import Foundation
import SceneTestSupport
import XCTest

/// The preview pages of reference scenes, opened in headless Chromium and driven through the
/// DevTools protocol by scripts/preview_browser.py (see its header for what it does). The
/// script only reports; the judging is here.
final class PreviewBrowserTests: XCTestCase {
  struct Report: Decodable {
    struct Facts: Decodable {
      var name: String
      var width: Double
      var height: Double
      var fps: Double
      var frameCount: Int
    }
    struct Pause: Decodable {
      var playing: Bool
      var frame: Int
      var frameLater: Int
    }
    struct Scrub: Decodable {
      var to: Int
      var frame: Int
      var playing: Bool
      var readout: String
    }
    struct Keys: Decodable {
      var right: Int
      var leftTwice: Int
      var end: Int
      var pastEnd: Int
      var home: Int
    }
    struct Bytes: Decodable {
      var pageFrames: Int
      var files: Int
      var mismatched: [Int]
      var stored: Int
    }
    struct Pixels: Decodable {
      var frame: Int
      var shown: Int
      var sizes: [[Int]]
      var meanDifference: Double
      var differingPixels: Double
    }
    var facts: Facts?
    struct Sample: Decodable {
      /// Seconds since the first sample: the page read `frame` between `t` and `tAfter`.
      var t: Double
      var tAfter: Double
      var frame: Int
      var playing: Bool
    }
    var playSamples: [Sample]?
    var pause: Pause?
    var scrub: Scrub?
    var keys: Keys?
    var bytes: Bytes?
    var pixels: [Pixels]?
    struct Rect: Decodable {
      var width: Double
      var height: Double
    }
    struct View: Decodable {
      var zoom2: Rect
      var zoomfit: Rect
      var black: String
      var checker: String
      var afterForwardTwice: Int
      var afterLast: Int
      var afterBack: Int
      var afterFirst: Int
      var playingAfterClick: Bool
      var playingAfterSecondClick: Bool
    }
    var view: View?
    struct Clock: Decodable {
      var speed: Double
      var f0: Int
      var f1: Int
      /// Page clock seconds from just after frame f0 was drawn to just after f1 was.
      var elapsed: Double
    }
    var clock: [Clock]?
    var problems: [String]
    var driverError: String?
  }

  /// Compiles and previews `scene`, drives the page, returns the report and the frames folder.
  func drive(_ scene: String, frames: [Int]) throws -> (Report, URL) {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
      XCTFail("chromium is not installed; scripts/setup.sh (make test) installs it")
      throw XCTSkip("no chromium")
    }
    let folder = temporaryDirectory()
    let source = packageRoot().appendingPathComponent("scenes/\(scene).yaml").path
    let framesFolder = folder.appendingPathComponent("frames")
    let page = folder.appendingPathComponent("\(scene).html")
    let compile = runCLI(["compile", source, "-o", framesFolder.path, "--quiet"])
    XCTAssertEqual(compile.status, 0, compile.stderr)
    let preview = runCLI(["preview", source, "-o", page.path, "--quiet"])
    XCTAssertEqual(preview.status, 0, preview.stderr)
    XCTAssertEqual(preview.stderr, "")

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    let shots = ProcessInfo.processInfo.environment["PREVIEW_SHOTS"].map { "\($0)/\(scene)" }
    process.arguments =
      ["python3", packageRoot().appendingPathComponent("scripts/preview_browser.py").path, page.path,
       framesFolder.path, "--frames", frames.map(String.init).joined(separator: ",")]
      + (shots.map { ["--shots", $0] } ?? ["--shots", folder.appendingPathComponent("shots").path])
    let output = folder.appendingPathComponent("report.json")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let data = try Data(contentsOf: output)
    let report = try JSONDecoder().decode(Report.self, from: data)
    XCTAssertNil(report.driverError, String(decoding: data, as: UTF8.self))
    XCTAssertEqual(process.terminationStatus, 0)
    return (report, framesFolder)
  }

  /// Runs of identical consecutive frame files: what the page should store.
  func distinctRuns(in folder: URL) throws -> Int {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".svg") }.sorted()
    var runs = 0
    var previous: Data?
    for name in names {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      if data != previous { runs += 1 }
      previous = data
    }
    return runs
  }

  func check(_ scene: String, frames: [Int], fps: Double, frameCount: Int) throws {
    let (report, framesFolder) = try drive(scene, frames: frames)
    XCTAssertEqual(report.problems, [], "console errors, failed loads or uncaught exceptions")

    let facts = try XCTUnwrap(report.facts)
    XCTAssertEqual(facts.name, scene)
    XCTAssertEqual(facts.fps, fps)
    XCTAssertEqual(facts.frameCount, frameCount)

    // Playing (it starts by itself): the frame advances with wall time, never ahead of it.
    let samples = try XCTUnwrap(report.playSamples)
    XCTAssertEqual(samples.count, 4)
    for (a, b) in zip(samples, samples.dropFirst()) {
      XCTAssertTrue(a.playing && b.playing)
      let advanced = Double(b.frame - a.frame)
      // (A step may exceed the wall time between two reads: a browser that could not draw
      // for a while shows a late frame, then jumps to the one due. That the frame shown is
      // the one due by the clock is checked below, with the page's own clock.)
      XCTAssertGreaterThanOrEqual(advanced, 0, "\(samples)")
    }

    XCTAssertGreaterThan(samples[3].frame, samples[0].frame, "frames advance over wall time: \(samples)")

    // Space pauses; the frame then stays.
    let pause = try XCTUnwrap(report.pause)
    XCTAssertFalse(pause.playing)
    XCTAssertEqual(pause.frameLater, pause.frame)

    let scrub = try XCTUnwrap(report.scrub)
    XCTAssertEqual(scrub.frame, scrub.to)
    XCTAssertFalse(scrub.playing)
    XCTAssertEqual(scrub.readout, "frame \(scrub.to) / \(frameCount - 1)")

    let keys = try XCTUnwrap(report.keys)
    XCTAssertEqual(keys.right, scrub.to + 1)
    XCTAssertEqual(keys.leftTwice, scrub.to - 1)
    XCTAssertEqual(keys.end, frameCount - 1)
    XCTAssertEqual(keys.pastEnd, frameCount - 1)
    XCTAssertEqual(keys.home, 0)

    // The page plays exactly the bytes compile wrote.
    let bytes = try XCTUnwrap(report.bytes)
    XCTAssertEqual(bytes.pageFrames, frameCount)
    XCTAssertEqual(bytes.files, frameCount)
    XCTAssertEqual(bytes.mismatched, [])
    XCTAssertEqual(bytes.stored, try distinctRuns(in: framesFolder))

    // At zoom 1× the frame region is rsvg-convert's picture of the same frame.
    let pixels = try XCTUnwrap(report.pixels)
    XCTAssertEqual(pixels.map(\.frame), frames)
    for shot in pixels {
      XCTAssertEqual(shot.shown, shot.frame)
      XCTAssertEqual(shot.sizes, [[Int(facts.width), Int(facts.height)]], "frame \(shot.frame)")
      XCTAssertLessThan(shot.meanDifference, 0.5, "frame \(shot.frame): mean channel difference")
      XCTAssertLessThan(shot.differingPixels, 0.005, "frame \(shot.frame): pixels off by more than 32/255")
    }

    // Zoom, background, and the buttons clicked with the mouse.
    let view = try XCTUnwrap(report.view)
    XCTAssertEqual(view.zoom2.width, 2 * facts.width)
    XCTAssertEqual(view.zoom2.height, 2 * facts.height)
    // Fit: the whole frame inside the 1280 × ~860 viewport, aspect ratio kept.
    XCTAssertLessThan(view.zoomfit.height, 860)
    XCTAssertEqual(view.zoomfit.width / view.zoomfit.height, facts.width / facts.height, accuracy: 0.01)
    XCTAssertEqual(view.black, "rgb(0, 0, 0) none")
    XCTAssertEqual(view.checker, "rgb(255, 255, 255) linear-gradient")
    XCTAssertEqual(view.afterForwardTwice, 2)
    XCTAssertEqual(view.afterLast, frameCount - 1)
    XCTAssertEqual(view.afterBack, frameCount - 2)
    XCTAssertEqual(view.afterFirst, 0)
    XCTAssertTrue(view.playingAfterClick)
    XCTAssertFalse(view.playingAfterSecondClick)

    // Timed from the clock: the page was busy for 400 ms, so no frame could be drawn; the
    // next one drawn is the one due by then (frames dropped, the animation not slowed), at
    // every speed. f0 was drawn at most a frame interval (100 ms allowed) before `elapsed`
    // began, f1 after 400 ms and before it ended.
    let clock = try XCTUnwrap(report.clock)
    XCTAssertEqual(clock.map(\.speed), [0.25, 1, 2])
    for run in clock {
      let rate = fps * run.speed
      let advanced = Double(run.f1 - run.f0)
      XCTAssertGreaterThanOrEqual(advanced, (0.4 * rate).rounded(.down) - 1, "\(run)")
      XCTAssertLessThanOrEqual(advanced, (run.elapsed + 0.1) * rate + 1, "\(run)")
    }
  }

  func testWelcome() throws {
    // 285 shows the "Welcome" label (text drawn by each renderer from the installed font).
    try check("welcome", frames: [0, 60, 150, 285], fps: 60, frameCount: 286)
  }

  func testStrokePop() throws {
    try check("stroke-pop", frames: [0, 30, 60, 120], fps: 60, frameCount: 121)
  }

  func testButtonRipple() throws {
    try check("button-ripple", frames: [0, 40, 100], fps: 60, frameCount: 157)
  }
}
