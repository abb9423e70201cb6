import Foundation
import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLint

/// Each reporter's output for `ReporterFixture`, against reviewed goldens (JSON documents
/// compared as parsed objects). `UPDATE_GOLDENS=1` re-records them (and fails).
final class ReporterTests: XCTestCase {
  static let goldens = "Tests/SceneLintTests/Goldens"

  func testTextReport() {
    assertGolden(
      TextReporter(colored: false).render(ReporterFixture.report), path: "\(Self.goldens)/report.txt")
  }

  func testColoredTextReportOnlyPaintsSeverities() {
    let colored = TextReporter(colored: true).render(ReporterFixture.report)
    let plain = TextReporter(colored: false).render(ReporterFixture.report)
    XCTAssertTrue(colored.contains("\u{1B}[1;31merror\u{1B}[0m: unknown key 'opactiy'"))
    XCTAssertTrue(colored.contains("\u{1B}[1;35mwarning\u{1B}[0m: "))
    let stripped = colored.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    XCTAssertEqual(stripped, plain)
  }

  func testTextReportIsEmptyWhenClean() {
    XCTAssertEqual(TextReporter(colored: false).render(LintReport(diagnostics: [], fileCount: 4)), "")
  }

  func testJSONReport() {
    let output = JSONReporter().render(ReporterFixture.report)
    assertJSONGolden(output, path: "\(Self.goldens)/report.json")
    // Keys sorted, byte for byte the same on every run.
    XCTAssertEqual(output, JSONReporter().render(ReporterFixture.report))
    XCTAssertTrue(output.hasPrefix("{\n  \"diagnostics\": ["), output)
    XCTAssertTrue(output.hasSuffix("  \"version\": 1\n}\n"), output)
  }

  func testJSONReportShape() throws {
    let output = JSONReporter().render(ReporterFixture.report)
    let root = try XCTUnwrap(parseJSON(output) as? [String: Any])
    XCTAssertEqual(Set(root.keys), ["version", "diagnostics", "summary"])
    XCTAssertEqual(root["summary"] as? [String: Int], ["errors": 3, "warnings": 3])
    let diagnostics = try XCTUnwrap(root["diagnostics"] as? [[String: Any]])
    XCTAssertEqual(diagnostics.count, 6)
    for diagnostic in diagnostics {
      XCTAssertEqual(
        Set(diagnostic.keys),
        ["file", "line", "column", "endLine", "endColumn", "severity", "id", "message", "notes"])
    }
    // Sorted by file (bytes), then position: .scenec.yml first.
    XCTAssertEqual(
      diagnostics.map { $0["id"] as? String },
      [
        "config-unknown-rule", "empty-scene", "unknown-key", "overlapping-animations",
        "fill-forwards-removed",
        "unused-def",
      ])
    let overlap = diagnostics[3]
    XCTAssertEqual(overlap["line"] as? Int, 9)
    XCTAssertEqual(overlap["column"] as? Int, 18)
    XCTAssertEqual(overlap["endColumn"] as? Int, 25)
    let notes = try XCTUnwrap(overlap["notes"] as? [[String: Any]])
    XCTAssertEqual(notes.first?["line"] as? Int, 7)
    XCTAssertEqual(notes.first?["file"] as? String, "scenes/intro.yaml")
    // A note without a location has its diagnostic's.
    XCTAssertEqual(notes.last?["line"] as? Int, 9)
    XCTAssertTrue(diagnostics[1]["line"] is NSNull)
  }

  func testGitHubReport() {
    assertGolden(GitHubReporter().render(ReporterFixture.report), path: "\(Self.goldens)/report.github.txt")
  }

  func testSARIFReport() {
    let output = SARIFReporter(toolVersion: "0.1.0", informationURI: LintCommand.informationURI)
      .render(ReporterFixture.report)
    assertJSONGolden(output, path: "\(Self.goldens)/report.sarif.json")
    XCTAssertEqual(
      output,
      SARIFReporter(toolVersion: "0.1.0", informationURI: LintCommand.informationURI).render(
        ReporterFixture.report))
  }

  func testSARIFRuleIndexesPointAtTheirRules() throws {
    let output = SARIFReporter(toolVersion: "0.1.0", informationURI: "https://example.invalid")
      .render(ReporterFixture.report)
    let root = try XCTUnwrap(parseJSON(output) as? [String: Any])
    let run = try XCTUnwrap((root["runs"] as? [[String: Any]])?.first)
    let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    XCTAssertEqual(ruleIDs, ruleIDs.sorted())
    // Every lint rule, plus the other ids that occur.
    XCTAssertEqual(
      Set(ruleIDs), Set(RuleRegistry.ids + ["config-unknown-rule", "empty-scene", "unknown-key"]))
    let results = try XCTUnwrap(run["results"] as? [[String: Any]])
    XCTAssertEqual(results.count, 6)
    for result in results {
      let index = try XCTUnwrap(result["ruleIndex"] as? Int)
      XCTAssertEqual(ruleIDs[index], result["ruleId"] as? String)
    }
    let uris = results.compactMap {
      ((($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?[
        "artifactLocation"]
        as? [String: Any])?["uri"] as? String
    }
    XCTAssertTrue(uris.contains("scenes/my%20drafts/b%2C1.yaml"), "\(uris)")
  }

  func testSARIFURIs() {
    XCTAssertEqual(SARIFReporter.uri(for: "./scenes/a b.yaml"), "scenes/a%20b.yaml")
    XCTAssertEqual(SARIFReporter.uri(for: "scenes\\win.yaml"), "scenes/win.yaml")
    XCTAssertEqual(SARIFReporter.uri(for: "/tmp/é.yaml"), "file:///tmp/%C3%A9.yaml")
  }
}
