import Foundation
import SceneModel
import SceneRaster
import SceneTestSupport
import XCTest

/// `png` folders and sprite sheets: pixels against rsvg-convert and the frames, the sheet's
/// JSON against its atlas, and what happens to earlier output.
final class StillFormatTests: XCTestCase {
  var folder: URL!

  override func setUp() { folder = temporaryDirectory() }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  func testPNGFramesMatchRSVGConvertOfTheSameSVG() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    let output = path("dot-png")
    try RenderFixture.render(loaded, RenderFixture.request(loaded, format: .png, output: output))
    let names = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
    XCTAssertEqual(names, (0..<10).map { "frame-0000\($0).png" })
    for index in [0, 3, 9] {
      let ours = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output + "/" + names[index])))
      let reference = try Rasterizer.render(loaded.svg(index))
      XCTAssertEqual(ours.width, reference.width)
      XCTAssertEqual(ours.height, reference.height)
      XCTAssertLessThanOrEqual(difference(ours.rgba, reference.rgba).max, 1, "frame \(index)")
    }
  }

  func testPNGFramesAtScaleTwoAreTwiceTheSizeAndMatchRSVGConvertZoom() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    let output = path("dot-2x")
    try RenderFixture.render(
      loaded, RenderFixture.request(loaded, format: .png, output: output, scale: 2, frames: 5...5))
    let ours = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: output + "/frame-00005.png")))
    XCTAssertEqual([ours.width, ours.height], [82, 62])
    let reference = try Rasterizer.render(loaded.svg(5), options: ["-z", "2"])
    XCTAssertLessThanOrEqual(difference(ours.rgba, reference.rgba).max, 1)
  }

  func testARenderOfFewerFramesReplacesTheFolderAndKeepsForeignFiles() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    let output = path("dot-png")
    try RenderFixture.render(loaded, RenderFixture.request(loaded, format: .png, output: output))
    try RenderFixture.render(
      loaded, RenderFixture.request(loaded, format: .png, output: output, frames: 2...3))
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: output).sorted(),
      ["frame-00002.png", "frame-00003.png"])
    try Data("mine".utf8).write(to: URL(fileURLWithPath: output + "/notes.txt"))
    try RenderFixture.render(
      loaded, RenderFixture.request(loaded, format: .png, output: output, frames: 4...4))
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: output).sorted(), ["frame-00004.png", "notes.txt"])
  }

  func testAFailedRenderLeavesTheEarlierOutputAsItWas() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    for format in [RenderFormat.png, .webp, .sheet, .gif] {
      if format.needsFFmpeg, Renderer.missingTool(for: format) != nil { continue }
      let output = path("keep-\(format.rawValue)")
      try RenderFixture.render(loaded, RenderFixture.request(loaded, format: format, output: output))
      let before = try snapshot(folder)
      // Frame 6's SVG is broken: librsvg refuses it after frames 0…5 went to the encoder.
      XCTAssertThrowsError(
        try Renderer.run(
          RenderPlan(RenderFixture.request(loaded, format: format, output: output, jobs: 1)),
          svg: { $0 == 6 ? "<svg" : loaded.svg($0) })
      ) { XCTAssertTrue("\($0)".contains("librsvg"), "\($0)") }
      XCTAssertEqual(
        try snapshot(folder), before, "\(format): earlier output unchanged, no temporary files left")
    }
  }

  /// Every file under `root` (hidden ones included) with its bytes.
  func snapshot(_ root: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: root.path)
    while let name = enumerator?.nextObject() as? String {
      var isDirectory: ObjCBool = false
      let full = root.appendingPathComponent(name).path
      if FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue {
        files[name] = try Data(contentsOf: URL(fileURLWithPath: full))
      }
    }
    return files
  }

  func testSpriteSheetJSONDescribesItsAtlas() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    let base = path("dot-sheet")
    let summary = try RenderFixture.render(
      loaded, RenderFixture.request(loaded, format: .sheet, output: base + ".png"))
    XCTAssertEqual(summary.paths, [base + ".png", base + ".json"], "-o x.png means x.png + x.json")
    let atlas = try PNGImage(data: Data(contentsOf: URL(fileURLWithPath: base + ".png")))
    let json = try XCTUnwrap(
      JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: base + ".json")))
        as? [String: Any])
    let meta = try XCTUnwrap(json["meta"] as? [String: Any])
    XCTAssertEqual(meta["app"] as? String, "scenec")
    XCTAssertEqual(meta["image"] as? String, "dot-sheet.png")
    XCTAssertEqual(meta["format"] as? String, "RGBA8888")
    XCTAssertEqual(meta["scale"] as? String, "1")
    XCTAssertNotNil(meta["version"] as? String)
    let size = try XCTUnwrap(meta["size"] as? [String: Int])
    XCTAssertEqual(size, ["w": atlas.width, "h": atlas.height])
    // 10 frames: a 4 × 3 grid of 41 × 31 cells.
    XCTAssertEqual([atlas.width, atlas.height], [164, 93])
    let frames = try XCTUnwrap(json["frames"] as? [String: [String: Any]])
    XCTAssertEqual(frames.keys.sorted(), (0..<10).map { "frame-0000\($0).png" })
    var durations: [Int] = []
    var rects: Set<[Int]> = []
    for index in 0..<10 {
      let entry = try XCTUnwrap(frames["frame-0000\(index).png"])
      let rect = try XCTUnwrap(entry["frame"] as? [String: Int])
      let (x, y, w, h) = (rect["x"]!, rect["y"]!, rect["w"]!, rect["h"]!)
      XCTAssertTrue(
        x >= 0 && y >= 0 && x + w <= atlas.width && y + h <= atlas.height, "frame \(index) inside")
      XCTAssertEqual([w, h], [41, 31])
      rects.insert([x, y])
      XCTAssertEqual(entry["rotated"] as? Bool, false)
      XCTAssertEqual(entry["trimmed"] as? Bool, false)
      XCTAssertEqual(entry["spriteSourceSize"] as? [String: Int], ["x": 0, "y": 0, "w": 41, "h": 31])
      XCTAssertEqual(entry["sourceSize"] as? [String: Int], ["w": 41, "h": 31])
      durations.append(try XCTUnwrap(entry["duration"] as? Int))
      // The rect's pixels are the frame's.
      let expected = try RenderFixture.pixels(loaded, index)
      var cut: [UInt8] = []
      for row in y..<(y + h) {
        cut += atlas.rgba[((row * atlas.width + x) * 4)..<((row * atlas.width + x + w) * 4)]
      }
      XCTAssertEqual(cut, expected, "frame \(index)")
    }
    XCTAssertEqual(rects.count, 10, "no two frames share a cell")
    XCTAssertEqual(durations, [33, 34, 33, 33, 34, 33, 33, 34, 33, 33])
  }

  func testSameBytesWhateverTheNumberOfJobs() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    for format in [RenderFormat.png, .webp, .sheet, .gif, .apng] {
      if Renderer.missingTool(for: format) != nil { continue }
      var outputs: [[String: Data]] = []
      for jobs in [1, 3] {
        let run = folder.appendingPathComponent("\(format.rawValue)-\(jobs)")
        try FileManager.default.createDirectory(at: run, withIntermediateDirectories: true)
        try RenderFixture.render(
          loaded,
          RenderFixture.request(
            loaded, format: format, output: run.appendingPathComponent("out").path, jobs: jobs))
        outputs.append(try snapshot(run))
      }
      XCTAssertFalse(outputs[0].isEmpty)
      XCTAssertEqual(outputs[0], outputs[1], "\(format) with --jobs 1 and --jobs 3")
    }
  }
}
