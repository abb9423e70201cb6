import SceneTestSupport
import XCTest

/// Animated dashes, repeaters and mask expansion import as animations: exactly where the
/// scene format has the key path, sampled at every frame (with a warning) where not.
final class AnimatedModifierImportTests: XCTestCase {
  private let linear = #""o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}"#

  /// A blue 4-wide open line from (10, 50) to (90, 50) with dashes `d`.
  private func dashedLine(_ dashes: String) -> String {
    let shapes = """
      [{"ty": "sh", "ks": {"a": 0, "k": {"c": false, "v": [[10, 50], [90, 50]], "i": [[0, 0], [0, 0]], "o": [[0, 0], [0, 0]]}}},
       {"ty": "st", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 4}, "lc": 1, "lj": 1, "ml": 4,
        "d": \(dashes)}]
      """
    let layer = #"{"ty": 4, "nm": "Dashed", "ind": 1, "ip": 0, "op": 31, "st": 0, "ks": {}, "shapes": \#(shapes)}"#
    return LottieFixture.file(layers: "[\(layer)]")
  }

  func testAnimatedDashOffsetIsLineDashPhaseKeyframes() throws {
    let text = dashedLine("""
      [{"n": "d", "v": {"a": 0, "k": 10}}, {"n": "g", "v": {"a": 0, "k": 5}},
       {"n": "o", "v": {"a": 1, "k": [{"t": 0, "s": [0], \(linear)}, {"t": 30, "s": [15]}]}}]
      """)
    let yaml = try LottieFixture.yaml(text)
    XCTAssertTrue(yaml.contains("lineDashPattern: [10, 5]"), yaml)
    XCTAssertTrue(yaml.contains("keyPath: lineDashPhase"), yaml)
    XCTAssertTrue(yaml.contains("values: [0, 15]"), yaml)
    XCTAssertEqual(LottieFixture.warnings(text), [])
  }

