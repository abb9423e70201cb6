import SceneModel
import XCTest

@testable import SceneTiming

/// docs/timing.md, "Reference values", cases A–I: a basic animation fromValue 0 → toValue 100 with model
/// value 50, at parent times −0.5 … 4.0. Rows with a forwards fill use
/// removedOnCompletion: false, as the table assumes.
final class MediaTimingTableTests: XCTestCase {
  static let times: [Double] = [-0.5, 0, 0.25, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0]

  /// The value of the case's animation on cornerRadius (model 50) at each time.
  func values(_ timing: AnimationTiming, cumulative: Bool = false) -> [Double] {
    let animation = Build.basic(
      "cornerRadius", from: .number(0), to: .number(100), timing, cumulative: cumulative)
    let layer = Build.layer("a", [animation]) { $0.cornerRadius = 50 }
    // Sampling at arbitrary times: an explicit scene duration keeps frames irrelevant.
    let evaluator = SceneEvaluator(scene: Build.scene([layer], duration: 4))
    return Self.times.map { evaluator.number("a", .cornerRadius, at: $0) }
  }

  func check(
    _ actual: [Double], _ expected: [Double], accuracy: Double = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for (i, (a, e)) in zip(actual, expected).enumerated() {
      XCTAssertEqual(a, e, accuracy: accuracy, "t = \(Self.times[i])", file: file, line: line)
    }
  }

  func testA_Removed() {
    check(values(Build.timing(duration: 2)), [50, 0, 12.5, 25, 50, 75, 100, 50, 50, 50, 50])
  }

  func testB_Backwards() {
    check(
      values(Build.timing(begin: 1, duration: 2, fill: .backwards)),
      [0, 0, 0, 0, 0, 25, 50, 75, 100, 50, 50])
  }

  func testC_Forwards() {
    check(
      values(Build.timing(begin: 1, duration: 2, fill: .forwards, removedOnCompletion: false)),
      [50, 50, 50, 50, 0, 25, 50, 75, 100, 100, 100])
  }

  func testC_ForwardsDefeatedByRemoval() {
    // docs/timing.md "Fill and removal": forwards holds only with removedOnCompletion false.
    check(
      values(Build.timing(begin: 1, duration: 2, fill: .forwards)),
      [50, 50, 50, 50, 0, 25, 50, 75, 100, 50, 50])
  }

  func testD_AutoreversesFractionalRepeatBoth() {
    check(
      values(
        Build.timing(
          duration: 1, repeatCount: 1.5, autoreverses: true, fill: .both,
          removedOnCompletion: false)),
      [0, 0, 25, 50, 100, 50, 0, 50, 100, 100, 100])
  }

  func testE_FractionalRepeatForwards() {
    check(
      values(Build.timing(duration: 1, repeatCount: 2.5, fill: .forwards, removedOnCompletion: false)),
      [50, 0, 25, 50, 0, 50, 0, 50, 50, 50, 50])
  }

  func testF_Speed() {
    check(
      values(Build.timing(duration: 1, speed: 2, fill: .forwards, removedOnCompletion: false)),
      [50, 0, 50, 100, 100, 100, 100, 100, 100, 100, 100])
  }

  func testG_EaseInEaseOutAutoreverses() {
    // 12.9162 in the table; 12.91619310473198 by independent bisection in Python.
    check(
      values(
        Build.timing(
          duration: 1, autoreverses: true, fill: .forwards, removedOnCompletion: false,
          timingFunction: .easeInEaseOut)),
      [50, 0, 12.91619310473198, 50, 100, 50, 0, 0, 0, 0, 0], accuracy: 1e-9)
  }

  func testH_Cumulative() {
    check(
      values(
        Build.timing(duration: 1, repeatCount: 3, fill: .forwards, removedOnCompletion: false),
        cumulative: true),
      [50, 0, 25, 50, 100, 150, 200, 250, 300, 300, 300])
  }

  func testI_TimeOffsetShiftsPhaseOnly() {
    // A common reading of case I assumes the [UNVERIFIED] window rule (active until D + timeOffset, so
    // t = −0.5 would show 0). docs/timing.md ("Clock and active time") instead keeps the window at 0 ≤ a ≤ D and only
    // shifts the phase: t = −0.5 is before begin and shows the model value 50; the rest of
    // the row is unchanged (t = 0.5 is an exact cycle boundary: the next cycle starts, 0;
    // t = 1.0 is the end instant: the limit from below of local time 1.5, i.e. 50).
    check(
      values(Build.timing(duration: 1, timeOffset: 0.5)),
      [50, 50, 75, 0, 50, 50, 50, 50, 50, 50, 50])
  }

  func testRepeatDurationIsTheTotalActiveTime() {
    // d = 1, repeatDuration 2.5: like repeatCount 2.5.
    check(
      values(Build.timing(duration: 1, repeatDuration: 2.5, fill: .forwards, removedOnCompletion: false)),
      [50, 0, 25, 50, 0, 50, 0, 50, 50, 50, 50])
  }

  func testInfiniteRepeatNeverEnds() {
    check(
      values(Build.timing(duration: 1, repeatCount: .infinity)),
      [50, 0, 25, 50, 0, 50, 0, 50, 0, 50, 0])
  }

  func testAutoreverseIsSymmetric() {
    // A repeat with autoreverses mirrors in time about the middle of each cycle.
    var t = Build.timing(
      duration: 0.8, repeatCount: 3, autoreverses: true,
      timingFunction: TimingFunction(0.3, 0.1, 0.2, 1.4))
    t.start = .beginTime(0.1)
    let layer = Build.layer(
      "a", [Build.basic("cornerRadius", from: .number(-20), to: .number(60), t)])
    let evaluator = SceneEvaluator(scene: Build.scene([layer], duration: 5))
    for cycle in 0..<3 {
      let start = 0.1 + Double(cycle) * 1.6
      for i in 1..<16 {
        let offset = Double(i) * 0.05
        let forward = evaluator.number("a", .cornerRadius, at: start + offset)
        let backward = evaluator.number("a", .cornerRadius, at: start + 1.6 - offset)
        XCTAssertEqual(forward, backward, accuracy: 1e-9, "cycle \(cycle) offset \(offset)")
      }
    }
  }

  func testFrameTimesMeetEndsComputedInFloatingPoint() {
    // End = 3 × 0.1 = 0.30000000000000004; frame 18 at 60 fps is t = 0.3: still the end
    // instant (the end value), not after the end.
    let layer = Build.layer(
      "a",
      [
        Build.basic(
          "cornerRadius", from: .number(0), to: .number(10), Build.timing(duration: 0.1, repeatCount: 3))
      ]
    ) { $0.cornerRadius = 50 }
    let evaluator = SceneEvaluator(scene: Build.scene([layer]))
    // The default scene duration is snapped to the nanosecond (SceneEvaluator.snapped).
    XCTAssertEqual(evaluator.duration, 0.3)
    XCTAssertEqual(evaluator.frameCount, 19)
    let last = evaluator.frame(index: 18).layers[0].properties.cornerRadius
    XCTAssertEqual(last, 10)
    // Frame 6 (t = 0.1): an exact boundary, so the second cycle starts.
    XCTAssertEqual(evaluator.frame(index: 6).layers[0].properties.cornerRadius, 0, accuracy: 1e-9)
  }
}
