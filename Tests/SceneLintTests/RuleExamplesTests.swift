import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLint

/// Runs every rule's documented examples through the whole pipeline (YAML, decoder,
/// timing, all rules): a triggering example must produce findings of that rule exactly at
/// its `↓`/`1️⃣` markers; a non-triggering one none. Neither may have errors.
final class RuleExamplesTests: XCTestCase {
  func testEveryRuleExampleBehavesAsDocumented() {
    for rule in RuleRegistry.descriptions {
      for (index, example) in rule.triggering.enumerated() {
        let name = "\(rule.id) triggering example \(index + 1)"
        let (text, markers) = ExampleMarkers.strip(example)
        XCTAssertFalse(markers.isEmpty, "\(name) has no location marker")
        let diagnostics = lint(text)
        assertNoErrors(diagnostics, name)
        let found = diagnostics.filter { $0.id == rule.id }
        XCTAssertEqual(
          Set(found.compactMap { $0.range.map { "\($0.start.line):\($0.start.column)" } }),
          Set(markers.map { "\($0.line):\($0.column)" }),
          "\(name): findings at other places than its markers:\n" + describe(found).joined(separator: "\n"))
        XCTAssertEqual(found.count, markers.count, "\(name): one finding per marker expected")
        XCTAssertTrue(found.allSatisfy { $0.severity == rule.defaultSeverity }, name)
      }
      for (index, example) in rule.nonTriggering.enumerated() {
        let name = "\(rule.id) non-triggering example \(index + 1)"
        let (text, markers) = ExampleMarkers.strip(example)
        XCTAssertTrue(markers.isEmpty, "\(name) has a marker")
        let diagnostics = lint(text)
        assertNoErrors(diagnostics, name)
        let found = diagnostics.filter { $0.id == rule.id }
        XCTAssertEqual(describe(found), [], name)
      }
    }
  }

  func testRuleCatalogIsComplete() {
    let rules = RuleRegistry.descriptions
    XCTAssertGreaterThanOrEqual(rules.count, 15)
    XCTAssertEqual(rules.map(\.id), rules.map(\.id).sorted(), "RuleRegistry.rules must be sorted by id")
    XCTAssertEqual(Set(rules.map(\.id)).count, rules.count, "duplicate rule id")
    let kebab = /^[a-z0-9]+(-[a-z0-9]+)*$/
    for rule in rules {
      XCTAssertNotNil(rule.id.wholeMatch(of: kebab), "\(rule.id) is not kebab-case")
      XCTAssertFalse(rule.summary.isEmpty, rule.id)
      XCTAssertFalse(rule.summary.hasSuffix("."), "\(rule.id): summary ends with a period")
      XCTAssertGreaterThan(rule.explanation.count, 100, "\(rule.id): explanation too short")
      XCTAssertFalse(rule.fixHint.isEmpty, rule.id)
      XCTAssertFalse(rule.triggering.isEmpty, "\(rule.id) has no triggering example")
      XCTAssertFalse(rule.nonTriggering.isEmpty, "\(rule.id) has no non-triggering example")
    }
    // The rules the issue names.
    for id in [
      "fill-forwards-removed", "group-clips-children", "path-morph-mismatch", "spring-cut-off",
      "animation-after-scene-end", "animation-never-visible", "overlapping-animations", "unused-def",
      "off-canvas-layer", "zero-duration", "keytimes-uneven-count", "stroke-trim-without-stroke",
      "color-alpha-zero", "frame-budget", "unsupported-for-svg",
    ] {
      XCTAssertNotNil(RuleRegistry.description(of: id), "missing rule \(id)")
    }
  }

  func testMarkersAreLocatedInUnicodeScalars() {
    let (text, markers) = ExampleMarkers.strip("a: ↓1\nb: [é, 1️⃣x]\n")
    XCTAssertEqual(text, "a: 1\nb: [é, x]\n")
    XCTAssertEqual(markers.map(\.description), ["1:4", "2:8"])
  }

  private func lint(_ text: String) -> [Diagnostic] {
    FileLinter.lint(bytes: Array(text.utf8), file: "example.yaml", configuration: .default)
  }

  private func assertNoErrors(_ diagnostics: [Diagnostic], _ name: String, line: UInt = #line) {
    let errors = diagnostics.filter { $0.severity == .error }
    XCTAssertEqual(describe(errors), [], "\(name) does not decode cleanly", line: line)
  }
}
