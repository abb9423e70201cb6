import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// Colors, color lists and "no color".
final class ValuesColorTests: XCTestCase {
  private func color(_ text: String) -> Color? {
    decodedValue("v: \(text)") { $0.color($1) }
  }

  func testHexForms() {
    XCTAssertEqual(color("\"#f80\""), Color(red: 1, green: 136.0 / 255, blue: 0))
    XCTAssertEqual(color("\"#F80\""), Color(red: 1, green: 136.0 / 255, blue: 0))
    XCTAssertEqual(color("\"#f808\""), Color(red: 1, green: 136.0 / 255, blue: 0, alpha: 136.0 / 255))
    XCTAssertEqual(color("\"#009ad6\""), Color(red: 0, green: 154.0 / 255, blue: 214.0 / 255))
    XCTAssertEqual(
      color("'#ff000080'"), Color(red: 1, green: 0, blue: 0, alpha: 128.0 / 255))
    XCTAssertEqual(color("\"#FFFFFF\""), .white)
  }

  func testBadHexColors() {
    for text in ["#ggg", "#12345", "#", "#1234567g"] {
      let (value, diagnostics) = decodeValue("v: \"\(text)\"") { $0.color($1) }
      XCTAssertNil(value)
      XCTAssertEqual(
        diagnostics,
        [
          "1:4: error: invalid hex color '\(text)' [invalid-color]",
          "1:4: note: hex colors are written '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa'",
        ])
    }
  }

  func testAllCSSNamedColors() {
    XCTAssertEqual(CSSColorNames.table.count, 148)
    XCTAssertEqual(Set(CSSColorNames.names).count, 148)
    XCTAssertEqual(CSSColorNames.names, CSSColorNames.names.sorted())
    // Every name decodes, in any case.
    for (name, rgb) in CSSColorNames.table {
      let expected = Color(
        red: Double(rgb >> 16) / 255, green: Double(rgb >> 8 & 0xff) / 255,
        blue: Double(rgb & 0xff) / 255)
      XCTAssertEqual(color(name), expected, name)
      XCTAssertEqual(color(name.uppercased()), expected, name)
    }
    // The lookup is a binary search of the sorted table: names before, between and after.
    for other in ["", "a", "aliceblu", "alicebluee", "grayish", "zzz", "Red"] {
      XCTAssertNil(CSSColorNames.rgb(named: other), other)
    }
  }

  func testNamedColorSpotChecks() {
    XCTAssertEqual(color("rebeccapurple"), Color(red: 0x66 / 255.0, green: 0x33 / 255.0, blue: 0x99 / 255.0))
    XCTAssertEqual(color("RebeccaPurple"), color("rebeccapurple"))
    XCTAssertEqual(color("grey"), Color(red: 128 / 255.0, green: 128 / 255.0, blue: 128 / 255.0))
    XCTAssertEqual(color("gray"), color("grey"))
    XCTAssertEqual(color("DarkSlateGrey"), Color(red: 0x2f / 255.0, green: 0x4f / 255.0, blue: 0x4f / 255.0))
    XCTAssertEqual(
      color("lightgoldenrodyellow"), Color(red: 0xfa / 255.0, green: 0xfa / 255.0, blue: 0xd2 / 255.0))
    XCTAssertEqual(color("aqua"), color("cyan"))
    XCTAssertEqual(color("fuchsia"), color("magenta"))
    XCTAssertEqual(color("black"), .black)
    XCTAssertEqual(color("white"), .white)
    XCTAssertEqual(color("green"), Color(red: 0, green: 128 / 255.0, blue: 0))
    XCTAssertEqual(color("lime"), Color(red: 0, green: 1, blue: 0))
  }

  func testClear() {
    XCTAssertEqual(color("clear"), .clear)
    XCTAssertEqual(color("transparent"), .clear)
  }

  func testFunctionalForms() {
    XCTAssertEqual(color("\"rgb(255, 128, 0)\""), Color(red: 1, green: 128.0 / 255, blue: 0))
    XCTAssertEqual(color("\"rgb( 0 ,51,  255 )\""), Color(red: 0, green: 0.2, blue: 1))
    XCTAssertEqual(
      color("\"rgba(0, 0, 0, 0.5)\""), Color(red: 0, green: 0, blue: 0, alpha: 0.5))
    XCTAssertEqual(color("\"RGBA(255,255,255,1)\""), .white)
    XCTAssertEqual(color("\"rgb(12.75, 0, 0)\""), Color(red: 0.05, green: 0, blue: 0))
  }

  func testFunctionalOutOfRange() {
    XCTAssertEqual(
      decodeValue("v: \"rgb(256, 0, 0)\"") { $0.color($1) }.diagnostics,
      ["1:4: error: red component must be within 0…255, found 256 [value-out-of-range]"])
    XCTAssertEqual(
      decodeValue("v: \"rgba(0, 0, -1, 1)\"") { $0.color($1) }.diagnostics,
      ["1:4: error: blue component must be within 0…255, found -1 [value-out-of-range]"])
    XCTAssertEqual(
      decodeValue("v: \"rgba(0, 0, 0, 1.5)\"") { $0.color($1) }.diagnostics,
      ["1:4: error: alpha component must be within 0…1, found 1.5 [value-out-of-range]"])
  }

