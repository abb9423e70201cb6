import SceneDecoder
import SceneModel
import XCTest

@testable import SceneTiming

/// docs/timing.md, read sentence by sentence: "The timing rules" (numbered 1–14 as that
/// page lists them) and frame times. Every scene is YAML through SceneLoader and
/// SceneEvaluator; every expected value is worked out by hand from the rules' words (the arithmetic is in the
/// comments). Reference numbers that need a solver (timing curves, springs) were computed
/// with python3 + mpmath at 40 digits from the formulas of docs/timing.md
/// (bisection on x(t) = x; the spring's closed forms; Newton's root for UIView springs), as noted.
final class TimingDecisionsContractTests: XCTestCase {
  // MARK: - Helpers

  /// Decodes `version: 1`, a scene header (size 100×100 plus `sceneKeys`) and `body`
  /// (the `layers:` block), and evaluates it.
  func load(_ body: String, scene sceneKeys: String = "") throws -> SceneEvaluator {
    let header = sceneKeys.isEmpty ? "size: [100, 100]" : "size: [100, 100], " + sceneKeys
    let yaml = "version: 1\nscene: { \(header) }\n" + body
    let result = SceneLoader.decode(bytes: Array(yaml.utf8), file: "contract.yaml")
    let errors = result.diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(errors.map(\.message), [], yaml)
    let scene = try XCTUnwrap(result.scene, "\(result.diagnostics.map(\.message))\n\(yaml)")
    return SceneEvaluator(scene: scene)
  }

  /// One layer `a` with cornerRadius 7 (the model value) and borderWidth 3, with the given
  /// `animations` entries (YAML list items, unindented).
  func oneLayer(_ animations: String, scene: String = "") throws -> SceneEvaluator {
    let indented = animations.split(separator: "\n", omittingEmptySubsequences: false)
      .map { "      " + $0 }.joined(separator: "\n")
    return try load(
      """
      layers:
        - id: a
          cornerRadius: 7
          borderWidth: 3
          animations:
      \(indented)
      """, scene: scene)
  }

  func radius(_ e: SceneEvaluator, _ t: Double, _ layer: String = "a") -> Double {
    e.number(layer, .cornerRadius, at: t)
  }

  func border(_ e: SceneEvaluator, _ t: Double, _ layer: String = "a") -> Double {
    e.number(layer, .borderWidth, at: t)
  }

  func color(
    _ e: SceneEvaluator, _ layer: String, _ t: Double, file: StaticString = #filePath,
    line: UInt = #line
  ) -> Color {
    guard let c = e.properties(layer, at: t).backgroundColor else {
      XCTFail("no background color", file: file, line: line)
      return .clear
    }
    return c
  }

  func assertMatrix(
    _ m: AffineMatrix, _ expected: [Double], accuracy: Double = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let actual = [m.a, m.b, m.c, m.d, m.tx, m.ty]
    for (index, (x, y)) in zip(actual, expected).enumerated() {
      XCTAssertEqual(x, y, accuracy: accuracy, "entry \(index) of \(actual)", file: file, line: line)
    }
  }

  /// y(x) of the overshooting curve [0.5, −1, 0.5, 2] (python3 + mpmath, bisection on x(t)).
  let overshootAt025 = -0.18232237092494685
  let overshootAt075 = 1.1823223709249469

  // MARK: - Rule 1: scene clock, beginTime on the parent's clock

