import SceneModel
import XCTest

@testable import SceneTiming

/// Keyframe vectors of docs/timing.md ("Reference values", "Keyframes").
final class KeyframeTests: XCTestCase {
  /// A keyframe animation on cornerRadius (model 50) over 1 s, linear pacing, with both
  /// fills so progress u = t on 0…1.
  func evaluator(_ keyframe: KeyframeAnimation, timing: AnimationTiming? = nil) -> SceneEvaluator {
    let t = timing ?? Build.timing(duration: 1, fill: .both, removedOnCompletion: false)
    let layer = Build.layer("a", [Build.keyframe(keyframe, t)]) { $0.cornerRadius = 50 }
    return SceneEvaluator(scene: Build.scene([layer], duration: 1))
  }

  func numbers(_ values: [Double]) -> [AnimatableValue] { values.map { .number($0) } }

  func radius(_ keyframe: KeyframeAnimation, at u: Double) -> Double {
    evaluator(keyframe).number("a", .cornerRadius, at: u)
  }

  func testDiscreteUniform() {
    let k = KeyframeAnimation(
      keyPath: KeyPath(.cornerRadius), values: numbers([10, 20, 30]), calculationMode: .discrete)
    let e = evaluator(k)
    for (u, expected) in [(0.0, 10.0), (0.3, 10), (0.34, 20), (0.66, 20), (0.67, 30), (0.99, 30), (1, 30)] {
      XCTAssertEqual(e.number("a", .cornerRadius, at: u), expected, "u = \(u)")
    }
  }

  func testDiscreteWithKeyTimes() {
    let k = KeyframeAnimation(
      keyPath: KeyPath(.cornerRadius), values: numbers([10, 20, 30]), keyTimes: [0, 0.25, 0.75, 1],
      calculationMode: .discrete)
    let e = evaluator(k)
    for (u, expected) in [(0.2, 10.0), (0.25, 20), (0.5, 20), (0.75, 30), (1.0, 30)] {
      XCTAssertEqual(e.number("a", .cornerRadius, at: u), expected, "u = \(u)")
    }
  }

