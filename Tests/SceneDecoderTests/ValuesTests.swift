import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// Numbers, booleans, strings, units and geometry values.
final class ValuesTests: XCTestCase {
  // MARK: numbers

  func testNumbersFollowJSONGrammar() {
    let cases: [(String, Double)] = [
      ("12", 12), ("-0.5", -0.5), ("1e3", 1000), ("1E-3", 0.001), ("0", 0), ("2.5e+2", 250),
      ("-0", 0), ("123456.789", 123456.789),
    ]
    for (text, expected) in cases {
      XCTAssertEqual(decodedValue("v: \(text)") { $0.number($1) }, expected, text)
    }
  }

  func testNumberLikeTextOutsideJSONGrammarIsInvalid() {
    let (value, diagnostics) = decodeValue("v: .5") { $0.number($1) }
    XCTAssertNil(value)
    XCTAssertEqual(
      diagnostics,
      [
        "1:4: error: '.5' is not a valid number [invalid-number]",
        "1:4: note: did you mean '0.5'?",
      ])
    for text in ["+1", "01", "1.", "0x10", "1_000", "-.5"] {
      let (value, diagnostics) = decodeValue("v: \(text)") { $0.number($1) }
      XCTAssertNil(value, text)
      XCTAssertEqual(diagnostics.first, "1:4: error: '\(text)' is not a valid number [invalid-number]")
    }
    XCTAssertEqual(
      decodeValue("v: 0x10") { $0.number($1) }.diagnostics.last,
      "1:4: note: numbers follow JSON's grammar, e.g. '12', '-0.5', '1e3'")
  }

  func testNonFiniteNumbersAreErrors() {
    for text in [".nan", ".NaN", ".inf", "-.inf", "+.inf", "nan", "inf", "-inf", "Infinity"] {
      let (value, diagnostics) = decodeValue("v: \(text)") { $0.number($1) }
      XCTAssertNil(value, text)
      XCTAssertEqual(diagnostics, ["1:4: error: '\(text)' is not a finite number [non-finite-number]"])
    }
    let (value, diagnostics) = decodeValue("v: 1e999") { $0.number($1) }
    XCTAssertNil(value)
    XCTAssertEqual(
      diagnostics, ["1:4: error: '1e999' is too large to be a finite number [non-finite-number]"])
  }

  func testQuotedNumberIsATypeMismatch() {
    let (value, diagnostics) = decodeValue("v: \"0.5\"") { $0.number($1) }
    XCTAssertNil(value)
    XCTAssertEqual(
      diagnostics,
      [
        "1:4: error: expected a number, found a string [type-mismatch]",
        "1:4: note: numbers are written without quotes",
      ])
    XCTAssertEqual(
      decodeValue("v: '12'") { $0.number($1) }.diagnostics.first,
      "1:4: error: expected a number, found a string [type-mismatch]")
  }

  func testExplicitNumberTagsAreNumbers() {
    XCTAssertEqual(decodedValue("v: !!float \"2.5\"") { $0.number($1) }, 2.5)
    XCTAssertEqual(
      decodeValue("v: !!str 12") { $0.number($1) }.diagnostics,
      ["1:4: error: expected a number, found a string [type-mismatch]"])
  }

  func testCollectionsAndOtherScalarsWhereANumberIsExpected() {
    let cases: [(String, String)] = [
      ("v: {a: 1}", "1:4: error: expected a number, found a mapping [type-mismatch]"),
      ("v: [1, 2]", "1:4: error: expected a number, found a sequence [type-mismatch]"),
      ("v:", "1:3: error: expected a number, found null [type-mismatch]"),
      ("v: ~", "1:4: error: expected a number, found null [type-mismatch]"),
      ("v: true", "1:4: error: expected a number, found a boolean [type-mismatch]"),
      ("v: abc", "1:4: error: expected a number, found a string [type-mismatch]"),
    ]
    for (yaml, expected) in cases {
      let (value, diagnostics) = decodeValue(yaml) { $0.number($1) }
      XCTAssertNil(value, yaml)
      XCTAssertEqual(diagnostics, [expected], yaml)
    }
  }

