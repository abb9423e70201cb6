import SceneGeometry
import SceneModel
import XCTest

@testable import SceneRender

/// The render tree: what a frame draws, decided once, from values, at the output precision.
final class RenderTreeTests: XCTestCase {
  func node(
    _ id: String, _ kind: LayerKind = .layer, sublayers: [FrameLayer] = [], mask: FrameLayer? = nil,
    instances: [ReplicatorInstance] = [], _ configure: (inout LayerProperties) -> Void = { _ in }
  ) -> FrameLayer {
    testLayer(id, kind, sublayers: sublayers, mask: mask, instances: instances, configure)
  }

  func build(_ layers: [FrameLayer], precision: Int = 3, background: Color? = nil) -> RenderFrame {
    RenderTreeBuilder(precision: precision).build(
      Frame(index: 0, time: 0, size: Size(100, 100), background: background, layers: layers))
  }

  func testLayersThatPrintAsInvisibleAreCulledAtTheOutputPrecision() {
    let layers = [
      node("shown") { $0.backgroundColor = .black },
      node("hidden") { $0.hidden = true },
      node("faint") { $0.opacity = 0.0004 },  // prints as 0 at 3 decimals
      node("nan") { $0.opacity = .nan },
      node("flat") { $0.transform = Transform(scaleX: 0.0004) },
    ]
    XCTAssertEqual(build(layers).layers.map(\.id), ["shown"])
    // At 4 decimals the faint and flat layers print as something, so they are kept.
    XCTAssertEqual(build(layers, precision: 4).layers.map(\.id), ["shown", "faint", "flat"])
  }

  func testOpacityIsClampedOnceAndPaintsAreBytes() {
    let tree = build([
      node("a") {
        $0.opacity = 7
        $0.backgroundColor = Color(red: 2, green: .nan, blue: 0.5, alpha: -1)
        $0.borderWidth = 1
        $0.borderColor = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
      }
    ])
    let a = tree.layers[0]
    XCTAssertEqual(a.opacity, 1)
    XCTAssertNil(a.background, "alpha clamped to 0: no background")
    XCTAssertEqual(a.border?.paint, RenderPaint(red: 51, green: 102, blue: 153, alpha: 0.5))
    XCTAssertEqual(a.border?.inner?.rect, Rect(1, 1, 8, 8))
  }

  /// A layer without width draws no background (both sides must be > 0), so it has no body.
  func testZeroWidthBoundsDrawNoBackground() {
    let tree = build([node("thin") { $0.bounds = Rect(0, 0, 0, 20); $0.backgroundColor = .black }])
    XCTAssertNil(tree.layers[0].background)
    XCTAssertFalse(tree.layers[0].hasBody)
    XCTAssertNil(RenderBounds.ownContent(of: tree.layers[0]))
  }

  func testTrimmedStrokeIsItsOwnPathOverTheUntrimmedFill() throws {
    let square = BezierPath([.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(0, 10)), .close])
    let tree = build([
      node("s", .shape) {
        $0.path = square
        $0.strokeColor = .white
        $0.lineWidth = 2
        $0.strokeStart = .nan  // NaN takes the default, 0
        $0.strokeEnd = 0.25
        $0.miterLimit = .infinity
      }
    ])
    guard case .shape(let paths) = tree.layers[0].content else { return XCTFail("not a shape") }
    XCTAssertEqual(paths.count, 2)
    XCTAssertEqual(paths[0].path, square)
    XCTAssertNotNil(paths[0].fill)
    XCTAssertNil(paths[0].stroke)
    XCTAssertEqual(paths[1].path.elements, [.move(Point(0, 0)), .line(Point(10, 0))])
    XCTAssertNil(paths[1].fill)
    XCTAssertEqual(paths[1].miterLimit, 10, "a miter limit that is not finite is 10")
  }

  func testAnUnchangedPathIsMeasuredOnceAcrossFrames() {
    let path = BezierPath([.move(Point(0, 0)), .line(Point(30, 40))])
    let builder = RenderTreeBuilder(precision: 3)
    for end in [0.2, 0.5, 0.8] {
      let layer = node("s", .shape) {
        $0.path = path
        $0.fillColor = nil
        $0.strokeColor = .black
        $0.strokeEnd = end
      }
      let tree = builder.build(Frame(index: 0, time: 0, size: Size(100, 100), background: nil, layers: [layer]))
      guard case .shape(let paths) = tree.layers[0].content else { return XCTFail("not a shape") }
      XCTAssertEqual(paths[0].path.elements.last, .line(Point(30 * end, 40 * end)))
    }
    XCTAssertEqual(builder.measureCount, 1)
  }

  func testReplicatorCopiesAreTintedAndCulled() {
    let dot = node("dot") { $0.backgroundColor = .white }
    let replicator = node(
      "r", .replicator,
      instances: [
        ReplicatorInstance(index: 0, transform: .identity, color: .white, sublayers: [dot]),
        ReplicatorInstance(index: 1, transform: .translation(10, 0), color: Color(red: 0.5, green: 1, blue: 0, alpha: 0.5), sublayers: [dot]),
        ReplicatorInstance(index: 2, transform: .translation(20, 0), color: Color(red: 1, green: 1, blue: 1, alpha: 0), sublayers: [dot]),
      ])
    let copies = build([replicator]).layers[0].children.compactMap { child -> RenderCopy? in
      if case .copy(let copy) = child { return copy }
      return nil
    }
    XCTAssertEqual(copies.count, 2, "the copy with alpha 0 is culled")
    XCTAssertEqual(copies[1].opacity, 0.5)
    XCTAssertEqual(copies[1].layers[0].id, "dot-i1")
    XCTAssertEqual(copies[1].layers[0].background?.paint, RenderPaint(red: 128, green: 255, blue: 0, alpha: 1))
  }

  func testMaskIsPaintedWhiteAndItsRegionIsKnown() {
    let mask = node("m") { $0.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 0.5) }
    let tree = build([node("a", mask: mask) { $0.backgroundColor = .black }])
    let m = tree.layers[0].mask
    XCTAssertEqual(m?.id, "mask-a")
    XCTAssertEqual(m?.region, Rect(-1, -1, 12, 12))
    XCTAssertEqual(m?.layer?.background?.paint, RenderPaint(red: 255, green: 255, blue: 255, alpha: 0.5))
  }

  func testIdsAreUniqueEvenWhenALayerIsNamedLikeADefinition() {
    let tree = build([
      node("clip-a"),
      node("a") { $0.masksToBounds = true; $0.backgroundColor = .black },
    ])
    XCTAssertEqual(tree.layers.map(\.id), ["clip-a", "a"])
    XCTAssertEqual(tree.layers[1].clip?.id, "clip-a-2")
  }

  func testSiblingsAreInZPositionOrderTiesInListOrder() {
    let tree = build([
      node("top") { $0.zPosition = 1 }, node("first"), node("back") { $0.zPosition = -1 }, node("second"),
    ])
    XCTAssertEqual(tree.layers.map(\.id), ["back", "first", "second", "top"])
  }

  func testBackgroundNeedsAlphaAboveZero() {
    XCTAssertNil(build([], background: .clear).background)
    XCTAssertEqual(build([], background: Color(red: 0, green: 0, blue: 1, alpha: 0.25)).background?.blue, 255)
  }
}
