import SceneModel
import XCTest

@testable import SceneTiming

/// docs/timing.md, "Reference values": q(t) and settling durations (6 decimals).
final class SpringTableTests: XCTestCase {
  struct Row {
    var spring: SpringCurve
    var settling: Double
    var q: [Double]
  }

  static let times: [Double] = [0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.75, 1.0, 1.5, 2.0]

  static let rows: [Row] = [
    Row(
      spring: SpringCurve(), settling: 1.472700,
      q: [
        0.104405, 0.340300, 0.849426, 1.124355, 1.153123, 1.074591, 0.974152, 1.002170,
        0.999365, 1.000024,
      ]),
    Row(
      spring: SpringCurve(damping: 5), settling: 2.854975,
      q: [
        0.112863, 0.392945, 1.070645, 1.430560, 1.337235, 1.036551, 0.881552, 1.084776,
        1.003241, 0.993280,
      ]),
    Row(
      spring: SpringCurve(damping: 15), settling: 1.022094,
      q: [
        0.096895, 0.298249, 0.699976, 0.932915, 1.016932, 1.027592, 1.003077, 0.999273,
        1.000018, 1.000000,
      ]),
    Row(
      spring: SpringCurve(damping: 20), settling: 1.000000,
      q: [
        0.090204, 0.264241, 0.593994, 0.800852, 0.908422, 0.959572, 0.995299, 0.999501,
        0.999995, 1.000000,
      ]),
    Row(
      spring: SpringCurve(damping: 10, initialVelocity: 5), settling: 1.381551,
      q: [
        0.293078, 0.607053, 1.059065, 1.190976, 1.128358, 1.030619, 0.977009, 1.004863,
        0.999496, 0.999998,
      ]),
    Row(
      spring: SpringCurve(damping: 10, initialVelocity: -5), settling: 1.535081,
      q: [
        -0.084267, 0.073546, 0.639786, 1.057733, 1.177888, 1.118562, 0.971295, 0.999477,
        0.999233, 1.000050,
      ]),
    Row(
      spring: SpringCurve(mass: 2, stiffness: 300, damping: 8), settling: 3.530462,
      q: [
        0.170254, 0.582963, 1.428167, 1.528164, 1.019671, 0.657383, 1.195534, 0.890577,
        0.968199, 0.992091,
      ]),
    Row(
      spring: SpringCurve(damping: 30), settling: 1.000000,
      q: [
        0.090204, 0.264241, 0.593994, 0.800852, 0.908422, 0.959572, 0.995299, 0.999501,
        0.999995, 1.000000,
      ]),
    // The over-damped branch with QuartzCore's coefficients (the table's row).
    Row(
      spring: SpringCurve(damping: 30, allowsOverdamping: true), settling: 1.400000,
      q: [
        0.824901, 1.031181, 1.073343, 1.053856, 1.037035, 1.025297, 1.009736, 1.003747,
        1.000555, 1.000082,
      ]),
  ]

  func testValuesReproducedToSixDecimals() {
    for (index, row) in Self.rows.enumerated() {
      for (t, expected) in zip(Self.times, row.q) {
        XCTAssertEqual(row.spring.value(at: t), expected, accuracy: 5e-7 + 1e-9, "row \(index) t \(t)")
      }
      XCTAssertEqual(row.spring.value(at: 0), 0, accuracy: 1e-15, "row \(index) starts at 0")
    }
  }

  func testSettlingDurations() {
    for (index, row) in Self.rows.enumerated() {
      XCTAssertEqual(row.spring.settlingDuration(), row.settling, accuracy: 5e-7 + 1e-9, "row \(index)")
    }
    // The defaults give 1.4727003346780927 s exactly as computed there.
    XCTAssertEqual(SpringCurve().settlingDuration(), 1.4727003346780927, accuracy: 1e-12)
    // The critical rows accumulate ten 0.1 steps.
    XCTAssertEqual(SpringCurve(damping: 20).settlingDuration(), 0.9999999999999999)
  }

  func testUndampedSpringNeverSettles() {
    XCTAssertEqual(SpringCurve(damping: 0).settlingDuration(), .infinity)
  }

  func testInvalidParametersFallBackToDefaults() {
    let spring = SpringCurve(mass: 0, stiffness: -1, damping: -3)
    XCTAssertEqual(spring, SpringCurve())
  }

  func testEquationRecoveryFixture() {
    // m=1, k=2, c=3 with allowsOverdamping gives q(ln 2) = 1.
    let spring = SpringCurve(mass: 1, stiffness: 2, damping: 3, allowsOverdamping: true)
    XCTAssertEqual(spring.value(at: log(2.0)), 1, accuracy: 1e-12)
  }

  func testSpringAnimationDefaultsToSettlingDurationAndEndsExactly() {
    let spring = SpringAnimation(
      basic: BasicAnimation(keyPath: KeyPath(.cornerRadius), fromValue: .number(0), toValue: .number(100)))
    let layer = Build.layer(
      "a", [Animation(kind: .spring(spring), timing: Build.timing(fill: .both, removedOnCompletion: false))]
    ) { $0.cornerRadius = 50 }
    let evaluator = SceneEvaluator(scene: Build.scene([layer]))
    XCTAssertEqual(evaluator.duration, 1.4727003346780927, accuracy: 1e-12)
    XCTAssertEqual(evaluator.number("a", .cornerRadius, at: 0.3), 112.4355, accuracy: 1e-4)
    XCTAssertEqual(evaluator.number("a", .cornerRadius, at: evaluator.duration), 100)
    XCTAssertEqual(evaluator.number("a", .cornerRadius, at: 5), 100)
  }

  func testSpringCutOffJumpsToToValue() {
    // docs/timing.md "Springs": duration 0.3 < settling; at 0.3 the spring shows exactly toValue.
    var spring = SpringAnimation(
      basic: BasicAnimation(keyPath: KeyPath(.cornerRadius), fromValue: .number(0), toValue: .number(100)))
    spring.damping = 10
    let animation = Animation(
      kind: .spring(spring), timing: Build.timing(duration: 0.3, fill: .forwards, removedOnCompletion: false))
    let evaluator = SceneEvaluator(scene: Build.scene([Build.layer("a", [animation])]))
    // Just before the end: q(0.2999) from the closed form (≈ 1.1243), not 100.
    XCTAssertEqual(evaluator.number("a", .cornerRadius, at: 0.2), 84.9426, accuracy: 1e-4)
    XCTAssertEqual(evaluator.number("a", .cornerRadius, at: 0.3), 100)
    XCTAssertEqual(evaluator.number("a", .cornerRadius, at: 0.5), 100)
  }
}
