import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLint

/// `# scenec:disable-next-line <id>[, <id>]` and `# scenec:disable <id>` in scene files.
final class SuppressionTests: XCTestCase {
  /// Two unused colors (lines 5 and 6) and an unused timing function (line 9).
  static func scene(_ comments: [Int: String]) -> String {
    var lines = [
      "version: 1",
      "scene: { size: [100, 100] }",
      "defs:",
      "  colors:",
      "    first: red",
      "    second: blue",
      "  timingFunctions:",
      "    # a comment",
      "    pop: [0.2, 0.88, 0.09, 0.99]",
      "layers: []",
    ]
    for line in comments.keys.sorted() { lines.insert(comments[line]!, at: line - 1) }
    return lines.joined(separator: "\n") + "\n"
  }

  func ids(_ diagnostics: [Diagnostic]) -> [String] {
    diagnostics.map { "\($0.range?.start.description ?? "-") \($0.id)" }
  }

  func testWithoutComments() {
    XCTAssertEqual(ids(lintText(Self.scene([:]))), ["5:5 unused-def", "6:5 unused-def", "9:5 unused-def"])
  }

  func testDisableNextLineCoversOnlyTheNextLine() {
    let text = Self.scene([5: "    # scenec:disable-next-line unused-def"])
    XCTAssertEqual(ids(lintText(text)), ["7:5 unused-def", "10:5 unused-def"])
  }

  func testDisableNextLineTakesSeveralIdsAndAnExplanation() {
    let text = Self.scene([
      5: "    # scenec:disable-next-line zero-duration, unused-def -- kept for the next version"
    ])
    XCTAssertEqual(ids(lintText(text)), ["7:5 unused-def", "10:5 unused-def"])
  }

  func testTrailingCommentAlsoDisablesTheNextLine() {
    let text = Self.scene([:]).replacingOccurrences(
      of: "    first: red", with: "    first: red  # scenec:disable-next-line unused-def")
    XCTAssertEqual(ids(lintText(text)), ["5:5 unused-def", "9:5 unused-def"])
  }

  func testDisableLineCoversOnlyItsOwnLine() {
    let text = Self.scene([:]).replacingOccurrences(
      of: "    first: red", with: "    first: red  # scenec:disable-line unused-def")
    XCTAssertEqual(ids(lintText(text)), ["6:5 unused-def", "9:5 unused-def"])
  }

  func testDisableCoversTheRestOfTheFile() {
    let text = Self.scene([6: "# scenec:disable unused-def"])
    XCTAssertEqual(ids(lintText(text)), ["5:5 unused-def"])
  }

  func testOtherRulesAreNotSuppressed() {
    let text = Self.scene([1: "# scenec:disable zero-duration"])
    XCTAssertEqual(ids(lintText(text)), ["6:5 unused-def", "7:5 unused-def", "10:5 unused-def"])
  }

  func testUnknownIdsAndDirectivesAreLocatedWarnings() {
    let text = Self.scene([
      1: "# scenec:disable unused-defs, unused-def",
      2: "# scenec:disabel-next-line unused-def",
      3: "# scenec:disable-next-line",
    ])
    XCTAssertEqual(
      describe(lintText(text)),
      [
        "1:18: warning: unknown rule 'unused-defs' in suppression comment [suppression-unknown-rule]",
        "1:18: note: did you mean 'unused-def'?",
        "2:10: warning: unknown suppression directive 'scenec:disabel-next-line' "
          + "[suppression-unknown-directive]",
        "2:10: note: did you mean 'scenec:disable-next-line'?",
        "3:3: warning: 'scenec:disable-next-line' names no rule to disable [suppression-without-rule]",
        "3:3: note: write the rule ids after it, e.g. '# scenec:disable-next-line unused-def'",
      ])
  }

  func testHashInsideQuotesIsNotAComment() {
    let comments = SuppressionComments(
      source: "a: \"# scenec:disable unused-def\"\nb: '#x' # scenec:disable frame-budget\n", file: "f.yaml",
      ruleIDs: Set(RuleRegistry.ids))
    XCTAssertEqual(comments.entries, [SuppressionComments.Entry(ruleID: "frame-budget", lines: 2...3)])
    XCTAssertEqual(describe(comments.diagnostics), [])
  }

  func testValidationErrorsCannotBeSuppressed() {
    let text = "# scenec:disable unknown-key\nversion: 1\nscene: { size: [10, 10], fsp: 1 }\n"
    XCTAssertEqual(
      ids(lintText(text)), ["1:18 suppression-unknown-rule", "3:26 unknown-key"])
  }
}