  func testNonNegativeNumber() {
    XCTAssertEqual(decodedValue("v: 0") { $0.nonNegativeNumber($1, what: "radius") }, 0)
    XCTAssertEqual(decodedValue("v: 2.5") { $0.nonNegativeNumber($1, what: "radius") }, 2.5)
    let (value, diagnostics) = decodeValue("v: -2") { $0.nonNegativeNumber($1, what: "radius") }
    XCTAssertNil(value)
    XCTAssertEqual(
      diagnostics, ["1:4: error: 'radius' must not be negative, found -2 [value-out-of-range]"])
  }

  func testIntegers() {
    XCTAssertEqual(decodedValue("v: 3") { $0.integer($1) }, 3)
    XCTAssertEqual(decodedValue("v: -3.0") { $0.integer($1) }, -3)
    XCTAssertEqual(decodedValue("v: 1e2") { $0.integer($1) }, 100)
    XCTAssertEqual(
      decodeValue("v: 2.5") { $0.integer($1) }.diagnostics,
      ["1:4: error: expected an integer, found 2.5 [type-mismatch]"])
    XCTAssertEqual(
      decodeValue("v: \"3\"") { $0.integer($1) }.diagnostics.first,
      "1:4: error: expected an integer, found a string [type-mismatch]")
  }

  func testNumberLists() {
    XCTAssertEqual(decodedValue("v: [0, 0.5, 1e0]") { $0.numbers($1) }, [0, 0.5, 1])
    XCTAssertEqual(decodedValue("v: []") { $0.numbers($1) }, [])
    let (value, diagnostics) = decodeValue("v: [0, \"x\", .5]") { $0.numbers($1) }
    XCTAssertNil(value)
    // Every bad item is reported, each at its own column.
    XCTAssertEqual(
      diagnostics,
      [
        "1:8: error: expected a number, found a string [type-mismatch]",
        "1:13: error: '.5' is not a valid number [invalid-number]",
        "1:13: note: did you mean '0.5'?",
      ])
  }

  // MARK: booleans and strings

  func testBooleans() {
    for (text, expected) in [
      ("true", true), ("True", true), ("TRUE", true), ("false", false), ("False", false),
      ("FALSE", false),
    ] {
      XCTAssertEqual(decodedValue("v: \(text)") { $0.bool($1) }, expected, text)
    }
  }

  func testYAML11BooleanSpellingsAreAccepted() {
    // The scene format is YAML 1.1, whose booleans include yes/no, on/off and y/n.
    let spellings: [(String, Bool)] = [
      ("yes", true), ("Yes", true), ("YES", true), ("on", true), ("ON", true), ("y", true), ("Y", true),
      ("no", false), ("No", false), ("off", false), ("Off", false), ("n", false), ("N", false),
    ]
    for (text, expected) in spellings {
      let (value, diagnostics) = decodeValue("v: \(text)") { $0.bool($1) }
      XCTAssertEqual(value, expected, text)
      XCTAssertEqual(diagnostics, [], text)
    }
    XCTAssertEqual(
      decodeValue("v: nope") { $0.bool($1) }.diagnostics,
      ["1:4: error: expected a boolean (true or false), found a string [type-mismatch]"])
    XCTAssertEqual(
      decodeValue("v: \"true\"") { $0.bool($1) }.diagnostics,
      [
        "1:4: error: expected a boolean (true or false), found a string [type-mismatch]",
        "1:4: note: booleans are written without quotes",
      ])
    XCTAssertEqual(
      decodeValue("v: 1") { $0.bool($1) }.diagnostics,
      ["1:4: error: expected a boolean (true or false), found a number [type-mismatch]"])
  }

  func testStrings() {
    XCTAssertEqual(decodedValue("v: hello") { $0.string($1) }, "hello")
    XCTAssertEqual(decodedValue("v: \"a b\"") { $0.string($1) }, "a b")
    XCTAssertEqual(decodedValue("v: 12") { $0.string($1) }, "12")
    XCTAssertEqual(
      decodeValue("v: ~") { $0.string($1) }.diagnostics,
      ["1:4: error: expected a string, found null [type-mismatch]"])
    XCTAssertEqual(
      decodeValue("v: [a]") { $0.string($1) }.diagnostics,
      ["1:4: error: expected a string, found a sequence [type-mismatch]"])
  }

