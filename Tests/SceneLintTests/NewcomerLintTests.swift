import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLint

/// Lint messages for the traps a newcomer falls into: numbers that look like degrees or
/// milliseconds, `after` an endless animation, advice that does not fit the scene.
final class NewcomerLintTests: XCTestCase {
  private func scene(_ layers: String, scene: String = "size: [100, 100], duration: 2") -> String {
    "version: 1\nscene: { \(scene) }\nlayers:\n" + layers
  }

  private func lines(_ text: String, only id: String) -> [String] {
    describe(lintText(text).filter { $0.id == id })
  }

  func testBareRotationAbove8PiSuggestsDegrees() throws {
    let text = scene(
      """
        - id: a
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - { keyPath: transform.rotation, toValue: 360, duration: 1 }
            - { keyPath: transform.rotation, fromValue: 25, toValue: 6.2832, beginTime: 1, duration: 1 }

      """)
    let found = lintText(text).filter { $0.id == "angle-looks-like-degrees" }
    XCTAssertEqual(
      describe(found),
      [
        "8:49: warning: 'transform.rotation' 360 is in radians (57.3 turns); did you mean \"360deg\"? [angle-looks-like-degrees]",
        "8:49: note: fix: write the unit, e.g. \"360deg\"",
      ])
    XCTAssertEqual(found.first?.fixIts.first?.replacement, "\"360deg\"")
  }

  func testBareDurationOf100OrMoreSuggestsMilliseconds() throws {
    let text = scene(
      """
        - id: a
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - { keyPath: opacity, toValue: 0, duration: 300 }
            - { keyPath: opacity, toValue: 0, duration: "300s", beginTime: 1 }
            - { keyPath: opacity, toValue: 0, duration: 99, beginTime: 1 }

      """)
    let found = lintText(text).filter { $0.id == "time-looks-like-milliseconds" }
    XCTAssertEqual(
      describe(found),
      [
        "8:51: warning: 'duration: 300' is 300 s; did you mean \"300ms\"? [time-looks-like-milliseconds]",
        "8:51: note: fix: write the unit, e.g. \"300ms\"",
      ])
    XCTAssertEqual(found.first?.fixIts.first?.replacement, "\"300ms\"")
  }

  func testAfterAnEndlessAnimationSaysItNeverEnds() {
    let text = scene(
      """
        - id: a
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - { id: spin, keyPath: transform.rotation, toValue: 1turn, repeatCount: infinite }
            - { keyPath: opacity, toValue: 0, after: spin }

      """)
    XCTAssertEqual(
      lines(text, only: "animation-after-scene-end"),
      [
        "9:48: warning: the 'opacity' animation waits for 'spin', which never ends ('repeatCount: infinite'), so it never starts [animation-after-scene-end]",
        "8:79: note: 'spin' repeats forever here",
        "9:48: note: fix: wait for an animation that ends, give 'spin' a finite repeatCount, or use 'beginTime' instead of 'after'",
      ])
  }

  /// Speed 0 and an undamped spring never end either, and the message says which.
  func testAfterAPausedAnimationOrAnUndampedSpringSaysWhy() {
    let text = scene(
      """
        - id: a
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - { id: held, keyPath: cornerRadius, toValue: 4, speed: 0 }
            - { id: wobble, type: spring, keyPath: position.x, toValue: 4, damping: 0 }
            - { keyPath: opacity, toValue: 0, after: held }
            - { keyPath: borderWidth, toValue: 2, after: wobble }

      """)
    XCTAssertEqual(
      lines(text, only: "animation-after-scene-end"),
      [
        "10:48: warning: the 'opacity' animation waits for 'held', which never ends ('speed: 0' stands its clock still), so it never starts [animation-after-scene-end]",
        "8:63: note: 'held' has speed 0 here",
        "10:48: note: fix: wait for an animation that ends, give 'held' a speed other than 0, or use 'beginTime' instead of 'after'",
        "11:52: warning: the 'borderWidth' animation waits for 'wobble', which never ends (a spring with 'damping: 0' never settles), so it never starts [animation-after-scene-end]",
        "9:79: note: 'wobble' has no damping here",
        "11:52: note: fix: wait for an animation that ends, give 'wobble' a 'duration' or some damping, or use 'beginTime' instead of 'after'",
      ])
  }

  /// A scene that lasts until its last change by default ends on that change, which need not
  /// fall on a frame: at 60 fps a set at 0.3125 s is after the last frame (18 / 60 = 0.3 s).
  func testSetBetweenTheLastFrameAndTheEndIsFlagged() {
    let text = scene(
      """
        - id: a
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - type: sequence
              animations:
                - { keyPath: opacity, toValue: 0, duration: 0.25 }
                - { type: set, beginTime: 0.0625, values: { cornerRadius: 20 } }

      """, scene: "size: [100, 100], fps: 60")
    XCTAssertEqual(
      lines(text, only: "after-last-frame"),
      [
        "11:37: warning: the set happens at 0.313 s, after the last frame (0.3 s at 60 fps), so no frame shows it [after-last-frame]",
        "11:37: note: the scene lasts 0.313 s: 19 frames, the next frame would be at 0.317 s",
        "11:37: note: fix: move it onto a frame at or before the last one, or lengthen the scene's 'duration'",
      ])
    // With a duration that reaches the next frame, the set shows and nothing is said.
    let longer = text.replacingOccurrences(of: "fps: 60", with: "fps: 60, duration: 0.32")
    XCTAssertEqual(lines(longer, only: "after-last-frame"), [])
    // At 80 fps 0.3125 s is frame 25: it shows.
    let onFrame = text.replacingOccurrences(of: "fps: 60", with: "fps: 80")
    XCTAssertEqual(lines(onFrame, only: "after-last-frame"), [])
  }

