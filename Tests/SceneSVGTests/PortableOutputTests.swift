import SceneModel
import SceneTestSupport
import SceneText
import XCTest

@testable import SceneSVG

/// What keeps a frame the same in every renderer (docs/svg-output.md, "Across renderers"):
/// text placed from the real font with a family list that always resolves, glyph outlines
/// on request, the conic emulation's overlapping wedges and rounded clips as masks. Text
/// is in DejaVu Sans (fonts-dejavu-core): 2048 units per em, ascender 1901, H 1540 wide.
final class PortableOutputTests: XCTestCase {
  func text(
    _ string: String, family: String = "DejaVu Sans", alignment: TextAlignment = .center
  ) -> FrameLayer {
    layer("t", .text) {
      $0.bounds = Rect(0, 0, 100, 60)
      $0.position = Point(50, 30)
      $0.string = string
      $0.fontFamily = family
      $0.fontSize = 20
      $0.foregroundColor = rgb(0, 0, 0)
      $0.alignmentMode = alignment
    }
  }

  func testCenteredTextHasAnExplicitXFromTheFontsAdvances() {
    let svg = SVGFrameRenderer().render(frame([text("HH")]))
    // Width 2 · 1540/2048 · 20 = 30.078; x = (100 − 30.078) / 2; baseline 1901/2048 · 20.
    XCTAssertTrue(
      svg.contains(
        "<text x=\"34.961\" y=\"18.564\" font-family=\"'DejaVu Sans', sans-serif\" font-size=\"20\" "
          + "font-weight=\"400\" fill=\"#000000\" xml:space=\"preserve\">HH</text>"), svg)
    XCTAssertFalse(svg.contains("text-anchor"))
  }

  func testEveryLineHasItsOwnX() {
    let svg = SVGFrameRenderer().render(frame([text("HH\nH", alignment: .right)]))
    // Right edge 100: x = 100 − width; the second baseline one line height (2384/2048 em) lower.
    XCTAssertTrue(svg.contains("<tspan x=\"69.922\" y=\"18.564\">HH</tspan><tspan x=\"84.961\" y=\"41.846\">H</tspan>"), svg)
  }

  func testFamilyListsEndInTheFontDrawnAndAGenericFamily() throws {
    let serif = try XCTUnwrap(TextLayouter.font(family: "Times New Roman", weight: 400))
    XCTAssertEqual(SVGFrameWriter.familyList(serif), "'Times New Roman', 'Liberation Serif', serif")
    let mono = try XCTUnwrap(TextLayouter.font(family: "Menlo", weight: 400))
    let monoFamily = try XCTUnwrap(TextLayouter.family(for: .monospace))
    XCTAssertEqual(SVGFrameWriter.familyList(mono), "'Menlo', '\(monoFamily)', monospace")
    let neue = try XCTUnwrap(TextLayouter.font(family: "Helvetica Neue", weight: 100))
    XCTAssertTrue(SVGFrameWriter.familyList(neue).hasPrefix("'Helvetica Neue', '"))
    XCTAssertTrue(SVGFrameWriter.familyList(neue).hasSuffix("', sans-serif"))
  }

  func testOutlinesArePathsThatLookLikeTheText() throws {
    let f = frame([text("Hxg", family: "DejaVu Serif", alignment: .left)])
    let outlines = SVGFrameRenderer(textRendering: .outlines).render(f)
    XCTAssertFalse(outlines.contains("<text"))
    XCTAssertTrue(outlines.contains("<path d=\"M "), outlines)
    let asText = try Rasterizer.render(SVGFrameRenderer().render(f))
    let asPaths = try Rasterizer.render(outlines)
    var inked = 0
    var off = 0
    for y in 0..<100 {
      for x in 0..<100 {
        let a = asText.pixel(x, y).a
        let b = asPaths.pixel(x, y).a
        if a > 128 { inked += 1 }
        if abs(Int(a) - Int(b)) > 16 { off += 1 }
      }
    }
    XCTAssertGreaterThan(inked, 150, "the text draws")
    XCTAssertLessThan(off, 30, "rsvg draws the outlines as it draws the text (\(off) pixels off)")
  }

