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

  /// compile starts lint's findings before the frames and marks the hand-over: `samples`
  /// then waits until every sample is handed over and visited (and returns them without
  /// evaluating any itself), or until the hand-over ends, when it evaluates what is missing.
  func testSamplesWaitForTheFramesWhileTheyAreHandedOver() throws {
    let (scene, evaluator, _) = try load()
    let own = FrameSampleCollector(scene: scene, evaluator: evaluator).samples
    final class Answer: @unchecked Sendable {
      let lock = NSLock()
      var samples: FrameSamples?
      func set(_ value: FrameSamples) { lock.withLock { samples = value } }
      var value: FrameSamples? { lock.withLock { samples } }
    }
    // Every frame handed over, in three orders: the answer comes after the last one.
    for order in [Array(0...10), Array((0...10).reversed()), [5, 5, 0, 1, 2, 3, 4, 6, 7, 8, 9, 10, 10]] {
      let collector = FrameSampleCollector(scene: scene, evaluator: evaluator, jobs: 2)
      collector.beginHandOver()
      let answer = Answer()
      let asked = Thread { answer.set(collector.samples) }
      asked.start()
      let observe = try XCTUnwrap(collector.observer(forTreesAt: 3))
      let builder = RenderTreeBuilder(precision: 3)
      var seen = Set<Int>()
      for index in order {
        // While a sample is missing there must be no answer; a wrong one would come while
        // the thread is not waiting: give it time. (Once all 11 are seen, the answer may
        // come before a repeated frame is handed over again.)
        if seen.count < 11 {
          Thread.sleep(forTimeInterval: 0.002)
          XCTAssertNil(answer.value, "\(order): answered before frame \(index), \(seen.count) of 11 seen")
        }
        let frame = evaluator.frame(index: index)
        observe(frame, builder.build(frame))
        seen.insert(index)
      }
      let deadline = Date().addingTimeInterval(10)
      while answer.value == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
      let samples = try XCTUnwrap(answer.value, "\(order): no answer after the last frame")
      XCTAssertEqual(samples.visible, own.visible, "\(order)")
      XCTAssertEqual(samples.everOnCanvas, own.everOnCanvas, "\(order)")
      collector.endHandOver()
    }
    // Frames missing when the hand-over ends: the waiting thread evaluates them.
    let partial = FrameSampleCollector(scene: scene, evaluator: evaluator, jobs: 2)
    partial.beginHandOver()
    let answer = Answer()
    let asked = Thread { answer.set(partial.samples) }
    asked.start()
    let handOver = try XCTUnwrap(partial.observer(forTreesAt: 3))
    let builder = RenderTreeBuilder(precision: 3)
    for index in 0...9 {
      let frame = evaluator.frame(index: index)
      handOver(frame, builder.build(frame))
    }
    Thread.sleep(forTimeInterval: 0.02)
    XCTAssertNil(answer.value, "answered with frame 10 missing while the hand-over went on")
    partial.endHandOver()
    let deadline = Date().addingTimeInterval(10)
    while answer.value == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.001) }
    let samples = try XCTUnwrap(answer.value, "no answer after the hand-over ended")
    XCTAssertEqual(samples.visible, own.visible)
    XCTAssertEqual(samples.everDraws, own.everDraws)
  }

  /// Rules that read frames run after the others, but the findings come in the order of the
  /// rule list given, whatever it is (here the registry's, and the registry's reversed).
  func testRulesThatReadFramesRunLastAndFindingsKeepTheRulesOrder() throws {
    XCTAssertEqual(
      RuleRegistry.rules.filter { $0.readsFrames }.map { $0.description.id },
      ["animation-never-visible", "off-canvas-layer"])
    // Findings of rules on both sides of the two that read frames.
    let bytes = Array(
      (text
        + """
          - id: spinner
            bounds: [0, 0, 10, 10]
            position: [50, 50]
            backgroundColor: blue
            animations:
              - { keyPath: transform.rotation.z, toValue: 180, duration: 1 }
              - { keyPath: opacity, toValue: 0, duration: 0.5, fillMode: forwards }
              - { keyPath: position.y, toValue: 60, duration: 300 }

        """).utf8)
    let (decoded, document) = SceneLoader.decodeKeepingDocument(bytes: bytes, file: "s.yaml")
    let scene = try XCTUnwrap(decoded.scene)
    let evaluator = SceneEvaluator(scene: scene)
    func findings(_ rules: [any LintRule.Type]) -> [String] {
      // Unsorted: the order the rules gave them in.
      FileLinter.ruleFindings(
        scene: scene, evaluator: evaluator, document: document, file: "s.yaml", configuration: .default,
        rules: rules
      ).map(\.id)
    }
    /// The rule ids in the order their findings come, each once.
    func groups(_ ids: [String]) -> [String] {
      ids.reduce(into: []) { groups, id in if groups.last != id { groups.append(id) } }
    }
    let ids = findings(RuleRegistry.rules)
    let order = RuleRegistry.ids
    XCTAssertEqual(groups(ids), groups(ids).sorted { order.firstIndex(of: $0)! < order.firstIndex(of: $1)! })
    XCTAssertEqual(
      groups(ids),
      [
        "angle-looks-like-degrees", "animation-never-visible", "fill-forwards-removed", "off-canvas-layer",
        "time-looks-like-milliseconds",
      ])
    XCTAssertEqual(groups(findings(RuleRegistry.rules.reversed())), groups(ids).reversed())
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
