import SceneTestSupport
import XCTest

/// Lottie text layers: glyph outlines from `chars` where the file has them (exact), else a
/// scene text layer whose first baseline sits on the layer's origin.
final class TextLayerImportTests: XCTestCase {
  private func textLayer(_ text: String, size: Double = 20, j: Int = 0, tr: Double = 0, font: String = "DejaVuSans", extraDoc: String = "") -> String {
    """
    {"ty": 5, "nm": "Title", "ind": 1, "ip": 0, "op": 31, "st": 0,
     "ks": {"a": {"a": 0, "k": [0, 0]}, "p": {"a": 0, "k": [20, 50]}},
     "t": {"d": {"k": [{"t": 0, "s": {"s": \(size), "f": "\(font)", "t": "\(text)", "j": \(j), "tr": \(tr), "lh": 24, "ls": 0, "fc": [1, 0, 0]\(extraDoc)}}]},
           "p": {}, "m": {"g": 1, "a": {"a": 0, "k": [0, 0]}}, "a": []}}
    """
  }

  private let fonts = #""fonts": {"list": [{"fName": "DejaVuSans", "fFamily": "DejaVu Sans", "fStyle": "Book", "ascent": 75}]},"#

  /// A glyph "I" 50 units wide: a bar from x 10 to 30, 70 units tall, on the baseline.
  private let chars = """
    "chars": [{"ch": "I", "size": 100, "style": "Book", "w": 50, "fFamily": "DejaVu Sans",
      "data": {"shapes": [{"ty": "gr", "it": [{"ty": "sh", "ks": {"a": 0, "k": {"c": true,
        "v": [[10, -70], [30, -70], [30, 0], [10, 0]], "i": [[0, 0], [0, 0], [0, 0], [0, 0]], "o": [[0, 0], [0, 0], [0, 0], [0, 0]]}}},
        {"ty": "tr", "p": {"a": 0, "k": [0, 0]}, "a": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [100, 100]}, "r": {"a": 0, "k": 0}, "o": {"a": 0, "k": 100}}]}]}}],
    """

  /// The box of pixels with alpha over half (x0, y0, x1, y1), inclusive.
  private func ink(_ image: PNGImage) -> (Int, Int, Int, Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixel(x, y).a > 128 {
        box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
      }
    }
    return box
  }

  func testGlyphOutlinesFromCharsAreExact() throws {
    let text = LottieFixture.file(layers: "[\(textLayer("II", tr: 500))]", extra: fonts + chars)
    XCTAssertEqual(LottieFixture.warnings(text), [])
    let yaml = try LottieFixture.yaml(text)
    XCTAssertTrue(yaml.contains("type: shape"), yaml)
    // Size 20 scales by 0.2; the second glyph starts 50·0.2 + 0.5·20 = 20 later.
    XCTAssertTrue(yaml.contains(#"d: "M 2 -14 C 2 -14 6 -14 6 -14 C 6 -14 6 0 6 0 C 6 0 2 0 2 0 C 2 0 2 -14 2 -14 Z M 22 -14 C 22 -14 26 -14 26 -14"#), yaml)
    let image = try LottieFixture.render(text, frame: 0)
    assertPixels(image, [(24, 43, .red), (44, 43, .red), (34, 43, .clear), (24, 52, .clear)])
  }

  func testCentredGlyphsAreJustifiedAboutTheOrigin() throws {
    let text = LottieFixture.file(layers: "[\(textLayer("II", j: 2))]", extra: fonts + chars)
    // Width 2 · 10: the pen starts at −10, the bars at x 12…16 and 22…26 of the scene.
    assertPixels(try LottieFixture.render(text, frame: 0), [(14, 43, .red), (24, 43, .red), (19, 43, .clear), (28, 43, .clear)])
  }

  func testWithoutCharsATextLayerSitsOnTheBaseline() throws {
    let text = LottieFixture.file(layers: "[\(textLayer("HH", size: 20))]", extra: fonts)
    XCTAssertEqual(LottieFixture.warnings(text), [])
    let yaml = try LottieFixture.yaml(text)
    let lines = yaml.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let start = try XCTUnwrap(lines.firstIndex(of: "type: text"), yaml)
    XCTAssertEqual(Array(lines[start..<(start + 9)]), [
      "type: text", "bounds: [0, 0, 80, 23.2813]", "anchorPoint: [0, 0]", "position: [0, -18.5645]",
      #"string: "HH""#, #"fontFamily: "DejaVu Sans""#, "fontSize: 20", ##"foregroundColor: "#ff0000""##, "alignmentMode: left",
    ])
    let box = try XCTUnwrap(ink(try LottieFixture.render(text, frame: 0)))
    // DejaVu Sans: H is 0.729 em tall on the baseline (y 50), its left bearing 0.098 em.
    XCTAssertEqual(box.3, 49, accuracy: 1)
    XCTAssertEqual(box.1, 35, accuracy: 1)
    XCTAssertEqual(box.0, 22, accuracy: 1)
  }

  func testAnimatedDocumentsHoldUntilTheNext() throws {
    let two = #"{"t": 15, "s": {"s": 20, "f": "DejaVuSans", "t": "II", "j": 0, "tr": 0, "lh": 24, "fc": [1, 0, 0]}}"#
    let layer = textLayer("I").replacingOccurrences(of: "}]},", with: "}, \(two)]},")
    let text = LottieFixture.file(layers: "[\(layer)]", extra: fonts + chars)
    XCTAssertEqual(LottieFixture.warnings(text), [])
    let yaml = try LottieFixture.yaml(text)
    XCTAssertTrue(yaml.contains("beginTime: 0.483333"), yaml)  // frame 15, half a frame early
    // Frame 10: one bar (x 22…26); frame 20: two (the second at x 32…36).
    assertPixels(try LottieFixture.render(text, frame: 10), [(24, 43, .red), (34, 43, .clear)])
    assertPixels(try LottieFixture.render(text, frame: 20), [(24, 43, .red), (34, 43, .red)])
  }

  func testWhatTextCannotSayWarns() {
    let layer = textLayer("A\\rB", tr: 50, extraDoc: #", "sc": [0, 0, 1], "sw": 2"#)
    let warnings = LottieFixture.warnings(LottieFixture.file(layers: "[\(layer)]", extra: fonts))
    XCTAssertEqual(warnings.count, 3, "\(warnings)")
    XCTAssertTrue(warnings.contains { $0.contains("layer 'Title' (layers[0].t.d.k[0].s.sc): text strokes are left out") }, "\(warnings)")
    XCTAssertTrue(warnings.contains { $0.contains("(layers[0].t.d.k[0].s.tr): tracking is not in the scene format") }, "\(warnings)")
    XCTAssertTrue(warnings.contains { $0.contains("(layers[0].t.d.k[0].s.lh): line height 24 is drawn as the font's") }, "\(warnings)")
  }
}