  // MARK: units

  func testTimes() {
    XCTAssertEqual(decodedValue("v: 0.3") { $0.time($1) }, 0.3)
    XCTAssertEqual(decodedValue("v: \"300ms\"") { $0.time($1) }, 0.3)
    XCTAssertEqual(decodedValue("v: 300ms") { $0.time($1) }, 0.3)
    XCTAssertEqual(decodedValue("v: \"0.3s\"") { $0.time($1) }, 0.3)
    XCTAssertEqual(decodedValue("v: '2s'") { $0.time($1) }, 2)
    XCTAssertEqual(decodedValue("v: \"-0.5s\"") { $0.time($1) }, -0.5)
    XCTAssertEqual(decodedValue("v: \"1e3ms\"") { $0.time($1) }, 1)
    XCTAssertEqual(decodedValue("v: -2") { $0.time($1) }, -2)
  }

  func testAngles() {
    XCTAssertEqual(decodedValue("v: \"0.25turn\"") { $0.angle($1) }, Double.pi / 2)
    XCTAssertEqual(decodedValue("v: \"90deg\"") { $0.angle($1) }, Double.pi / 2)
    XCTAssertEqual(decodedValue("v: 180deg") { $0.angle($1) }, Double.pi)
    XCTAssertEqual(decodedValue("v: \"360deg\"") { $0.angle($1) }, 2 * Double.pi)
    XCTAssertEqual(decodedValue("v: \"-45deg\"") { $0.angle($1) }, -Double.pi / 4)
    XCTAssertEqual(decodedValue("v: \"1turn\"") { $0.angle($1) }, 2 * Double.pi)
    XCTAssertEqual(decodedValue("v: \"1.5rad\"") { $0.angle($1) }, 1.5)
    XCTAssertEqual(decodedValue("v: 3.14159") { $0.angle($1) }, 3.14159)
  }

  func testUnknownUnitsSuggestTheRightOne() {
    XCTAssertEqual(
      decodeValue("v: \"300sec\"") { $0.time($1) }.diagnostics,
      [
        "1:4: error: unknown time unit 'sec' in '300sec' [invalid-unit]",
        "1:4: note: did you mean '300s'?",
        "1:4: note: valid time units: 'ms', 's'",
      ])
    XCTAssertEqual(
      decodeValue("v: 300 ms") { $0.time($1) }.diagnostics,
      [
        "1:4: error: unknown time unit ' ms' in '300 ms' [invalid-unit]",
        "1:4: note: did you mean '300ms'?",
        "1:4: note: valid time units: 'ms', 's'",
      ])
    XCTAssertEqual(
      decodeValue("v: \"90degrees\"") { $0.angle($1) }.diagnostics,
      [
        "1:4: error: unknown angle unit 'degrees' in '90degrees' [invalid-unit]",
        "1:4: note: did you mean '90deg'?",
        "1:4: note: valid angle units: 'deg', 'rad', 'turn'",
      ])
    XCTAssertEqual(
      decodeValue("v: 90DEG") { $0.angle($1) }.diagnostics.prefix(2),
      [
        "1:4: error: unknown angle unit 'DEG' in '90DEG' [invalid-unit]",
        "1:4: note: did you mean '90deg'?",
      ])
    XCTAssertEqual(
      decodeValue("v: 5xyz") { $0.angle($1) }.diagnostics,
      [
        "1:4: error: unknown angle unit 'xyz' in '5xyz' [invalid-unit]",
        "1:4: note: valid angle units: 'deg', 'rad', 'turn'",
      ])
  }

