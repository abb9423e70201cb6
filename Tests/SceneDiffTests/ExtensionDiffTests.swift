import SceneDecoder
import SceneModel
import SceneTiming
import XCTest

@testable import SceneDiff

/// `scenec diff` compares the scene-format extensions (maskMode, skew, skewAxis,
/// timeRemap) on every layer, though snapshots list them only where set.
final class ExtensionDiffTests: XCTestCase {
  private func evaluator(_ yaml: String) throws -> SceneEvaluator {
    let result = SceneLoader.decode(bytes: Array(yaml.utf8), file: "scene.yaml")
    return SceneEvaluator(scene: try XCTUnwrap(result.scene, result.diagnostics.map(\.message).joined(separator: "\n")))
  }

  private func changes(_ old: String, _ new: String) throws -> [SceneDiff.Change] {
    SceneDiff.compare(old: try evaluator(old), new: try evaluator(new)).changes
  }

  private func scene(_ keys: String) -> String {
    """
    version: 1
    scene: { size: [100, 100], fps: 10, duration: 0.2 }
    layers:
      - id: card
        bounds: [0, 0, 40, 40]
    \(keys)
        mask: { id: hole, type: shape, path: { circle: [20, 20], radius: 10 } }
        sublayers: [ { id: face, bounds: [0, 0, 40, 40], backgroundColor: "#ff0000" } ]

    """
  }

  func testMaskModeIsCompared() throws {
    let found = try changes(scene(""), scene("    maskMode: alphaInverted"))
    XCTAssertEqual(found.map(\.keyPath), ["maskMode"])
    XCTAssertEqual(found[0].old, .text("alpha"))
    XCTAssertEqual(found[0].new, .text("alphaInverted"))
    XCTAssertNil(found[0].maxDifference)
  }

  func testSkewAndSkewAxisAreComparedAsNumbers() throws {
    let found = try changes(scene("    skew: 10"), scene("    skew: 25\n    skewAxis: 45"))
    XCTAssertEqual(found.map(\.keyPath), ["skew", "skewAxis"])
    XCTAssertEqual(found.map(\.maxDifference), [15, 45])
    XCTAssertEqual(found[1].old, .value(.number(0)))
  }

  func testTimeRemapIsComparedAndEqualScenesAreEqual() throws {
    XCTAssertEqual(try changes(scene(""), scene("")).count, 0)
    let found = try changes(scene(""), scene("    timeRemap: 0.5"))
    XCTAssertEqual(found.map(\.keyPath), ["timeRemap"])
  }

  func testSnapshotValuesListExtensionsOnlyWhereSet() throws {
    let plain = FrameValues.layers(of: try evaluator(scene("")).frame(index: 0))
    XCTAssertNil(plain[0].value("skew"))
    XCTAssertNil(plain[0].value("maskMode"))
    let set = FrameValues.layers(of: try evaluator(scene("    skew: 5\n    maskMode: luminance")).frame(index: 0))
    XCTAssertEqual(set[0].value("skew"), .value(.number(5)))
    XCTAssertEqual(set[0].value("maskMode"), .text("luminance"))
    XCTAssertNil(set[0].value("skewAxis"))
  }
}