  func testLinearWithKeyTimes() {
    let k = KeyframeAnimation(
      keyPath: KeyPath(.cornerRadius), values: numbers([0, 10, 30]), keyTimes: [0, 0.8, 1])
    let e = evaluator(k)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.4), 5, accuracy: 1e-12)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.8), 10, accuracy: 1e-12)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.9), 20, accuracy: 1e-12)
  }

  func testPacedGeneratesKeyTimesFromLengths() {
    let k = KeyframeAnimation(
      keyPath: KeyPath(.cornerRadius), values: numbers([310, 60, 120, 60, 310]),
      keyTimes: [0, 0.1, 0.2, 0.3, 1], calculationMode: .paced)
    let prepared = PreparedKeyframes(k)
    // Segment lengths 250, 60, 60, 250 of 620 (given keyTimes are ignored).
    let expected = [0, 250.0 / 620, 310.0 / 620, 370.0 / 620, 1]
    XCTAssertEqual(prepared.keyTimes?.count, 5)
    for (a, b) in zip(prepared.keyTimes ?? [], expected) { XCTAssertEqual(a, b, accuracy: 1e-12) }
    XCTAssertEqual(expected[1], 0.403226, accuracy: 5e-7)
    XCTAssertEqual(expected[3], 0.596774, accuracy: 5e-7)
    let e = evaluator(k)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.25), 155, accuracy: 1e-9)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.5), 120, accuracy: 1e-9)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.75), 155, accuracy: 1e-9)
  }

  func testCubicDuplicatesEndKeyframes() {
    // docs/timing.md "Keyframes": values [0, 1, 0], u = 0.25 → 0.5625 with P₋₁ = P₀.
    let k = KeyframeAnimation(
      keyPath: KeyPath(.cornerRadius), values: numbers([0, 1, 0]), calculationMode: .cubic)
    XCTAssertEqual(radius(k, at: 0.25), 0.5625, accuracy: 1e-12)
    XCTAssertEqual(radius(k, at: 0.5), 1, accuracy: 1e-12)
    XCTAssertEqual(radius(k, at: 0.75), 0.5625, accuracy: 1e-12)
  }

  func testCubicFullTensionHasZeroTangents() {
    let k = KeyframeAnimation(
      keyPath: KeyPath(.cornerRadius), values: numbers([0, 1, 0]), calculationMode: .cubic,
      tensionValues: [1, 1, 1])
    XCTAssertEqual(radius(k, at: 0.25), 0.5, accuracy: 1e-12)
  }

  func testCubicScalesTangentsForUnevenKeyTimes() {
    // Hand-computed: segment 1 of [0, 1, 3, 2] at keyTimes [0, .2, .6, 1], s = 0.5:
    // TD₁ = (0.5·1 + 0.5·2)·(2·0.4 / 0.6) = 2, TS₂ = (0.5·2 − 0.5·1)·(2·0.4 / 0.8) = 0.5,
    // value = 0.5·1 + 0.125·2 + 0.5·3 − 0.125·0.5 = 2.1875.
    let k = KeyframeAnimation(
      keyPath: KeyPath(.cornerRadius), values: numbers([0, 1, 3, 2]), keyTimes: [0, 0.2, 0.6, 1],
      calculationMode: .cubic)
    XCTAssertEqual(radius(k, at: 0.4), 2.1875, accuracy: 1e-12)
  }

  func testCubicTensionContinuityBias() {
    // Reference from a separate Python transcription of the Kochanek–Bartels formulas (kb.py):
    // 2.4430515625.
    let k = KeyframeAnimation(
      keyPath: KeyPath(.cornerRadius), values: numbers([0, 1, 3, 2]), keyTimes: [0, 0.2, 0.6, 1],
      calculationMode: .cubic, tensionValues: [0.5, -0.3, 0.2, 0],
      continuityValues: [0.1, 0.4, -0.6, 0], biasValues: [-0.2, 0.7, 0.3, 0])
    XCTAssertEqual(radius(k, at: 0.47), 2.4430515625, accuracy: 1e-12)
  }

  func testCubicWithTwoValuesIsLinear() {
    let k = KeyframeAnimation(
      keyPath: KeyPath(.cornerRadius), values: numbers([0, 8]), calculationMode: .cubic)
    XCTAssertEqual(radius(k, at: 0.25), 2, accuracy: 1e-12)
  }

  func testPerSegmentTimingFunctions() {
    let k = KeyframeAnimation(
      keyPath: KeyPath(.cornerRadius), values: numbers([0, 100, 200]),
      timingFunctions: [.easeIn])
    // Segment 0 eased with easeIn at s = 0.5 (0.315357 in the timing-function table, exact 0.3153568…);
    // segment 1 has no entry and is linear.
    XCTAssertEqual(
      radius(k, at: 0.25), 100 * TimingFunctionSolver.solve(.easeIn, 0.5), accuracy: 1e-9)
    XCTAssertEqual(radius(k, at: 0.25), 31.5357, accuracy: 1e-4)
    XCTAssertEqual(radius(k, at: 0.75), 150, accuracy: 1e-9)
  }

  func testSegmentProgressSnapsWithinOneThousandth() {
    let k = KeyframeAnimation(keyPath: KeyPath(.cornerRadius), values: numbers([0, 1000]))
    XCTAssertEqual(radius(k, at: 0.0009), 0)
    XCTAssertEqual(radius(k, at: 0.9995), 1000)
    XCTAssertEqual(radius(k, at: 0.002), 2, accuracy: 1e-9)
  }

  func testOverallProgressIsClampedBeforeSegmentChoice() {
    // An overshooting animation timing function does not extrapolate past the keyframes.
    let overshoot = TimingFunction(0.175, 0.885, 0.32, 1.275)
    let k = KeyframeAnimation(keyPath: KeyPath(.cornerRadius), values: numbers([0, 10, 20]))
    let e = evaluator(
      k, timing: Build.timing(duration: 1, fill: .both, removedOnCompletion: false, timingFunction: overshoot)
    )
    // u = 0.5 eases to 1.067553 > 1: clamped, the last keyframe.
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.5), 20)
  }

  func testCumulativeKeyframesAddLastValue() {
    let k = KeyframeAnimation(keyPath: KeyPath(.cornerRadius), values: numbers([0, 10, 30]))
    let layer = Build.layer(
      "a", [Build.keyframe(k, Build.timing(duration: 1, repeatCount: 2), cumulative: true)])
    let e = SceneEvaluator(scene: Build.scene([layer]))
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1.25), 35, accuracy: 1e-9)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 2), 60, accuracy: 1e-9)
  }

  // MARK: - Path keyframes

  static let lPath = BezierPath([.move(Point(0, 0)), .line(Point(100, 0)), .line(Point(100, 10))])

  func positionEvaluator(
    _ path: BezierPath, mode: CalculationMode = .linear, rotation: RotationMode? = nil
  ) -> SceneEvaluator {
    let k = KeyframeAnimation(
      keyPath: KeyPath(.position), path: path, calculationMode: mode, rotationMode: rotation)
    let layer = Build.layer(
      "a", [Build.keyframe(k, Build.timing(duration: 1, fill: .both, removedOnCompletion: false))])
    return SceneEvaluator(scene: Build.scene([layer], duration: 1))
  }

  func testPathElementsShareTimeEqually() {
    let e = positionEvaluator(Self.lPath)
    assertClose(e.properties("a", at: 0.25).position, Point(50, 0))
    assertClose(e.properties("a", at: 0.5).position, Point(100, 0))
    assertClose(e.properties("a", at: 0.75).position, Point(100, 5))
    assertClose(e.properties("a", at: 1).position, Point(100, 10))
  }

  func testPacedPathMovesAtConstantSpeed() {
    let e = positionEvaluator(Self.lPath, mode: .paced)
    // 110 points long: half-way is 55 along the first element.
    assertClose(e.properties("a", at: 0.5).position, Point(55, 0), accuracy: 1e-9)
    assertClose(e.properties("a", at: 1.05 / 1.1).position, Point(100, 5), accuracy: 1e-9)
  }

  func testCurveElementsUseTheirParameterUnlessPaced() {
    let curve = BezierPath([
      .move(Point(0, 0)),
      .cubic(control1: Point(0, 100), control2: Point(100, 100), to: Point(100, 0)),
    ])
    // B(0.5) = (50, 75) for this symmetric cubic.
    let e = positionEvaluator(curve)
    assertClose(e.properties("a", at: 0.5).position, Point(50, 75), accuracy: 1e-12)
    // Paced: by symmetry the arc-length midpoint is also B(0.5); at a quarter of the length
    // the point differs from B(0.25) = (15.625, 56.25).
    let paced = positionEvaluator(curve, mode: .paced)
    assertClose(paced.properties("a", at: 0.5).position, Point(50, 75), accuracy: 1e-7)
    XCTAssertGreaterThan(abs(paced.properties("a", at: 0.25).position.x - 15.625), 0.5)
  }

  func testRotationModeAddsTangentAngle() {
    let auto = positionEvaluator(Self.lPath, rotation: .auto)
    XCTAssertEqual(auto.properties("a", at: 0.25).transform.rotation, 0, accuracy: 1e-12)
    XCTAssertEqual(auto.properties("a", at: 0.75).transform.rotation, .pi / 2, accuracy: 1e-12)
    let reverse = positionEvaluator(Self.lPath, rotation: .autoReverse)
    XCTAssertEqual(reverse.properties("a", at: 0.75).transform.rotation, 1.5 * .pi, accuracy: 1e-12)
    // The timeline carries the rotation in the transform track.
    let keyPaths = auto.timeline().tracks.map(\.property)
    XCTAssertEqual(keyPaths, [.position, .transform])
  }

  func testClosingLineIsASegmentOnlyWhenItHasLength() {
    // A rect written as move + 3 lines + close travels all four edges in four shares.
    let rect = BezierPath([
      .move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(0, 10)), .close,
    ])
    XCTAssertEqual(PathKeyframes(rect).segments.count, 4)
    let e = positionEvaluator(rect)
    assertClose(e.properties("a", at: 0.875).position, Point(0, 5))
    // A close already at the start adds nothing.
    let closed = BezierPath([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(0, 0)), .close])
    XCTAssertEqual(PathKeyframes(closed).segments.count, 2)
  }

  func testDiscretePathJumpsBetweenPoints() {
    let e = positionEvaluator(Self.lPath, mode: .discrete)
    assertClose(e.properties("a", at: 0.2).position, Point(0, 0))
    assertClose(e.properties("a", at: 0.5).position, Point(100, 0))
    assertClose(e.properties("a", at: 0.9).position, Point(100, 10))
  }
}