  /// The number and its unit split after the number's last scalar, also when a combining
  /// mark follows it (a split at a character boundary would take the digit into the unit).
  func testUnitsSplitAfterTheNumbersLastScalar() {
    XCTAssertEqual(decodedValue("v: \"1.5e1ms\"") { $0.time($1) }, 0.015)
    XCTAssertEqual(
      decodeValue("v: \"5\u{301}ms\"") { $0.time($1) }.diagnostics,
      [
        "1:4: error: unknown time unit '\u{301}ms' in '5\u{301}ms' [invalid-unit]",
        "1:4: note: did you mean '5ms'?",
        "1:4: note: valid time units: 'ms', 's'",
      ])
    XCTAssertEqual(
      decodeValue("v: \"2s\u{301}\"") { $0.time($1) }.diagnostics,
      [
        "1:4: error: unknown time unit 's\u{301}' in '2s\u{301}' [invalid-unit]",
        "1:4: note: did you mean '2s'?",
        "1:4: note: valid time units: 'ms', 's'",
      ])
  }

  func testMalformedTimes() {
    XCTAssertEqual(
      decodeValue("v: \"0.3\"") { $0.time($1) }.diagnostics,
      [
        "1:4: error: expected a time (seconds, or e.g. '300ms', '0.3s'), found a string [type-mismatch]",
        "1:4: note: write a plain number for seconds, or add a unit ('ms', 's')",
      ])
    XCTAssertEqual(
      decodeValue("v: soon") { $0.time($1) }.diagnostics,
      ["1:4: error: expected a time (seconds, or e.g. '300ms', '0.3s'), found a string [type-mismatch]"])
    XCTAssertEqual(
      decodeValue("v: .5s") { $0.time($1) }.diagnostics.first,
      "1:4: error: '.5s' does not start with a valid number [invalid-number]")
    XCTAssertEqual(
      decodeValue("v: .inf") { $0.time($1) }.diagnostics.first,
      "1:4: error: '.inf' is not a finite number [non-finite-number]")
    XCTAssertEqual(
      decodeValue("v: 1e999s") { $0.time($1) }.diagnostics.first,
      "1:4: error: '1e999s' is too large to be a finite number [non-finite-number]")
    XCTAssertEqual(
      decodeValue("v: [1]") { $0.angle($1) }.diagnostics,
      [
        "1:4: error: expected an angle (radians, or e.g. '90deg', '0.25turn'), found a sequence "
          + "[type-mismatch]"
      ])
  }

  // MARK: geometry

  func testPointsSizesRects() {
    XCTAssertEqual(decodedValue("v: [1.5, -2]") { $0.point($1) }, Point(1.5, -2))
    XCTAssertEqual(decodedValue("v: [0, -3]") { $0.size($1) }, Size(0, -3))
    XCTAssertEqual(decodedValue("v: [1, 2, 3, 4]") { $0.rect($1) }, Rect(1, 2, 3, 4))
    XCTAssertEqual(decodedValue("v:\n  - 10\n  - 20\n") { $0.point($1) }, Point(10, 20))
  }

  func testWrongCountIsReportedAtTheSequence() {
    XCTAssertEqual(
      decodeValue("v: [1, 2, 3]") { $0.point($1) }.diagnostics,
      ["1:4: error: expected 2 numbers [x, y], found 3 [wrong-count]"])
    XCTAssertEqual(
      decodeValue("v: [1, 2]") { $0.rect($1) }.diagnostics,
      ["1:4: error: expected 4 numbers [x, y, w, h], found 2 [wrong-count]"])
    XCTAssertEqual(
      decodeValue("v: 5") { $0.size($1) }.diagnostics,
      ["1:4: error: expected a size [w, h], found a number [type-mismatch]"])
  }

  func testNegativeRectSizeIsReportedAtTheElement() {
    let (value, diagnostics) = decodeValue("v: [0, 0, -10, -0.5]") { $0.rect($1) }
    XCTAssertNil(value)
    XCTAssertEqual(
      diagnostics,
      [
        "1:11: error: rect width must not be negative, found -10 [value-out-of-range]",
        "1:16: error: rect height must not be negative, found -0.5 [value-out-of-range]",
      ])
  }

  func testDiagnosticsCarryTheSinksFile() {
    let harness = ValuesHarness("v: \"x\"")
    _ = harness.decoder.number(harness.value)
    XCTAssertEqual(harness.decoder.sink.diagnostics.map(\.file), ["values.yaml"])
    XCTAssertEqual(harness.decoder.sink.diagnostics.first?.range?.end.column, 7)
  }
}
