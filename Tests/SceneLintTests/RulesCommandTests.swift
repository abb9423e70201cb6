import Foundation
import SceneTestSupport
import XCTest

@testable import SceneLint

final class RulesCommandTests: XCTestCase {
  func testListNamesEveryRule() {
    let lines = RulesCommand.list().split(separator: "\n", omittingEmptySubsequences: false)
    XCTAssertEqual(lines.count, RuleRegistry.ids.count + 3)
    for (line, id) in zip(lines, RuleRegistry.ids) {
      XCTAssertTrue(line.hasPrefix(id + " "), String(line))
      XCTAssertTrue(line.contains("  warning  "), String(line))
    }
    XCTAssertEqual(
      lines[lines.count - 2],
      "\(RuleRegistry.ids.count) rules. 'scenec explain <id>' shows a rule's documentation.")
  }

  func testExplain() {
    let (text, status) = RulesCommand.explain("zero-duration")
    XCTAssertEqual(status, 0)
    XCTAssertTrue(text.hasPrefix("zero-duration (default: warning)\n"), text)
    XCTAssertTrue(text.contains("\nHow to fix: "), text)
    XCTAssertTrue(text.contains("\nTriggers:\n    version: 1\n"), text)
    XCTAssertTrue(text.contains("        duration: 0\n"), text)
    XCTAssertFalse(text.contains("↓"), "markers are removed")
    XCTAssertTrue(text.split(separator: "\n").allSatisfy { $0.count <= 80 || $0.hasPrefix("    ") })
  }

  func testExplainUnknownSuggests() {
    XCTAssertEqual(
      RulesCommand.explain("zero-durations").text,
      "error: unknown rule or diagnostic id 'zero-durations'; did you mean 'zero-duration'?\n")
    XCTAssertEqual(RulesCommand.explain("zero-durations").status, 2)
    XCTAssertEqual(
      RulesCommand.explain("nonsense-rule-name").text,
      "error: unknown rule or diagnostic id 'nonsense-rule-name'; 'scenec rules' lists the lint rules, docs/diagnostics.md the other ids\n")
  }

  func testMarkdownDocumentsEveryRule() {
    let markdown = RulesCommand.markdown()
    for rule in RuleRegistry.descriptions {
      XCTAssertTrue(markdown.contains("\n## \(rule.id)\n"), rule.id)
      XCTAssertTrue(markdown.contains("| [`\(rule.id)`](#\(rule.id)) | warning |"), rule.id)
    }
    XCTAssertFalse(markdown.contains("↓"))
  }

  /// docs/rules.md is generated; CI fails when it is stale.
  func testCheckedInRulesPageIsCurrent() {
    let path = packageRoot().appendingPathComponent("docs/rules.md").path
    let current = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    if current != RulesCommand.markdown() {
      XCTFail(
        "docs/rules.md is stale: regenerate it with `\(RulesMarkdown.regenerateCommand)` (or `make docs`)\n"
          + (lineDifference(expected: current ?? "", actual: RulesCommand.markdown()) ?? ""))
    }
  }
}
