import Foundation
import SceneDecoder
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneLottie

/// An imported scene has exactly the composition's frames, ⌈op − ip⌉ of them (docs/import.md,
/// "The scene it writes"). The duration used to be rounded to the nearest 6th decimal, so
/// 119 / 60 s became 1.983333 s, 118.99998 frames in, and the last frame was lost: 35 of the
/// 53 conformance files (every one at 60 fps with op 120) came out a frame short.
final class ImportFrameCountTests: XCTestCase {
  /// The written duration, read back as the decoder reads it, counts the frames it was made
  /// for at every whole rate and for lengths around the ones files use.
  func testTheWrittenDurationCountsEveryFrame() throws {
    for fps in 1...240 {
      for frames in [1, 2, 3, 7, 24, 30, 48, 59, 60, 61, 90, 119, 120, 121, 240, 299, 300, 1_000, 3_599, 100_001] {
        let text = NumberText.format(Converter.sceneDuration(frames: frames, fps: Double(fps)), decimals: 6)
        let duration = try XCTUnwrap(Double(text))
        XCTAssertEqual(
          FrameClock.frameCount(duration: duration, fps: Double(fps)), frames, "\(frames) frames at \(fps) fps: duration \(text)")
      }
    }
    XCTAssertEqual(Converter.sceneDuration(frames: 120, fps: 60), 1.983334)
    XCTAssertEqual(Converter.sceneDuration(frames: 61, fps: 30), 2)
  }

  /// Every conformance case: the imported scene's frame count is ⌈op − ip⌉.
  func testEveryConformanceCaseKeepsItsFrames() throws {
    let root = ImporterTests.cases
    let files = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path)).compactMap { $0 as? String }
      .filter { $0.hasSuffix(".json") && !$0.hasSuffix("-meta.json") }.sorted()
    XCTAssertGreaterThan(files.count, 50)
    for name in files {
      let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(name)))
      let top = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any], name)
      let ip = try XCTUnwrap((top["ip"] as? NSNumber)?.doubleValue), op = try XCTUnwrap((top["op"] as? NSNumber)?.doubleValue)
      let result = LottieImporter.convert(bytes: bytes, file: name, sceneName: "case")
      let yaml = try XCTUnwrap(result.yaml, name)
      let scene = try XCTUnwrap(SceneLoader.decode(bytes: Array(yaml.utf8), file: name).scene, name)
      let duration = try XCTUnwrap(scene.duration, name)
      XCTAssertEqual(FrameClock.frameCount(duration: duration, fps: scene.fps), Int((op - ip).rounded(.up)), name)
    }
  }
}
