import Foundation
import SceneModel
import SceneRaster
import SceneTestSupport
import XCTest

/// GIF, APNG, WebP and MP4 read back: the containers' own timing and transparency fields,
/// parsed here, and the decoded pixels against the rasterized frames.
final class AnimatedFormatTests: XCTestCase {
  var folder: URL!

  override func setUp() { folder = temporaryDirectory() }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  // MARK: GIF

  func testGIFDelaysSpreadTheRoundingAndTheLastFrameEndsOnTime() throws {
    try RenderFixture.requireTools()
    let loaded = try RenderFixture.load(RenderFixture.dotScene(fps: 30, background: "#ffffff"))
    let output = path("dot.gif")
    try RenderFixture.render(loaded, RenderFixture.request(loaded, format: .gif, output: output))
    let gif = try GIFFile(Data(contentsOf: URL(fileURLWithPath: output)))
    XCTAssertEqual(gif.width, 41)
    XCTAssertEqual(gif.height, 31)
    XCTAssertEqual(gif.loopCount, 0, "loops forever")
    // Frame k starts at round(100 k / 30) cs: 0, 3, 7, 10, 13, 17, 20, 23, 27, 30; ends at 33.
    XCTAssertEqual(gif.images.map(\.delay), [3, 4, 3, 3, 4, 3, 3, 4, 3, 3])
    // Opaque scene: every decoded frame is the rasterized one, to the palette's precision.
    let decoded = try FrameDecoding.ffmpegFrames(output, width: 41, height: 31)
    XCTAssertEqual(decoded.count, 10)
    for (index, frame) in decoded.enumerated() {
      let d = difference(frame, try RenderFixture.pixels(loaded, index))
      // Fewer than 256 colors a frame: each frame's own palette holds them all.
      XCTAssertEqual(d.max, 0, "frame \(index)")
    }
  }

  func testGIFAtSixtyFPSStartsEveryFrameWithinHalfAHundredth() throws {
    try RenderFixture.requireTools()
    let loaded = try RenderFixture.load(RenderFixture.dotScene(fps: 60, background: "white"))
    let output = path("dot60.gif")
    try RenderFixture.render(loaded, RenderFixture.request(loaded, format: .gif, output: output))
    let gif = try GIFFile(Data(contentsOf: URL(fileURLWithPath: output)))
    // 19 frames (0.3 s at 60 fps, both ends); starts 0, 2, 3, 5, 7, 8, 10, … ; the whole
    // lasts round(100 · 19 / 60) = 32 cs.
    XCTAssertEqual(gif.images.count, 19)
    XCTAssertEqual(Array(gif.images.map(\.delay).prefix(6)), [2, 1, 2, 2, 1, 2])
    XCTAssertEqual(gif.images.map(\.delay).reduce(0, +), 32)
    var start = 0
    for (k, image) in gif.images.enumerated() {
      XCTAssertLessThanOrEqual(
        abs(Double(start) - Double(k) * 100 / 60), 0.5, "frame \(k) starts at \(start) cs")
      start += image.delay
    }
    let notes = RenderPlan(RenderFixture.request(loaded, format: .gif, output: output)).notes.map(\.message)
    XCTAssertTrue(notes.contains { $0.contains("hundredths of a second") }, "\(notes)")
    XCTAssertTrue(notes.contains { $0.contains("browsers") }, "\(notes)")
  }

  func testTransparentGIFHasOneTransparentEntryAndClearsEachFrame() throws {
    try RenderFixture.requireTools()
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    let output = path("clear.gif")
    let request = RenderFixture.request(loaded, format: .gif, output: output)
    XCTAssertTrue(RenderPlan(request).notes.contains { $0.kind == .warning && $0.message.contains("1-bit") })
    try RenderFixture.render(loaded, request)
    let gif = try GIFFile(Data(contentsOf: URL(fileURLWithPath: output)))
    XCTAssertEqual(gif.images.count, 10)
    for image in gif.images {
      XCTAssertNotNil(image.transparentIndex, "every frame has a transparent palette entry")
      // Disposal 2 (restore to background): a frame's transparent pixels show through to
      // the page, not the frame before.
      XCTAssertEqual(image.disposal, 2)
    }
    let decoded = try FrameDecoding.ffmpegFrames(output, width: 41, height: 31)
    for (index, frame) in decoded.enumerated() {
      let expected = try RenderFixture.pixels(loaded, index)
      for p in stride(from: 0, to: frame.count, by: 4) {
        // 1-bit alpha: at least half opaque is opaque, the rest fully transparent.
        XCTAssertEqual(frame[p + 3], expected[p + 3] >= 128 ? 255 : 0, "frame \(index) pixel \(p / 4)")
        if frame[p + 3] == 255 {
          for c in 0..<3 { XCTAssertLessThanOrEqual(abs(Int(frame[p + c]) - Int(expected[p + c])), 12) }
        }
      }
    }
  }

