import SceneTestSupport
import XCTest

@testable import SceneDiagnostics

/// The excerpt's shown line is a slice of the source line and its caret line is built from
/// bytes; these pin both against the way they were built before (the window's scalars
/// appended one by one, a String per column), written out here, over lines of tabs, East
/// Asian wide characters, emoji, combining marks and lines longer than the excerpt's window.
final class ExcerptTests: XCTestCase {
  /// The excerpt the old way: the window's scalars appended to a new String; `pad` per
  /// scalar, "^" then the rest of the first scalar's pad.
  private func referenceExcerpt(range: SourceRange, scalars: [Unicode.Scalar]) -> String {
    func pad(_ scalar: Unicode.Scalar, _ fill: Character) -> String {
      if scalar == "\t" { return fill == " " ? "\t" : String(repeating: fill, count: 1) }
      return String(repeating: fill, count: TextRenderer.displayWidth(scalar))
    }
    let startIndex = min(max(range.start.column - 1, 0), scalars.count)
    let endColumn =
      range.end.line == range.start.line ? max(range.end.column, range.start.column + 1) : scalars.count + 1
    var window = 0..<scalars.count
    if scalars.count > TextRenderer.maxExcerptColumns {
      let from = max(
        0, min(startIndex - TextRenderer.maxExcerptColumns / 4, scalars.count - TextRenderer.maxExcerptColumns))
      window = from..<(from + TextRenderer.maxExcerptColumns)
    }
    var shown = String.UnicodeScalarView()
    shown.append(contentsOf: scalars[window])
    let head = window.lowerBound > 0 ? "…" : ""
    let tail = window.upperBound < scalars.count ? "…" : ""
    var caretLine = head.isEmpty ? "" : " "
    for scalar in scalars[window.lowerBound..<max(startIndex, window.lowerBound)] { caretLine += pad(scalar, " ") }
    let underlined = scalars[min(startIndex, window.upperBound)..<window.upperBound]
      .prefix(max(endColumn - range.start.column, 1))
    var first = true
    for scalar in underlined {
      caretLine += first ? "^" + String(pad(scalar, "~").dropFirst()) : pad(scalar, "~")
      first = false
    }
    if first { caretLine += "^" }
    let number = String(range.start.line)
    let gutter = String(repeating: " ", count: max(5 - number.count, 1)) + number + " | "
    let blankGutter = String(repeating: " ", count: gutter.count - 2) + "| "
    return gutter + head + String(shown) + tail + "\n" + blankGutter + caretLine + "\n"
  }

  private func caretLine(of excerpt: String) -> String {
    let lines = excerpt.split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, 3, excerpt)
    // "      | " then the caret line.
    return String(lines[1].dropFirst(8))
  }

  func testTheExcerptIsTheOldWays() {
    let pieces: [String] = ["a", "key: ", "\t", "日本", "✓", "😀", "e\u{301}", " ", "~", "한", "ｗ", "x"]
    var generator = SplitMix64(seed: 0x5CE_11E)
    var checked = 0
    for length in [0, 1, 3, 12, 40, 159, 160, 161, 400] {
      for _ in 0..<12 {
        var line = ""
        while line.unicodeScalars.count < length { line += pieces.randomElement(using: &generator)! }
        let scalars = Array(line.unicodeScalars)
        for _ in 0..<6 {
          let start = Int.random(in: 1...(scalars.count + 2), using: &generator)
          let end = Int.random(in: start...(start + 12), using: &generator)
          let endLine = Bool.random(using: &generator) ? 3 : 4
          let range = SourceRange(
            start: SourceLocation(line: 3, column: start), end: SourceLocation(line: endLine, column: end))
          let excerpt = TextRenderer().excerpt(range: range, text: SourceText("one\ntwo\n" + line + "\nfour"))
          XCTAssertEqual(excerpt, referenceExcerpt(range: range, scalars: scalars), "\(line) \(range)")
          checked += 1
        }
      }
    }
    XCTAssertEqual(checked, 9 * 12 * 6)
  }

  /// Hand-written: a tab before the caret stays a tab; a wide first scalar gets "^~"; a tab
  /// underlined gets one "~".
  func testTabsAndWideCharacters() {
    let text = SourceText("\tk: 日本\tx")
    func caret(_ start: Int, _ end: Int) -> String {
      caretLine(
        of: TextRenderer().excerpt(
          range: SourceRange(start: SourceLocation(line: 1, column: start), end: SourceLocation(line: 1, column: end)),
          text: text))
    }
    XCTAssertEqual(caret(2, 3), "\t^")
    XCTAssertEqual(caret(5, 7), "\t   ^~~~")
    XCTAssertEqual(caret(7, 9), "\t" + String(repeating: " ", count: 7) + "^~")
    XCTAssertEqual(caret(6, 8), "\t" + String(repeating: " ", count: 5) + "^~~")
  }
}