  func testAnimatedDashLengthsAreCutIntoThePath() throws {
    // Dash 10 → 20 over frames 0…30, gap 10: frame 0 draws x 10–20, 30–40, 50–60, 70–80;
    // frame 30 draws 10–30, 40–60, 70–90.
    let text = dashedLine("""
      [{"n": "d", "v": {"a": 1, "k": [{"t": 0, "s": [10], \(linear)}, {"t": 30, "s": [20]}]}}, {"n": "g", "v": {"a": 0, "k": 10}}]
      """)
    let yaml = try LottieFixture.yaml(text)
    XCTAssertFalse(yaml.contains("lineDashPattern"), yaml)
    XCTAssertTrue(yaml.contains(#"d: "M 10 50 C 10 50 13.909 50 20 50 M 30 50 C 33.149 50 36.521 50 40 50 M 50 50"#), yaml)
    XCTAssertEqual(LottieFixture.warnings(text).map { $0.replacingOccurrences(of: #"^\d+:\d+: "#, with: "", options: .regularExpression) }, [
      "warning: layer 'Dashed' (layers[0].shapes[1].d): animated dash lengths are cut into the path at every frame (the scene's lineDashPattern is not animatable) [lottie-approximated]",
    ])
    let blue = PNGImage.Pixel(0, 0, 255)
    assertPixels(try LottieFixture.render(text, frame: 0), [(15, 50, blue), (25, 50, .clear), (55, 50, blue), (65, 50, .clear)])
    assertPixels(try LottieFixture.render(text, frame: 30), [(25, 50, blue), (35, 50, .clear), (55, 50, blue), (85, 50, blue), (65, 50, .clear)])
  }

  /// A blue 8-wide closed square (20, 20)–(80, 80), butt caps, mitred joins, dashes `d`
  /// with a gap of 20 and an offset of 20.
  private func dashedSquare(dash: String) -> String {
    let shapes = """
      [{"ty": "sh", "ks": {"a": 0, "k": {"c": true, "v": [[20, 20], [80, 20], [80, 80], [20, 80]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}},
       {"ty": "st", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 8}, "lc": 1, "lj": 1, "ml": 4,
        "d": [{"n": "d", "v": \(dash)}, {"n": "g", "v": {"a": 0, "k": 20}}, {"n": "o", "v": {"a": 0, "k": 20}}]}]
      """
    let layer = #"{"ty": 4, "nm": "Dashed", "ind": 1, "ip": 0, "op": 31, "st": 0, "ks": {}, "shapes": \#(shapes)}"#
    return LottieFixture.file(layers: "[\(layer)]")
  }

  func testAnimatedDashOverAClosedPathsStartIsOnePieceTurningTheCorner() throws {
    // Perimeter 240, dash 40, gap 20, offset 20: the dashes are 0–20 and 220–240 (one dash
    // of 40 over the start point, the corner at (20, 20)), 40–80, 100–140 and 160–200. The
    // dash over the start point turns the corner with the mitre join, as the renderer draws
    // the same dashes when they are not animated (lineDashPattern): the corner's outer
    // square (16…20, 16…20) is painted, which two butt-capped pieces would leave clear.
    let animated = dashedSquare(dash: """
      {"a": 1, "k": [{"t": 0, "s": [40], \(linear)}, {"t": 30, "s": [50]}]}
      """)
    let yaml = try LottieFixture.yaml(animated)
    XCTAssertTrue(yaml.contains(#"d: "M 20 40 C 20 28.985 20 20 20 20 C 20 20 28.984 20 40 20 M 60 20 C"#), yaml)
    XCTAssertEqual(yaml.components(separatedBy: "\n").first { $0.contains("d: \"M 20 40") }?.components(separatedBy: "M ").count, 5, yaml)
    let blue = PNGImage.Pixel(0, 0, 255)
    let corner: [(Int, Int, PNGImage.Pixel)] = [(17, 17, blue), (30, 20, blue), (20, 30, blue), (20, 45, .clear), (45, 20, .clear), (65, 20, blue)]
    assertPixels(try LottieFixture.render(animated, frame: 0), corner)
    assertPixels(try LottieFixture.render(dashedSquare(dash: #"{"a": 0, "k": 40}"#), frame: 0), corner)
  }

  func testAnimatedMaskExpansionIsSampledAndGrowsTheMask() throws {
    // A 100×100 red solid masked by a 20×20 square at the centre whose expansion goes
    // 0 → 20 over frames 0…30: the visible square is 20 wide at frame 0, 60 at frame 30 (with round corners).
    let mask = """
      "masksProperties": [{"mode": "a", "inv": false, "o": {"a": 0, "k": 100},
        "x": {"a": 1, "k": [{"t": 0, "s": [0], \(linear)}, {"t": 30, "s": [20]}]},
        "pt": {"a": 0, "k": {"c": true, "v": [[40, 40], [60, 40], [60, 60], [40, 60]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}}],
      """
    let solid = ##"{"ty": 1, "nm": "Solid", "ind": 1, "ip": 0, "op": 31, "st": 0, "sw": 100, "sh": 100, "sc": "#ff0000", \##(mask) "ks": {"a": {"a": 0, "k": [50, 50]}, "p": {"a": 0, "k": [50, 50]}}}"##
    let text = LottieFixture.file(layers: "[\(solid)]")
    let yaml = try LottieFixture.yaml(text)
    XCTAssertTrue(yaml.contains("calculationMode: discrete"), yaml)
    XCTAssertTrue(LottieFixture.warnings(text).contains { $0.contains("(layers[0].masksProperties[0].x): animated mask expansion is sampled at every frame [lottie-approximated]") })
    assertPixels(try LottieFixture.render(text, frame: 0), [(50, 50, .red), (45, 50, .red), (35, 50, .clear)])
    assertPixels(try LottieFixture.render(text, frame: 30), [(50, 50, .red), (25, 50, .red), (28, 28, .red), (22, 22, .clear), (15, 50, .clear)])
  }

  func testMaskFeatherWarns() {
    let mask = """
      "masksProperties": [{"mode": "a", "o": {"a": 0, "k": 100}, "f": {"a": 0, "k": [4, 4]},
        "pt": {"a": 0, "k": {"c": true, "v": [[40, 40], [60, 40], [60, 60]], "i": [[0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0]]}}}],
      """
    let text = LottieFixture.file(layers: "[\(LottieFixture.squareLayer(ks: "{}", extra: mask))]")
    let warnings = LottieFixture.warnings(text)
    XCTAssertEqual(warnings.count, 1, "\(warnings)")
    XCTAssertTrue(warnings[0].contains("layer 'Square' (layers[0].masksProperties[0].f): mask feather is not drawn"), "\(warnings)")
  }

  func testAnimatedRepeaterTransformIsSampledPerFrame() throws {
    // A 10×10 square at (15, 50) repeated 3 times, each copy moved by a position that
    // goes (0, 0) → (30, 0) over frames 0…30: at frame 30 the copies sit at x 15, 45, 75.
    let shapes = """
      [{"ty": "rc", "p": {"a": 0, "k": [15, 50]}, "s": {"a": 0, "k": [10, 10]}, "r": {"a": 0, "k": 0}},
       {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}},
       {"ty": "rp", "c": {"a": 0, "k": 3}, "o": {"a": 0, "k": 0}, "m": 1,
        "tr": {"ty": "tr", "p": {"a": 1, "k": [{"t": 0, "s": [0, 0], \(linear)}, {"t": 30, "s": [30, 0]}]},
               "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0},
               "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 100}}}]
      """
    let layer = #"{"ty": 4, "nm": "Repeated", "ind": 1, "ip": 0, "op": 31, "st": 0, "ks": {}, "shapes": \#(shapes)}"#
    let text = LottieFixture.file(layers: "[\(layer)]")
    let yaml = try LottieFixture.yaml(text)
    XCTAssertTrue(yaml.contains("keyPath: instanceTransform"), yaml)
    XCTAssertTrue(LottieFixture.warnings(text).contains { $0.contains("an animated repeater transform or offset is sampled at every frame") })
    assertPixels(try LottieFixture.render(text, frame: 30), [(15, 50, .red), (45, 50, .red), (75, 50, .red), (30, 50, .clear), (60, 50, .clear)])
    assertPixels(try LottieFixture.render(text, frame: 15), [(15, 50, .red), (30, 50, .red), (45, 50, .red), (60, 50, .clear)])
  }
}
