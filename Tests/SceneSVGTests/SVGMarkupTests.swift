import XCTest

@testable import SceneGeometry
@testable import SceneModel
@testable import SceneRender
@testable import SceneSVG

/// The markup writer's attributes, byte for byte, against the same text assembled from
/// printf's digits: its fused fast paths (a whole attribute or matrix under one capacity
/// check) must write what the plain ones did.
final class SVGMarkupTests: XCTestCase {
  func text(_ precision: Int, _ body: (inout SVGMarkup) -> Void) -> String {
    let out = ByteBuffer(capacity: 16)
    var markup = SVGMarkup(into: out, precision: precision)
    body(&markup)
    return out.string
  }

  func printf(_ v: Double, _ digits: Int) -> String { SVGNumber.printfFormat(v.isFinite ? v : 0, digits: digits) }

  /// What `transform` wrote before it was fused: decided on the printed digits.
  func expectedTransform(_ m: AffineMatrix, _ digits: Int) -> String {
    let t = [m.a, m.b, m.c, m.d, m.tx, m.ty].map { printf($0, digits) }
    if t[0] == "1" && t[1] == "0" && t[2] == "0" && t[3] == "1" {
      if t[4] == "0" && t[5] == "0" { return "" }
      return " transform=\"translate(\(t[4]) \(t[5]))\""
    }
    return " transform=\"matrix(\(t.joined(separator: " ")))\""
  }

