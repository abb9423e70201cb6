import SceneModel
import XCTest

@testable import SceneRender

/// The render tree's portable choices (docs/svg-output.md): text laid out from the font
/// drawn, rounded clips as masks, conic wedges that overlap on an underlay.
final class PortableRenderTreeTests: XCTestCase {
  func build(_ layer: FrameLayer) -> RenderLayer {
    let frame = Frame(index: 0, time: 0, size: Size(100, 100), background: nil, layers: [layer])
    return RenderTreeBuilder(precision: 3).build(frame).layers[0]
  }

  func node(_ id: String, _ kind: LayerKind = .layer, mask: FrameLayer? = nil, _ configure: (inout LayerProperties) -> Void) -> FrameLayer {
    var p = LayerProperties()
    p.bounds = Rect(0, 0, 40, 40)
    p.position = Point(20, 20)
    configure(&p)
    return FrameLayer(id: id, kind: kind, properties: p, mask: mask)
  }

  func testTextCarriesTheLayoutOfTheFontDrawn() throws {
    let layer = build(
      node("t", .text) {
        $0.string = "HH"
        $0.fontFamily = "DejaVu Sans"
        $0.fontSize = 20
        $0.alignmentMode = .right
      })
    guard case .text(let text) = layer.content else { return XCTFail("no text") }
    XCTAssertEqual(text.layout.font.family, "DejaVu Sans")
    XCTAssertFalse(text.layout.font.isFallback)
    // Right edge 40, width 2 · 1540/2048 · 20.
    XCTAssertEqual(text.layout.lines[0].x, 40 - 2 * 1540.0 / 2048 * 20, accuracy: 1e-9)
    XCTAssertEqual(text.layout.lines[0].baseline, 1901.0 / 2048 * 20, accuracy: 1e-9)
    // The text's box (lines grown by a quarter em) is the shadow's source.
    let box = try XCTUnwrap(RenderBounds.textBounds(text))
    XCTAssertEqual(box.maxX, 40 + 5, accuracy: 1e-9)
  }

  func testTextOfOnlySpacesHasNoBox() throws {
    let layer = build(node("t", .text) { $0.string = "   " })
    guard case .text(let text) = layer.content else { return XCTFail("no text") }
    XCTAssertNil(RenderBounds.textBounds(text))
  }

  func testRoundedClipsWithoutAMaskLayerAreMasks() {
    XCTAssertEqual(build(node("a") { $0.masksToBounds = true; $0.cornerRadius = 8 }).clip?.asMask, true)
    XCTAssertEqual(build(node("b") { $0.masksToBounds = true }).clip?.asMask, false)
    let mask = node("m") { $0.backgroundColor = .black }
    XCTAssertEqual(build(node("c", mask: mask) { $0.masksToBounds = true; $0.cornerRadius = 8 }).clip?.asMask, false)
  }

  func testOpaqueConicWedgesOverlapOnTheMeanColor() throws {
    let layer = build(
      node("g", .gradient) {
        $0.gradientType = .conic
        $0.colors = [.black, .white]
        $0.startPoint = Point(0.5, 0.5)
        $0.endPoint = Point(1, 0.5)
      })
    guard case .gradient(.conic(_, let underlay, let wedges)) = layer.content else { return XCTFail("no conic") }
    let fill = try XCTUnwrap(underlay)
    XCTAssertEqual([fill.paint.red, fill.paint.green, fill.paint.blue], [128, 128, 128])
    XCTAssertEqual(wedges.count, 360)
    // The first wedge spans 0°…1° and reaches 5° more under the next ones; the last ends at 360°.
    func degrees(_ p: Point) -> Double {
      let a = atan2(p.y - 20, p.x - 20) * 180 / .pi
      return a < 0 ? a + 360 : a
    }
    XCTAssertEqual(degrees(wedges[0].to), 6, accuracy: 1e-9)
    XCTAssertEqual(degrees(wedges[359].from), 359, accuracy: 1e-9)
    XCTAssertEqual(remainder(degrees(wedges[359].to), 360), 0, accuracy: 1e-9)
  }

  func testTranslucentConicWedgesShareEdgesWithoutUnderlay() {
    let layer = build(
      node("g", .gradient) {
        $0.gradientType = .conic
        $0.colors = [Color(red: 0, green: 0, blue: 0, alpha: 0.5), .white]
      })
    guard case .gradient(.conic(_, let underlay, let wedges)) = layer.content else { return XCTFail("no conic") }
    XCTAssertNil(underlay)
    XCTAssertEqual(wedges.count, 360)
  }
}