  // MARK: APNG

  func testAPNGDelaysAreExactlyOneOverFPSAndPixelsAreTheFrames() throws {
    try RenderFixture.requireTools()
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    let output = path("dot.apng")
    try RenderFixture.render(loaded, RenderFixture.request(loaded, format: .apng, output: output))
    let apng = try APNGFile(Data(contentsOf: URL(fileURLWithPath: output)))
    XCTAssertEqual(apng.frameCount, 10)
    XCTAssertEqual(apng.plays, 0, "loops forever")
    XCTAssertEqual(apng.frames.count, 10)
    for control in apng.frames {
      XCTAssertEqual(control.delayNumerator * 30, control.delayDenominator, "delay is exactly 1/30 s")
    }
    let decoded = try FrameDecoding.ffmpegFrames(output, width: 41, height: 31)
    XCTAssertEqual(decoded.count, 10)
    for (index, frame) in decoded.enumerated() {
      XCTAssertEqual(frame, try RenderFixture.pixels(loaded, index), "frame \(index), alpha kept, lossless")
    }
  }

  func testAPNGOfAFractionalRateKeepsTheExactFraction() throws {
    try RenderFixture.requireTools()
    var loaded = try RenderFixture.load(RenderFixture.dotScene())
    loaded.scene.fps = 29.97
    let output = path("ntsc.apng")
    var request = RenderFixture.request(loaded, format: .apng, output: output)
    request.frames = 0...2
    try RenderFixture.render(loaded, request)
    let apng = try APNGFile(Data(contentsOf: URL(fileURLWithPath: output)))
    XCTAssertEqual(
      apng.frames.map { [$0.delayNumerator, $0.delayDenominator] }, Array(repeating: [100, 2997], count: 3))
  }

  // MARK: WebP

