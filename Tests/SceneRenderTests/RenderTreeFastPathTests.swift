import Foundation
import SceneGeometry
import SceneModel
import SceneTestSupport
import SceneTiming
import XCTest

@testable import SceneRender

/// The render tree's shortcuts against the slow way, exact: ids claimed without look-ups in
/// trees that cannot clash, the comparison of replicator copies that share their
/// sublayers, memo entries found by node serial, a cut stroke reused by the next copy.
final class RenderTreeFastPathTests: XCTestCase {


  func ids(_ tree: RenderFrame) -> [String] { tree.layers.flatMap { RenderLayer.claimedIDs(of: $0) } }

  /// Builds the frames with a reusing builder that claims ids without look-ups where the
  /// tree cannot clash and with one that always claims through its sets; the trees must be
  /// the same. Returns whether the fast way was taken.
  @discardableResult
  func buildBothWays(_ frames: [Frame], file: StaticString = #filePath, line: UInt = #line) -> Bool {
    let fast = RenderTreeBuilder(precision: 3)
    let checked = RenderTreeBuilder(precision: 3)
    checked.ids.checksClaims = true
    for (i, frame) in frames.enumerated() {
      let (a, b) = (fast.build(frame), checked.build(frame))
      XCTAssertEqual(treeText(a), treeText(b), "frame \(i)", file: file, line: line)
      XCTAssertEqual(ids(a), ids(b), "frame \(i)", file: file, line: line)
      XCTAssertFalse(checked.ids.clashFree, file: file, line: line)
    }
    XCTAssertEqual(fast.reusedCount, checked.reusedCount, "the same nodes reused", file: file, line: line)
    return fast.ids.clashFree
  }

  /// A layer of every kind of definition: shadow, clip (and the rounded bounds' mask), a
  /// luminanceInverted mask with its filter, a gradient, a conic gradient's clip, an image
  /// drawn as a silhouette inside a mask.
  func everyDefinition(x: Double) -> [FrameLayer] {
    let image = testLayer("picture", .image) { $0.contents = "data:image/png;base64,AAAA" }
    return [
      testLayer("shadowed") {
        $0.backgroundColor = .black
        $0.shadowOpacity = 1
        $0.masksToBounds = true
        $0.cornerRadius = 2
      },
      testLayer(
        "masked", sublayers: [testLayer("content") { $0.backgroundColor = .black }],
        mask: testLayer("shape") { $0.backgroundColor = .white; $0.position = Point(x, 5) }
      ) { $0.maskMode = .luminanceInverted },
      testLayer("axial", .gradient) { $0.colors = [.black, .white] },
      testLayer("conic", .gradient) {
        $0.colors = [.black, .white]
        $0.gradientType = .conic
      },
      testLayer("silhouette", sublayers: [testLayer("inside") { $0.backgroundColor = .black }], mask: image),
    ]
  }

  func testTreesThatCannotClashClaimTheIdsTheCheckedWayClaims() {
    let frames = [5.0, 5, 6, 6].enumerated().map { i, x in testFrame(everyDefinition(x: x), index: i) }
    XCTAssertTrue(buildBothWays(frames), "no layer id starts like a definition's")
    let tree = RenderTreeBuilder(precision: 3).build(frames[0])
    XCTAssertEqual(
      ids(tree),
      [
        "shadowed", "shadow-shadowed", "clip-shadowed", "masked", "mask-masked", "invert-mask-masked", "shape",
        "content", "axial", "gradient-axial", "conic", "gradient-clip-conic", "silhouette", "mask-silhouette",
        "picture", "image-alpha-picture", "inside",
      ])
  }

  /// Layers named like a definition or like another layer: the checked way, the same ids.
  func testTreesThatMightClashAreClaimedTheCheckedWay() {
    // `gradient-clip-x` is both x's conic clip and the gradient of the layer `clip-x`.
    let gradients = (0..<3).map { i in
      testFrame(
        [
          testLayer("x", .gradient) {
            $0.colors = [.black, .white]
            $0.gradientType = .conic
          },
          testLayer("clip-x", .gradient) { $0.colors = [.black, .white] },
        ], index: i)
    }
    XCTAssertFalse(buildBothWays(gradients))
    XCTAssertEqual(ids(RenderTreeBuilder(precision: 3).build(gradients[0])), ["x", "gradient-clip-x", "clip-x", "gradient-clip-x-2"])
    let twins = (0..<3).map { i in testFrame([testLayer("t") { $0.backgroundColor = .black }, testLayer("t")], index: i) }
    XCTAssertFalse(buildBothWays(twins))
    // A layer named like a replicator copy of another.
    let dot = testLayer("dot") { $0.backgroundColor = .black }
    let copies = testFrame([
      testLayer("dot-i1"),
      testLayer(
        "r", .replicator, sublayers: [dot],
        instances: [
          ReplicatorInstance(index: 0, transform: .identity, color: .white, sublayers: [dot]),
          ReplicatorInstance(index: 1, transform: .translation(20, 0), color: .white, sublayers: [dot]),
        ]),
    ])
    XCTAssertFalse(buildBothWays([copies, copies]))
    XCTAssertEqual(ids(RenderTreeBuilder(precision: 3).build(copies)), ["dot-i1", "r", "dot", "dot-i1-2"])
  }

