import Foundation
import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneRender
import SceneTestSupport
import SceneTiming
import XCTest

@testable import SceneLint

/// compile hands lint the frames it renders; the samples (and so the findings) must be the
/// ones lint gathers by itself, whichever frames arrive, in whatever order.
final class FrameSampleCollectorTests: XCTestCase {
  /// A layer hidden until 0.5 s whose animation runs before, one that is off the canvas
  /// until it moves on, and one off the canvas throughout (11 frames at 10 fps).
  let text = LintSampleScenes.hiddenArrivingStray(arrivingFrom: 150)

  func load() throws -> (Scene, SceneEvaluator, [UInt8]) {
    let bytes = Array(text.utf8)
    let (result, _) = SceneLoader.decodeKeepingDocument(bytes: bytes, file: "s.yaml")
    let scene = try XCTUnwrap(result.scene)
    return (scene, SceneEvaluator(scene: scene), bytes)
  }

  func testHandedFramesGiveTheSamplesLintGathersItself() throws {
    let (scene, evaluator, _) = try load()
    let own = FrameSampleCollector(scene: scene, evaluator: evaluator).samples
    XCTAssertEqual(own.times.count, 11)
    for handed in [[], [0], Array((0...10).reversed()), [9, 3, 3, 5, 10]] {
      let collector = FrameSampleCollector(scene: scene, evaluator: evaluator, jobs: 2)
      let observe = try XCTUnwrap(collector.observer(forTreesAt: 3))
      let builder = RenderTreeBuilder(precision: 3)
      for index in handed {
        let frame = evaluator.frame(index: index)
        observe(frame, builder.build(frame))
      }
      let samples = collector.samples
      XCTAssertEqual(samples.times, own.times, "\(handed)")
      XCTAssertEqual(samples.visible, own.visible, "\(handed)")
      XCTAssertEqual(samples.everDraws, own.everDraws, "\(handed)")
      XCTAssertEqual(samples.everOnCanvas, own.everOnCanvas, "\(handed)")
    }
    XCTAssertEqual(own.visible["late"], [false, false, false, false, false, true, true, true, true, true, true])
    XCTAssertEqual(own.everOnCanvas, ["late", "arriving"])
    XCTAssertEqual(own.everDraws, ["late", "arriving", "stray"])
  }

  /// compile's workers hand over the trees of their own builders, each worked on apart
  /// and merged when the samples are asked for: the merge is the samples of one builder.
  func testTreesOfSeveralBuildersMergeIntoTheSamplesOfOne() throws {
    let (scene, evaluator, _) = try load()
    let own = FrameSampleCollector(scene: scene, evaluator: evaluator).samples
    for handedBy in [[0, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0], [2, 2, 0, 1, 1, 1, 0, 0, 2, 1, 0], [1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0]] {
      let collector = FrameSampleCollector(scene: scene, evaluator: evaluator, jobs: 2)
      let observe = try XCTUnwrap(collector.observer(forTreesAt: 3))
      let builders = (0..<3).map { _ in RenderTreeBuilder(precision: 3) }
      // Frame 7 is left for the collector to evaluate itself.
      for (index, builder) in handedBy.enumerated() where index != 7 {
        let frame = evaluator.frame(index: index)
        observe(frame, builders[builder].build(frame))
      }
      let samples = collector.samples
      XCTAssertEqual(samples.visible, own.visible, "\(handedBy)")
      XCTAssertEqual(samples.everDraws, own.everDraws, "\(handedBy)")
      XCTAssertEqual(samples.everOnCanvas, own.everOnCanvas, "\(handedBy)")
      XCTAssertEqual(samples.isVisible("late", during: 0...0.3), false)
      XCTAssertEqual(samples.isVisible("late", during: 0.45...0.55), true)
      // Asked again: the same merge, not another.
      XCTAssertEqual(collector.samples.visible, samples.visible)
    }
  }