  /// Below a layer that remaps time, animations run on the remapped clock: a set at 3 s under
  /// a remap that plays 0…4 s within the scene's 1 s happens inside the scene.
  func testTimingRulesLeaveLayersOnARemappedClockAlone() {
    let text = scene(
      """
        - id: comp
          bounds: [0, 0, 100, 100]
          animations:
            - { keyPath: timeRemap, fromValue: 0, toValue: 4, duration: 1 }
          sublayers:
            - id: inner
              bounds: [0, 0, 10, 10]
              backgroundColor: red
              animations:
                - { type: set, beginTime: 3, values: { opacity: 0 } }
        - id: plain
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - { type: set, beginTime: 3, values: { opacity: 0 } }

      """, scene: "size: [100, 100], fps: 60, duration: 1")
    // Only the layer on the scene's own clock is flagged.
    XCTAssertEqual(
      lines(text, only: "animation-after-scene-end").first,
      "18:33: warning: the set happens at 3 s, after the scene ends at 1 s [animation-after-scene-end]")
    XCTAssertEqual(lines(text, only: "animation-after-scene-end").filter { $0.contains("warning") }.count, 1)
  }

  func testFrameBudgetWithoutReplicatorDoesNotSuggestInstanceCount() {
    let many = (0..<1001).map { "  - { id: l\($0), bounds: [0, 0, 1, 1], backgroundColor: red }\n" }
    let found = lintText(scene(many.joined())).filter { $0.id == "frame-budget" }
    XCTAssertEqual(found.count, 1)
    XCTAssertEqual(found.first?.message, "a frame draws 1001 layers, more than the budget of 1000")
    XCTAssertEqual(
      found.first?.notes.last?.message,
      "fix: draw fewer layers (one shape layer can draw many subpaths), or split the scene")
    let long = lintText(scene("", scene: "size: [10, 10], fps: 60, duration: 61")).filter {
      $0.id == "frame-budget"
    }
    XCTAssertEqual(long.first?.notes.last?.message, "fix: lower the scene's 'fps' or 'duration', or split the scene")
  }

  func testShadowSaysWhatTheSVGDraws() {
    let text = scene(
      """
        - id: a
          bounds: [0, 0, 10, 10]
          position: [50, 50]
          backgroundColor: red
          shadowOpacity: 0.5

      """)
    XCTAssertEqual(
      lines(text, only: "unsupported-for-svg"),
      [
        "8:20: warning: shadow of layer 'a' is approximated with an SVG blur filter [unsupported-for-svg]",
        "8:20: note: the SVG draws it as a filter under the layer: the layer's alpha blurred with a Gaussian of standard deviation 'shadowRadius', moved by 'shadowOffset', filled with 'shadowColor' at 'shadowOpacity'; viewers without SVG filters show no shadow",
        "8:20: note: fix: keep it if a blurred drop shadow is what you want (turn the rule off for the file), or set 'shadowOpacity: 0' for no shadow",
      ])
  }

  func testHugeRadiiAreNotCalledInvisible() {
    let text = scene(
      """
        - id: round
          type: shape
          path: { circle: [50, 50], radius: 1e308 }
          fillColor: red
          animations:
            - { keyPath: opacity, toValue: 0.5, duration: 1 }
        - id: corner
          bounds: [0, 0, 10, 10]
          position: [50, 50]
          cornerRadius: 1e308
          backgroundColor: red
          animations:
            - { keyPath: opacity, toValue: 0.5, duration: 1 }

      """)
    XCTAssertEqual(lines(text, only: "animation-never-visible"), [])
  }

  /// A set in a sequence takes its place (docs/timing.md, "Sets"): the child after it
  /// starts when it happens, so that child is the one a short sequence cuts off; the set
  /// itself applies even past the sequence's end and is never reported.
  func testSequenceClipsTheChildAfterASetButNotTheSet() {
    let text = scene(
      """
        - id: a
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - type: sequence
              duration: 0.3
              animations:
                - { keyPath: opacity, toValue: 0.5, duration: 0.25 }
                - { type: set, beginTime: 0.0625, values: { cornerRadius: 4 } }
                - { keyPath: zPosition, toValue: 10, duration: 1 }

      """, scene: "size: [100, 100]")
    XCTAssertEqual(
      lintText(text).filter { $0.id == "group-clips-children" }.map(\.message),
      ["the 'zPosition' animation ends at 1.313 s, after its sequence's duration of 0.3 s; the sequence cuts it off"])
  }
}
