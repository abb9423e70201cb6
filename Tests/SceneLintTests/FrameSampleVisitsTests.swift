import Foundation
import SceneDecoder
import SceneModel
import SceneRender
import SceneTestSupport
import SceneTiming
import XCTest

@testable import SceneLint

/// A subtree the render tree builder hands out again under the same transform is replayed,
/// not visited (FrameSampleVisits); the samples must be exactly those of visiting every
/// node of every tree.
final class FrameSampleVisitsTests: XCTestCase {
  /// Samples every frame of the scene twice: trees from one builder with the visits kept
  /// from sample to sample and the boxes of settled layers skipped, and trees from a new
  /// builder each with nothing kept and every box measured. Returns how many nodes the
  /// first replayed.
  func sampleBothWays(_ text: String, name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Int {
    let scene = try XCTUnwrap(SceneLoader.decode(bytes: Array(text.utf8), file: name).scene, name)
    let evaluator = SceneEvaluator(scene: scene)
    let times = (0..<evaluator.frameCount).map { Double($0) / scene.fps }
    var kept = FrameSamples(times: times)
    var visited = FrameSamples(times: times, skipsSettledBoxes: false)
    let builder = RenderTreeBuilder(precision: FrameSamples.precision)
    var visits = FrameSampleVisits()
    let (boxes, otherBoxes) = (PathBoxes(), PathBoxes())
    for index in 0..<evaluator.frameCount {
      let frame = evaluator.frame(index: index)
      kept.add(sample: index, frame: frame, tree: builder.build(frame), canvas: scene.size, boxes: boxes, visits: &visits)
      var nothingKept = FrameSampleVisits()
      visited.add(
        sample: index, frame: frame, tree: RenderTreeBuilder(precision: FrameSamples.precision).build(frame),
        canvas: scene.size, boxes: otherBoxes, visits: &nothingKept)
      XCTAssertEqual(nothingKept.replayedCount, 0, file: file, line: line)
    }
    XCTAssertEqual(kept.visible, visited.visible, name, file: file, line: line)
    XCTAssertEqual(kept.everDraws, visited.everDraws, name, file: file, line: line)
    XCTAssertEqual(kept.everOnCanvas, visited.everOnCanvas, name, file: file, line: line)
    return visits.replayedCount
  }

  /// Every frame of the scene sampled with one builder and the visits kept.
  func samplesOfEveryFrame(_ text: String) throws -> FrameSamples {
    let scene = try XCTUnwrap(SceneLoader.decode(bytes: Array(text.utf8), file: "s.yaml").scene)
    let evaluator = SceneEvaluator(scene: scene)
    var samples = FrameSamples(times: (0..<evaluator.frameCount).map { Double($0) / scene.fps })
    let builder = RenderTreeBuilder(precision: 3)
    var visits = FrameSampleVisits()
    for index in 0..<evaluator.frameCount {
      let frame = evaluator.frame(index: index)
      samples.add(sample: index, frame: frame, tree: builder.build(frame), canvas: scene.size, boxes: PathBoxes(), visits: &visits)
    }
    return samples
  }

  /// Samples whose layer trees differ (ids moved, one added): the ids remembered from the
  /// last walk and the slots remembered by tree position must not be taken for another id.
  func testSamplesWithMovedLayersKeepEachLayersRow() throws {
    func frame(_ layers: String) throws -> (Frame, RenderFrame) {
      let text = "version: 1\nscene: { name: s, size: [100, 100], duration: 1 }\nlayers:\n" + layers
      let scene = try XCTUnwrap(SceneLoader.decode(bytes: Array(text.utf8), file: "s.yaml").scene)
      let frame = SceneEvaluator(scene: scene).frame(index: 0)
      return (frame, RenderTreeBuilder(precision: FrameSamples.precision).build(frame))
    }
    let first = try frame(
      """
        - { id: x, bounds: [0, 0, 10, 10], backgroundColor: red }
        - { id: y, bounds: [0, 0, 10, 10], backgroundColor: red, hidden: true }

      """)
    let second = try frame(
      """
        - { id: y, bounds: [0, 0, 10, 10], backgroundColor: red }
        - { id: z, bounds: [0, 0, 10, 10], backgroundColor: red, hidden: true }
        - { id: x, bounds: [0, 0, 10, 10], backgroundColor: red, hidden: true }

      """)
    var samples = FrameSamples(times: [0, 1, 2])
    let boxes = PathBoxes()
    for (sample, (frame, tree)) in [first, second, first].enumerated() {
      var visits = FrameSampleVisits()
      samples.add(sample: sample, frame: frame, tree: tree, canvas: Size(100, 100), boxes: boxes, visits: &visits)
    }
    XCTAssertEqual(samples.visible, ["x": [true, false, true], "y": [false, true, false], "z": [false, false, false]])
    XCTAssertEqual(samples.everDraws, ["x", "y"])
    XCTAssertEqual(samples.everOnCanvas, ["x", "y"])
    XCTAssertTrue(samples.everDraws("x"))
    XCTAssertFalse(samples.everDraws("z"))
    XCTAssertFalse(samples.everOnCanvas("z"))
    XCTAssertEqual(samples.isVisible("z", during: 0...2), false)
    XCTAssertNil(samples.isVisible("w", during: 0...2))
  }

  /// A layer hidden until 0.5 s, one moving onto the canvas, one off it throughout: the
  /// still ones are replayed, and the flags and sets are those of full visits.
  func testReplayedVisitsGiveTheSamplesOfFullVisits() throws {
    let text = LintSampleScenes.hiddenArrivingStray(arrivingFrom: 150)
    let replayed = try sampleBothWays(text, name: "s.yaml")
    XCTAssertGreaterThan(replayed, 0)
    let samples = try samplesOfEveryFrame(text)
    XCTAssertEqual(samples.visible["late"], [false, false, false, false, false, true, true, true, true, true, true])
    XCTAssertEqual(samples.visible["stray"], Array(repeating: true, count: 11), "replayed, still marked")
    XCTAssertEqual(samples.everOnCanvas, ["late", "arriving"])
    XCTAssertEqual(samples.everDraws, ["late", "arriving", "stray"])
  }

  /// The same subtree under another transform (its parent moved) is visited again.
  func testAMovedParentMeansAnotherVisit() throws {
    let text = """
      version: 1
      scene: { name: s, size: [100, 100], fps: 10, duration: 0.5 }
      layers:
        - id: mover
          bounds: [0, 0, 10, 10]
          position: [50, 50]
          sublayers:
            - { id: child, bounds: [0, 0, 4, 4], position: [2, 2], backgroundColor: red }
          animations:
            - { keyPath: position.x, fromValue: 50, toValue: 250, duration: 0.5 }
      """
    XCTAssertEqual(try sampleBothWays(text, name: "s.yaml"), 0, "the child moves with its parent: no replay")
  }

  /// A layer hidden for a while and shown again: the builder hands out its remembered node,
  /// and the visit made before it was hidden is replayed (entries stay at their position
  /// until another node's visit replaces them), with the samples of full visits.
  func testANodeShownAgainAfterSomeSamplesIsReplayed() throws {
    let text = """
      version: 1
      scene: { name: s, size: [100, 100], fps: 10, duration: 1 }
      layers:
        - id: blinker
          bounds: [0, 0, 20, 20]
          position: [50, 50]
          sublayers:
            - { id: dot, bounds: [0, 0, 4, 4], position: [2, 2], backgroundColor: red }
          animations:
            - { type: set, beginTime: 0.3, values: { hidden: true } }
            - { type: set, beginTime: 0.6, values: { hidden: false } }
        - id: mover
          bounds: [0, 0, 10, 10]
          backgroundColor: blue
          animations:
            - { keyPath: position.x, fromValue: 0, toValue: 90, duration: 1 }
      """
    let replayed = try sampleBothWays(text, name: "s.yaml")
    // blinker is shown in samples 0–2 and 6–10 and replayed in each but the first, 6
    // included (keeping only the last sample's visits, 6 was visited again: 6 replays).
    XCTAssertEqual(replayed, 7)
  }

  /// A sublayer that is settled (draws, on the canvas) from the first sample, inside a
  /// parent whose clip hides it until the parent grows: the parent still needs the
  /// sublayer's box to find that it draws, so the sublayer is measured while the parent is
  /// not settled, and skipped after.
  func testASettledSublayerStillGivesItsBoxToAParentThatIsNotSettled() throws {
    let text = """
      version: 1
      scene: { name: s, size: [100, 100], fps: 10, duration: 1 }
      layers:
        - id: window
          bounds: [0, 0, 20, 20]
          position: [50, 50]
          masksToBounds: true
          sublayers:
            - { id: dot, bounds: [0, 0, 10, 10], position: [40, 10], backgroundColor: red }
          animations:
            - { keyPath: bounds.size.width, fromValue: 20, toValue: 80, duration: 1 }
        - id: still
          bounds: [0, 0, 10, 10]
          position: [10, 10]
          sublayers:
            - { id: stillDot, bounds: [0, 0, 4, 4], backgroundColor: blue }
      """
    _ = try sampleBothWays(text, name: "s.yaml")
    let samples = try samplesOfEveryFrame(text)
    // The clip reaches the dot (35…45 in the window's units) once the width passes 35.
    XCTAssertEqual(samples.everDraws, ["window", "dot", "still", "stillDot"])
    XCTAssertEqual(samples.everOnCanvas, ["window", "dot", "still", "stillDot"])
    XCTAssertEqual(samples.visible["stillDot"], Array(repeating: true, count: 11))
  }

  func testReferenceScenesSampleTheSameWithReplays() throws {
    let files = try referenceSceneFiles()
    XCTAssertEqual(files.count, 5)
    for file in files {
      let name = file.lastPathComponent
      let text = try String(contentsOf: file, encoding: .utf8)
      let replayed = try sampleBothWays(text, name: name)
      XCTAssertGreaterThan(replayed, 0, name)
      print("\(name): \(replayed) visits replayed")
    }
  }
}
