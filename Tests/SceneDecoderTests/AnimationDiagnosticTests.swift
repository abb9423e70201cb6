import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

/// Bad animations: types, timing keys, key paths, values, springs, sets.
final class AnimationDiagnosticTests: XCTestCase {
  /// A scene with one layer of `type` whose `animations:` block is `animations`.
  private func scene(_ animations: String, type: String = "layer") -> String {
    """
    version: 1
    scene: { size: [100, 100] }
    layers:
      - id: box
        type: \(type)
        animations:
    \(animations)
    """
  }

  func testUnknownAnimationTypeSuggestsKeyframe() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - type: 1️⃣keyframes
              keyPath: opacity
              values: [0, 1]
        """), "unknown-animation-type")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'keyframe'?")
  }

  func testKeyOfAnotherAnimationType() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - keyPath: opacity
              1️⃣values: [0, 1]
        """), "key-not-on-animation-type")
    XCTAssertEqual(diagnostic?.message, "'values' is not a key of basic animations")
    XCTAssertEqual(diagnostic?.notes.first?.message, "'values' is a key of keyframe and set animations")
  }

  func testUnknownAnimationKey() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - keyPath: opacity
              toValue: 0
              1️⃣durration: 2
        """), "unknown-key")
    XCTAssertEqual(diagnostic?.message, "unknown key 'durration' for basic animation")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'duration'?")
  }

  func testMissingKeyPath() {
    assertDiagnostic(
      scene(
        """
            - 1️⃣toValue: 0
              duration: 1
        """), "missing-key")
  }

  func testUnknownKeyPathSuggestsOpacity() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - keyPath: 1️⃣opactiy
              toValue: 0
        """), "unknown-key-path")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'opacity'?")
    XCTAssertEqual(diagnostic?.fixIts.first?.replacement, "opacity")
  }

  func testKeyPathNotOnTheLayerType() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - keyPath: 1️⃣strokeEnd
              toValue: 0
        """, type: "text"), "key-path-not-on-layer-type")
    XCTAssertEqual(
      diagnostic?.message, "key path 'strokeEnd' is a property of shape layers, not of text layers")
  }

  func testNonAnimatableKeyPathInABasicAnimation() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - keyPath: 1️⃣lineCap
              toValue: round
        """, type: "shape"), "unknown-key-path")
    XCTAssertEqual(diagnostic?.message, "'lineCap' is not animatable")
  }

  func testValueOfTheWrongTypeSaysWhatTheKeyPathTakes() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - keyPath: opacity
              toValue: 1️⃣[0, 1]
        """), "type-mismatch")
    XCTAssertEqual(diagnostic?.notes.map(\.message), ["'opacity' takes a number"])
  }

  func testPointKeyPathGivenANumber() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - keyPath: position
              fromValue: 1️⃣3
        """), "type-mismatch")
    XCTAssertEqual(diagnostic?.notes.map(\.message), ["'position' takes a point [x, y]"])
  }

  func testBeginTimeAndAfterConflict() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - id: first
              keyPath: opacity
              toValue: 0
            - keyPath: opacity
              beginTime: 1
              1️⃣after: first
              toValue: 1
        """), "conflicting-keys")
    XCTAssertEqual(diagnostic?.notes.first?.message, "'beginTime' is set here")
  }

  func testDelayWithoutAfter() {
    assertDiagnostic(
      scene(
        """
            - keyPath: opacity
              1️⃣delay: 0.5
              toValue: 0
        """), "delay-needs-after")
  }

  func testNegativeDuration() {
    assertDiagnostic(
      scene(
        """
            - keyPath: opacity
              duration: 1️⃣"-300ms"
              toValue: 0
        """), "value-out-of-range")
  }


  func testNegativeRepeatCount() {
    assertDiagnostic(
      scene(
        """
            - keyPath: opacity
              repeatCount: 1️⃣-1
              toValue: 0
        """), "value-out-of-range")
  }

  func testUnknownFillModeSuggestsForwards() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - keyPath: opacity
              fillMode: 1️⃣forward
              toValue: 0
        """), "unknown-value")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'forwards'?")
  }

  func testAllThreeOfFromToAndBy() {
    assertDiagnostic(
      scene(
        """
            - keyPath: opacity
              fromValue: 0
              toValue: 1
              1️⃣byValue: 0.5
        """), "conflicting-keys")
  }

  func testGroupWithoutAnimations() {
    assertDiagnostic(
      scene(
        """
            - 1️⃣type: group
              duration: 1
        """), "missing-key")
  }

  func testDuplicateAnimationIDInsideAGroup() throws {
    let (text, markers) = extractMarkers(
      scene(
        """
            - id: 1️⃣fade
              keyPath: opacity
              toValue: 0
            - type: group
              animations:
                - id: 2️⃣fade
                  keyPath: opacity
                  toValue: 1
        """))
    let result = decodeScene(text)
    XCTAssertEqual(result.diagnostics.map(\.id), ["duplicate-id"])
    XCTAssertEqual(result.diagnostics.first?.range?.start, markers["2️⃣"])
    XCTAssertEqual(result.diagnostics.first?.notes.first?.range?.start, markers["1️⃣"])
  }

  func testDurationIsNotAKeyOfSet() {
    assertDiagnostic(
      scene(
        """
            - type: set
              1️⃣duration: 1
              values: { opacity: 0 }
        """), "key-not-on-animation-type")
  }

  // MARK: - Springs

  func testSpringMassMustBePositive() {
    assertDiagnostic(
      scene(
        """
            - type: spring
              keyPath: opacity
              toValue: 0
              mass: 1️⃣0
        """), "value-out-of-range")
  }

  func testDampingRatioConflictsWithStiffness() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - type: spring
              keyPath: opacity
              toValue: 0
              dampingRatio: 0.5
              duration: 0.5
              1️⃣stiffness: 200
        """), "conflicting-keys")
    XCTAssertEqual(diagnostic?.notes.first?.message, "'dampingRatio' is set here")
  }

  func testDampingRatioNeedsDuration() {
    assertDiagnostic(
      scene(
        """
            - 1️⃣type: spring
              keyPath: opacity
              toValue: 0
              dampingRatio: 0.5
        """), "missing-key")
  }

  func testDampingRatioMustBePositive() {
    assertDiagnostic(
      scene(
        """
            - type: spring
              keyPath: opacity
              toValue: 0
              duration: 1
              dampingRatio: 1️⃣0
        """), "value-out-of-range")
  }

  // MARK: - Sets

  func testSetOfANonAnimatableProperty() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - type: set
              values: { 1️⃣lineCap: round }
        """, type: "shape"), "set-non-animatable")
    XCTAssertEqual(diagnostic?.message, "'lineCap' is not animatable, so a set cannot change it")
  }

  func testSetOfAnUnknownKeyPath() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - type: set
              values:
                1️⃣hiden: true
        """), "unknown-key-path")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'hidden'?")
  }

  func testSetOfAKeyPathTheLayerTypeLacks() {
    assertDiagnostic(
      scene(
        """
            - type: set
              values: { 1️⃣fillColor: red }
        """), "key-path-not-on-layer-type")
  }

  func testSetValueOfTheWrongType() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - type: set
              values: { hidden: 1️⃣"yes please" }
        """), "type-mismatch")
    XCTAssertEqual(diagnostic?.notes.last?.message, "'hidden' takes a boolean")
  }

  func testSetWithoutValues() {
    assertDiagnostic(
      scene(
        """
            - 1️⃣type: set
              beginTime: 1
        """), "missing-key")
  }

  // MARK: - Endless animations

  func testEndlessAnimationNeedsASceneDuration() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - keyPath: opacity
              toValue: 0
              repeatCount: 1️⃣infinite
        """), "infinite-duration-needs-scene-duration")
    XCTAssertEqual(diagnostic?.message, "this animation repeats forever, so the scene needs a 'duration'")
  }

  func testEndlessChildOfAGroupWithoutDuration() {
    assertDiagnostic(
      scene(
        """
            - type: group
              animations:
                - keyPath: opacity
                  toValue: 0
                  repeatCount: 1️⃣infinite
        """), "infinite-duration-needs-scene-duration")
  }

  /// ζ = 0: q(t) = 1 − cos(ω0·t) forever, and the settling duration is infinite.
  func testAnUndampedSpringWithoutDurationNeedsASceneDuration() {
    let diagnostic = assertDiagnostic(
      scene(
        """
            - type: group
              animations:
                - { type: spring, keyPath: zPosition, fromValue: 0, toValue: 1, damping: 1️⃣0 }
        """), "infinite-duration-needs-scene-duration")
    XCTAssertEqual(
      diagnostic?.message, "this spring never settles (damping 0) and has no 'duration', so the scene needs a 'duration'")
    // With a duration of its own, or some damping, it ends.
    assertClean(
      scene(
        """
            - { type: spring, keyPath: zPosition, fromValue: 0, toValue: 1, damping: 0, duration: 2 }
            - { type: spring, keyPath: opacity, fromValue: 0, toValue: 1, damping: 0.001 }
        """))
  }

  /// Speed 0 never ends; at the top level it shows one value forever and needs no scene
  /// duration, but inside a group without a duration it keeps the group going.
  func testSpeedZeroNeedsASceneDurationOnlyInsideAGroup() {
    assertClean(
      scene(
        """
            - { keyPath: opacity, toValue: 0, speed: 0, timeOffset: 0.1 }
            - { type: group, speed: 0, animations: [{ keyPath: cornerRadius, toValue: 4 }] }
        """))
    let diagnostic = assertDiagnostic(
      scene(
        """
            - type: sequence
              animations:
                - { keyPath: opacity, toValue: 0, speed: 1️⃣0 }
                - { keyPath: cornerRadius, toValue: 4 }
        """), "infinite-duration-needs-scene-duration")
    XCTAssertEqual(diagnostic?.message, "this animation has speed 0, so it and its group never end; the scene needs a 'duration'")
  }

  func testEndlessChildOfAFiniteGroupIsFine() {
    let scene = assertClean(
      scene(
        """
            - type: group
              duration: 2
              animations:
                - keyPath: opacity
                  toValue: 0
                  repeatCount: infinite
        """))
    XCTAssertEqual(scene?.layers.first?.animations.first?.children.first?.timing.repeatCount, .infinity)
  }

  func testEndlessAnimationWithASceneDurationIsFine() {
    assertClean(
      """
      version: 1
      scene: { size: [100, 100], duration: 3 }
      layers:
        - id: box
          animations:
            - { keyPath: opacity, toValue: 0, repeatCount: infinite }
      """)
  }
}