  func testMalformedFunctionalColors() {
    let hint = "1:4: note: write 'rgb(r, g, b)' or 'rgba(r, g, b, a)', r, g, b 0…255, a 0…1"
    XCTAssertEqual(
      decodeValue("v: \"rgb(1, 2)\"") { $0.color($1) }.diagnostics,
      ["1:4: error: 'rgb(1, 2)' has 2 components, expected 3 or 4 [invalid-color]", hint])
    XCTAssertEqual(
      decodeValue("v: \"rgb(1, x, 3)\"") { $0.color($1) }.diagnostics.first,
      "1:4: error: invalid component 'x' in 'rgb(1, x, 3)' [invalid-color]")
    XCTAssertEqual(
      decodeValue("v: \"rgb(1, 2, 3\"") { $0.color($1) }.diagnostics.first,
      "1:4: error: malformed color 'rgb(1, 2, 3' [invalid-color]")
  }

  func testComponentArrays() {
    XCTAssertEqual(color("[1, 0.5, 0]"), Color(red: 1, green: 0.5, blue: 0))
    XCTAssertEqual(color("[0, 0, 1, 0.25]"), Color(red: 0, green: 0, blue: 1, alpha: 0.25))
    XCTAssertEqual(
      decodeValue("v: [1, 2, 0]") { $0.color($1) }.diagnostics,
      ["1:8: error: green component must be within 0…1, found 2 [value-out-of-range]"])
    XCTAssertEqual(
      decodeValue("v: [1, 0]") { $0.color($1) }.diagnostics,
      ["1:4: error: expected 3 or 4 color components [r, g, b] or [r, g, b, a], found 2 [wrong-count]"])
    XCTAssertEqual(
      decodeValue("v: [1, 0, \"0\"]") { $0.color($1) }.diagnostics.first,
      "1:11: error: expected a number, found a string [type-mismatch]")
  }

  func testUnknownNameSuggestsACSSName() {
    let (value, diagnostics) = decodeValue("v: bleu") { $0.color($1) }
    XCTAssertNil(value)
    XCTAssertEqual(
      diagnostics,
      ["1:4: error: unknown color 'bleu' [invalid-color]", "1:4: note: did you mean 'blue'?"])
    let harness = ValuesHarness("v: \"cornflowerblu\"")
    _ = harness.decoder.color(harness.value)
    let fixIt = harness.decoder.sink.diagnostics.first?.fixIts.first
    XCTAssertEqual(fixIt?.replacement, "\"cornflowerblue\"")
    XCTAssertEqual(fixIt?.range.start.column, 4)
    XCTAssertEqual(
      decodeValue("v: zzzzzz") { $0.color($1) }.diagnostics,
      ["1:4: error: unknown color 'zzzzzz' [invalid-color]"])
  }

  func testNonColors() {
    XCTAssertEqual(
      decodeValue("v: 5") { $0.color($1) }.diagnostics,
      ["1:4: error: expected a color, found a number [type-mismatch]"])
    XCTAssertEqual(
      decodeValue("v: {r: 1}") { $0.color($1) }.diagnostics,
      ["1:4: error: expected a color, found a mapping [type-mismatch]"])
    XCTAssertEqual(
      decodeValue("v: #fff") { $0.color($1) }.diagnostics,
      [
        "1:3: error: expected a color, found null [type-mismatch]",
        "1:3: note: quote hex colors: '#' starts a comment in YAML",
      ])
    XCTAssertEqual(
      decodeValue("v: none") { $0.color($1) }.diagnostics,
      [
        "1:4: error: 'none' (no color) is not allowed here [invalid-color]",
        "1:4: note: give a color, e.g. 'clear' for a fully transparent one",
      ])
  }

  func testOptionalColor() {
    XCTAssertEqual(decodedValue("v: none") { $0.optionalColor($1) }, .some(nil))
    XCTAssertEqual(decodedValue("v: ~") { $0.optionalColor($1) }, .some(nil))
    XCTAssertEqual(decodedValue("v:") { $0.optionalColor($1) }, .some(nil))
    XCTAssertEqual(decodedValue("v: red") { $0.optionalColor($1) }, .some(Color(red: 1, green: 0, blue: 0)))
    let (value, diagnostics) = decodeValue("v: nope") { $0.optionalColor($1) }
    XCTAssertTrue(value == nil, "an error is nil, not .some(nil)")
    XCTAssertEqual(diagnostics.first, "1:4: error: unknown color 'nope' [invalid-color]")
  }

  func testColorLists() {
    XCTAssertEqual(
      decodedValue("v: [red, \"#00f\", [0, 1, 0]]") { $0.colors($1) },
      [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1), Color(red: 0, green: 1, blue: 0)])
    XCTAssertEqual(
      decodeValue("v: [red, bleu, \"#xyz\"]") { $0.colors($1) }.diagnostics.filter { $0.contains("error") },
      [
        "1:10: error: unknown color 'bleu' [invalid-color]",
        "1:16: error: invalid hex color '#xyz' [invalid-color]",
      ])
    XCTAssertEqual(
      decodeValue("v: red") { $0.colors($1) }.diagnostics,
      ["1:4: error: expected a list of colors, found a string [type-mismatch]"])
  }
}
