import Foundation
import SceneDecoder
import SceneModel
import SceneTestSupport
import SceneTiming
import XCTest

/// For every scenes/*.yaml, the `scenec timeline` JSON equals
/// Tests/SceneTimingTests/Golden/<name>.timeline.json. UPDATE_GOLDENS=1 records (and
/// fails); a scene without a golden fails, and so does a golden without a scene.
final class GoldenTimelineTests: XCTestCase {
  static let goldenFolder = "Tests/SceneTimingTests/Golden"

  func sceneFiles() throws -> [String] {
    let folder = packageRoot().appendingPathComponent("scenes")
    guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".yaml") }
      .sorted()
  }

  func testEverySceneMatchesItsGoldenTimeline() throws {
    for file in try sceneFiles() {
      let relative = "scenes/" + file
      let url = packageRoot().appendingPathComponent(relative)
      let bytes = try [UInt8](Data(contentsOf: url))
      let result = SceneLoader.decode(bytes: bytes, file: relative)
      guard let scene = result.scene else {
        XCTFail("\(relative) does not decode: \(result.diagnostics.map(\.message))")
        continue
      }
      let json = TimelineJSON.encode(SceneEvaluator(scene: scene).timeline()) + "\n"
      let name = String(file.dropLast(".yaml".count))
      assertGolden(json, path: "\(Self.goldenFolder)/\(name).timeline.json")
    }
  }

  func testNoGoldenWithoutAScene() throws {
    let folder = packageRoot().appendingPathComponent(Self.goldenFolder)
    guard FileManager.default.fileExists(atPath: folder.path) else { return }
    let scenes = Set(try sceneFiles().map { String($0.dropLast(".yaml".count)) })
    for golden in try FileManager.default.contentsOfDirectory(atPath: folder.path)
    where golden.hasSuffix(".timeline.json") {
      let name = String(golden.dropLast(".timeline.json".count))
      XCTAssertTrue(scenes.contains(name), "stale golden \(golden): no scenes/\(name).yaml")
    }
  }
}
