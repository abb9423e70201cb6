import SceneDecoder
import SceneModel
import XCTest

@testable import SceneTiming

/// Groups, sequences, `after` + delay and `set` (docs/timing.md: "Fill and removal", "Durations and sequences", "Sets", "Default scene
/// duration", "after").
final class GroupTests: XCTestCase {
  func evaluator(_ layers: [Layer], duration: Double? = nil) -> SceneEvaluator {
    SceneEvaluator(scene: Build.scene(layers, duration: duration))
  }

  func radiusLayer(_ animations: [Animation], id: String = "a", model: Double = 7) -> Layer {
    Build.layer(id, animations) { $0.cornerRadius = model }
  }

  func ramp(_ timing: AnimationTiming, from: Double = 0, to: Double = 100) -> Animation {
    Build.basic("cornerRadius", from: .number(from), to: .number(to), timing)
  }

  func testGroupClipsItsChildren() {
    let group = Build.group([ramp(Build.timing(duration: 2))], Build.timing(duration: 1))
    let e = evaluator([radiusLayer([group])], duration: 3)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.5), 25)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1), 50)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1.5), 7)
  }

  func testGroupTimingFunctionWarpsChildren() {
    let group = Build.group(
      [ramp(Build.timing(duration: 1))], Build.timing(duration: 1, timingFunction: .easeIn))
    let e = evaluator([radiusLayer([group])])
    XCTAssertEqual(
      e.number("a", .cornerRadius, at: 0.5), 100 * TimingFunctionSolver.solve(.easeIn, 0.5),
      accuracy: 1e-9)
  }

  func testGroupWithoutDurationLastsUntilItsLastChildEnds() {
    let group = Build.group([
      ramp(Build.timing(begin: 0.5, duration: 1)),
      ramp(Build.timing(duration: 0.25, repeatCount: 2)),
    ])
    let e = evaluator([radiusLayer([group])])
    XCTAssertEqual(e.schedule[0].duration, 1.5)
    XCTAssertEqual(e.duration, 1.5)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1.0), 50)
  }

  func testChildrenDefaultToTheGroupsExplicitDuration() {
    let group = Build.group([ramp(AnimationTiming())], Build.timing(duration: 2))
    let e = evaluator([radiusLayer([group])])
    XCTAssertEqual(e.schedule[0].children[0].duration, 2)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1), 50)
    // Without an explicit group duration a child defaults to 0.25 s.
    let open = Build.group([ramp(AnimationTiming())])
    XCTAssertEqual(evaluator([radiusLayer([open])]).schedule[0].children[0].duration, 0.25)
  }

  func testChildRemovedOnCompletionIsIgnored() {
    // The child's forwards fill holds inside the group although removedOnCompletion is true.
    let held = Build.group(
      [ramp(Build.timing(duration: 1, fill: .forwards))], Build.timing(duration: 2))
    XCTAssertEqual(evaluator([radiusLayer([held])]).number("a", .cornerRadius, at: 1.5), 100)
    let removed = Build.group([ramp(Build.timing(duration: 1))], Build.timing(duration: 2))
    XCTAssertEqual(evaluator([radiusLayer([removed])]).number("a", .cornerRadius, at: 1.5), 7)
  }

  func testGroupRepeatsReplayChildren() {
    let group = Build.group(
      [ramp(Build.timing(duration: 1))], Build.timing(duration: 1, repeatCount: 2))
    let e = evaluator([radiusLayer([group])])
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1.25), 25)
    XCTAssertEqual(e.duration, 2)
  }

  func testSequenceChainsChildren() {
    let sequence = Build.sequence([
      ramp(Build.timing(duration: 0.5), from: 0, to: 10),
      ramp(Build.timing(begin: 0.25, duration: 1), from: 20, to: 30),
      ramp(Build.timing(duration: 0.5, speed: 2), from: 40, to: 50),
    ])
    let e = evaluator([radiusLayer([sequence])])
    let children = e.schedule[0].children
    XCTAssertEqual(children.map(\.begin), [0, 0.75, 1.75])
    XCTAssertEqual(children.map(\.end), [0.5, 1.75, 2])
    XCTAssertEqual(e.schedule[0].kind, .sequence)
    XCTAssertEqual(e.duration, 2)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.25), 5)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.6), 7)  // the gap: model value
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1.25), 25)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1.875), 45)
  }

  func testAfterWithDelayOnAnotherLayer() {
    var first = ramp(Build.timing(begin: 0.5, duration: 0.25, repeatCount: 2))
    first.id = "first"
    let waiting = ramp(Build.timing(duration: 1, after: "first", delay: 0.5))
    let e = evaluator([radiusLayer([first], id: "a"), radiusLayer([waiting], id: "b")])
    XCTAssertEqual(e.schedule[1].begin, 1.5)
    XCTAssertEqual(e.duration, 2.5)
    XCTAssertEqual(e.number("b", .cornerRadius, at: 1.4), 7)
    XCTAssertEqual(e.number("b", .cornerRadius, at: 2), 50)
  }

  func testAfterInsideAGroupIsConvertedToTheGroupClock() {
    var first = ramp(Build.timing(duration: 1.5))
    first.id = "first"
    // The group begins at 1 and runs at speed 2: scene time 1.5 is 1.0 on its clock.
    let group = Build.group(
      [ramp(Build.timing(duration: 1, after: "first"))], Build.timing(begin: 1, speed: 2))
    let e = evaluator([radiusLayer([first], id: "a"), radiusLayer([group], id: "b")])
    XCTAssertEqual(e.schedule[1].children[0].begin, 1)
    XCTAssertEqual(e.schedule[1].children[0].sceneBegin, 1.5)
    XCTAssertEqual(e.number("b", .cornerRadius, at: 1.75), 50)
  }

  /// The decoder rejects an `after` cycle (no scene comes out), so the evaluator, which
  /// follows resolved references without a cycle guard, never sees one.
  func testAfterCycleIsRejectedBeforeTiming() {
    let yaml = """
      version: 1
      scene: { size: [10, 10] }
      layers:
        - id: a
          animations:
            - { id: x, after: y, keyPath: cornerRadius, toValue: 10, duration: 1 }
            - { id: y, after: x, delay: 0.5, keyPath: cornerRadius, toValue: 10, duration: 1 }
      """
    let result = SceneLoader.decode(bytes: Array(yaml.utf8), file: "cycle.yaml")
    XCTAssertEqual(result.diagnostics.map(\.id), ["after-cycle", "after-cycle"])
    XCTAssertNil(result.scene)
  }

  func testAfterIsResolvedToTheAnimationItNames() {
    var first = ramp(Build.timing(duration: 1))
    first.id = "first"
    let scene = Build.scene([
      radiusLayer([ramp(Build.timing(duration: 1))], id: "a"),
      radiusLayer([first, ramp(Build.timing(after: "first"))], id: "b"),
    ])
    XCTAssertEqual(
      scene.layers[1].animations[1].timing.start,
      .after(AnimationReference(id: "first", target: AnimationPosition(layer: 1, index: 0)), delay: 0))
  }

  // MARK: - set

  func testSetsChangeTheModelFromTheirTimeInTimeThenFileOrder() {
    let layer = radiusLayer([
      Build.set([("cornerRadius", .number(30))], Build.timing(begin: 2)),
      Build.set([("cornerRadius", .number(10))], Build.timing(begin: 1)),
      Build.set([("cornerRadius", .number(20))], Build.timing(begin: 1)),
    ])
    let e = evaluator([layer])
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.5), 7)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1), 20)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 2), 30)
    XCTAssertEqual(e.duration, 2)
  }

  func testAnimationsApplyOnTopOfTheModelOfThatMoment() {
    let layer = radiusLayer([
      Build.set([("cornerRadius", .number(40))], Build.timing(begin: 1)),
      Build.basic("cornerRadius", from: .number(0), Build.timing(duration: 2)),
    ])
    let e = evaluator([layer])
    // From 0 towards the model value: 7 before the set, 40 after it.
    XCTAssertEqual(e.number("a", .cornerRadius, at: 0.5), 1.75)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1.5), 30)
  }

  func testSetInsideGroupHappensOnceAndPastTheGroupsEnd() {
    let group = Build.group(
      [
        Build.set([("cornerRadius", .number(90))], Build.timing(begin: 3)),
        ramp(Build.timing(duration: 0.5)),
      ], Build.timing(begin: 1, duration: 1, speed: 2, repeatCount: 2))
    let e = evaluator([radiusLayer([group])])
    // At the group's begin (1) plus 3 / speed 2 = 2.5, after the group ended (1 + 2/2);
    // the group's two repeats do not replay it.
    XCTAssertEqual(e.schedule[0].children[0].sceneBegin, 2.5)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 2.4), 7)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 2.5), 90)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 10), 90)
    // A set inside a group counts for the default scene duration.
    XCTAssertEqual(e.schedule[0].end, 2)
    XCTAssertEqual(e.duration, 2.5)
  }

  func testSetAfterAnAnimationWithDelay() {
    var first = ramp(Build.timing(duration: 1))
    first.id = "first"
    let layer = radiusLayer([
      first, Build.set([("cornerRadius", .number(60))], Build.timing(after: "first", delay: 0.5)),
    ])
    let e = evaluator([layer])
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1.2), 7)
    XCTAssertEqual(e.number("a", .cornerRadius, at: 1.5), 60)
    XCTAssertEqual(e.duration, 1.5)
  }

  func testSetOfAComponentKeyPath() {
    let layer = Build.layer(
      "a", [Build.set([("transform.rotation.z", .number(1))], Build.timing(begin: 0.5))]
    ) { $0.transform = Transform(scaleX: 2, scaleY: 2) }
    let t = evaluator([layer]).properties("a", at: 0.5).transform
    XCTAssertEqual(t, Transform(rotation: 1, scaleX: 2, scaleY: 2))
  }

  // MARK: - Default scene duration

  func testDefaultDurationCountsSpeedRepeatsAndGroupsAsAWhole() {
    let fast = ramp(Build.timing(begin: 1, duration: 2, speed: 4, repeatCount: 3))  // ends 2.5
    let group = Build.group(
      [ramp(Build.timing(duration: 5))], Build.timing(begin: 0.5, duration: 1))  // ends 1.5
    XCTAssertEqual(evaluator([radiusLayer([fast, group])]).duration, 2.5)
    XCTAssertEqual(evaluator([radiusLayer([group])]).duration, 1.5)
    XCTAssertEqual(evaluator([radiusLayer([])]).duration, 0)
    XCTAssertEqual(evaluator([radiusLayer([])]).frameCount, 1)
    XCTAssertEqual(evaluator([radiusLayer([fast])], duration: 10).duration, 10)
  }
}
