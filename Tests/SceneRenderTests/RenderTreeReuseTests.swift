import Foundation
import SceneDecoder
import SceneGeometry
import SceneModel
import SceneTestSupport
import SceneTiming
import XCTest

@testable import SceneRender

/// A builder hands out the node it built at a tree position in an earlier frame when the
/// layer there is unchanged (RenderTreeBuilder, "Reuse"); every tree must be the one a new
/// builder makes of the same frame, ids included.
final class RenderTreeReuseTests: XCTestCase {
  func node(
    _ id: String, _ kind: LayerKind = .layer, sublayers: [FrameLayer] = [], mask: FrameLayer? = nil,
    instances: [ReplicatorInstance] = [], _ configure: (inout LayerProperties) -> Void = { _ in }
  ) -> FrameLayer {
    testLayer(id, kind, sublayers: sublayers, mask: mask, instances: instances) { p in
      p.backgroundColor = .black
      configure(&p)
    }
  }



  /// The tree a new builder makes of `frame`, checking on the way that the ids its build
  /// claimed are the ones `forEachClaimedID` lists (what reuse relies on).
  func fresh(_ frame: Frame, precision: Int = 3, file: StaticString = #filePath, line: UInt = #line) -> RenderFrame {
    let builder = RenderTreeBuilder(precision: precision, reusesNodes: false)
    builder.ids.claimLog = []
    let tree = builder.build(frame)
    XCTAssertEqual(
      tree.layers.flatMap { RenderLayer.claimedIDs(of: $0) }, builder.ids.claimLog, "claimed ids", file: file,
      line: line)
    return tree
  }

  /// Builds the frames in turn with one builder; each tree must equal a new builder's.
  /// Returns the trees and the builder.
  @discardableResult
  func buildInTurn(
    _ frames: [Frame], precision: Int = 3, file: StaticString = #filePath, line: UInt = #line
  ) -> ([RenderFrame], RenderTreeBuilder) {
    let builder = RenderTreeBuilder(precision: precision)
    var trees: [RenderFrame] = []
    for (i, frame) in frames.enumerated() {
      let tree = builder.build(frame)
      XCTAssertEqual(treeText(tree), treeText(fresh(frame, precision: precision)), "frame \(i)", file: file, line: line)
      trees.append(tree)
    }
    return (trees, builder)
  }

  func ids(_ tree: RenderFrame) -> [String] {
    tree.layers.flatMap { RenderLayer.claimedIDs(of: $0) }
  }

  func testAnUnchangedLayerIsTheSameNodeInTheNextFrame() {
    let still = node("still", sublayers: [node("inner")])
    let frames = [0.1, 0.5].map { x in testFrame([still, node("moving") { $0.position = Point(x * 100, 5) }]) }
    let (trees, builder) = buildInTurn(frames)
    XCTAssertTrue(trees[0].layers[0] === trees[1].layers[0])
    XCTAssertFalse(trees[0].layers[1] === trees[1].layers[1])
    XCTAssertEqual(builder.reusedCount, 1, "the still layer, once, with its sublayer")
    // A layer equal in value (not the same storage) is reused too.
    let copy = FrameLayer(id: "still", kind: .layer, properties: still.properties, sublayers: [node("inner")])
    let again = builder.build(testFrame([copy, frames[1].layers[1]]))
    XCTAssertTrue(again.layers[0] === trees[0].layers[0])
    XCTAssertTrue(again.layers[1] === trees[1].layers[1])
    XCTAssertEqual(builder.reusedCount, 3)
  }

  func testALayerTurningInvisibleAndBackGetsItsNodeBack() {
    let layers: [(Bool, Double)] = [(false, 1), (true, 1), (false, 0.0001), (false, 1), (false, 1)]
    let frames = layers.map { hidden, opacity in
      testFrame([
        node("a", sublayers: [node("b") { $0.masksToBounds = true }]) {
          $0.hidden = hidden
          $0.opacity = opacity
        },
        node("c") { $0.shadowOpacity = 1 },
      ])
    }
    let (trees, builder) = buildInTurn(frames)
    XCTAssertEqual(trees.map { $0.layers.map(\.id) }, [["a", "c"], ["c"], ["c"], ["a", "c"], ["a", "c"]])
    XCTAssertTrue(trees[3].layers[0] === trees[0].layers[0], "a's node from frame 0")
    XCTAssertTrue(trees[4].layers[0] === trees[0].layers[0])
    XCTAssertEqual(builder.reusedCount, 4 + 2, "c in frames 1–4, a in frames 3 and 4")
    XCTAssertEqual(ids(trees[4]), ["a", "b", "clip-b", "c", "shadow-c"])
  }

