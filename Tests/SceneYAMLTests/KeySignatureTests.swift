import SceneDiagnostics
import XCTest

@testable import SceneYAML

/// Key signatures (length and first seven bytes of a short ASCII text) and the key lookups
/// and duplicate checks built on them: exact values, and the cases where the signature
/// cannot decide (long keys sharing a prefix, non-ASCII keys, keys past `maxLength`).
final class KeySignatureTests: XCTestCase {
  func testSignatureIsTheLengthAboveTheFirstSevenBytes() {
    XCTAssertEqual(KeySignature.of(""), 0x0100_0000_0000_0000)
    XCTAssertEqual(KeySignature.of("id"), 0x0300_0000_0000_6469)
    XCTAssertEqual(KeySignature.of("keyPath"), 0x0868_7461_5079_656b)
    // From eight bytes on, the length tells keys apart that share their first seven bytes.
    XCTAssertEqual(KeySignature.of("fromValue"), 0x0a6c_6156_6d6f_7266)
    XCTAssertEqual(KeySignature.of("fromValueX"), 0x0b6c_6156_6d6f_7266)
    XCTAssertEqual(KeySignature.of("fromValuX"), KeySignature.of("fromValue"))
  }

  func testOnlyShortASCIITextHasASignature() {
    XCTAssertEqual(KeySignature.of("\u{212A}eyPath"), KeySignature.none)  // the Kelvin sign
    XCTAssertEqual(KeySignature.of("opacité"), KeySignature.none)
    // A non-ASCII byte after the held ones, in the eight-byte steps and in the tail.
    XCTAssertEqual(KeySignature.of("abcdefgh\u{e9}"), KeySignature.none)
    XCTAssertEqual(KeySignature.of("abcdefghijklmnopq\u{e9}"), KeySignature.none)
    XCTAssertEqual(KeySignature.of(String(repeating: "a", count: 64)), 0x4161_6161_6161_6161)
    XCTAssertEqual(KeySignature.of(String(repeating: "a", count: 65)), KeySignature.none)
  }

  func testTheSignatureHoldsTheWholeTextUpToSevenBytes() {
    XCTAssertTrue(KeySignature.holdsWholeText(KeySignature.of("")))
    XCTAssertTrue(KeySignature.holdsWholeText(KeySignature.of("keyPath")))
    XCTAssertFalse(KeySignature.holdsWholeText(KeySignature.of("toValues")))
    XCTAssertFalse(KeySignature.holdsWholeText(KeySignature.none))
  }

  func testASCIIKeyLookupFindsTheFirstOfEqualKeysOnly() throws {
    let text = """
      fromValuX: 1
      fromValue: 2
      keyPat: 3
      keyPath: 4
      "\u{212A}": 5
      \(String(repeating: "k", count: 70)): 6
      """
    let (root, diagnostics) = parse(text)
    XCTAssertEqual(diagnostics, [])
    let entries = try XCTUnwrap(root?.mapping).entries
    XCTAssertEqual(entries.firstIndex(ofASCIIKey: "fromValue"), 1)
    XCTAssertEqual(entries.firstIndex(ofASCIIKey: "keyPath"), 3)
    XCTAssertEqual(entries.firstIndex(ofASCIIKey: "keyPa"), nil)
    // A key without a signature is compared as a String: the Kelvin sign is "K".
    XCTAssertEqual(entries.firstIndex(ofASCIIKey: "K"), 4)
    XCTAssertEqual(entries.firstIndex(ofASCIIKey: String(repeating: "k", count: 70)), 5)
    XCTAssertEqual(entries.firstIndex(ofASCIIKey: String(repeating: "k", count: 69)), nil)
  }

  func testDuplicateKeysAreFoundPastTheSignature() {
    let (_, diagnostics) = parse("fromValueX: 1\nfromValueY: 2\nfromValueX: 3\nK: 4\n\"\u{212A}\": 5\n")
    XCTAssertEqual(
      diagnostics.map { "\($0.range!.start.line): \($0.message)" },
      ["3: duplicate key 'fromValueX'", "5: duplicate key '\u{212A}'"])
  }
}
