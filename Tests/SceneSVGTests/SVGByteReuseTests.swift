import Foundation
import SceneDecoder
import SceneGeometry
import SceneModel
import SceneRender
import SceneTestSupport
import SceneTiming
import XCTest

@testable import SceneSVG

/// The writer copies the markup of a layer it wrote in the last frame of the same builder
/// (SVGLayerBytes); every document must be byte for byte what a new builder and writer
/// make of the same frame.
final class SVGByteReuseTests: XCTestCase {
  /// Writes the frames in turn through one builder (as a compile thread does) and checks
  /// each document against a new builder's; returns how many layers were copied.
  @discardableResult
  func writeInTurn(
    _ frames: [Frame], precision: Int = 3, textRendering: TextRendering = .text, file: StaticString = #filePath,
    line: UInt = #line
  ) -> Int {
    let renderer = SVGFrameRenderer(precision: precision, textRendering: textRendering)
    let builder = RenderTreeBuilder(precision: precision)
    let out = ByteBuffer()
    for (i, frame) in frames.enumerated() {
      out.removeAll()
      renderer.write(builder.build(frame), into: out)
      XCTAssertEqual(out.string, renderer.render(frame), "frame \(i)", file: file, line: line)
    }
    return copied(builder)
  }

  func copied(_ builder: RenderTreeBuilder) -> Int {
    (builder.memo.use { ($0 as? SVGLayerBytes.Box)?.bytes?.copiedCount } ?? nil) ?? 0
  }

  func box(_ id: String, x: Double = 0, sublayers: [FrameLayer] = [], _ configure: (inout LayerProperties) -> Void = { _ in })
    -> FrameLayer
  {
    layer(id, sublayers: sublayers) {
      place(&$0, x, 10, 20, 20)
      $0.backgroundColor = rgb(0.2, 0.4, 0.6)
      configure(&$0)
    }
  }

  func testAnUnchangedLayerIsCopiedAtItsDepth() {
    let still = box("still", sublayers: [box("inner") { $0.cornerRadius = 3 }])
    let nested = box("nested", sublayers: [box("deep") { $0.cornerRadius = 3 }])
    let frames = (0..<4).map { i in
      frame([still, box("moving", x: Double(i) * 1.5, sublayers: [nested])])
    }
    // still at depth 1 in frames 1–3, and nested inside moving (depth 2) in frames 1–3.
    XCTAssertEqual(writeInTurn(frames), 6)
  }

  func testALayerTurningInvisibleAndBackIsCopiedFromTheFrameBefore() {
    let frames = [false, true, false, false].map { hidden in
      frame([box("a", sublayers: [box("b") { $0.masksToBounds = true }]) { $0.hidden = hidden }, box("c")])
    }
    // c in frames 1–3; a only in frame 3 (frame 2 built it from frame 0's node, which frame
    // 1 did not write).
    XCTAssertEqual(writeInTurn(frames), 4)
  }

  func testIdClashesAreWrittenAsANewWriterWritesThem() {
    let scenes = [false, true, false, true].map { literalShown in
      let a = box("a") { $0.masksToBounds = true }
      let replicator = layer(
        "r", .replicator, sublayers: [a],
        instances: [
          ReplicatorInstance(index: 0, transform: .identity, color: .white, sublayers: [a]),
          ReplicatorInstance(index: 1, transform: .translation(20, 0), color: rgb(1, 0.5, 0.5), sublayers: [a]),
        ])
      return frame([box("a-i1") { $0.hidden = !literalShown }, box("clip-x"), box("x") { $0.masksToBounds = true }, replicator])
    }
    writeInTurn(scenes)
    let svg = SVGFrameRenderer().render(scenes[3])
    XCTAssertTrue(svg.contains("id=\"clip-x-2\""), svg)
    XCTAssertTrue(svg.contains("id=\"a-i1-2\""), svg)
  }

  func testMasksTextAndReplicatorsAreCopied() {
    func scene(_ i: Int) -> Frame {
      let label = layer("label", .text) {
        place(&$0, 0, 0, 80, 20)
        $0.string = "Hi there"
        $0.fontSize = 12
        $0.foregroundColor = .black
      }
      let dot = box("dot") { $0.cornerRadius = 10 }
      let replicator = layer(
        "r", .replicator, sublayers: [dot],
        instances: (0..<3).map {
          ReplicatorInstance(index: $0, transform: .translation(Double($0) * 25, 0), color: .white, sublayers: [dot])
        })
      let masked = box("masked", mask: box("shape", x: i < 2 ? 0 : 4), sublayers: [box("content")])
      return frame([label, replicator, masked, box("tick", x: Double(i))])
    }
    let frames = (0..<4).map(scene)
    for rendering in TextRendering.allCases {
      // label, r and masked in frame 1; label, r and masked's content in frame 2 (its mask
      // moved); label, r, masked in frame 3.
      XCTAssertEqual(writeInTurn(frames, textRendering: rendering), 3 + 3 + 3, "\(rendering)")
    }
  }

  func box(_ id: String, x: Double = 0, mask: FrameLayer?, sublayers: [FrameLayer] = []) -> FrameLayer {
    layer(id, sublayers: sublayers, mask: mask) {
      place(&$0, x, 10, 20, 20)
      $0.backgroundColor = rgb(0.2, 0.4, 0.6)
    }
  }

  func testAStructureChangeWritesEverythingAgain() {
    let a = box("a")
    let frames = [frame([a]), frame([a, box("b")]), frame([a, box("b")])]
    XCTAssertEqual(writeInTurn(frames), 2, "a and b in frame 2 only")
  }

  /// Another precision or text rendering replaces the memo: nothing is copied across.
  func testAnotherPrecisionStartsAfresh() {
    let builder = RenderTreeBuilder(precision: 3)
    let f = frame([box("a")])
    let tree = builder.build(f)
    let out = ByteBuffer()
    SVGFrameRenderer(precision: 3).write(tree, into: out)
    out.removeAll()
    SVGFrameRenderer(precision: 3, textRendering: .outlines).write(builder.build(f), into: out)
    XCTAssertEqual(copied(builder), 0)
    out.removeAll()
    SVGFrameRenderer(precision: 3, textRendering: .outlines).write(builder.build(f), into: out)
    XCTAssertEqual(copied(builder), 1)
    XCTAssertEqual(out.string, SVGFrameRenderer(precision: 3, textRendering: .outlines).render(f))
  }

  /// Every frame of every reference scene, written in turn through one builder as compile
  /// does, with glyph outlines too: the bytes a new builder and writer make of each frame.
  func testReferenceScenesWriteTheSameBytesWithReuse() throws {
    let scenes = try referenceScenes()
    XCTAssertEqual(scenes.count, 5)
    for (name, scene) in scenes {
      let evaluator = SceneEvaluator(scene: scene)
      for rendering in TextRendering.allCases {
        let copied = writeInTurn((0..<evaluator.frameCount).map { evaluator.frame(index: $0) }, textRendering: rendering)
        XCTAssertGreaterThan(copied, evaluator.frameCount / 2, "\(name) \(rendering)")
        print("\(name) \(rendering): \(copied) layers copied in \(evaluator.frameCount) frames")
      }
    }
  }
}