  func testOpaqueConicGradientsOverlapOnAnUnderlay() {
    let conic = layer("c", .gradient) {
      place(&$0, 0, 0, 40, 40)
      $0.colors = [.black, .white]
      $0.gradientType = .conic
      $0.startPoint = Point(0.5, 0.5)
    }
    let svg = SVGFrameRenderer().render(frame([conic]))
    XCTAssertTrue(svg.contains("<g clip-path=\"url(#gradient-clip-c)\">\n      <rect x=\"0\" y=\"0\" width=\"40\" height=\"40\" fill=\"#808080\"/>"), svg)
    XCTAssertFalse(svg.contains("crispEdges"))
    let translucent = layer("c", .gradient) {
      place(&$0, 0, 0, 40, 40)
      $0.colors = [rgb(0, 0, 0, 0.5), .white]
      $0.gradientType = .conic
    }
    let svg2 = SVGFrameRenderer().render(frame([translucent]))
    // No underlay: the first thing in the clip group is a wedge.
    XCTAssertTrue(
      svg2.contains("<g clip-path=\"url(#gradient-clip-c)\" shape-rendering=\"crispEdges\">\n      <path"), svg2)
  }

  func testConicWedgesShowNoBackground() throws {
    // Every pixel inside is a mix of black and white: gray, never the red page behind.
    let conic = layer("c", .gradient) {
      place(&$0, 0, 0, 100, 100)
      $0.colors = [.black, .white, .black]
      $0.gradientType = .conic
      $0.startPoint = Point(0.5, 0.5)
    }
    let image = try Rasterizer.render(SVGFrameRenderer().render(frame([conic], background: rgb(1, 0, 0))))
    for y in 0..<100 {
      for x in 0..<100 {
        let p = image.pixel(x, y)
        XCTAssertLessThanOrEqual(Int(p.r) - Int(p.g), 2, "red shows through at (\(x), \(y)): \(p)")
      }
    }
  }

  func clipped(radius: Double, mask: FrameLayer? = nil) -> Frame {
    let cover = layer("cover") {
      place(&$0, 0, 0, 80, 80)
      $0.backgroundColor = rgb(0, 0, 1)
    }
    let clip = layer("clip", sublayers: [cover], mask: mask) {
      place(&$0, 10, 10, 80, 80)
      $0.backgroundColor = rgb(1, 0, 0)
      $0.cornerRadius = radius
      $0.masksToBounds = true
    }
    return frame([clip])
  }

  func testRoundedClipsAreMasksAndShowNoRing() throws {
    let svg = SVGFrameRenderer().render(clipped(radius: 20))
    XCTAssertTrue(
      svg.contains(
        "<mask id=\"clip-clip\" maskUnits=\"userSpaceOnUse\" x=\"-1\" y=\"-1\" width=\"82\" height=\"82\">\n"
          + "      <rect x=\"0\" y=\"0\" width=\"80\" height=\"80\" rx=\"20\" fill=\"#ffffff\"/>"), svg)
    XCTAssertTrue(svg.contains("mask=\"url(#clip-clip)\""))
    XCTAssertFalse(svg.contains("clipPath"))
    let image = try Rasterizer.render(svg)
    for y in 0..<100 {
      for x in 0..<100 {
        let p = image.pixel(x, y)
        XCTAssertLessThanOrEqual(Int(p.r), 2, "the red background rings the clip at (\(x), \(y)): \(p)")
      }
    }
  }

  func testSquareClipsAndClipsWithAMaskLayerStayClipPaths() {
    XCTAssertTrue(SVGFrameRenderer().render(clipped(radius: 0)).contains("<clipPath id=\"clip-clip\">"))
    let mask = layer("m") {
      place(&$0, 0, 0, 50, 50)
      $0.backgroundColor = .black
    }
    let svg = SVGFrameRenderer().render(clipped(radius: 20, mask: mask))
    XCTAssertTrue(svg.contains("<clipPath id=\"clip-clip\">"))
    XCTAssertTrue(svg.contains("clip-path=\"url(#clip-clip)\" mask=\"url(#mask-clip)\""))
  }
}