  /// compile starts lint's findings once every sample has been handed over and visited:
  /// `whenComplete` calls back exactly once, after the last sample's visit (not before,
  /// not for frames that are no samples, not again), and at once when registered after.
  func testCompletionComesOnceAfterTheLastSampleIsVisited() throws {
    let (scene, evaluator, _) = try load()
    final class Calls: @unchecked Sendable {
      let lock = NSLock()
      var count = 0
      func add() { lock.withLock { count += 1 } }
      var value: Int { lock.withLock { count } }
    }
    for order in [Array(0...10), Array((0...10).reversed()), [5, 5, 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 10]] {
      let collector = FrameSampleCollector(scene: scene, evaluator: evaluator, jobs: 2)
      let calls = Calls()
      collector.whenComplete { calls.add() }
      let observe = try XCTUnwrap(collector.observer(forTreesAt: 3))
      let builder = RenderTreeBuilder(precision: 3)
      var seen = Set<Int>()
      for index in order {
        XCTAssertEqual(calls.value, seen.count == 11 ? 1 : 0, "\(order): before frame \(index), \(seen.count) of 11 seen")
        let frame = evaluator.frame(index: index)
        observe(frame, builder.build(frame))
        seen.insert(index)
      }
      XCTAssertEqual(calls.value, 1, "\(order)")
      // Registered after completion: called at once.
      let late = Calls()
      collector.whenComplete { late.add() }
      XCTAssertEqual(late.value, 1)
      XCTAssertEqual(collector.samples.visible, FrameSampleCollector(scene: scene, evaluator: evaluator).samples.visible)
    }
    // Two builders on two threads, the frames split between them: one call.
    let collector = FrameSampleCollector(scene: scene, evaluator: evaluator, jobs: 2)
    let calls = Calls()
    collector.whenComplete { calls.add() }
    let observe = try XCTUnwrap(collector.observer(forTreesAt: 3))
    DispatchQueue.concurrentPerform(iterations: 2) { half in
      let builder = RenderTreeBuilder(precision: 3)
      for index in stride(from: half, through: 10, by: 2) {
        let frame = evaluator.frame(index: index)
        observe(frame, builder.build(frame))
      }
    }
    XCTAssertEqual(calls.value, 1)
    // Frames missing: never called, also not when the samples evaluate them.
    let partial = FrameSampleCollector(scene: scene, evaluator: evaluator)
    let never = Calls()
    partial.whenComplete { never.add() }
    let handOver = try XCTUnwrap(partial.observer(forTreesAt: 3))
    let builder = RenderTreeBuilder(precision: 3)
    for index in 0...9 {
      let frame = evaluator.frame(index: index)
      handOver(frame, builder.build(frame))
    }
    XCTAssertEqual(partial.samples.times.count, 11)
    XCTAssertEqual(never.value, 0)
  }

  /// Trees written at another precision decide "prints as 0" differently: not taken.
  func testTreesAtAnotherPrecisionAreNotTaken() throws {
    let (scene, evaluator, _) = try load()
    let collector = FrameSampleCollector(scene: scene, evaluator: evaluator)
    XCTAssertNil(collector.observer(forTreesAt: 2))
    XCTAssertNotNil(collector.observer(forTreesAt: FrameSamples.precision))
  }

  /// The findings compile prints from handed frames are `scenec lint`'s.
  func testFindingsFromHandedFramesAreLintsFindings() throws {
    let (scene, evaluator, bytes) = try load()
    let collector = FrameSampleCollector(scene: scene, evaluator: evaluator)
    let observe = try XCTUnwrap(collector.observer(forTreesAt: 3))
    let builder = RenderTreeBuilder(precision: 3)
    for index in [2, 4, 6] {
      let frame = evaluator.frame(index: index)
      observe(frame, builder.build(frame))
    }
    let (_, document) = SceneLoader.decodeKeepingDocument(bytes: bytes, file: "s.yaml")
    let handed = FileLinter.findings(
      scene: scene, evaluator: evaluator, document: document, bytes: bytes, file: "s.yaml",
      configuration: .default, samples: collector)
    let own = lintText(text, file: "s.yaml")
    XCTAssertEqual(handed, own)
    XCTAssertEqual(
      handed.filter { ["animation-never-visible", "off-canvas-layer"].contains($0.id) }.map(\.message),
      [
        "layer 'late' is hidden or fully transparent whenever the 'position.x' animation runs (0 s to 0.3 s)",
        "layer 'stray' lies entirely outside the 100×100 canvas in every frame",
      ])
  }
}