  func testTransformsMatchTheirDigits() {
    var state: UInt64 = 5
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      switch state >> 60 {
      case 0...3: return 1
      case 4...7: return 0
      case 8: return 0.0005 * (unit < 0.5 ? 1 : -1)  // near a half at precision 3: printf decides
      case 9: return .nan
      default: return (unit - 0.5) * pow(10, Double(state >> 56 & 7) - 2)
      }
    }
    for precision in [0, 1, 3, 6, 10] {
      for _ in 0..<3000 {
        let m = AffineMatrix(a: next(), b: next(), c: next(), d: next(), tx: next(), ty: next())
        XCTAssertEqual(text(precision) { $0.transform("transform", m) }, expectedTransform(m, precision), "\(m)")
      }
    }
    XCTAssertEqual(text(3) { $0.transform("transform", .identity) }, "")
    XCTAssertEqual(
      text(3) { $0.transform("transform", AffineMatrix(a: 1.0001, b: -0.0004, c: 0, d: 1, tx: 2.5, ty: -1e20)) },
      " transform=\"translate(2.5 -100000000000000000000)\"")
    XCTAssertEqual(
      text(2) { $0.transform("gradientTransform", AffineMatrix(a: 0.5, b: 0.25, c: -0.125, d: 2, tx: 0, ty: 1)) },
      " gradientTransform=\"matrix(0.5 0.25 -0.12 2 0 1)\"")
  }

  func testAttributesAndPaints() {
    for v in [0, -0.0, 1, -1, 0.0005, 12.3456, -1e17, .nan, 1e-9, 999.9996] {
      XCTAssertEqual(text(3) { $0.attribute("x", v) }, " x=\"\(printf(v, 3))\"")
      XCTAssertEqual(text(3) { $0.numbers(v, -v) }, "\(printf(v, 3)) \(printf(-v, 3))")
      XCTAssertEqual(text(3) { $0.nonZero("dx", v) }, printf(v, 3) == "0" ? "" : " dx=\"\(printf(v, 3))\"")
    }
    XCTAssertEqual(
      text(3) { $0.paint("fill", "fill-opacity", RenderPaint(red: 0, green: 0x9a, blue: 255, alpha: 0.25)) },
      " fill=\"#009aff\" fill-opacity=\"0.25\"")
    XCTAssertEqual(text(3) { $0.paint("stroke", "stroke-opacity", RenderPaint(red: 16, green: 1, blue: 2, alpha: 0.9999)) }, " stroke=\"#100102\"")
    XCTAssertEqual(text(3) { $0.attribute("font-weight", integer: -700) }, " font-weight=\"-700\"")
    XCTAssertEqual(
      text(3) {
        $0.open("g")
        $0.start("rect")
        $0.rectAttributes(Rect(0.5, -2, 10, 1.0 / 3))
        $0.leafEnd()
        $0.close("g")
      },
      "<g>\n  <rect x=\"0.5\" y=\"-2\" width=\"10\" height=\"0.333\"/>\n</g>\n")
  }

  /// Growth in the middle of a fused attribute keeps every byte.
  func testAttributesAcrossGrowth() {
    let long = text(4) { markup in
      for i in 0..<500 { markup.transform("transform", AffineMatrix(a: 2, b: 0, c: 0, d: 1, tx: Double(i) / 7, ty: -1)) }
    }
    var want = ""
    for i in 0..<500 { want += " transform=\"matrix(2 0 0 1 \(printf(Double(i) / 7, 4)) -1)\"" }
    XCTAssertEqual(long, want)
  }

  /// The rounded-rectangle path written under one capacity check is the path written
  /// number by number, for radii and corners of every kind (values near a half send the
  /// whole path the plain way).
  func testRoundedRectDataMatchesThePlainWay() {
    var state: UInt64 = 9
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let unit = Double(state >> 11) / Double(1 << 53)
      switch state >> 61 {
      case 0: return Double(state >> 40 % 60)
      case 1: return 0.0005
      case 2: return .nan
      default: return (unit - 0.3) * 300
      }
    }
    for precision in [0, 3, 6, 10] {
      for _ in 0..<500 {
        // (A radius of 0 writes the plain rectangle, which has no slow twin.)
        let radius = abs(next()) / 4
        let shape = RenderRoundedRect(rect: Rect(next(), next(), abs(next()), abs(next())), radius: radius == 0 ? 2 : radius)
        let fused = ByteBuffer(capacity: 16)
        SVGFrameWriter(into: fused, precision: precision).roundedRectData(shape)
        let plain = ByteBuffer(capacity: 16)
        SVGFrameWriter(into: plain, precision: precision).roundedRectDataSlowly(shape)
        XCTAssertEqual(fused.string, plain.string, "\(shape)")
      }
    }
    let out = ByteBuffer(capacity: 16)
    SVGFrameWriter(into: out, precision: 3).roundedRectData(RenderRoundedRect(rect: Rect(0, 0, 30, 30), radius: 4))
    XCTAssertEqual(out.string, "M 4 0 H 26 A 4 4 0 0 1 30 4 V 26 A 4 4 0 0 1 26 30 H 4 A 4 4 0 0 1 0 26 V 4 A 4 4 0 0 1 4 0 Z")
  }

  /// Escaping, with and without the copy of text that needs nothing, against the rules
  /// spelled per character.
  func testEscapingMatchesItsRules() {
    func expected(_ text: String) -> String {
      var result = ""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "&": result += "&amp;"
        case "<": result += "&lt;"
        case ">": result += "&gt;"
        case "\"": result += "&quot;"
        case "\t": result += "&#9;"
        case "\n": result += "&#10;"
        case "\r": result += "&#13;"
        case "\u{FFFE}", "\u{FFFF}": break
        default: if scalar.value >= 0x20 { result.unicodeScalars.append(scalar) }
        }
      }
      return result
    }
    let pieces = ["l1", "gradient-l7", "r3-i2", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{1}", "\u{FFFE}", "\u{FFFF}",
      "\u{F000}", "é", "😀", "x", " ", "abcdefghijklmnopqrstuvwxyz"]
    var state: UInt64 = 4
    for _ in 0..<3000 {
      var text = ""
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      for k in 0..<Int(state >> 60) { text += pieces[Int((state >> UInt64(4 * k)) % UInt64(pieces.count))] }
      let out = ByteBuffer(capacity: 4)
      out.append("<")
      XMLText.escape(text, into: out)
      XCTAssertEqual(out.string, "<" + expected(text), text.debugDescription)
    }
  }

  /// Elements opened and closed at every depth: two spaces per level.
  func testIndentationAtEveryDepth() {
    var want = ""
    let got = text(3) { markup in
      for depth in 0..<12 {
        markup.start("g")
        markup.attribute("id", "x")
        markup.openEnd()
        want += String(repeating: " ", count: 2 * depth) + "<g id=\"x\">\n"
      }
      markup.line("<feMergeNode/>")
      want += String(repeating: " ", count: 24) + "<feMergeNode/>\n"
      for depth in (0..<12).reversed() {
        markup.close("g")
        want += String(repeating: " ", count: 2 * depth) + "</g>\n"
      }
    }
    XCTAssertEqual(got, want)
  }
}