  /// A layer literally named like a replicator copy's id (`a-i1`) takes that id while it
  /// is shown before the copy; the copy then gets a clash suffix, and its node from a frame
  /// where it had the id cleanly must not be reused.
  func testAnIdTakenInThisFrameIsNotReused() {
    func scene(literalShown: Bool) -> Frame {
      let a = node("a") { $0.masksToBounds = true }
      let replicator = node(
        "r", .replicator, sublayers: [a],
        instances: [
          ReplicatorInstance(index: 0, transform: .identity, color: .white, sublayers: [a]),
          ReplicatorInstance(index: 1, transform: .translation(20, 0), color: .white, sublayers: [a]),
        ])
      return testFrame([node("a-i1") { $0.hidden = !literalShown }, replicator])
    }
    let frames = [false, true, false, true, true].map { scene(literalShown: $0) }
    let (trees, _) = buildInTurn(frames)
    XCTAssertEqual(ids(trees[0]), ["r", "a", "clip-a", "a-i1", "clip-a-i1"])
    XCTAssertEqual(ids(trees[1]), ["a-i1", "r", "a", "clip-a", "a-i1-2", "clip-a-i1-2"])
    XCTAssertEqual(ids(trees[4]), ids(trees[1]))
  }

  /// A layer named like a definition (`clip-x`) pushes the definition to `clip-x-2`: a
  /// build with a clash suffix is not remembered, every frame builds it anew (with the same
  /// ids).
  func testABuildWithAClashSuffixIsNotReused() {
    let frames = (0..<3).map { _ in testFrame([node("x") { $0.masksToBounds = true }, node("clip-x")]) }
    let (trees, builder) = buildInTurn(frames)
    XCTAssertEqual(ids(trees[2]), ["x", "clip-x-2", "clip-x"])
    XCTAssertFalse(trees[1].layers[0] === trees[0].layers[0])
    XCTAssertTrue(trees[1].layers[1] === trees[0].layers[1])
    XCTAssertEqual(builder.reusedCount, 2)
    // Two layers with one id: the second gets `-2` (not reused), the first is reused.
    let twins = (0..<3).map { _ in testFrame([node("t"), node("t")]) }
    let (twinTrees, twinBuilder) = buildInTurn(twins)
    XCTAssertEqual(twinTrees[2].layers.map(\.id), ["t", "t-2"])
    XCTAssertEqual(twinBuilder.reusedCount, 2)
  }

  func testReplicatorCopiesAreReusedUntilTheirColorOrContentChanges() {
    func scene(red: Double, dotX: Double) -> Frame {
      let dot = node("dot") { $0.position = Point(dotX, 5) }
      return testFrame([
        node(
          "r", .replicator, sublayers: [dot],
          instances: [
            ReplicatorInstance(index: 0, transform: .identity, color: .white, sublayers: [dot]),
            ReplicatorInstance(
              index: 1, transform: .translation(10, 0), color: Color(red: red, green: 1, blue: 1, alpha: 1),
              sublayers: [dot]),
          ])
      ])
    }
    let frames = [scene(red: 1, dotX: 5), scene(red: 1, dotX: 5), scene(red: 0.5, dotX: 5), scene(red: 0.5, dotX: 6)]
    let (trees, builder) = buildInTurn(frames)
    XCTAssertTrue(trees[1].layers[0] === trees[0].layers[0])
    XCTAssertEqual(builder.reusedCount, 2, "the replicator in frame 1, the first copy's dot in frame 2")
    XCTAssertEqual(ids(trees[3]), ["r", "dot", "dot-i1"])
  }

  func testMasksAndTheirLayersAreReusedApart() {
    func scene(maskX: Double, contentColor: Color) -> Frame {
      testFrame([
        node(
          "m", sublayers: [node("content") { $0.backgroundColor = contentColor }],
          mask: node("shape") { $0.position = Point(maskX, 5) })
      ])
    }
    let frames = [
      scene(maskX: 5, contentColor: .black), scene(maskX: 6, contentColor: .black),
      scene(maskX: 6, contentColor: .white), scene(maskX: 6, contentColor: .white),
    ]
    let (trees, builder) = buildInTurn(frames)
    XCTAssertTrue(trees[1].layers[0].children.first?.layer === trees[0].layers[0].children.first?.layer)
    XCTAssertTrue(trees[2].layers[0].mask?.layer === trees[1].layers[0].mask?.layer)
    XCTAssertTrue(trees[3].layers[0] === trees[2].layers[0])
    XCTAssertEqual(builder.reusedCount, 3)
    XCTAssertEqual(ids(trees[3]), ["m", "mask-m", "shape", "content"])
  }

  /// Where the layer changed in the last frames, the comparison is skipped (RenderTreeBuilder,
  /// "Skipping comparisons"); once the layer stops changing, its node is reused again
  /// within `retryInterval` frames, and then every frame.
  func testReuseResumesWhenALayerStopsChanging() {
    let stopsAt = 6
    let count = stopsAt + 3 * RenderTreeBuilder.retryInterval
    let frames = (0..<count).map { i in
      testFrame([node("still"), node("moving") { $0.position = Point(Double(min(i, stopsAt)), 5) }], index: i)
    }
    let (trees, builder) = buildInTurn(frames)
    let moving = trees.map { $0.layers[1] }
    for i in 1...stopsAt { XCTAssertFalse(moving[i] === moving[i - 1], "frame \(i) moved") }
    // The first frame the node comes back in: no later than one interval after the stop.
    guard let resumed = (stopsAt + 1..<count).first(where: { moving[$0] === moving[$0 - 1] }) else {
      return XCTFail("the layer's node was never reused after it stopped")
    }
    XCTAssertLessThanOrEqual(resumed, stopsAt + RenderTreeBuilder.retryInterval)
    for i in resumed..<count { XCTAssertTrue(moving[i] === moving[resumed - 1], "frame \(i) reuses") }
    // "still" in frames 1..<count, "moving" from `resumed` on.
    XCTAssertEqual(builder.reusedCount, (count - 1) + (count - resumed))
    // Skipped: some frame between the stop and the resumption built the node afresh.
    XCTAssertGreaterThan(resumed, stopsAt + 1, "comparisons at the moving layer were skipped")
  }

