import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneYAML

/// Exact ranges (line, column in Unicode scalars, scalar offset) of every kind of node.
final class YAMLRangeTests: XCTestCase {
  func testScalarAndKeyRangesCountUnicodeScalars() throws {
    let (root, diagnostics, m) = parseMarked(
      "1️⃣name2️⃣: 3️⃣\"é日本\"4️⃣\n"
        + "5️⃣emoji6️⃣:\t7️⃣😀 x8️⃣\n"
        + "tab: 9️⃣a\tb 日🔟\n")
    XCTAssertEqual(diagnostics, [])
    let mapping = try XCTUnwrap(root?.mapping)
    XCTAssertEqual(mapping.entries.map(\.key.value), ["name", "emoji", "tab"])

    XCTAssertEqual(mapping.entries[0].key.range, range(m, "1️⃣", "2️⃣"))
    let quoted = try XCTUnwrap(mapping.entries[0].value.scalar)
    XCTAssertEqual(quoted.value, "é日本")
    // The guide's reference: "é日本" with its quotes spans 5 scalars (10 UTF-8 bytes).
    XCTAssertEqual(quoted.range, range(m, "3️⃣", "4️⃣"))
    XCTAssertEqual(quoted.range.start.description, "1:7")
    XCTAssertEqual(quoted.range.end.description, "1:12")
    XCTAssertEqual(quoted.range.end.offset - quoted.range.start.offset, 5)

    XCTAssertEqual(mapping.entries[1].key.range, range(m, "5️⃣", "6️⃣"))
    let emoji = try XCTUnwrap(mapping.entries[1].value.scalar)
    XCTAssertEqual(emoji.value, "😀 x")
    // Line 2 is `emoji:<tab>😀 x`: the tab and the emoji are one column each.
    XCTAssertEqual(emoji.range, range(m, "7️⃣", "8️⃣"))
    XCTAssertEqual(emoji.range.description, "2:8-2:11")

    let tabbed = try XCTUnwrap(mapping.entries[2].value.scalar)
    XCTAssertEqual(tabbed.value, "a\tb 日")
    XCTAssertEqual(tabbed.range, range(m, "9️⃣", "🔟"))
    XCTAssertEqual(tabbed.range.description, "3:6-3:11")
  }

  func testMappingAndSequenceRanges() throws {
    let (root, diagnostics, m) = parseMarked(
      """
      1️⃣outer:
        2️⃣inner: 1
        list:
          3️⃣- a
          - 5️⃣{k: v}4️⃣
        flow: 6️⃣[1, 2]7️⃣
      # a trailing comment must not widen the ranges

      """)
    XCTAssertEqual(diagnostics, [])
    let tree = try XCTUnwrap(root)
    // Block collections end with their last node, not where libyaml's end event points
    // (the start of the next token, after comments).
    XCTAssertEqual(tree.range, range(m, "1️⃣", "7️⃣"))
    XCTAssertEqual(tree["outer"]?.range, range(m, "2️⃣", "7️⃣"))
    XCTAssertEqual(tree["outer", "list"]?.range, range(m, "3️⃣", "4️⃣"))
    XCTAssertEqual(tree["outer", "list", 1]?.range, range(m, "5️⃣", "4️⃣"))
    XCTAssertEqual(tree["outer", "flow"]?.range, range(m, "6️⃣", "7️⃣"))
    XCTAssertEqual(tree["outer", "flow"]?.sequence?.items.compactMap(\.scalar?.value), ["1", "2"])
  }

  func testRootSequenceAndEmptyValues() throws {
    let (root, diagnostics, m) = parseMarked("1️⃣- a:2️⃣\n  b: x\n- 3️⃣\n- c4️⃣\n")
    XCTAssertEqual(diagnostics, [])
    let tree = try XCTUnwrap(root)
    XCTAssertEqual(tree.range, range(m, "1️⃣", "4️⃣"))
    // An empty value is a zero-width null scalar right after the colon or dash.
    let empty = try XCTUnwrap(tree[0, "a"]?.scalar)
    XCTAssertTrue(empty.isNull)
    XCTAssertEqual(empty.range, range(m, "2️⃣", "2️⃣"))
    // `- ` then a line break: the null stands after the dash (libyaml's mark).
    XCTAssertEqual(tree[1]?.scalar?.range.start.description, "3:2")
    XCTAssertEqual(tree[2]?.scalar?.value, "c")
  }