  func testWebPIsLosslessAndEachFrameStartsOnTheMillisecond() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    let output = path("dot.webp")
    try RenderFixture.render(loaded, RenderFixture.request(loaded, format: .webp, output: output))
    let webp = try WebPFile(Data(contentsOf: URL(fileURLWithPath: output)))
    XCTAssertEqual(webp.loopCount, 0, "loops forever")
    XCTAssertEqual(webp.canvasWidth, 41)
    XCTAssertEqual(webp.canvasHeight, 31)
    // Every frame differs, so every frame is stored: round(1000 (k+1) / 30) − round(1000 k / 30).
    XCTAssertEqual(webp.frames.map(\.duration), [33, 34, 33, 33, 34, 33, 33, 34, 33, 33])
    let decoded = try FrameDecoding.webpFrames(output)
    XCTAssertEqual(decoded.map(\.end), [33, 67, 100, 133, 167, 200, 233, 267, 300, 333])
    for (index, frame) in decoded.enumerated() {
      XCTAssertEqual(frame.pixels, try RenderFixture.pixels(loaded, index), "frame \(index)")
    }
  }

  func testWebPStoresARepeatedFrameOnceWithTheSumOfTheirDurations() throws {
    // The dot stops at 0.2 s: frames 6…9 are the same picture.
    let yaml = RenderFixture.dotScene().replacingOccurrences(
      of: "toValue: 30, duration: 0.3", with: "toValue: 30, duration: 0.2")
    let loaded = try RenderFixture.load(yaml)
    let output = path("still.webp")
    try RenderFixture.render(loaded, RenderFixture.request(loaded, format: .webp, output: output))
    let webp = try WebPFile(Data(contentsOf: URL(fileURLWithPath: output)))
    XCTAssertEqual(webp.frames.map(\.duration).reduce(0, +), 333, "the file still lasts 10 / 30 s")
    let decoded = try FrameDecoding.webpFrames(output)
    // Whatever libwebp merged, the picture shown at frame k's start time is frame k.
    for k in 0..<10 {
      let start = FrameRate(30).start(ofFrame: k, unitsPerSecond: 1000)
      let shown = try XCTUnwrap(decoded.first { $0.end > start })
      XCTAssertEqual(shown.pixels, try RenderFixture.pixels(loaded, k), "frame \(k)")
    }
  }

  func testWebPOfAStillSceneIsStillAnAnimationThatLastsFrameCountOverFPS() throws {
    // Nothing moves: libwebp stores one frame and would assemble a still image (no duration).
    let yaml = RenderFixture.dotScene().split(separator: "\n")
      .filter { !$0.contains("animations:") && !$0.contains("keyPath:") }.joined(separator: "\n")
    let loaded = try RenderFixture.load(yaml)
    for (name, quality) in [("still-lossless.webp", nil), ("still-lossy.webp", 80)] as [(String, Int?)] {
      let output = path(name)
      try RenderFixture.render(
        loaded, RenderFixture.request(loaded, format: .webp, output: output, quality: quality))
      let webp = try WebPFile(Data(contentsOf: URL(fileURLWithPath: output)))
      XCTAssertEqual(webp.loopCount, 0, "\(name): an animation (ANIM) that loops forever")
      XCTAssertEqual(webp.canvasWidth, 41)
      XCTAssertEqual(webp.canvasHeight, 31)
      // 10 frames at 30 fps: one stored frame lasting round(1000 · 10 / 30) ms.
      XCTAssertEqual(webp.frames.map(\.duration), [333], name)
      let decoded = try FrameDecoding.webpFrames(output)
      XCTAssertEqual(decoded.map(\.end), [333], name)
      if quality == nil { XCTAssertEqual(decoded.first?.pixels, try RenderFixture.pixels(loaded, 0)) }
    }
  }

  func testWebPQualityIsLossy() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene(background: "#ffffff"))
    let output = path("lossy.webp")
    try RenderFixture.render(
      loaded, RenderFixture.request(loaded, format: .webp, output: output, quality: 80))
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: output)))
    XCTAssertNotNil(bytes.firstRange(of: Array("VP8 ".utf8)), "a lossy (VP8) bitstream")
    for (index, frame) in try FrameDecoding.webpFrames(output).enumerated() {
      XCTAssertLessThan(difference(frame.pixels, try RenderFixture.pixels(loaded, index)).mean, 8)
    }
  }

  // MARK: MP4

  func testMP4IsConstantFrameRatePaddedNotScaledAndFlattenedOntoWhite() throws {
    try RenderFixture.requireTools()
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    let output = path("dot.mp4")
    let request = RenderFixture.request(loaded, format: .mp4, output: output)
    let notes = RenderPlan(request).notes
    XCTAssertTrue(notes.contains { $0.kind == .warning && $0.message.contains("flattened onto white") })
    XCTAssertTrue(notes.contains { $0.message.contains("padded to 42×32") })
    try RenderFixture.render(loaded, request)
    let probe = try FrameDecoding.probe(output)
    XCTAssertEqual(probe["codec_name"] as? String, "h264")
    XCTAssertEqual(probe["width"] as? Int, 42)
    XCTAssertEqual(probe["height"] as? Int, 32)
    XCTAssertEqual(probe["pix_fmt"] as? String, "yuv420p")
    XCTAssertEqual(probe["r_frame_rate"] as? String, "30/1")
    XCTAssertEqual(probe["avg_frame_rate"] as? String, "30/1")
    XCTAssertEqual(probe["nb_read_frames"] as? String, "10")
    XCTAssertEqual(try XCTUnwrap(Double(probe["duration"] as? String ?? "")), 10.0 / 30, accuracy: 1e-3)
    let decoded = try FrameDecoding.ffmpegFrames(output, width: 42, height: 32)
    XCTAssertEqual(decoded.count, 10)
    for (index, frame) in decoded.enumerated() {
      let expected = try RenderFixture.pixels(loaded, index, background: .white)
      // The picture sits at the top left, unscaled; the padding column and row are white.
      var picture: [UInt8] = []
      for y in 0..<31 { picture += frame[(y * 42 * 4)..<(y * 42 * 4 + 41 * 4)] }
      XCTAssertLessThan(difference(picture, expected).mean, 4, "frame \(index)")
      XCTAssertGreaterThan(Int(frame[(31 * 42 + 5) * 4]), 240, "the padding row is white")
    }
  }

  func testMP4WithABackgroundHasNoTransparencyWarning() {
    let request = RenderRequest(
      format: .mp4, output: "x.mp4", sceneSize: Size(40, 30), sceneBackground: nil,
      background: Color(red: 0, green: 0, blue: 0), scale: 1, rate: FrameRate(30), frames: 0...1,
      quality: nil, jobs: 1)
    let plan = RenderPlan(request)
    XCTAssertEqual(plan.notes, [])
    XCTAssertEqual(plan.fill, Color(red: 0, green: 0, blue: 0))
    XCTAssertEqual(plan.paddedWidth, 40)
  }
}
