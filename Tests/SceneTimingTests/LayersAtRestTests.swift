import XCTest

@testable import SceneModel
@testable import SceneTiming

/// Layers at rest (`LayerPlan.restingFrameLayer`): while no animation of a layer or below
/// contributes a value, evaluation hands out one storage made once, and it is what the long
/// way gives (docs/performance.md, "Layers at rest").
final class LayersAtRestTests: XCTestCase {
  // MARK: - When an animation contributes

  /// Timings of every kind: begins, durations, speeds (negative and zero too), repeats,
  /// autoreverse, fills, removal.
  static func timings() -> [MediaTiming] {
    var timings: [MediaTiming] = []
    for begin in [-0.5, 0, 0.3] {
      for duration in [0.25, 1, Double.infinity] {
        for speed in [1, 2, 0.5, 0, -1] {
          for repeatCount in [0, 2.5, Double.infinity] {
            for fill in [FillMode.removed, .forwards, .backwards, .both] {
              for removed in [true, false] {
                timings.append(
                  MediaTiming(
                    begin: begin, duration: duration, speed: speed, repeatCount: repeatCount,
                    autoreverses: repeatCount == 2.5, fillMode: fill, removedOnCompletion: removed))
              }
            }
          }
        }
      }
    }
    return timings
  }

  /// Instants around every edge of `timing` (its begin and end, and the tolerance either
  /// side), and a spread of others.
  static func instants(_ timing: MediaTiming) -> [Double] {
    var times = stride(from: -2.0, through: 8, by: 0.125).map { $0 }
    for edge in [timing.begin, timing.end] where edge.isFinite {
      times += [0, 1e-10, -1e-10, 2e-9, -2e-9, 1e-6, -1e-6].map { edge + $0 }
    }
    return times
  }

  func testContributesIsWhetherThereIsAPhase() {
    var checked = 0
    for timing in Self.timings() {
      for time in Self.instants(timing) {
        for inGroup in [false, true] {
          XCTAssertEqual(
            timing.contributes(at: time, inGroup: inGroup), timing.phase(at: time, inGroup: inGroup) != nil,
            "\(timing) at \(time), inGroup \(inGroup)")
          checked += 1
        }
      }
    }
    XCTAssertGreaterThan(checked, 100_000)
  }

  /// The span is a hint that may differ from `contributes` only at its edges: a microsecond
  /// away from them, inside means contributing and outside not.
  func testTheContributingSpanIsWhereItContributes() {
    for timing in Self.timings() {
      guard let span = timing.contributingSpan else {
        XCTAssertLessThan(timing.speed, 0, "\(timing)")
        continue
      }
      for time in Self.instants(timing) {
        if abs(time - span.lower) < 1e-7 || abs(time - span.upper) < 1e-7 { continue }
        let inside = span.lower <= time && time <= span.upper
        XCTAssertEqual(timing.contributes(at: time, inGroup: false), inside, "\(timing) at \(time)")
      }
    }
  }

  func testRestGapsAreTheTimesOutsideEverySpan() {
    func step(_ begin: Double, _ duration: Double, fill: FillMode = .removed, removed: Bool = true) -> AnimationStep {
      let animation = Build.basic("opacity", from: .number(0), to: .number(1))
      let timing = MediaTiming(begin: begin, duration: duration, fillMode: fill, removedOnCompletion: removed)
      return GeneralStep(ResolvedAnimation(animation: animation, timing: timing, body: .set(sceneTime: 0), indexPath: [0]))
    }
    let e = MediaTiming.tolerance
    // A span's bounds as `contributingSpan` computes them at speed 1.
    func from(_ begin: Double) -> Double { begin - e }
    func to(_ begin: Double, _ duration: Double) -> Double { begin + (duration + e) }
    func gaps(_ steps: [AnimationStep]) -> [[Double]] { LayerPlan.restGaps(steps).map { [$0.lower, $0.upper] } }
    XCTAssertEqual(gaps([]), [[-.infinity, .infinity]])
    XCTAssertEqual(gaps([step(1, 1)]), [[-.infinity, from(1)], [to(1, 1), .infinity]])
    // Overlapping spans join; a fill closes the gap on its side.
    XCTAssertEqual(
      gaps([step(3, 1), step(1, 1), step(1.5, 1)]), [[-.infinity, from(1)], [to(1.5, 1), from(3)], [to(3, 1), .infinity]])
    XCTAssertEqual(gaps([step(1, 1, fill: .backwards), step(3, 1, fill: .forwards, removed: false)]), [[to(1, 1), from(3)]])
    XCTAssertEqual(gaps([step(0, .infinity)]), [[-.infinity, from(0)]])
  }

  // MARK: - Evaluation

