import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

/// Bad keyframe animations: values/path, keyTimes, timingFunctions, spline lists.
final class KeyframeDiagnosticTests: XCTestCase {
  private func scene(_ keyframe: String, type: String = "layer") -> String {
    """
    version: 1
    scene: { size: [100, 100] }
    layers:
      - id: box
        type: \(type)
        animations:
        - type: keyframe
    \(keyframe)
    """
  }

  func testNeitherValuesNorPath() {
    let (text, markers) = extractMarkers(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: box
          animations:
            - 1️⃣type: keyframe
              keyPath: opacity
      """)
    let result = decodeScene(text)
    XCTAssertEqual(result.diagnostics.map(\.id), ["missing-key"])
    XCTAssertEqual(result.diagnostics.first?.range?.start, markers["1️⃣"])
  }

  func testPathKeyframesNeedPosition() {
    assertDiagnostic(
      scene(
        """
              keyPath: opacity
              1️⃣path: { circle: [50, 50], radius: 10 }
        """), "path-keyframes-need-position")
  }

  func testValuesAndPathConflict() {
    assertDiagnostic(
      scene(
        """
              keyPath: position
              values: [[0, 0], [10, 10]]
              1️⃣path: { circle: [50, 50], radius: 10 }
        """), "conflicting-keys")
  }

  func testKeyTimesMustNotDecrease() {
    let diagnostic = assertDiagnostic(
      scene(
        """
              keyPath: opacity
              values: [0, 1, 0.5, 1]
              keyTimes: [0, 0.6, 1️⃣0.4, 1]
        """), "invalid-key-times")
    XCTAssertEqual(diagnostic?.message, "key times must not decrease: 0.4 comes after 0.6")
  }

  func testKeyTimeOutsideZeroToOne() {
    assertDiagnostic(
      scene(
        """
              keyPath: opacity
              calculationMode: discrete
              values: [0, 1]
              keyTimes: [0, 0.5, 1️⃣1.5]
        """), "invalid-key-times")
  }

  func testLinearKeyTimesNeedOnePerValue() {
    let diagnostic = assertDiagnostic(
      scene(
        """
              keyPath: opacity
              values: [0, 1, 0]
              keyTimes: 1️⃣[0, 1]
        """), "invalid-key-times")
    XCTAssertEqual(
      diagnostic?.message,
      "'keyTimes' has 2 entries but there are 3 values; linear mode needs one key time per value")
  }

  func testDiscreteKeyTimesNeedOneMoreThanValues() {
    assertDiagnostic(
      scene(
        """
              keyPath: opacity
              calculationMode: discrete
              values: [0, 1, 0]
              keyTimes: 1️⃣[0, 0.5, 1]
        """), "invalid-key-times")
  }

  func testLinearKeyTimesStartAtZero() {
    assertDiagnostic(
      scene(
        """
              keyPath: opacity
              values: [0, 1, 0]
              keyTimes: [1️⃣0.1, 0.5, 1]
        """), "invalid-key-times")
  }

  func testPacedModesIgnoreKeyTimes() {
    assertClean(
      scene(
        """
              keyPath: opacity
              calculationMode: paced
              values: [0, 1, 0]
              keyTimes: [0.9, 0.1]
        """))
  }

  func testOneTimingFunctionPerSegment() {
    let diagnostic = assertDiagnostic(
      scene(
        """
              keyPath: opacity
              values: [0, 1, 0]
              timingFunctions: 1️⃣[easeIn, easeOut, linear]
        """), "wrong-count")
    XCTAssertEqual(
      diagnostic?.message,
      "'timingFunctions' has 3 entries but 3 values make 2 segments; give one per segment")
  }

  func testTensionValuesNeedOnePerValue() {
    assertDiagnostic(
      scene(
        """
              keyPath: opacity
              calculationMode: cubic
              values: [0, 1, 0]
              tensionValues: 1️⃣[0, 0]
        """), "wrong-count")
  }

  func testBiasValuesWithinMinusOneToOne() {
    assertDiagnostic(
      scene(
        """
              keyPath: opacity
              calculationMode: cubic
              values: [0, 1, 0]
              biasValues: [0, 1️⃣2, 0]
        """), "value-out-of-range")
  }

  func testRotationModeNeedsAPath() {
    assertDiagnostic(
      scene(
        """
              keyPath: position
              values: [[0, 0], [10, 10]]
              1️⃣rotationMode: auto
        """), "rotation-mode-needs-path")
  }

  func testUnknownCalculationMode() {
    let diagnostic = assertDiagnostic(
      scene(
        """
              keyPath: opacity
              calculationMode: 1️⃣cubicpaced
              values: [0, 1]
        """), "unknown-value")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'cubicPaced'?")
  }

  func testKeyframeValueOfTheWrongType() {
    let diagnostic = assertDiagnostic(
      scene(
        """
              keyPath: backgroundColor
              values: ["#ff0000", 1️⃣{ red: 1 }]
        """), "type-mismatch")
    XCTAssertEqual(diagnostic?.notes.last?.message, "'backgroundColor' takes a color")
  }

  func testEmptyValues() {
    assertDiagnostic(
      scene(
        """
              keyPath: opacity
              values: 1️⃣[]
        """), "wrong-count")
  }
}
