import Foundation
import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLottie

/// Paints and styles of shape layers (docs/import.md, "Shapes" and "Gradients"): small
/// Lottie files of our own, each checked in the scene it imports to and in the frame it
/// compiles to, rasterized by rsvg-convert, against values computed by hand.
final class PaintStyleTests: XCTestCase {
  typealias Pixel = PNGImage.Pixel

  private func convert(_ text: String, strict: Bool = false) -> LottieImportResult {
    LottieImporter.convert(bytes: Array(text.utf8), file: "t.json", sceneName: "t", strict: strict)
  }

  /// A 100 × 100 Lottie file whose layers are `layers` (JSON text, front to back).
  private func lottie(layers: String) -> String {
    #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "nm": "T", "layers": \#(layers)}"#
  }

  /// One shape layer with `shapes` (JSON text).
  private func shapeLayer(_ name: String, _ shapes: String, extra: String = "") -> String {
    #"{"ty": 4, "nm": "\#(name)", "ip": 0, "op": 30, "st": 0, "ks": {}, \#(extra) "shapes": \#(shapes)}"#
  }

  private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
    #"{"ty": "rc", "p": {"a": 0, "k": [\#(x + w / 2), \#(y + h / 2)]}, "s": {"a": 0, "k": [\#(w), \#(h)]}, "r": {"a": 0, "k": 0}}"#
  }

  private func fill(_ r: Double, _ g: Double, _ b: Double, extra: String = "") -> String {
    #"{"ty": "fl", "c": {"a": 0, "k": [\#(r), \#(g), \#(b), 1]}, "o": {"a": 0, "k": 100}, "r": 1 \#(extra)}"#
  }

  /// The scene's first frame, compiled by `scenec` and rasterized by rsvg-convert.
  private func render(_ yaml: String) throws -> PNGImage {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("t.yaml")
    let frame = folder.appendingPathComponent("t.svg")
    try Data(yaml.utf8).write(to: scene)
    let run = runCLI(["compile", scene.path, "--at", "0", "-o", frame.path, "--quiet"])
    XCTAssertEqual(run.status, 0, run.stderr)
    return try Rasterizer.render(String(decoding: try Data(contentsOf: frame), as: UTF8.self))
  }

  private func assertPixel(
    _ image: PNGImage, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 2,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let actual = image.pixel(x, y)
    XCTAssertTrue(
      actual.isClose(to: expected, tolerance: tolerance), "pixel (\(x), \(y)) is \(actual), expected \(expected)",
      file: file, line: line)
  }

  private func imported(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> (String, [String]) {
    let result = convert(text)
    return (try XCTUnwrap(result.yaml, describe(result.diagnostics).joined(separator: "\n"), file: file, line: line),
            describe(result.diagnostics))
  }

  // MARK: - Radial highlight

  /// `h` 50 % of a 40-point radius at `a` 0° from the end point's direction (+x): the
  /// focal point is 20 points right of the centre (50, 50). The gradient layer's bounds are
  /// the 80-point square grown by 1, 82 wide: focalOffset [20/82, 0].
  func testRadialHighlightIsAFocalOffset() throws {
    let gradient = #"""
      {"ty": "gf", "o": {"a": 0, "k": 100}, "r": 1, "t": 2, "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}},
       "s": {"a": 0, "k": [50, 50]}, "e": {"a": 0, "k": [90, 50]}, "h": {"a": 0, "k": 50}, "a": {"a": 0, "k": 0}}
      """#
    let (yaml, warnings) = try imported(lottie(layers: "[" + shapeLayer("L", "[\(rect(10, 10, 80, 80)), \(gradient)]") + "]"))
    XCTAssertEqual(warnings, [])
    XCTAssertTrue(yaml.contains("focalOffset: [0.243902, 0]"), yaml)
    // Half a pixel right and down (docs/import.md "Pixel grid"): the centre at
    // (50.5 − 9) / 82 of the bounds [9, 9, 82, 82].
    XCTAssertTrue(yaml.contains("bounds: [9, 9, 82, 82]"), yaml)
    XCTAssertTrue(yaml.contains("startPoint: [0.506098, 0.506098]"), yaml)
    let image = try render(yaml)
    // The pixel centred at (30.5, 50.5) shows the gradient at (30, 50): 40 points from the
    // focal point (70, 50), whose ray leftwards meets the circle at x = 10, 60 points away:
    // t = 2/3 from red to blue.
    assertPixel(image, 30, 50, Pixel(85, 0, 170))
    // At the focal point itself: the first stop.
    assertPixel(image, 70, 50, Pixel(255, 0, 0), tolerance: 6)
    // 10 points right of it, the circle 10 points further: halfway.
    assertPixel(image, 80, 50, Pixel(128, 0, 128), tolerance: 4)
  }

  /// A highlight whose angle animates is sampled at every frame, with a warning.
  func testAnimatedHighlightIsSampledAndSaysSo() throws {
    let gradient = #"""
      {"ty": "gs", "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 4}, "lc": 1, "lj": 1, "t": 2,
       "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 1, 1, 1, 0, 0, 0]}},
       "s": {"a": 0, "k": [50, 50]}, "e": {"a": 0, "k": [90, 50]}, "h": {"a": 0, "k": 50},
       "a": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 29, "s": [90]}]}}
      """#
    let (yaml, warnings) = try imported(lottie(layers: "[" + shapeLayer("L", "[\(rect(10, 10, 80, 80)), \(gradient)]") + "]"))
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(
      warnings[0].hasSuffix("(layers[0].shapes[1].h): an animated radial gradient highlight is sampled at every frame [lottie-approximated]"),
      "\(warnings)")
    XCTAssertTrue(yaml.contains("keyPath: focalOffset"), yaml)
    // A gradient stroke: the mask is the stroke.
    XCTAssertTrue(yaml.contains("strokeColor: \"#ffffff\""), yaml)
  }

  // MARK: - Midpoints

  /// Red at 0, blue at 1, the midpoint stop (their mean) at 0.2: After Effects' curve
  /// w(t) = 1 − (1 − t)^p, p = ln ½ / ln 0.8 = 3.10628. At t = 0.5, w = 1 − 0.5^3.10628 =
  /// 0.88388: red 255 · 0.11612 = 29.6, blue 255 · 0.88388 = 225.4. A linear ramp through the
  /// midpoint stop would give blue 159.
  func testMovedMidpointBendsTheRamp() throws {
    let gradient = #"""
      {"ty": "gf", "o": {"a": 0, "k": 100}, "r": 1, "t": 1, "g": {"p": 3, "k": {"a": 0, "k": [0, 1, 0, 0, 0.2, 0.5, 0, 0.5, 1, 0, 0, 1]}},
       "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [100, 0]}}
      """#
    let (yaml, warnings) = try imported(lottie(layers: "[" + shapeLayer("L", "[\(rect(0, 0, 100, 100)), \(gradient)]") + "]"))
    XCTAssertEqual(warnings, [])
    let stops = GradientMidpoints.expanded([(0, [1, 0, 0]), (0.2, [0.5, 0, 0.5]), (1, [0, 0, 1])])
    XCTAssertGreaterThan(stops.count, 10)
    XCTAssertEqual(stops.first!.location, 0)
    XCTAssertEqual(stops.last!.location, 1)
    // The curve passes through the midpoint: half red, half blue at 0.2.
    XCTAssertEqual(GradientMidpoints.weight(0.2, midpoint: 0.2), 0.5, accuracy: 1e-12)
    XCTAssertEqual(GradientMidpoints.weight(0.5, midpoint: 0.2), 0.88388, accuracy: 1e-5)
    XCTAssertEqual(GradientMidpoints.weight(0.5, midpoint: 0.8), 1 - 0.88388, accuracy: 1e-5)
    XCTAssertEqual(GradientMidpoints.weight(0.3, midpoint: 0.5), 0.3, accuracy: 1e-12)
    let image = try render(yaml)
    // Pixel 50 (centre 50.5) shows the gradient at 50 (half a pixel, docs/import.md).
    assertPixel(image, 50, 50, Pixel(30, 0, 225))
    // w(0.1) = 1 − 0.9^3.10628 = 0.27885: red 183.9, blue 71.1.
    assertPixel(image, 10, 50, Pixel(184, 0, 71))
  }

  /// A middle stop that is not its neighbours' mean is a plain stop: linear on both sides.
  func testPlainStopsStayLinear() throws {
    let entries: [GradientMidpoints.Entry] = [(0, [1, 0, 0]), (0.2, [0, 1, 0]), (1, [0, 0, 1])]
    XCTAssertFalse(GradientMidpoints.isStopsAndMidpoints(entries))
    XCTAssertEqual(GradientMidpoints.expanded(entries).map(\.location), [0, 0.2, 1])
    // A midpoint at exactly half adds nothing.
    let centred: [GradientMidpoints.Entry] = [(0, [1, 0, 0]), (0.5, [0.5, 0, 0.5]), (1, [0, 0, 1])]
    XCTAssertEqual(GradientMidpoints.expanded(centred).map(\.location), [0, 0.5, 1])
  }

  // MARK: - Blend modes

  /// Layer `bm` 1 is multiply: #80ff80 over #ff8000 gives (128·255/255, 255·128/255, 0).
  func testLayerBlendModeMultiplies() throws {
    let top = shapeLayer("Top", "[\(rect(20, 20, 60, 60)), \(fill(128.0 / 255, 1, 128.0 / 255))]", extra: #""bm": 1,"#)
    let bottom = shapeLayer("Bottom", "[\(rect(0, 0, 100, 100)), \(fill(1, 128.0 / 255, 0))]")
    let (yaml, warnings) = try imported(lottie(layers: "[\(top), \(bottom)]"))
    XCTAssertEqual(warnings, [])
    XCTAssertTrue(yaml.contains("- id: top\n    blendMode: multiply"), yaml)
    let image = try render(yaml)
    assertPixel(image, 50, 50, Pixel(128, 128, 0))
    assertPixel(image, 10, 10, Pixel(255, 128, 0))
  }

  /// A fill's `bm` 4 (darken) in a layer with nothing beneath it: the fill's layer blends
  /// with the group drawn before it, channel by channel the darker.
  func testShapeBlendModeDarkensWithinTheLayer() throws {
    let shapes = """
      [{"ty": "gr", "nm": "Front", "it": [\(rect(30, 30, 40, 40)), \(fill(0.2, 0.6, 0.9, extra: #", "bm": 4"#)), {"ty": "tr"}]},
       {"ty": "gr", "nm": "Back", "it": [\(rect(0, 0, 60, 60)), \(fill(1, 0.9, 0.1)), {"ty": "tr"}]}]
      """
    let (yaml, warnings) = try imported(lottie(layers: "[" + shapeLayer("L", shapes) + "]"))
    XCTAssertEqual(warnings, [])
    XCTAssertTrue(yaml.contains("blendMode: darken"), yaml)
    let image = try render(yaml)
    // Over the yellow: min per channel (0.2, 0.6, 0.1).
    assertPixel(image, 40, 40, Pixel(51, 153, 26))
    // Over nothing: the fill's own color.
    assertPixel(image, 65, 65, Pixel(51, 153, 230))
  }

  /// After Effects blends a shape only with its own layer: the layer is drawn as one group
  /// (`shouldRasterize`), so the red fill's screen meets nothing and stays red over the
  /// blue layer beneath (screened with it, it would be magenta). Add (16) has no
  /// counterpart: a warning.
  func testShapeBlendModesStayInsideTheirLayerAndAddWarns() throws {
    let top = shapeLayer("Top", "[\(rect(0, 0, 50, 50)), \(fill(1, 0, 0, extra: #", "bm": 2"#))]")
    let bottom = shapeLayer("Bottom", "[\(rect(0, 0, 100, 100)), \(fill(0, 0, 1))]", extra: #""bm": 16,"#)
    let result = convert(lottie(layers: "[\(top), \(bottom)]"))
    let yaml = try XCTUnwrap(result.yaml)
    let messages = describe(result.diagnostics).map { $0.drop { $0 != " " }.dropFirst() }
    XCTAssertEqual(messages, [
      "warning: layer 'Bottom' (layers[1].bm): blend mode 16 (add) has no counterpart; drawn as normal [lottie-approximated]"
    ])
    XCTAssertNil(convert(lottie(layers: "[\(top), \(bottom)]"), strict: true).yaml)
    XCTAssertTrue(yaml.contains("- id: top\n    shouldRasterize: true"), yaml)
    XCTAssertTrue(yaml.contains("blendMode: screen"), yaml)
    let image = try render(yaml)
    assertPixel(image, 25, 25, Pixel(255, 0, 0))
    assertPixel(image, 75, 75, Pixel(0, 0, 255))
  }

  /// A blend mode inside a precomposition blends with the precomposition's layers only:
  /// the precomposition layer is drawn as one group.
  func testPrecompositionHoldingABlendModeIsOneGroup() throws {
    let inner = shapeLayer("Inner", "[\(rect(0, 0, 50, 50)), \(fill(1, 0, 0))]", extra: #""bm": 2,"#)
    let text = """
      {"v": "5.7.0", "fr": 30, "ip": 0, "op": 30, "w": 100, "h": 100, "nm": "T",
       "assets": [{"id": "comp", "layers": [\(inner)]}],
       "layers": [{"ty": 0, "nm": "Pre", "refId": "comp", "w": 0, "h": 0, "ip": 0, "op": 30, "st": 0, "ks": {}},
                  \(shapeLayer("Bottom", "[\(rect(0, 0, 100, 100)), \(fill(0, 0, 1))]"))]}
      """
    let (yaml, warnings) = try imported(text)
    XCTAssertEqual(warnings, [])
    XCTAssertTrue(yaml.contains("- id: pre\n    shouldRasterize: true"), yaml)
    assertPixel(try render(yaml), 25, 25, Pixel(255, 0, 0))
  }

  // MARK: - Pucker & bloat

  /// Bloat 50 % on the triangle (0, 0), (60, 0), (0, 30): its box's centre is (30, 15)
  /// (the vertices' mean, (20, 10), is not). Vertices halfway to the centre, control points
  /// (on the vertices) as far the other way: v' = (v + c)/2, handles 1.5·v − 0.5·c.
  func testPuckerBloatMovesAboutTheBoundingBoxCentre() throws {
    let shapes = #"""
      [{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[0, 0], [60, 0], [0, 30]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}}},
       {"ty": "pb", "a": {"a": 0, "k": 50}},
       {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 1}]
      """#
    let (yaml, warnings) = try imported(lottie(layers: "[" + shapeLayer("L", shapes) + "]"))
    XCTAssertEqual(warnings, [])
    XCTAssertTrue(
      yaml.contains("M 15 7.5 C -15 -7.5 75 -7.5 45 7.5 C 75 -7.5 -15 37.5 15 22.5 C -15 37.5 -15 -7.5 15 7.5 Z"), yaml)
  }

  // MARK: - Strokes and fills

  /// Dashes with an offset, a round cap and a bevel join per stroke, two fills on one
  /// shape (the first listed in front), an even-odd fill rule and translucent opacity
  /// stops on a radial gradient: each imports exactly, without a warning.
  func testStrokeAndFillDetailsImportExactly() throws {
    let shapes = #"""
      [{"ty": "gr", "nm": "G", "it": [
         {"ty": "el", "p": {"a": 0, "k": [50, 50]}, "s": {"a": 0, "k": [60, 60]}},
         {"ty": "st", "nm": "Dashed", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 50}, "w": {"a": 0, "k": 6}, "lc": 2, "lj": 3,
          "d": [{"n": "d", "v": {"a": 0, "k": 10}}, {"n": "g", "v": {"a": 0, "k": 5}}, {"n": "o", "v": {"a": 0, "k": 3}}]},
         {"ty": "st", "nm": "Mitred", "c": {"a": 0, "k": [1, 1, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2}, "lc": 3, "lj": 1, "ml": 2},
         {"ty": "fl", "nm": "Front", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "r": 2},
         {"ty": "fl", "nm": "Back", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "r": 1},
         {"ty": "gf", "nm": "Glow", "o": {"a": 0, "k": 100}, "r": 1, "t": 2,
          "g": {"p": 2, "k": {"a": 0, "k": [0, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 0.25]}},
          "s": {"a": 0, "k": [50, 50]}, "e": {"a": 0, "k": [80, 50]}, "h": {"a": 0, "k": 0}, "a": {"a": 0, "k": 0}},
         {"ty": "tr"}]}]
      """#
    let (yaml, warnings) = try imported(lottie(layers: "[" + shapeLayer("L", shapes) + "]"))
    XCTAssertEqual(warnings, [])
    for line in [
      "lineDashPattern: [10, 5]", "lineDashPhase: 3", "lineCap: round", "lineJoin: bevel", "lineCap: square",
      "miterLimit: 2", "fillRule: evenOdd", "colors: [\"#ffffff\", \"#ffff0040\"]",
    ] {
      XCTAssertTrue(yaml.contains(line), "\(line) is missing:\n\(yaml)")
    }
    XCTAssertFalse(yaml.contains("focalOffset"), "a zero highlight is Core Animation's centred gradient")
    // Back to front: the gradient (last listed), the blue fill, the red fill, the strokes.
    let order = ["g-glow", "g-back", "g-front", "g-mitred", "g-dashed"].map { yaml.range(of: "id: \($0)\n")?.lowerBound }
    XCTAssertFalse(order.contains(nil), yaml)
    XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted())
    // The opacity stops: alpha 1 at 0, 0.25 at 1 (the 8-digit hex above: 0x40 = 64).
    XCTAssertTrue(yaml.contains("locations: [0, 1]"), yaml)
    let image = try render(yaml)
    // Inside the circle the red fill is in front of the blue one.
    assertPixel(image, 50, 40, Pixel(255, 0, 0))
  }

  /// An animated miter limit (`ml2`, which newer exporters write instead of `ml`) becomes a
  /// keyframe animation of `miterLimit`, exactly.
  func testAnimatedMiterLimitIsKeyframed() throws {
    let shapes = #"""
      [{"ty": "sr", "sy": 1, "p": {"a": 0, "k": [50, 50]}, "pt": {"a": 0, "k": 5}, "r": {"a": 0, "k": 0},
        "or": {"a": 0, "k": 40}, "ir": {"a": 0, "k": 15}, "os": {"a": 0, "k": 0}, "is": {"a": 0, "k": 0}},
       {"ty": "st", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 4}, "lc": 1, "lj": 1,
        "ml2": {"a": 1, "k": [{"t": 0, "s": [1], "o": {"x": [0.5], "y": [0]}, "i": {"x": [0.5], "y": [1]}}, {"t": 15, "s": [8]}]}}]
      """#
    let (yaml, warnings) = try imported(lottie(layers: "[" + shapeLayer("L", shapes) + "]"))
    XCTAssertEqual(warnings, [])
    XCTAssertTrue(yaml.contains("miterLimit: 1\n"), yaml)
    XCTAssertTrue(yaml.contains("keyPath: miterLimit"), yaml)
    XCTAssertTrue(yaml.contains("values: [1, 8]"), yaml)
  }

  // MARK: - Known gaps (docs/import.md, "Not imported")

  func testAddAndHardMixBlendModes() throws {
    throw XCTSkip(
      "Lottie blend modes 16 (add) and 17 (hard mix) have no W3C Compositing Level 1 mode, so neither the "
        + "scene format nor SVG 1.1 renderers can draw them; they are drawn normal with a warning "
        + "(testShapeBlendModesStayInsideTheirLayerAndAddWarns)")
  }
}