  /// A line in a replicator whose stroke animates inside a group window (stroke-pop's pops),
  /// beside layers that exercise every way out of rest.
  static func scene() -> Scene {
    let stroke = Build.group(
      [Build.basic("strokeEnd", from: .number(0), to: .number(1), Build.timing(duration: 0.45, fill: .forwards))],
      Build.timing(begin: 0.5, duration: 0.6))
    let line = Build.layer("line", kind: .shape, [stroke]) {
      $0.path = BezierPath([.move(Point(15, 0)), .line(Point(35, 0))])
      $0.strokeEnd = 1
    }
    let rays = Build.layer("rays", kind: .replicator, sublayers: [line]) {
      $0.instanceCount = 6
      $0.instanceTransform = Transform(rotation: .pi / 3)
    }
    let still = Build.layer("still") { $0.opacity = 0.5 }
    let pop = Build.layer("pop", sublayers: [rays])
    // Copies a quarter second apart: each copy rests on its own (the replicator is never
    // handed out whole while its sublayers animate at some copy's instant).
    let delayedLine = Build.layer("delayedLine", [Build.basic("opacity", from: .number(0), to: .number(1), Build.timing(begin: 1, duration: 0.5))])
    let delayed = Build.layer("delayed", kind: .replicator, sublayers: [delayedLine]) {
      $0.instanceCount = 3
      $0.instanceDelay = 0.25
    }
    // Filled backwards, then held: never at rest.
    let held = Build.layer("held", [Build.basic("opacity", from: .number(0), to: .number(0.5), Build.timing(begin: 1, duration: 0.5, fill: .both, removedOnCompletion: false))])
    // A mask that animates, and a remapped subtree.
    var masked = Build.layer("masked", [Build.basic("cornerRadius", from: .number(0), to: .number(9), Build.timing(begin: 1.5, duration: 0.25))])
    masked.mask = Build.layer("mask", [Build.basic("opacity", from: .number(1), to: .number(0), Build.timing(begin: 0.25, duration: 0.5))])
    let remapped = Build.layer("remapped", sublayers: [Build.layer("inner", [Build.basic("opacity", from: .number(0), to: .number(1), Build.timing(begin: 0.5, duration: 0.5))])]) {
      $0.timeRemap = 0.75
    }
    // A set changes the model: no resting layer for it or its parent.
    let setParent = Build.layer("setParent", sublayers: [Build.layer("setChild", [Build.set([("opacity", .number(0.5))], Build.timing(begin: 1))])])
    // Sublayers that animate one after the other: while the second runs, the first is at
    // rest and still in the list.
    let pair = Build.layer(
      "pair",
      sublayers: [
        Build.layer("early", [Build.basic("opacity", from: .number(0), to: .number(1), Build.timing(begin: 0.1, duration: 0.2))]),
        Build.layer("late", [Build.basic("opacity", from: .number(0), to: .number(1), Build.timing(begin: 1, duration: 0.5))]),
      ])
    return Build.scene([pop, delayed, held, masked, remapped, setParent, pair, still], duration: 2)
  }

  func testRestingLayersAreWhatTheLongWayGives() {
    assertShortcutsAgree(Self.scene())
  }

  func testALayerAtRestIsOneStorage() {
    let evaluator = SceneEvaluator(scene: Self.scene())
    let roots = Dictionary(uniqueKeysWithValues: evaluator.roots.map { ($0.id, $0) })
    func layer(_ id: String, at time: Double) -> FrameLayer {
      evaluator.frame(at: time).layers.first { $0.id == id }!
    }
    func atRest(_ id: String, _ time: Double) -> Bool {
      FrameLayer.sameStorage(layer(id, at: time), roots[id]!.restingFrameLayer!)
    }
    // The pop: at rest before its group and after it (the group is removed when done).
    XCTAssertTrue(atRest("pop", 0))
    XCTAssertTrue(atRest("pop", 0.25))
    XCTAssertFalse(atRest("pop", 0.5))
    XCTAssertFalse(atRest("pop", 0.8))
    XCTAssertTrue(atRest("pop", 1.2))
    XCTAssertTrue(atRest("pop", 2))
    // With delayed copies the replicator is never handed out whole, though its copies
    // rest: evaluated the long way, with the same values.
    XCTAssertFalse(atRest("delayed", 0))
    XCTAssertEqual(layer("delayed", at: 0), roots["delayed"]!.restingFrameLayer!)
    XCTAssertNil(roots["held"]!.restingFrameLayer)
    // The mask's animation keeps its layer out of rest while it runs.
    XCTAssertTrue(atRest("masked", 0))
    XCTAssertFalse(atRest("masked", 0.5))
    XCTAssertTrue(atRest("masked", 1))
    XCTAssertFalse(atRest("masked", 1.6))
    // One sublayer animating, the one before it at rest: the pair is made anew with both.
    XCTAssertTrue(atRest("pair", 0.5))
    XCTAssertFalse(atRest("pair", 1.2))
    XCTAssertEqual(layer("pair", at: 1.2).sublayers.map(\.id), ["early", "late"])
    XCTAssertTrue(atRest("pair", 1.8))
    // The remapped subtree lives at 0.75 s, inside its child's animation.
    XCTAssertFalse(atRest("remapped", 0))
    XCTAssertNil(roots["setParent"]!.restingFrameLayer)
    // A replicator without animations of its own rests with its sublayers; a layer without
    // animations below it is constant, not resting.
    XCTAssertNotNil(roots["pop"]!.sublayers[0].restingFrameLayer)
    XCTAssertNil(roots["still"]!.restingFrameLayer)
    XCTAssertNotNil(roots["still"]!.constantFrameLayer)
    // The long way makes no resting layers.
    XCTAssertTrue(SceneEvaluator(scene: Self.scene(), shortcuts: false).roots.allSatisfy { $0.restingFrameLayer == nil })
  }
}