  /// A replicator's sublayers are built only as its copies, so copy 0 sharing their id
  /// does not keep a tree from the fast way.
  func testReplicatorsDoNotKeepATreeFromTheFastWay() {
    let dot = testLayer("dot") { $0.backgroundColor = .black }
    let replicator = testLayer(
      "r", .replicator, sublayers: [dot],
      instances: [
        ReplicatorInstance(index: 0, transform: .identity, color: .white, sublayers: [dot]),
        ReplicatorInstance(index: 1, transform: .translation(20, 0), color: .white, sublayers: [dot]),
      ])
    XCTAssertTrue(buildBothWays([testFrame([replicator]), testFrame([replicator])]))
  }

  func testReferenceScenesClaimTheSameIdsBothWays() throws {
    for (name, scene) in try referenceScenes() {
      let evaluator = SceneEvaluator(scene: scene)
      let frames = (0..<evaluator.frameCount).filter { $0 % 4 == 0 }.map { evaluator.frame(index: $0) }
      XCTAssertTrue(buildBothWays(frames), "\(name) takes the fast way")
    }
  }

  // MARK: - Comparing replicator copies

  func replicator(_ instances: [[FrameLayer]], template: [FrameLayer]) -> FrameLayer {
    testLayer(
      "r", .replicator, sublayers: template,
      instances: instances.enumerated().map { i, sublayers in
        ReplicatorInstance(index: i, transform: .translation(Double(10 * i), 0), color: .white, sublayers: sublayers)
      })
  }

  func line(_ end: Double) -> FrameLayer {
    testLayer("line", .shape) {
      $0.path = BezierPath([.move(Point(0, 0)), .line(Point(30, 0))])
      $0.strokeColor = .black
      $0.strokeEnd = end
    }
  }

  func testCopiesSharingTheirSublayersCompareAsTheirValues() {
    let shared = [line(0.5)]
    let old = replicator([shared, shared, shared], template: shared)
    // Equal values in other storage, shared again.
    let again = [line(0.5)]
    XCTAssertTrue(RenderTreeBuilder.unchanged(old, replicator([again, again, again], template: again)))
    // The last copy's list is its own and differs: not equal.
    XCTAssertFalse(RenderTreeBuilder.unchanged(old, replicator([again, again, [line(0.6)]], template: again)))
    XCTAssertEqual(old == replicator([again, again, [line(0.6)]], template: again), false)
    // Its own list, equal in value: equal.
    XCTAssertTrue(RenderTreeBuilder.unchanged(old, replicator([again, again, [line(0.5)]], template: again)))
    // The old copies did not share: each compared.
    let unshared = replicator([[line(0.5)], [line(0.5)], [line(0.7)]], template: [line(0.5)])
    XCTAssertFalse(RenderTreeBuilder.unchanged(unshared, replicator([again, again, again], template: again)))
  }

  /// Copies cut the same stroke in turn (the last cut reused) and at other trims.
  func testCopiesCutTheirOwnStrokes() {
    let builder = RenderTreeBuilder(precision: 3)
    let first = [line(0.5)]
    let tree = builder.build(testFrame([replicator([first, first, [line(0.25)], first], template: first)]))
    let ends: [PathElement?] = tree.layers[0].children.flatMap { child -> [PathElement?] in
      guard case .copy(let copy) = child else { return [] }
      return copy.layers.map { layer in
        guard case .shape(let paths) = layer.content else { return nil }
        return paths.last?.path.elements.last
      }
    }
    XCTAssertEqual(ends, [.line(Point(15, 0)), .line(Point(15, 0)), .line(Point(7.5, 0)), .line(Point(15, 0))])
  }

  // MARK: - Memo entries by serial

  func node(at position: Int, id: String = "n") -> RenderLayer {
    RenderLayer(
      id: id, layerID: id, kind: .layer, transform: .identity, opacity: 1, shadow: nil, clip: nil, mask: nil,
      gradientDefinition: nil, background: nil, content: .none, children: [], border: nil, hasBody: false,
      position: position)
  }

  func testAMemoFindsOnlyTheNodeOfTheLastTree() {
    var memo = RenderPassMemo<Int>()
    let (a, b) = (node(at: 0), node(at: 1))
    XCTAssertNotEqual(a.serial, b.serial)
    // Tree 1: a (holding b).
    let e = memo.open(a, note: 7, start: 0)
    memo.close(memo.open(b, note: 8, start: 2), end: 5)
    memo.close(e, end: 6)
    memo.finish()
    XCTAssertEqual(memo.last(a).map { [$0.note, $0.start, $0.end] }, [7, 0, 6])
    XCTAssertEqual(memo.last(b).map { [$0.note, $0.start, $0.end] }, [8, 2, 5])
    // Another node at a's position is not a.
    let other = node(at: 0)
    XCTAssertNil(memo.last(other))
    // Tree 2: `a` carried 10 later, with b inside; `other` not met.
    memo.carry(a, shift: 10)
    memo.finish()
    XCTAssertEqual(memo.last(b).map { [$0.start, $0.end] }, [12, 15])
    // Tree 3: only `other` at position 0.
    memo.close(memo.open(other, note: 1, start: 0), end: 3)
    memo.finish()
    // Tree 4 asks for a and b, met two trees ago: their stale index finds nothing.
    XCTAssertNil(memo.last(a))
    XCTAssertNil(memo.last(b))
    XCTAssertEqual(memo.last(other)?.end, 3)
    // A node made without a position is never kept.
    XCTAssertEqual(memo.open(node(at: -1), note: 0, start: 0), -1)
  }
}
