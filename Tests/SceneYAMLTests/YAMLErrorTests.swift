import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneYAML

/// libyaml's syntax errors and input that is not UTF-8.
final class YAMLErrorTests: XCTestCase {
  func testUnclosedFlowSequenceMatchesTheGuide() throws {
    let (root, diagnostics) = parse("a: [1, 2\nb: 3")
    XCTAssertNil(root)
    XCTAssertEqual(
      describe(diagnostics),
      [
        "2:2: error: did not find expected ',' or ']' [yaml-syntax]",
        "1:4: note: while parsing a flow sequence",
      ])
    XCTAssertEqual(diagnostics.first?.file, "test.yaml")
    XCTAssertEqual(diagnostics.first?.notes.first?.file, "test.yaml")
    XCTAssertEqual(diagnostics.first?.range?.start.offset, 10)
  }

  func testSyntaxErrorWithoutContextHasNoNote() {
    // libyaml wants `---` after `...` before a second document's content.
    let (root, diagnostics) = parse("a: 1\n...\nb: 2\n")
    XCTAssertNil(root)
    XCTAssertEqual(
      describe(diagnostics), ["3:1: error: did not find expected <document start> [yaml-syntax]"])
  }

  func testBadIndentationIsASyntaxError() {
    let (_, diagnostics) = parse("a:\n  b: 1\n c: 2\n")
    XCTAssertEqual(diagnostics.map(\.id), ["yaml-syntax"])
    XCTAssertEqual(diagnostics.first?.range?.start.description, "3:2")
  }

  func testDiagnosticsBeforeASyntaxErrorAreKept() {
    let (root, diagnostics) = parse("a: 1\na: 2\nb: [\n")
    XCTAssertNil(root)
    XCTAssertEqual(diagnostics.map(\.id), ["duplicate-key", "yaml-syntax"])
  }

  func testControlCharacterIsLocatedFromItsByteOffset() {
    // libyaml reports reader errors as a byte offset: é and 日 are 2 and 3 bytes, so the
    // control character is at byte 7 but column 5.
    let (root, diagnostics) = parse("é: 日\u{1}\n")
    XCTAssertNil(root)
    XCTAssertEqual(describe(diagnostics), ["1:5: error: control characters are not allowed [yaml-syntax]"])
    XCTAssertEqual(diagnostics.first?.range?.start.offset, 4)
    // After a BOM, which libyaml counts in the byte offset but not in columns.
    let (_, afterBOM) = YAMLParser.parse([0xEF, 0xBB, 0xBF] + Array("a: b\n\u{1}".utf8), file: "f")
    XCTAssertEqual(afterBOM.first?.range?.start, SourceLocation(line: 2, column: 1, offset: 5))
  }

  func testInvalidByteIsLocatedBeforeLibYAMLSeesIt() {
    let (root, diagnostics) = YAMLParser.parse(Array("a: 1\n".utf8) + [0xFF], file: "bad.yaml")
    XCTAssertNil(root)
    XCTAssertEqual(describe(diagnostics), ["2:1: error: the file is not valid UTF-8 [yaml-not-utf8]"])
    XCTAssertEqual(diagnostics.first?.file, "bad.yaml")
    XCTAssertEqual(diagnostics.first?.range?.start.offset, 5)

    // After multi-byte text: "b: 日本" is 5 scalars, so a truncated sequence is column 6.
    let truncated = Array("a: é\nb: 日本".utf8) + [0xE6, 0x97]
    XCTAssertEqual(
      describe(YAMLParser.parse(truncated, file: "f").diagnostics),
      ["2:6: error: the file is not valid UTF-8 [yaml-not-utf8]"])
  }

  func testMalformedUTF8FormsAreRejected() {
    let cases: [(String, [UInt8])] = [
      ("overlong NUL", [0xC0, 0x80]),
      ("overlong 3-byte", [0xE0, 0x80, 0xAF]),
      ("surrogate", [0xED, 0xA0, 0x80]),
      ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
      ("lone continuation", [0x80]),
      ("truncated 4-byte", [0xF0, 0x9F, 0x98]),
      ("0xFE", [0xFE]),
    ]
    for (name, bytes) in cases {
      let diagnostics = YAMLParser.parse(Array("k: ".utf8) + bytes + [0x0A], file: "f").diagnostics
      XCTAssertEqual(describe(diagnostics), ["1:4: error: the file is not valid UTF-8 [yaml-not-utf8]"], name)
    }
    // The largest valid forms pass: U+10FFFF, U+FFFD, U+D7FF (just below the surrogates).
    let valid = Array("k: \u{10FFFF}\u{FFFD}\u{D7FF}\n".utf8)
    XCTAssertEqual(YAMLParser.parse(valid, file: "f").diagnostics, [])
  }

  func testUTF16FilesAreRejected() {
    let text = "a: 1\n"
    let littleEndian: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
    let bigEndian: [UInt8] = [0xFE, 0xFF] + text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
    for bytes in [littleEndian, bigEndian] {
      let (root, diagnostics) = YAMLParser.parse(bytes, file: "utf16.yaml")
      XCTAssertNil(root)
      XCTAssertEqual(
        describe(diagnostics),
        ["1:1: error: the file is UTF-16 or UTF-32; scene files must be UTF-8 [yaml-not-utf8]"])
    }
  }
}