  func testStaticTextIsLaidOutOnce() {
    let label = node("label", .text) {
      $0.string = "Hello"
      $0.fontSize = 12
      $0.foregroundColor = .black
      $0.bounds = Rect(0, 0, 80, 20)
    }
    let frames = (0..<3).map { i in testFrame([label, node("dot") { $0.opacity = 0.5 + Double(i) / 10 }]) }
    let (trees, builder) = buildInTurn(frames)
    XCTAssertTrue(trees[2].layers[0] === trees[0].layers[0])
    guard case .text = trees[2].layers[0].content else { return XCTFail("no text") }
    XCTAssertEqual(builder.reusedCount, 2)
  }

  /// Another layer tree (a layer added) means other positions: nothing is reused in that
  /// frame, and the frames after it reuse again.
  func testAStructureChangeForgetsEveryPosition() {
    let a = node("a")
    let b = node("b")
    let frames = [testFrame([a, b]), testFrame([a, node("new"), b]), testFrame([a, node("new"), b]), testFrame([b, a])]
    let (trees, builder) = buildInTurn(frames)
    XCTAssertFalse(trees[1].layers[0] === trees[0].layers[0])
    XCTAssertTrue(trees[2].layers[0] === trees[1].layers[0])
    XCTAssertFalse(trees[3].layers[1] === trees[2].layers[0], "a at another position")
    XCTAssertEqual(builder.reusedCount, 3)
  }

  /// A top-level layer that is the same storage as in the frame before is not walked again
  /// when the builder checks the layer tree (RenderIdentifiers.start); a change of structure
  /// after it, or in a sibling, is still seen.
  func testAStructureChangeBesideALayerOfTheSameStorageIsSeen() {
    let a = node("a", sublayers: [node("inner"), node("inner2")])
    let plain = node("m")
    let grown = node("m", sublayers: [node("extra")])
    let frames = [
      testFrame([a, plain]), testFrame([a, grown]), testFrame([a, grown]), testFrame([a]), testFrame([a, plain, node("z")]),
    ]
    let (trees, builder) = buildInTurn(frames)
    XCTAssertFalse(trees[1].layers[0] === trees[0].layers[0], "a new structure: positions forgotten")
    XCTAssertTrue(trees[2].layers[0] === trees[1].layers[0])
    XCTAssertTrue(trees[2].layers[1] === trees[1].layers[1])
    XCTAssertEqual(ids(trees[1]), ["a", "inner", "inner2", "m", "extra"])
    XCTAssertEqual(ids(trees[3]), ["a", "inner", "inner2"])
    XCTAssertEqual(ids(trees[4]), ["a", "inner", "inner2", "m", "z"])
    XCTAssertEqual(builder.reusedCount, 2)
  }

  /// zPosition reorders siblings; positions stay those of the list.
  func testSiblingsReorderedByZPositionKeepTheirNodes() {
    let frames = [0.0, 2, 2].map { z in testFrame([node("back") { $0.zPosition = z }, node("front") { $0.zPosition = 1 }]) }
    let (trees, builder) = buildInTurn(frames)
    XCTAssertEqual(trees[1].layers.map(\.id), ["front", "back"])
    XCTAssertTrue(trees[1].layers[0] === trees[0].layers[1])
    XCTAssertEqual(builder.reusedCount, 1 + 2)
  }

  /// Every frame of every reference scene: the reusing builder's tree is a new builder's.
  func testReferenceScenesBuildTheSameTreesWithReuse() throws {
    let scenes = try referenceScenes()
    XCTAssertEqual(scenes.count, 5)
    for (name, scene) in scenes {
      let evaluator = SceneEvaluator(scene: scene)
      let builder = RenderTreeBuilder(precision: 3)
      for index in 0..<evaluator.frameCount {
        let frame = evaluator.frame(index: index)
        let tree = builder.build(frame)
        // Every third frame compared in full (dump is slow), every one built in turn.
        if index % 3 == 0 || index == evaluator.frameCount - 1 {
          XCTAssertEqual(treeText(tree), treeText(fresh(frame)), "\(name) frame \(index)")
        }
      }
      XCTAssertGreaterThan(builder.reusedCount, evaluator.frameCount / 2, name)
      print("\(name): \(builder.reusedCount) nodes reused in \(evaluator.frameCount) frames")
    }
  }
}

extension RenderChild {
  fileprivate var layer: RenderLayer? {
    if case .layer(let layer) = self { return layer }
    return nil
  }
}
