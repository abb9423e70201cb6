import SceneGeometry
import SceneModel
import XCTest

@testable import SceneSVG

/// Properties of the SVG text that hold for every frame.
final class StructureTests: XCTestCase {
  /// A frame using every kind of layer and effect.
  static let everything: Frame = {
    let text = layer("label", .text) {
      place(&$0, 5, 5, 60, 20)
      $0.string = "a < b & c"
      $0.fontSize = 12
    }
    let shape = layer("shape", .shape) {
      $0.path = circlePath(center: Point(50, 50), radius: 20)
      $0.strokeColor = .black
      $0.strokeStart = 0.1
      $0.strokeEnd = 0.7
      $0.shadowOpacity = 0.4
    }
    let conic = layer("conic", .gradient) {
      place(&$0, 60, 60, 30, 30)
      $0.colors = [.black, .white]
      $0.gradientType = .conic
      $0.startPoint = Point(0.5, 0.5)
    }
    let dot = layer("dot") {
      place(&$0, 0, 0, 5, 5)
      $0.backgroundColor = rgb(1, 0, 0)
    }
    let rep = layer(
      "rep", .replicator, sublayers: [dot],
      instances: (0..<3).map {
        ReplicatorInstance(
          index: $0, transform: .translation(Double($0) * 6, 0), color: .white, sublayers: [dot])
      }
    ) { place(&$0, 0, 90, 30, 10) }
    let maskLayer = layer("m") {
      place(&$0, 0, 0, 80, 80)
      $0.backgroundColor = .black
    }
    let masked = layer("masked", sublayers: [text, shape], mask: maskLayer) {
      place(&$0, 0, 0, 100, 100)
      $0.masksToBounds = true
      $0.borderWidth = 1
    }
    return frame([masked, conic, rep], background: .white)
  }()

  func render(_ frame: Frame, precision: Int = 3) -> String {
    SVGFrameRenderer(precision: precision).render(frame)
  }

  func testNoAnimationScriptOrStyle() {
    let svg = render(Self.everything)
    for forbidden in ["<animate", "<set", "<animateTransform", "<animateMotion", "<script", "<style",
      "@keyframes", "animation", "transition", "style="]
    {
      XCTAssertFalse(svg.contains(forbidden), "found \(forbidden)")
    }
  }

  func testLineEndingsAndNumbers() {
    let svg = render(Self.everything)
    XCTAssertFalse(svg.contains("\r"))
    XCTAssertTrue(svg.hasSuffix("</svg>\n"))
    XCTAssertFalse(svg.hasSuffix("\n\n"))
    XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
    // No exponents, no negative zero, at most three decimals.
    let withoutColors = svg.replacing(/#[0-9a-f]{6}/, with: "#")
    let numbers = withoutColors.matches(of: /-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/)
      .map { String($0.output.0) }
    XCTAssertFalse(numbers.isEmpty)
    for number in numbers {
      XCTAssertFalse(number.contains("e") || number.contains("E"), number)
      XCTAssertNotEqual(number, "-0")
      if let point = number.firstIndex(of: ".") {
        XCTAssertLessThanOrEqual(number[number.index(after: point)...].count, 3, number)
      }
    }
  }

  func testPrecisionFlagLimitsDecimals() {
    let svg = render(Self.everything, precision: 1)
    for match in svg.matches(of: /[0-9]+\.([0-9]+)/) {
      XCTAssertEqual(match.output.1.count, 1, String(match.output.0))
    }
    XCTAssertTrue(svg.contains("C 70 61"), "cubic control points rounded to one decimal")
  }

  func testSameFrameSameBytes() {
    XCTAssertEqual(render(Self.everything), render(Self.everything))
  }

  func testIdsAreUniqueAndDerivedFromLayerIds() {
    // A layer literally named like a generated id keeps its name; the definition yields.
    let clash = layer("clip-a") {
      place(&$0, 0, 0, 10, 10)
      $0.backgroundColor = .black
    }
    let a = layer("a") {
      place(&$0, 20, 0, 10, 10)
      $0.masksToBounds = true
    }
    let svg = render(frame([a, clash]))
    XCTAssertTrue(svg.contains("<clipPath id=\"clip-a-2\">"), svg)
    XCTAssertTrue(svg.contains("clip-path=\"url(#clip-a-2)\""), svg)
    XCTAssertTrue(svg.contains("<g id=\"clip-a\""), svg)

    let all = render(Self.everything)
    let ids = all.matches(of: /\s+id="([^"]+)"/).map { String($0.output.1) }
    XCTAssertEqual(Set(ids).count, ids.count, "duplicate ids in \(ids)")
    for expected in ["masked", "mask-masked", "clip-masked", "shadow-shape", "gradient-clip-conic", "dot",
      "dot-i1", "dot-i2"]
    {
      XCTAssertTrue(ids.contains(expected), "missing id \(expected) in \(ids)")
    }
  }