  func testRule01SceneClockStartsAtFrameZeroAndBeginTimeZeroIsNotNow() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1 }
      - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1, beginTime: 1 }
      """)
    // Frame 0 is t = 0 = a of the first animation: fromValue 0.
    XCTAssertEqual(e.frame(index: 0).time, 0)
    XCTAssertEqual(radius(e, e.frame(index: 0).time), 0)
    // beginTime 1 is one second on the scene clock, not "now": the model value 3 shows.
    XCTAssertEqual(border(e, 0), 3)
    XCTAssertEqual(border(e, 0.5), 3)
    // t = 1.5: a = 0.5 → 50; the first one ended at 1 and is removed → model 7.
    XCTAssertEqual(border(e, 1.5), 50)
    XCTAssertEqual(radius(e, 1.5), 7)
  }

  func testRule01GroupChildBeginTimeIsOnTheGroupsClock() throws {
    let e = try oneLayer(
      """
      - type: group
        beginTime: 1
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 0.5 }
      """)
    // Group begins at scene 1; child at group time 0.5 = scene 1.5; group lasts 1.5 (rule 6).
    XCTAssertEqual(radius(e, 1.25), 7)  // group time 0.25: child not begun
    XCTAssertEqual(radius(e, 1.5), 0)
    XCTAssertEqual(radius(e, 2), 50)  // child a = 0.5
    XCTAssertEqual(radius(e, 2.5), 100)  // end instant of child and group
    XCTAssertEqual(e.duration, 2.5)
  }

  // MARK: - Rule 2: active time, end, timeOffset, floor, end limit

  func testRule02SpeedWithBeginTime() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 1, speed: 2 }
      - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1, beginTime: 1, speed: 0.5 }
      """)
    // a = (t − 1)·2; D = 1; end = 1 + 1/2 = 1.5.
    XCTAssertEqual(radius(e, 0.99), 7)
    XCTAssertEqual(radius(e, 1), 0)
    XCTAssertEqual(radius(e, 1.25), 50)  // a = 0.5
    XCTAssertEqual(radius(e, 1.5), 100)  // a = D, inside
    XCTAssertEqual(radius(e, 1.51), 7)
    XCTAssertEqual(e.schedule[0].end, 1.5)
    // a = (t − 1)·0.5; end = 1 + 1/0.5 = 3.
    XCTAssertEqual(border(e, 2), 50)
    XCTAssertEqual(border(e, 3), 100)
    XCTAssertEqual(e.schedule[1].end, 3)
    XCTAssertEqual(e.duration, 3)
  }

  /// Speed 0, Core Animation's pause: a = (t − beginTime)·0 = 0 at every t, so the animation
  /// is active everywhere and shows local time timeOffset; its end, beginTime + D / 0, is +∞.
  func testRule02SpeedZeroStandsTheClockStill() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 1, speed: 0, timeOffset: 0.25 }
      - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1, speed: 2 }
      """)
    for t in [0.0, 0.5, 1, 2] { XCTAssertEqual(radius(e, t), 25, "t = \(t)") }  // 0 + 100 · 0.25
    XCTAssertEqual(e.schedule[0].end, .infinity)
    // The default duration leaves the infinite end out: the paused animation's begin (1)
    // and the other's end (0 + 1/2) give 1.
    XCTAssertEqual(e.duration, 1)
    // A group at speed 0 holds its children at group time timeOffset; a set in it happens
    // at its begin plus beginTime / 0: at the begin for beginTime 0, never after it.
    let g = try oneLayer(
      """
      - type: group
        speed: 0
        timeOffset: 0.5
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1 }
          - { type: set, beginTime: 0, values: { opacity: 0.5 } }
          - { type: set, beginTime: 1, values: { borderWidth: 9 } }
      """, scene: "duration: 2")
    for t in [0.0, 1, 2] {
      XCTAssertEqual(radius(g, t), 50, "t = \(t)")
      XCTAssertEqual(border(g, t), 3, "t = \(t)")
      XCTAssertEqual(g.number("a", .opacity, at: t), 0.5, "t = \(t)")
    }
  }

  func testRule02EndInstantIsInsideAndShowsTheLimitFromBelow() throws {
    let e = try oneLayer(
      "- { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, repeatCount: 2 }",
      scene: "fps: 4")
    // D = 1·1·2 = 2. Frames at i/4: a = 0, 0.25, …, 2.
    // At a = 1 the next cycle starts (floor) → 0; at a = D = 2 the limit from below → 100.
    let values = e.timeline().tracks[0].values.compactMap(\.number)
    XCTAssertEqual(values, [0, 25, 50, 75, 0, 25, 50, 75, 100])
    XCTAssertEqual(radius(e, 2 - 1e-6), 100 - 1e-4, accuracy: 1e-6)  // approaching D
    XCTAssertEqual(radius(e, 2.001), 7)  // past the end, removed
  }

  func testRule02TimeOffsetWrapsWithoutMovingTheWindow() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 1, timeOffset: 0.5 }
      """)
    // Window: 0 ≤ a ≤ 1, a = t − 1, whatever the offset; local = a + 0.5 folded by 1.
    XCTAssertEqual(radius(e, 0.75), 7)  // not begun (the offset does not start it early)
    XCTAssertEqual(radius(e, 1), 50)  // local 0.5
    XCTAssertEqual(radius(e, 1.25), 75)  // local 0.75
    XCTAssertEqual(radius(e, 1.5), 0)  // local 1.0: boundary, the next cycle starts
    XCTAssertEqual(radius(e, 1.75), 25)  // local 1.25 wraps to 0.25
    XCTAssertEqual(radius(e, 2), 50)  // a = D: limit of local → 1.5 from below
    XCTAssertEqual(radius(e, 2.25), 7)  // the window ends at 1 + 1/1 = 2
    XCTAssertEqual(e.duration, 2)
  }

  func testRule02TimeOffsetOfAWholeCycleEndsOnTheEndValue() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 1, timeOffset: 1,
          fillMode: both, removedOnCompletion: false }
      """)
    // Before: value at a = 0, local 1 = a cycle boundary → the next cycle's start, 0.
    XCTAssertEqual(radius(e, 0.5), 0)
    XCTAssertEqual(radius(e, 1.5), 50)  // local 1.5 → 0.5
    XCTAssertEqual(radius(e, 2), 100)  // a = D, local 2: limit from below = end of a cycle
    XCTAssertEqual(radius(e, 3), 100)  // held
  }

  func testRule02TimeOffsetWithAutoreverses() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, autoreverses: true,
          timeOffset: 0.5 }
      """)
    // cycle 2, D = 2, local = a + 0.5 folded by 2; second half mirrored.
    XCTAssertEqual(radius(e, 0), 50)  // local 0.5
    XCTAssertEqual(radius(e, 0.5), 100)  // local 1: the turning point
    XCTAssertEqual(radius(e, 1), 50)  // local 1.5 → mirrored 0.5
    XCTAssertEqual(radius(e, 1.5), 0)  // local 2: boundary, next cycle starts at 0
    XCTAssertEqual(radius(e, 2), 50)  // a = D: local 2.5 → 0.5
  }

  func testRule02FractionalRepeatCountWithAutoreverses() throws {
    // Case D of docs/timing.md "Reference values" shifted by beginTime 1 (fill both, kept).
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 1,
          autoreverses: true, repeatCount: 1.5, fillMode: both, removedOnCompletion: false }
      """)
    // D = 1·2·1.5 = 3 → end 4. cycle 2: forward on [0, 1], back on [1, 2], forward on [2, 3].
    let expected: [(Double, Double)] = [
      (0.5, 0), (1, 0), (1.25, 25), (1.5, 50), (2, 100), (2.5, 50), (3, 0), (3.5, 50), (4, 100),
      (5, 100),
    ]
    for (t, value) in expected { XCTAssertEqual(radius(e, t), value, accuracy: 1e-12, "t = \(t)") }
    XCTAssertEqual(e.duration, 4)
  }

  func testRule02FractionalRepeatCountEndsInsideACycle() throws {
    // Case E: d = 1, repeatCount 2.5, forwards (kept).
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, repeatCount: 2.5,
          fillMode: forwards, removedOnCompletion: false }
      """)
    XCTAssertEqual(radius(e, 2.25), 25)
    XCTAssertEqual(radius(e, 2.5), 50)  // D = 2.5: half-way through the third cycle
    XCTAssertEqual(radius(e, 4), 50)  // held
  }

  func testRule02RepeatDurationIsTheActiveDuration() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, repeatDuration: 2.5 }
      - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1, autoreverses: true,
          repeatDuration: 1.5 }
      """)
    // D = 2.5: t = 2.25 → local 0.25 of the third cycle; the end shows local 2.5 → 50.
    XCTAssertEqual(radius(e, 2.25), 25)
    XCTAssertEqual(radius(e, 2.5), 50)
    XCTAssertEqual(radius(e, 2.6), 7)
    // D = 1.5 (not doubled by autoreverses): t = 1.25 → fraction 0.625 of the 2 s cycle →
    // mirrored progress 2 − 1.25 = 0.75; t = 1.5 → 0.5; then removed.
    XCTAssertEqual(border(e, 1.25), 75)
    XCTAssertEqual(border(e, 1.5), 50)
    XCTAssertEqual(border(e, 1.6), 3)
    XCTAssertEqual(e.schedule[1].end, 1.5)
    XCTAssertEqual(e.duration, 2.5)
  }

  func testRule02InfiniteRepeatNeverEnds() throws {
    let e = try oneLayer(
      "- { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, repeatCount: infinite }",
      scene: "duration: 10")
    XCTAssertEqual(e.schedule[0].end, .infinity)
    XCTAssertEqual(radius(e, 9.25), 25)
    XCTAssertEqual(radius(e, 10), 0)  // a = 10 is not an end: a cycle boundary → 0
    XCTAssertEqual(radius(e, 1000.5), 50)
  }

  func testRule02GroupEndInstantShowsItsChildrenInTheLimitFromBelow() throws {
    let e = try oneLayer(
      """
      - type: group
        duration: 2
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 0.5, repeatCount: 8 }
          - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1, beginTime: 2 }
      - type: group
        duration: 1
        beginTime: 3
        fillMode: forwards
        removedOnCompletion: false
        animations:
          - { keyPath: opacity, fromValue: 0, toValue: 1, duration: 0.5, repeatCount: 4 }
      """, scene: "fps: 4")
    // Inside the group (a = 1 < D): the child's cycle boundary starts its next cycle → 0.
    XCTAssertEqual(radius(e, 1), 0)
    // The group's end instant a = D = 2 is the limit as a → 2 from below: the child is at
    // the end of its fourth cycle (100), and the child beginning at 2 has not begun (3).
    XCTAssertEqual(radius(e, 2), 100)
    XCTAssertEqual(border(e, 2), 3)
    XCTAssertEqual(e.timeline().tracks.first { $0.property == .cornerRadius }?.values[8], .number(100))
    // A held group keeps that limit: the child at the end of its second cycle → 1.
    XCTAssertEqual(e.number("a", .opacity, at: 3.5), 0)  // group time 0.5: next cycle starts
    XCTAssertEqual(e.number("a", .opacity, at: 4), 1)
    XCTAssertEqual(e.number("a", .opacity, at: 6), 1)
  }

  // MARK: - Rule 3: fill modes, removedOnCompletion, groups

  func testRule03FillBeforeAndAfterWithRemovedOnCompletionFalse() throws {
    // Four layers, one per fillMode, each d = 1 from beginTime 1, timeOffset 0.25, kept.
    let modes = ["removed", "forwards", "backwards", "both"]
    let layers = modes.map { mode in
      """
        - id: \(mode)
          cornerRadius: 7
          animations:
            - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 1,
                timeOffset: 0.25, fillMode: \(mode), removedOnCompletion: false }
      """
    }
    let e = try load("layers:\n" + layers.joined(separator: "\n"))
    // Before: backwards/both show a = 0, local = timeOffset 0.25 → 25; others the model 7.
    XCTAssertEqual(modes.map { radius(e, 0.5, $0) }, [7, 7, 25, 25])
    // End instant (a = D = 1): inside for all; local 1.25 → 25 (limit from below).
    XCTAssertEqual(modes.map { radius(e, 2, $0) }, [25, 25, 25, 25])
    // After: forwards/both hold the end value 25 (removedOnCompletion false).
    XCTAssertEqual(modes.map { radius(e, 3, $0) }, [7, 25, 7, 25])
  }

  func testRule03ForwardsIsDefeatedByRemovedOnCompletion() throws {
    let modes = ["removed", "forwards", "backwards", "both"]
    let layers = modes.map { mode in
      """
        - id: \(mode)
          cornerRadius: 7
          animations:
            - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 1,
                fillMode: \(mode) }
      """
    }
    let e = try load("layers:\n" + layers.joined(separator: "\n"))
    // Backwards needs no removedOnCompletion: fromValue 0 before the begin.
    XCTAssertEqual(modes.map { radius(e, 0.5, $0) }, [7, 7, 0, 0])
    XCTAssertEqual(modes.map { radius(e, 2, $0) }, [100, 100, 100, 100])
    // After the end with removedOnCompletion true (default): the model value everywhere.
    XCTAssertEqual(modes.map { radius(e, 2.5, $0) }, [7, 7, 7, 7])
  }

  func testRule03HeldEndValueOfAnAutoreversingAnimationIsItsStart() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, autoreverses: true,
          fillMode: forwards, removedOnCompletion: false }
      """)
    XCTAssertEqual(radius(e, 1), 100)
    XCTAssertEqual(radius(e, 2), 0)  // a = D: end of the mirrored half
    XCTAssertEqual(radius(e, 5), 0)
  }

  func testRule03ChildRemovedOnCompletionIsIgnoredInsideAGroup() throws {
    let e = try oneLayer(
      """
      - type: group
        duration: 3
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, fillMode: forwards }
          - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1, removedOnCompletion: false }
      """)
    // Child 1: removedOnCompletion true ignored, forwards holds 100 within the group window.
    XCTAssertEqual(radius(e, 2), 100)
    XCTAssertEqual(radius(e, 3), 100)  // group end instant is inside
    XCTAssertEqual(radius(e, 3.5), 7)  // the group (removedOnCompletion true) is gone
    // Child 2: removedOnCompletion false without forwards fill holds nothing.
    XCTAssertEqual(border(e, 2), 3)
  }

  func testRule03GroupFillHoldsItsChildrenAtTheGroupsEnd() throws {
    let e = try oneLayer(
      """
      - type: group
        duration: 2
        fillMode: forwards
        removedOnCompletion: false
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, fillMode: forwards }
          - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1 }
      """)
    // After the group's end its local time stays at 2: child 1 held at 100, child 2 ended
    // at 1 without a fill → model 3.
    XCTAssertEqual(radius(e, 5), 100)
    XCTAssertEqual(border(e, 5), 3)
  }

  func testRule03ChildBackwardsFillOnlyWithinTheGroupWindow() throws {
    let e = try oneLayer(
      """
      - type: group
        beginTime: 1
        duration: 2
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 1,
              fillMode: backwards }
      """)
    XCTAssertEqual(radius(e, 0.5), 7)  // group not active: nothing applies
    XCTAssertEqual(radius(e, 1.5), 0)  // group time 0.5: child before begin, backwards → 0
    XCTAssertEqual(radius(e, 2.5), 50)  // group time 1.5: child a = 0.5
  }

  // MARK: - Rule 4: timing function per cycle after the mirror; overshoot

  func testRule04TimingFunctionAppliesPerCycleAfterTheMirror() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, timingFunction: easeIn,
          autoreverses: true, repeatCount: 2 }
      """)
    // easeIn = (0.42, 0, 1, 1): y(0.5) = 0.3153568125725393, y(0.75) = 0.6218618691748902
    // (python3 + mpmath, bisection).
    XCTAssertEqual(radius(e, 0.5), 31.53568125725393, accuracy: 1e-9)  // progress 0.5
    // t = 1.25: fraction 0.625 of the 2 s cycle → mirrored progress 0.75 → easeIn(0.75);
    // applying the curve before the mirror would give 100·(1 − easeIn(0.25)) = 90.65.
    XCTAssertEqual(radius(e, 1.25), 62.18618691748902, accuracy: 1e-9)
    XCTAssertEqual(radius(e, 1.5), 31.53568125725393, accuracy: 1e-9)  // mirrored 0.5
    XCTAssertEqual(radius(e, 2.5), 31.53568125725393, accuracy: 1e-9)  // second cycle again
  }

  func testRule04OvershootingCurvesExtrapolate() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1,
          timingFunction: [0.5, -1, 0.5, 2] }
      - { keyPath: opacity, fromValue: 0, toValue: 1, duration: 1, timingFunction: [0.5, -1, 0.5, 2] }
      """)
    XCTAssertEqual(radius(e, 0.25), 100 * overshootAt025, accuracy: 1e-9)  // −18.23
    XCTAssertEqual(radius(e, 0.75), 100 * overshootAt075, accuracy: 1e-9)  // 118.23
    XCTAssertEqual(e.number("a", .opacity, at: 0.75), overshootAt075, accuracy: 1e-11)
    XCTAssertEqual(radius(e, 1), 100)
  }

  func testRule04GroupTimingFunctionReversalAndOffsetWarpChildren() throws {
    let e = try load(
      """
      layers:
        - id: eased
          animations:
            - type: group
              duration: 1
              timingFunction: easeIn
              animations: [ { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1 } ]
        - id: reversed
          animations:
            - type: group
              duration: 1
              autoreverses: true
              animations: [ { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1 } ]
        - id: offset
          animations:
            - type: group
              duration: 2
              timeOffset: 1
              animations: [ { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 2 } ]
      """)
    // Child time = group duration × eased group progress: 1 × easeIn(0.5) → 31.5356…
    XCTAssertEqual(radius(e, 0.5, "eased"), 31.53568125725393, accuracy: 1e-9)
    // Group reversal: t = 1.25 → mirrored progress 0.75 → child at 0.75 → 75.
    XCTAssertEqual(radius(e, 1.25, "reversed"), 75)
    // Group offset: local = a + 1 folded by 2; the child follows the group's local time.
    XCTAssertEqual(radius(e, 0, "offset"), 50)
    XCTAssertEqual(radius(e, 1.5, "offset"), 25)  // local 2.5 → 0.5
    XCTAssertEqual(radius(e, 2, "offset"), 50)  // a = D: local 3 → 1
  }

  func testTimingFunctionSpellings() throws {
    let names = [
      "linear", "easeIn", "easeOut", "easeInEaseOut", "default", "\"$pop\"", "[0.2, 0.88, 0.09, 0.99]",
    ]
    let layers = names.enumerated().map { index, name in
      """
        - id: l\(index)
          animations:
            - { keyPath: cornerRadius, fromValue: 0, toValue: 1, duration: 1, timingFunction: \(name) }
      """
    }
    let e = try load(
      "defs: { timingFunctions: { pop: [0.2, 0.88, 0.09, 0.99] } }\nlayers:\n"
        + layers.joined(separator: "\n"))
    // y(0.5) by bisection on x(t) = 0.5 (python3 + mpmath), named control points of docs/timing.md.
    let expected = [
      0.5, 0.3153568125725393, 0.6846431874274607, 0.5, 0.802403387584857, 0.9657351569183193,
      0.9657351569183193,
    ]
    for (index, value) in expected.enumerated() {
      XCTAssertEqual(radius(e, 0.5, "l\(index)"), value, accuracy: 1e-11, names[index])
    }
  }

  // MARK: - Rule 5: stacking, from/to/by, additive, cumulative, transform.scale

  func testRule05ListOrderNonAdditiveReplaces() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 2 }
      - { keyPath: cornerRadius, fromValue: 200, toValue: 300, duration: 1 }
      """)
    XCTAssertEqual(radius(e, 0.5), 250)  // the later one replaces
    XCTAssertEqual(radius(e, 1.5), 75)  // the later one ended: the first one shows
  }

  func testRule05AdditiveAddsToThePresentationValueSoFar() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 2 }
      - { keyPath: cornerRadius, fromValue: 0, toValue: 10, duration: 2, additive: true }
      - { keyPath: borderWidth, fromValue: 0, toValue: 10, duration: 2, additive: true }
      """)
    XCTAssertEqual(radius(e, 1), 55)  // 50 + 5
    XCTAssertEqual(border(e, 1), 8)  // model 3 + 5
  }

  func testRule05MissingFromValueIsThePresentationValueLeftByEarlierAnimations() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 2 }
      - { keyPath: cornerRadius, toValue: 200, duration: 2 }
      - { keyPath: borderWidth, toValue: 13, duration: 2 }
      """)
    // from = 50 (left by the first at t = 1) → 50 + (200 − 50)·0.5 = 125.
    XCTAssertEqual(radius(e, 1), 125)
    // No earlier animation: from = model 3 → 3 + (13 − 3)·0.5 = 8.
    XCTAssertEqual(border(e, 1), 8)
  }

  func testRule05MissingToValueIsTheModelValue() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 100, toValue: 100, duration: 2 }
      - { keyPath: cornerRadius, fromValue: 0, duration: 2 }
      """)
    // to = model 7, not the presentation 100: 0 + 7·0.5 = 3.5.
    XCTAssertEqual(radius(e, 1), 3.5)
  }

  func testRule05FromToByCombinations() throws {
    let e = try load(
      """
      layers:
        - { id: fromBy, cornerRadius: 7,
            animations: [ { keyPath: cornerRadius, fromValue: 20, byValue: 10, duration: 2 } ] }
        - { id: toBy, cornerRadius: 7,
            animations: [ { keyPath: cornerRadius, toValue: 30, byValue: 10, duration: 2 } ] }
        - id: byOnly
          cornerRadius: 7
          animations:
            - { keyPath: cornerRadius, fromValue: 100, toValue: 100, duration: 2 }
            - { keyPath: cornerRadius, byValue: 10, duration: 2 }
      """)
    XCTAssertEqual(radius(e, 1, "fromBy"), 25)  // 20 → 30
    XCTAssertEqual(radius(e, 1, "toBy"), 25)  // 20 → 30
    XCTAssertEqual(radius(e, 1, "byOnly"), 105)  // current 100 → 110
  }

  func testRule05AdditiveMissingValuesAreZero() throws {
    let e = try load(
      """
      layers:
        - { id: toOnly, cornerRadius: 7,
            animations: [ { keyPath: cornerRadius, toValue: 10, duration: 2, additive: true } ] }
        - { id: fromOnly, cornerRadius: 7,
            animations: [ { keyPath: cornerRadius, fromValue: 10, duration: 2, additive: true } ] }
        - id: byOnly
          cornerRadius: 7
          animations:
            - { keyPath: cornerRadius, byValue: 10, duration: 2, additive: true,
                fillMode: forwards, removedOnCompletion: false }
      """)
    XCTAssertEqual(radius(e, 1, "toOnly"), 12)  // 7 + (0 → 10 at 0.5)
    XCTAssertEqual(radius(e, 0.5, "fromOnly"), 14.5)  // 7 + (10 → 0 at 0.25) = 7 + 7.5
    XCTAssertEqual(radius(e, 1, "byOnly"), 12)  // 7 + 5
    XCTAssertEqual(radius(e, 3, "byOnly"), 17)  // 7 + exactly by
  }

  func testRule05Cumulative() throws {
    let e = try load(
      """
      layers:
        - id: plain
          cornerRadius: 7
          animations:
            - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, repeatCount: 3,
                cumulative: true, fillMode: forwards, removedOnCompletion: false }
        - id: reversing
          cornerRadius: 7
          animations:
            - { keyPath: cornerRadius, fromValue: 10, toValue: 20, duration: 1, autoreverses: true,
                repeatCount: 2, cumulative: true }
        - id: offset
          cornerRadius: 7
          animations:
            - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, repeatCount: 2,
                timeOffset: 0.5, cumulative: true }
        - id: keyframes
          cornerRadius: 7
          animations:
            - { type: keyframe, keyPath: cornerRadius, values: [0, 10, 40], duration: 1,
                repeatCount: 2, cumulative: true }
      """)
    // Case H: k = floor(a / 1), + k·toValue.
    XCTAssertEqual(radius(e, 0.5, "plain"), 50)
    XCTAssertEqual(radius(e, 1.5, "plain"), 150)
    XCTAssertEqual(radius(e, 2, "plain"), 200)  // boundary: k = 2, progress 0
    XCTAssertEqual(radius(e, 3, "plain"), 300)  // end: limit from below, k = 2 at 100
    XCTAssertEqual(radius(e, 4, "plain"), 300)
    // autoreverses: + k·fromValue. t = 2.5: cycle 2, k = 1, fraction 0.25 → progress 0.5 → 15.
    XCTAssertEqual(radius(e, 2.5, "reversing"), 25)
    // k = floor((a + timeOffset) / cycle): t = 0.75 → local 1.25 → k = 1 → 25 + 100.
    XCTAssertEqual(radius(e, 0.25, "offset"), 75)
    XCTAssertEqual(radius(e, 0.75, "offset"), 125)
    // Keyframes: + k·last value. t = 1.5: u = 0.5 → 10, k = 1 → 10 + 40.
    XCTAssertEqual(radius(e, 1.5, "keyframes"), 50)
  }

  func testRule05TransformScaleReadsTheAverageAndWritesBoth() throws {
    let e = try load(
      """
      layers:
        - id: a
          transform: { scale: [2, 4], rotation: 0.5 }
          animations:
            - { keyPath: transform.scale, toValue: 5, duration: 2 }
        - id: b
          transform: { scale: [2, 4] }
          animations:
            - { keyPath: transform.scale, byValue: 1, duration: 2, additive: true,
                fillMode: forwards, removedOnCompletion: false }
      """)
    // from = average (2 + 4)/2 = 3 → 5: at 0.5 → 4, written to x and y.
    let a = e.properties("a", at: 1).transform
    XCTAssertEqual([a.scaleX, a.scaleY, a.rotation], [4, 4, 0.5])
    // Additive by 1 from zero: average 3 + 1 = 4 at the end, both scales.
    let b = e.properties("b", at: 3).transform
    XCTAssertEqual([b.scaleX, b.scaleY], [4, 4])
  }

  // MARK: - Rule 6: durations, groups, sequences

  func testRule06GroupWithoutDurationLastsUntilItsLastChildEnds() throws {
    let e = try oneLayer(
      """
      - type: group
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 0.5,
              speed: 2, repeatCount: 2 }
          - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1 }
      """)
    // Child 1 ends at 0.5 + (1·2)/2 = 1.5, child 2 at 1 → the group lasts 1.5.
    XCTAssertEqual(e.schedule[0].duration, 1.5)
    XCTAssertEqual(e.duration, 1.5)
    // t = 1.25: child 1 a = 0.75·2 = 1.5 → second cycle, 0.5 → 50; t = 1.5 its end → 100.
    XCTAssertEqual(radius(e, 1.25), 50)
    XCTAssertEqual(radius(e, 1.5), 100)
  }

  func testRule06ExplicitGroupDurationClipsChildren() throws {
    let e = try oneLayer(
      """
      - type: group
        duration: 1
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 2 }
      """)
    XCTAssertEqual(radius(e, 1), 50)  // group end instant: child at 1 of 2
    XCTAssertEqual(radius(e, 1.5), 7)  // clipped
    XCTAssertEqual(e.duration, 1)
  }

  func testRule06ExplicitZeroDurationMeansAQuarterSecond() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 0 }
      - { keyPath: borderWidth, fromValue: 0, toValue: 100 }
      """)
    XCTAssertEqual(e.schedule.map(\.duration), [0.25, 0.25])
    XCTAssertEqual(radius(e, 0.125), 50)
    XCTAssertEqual(border(e, 0.125), 50)
    XCTAssertEqual(radius(e, 0.25), 100)
    XCTAssertEqual(e.duration, 0.25)
  }

  func testRule06GroupChildInheritsTheGroupsExplicitDuration() throws {
    let e = try oneLayer(
      """
      - type: group
        duration: 2
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100 }
          - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 0 }
          - { type: keyframe, keyPath: opacity, values: [0, 1] }
      """)
    let children = e.schedule[0].children
    XCTAssertEqual(children.map(\.duration), [2, 2, 2])
    XCTAssertEqual(radius(e, 1), 50)
    XCTAssertEqual(border(e, 1), 50)  // an explicit 0 counts as absent
    XCTAssertEqual(e.number("a", .opacity, at: 1), 0.5)
  }

  func testRule06DurationPrecedenceInsideGroups() throws {
    let e = try oneLayer(
      """
      - type: group
        duration: 3
        animations:
          - { type: spring, keyPath: cornerRadius, fromValue: 0, toValue: 100 }
          - type: group
            animations:
              - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 0.5 }
      - type: group
        duration: 0
        animations:
          - { keyPath: opacity, fromValue: 0, toValue: 1 }
          - { keyPath: zPosition, fromValue: 0, toValue: 1, duration: 1 }
      """)
    let outer = e.schedule[0].children
    // A spring keeps its settling duration (defaults: 1.472700334678093).
    XCTAssertEqual(outer[0].duration, 1.472700334678093, accuracy: 1e-12)
    // A nested group without duration lasts until its last child ends, not 3.
    XCTAssertEqual(outer[1].duration, 0.5)
    // A group with duration 0: as absent → until its last child ends (1); its children
    // without duration default to 0.25 s (no explicit group duration to inherit).
    XCTAssertEqual(e.schedule[1].duration, 1)
    XCTAssertEqual(e.schedule[1].children.map(\.duration), [0.25, 1])
    XCTAssertEqual(e.number("a", .opacity, at: 0.125), 0.5)
  }

  func testRule06SequenceChainsChildrenWithBeginTimeAsExtraDelay() throws {
    let e = try oneLayer(
      """
      - type: sequence
        beginTime: 1
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 10, duration: 0.5 }
          - { keyPath: cornerRadius, fromValue: 20, toValue: 30, duration: 1, beginTime: 0.25 }
          - { keyPath: cornerRadius, fromValue: 40, toValue: 50, duration: 0.5, speed: 2, repeatCount: 2 }
          - { keyPath: cornerRadius, fromValue: 60, toValue: 70, duration: 0.5 }
      """)
    // On the sequence clock: A [0, 0.5]; B begins 0.5 + 0.25 = 0.75, ends 1.75;
    // C begins 1.75, D = 0.5·2 = 1 active, end 1.75 + 1/2 = 2.25; D' [2.25, 2.75].
    let children = e.schedule[0].children
    XCTAssertEqual(children.map(\.begin), [0, 0.75, 1.75, 2.25])
    XCTAssertEqual(children.map(\.end), [0.5, 1.75, 2.25, 2.75])
    XCTAssertEqual(e.schedule[0].duration, 2.75)
    XCTAssertEqual(e.duration, 3.75)  // 1 + 2.75
    XCTAssertEqual(radius(e, 1.25), 5)  // A at 0.25 of 0.5
    XCTAssertEqual(radius(e, 1.5), 10)  // A's end instant (inside)
    XCTAssertEqual(radius(e, 1.6), 7)  // gap: A removed, B not begun
    XCTAssertEqual(radius(e, 2.25), 25)  // B at 0.5 of 1
    XCTAssertEqual(radius(e, 2.875), 45, accuracy: 1e-12)  // C: a = (1.875 − 1.75)·2 = 0.25 → 0.5 of 0.5
    XCTAssertEqual(radius(e, 3.5), 65)  // D': 0.25 of 0.5
  }

  func testRule06SequenceSpeedScalesTheWholeChain() throws {
    let e = try oneLayer(
      """
      - type: sequence
        speed: 2
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1 }
          - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1 }
      """)
    // The sequence lasts 2 on its clock; at speed 2 it ends at 1 on the scene clock.
    XCTAssertEqual(e.duration, 1)
    XCTAssertEqual(radius(e, 0.25), 50)  // sequence time 0.5
    XCTAssertEqual(border(e, 0.75), 50)  // sequence time 1.5: second child at 0.5
  }

  // MARK: - Rule 7: springs

  func testRule07SpringDefaultDurationIsTheSettlingDuration() throws {
    let e = try oneLayer(
      "- { type: spring, keyPath: cornerRadius, fromValue: 0, toValue: 100 }")
    // m 1, k 100, c 10: ζ = 0.5, ω0 = 10, B = 5/√75; −ln(0.001/(1 + B))/5 =
    // 1.4727003346780926 (python3 + mpmath).
    XCTAssertEqual(e.schedule[0].duration, 1.4727003346780926, accuracy: 1e-12)
    XCTAssertEqual(e.duration, 1.4727003346780926, accuracy: 1e-12)
    // q(t) = 1 − e^(−5t)(cos(ωd t) + B sin(ωd t)), evaluated in local seconds:
    // q(0.1) = 0.34029984660829837, q(0.5) = 1.0745905665950333 (python3 + mpmath).
    XCTAssertEqual(radius(e, 0.1), 34.029984660829837, accuracy: 1e-9)
    XCTAssertEqual(radius(e, 0.5), 107.45905665950333, accuracy: 1e-9)
  }

  func testRule07SpringIsEvaluatedInLocalSeconds() throws {
    let e = try oneLayer(
      """
      - { type: spring, keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 2, speed: 2,
          beginTime: 1 }
      """)
    // Local time = (t − 1)·2: at t = 1.05 the spring is 0.1 s in: q(0.1) = 0.34029984660829837.
    XCTAssertEqual(radius(e, 1.05), 34.029984660829837, accuracy: 1e-9)
    XCTAssertEqual(radius(e, 2), 100)  // local 2 = duration: toValue; end 1 + 2/2 = 2
    XCTAssertEqual(e.duration, 2)
  }

  func testRule07SpringCutOffJumpsToToValue() throws {
    let e = try oneLayer(
      """
      - { type: spring, keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 0.3,
          fillMode: forwards, removedOnCompletion: false }
      """)
    // q(0.29) = 1.1097223669690487 (python3 + mpmath); at local time 0.3 = duration: exactly
    // toValue, although q(0.3) = 1.1244.
    XCTAssertEqual(radius(e, 0.29), 110.97223669690487, accuracy: 1e-9)
    XCTAssertEqual(radius(e, 0.3), 100)
    XCTAssertEqual(radius(e, 1), 100)  // held
    XCTAssertEqual(e.duration, 0.3)
  }

  func testRule07OverdampedSpringsAreCriticallyDampedUnlessAllowed() throws {
    let e = try load(
      """
      layers:
        - id: critical
          animations: [ { type: spring, keyPath: cornerRadius, fromValue: 0, toValue: 1, damping: 30 } ]
        - id: exact
          animations: [ { type: spring, keyPath: cornerRadius, fromValue: 0, toValue: 1, damping: 20 } ]
        - id: over
          animations:
            - { type: spring, keyPath: cornerRadius, fromValue: 0, toValue: 1, damping: 30,
                allowsOverdamping: true }
      """)
    // ζ = 30/20 = 1.5. Critical form with ω0 = 10: 1 − (1 + 10t)e^(−10t); at 0.1: 1 − 2/e
    // = 0.26424111765711538 (python3). Same as damping 20 (ζ = 1).
    XCTAssertEqual(radius(e, 0.1, "critical"), 0.26424111765711538, accuracy: 1e-12)
    XCTAssertEqual(radius(e, 0.1, "exact"), 0.26424111765711538, accuracy: 1e-12)
    // Over-damped (QuartzCore's coefficients): q(0.1) = 1.0311812136842188 (mpmath).
    XCTAssertEqual(radius(e, 0.1, "over"), 1.0311812136842188, accuracy: 1e-12)
    // Settling durations: ten 0.1 s steps = 0.9999999999999999 for ζ ≥ 1 critical.
    XCTAssertEqual(e.schedule[0].duration, 0.9999999999999999, accuracy: 1e-15)
  }

  func testRule07UIViewSpringForm() throws {
    let e = try oneLayer(
      """
      - { type: spring, keyPath: cornerRadius, fromValue: 0, toValue: 100, dampingRatio: 1,
          duration: 0.5 }
      """)
    // UIView spring: ζ = 1, d = 0.5: ω solves (1 + ωd)e^(−ωd) = 0.001 → ω = 18.466826952903171;
    // q(0.25) = 1 − (1 + 0.25ω)e^(−0.25ω) = 0.94447718356192672 (python3 + mpmath).
    XCTAssertEqual(e.schedule[0].duration, 0.5)
    XCTAssertEqual(radius(e, 0.25), 94.447718356192672, accuracy: 1e-7)
    XCTAssertEqual(radius(e, 0.5), 100)
  }

  func testRule07UIViewSpringFormWithInitialVelocity() throws {
    let e = try oneLayer(
      """
      - { type: spring, keyPath: cornerRadius, fromValue: 0, toValue: 100, dampingRatio: 0.5,
          duration: 0.5, initialVelocity: 2 }
      """)
    // UIView spring: ζ = 0.5, d = 0.5, v0 = 2: ω = 24.727993282624413 solves
    // |(ζω − v0)/(ω√(1 − ζ²))|·e^(−ζωd) = 0.001 (table: 24.727993); under-damped q with
    // v0 = 2: q(0.1) = 1.0386185506254985 (python3 + mpmath). At 0.5 = duration: toValue.
    XCTAssertEqual(radius(e, 0.1), 103.86185506254985, accuracy: 1e-7)
    XCTAssertEqual(radius(e, 0.5), 100)
  }

  func testRule07SpringExplicitZeroDurationIsTheSettlingDuration() throws {
    let e = try oneLayer(
      "- { type: spring, keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 0, damping: 15 }")
    // An explicit 0 counts as absent: settling duration for c = 15 (ζ = 0.75): −ln(0.001 /
    // (1 + B)) / 7.5, B = 7.5/√43.75 → 1.0220937981854987 (python3 + mpmath; table: 1.022094).
    XCTAssertEqual(e.schedule[0].duration, 1.0220937981854987, accuracy: 1e-12)
  }

  // MARK: - Rule 8: keyframes

  func testRule08KeyTimesAndDiscrete() throws {
    let e = try load(
      """
      layers:
        - id: linear
          animations:
            - { type: keyframe, keyPath: cornerRadius, values: [0, 10, 30], keyTimes: [0, 0.8, 1],
                duration: 1 }
        - id: discrete
          animations:
            - { type: keyframe, keyPath: cornerRadius, values: [10, 20, 30], calculationMode: discrete,
                duration: 1 }
        - id: discreteTimes
          animations:
            - { type: keyframe, keyPath: cornerRadius, values: [10, 20, 30], keyTimes: [0, 0.25, 0.75, 1],
                calculationMode: discrete, duration: 1 }
      """)
    // Keyframe vectors.
    XCTAssertEqual([0.4, 0.8, 0.9].map { radius(e, $0, "linear") }, [5, 10, 20])
    XCTAssertEqual([0.3, 0.34, 0.7, 1].map { radius(e, $0, "discrete") }, [10, 20, 30, 30])
    XCTAssertEqual(
      [0.2, 0.25, 0.5, 0.75, 1].map { radius(e, $0, "discreteTimes") }, [10, 20, 20, 30, 30])
  }

  func testRule08PacedKeyTimesFromChordLengths() throws {
    let e = try load(
      """
      layers:
        - id: paced
          animations:
            - { type: keyframe, keyPath: cornerRadius, values: [310, 60, 120, 60, 310],
                keyTimes: [0, 0.1, 0.2, 0.3, 1], calculationMode: paced, duration: 1 }
        - id: points
          animations:
            - { type: keyframe, keyPath: position, values: [[0, 0], [30, 40], [30, 50]],
                calculationMode: paced, duration: 1 }
      """)
    // Lengths 250, 60, 60, 250 → key times [0, 250/620, 0.5, 370/620, 1]; given ones ignored.
    // u = 0.25: 310 − 250·(0.25·620/250) = 155.
    XCTAssertEqual(radius(e, 0.25, "paced"), 155, accuracy: 1e-9)
    XCTAssertEqual(radius(e, 0.5, "paced"), 120, accuracy: 1e-9)
    XCTAssertEqual(radius(e, 0.75, "paced"), 155, accuracy: 1e-9)
    // Chords 50 and 10 → key times [0, 5/6, 1]: u = 0.5 → 0.6 of the first → (18, 24).
    assertClose(e.properties("points", at: 0.5).position, Point(18, 24))
    assertClose(e.properties("points", at: 11.0 / 12).position, Point(30, 45))
  }

  func testRule08CubicUsesDuplicatedEndpointsAndUnevenScaling() throws {
    let e = try load(
      """
      layers:
        - id: even
          animations:
            - { type: keyframe, keyPath: cornerRadius, values: [0, 1, 0], calculationMode: cubic,
                duration: 1 }
        - id: uneven
          animations:
            - { type: keyframe, keyPath: cornerRadius, values: [0, 1, 3], keyTimes: [0, 0.25, 1],
                calculationMode: cubic, duration: 1 }
        - id: tense
          animations:
            - { type: keyframe, keyPath: cornerRadius, values: [0, 1, 0], tensionValues: [1, 1, 1],
                calculationMode: cubic, duration: 1 }
      """)
    // Kochanek–Bartels: P−1 = P0 = 0: TD0 = ½(0) + ½(1) = 0.5, TS1 = ½(1) + ½(−1) = 0; s = 0.5:
    // h00 = 0.5, h10 = 0.125, h01 = 0.5, h11 = −0.125 → 0.0625 + 0.5 = 0.5625.
    XCTAssertEqual(radius(e, 0.25, "even"), 0.5625, accuracy: 1e-12)
    // Uneven: Δ−1 = Δ0 = 0.25, Δ1 = 0.75, Δ2 = 0.75 (mirrored outside neighbours).
    // Segment 0, s = 0.5 (u = 0.125): TD0 = 0.5·(2·0.25/0.5) = 0.5; TS1 = (½·1 + ½·2)·
    // (2·0.25/1) = 0.75 → 0.125·0.5 + 0.5·1 − 0.125·0.75 = 0.46875.
    XCTAssertEqual(radius(e, 0.125, "uneven"), 0.46875, accuracy: 1e-12)
    // Segment 1, s = 0.5 (u = 0.625): TD1 = 1.5·(2·0.75/1) = 2.25; P3 = P2: TS2 = ½·2 = 1
    // (scale 2·0.75/1.5 = 1) → 0.5·1 + 0.125·2.25 + 0.5·3 − 0.125·1 = 2.15625.
    XCTAssertEqual(radius(e, 0.625, "uneven"), 2.15625, accuracy: 1e-12)
    // Tension 1: zero tangents → h01 = 0.5.
    XCTAssertEqual(radius(e, 0.25, "tense"), 0.5, accuracy: 1e-12)
  }

  func testRule08SegmentProgressSnapsWithinAThousandth() throws {
    let e = try oneLayer(
      """
      - { type: keyframe, keyPath: cornerRadius, values: [0, 100, 200], duration: 2 }
      - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1 }
      """)
    // u = 0.0004 → s = 0.0008 < 0.001 → 0; u = 0.4996 → s = 0.9992 → 100;
    // u = 0.5004 → second segment s = 0.0008 → 100. A basic animation does not snap.
    XCTAssertEqual(radius(e, 0.0008), 0)
    XCTAssertEqual(radius(e, 0.9992), 100)
    XCTAssertEqual(radius(e, 1.0008), 100)
    XCTAssertEqual(radius(e, 0.004), 0.4, accuracy: 1e-12)  // s = 0.008: not snapped
    XCTAssertEqual(border(e, 0.0005), 0.05, accuracy: 1e-12)
  }

  func testRule08OverallProgressIsClampedBeforeTheSegmentIsChosen() throws {
    let e = try oneLayer(
      """
      - { type: keyframe, keyPath: cornerRadius, values: [0, 100, 200], duration: 1,
          timingFunction: [0.5, -1, 0.5, 2] }
      """)
    // u = −0.18 → clamped 0 → first keyframe; u = 1.18 → 1 → last keyframe (no −36 / 236).
    XCTAssertEqual(radius(e, 0.25), 0)
    XCTAssertEqual(radius(e, 0.75), 200)
  }

  func testRule08PerSegmentTimingFunctionsMayOvershoot() throws {
    let e = try oneLayer(
      """
      - { type: keyframe, keyPath: cornerRadius, values: [0, 100, 200], duration: 1,
          timingFunctions: [[0.5, -1, 0.5, 2], linear] }
      """)
    // Segment 0 at s = 0.25 / 0.75 → y = −0.1823 / 1.1823 → extrapolated within the segment.
    XCTAssertEqual(radius(e, 0.125), 100 * overshootAt025, accuracy: 1e-9)
    XCTAssertEqual(radius(e, 0.375), 100 * overshootAt075, accuracy: 1e-9)
    XCTAssertEqual(radius(e, 0.75), 150)  // segment 1 linear
  }

  func testRule08PathKeyframesGiveEachElementAnEqualShare() throws {
    let e = try load(
      """
      layers:
        - id: even
          animations:
            - { type: keyframe, keyPath: position, path: { d: "M 0 0 L 100 0 L 100 10" }, duration: 1 }
        - id: paced
          animations:
            - { type: keyframe, keyPath: position, path: { d: "M 0 0 L 100 0 L 100 10" }, duration: 1,
                calculationMode: paced }
      """)
    // Two elements (lengths 100 and 10): each gets half the time unless paced.
    assertClose(e.properties("even", at: 0.25).position, Point(50, 0))
    assertClose(e.properties("even", at: 0.75).position, Point(100, 5))
    // Paced: key times [0, 100/110, 1]; u = 0.5 → 55 along.
    assertClose(e.properties("paced", at: 0.5).position, Point(55, 0))
    assertClose(e.properties("paced", at: 105.0 / 110).position, Point(100, 5))
  }

  func testRule08RotationModeAddsTheTangentAngle() throws {
    let e = try load(
      """
      layers:
        - id: auto
          transform: { rotation: 0.1, scale: 2 }
          animations:
            - { type: keyframe, keyPath: position, path: { d: "M 0 0 L 100 0 L 100 100" }, duration: 1,
                rotationMode: auto }
        - id: reverse
          transform: { rotation: 0.1 }
          animations:
            - { type: keyframe, keyPath: position, path: { d: "M 0 0 L 100 0 L 100 100" }, duration: 1,
                rotationMode: autoReverse }
      """)
    // First element heads along +x (0), the second along +y (π/2, clockwise on screen).
    XCTAssertEqual(e.properties("auto", at: 0.25).transform.rotation, 0.1, accuracy: 1e-12)
    XCTAssertEqual(e.properties("auto", at: 0.75).transform.rotation, 0.1 + .pi / 2, accuracy: 1e-12)
    XCTAssertEqual(e.properties("auto", at: 0.75).transform.scaleX, 2)
    assertClose(e.properties("auto", at: 0.75).position, Point(100, 50))
    XCTAssertEqual(
      e.properties("reverse", at: 0.75).transform.rotation, 0.1 + .pi / 2 + .pi, accuracy: 1e-12)
    // After the animation (removed): the layer's own rotation.
    XCTAssertEqual(e.properties("auto", at: 1.5).transform.rotation, 0.1)
  }

  func testRule08CubicPacedUsesChordLengthKeyTimes() throws {
    let e = try oneLayer(
      """
      - { type: keyframe, keyPath: cornerRadius, values: [0, 10, 30], calculationMode: cubicPaced,
          duration: 1 }
      """)
    // Chords 10, 20 → key times [0, 1/3, 1]; Δ−1 = Δ0 = 1/3, Δ1 = Δ2 = 2/3.
    // Segment 0, s = 0.5 (u = 1/6): TD0 = ½·10 · 1 = 5; TS1 = (½·10 + ½·20)·(2/3)/1 = 10 →
    // 0.125·5 + 0.5·10 − 0.125·10 = 4.375.
    XCTAssertEqual(radius(e, 1.0 / 6), 4.375, accuracy: 1e-9)
    // Segment 1, s = 0.5 (u = 2/3): TD1 = 15·(4/3)/1 = 20; TS2 = ½·20 · 1 = 10 →
    // 0.5·10 + 0.125·20 + 0.5·30 − 0.125·10 = 21.25.
    XCTAssertEqual(radius(e, 2.0 / 3), 21.25, accuracy: 1e-9)
  }

  // MARK: - Rule 9: transforms

  func testRule09WholeTransformTakesTheShorterWay() throws {
    let e = try load(
      """
      layers:
        - id: short
          animations:
            - { keyPath: transform, fromValue: { rotation: 0 }, toValue: { rotation: "270deg" }, duration: 1 }
        - id: full
          animations:
            - { keyPath: transform, fromValue: { rotation: 0 }, toValue: { rotation: "360deg" }, duration: 1 }
        - id: spin
          animations:
            - { keyPath: transform.rotation, fromValue: 0, toValue: "360deg", duration: 1 }
        - id: mixed
          animations:
            - { keyPath: transform, fromValue: { scale: 1 },
                toValue: { translation: [100, 50], scale: 3, rotation: "90deg" }, duration: 1 }
      """)
    // 0 → 270° goes −90°: at 0.5, −45°.
    let r = -Double.pi / 4
    assertMatrix(e.properties("short", at: 0.5).transform.matrix, [cos(r), sin(r), -sin(r), cos(r), 0, 0])
    // identity → 360° is no motion; transform.rotation really spins (π at half-way).
    assertMatrix(e.properties("full", at: 0.5).transform.matrix, [1, 0, 0, 1, 0, 0], accuracy: 1e-12)
    XCTAssertEqual(e.properties("spin", at: 0.5).transform.rotation, .pi, accuracy: 1e-12)
    // Decomposed: translation (50, 25), scale 2, rotation 45° → a = b = √2, c = −√2, d = √2.
    let s = 2.0.squareRoot()
    assertMatrix(e.properties("mixed", at: 0.5).transform.matrix, [s, s, -s, s, 50, 25])
  }

  func testRule09ComponentKeyPathsReplaceTheirComponentOnly() throws {
    // (layer id, key path, fromValue, toValue); every layer has the same model transform.
    let cases = [
      ("rz", "transform.rotation.z", "0", "1"), ("r", "transform.rotation", "0", "1"),
      ("sx", "transform.scale.x", "4", "6"), ("sy", "transform.scale.y", "4", "6"),
      ("tx", "transform.translation.x", "0", "100"), ("ty", "transform.translation.y", "0", "100"),
      ("t", "transform.translation", "[0, 0]", "[100, 60]"),
      ("rx", "transform.rotation.x", "0", "\"120deg\""),
      ("ry", "transform.rotation.y", "0", "\"120deg\""),
    ]
    let layers = cases.map { id, keyPath, from, to in
      """
        - id: \(id)
          transform: { translation: [10, 20], scale: [2, 3], rotation: 0.25 }
          animations: [ { keyPath: \(keyPath), fromValue: \(from), toValue: \(to), duration: 1 } ]
      """
    }
    let e = try load("layers:\n" + layers.joined(separator: "\n"))
    func components(_ id: String) -> [Double] {
      let t = e.properties(id, at: 0.5).transform
      return [
        t.translation.x, t.translation.y, t.rotation, t.scaleX, t.scaleY, t.rotationX, t.rotationY,
      ]
    }
    let third = Double.pi / 3
    // Model: translation (10, 20), rotation 0.25, scale (2, 3); each animation at 0.5.
    XCTAssertEqual(components("rz"), [10, 20, 0.5, 2, 3, 0, 0])
    XCTAssertEqual(components("r"), [10, 20, 0.5, 2, 3, 0, 0])
    XCTAssertEqual(components("sx"), [10, 20, 0.25, 5, 3, 0, 0])
    XCTAssertEqual(components("sy"), [10, 20, 0.25, 2, 5, 0, 0])
    XCTAssertEqual(components("tx"), [50, 20, 0.25, 2, 3, 0, 0])
    XCTAssertEqual(components("ty"), [10, 50, 0.25, 2, 3, 0, 0])
    XCTAssertEqual(components("t"), [50, 30, 0.25, 2, 3, 0, 0])
    let rx = components("rx")
    XCTAssertEqual(rx[5], third, accuracy: 1e-12)
    XCTAssertEqual(Array(rx[0..<5]) + [rx[6]], [10, 20, 0.25, 2, 3, 0])
    XCTAssertEqual(components("ry")[6], third, accuracy: 1e-12)
  }

  func testRule09ComponentTransformMatrixOrder() throws {
    let e = try load(
      """
      layers:
        - id: a
          transform: { translation: [10, 0], rotation: "90deg", scale: [2, 3], rotationY: "60deg" }
        - id: b
          transform: { rotationX: "60deg", scale: [2, 3] }
      """)
    // (1, 0): scale → (2, 0); flatten x by cos 60° → (1, 0); rotate 90° → (0, 1); + (10, 0).
    // (0, 1): scale → (0, 3); flatten → (0, 3); rotate → (−3, 0). Matrix [0, 1, −3, 0, 10, 0].
    assertMatrix(e.properties("a", at: 0).transform.matrix, [0, 1, -3, 0, 10, 0], accuracy: 1e-12)
    // rotationX flattens y: [2, 0, 0, 3·0.5, 0, 0].
    assertMatrix(e.properties("b", at: 0).transform.matrix, [2, 0, 0, 1.5, 0, 0], accuracy: 1e-12)
  }

  func testRule09AdditiveWholeTransformsAdd() throws {
    let e = try load(
      """
      layers:
        - id: a
          transform: { translation: [10, 0] }
          animations:
            - { keyPath: transform, fromValue: { translation: [0, 0] }, toValue: { translation: [20, 40] },
                duration: 1, additive: true }
        - id: b
          transform: { rotation: 0.5, scale: 2 }
          animations:
            - { keyPath: transform, fromValue: { rotation: 0 }, toValue: { rotation: 1 }, duration: 1,
                additive: true }
      """)
    // Translations add: (10, 0) + (10, 20); rotations add: 0.5 + 0.5, the scale stays.
    // (Which side an additive matrix is concatenated on is left open by the contract; these
    // cases commute.)
    let a = e.properties("a", at: 0.5).transform
    XCTAssertEqual(a.translation.x, 20, accuracy: 1e-12)
    XCTAssertEqual(a.translation.y, 20, accuracy: 1e-12)
    let b = e.properties("b", at: 0.5).transform
    XCTAssertEqual(b.rotation, 1, accuracy: 1e-12)
    XCTAssertEqual(b.scaleX, 2, accuracy: 1e-12)
    XCTAssertEqual(b.scaleY, 2, accuracy: 1e-12)
  }

  // MARK: - Rule 10: colors

  func testRule10ColorsInterpolateNonPremultipliedAndClampAfterwards() throws {
    let e = try load(
      """
      layers:
        - id: plain
          animations:
            - { keyPath: backgroundColor, fromValue: [1, 0, 0, 0], toValue: [0, 0, 1, 1], duration: 1 }
        - id: overshoot
          animations:
            - { keyPath: backgroundColor, fromValue: [0.2, 0.2, 0.2, 1], toValue: [0.6, 0.9, 0, 1],
                duration: 1, timingFunction: [0.5, -1, 0.5, 2] }
      """)
    // Componentwise on straight (non-premultiplied) values: (0.5, 0, 0.5, 0.5).
    XCTAssertEqual(color(e, "plain", 0.5).components, [0.5, 0, 0.5, 0.5])
    // p = 1.1823223709249469: r = 0.2 + 0.4p = 0.67293 (inside), g = 0.2 + 0.7p = 1.0276 → 1,
    // b = 0.2 − 0.2p = −0.0365 → 0, a = 1.
    let c = color(e, "overshoot", 0.75)
    XCTAssertEqual(c.red, 0.2 + 0.4 * overshootAt075, accuracy: 1e-12)
    XCTAssertEqual([c.green, c.blue, c.alpha], [1, 0, 1])
    // p = −0.1823: r = 0.127, g = 0.0724, b = 0.236.
    let d = color(e, "overshoot", 0.25)
    XCTAssertEqual(d.red, 0.2 + 0.4 * overshootAt025, accuracy: 1e-12)
    XCTAssertEqual(d.green, 0.2 + 0.7 * overshootAt025, accuracy: 1e-12)
    XCTAssertEqual(d.blue, 0.2 - 0.2 * overshootAt025, accuracy: 1e-12)
  }

  // MARK: - Rule 11: stroke fractions are raw presentation values

  func testRule11StrokeEndIsNotClampedInTheTimeline() throws {
    let e = try load(
      """
      layers:
        - id: s
          type: shape
          path: { rect: [0, 0, 10, 10] }
          animations:
            - { keyPath: strokeEnd, fromValue: 0, toValue: 1, duration: 1, timingFunction: [0.5, -1, 0.5, 2] }
      """, scene: "fps: 4")
    // Frames at 0, 0.25, …, 1: the overshoot shows raw (clamping is the drawing's business).
    let values = e.timeline().tracks[0].values.compactMap(\.number)
    XCTAssertEqual(values.count, 5)
    XCTAssertEqual(values[1], overshootAt025, accuracy: 1e-11)
    XCTAssertEqual(values[3], overshootAt075, accuracy: 1e-11)
    XCTAssertEqual(values[4], 1)
  }

  // MARK: - Rule 12: sets

  func testRule12SetChangesTheModelValueFromItsTimeOn() throws {
    let e = try oneLayer(
      """
      - { type: set, beginTime: 1, values: { cornerRadius: 20, position.x: 5 } }
      - { keyPath: borderWidth, fromValue: 0, toValue: 1, duration: 2 }
      """)
    XCTAssertEqual(radius(e, 0.999), 7)
    XCTAssertEqual(radius(e, 1), 20)
    XCTAssertEqual(radius(e, 2), 20)
    XCTAssertEqual(e.properties("a", at: 1.5).position, Point(5, 0))
  }

  func testRule12SetInsideAGroupHappensOnceAtGroupBeginPlusBeginTimeOverSpeed() throws {
    let e = try oneLayer(
      """
      - type: group
        beginTime: 1
        speed: 2
        duration: 1
        repeatCount: 3
        autoreverses: true
        timeOffset: 0.3
        timingFunction: easeIn
        animations:
          - { type: set, beginTime: 0.5, values: { cornerRadius: 20 } }
          - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1 }
      """)
    // Scene time 1 + 0.5/2 = 1.25, once. The group ends at 1 + (1·2·3)/2 = 4.
    XCTAssertEqual(radius(e, 1.24), 7)
    XCTAssertEqual(radius(e, 1.25), 20)
    XCTAssertEqual(radius(e, 3), 20)
    XCTAssertEqual(radius(e, 5), 20)  // applies past the group's end
    XCTAssertEqual(e.duration, 4)
  }

  func testRule12SetsInNestedGroupsAndSequences() throws {
    let e = try oneLayer(
      """
      - type: group
        beginTime: 1
        speed: 2
        animations:
          - type: group
            beginTime: 1
            speed: 2
            animations:
              - { type: set, beginTime: 1, values: { cornerRadius: 20 } }
              - { keyPath: opacity, fromValue: 0, toValue: 1, duration: 4 }
      - type: sequence
        beginTime: 1
        animations:
          - { keyPath: borderWidth, fromValue: 0, toValue: 10, duration: 1 }
          - { type: set, beginTime: 0.5, values: { zPosition: 5 } }
          - { keyPath: borderWidth, fromValue: 20, toValue: 30, duration: 1 }
      """)
    // Outer clock: scene 1 + x/2; inner begins at outer 1 = scene 1.5, runs 4× scene speed;
    // the set at inner 1 = scene 1.5 + 1/4 = 1.75.
    XCTAssertEqual(radius(e, 1.74), 7)
    XCTAssertEqual(radius(e, 1.75), 20)
    // In the sequence the set takes its place: the first child ends at 2, the set happens
    // 0.5 later (2.5), and the next animation begins then (runs 2.5…3.5).
    XCTAssertEqual(e.number("a", .zPosition, at: 2.49), 0)
    XCTAssertEqual(e.number("a", .zPosition, at: 2.5), 5)
    XCTAssertEqual(border(e, 3), 25)
    XCTAssertEqual(e.duration, 3.5)
  }

  func testRule12SetInASequenceTakesItsPlace() throws {
    let e = try oneLayer(
      """
      - type: sequence
        animations:
          - { keyPath: opacity, fromValue: 0, toValue: 1, duration: 0.25 }
          - { type: set, beginTime: 0.0625, values: { cornerRadius: 20 } }
          - { keyPath: zPosition, fromValue: 0, toValue: 10, duration: 1 }
      """)
    // The opacity ends at 0.25; the set happens 0.0625 later, at 0.3125, not at 0.0625.
    XCTAssertEqual(radius(e, 0.0625), 7)
    XCTAssertEqual(radius(e, 0.3), 7)
    XCTAssertEqual(radius(e, 0.3125), 20)
    // The zPosition animation begins when the set happens: model 0 before, 5 halfway.
    XCTAssertEqual(e.number("a", .zPosition, at: 0.3), 0)
    XCTAssertEqual(e.number("a", .zPosition, at: 0.8125), 5)
    XCTAssertEqual(e.duration, 1.3125)
  }

  func testRule12SetInARepeatingSpeedySequenceHappensOnce() throws {
    let e = try oneLayer(
      """
      - type: sequence
        beginTime: 1
        speed: 2
        repeatCount: 2
        animations:
          - { keyPath: opacity, fromValue: 0, toValue: 1, duration: 1 }
          - { type: set, beginTime: 1, values: { cornerRadius: 20 } }
      - { type: set, beginTime: 2.5, values: { cornerRadius: 30 } }
      """)
    // Sequence clock: the set at 1 + 1 = 2, scene 1 + 2/2 = 2. The sequence lasts until its
    // last child (2 on its clock), twice at speed 2: it ends at 1 + 4/2 = 3, and its second
    // pass does not replay the set (the top-level set at 2.5 is the last word).
    XCTAssertEqual(radius(e, 1.99), 7)
    XCTAssertEqual(radius(e, 2), 20)
    XCTAssertEqual(radius(e, 2.75), 30)
    XCTAssertEqual(e.duration, 3)
  }

  func testRule12SetOrderIsTimeThenFileOrder() throws {
    let e = try load(
      """
      layers:
        - id: a
          cornerRadius: 7
          animations:
            - { type: set, beginTime: 2, values: { cornerRadius: 40 } }
            - type: group
              duration: 1
              animations:
                - { type: set, beginTime: 1, values: { cornerRadius: 30 } }
            - { type: set, beginTime: 1, values: { cornerRadius: 20 } }
        - id: b
          cornerRadius: 7
          animations:
            - { type: set, beginTime: 1, values: { cornerRadius: 20 } }
            - type: group
              duration: 1
              animations:
                - { type: set, beginTime: 1, values: { cornerRadius: 30 } }
      """)
    // a: at 1 the group's set (earlier in the file) then the later top-level one → 20;
    // the set listed first but at 2 applies after both (time order).
    XCTAssertEqual(radius(e, 0.5, "a"), 7)
    XCTAssertEqual(radius(e, 1.5, "a"), 20)
    XCTAssertEqual(radius(e, 2, "a"), 40)
    // b: the top-level set first, then the group's (depth-first) → 30.
    XCTAssertEqual(radius(e, 1.5, "b"), 30)
  }

  func testRule12AnimationsApplyOnTheModelValueOfThatMoment() throws {
    let e = try oneLayer(
      """
      - { type: set, beginTime: 1, values: { cornerRadius: 20, borderWidth: 51 } }
      - { keyPath: cornerRadius, fromValue: 0, duration: 2 }
      - { keyPath: borderWidth, toValue: 99, duration: 2 }
      - { keyPath: opacity, byValue: -0.5, duration: 2, additive: true }
      """)
    // Missing toValue = model: 7 before the set, 20 after. 0.25·7 = 1.75; 0.75·20 = 15.
    XCTAssertEqual(radius(e, 0.5), 1.75)
    XCTAssertEqual(radius(e, 1.5), 15)
    // Missing fromValue = model of the moment: 3 + 96·0.25 = 27; 51 + 48·0.75 = 87.
    XCTAssertEqual(border(e, 0.5), 27)
    XCTAssertEqual(border(e, 1.5), 87)
    XCTAssertEqual(e.number("a", .opacity, at: 1), 0.75)  // 1 + (−0.5)·0.5
  }

  func testRule12SetWithAfterAndDelay() throws {
    let e = try load(
      """
      layers:
        - id: a
          animations:
            - { id: grow, keyPath: borderWidth, fromValue: 0, toValue: 1, duration: 1 }
        - id: b
          cornerRadius: 7
          animations:
            - { type: set, after: grow, delay: 0.5, values: { cornerRadius: 20 } }
      """)
    XCTAssertEqual(radius(e, 1.49, "b"), 7)
    XCTAssertEqual(radius(e, 1.5, "b"), 20)
    XCTAssertEqual(e.duration, 1.5)
  }

  func testRule12SetsAtEqualTimesKeepFileOrderDespiteBinaryResidue() throws {
    let e = try oneLayer(
      """
      - type: group
        beginTime: 0.1
        duration: 1
        animations:
          - { type: set, beginTime: 0.2, values: { cornerRadius: 30 } }
      - { type: set, beginTime: 0.3, values: { cornerRadius: 20 } }
      """)
    // 0.1 + 0.2 and 0.3 are the same time (they differ by binary residue only), so file
    // order decides: the group's set first, then the later top-level one → 20.
    XCTAssertEqual(radius(e, 0.29), 7)
    XCTAssertEqual(radius(e, 0.5), 20)
  }

  func testRule14AfterASetBeginsAtTheSetsTime() throws {
    let e = try oneLayer(
      """
      - { id: flip, type: set, beginTime: 1, values: { borderWidth: 9 } }
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, after: flip, delay: 0.5 }
      """)
    // A set has no active duration: it "ends" when it happens, at 1; + 0.5 → 1.5.
    XCTAssertEqual(e.schedule[1].begin, 1.5)
    XCTAssertEqual(radius(e, 2), 50)
    XCTAssertEqual(e.duration, 2.5)
  }

  func testRule12SetOfTransformScaleWritesBothScales() throws {
    let e = try load(
      """
      layers:
        - id: a
          transform: { scale: [2, 4], rotation: 0.5 }
          animations:
            - { type: set, beginTime: 1, values: { transform.scale: 3, transform.translation.x: 8 } }
      """)
    let t = e.properties("a", at: 1).transform
    XCTAssertEqual([t.scaleX, t.scaleY, t.rotation, t.translation.x], [3, 3, 0.5, 8])
    XCTAssertEqual(e.properties("a", at: 0.5).transform.scaleY, 4)
  }

  // MARK: - Rule 13: default scene duration

  func testRule13GroupCountsAsAWholeWithSpeedAndRepeats() throws {
    let e = try oneLayer(
      """
      - type: group
        beginTime: 1
        speed: 2
        duration: 1
        repeatCount: 3
        animations:
          - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 5 }
      """)
    // 1 + (1·3)/2 = 2.5 (the clipped child's own 5 s does not count); frames 0…150.
    XCTAssertEqual(e.duration, 2.5)
    XCTAssertEqual(e.frameCount, 151)
  }

  func testRule13SetsCountIncludingOnesInsideGroups() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1 }
      - type: group
        duration: 1
        animations:
          - { type: set, beginTime: 4, values: { borderWidth: 9 } }
      - { type: set, beginTime: 3, values: { cornerRadius: 9 } }
      """)
    XCTAssertEqual(e.duration, 4)
    XCTAssertEqual(border(e, 4), 9)
  }

  func testRule13AfterChainsTopLevelSpeedAndExplicitDuration() throws {
    let e = try oneLayer(
      """
      - { id: first, keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, speed: 0.5 }
      - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1, after: first, delay: "500ms" }
      """)
    // first ends at 1/0.5 = 2; the second begins 2.5 and ends 3.5.
    XCTAssertEqual(e.duration, 3.5)
    XCTAssertEqual(border(e, 3), 50)
    let explicit = try oneLayer(
      "- { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1 }", scene: "duration: 0.5")
    XCTAssertEqual(explicit.duration, 0.5)
    XCTAssertEqual(explicit.frameCount, 31)
    let still = try load("layers:\n  - { id: a }")
    XCTAssertEqual(still.duration, 0)
    XCTAssertEqual(still.frameCount, 1)
  }

  // MARK: - Rule 14: after

  func testRule14AfterAnotherLayersAnimationWithDelayConvertedToTheParentClock() throws {
    let e = try load(
      """
      layers:
        - id: a
          animations:
            - { id: grow, keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, beginTime: 0.5,
                speed: 2, repeatCount: 2 }
        - id: b
          cornerRadius: 7
          borderWidth: 3
          animations:
            - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, after: grow, delay: 0.25 }
            - type: group
              beginTime: 1
              speed: 2
              animations:
                - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1, after: grow, delay: 0.25 }
      """)
    // grow ends at 0.5 + (1·2)/2 = 1.5 on the scene clock; + 0.25 → 1.75.
    XCTAssertEqual(e.schedule[0].end, 1.5)
    XCTAssertEqual(e.schedule[1].begin, 1.75)
    XCTAssertEqual(radius(e, 1.7, "b"), 7)
    XCTAssertEqual(radius(e, 2.25, "b"), 50)
    // In the group: scene 1.75 → group clock (1.75 − 1)·2 = 1.5. At scene 2 the group time
    // is 2 → child a = 0.5 → 50 (adding the delay after converting would give 75).
    XCTAssertEqual(e.schedule[2].children[0].begin, 1.5)
    XCTAssertEqual(border(e, 2, "b"), 50)
    // The group lasts until its child ends: 2.5 on its clock = scene 1 + 2.5/2 = 2.25.
    XCTAssertEqual(e.schedule[2].end, 2.25)
    XCTAssertEqual(e.duration, 2.75)  // b's first: 1.75 + 1
  }

  func testRule14AfterAGroupOnALaterLayerWaitsForTheWholeGroup() throws {
    let e = try load(
      """
      layers:
        - id: a
          cornerRadius: 7
          animations:
            - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1, after: pulse }
        - id: b
          animations:
            - type: group
              id: pulse
              beginTime: 0.5
              speed: 2
              repeatCount: 2
              timeOffset: 0.3
              animations: [ { keyPath: opacity, fromValue: 0, toValue: 1, duration: 1 } ]
      """)
    // pulse lasts 1 (its child), D = 2, end 0.5 + 2/2 = 1.5 (timeOffset does not move it).
    XCTAssertEqual(e.schedule[0].begin, 1.5)
    XCTAssertEqual(radius(e, 1.4, "a"), 7)
    XCTAssertEqual(radius(e, 2, "a"), 50)
  }

  func testRule14AfterMayNotNameAnAnimationInsideAGroup() {
    let yaml = """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: a
          animations:
            - type: group
              animations:
                - { id: inner, keyPath: opacity, toValue: 0 }
            - { keyPath: cornerRadius, toValue: 10, after: inner }
      """
    let result = SceneLoader.decode(bytes: Array(yaml.utf8), file: "contract.yaml")
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.count, 1)
  }

  // MARK: - Time and frames

  func testFramesAreAtIOverFpsAndTheirCountIncludesTheEnd() throws {
    let e = try oneLayer(
      "- { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 0.6 }", scene: "fps: 30")
    // floor(0.6·30 + 1e-9) + 1 = 19 (0.6·30 = 17.999999999999996 in binary).
    XCTAssertEqual(e.frameCount, 19)
    XCTAssertEqual(e.frame(index: 9).time, 9.0 / 30)
    XCTAssertEqual(radius(e, e.frame(index: 9).time), 50, accuracy: 1e-9)
    XCTAssertEqual(e.frame(index: 18).time, 0.6)
    let values = e.timeline().tracks[0].values.compactMap(\.number)
    XCTAssertEqual(values.count, 19)
    XCTAssertEqual(values.last, 100)  // the last frame shows t = D
    let uneven = try oneLayer(
      "- { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1.01 }", scene: "fps: 10")
    XCTAssertEqual(uneven.frameCount, 11)  // floor(10.1) + 1
  }

  func testTimelineAtOneInstantKeepsTheWholeScenesTracks() throws {
    let e = try oneLayer(
      """
      - { keyPath: cornerRadius, fromValue: 0, toValue: 100, duration: 1 }
      - { keyPath: borderWidth, fromValue: 0, toValue: 100, duration: 1, beginTime: 1 }
      """, scene: "fps: 10")
    // At 0.25 borderWidth does not vary yet, but it is a track of the whole scene.
    let one = e.timeline(at: 0.25)
    XCTAssertEqual(one.frameCount, 1)
    XCTAssertEqual(one.tracks.map(\.property), [.borderWidth, .cornerRadius])
    XCTAssertEqual(one.tracks.map(\.values), [[.number(3)], [.number(25)]])
  }

  func testTimelineTracksSubPathsUnderTheirProperty() throws {
    let e = try oneLayer(
      """
      - { keyPath: position.x, fromValue: 0, toValue: 10, duration: 1 }
      - { keyPath: transform.rotation.z, fromValue: 0, toValue: 1, duration: 1 }
      - { keyPath: bounds.size.width, fromValue: 0, toValue: 10, duration: 1 }
      """, scene: "fps: 2")
    let timeline = e.timeline()
    XCTAssertEqual(timeline.tracks.map(\.property), [.bounds, .position, .transform])
    XCTAssertEqual(
      timeline.tracks[1].values, [.point(Point(0, 0)), .point(Point(5, 0)), .point(Point(10, 0))])
    XCTAssertEqual(timeline.tracks[0].values[1], .rect(Rect(0, 0, 5, 0)))
  }
}
