import SceneModel
import SceneTestSupport
import XCTest

/// `skew` and `skewAxis`, the scene-format extension for After Effects skew (degrees).
final class SkewDecodingTests: XCTestCase {
  func testSkewAndAxisDecodeInDegreesAndDefaultToZero() throws {
    let scene = try XCTUnwrap(
      assertClean(sceneText(layers: "  - id: a\n    skew: 30\n    skewAxis: -45.5\n  - id: b\n")))
    XCTAssertEqual(scene.layers[0].properties.skew, 30)
    XCTAssertEqual(scene.layers[0].properties.skewAxis, -45.5)
    XCTAssertEqual(scene.layers[1].properties.skew, 0)
    XCTAssertEqual(scene.layers[1].properties.skewAxis, 0)
  }

  func testSkewIsAnimatableByKeyframes() throws {
    let scene = try XCTUnwrap(
      assertClean(
        sceneText(
          layers: """
              - id: a
                animations:
                  - { type: keyframe, keyPath: skew, values: [0, 45], duration: 1 }
                  - { keyPath: skewAxis, toValue: 90, duration: 1 }

            """)))
    let animations = scene.layers[0].animations
    guard case .keyframe(let k) = animations[0].kind, case .basic(let b) = animations[1].kind else {
      return XCTFail("\(animations)")
    }
    XCTAssertEqual(k.keyPath, KeyPath(.skew))
    XCTAssertEqual(k.values, [.number(0), .number(45)])
    XCTAssertEqual(b.keyPath, KeyPath(.skewAxis))
  }

  func testSkewTakesANumber() {
    assertDiagnostic(sceneText(layers: "  - id: a\n    skew: 1️⃣[1, 2]\n"), "type-mismatch")
  }

  func testTimeRemapIsATimeAndDefaultsToNone() throws {
    let scene = try XCTUnwrap(
      assertClean(sceneText(layers: "  - id: a\n    timeRemap: 300ms\n  - id: b\n  - id: c\n    timeRemap: none\n")))
    XCTAssertEqual(scene.layers[0].properties.timeRemap, 0.3, accuracy: 1e-12)
    XCTAssertEqual(scene.layers[1].properties.timeRemap, -.infinity)
    XCTAssertEqual(scene.layers[2].properties.timeRemap, -.infinity)
  }
}