  func testHiddenTransparentAndCollapsedLayersAreLeftOut() {
    let hidden = layer("hidden") {
      place(&$0, 0, 0, 10, 10)
      $0.backgroundColor = .black
      $0.hidden = true
    }
    let transparent = layer("transparent") {
      place(&$0, 0, 0, 10, 10)
      $0.backgroundColor = .black
      $0.opacity = 0.0001
    }
    let flat = layer("flat") {
      place(&$0, 0, 0, 10, 10)
      $0.backgroundColor = .black
      $0.transform = Transform(scaleX: 1, scaleY: 0)
    }
    let shown = layer("shown") {
      place(&$0, 0, 0, 10, 10)
      $0.opacity = 1.7
    }
    let svg = render(frame([hidden, transparent, flat, shown]))
    XCTAssertFalse(svg.contains("hidden"))
    XCTAssertFalse(svg.contains("transparent"))
    XCTAssertFalse(svg.contains("flat"))
    XCTAssertTrue(svg.contains("<g id=\"shown\"/>"), "opacity above 1 is clamped to 1 and left out: \(svg)")
  }

  func testSiblingsAreOrderedByZPositionStably() {
    func box(_ id: String, _ z: Double) -> FrameLayer {
      layer(id) { $0.zPosition = z }
    }
    let svg = render(frame([box("a", 2), box("b", 0), box("c", 2), box("d", -1), box("e", 0)]))
    let order = svg.matches(of: /<g id="([a-e])"/).map { String($0.output.1) }
    XCTAssertEqual(order, ["d", "b", "e", "a", "c"])
  }

  func testStrokeIsCutByGeometryAndFillKept() {
    let path = circlePath(center: Point(50, 50), radius: 20)
    let shape = layer("s", .shape) {
      $0.path = path
      $0.strokeColor = .black
      $0.strokeStart = 0.25
      $0.strokeEnd = 0.5
      $0.lineDashPattern = [3, 1]
    }
    let svg = render(frame([shape]))
    let paths = svg.matches(of: /<path d="([^"]+)"([^>]*)>/)
      .map { (String($0.output.1), String($0.output.2)) }
    XCTAssertEqual(paths.count, 2)
    XCTAssertEqual(paths[0].0, PathData.string(path, { SVGNumber.format($0) }))
    XCTAssertTrue(paths[0].1.contains("fill=\"#000000\""))
    XCTAssertFalse(paths[0].1.contains("stroke="))
    let cut = PathMeasure(path).trimmed(from: 0.25, to: 0.5)
    XCTAssertEqual(paths[1].0, PathData.string(cut, { SVGNumber.format($0) }))
    XCTAssertEqual(paths[1].0, "M 50 70 C 38.954 70 30 61.046 30 50")
    XCTAssertTrue(paths[1].1.contains("fill=\"none\" stroke=\"#000000\""))
    XCTAssertTrue(paths[1].1.contains("stroke-dasharray=\"3 1\""))
    XCTAssertFalse(svg.contains("pathLength"))
  }

  func testInvertedOrClampedStrokeRange() {
    func svg(_ start: Double, _ end: Double) -> String {
      render(frame([layer("s", .shape) {
        $0.path = rectPath(0, 0, 10, 10)
        $0.fillColor = nil
        $0.strokeColor = .black
        $0.strokeStart = start
        $0.strokeEnd = end
      }]))
    }
    XCTAssertFalse(svg(0.6, 0.4).contains("<path"), "start ≥ end draws no stroke")
    XCTAssertFalse(svg(0.5, 0.5).contains("<path"))
    XCTAssertTrue(svg(-3, 7).contains("d=\"M 0 0 L 10 0 L 10 10 L 0 10 Z\""), "clamped to the whole path")
    XCTAssertTrue(svg(-1, 0.25).contains("d=\"M 0 0 L 10 0\""))
  }

  func testMiterLimitIsAlwaysWritten() {
    let svg = render(Self.everything)
    let paths = svg.matches(of: /<path d="[^"]*"[^>]*>/).filter { $0.output.contains("stroke=") }
    XCTAssertFalse(paths.isEmpty)
    for path in paths { XCTAssertTrue(path.output.contains("stroke-miterlimit=\"10\""), String(path.output)) }
  }

  func testTextIsEscapedAndControlCharactersDropped() {
    let label = layer("t", .text) {
      $0.bounds = Rect(0, 0, 100, 20)
      $0.string = "<b>\u{7}&\"x\"</b>"
      $0.fontFamily = "Font 'One' 2"
    }
    let svg = render(frame([label]))
    XCTAssertTrue(svg.contains(">&lt;b&gt;&amp;&quot;x&quot;&lt;/b&gt;</text>"), svg)
    // Not installed: the family fontconfig draws instead (the set-up's DejaVu Sans), then
    // the generic family.
    XCTAssertTrue(svg.contains("font-family=\"'Font \\'One\\' 2', 'DejaVu Sans', sans-serif\""), svg)
  }

  func testIdentityTransformAndFullOpacityAreOmitted() {
    let plain = layer("p") {
      $0.bounds = Rect(0, 0, 10, 10)
      $0.position = Point(5, 5)
      $0.backgroundColor = .black
    }
    let svg = render(frame([plain]))
    XCTAssertTrue(svg.contains("<g id=\"p\">"), svg)
  }
}