  func testBlockScalarsKeepStyleAndEndAfterTheirContent() throws {
    let (root, diagnostics, m) = parseMarked(
      "lit: 1️⃣|\n  line one\n  line two  2️⃣\n\n# comment\n"
        + "fold: 3️⃣>-\n  folded\n  text4️⃣\n"
        + "empty: 5️⃣|6️⃣\n"
        + "tail: 7️⃣|\n  last8️⃣")
    XCTAssertEqual(diagnostics, [])
    let tree = try XCTUnwrap(root)

    let literal = try XCTUnwrap(tree["lit"]?.scalar)
    XCTAssertEqual(literal.style, .literal)
    XCTAssertEqual(literal.value, "line one\nline two  \n")
    // Trailing spaces are content; the blank and comment lines after it are not.
    XCTAssertEqual(literal.range, range(m, "1️⃣", "2️⃣"))

    let folded = try XCTUnwrap(tree["fold"]?.scalar)
    XCTAssertEqual(folded.style, .folded)
    XCTAssertEqual(folded.value, "folded text")
    XCTAssertEqual(folded.range, range(m, "3️⃣", "4️⃣"))

    let empty = try XCTUnwrap(tree["empty"]?.scalar)
    XCTAssertEqual(empty.style, .literal)
    XCTAssertEqual(empty.value, "")
    XCTAssertEqual(empty.range, range(m, "5️⃣", "6️⃣"))

    // At the end of the file without a final line break.
    let tail = try XCTUnwrap(tree["tail"]?.scalar)
    XCTAssertEqual(tail.value, "last")
    XCTAssertEqual(tail.range, range(m, "7️⃣", "8️⃣"))
  }

  func testScalarStylesAndTags() throws {
    let (root, diagnostics) = parse(
      "plain: 0.5\nsingle: '0.5'\ndouble: \"0.5\"\nnull: ~\nstr: !!str 1\n")
    XCTAssertEqual(diagnostics, [])
    let tree = try XCTUnwrap(root)
    XCTAssertEqual(tree["plain"]?.scalar?.style, .plain)
    XCTAssertEqual(tree["single"]?.scalar?.style, .singleQuoted)
    XCTAssertEqual(tree["double"]?.scalar?.style, .doubleQuoted)
    XCTAssertEqual(tree["single"]?.scalar?.value, "0.5")
    XCTAssertEqual(tree["null"]?.scalar?.isNull, true)
    XCTAssertEqual(tree["double"]?.scalar?.isNull, false)
    XCTAssertNil(tree["plain"]?.scalar?.tag)
    XCTAssertEqual(tree["str"]?.scalar?.tag, "tag:yaml.org,2002:str")
    XCTAssertEqual(tree["str"]?.scalar?.value, "1")
    // A node's range starts at its properties (tag, anchor), as libyaml reports it.
    XCTAssertEqual(tree["str"]?.range.description, "5:6-5:13")
  }

  func testEscapedNulIsKeptInsideAScalar() throws {
    let (root, diagnostics) = parse("a: \"x\\0y\"\n")
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(root?["a"]?.scalar?.value, "x\u{0}y")
  }

  func testByteOrderMarkAndCRLF() throws {
    let (root, diagnostics) = YAMLParser.parse(
      [0xEF, 0xBB, 0xBF] + Array("a: 1\r\nb: é\r\n".utf8), file: "bom.yaml")
    XCTAssertEqual(diagnostics, [])
    let mapping = try XCTUnwrap(root?.mapping)
    // The BOM is not counted (editors do not show it); CRLF counts as two scalars.
    XCTAssertEqual(mapping.entries[0].key.range.start, SourceLocation(line: 1, column: 1, offset: 0))
    XCTAssertEqual(mapping.entries[1].key.range.start, SourceLocation(line: 2, column: 1, offset: 6))
    XCTAssertEqual(mapping.entries[1].value.range.description, "2:4-2:5")
    XCTAssertEqual(mapping.entries[1].value.scalar?.value, "é")
  }
}
