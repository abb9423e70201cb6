import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLint

/// `.scenec.yml`: rule settings, ignore patterns, lookup by walking up, and located
/// diagnostics for what is wrong in it.
final class ConfigurationTests: XCTestCase {
  func parse(_ text: String) -> LintConfiguration {
    ConfigurationParser.parse(
      Array(text.utf8), file: ".scenec.yml", folder: "/project", ruleIDs: RuleRegistry.ids)
  }

  func testSettingsAndIgnore() {
    let configuration = parse(
      """
      rules:
        unused-def: off            # off | warning | error
        group-clips-children: error
        zero-duration: warning
      ignore: ["scenes/drafts/**", "old"]
      """)
    XCTAssertEqual(describe(configuration.diagnostics), [])
    XCTAssertEqual(
      configuration.settings, ["unused-def": .off, "group-clips-children": .error, "zero-duration": .warning])
    let unused = RuleRegistry.description(of: "unused-def")!
    let clips = RuleRegistry.description(of: "group-clips-children")!
    let budget = RuleRegistry.description(of: "frame-budget")!
    XCTAssertNil(configuration.severity(of: unused))
    XCTAssertEqual(configuration.severity(of: clips), .error)
    XCTAssertEqual(configuration.severity(of: budget), .warning)
    XCTAssertTrue(configuration.ignores(absolutePath: "/project/scenes/drafts/a.yaml"))
    XCTAssertTrue(configuration.ignores(absolutePath: "/project/scenes/drafts/deep/b.yml"))
    XCTAssertTrue(configuration.ignores(absolutePath: "/project/old/c.yaml"))
    XCTAssertFalse(configuration.ignores(absolutePath: "/project/scenes/a.yaml"))
    XCTAssertFalse(configuration.ignores(absolutePath: "/elsewhere/scenes/drafts/a.yaml"))
  }

  func testProblemsAreLocatedInTheConfiguration() {
    let configuration = parse(
      """
      rules:
        unused-defs: off
        zero-duration: warn
        frame-budget: [error]
        fill-forwards-removed: error
      ignores: ["a"]
      ignore: [[1]]
      """)
    XCTAssertEqual(
      describe(configuration.diagnostics),
      [
        "2:3: error: unknown rule 'unused-defs' [config-unknown-rule]",
        "2:3: note: did you mean 'unused-def'?",
        "2:3: note: 'scenec rules' lists the rules",
        "3:18: error: invalid setting 'warn' for rule 'zero-duration'; expected 'off', 'warning' or 'error' "
          + "[config-invalid-value]",
        "3:18: note: did you mean 'warning'?",
        "4:17: error: invalid setting a sequence for rule 'frame-budget'; "
          + "expected 'off', 'warning' or 'error' "
          + "[config-invalid-value]",
        "6:1: error: unknown key 'ignores' in configuration [config-unknown-key]",
        "6:1: note: did you mean 'ignore'?",
        "7:10: error: 'ignore' must be a list of path patterns, like \"scenes/drafts/**\" "
          + "[config-invalid-value]",
      ])
    XCTAssertTrue(configuration.diagnostics.allSatisfy { $0.file == ".scenec.yml" })
    // What is valid still applies.
    XCTAssertEqual(configuration.settings, ["fill-forwards-removed": .error])
  }

  func testEmptyConfigurationIsFine() {
    XCTAssertEqual(describe(parse("").diagnostics), [])
    XCTAssertEqual(describe(parse("# nothing yet\n").diagnostics), [])
    XCTAssertEqual(describe(parse("rules:\nignore:\n").diagnostics), [])
  }

  static let warningScene = """
    version: 1
    scene: { size: [100, 100] }
    defs: { colors: { spare: red } }
    layers:
      - id: dot
        bounds: [0, 0, 10, 10]
        position: [50, 50]
        backgroundColor: red
    """

  func testNearestConfigurationAppliesAndIgnoredFilesAreSkipped() {
    let root = makeTree([
      ".scenec.yml": "rules: { unused-def: error }\nignore: [\"scenes/drafts/**\"]\n",
      "scenes/a.yaml": Self.warningScene,
      "scenes/drafts/wip.yaml": "this is not: [a scene",
      "scenes/quiet/.scenec.yml": "rules: { unused-def: off }\n",
      "scenes/quiet/b.yaml": Self.warningScene,
      "scenes/quiet/deeper/c.yaml": Self.warningScene,
    ])
    let result = inFolder(root) {
      LintCommand.run(paths: ["scenes"], options: LintOptions(format: .json), isTerminal: false)
    }
    XCTAssertEqual(result.stderr, "")
    XCTAssertEqual(result.status, 1, "unused-def is an error by configuration")
    let root2 = parseJSON(result.stdout) as? [String: Any]
    let diagnostics = root2?["diagnostics"] as? [[String: Any]] ?? []
    XCTAssertEqual(diagnostics.map { $0["file"] as? String }, ["scenes/a.yaml"])
    XCTAssertEqual(diagnostics.first?["id"] as? String, "unused-def")
    XCTAssertEqual(diagnostics.first?["severity"] as? String, "error")
  }

  func testConfigurationProblemsAreReportedOnceWithTheirSource() {
    let root = makeTree([
      ".scenec.yml": "rules:\n  unused-defs: off\n",
      "a.yaml": Self.warningScene,
      "b.yaml": Self.warningScene,
    ])
    let result = inFolder(root) {
      LintCommand.run(paths: ["."], options: LintOptions(format: .text, color: .never), isTerminal: false)
    }
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(
      result.stderr.components(separatedBy: "\n").filter { $0.contains("[config-unknown-rule]") },
      [".scenec.yml:2:3: error: unknown rule 'unused-defs' [config-unknown-rule]"])
    XCTAssertTrue(
      result.stderr.contains("    2 |   unused-defs: off\n      |   ^~~~~~~~~~~\n"), result.stderr)
    XCTAssertTrue(
      result.stderr.contains("a.yaml:3:19: warning: color 'spare' is defined but never used [unused-def]"))
    XCTAssertTrue(result.stderr.hasSuffix("1 error and 2 warnings in 2 files\n"), result.stderr)
  }

  func testDisplayPaths() {
    XCTAssertEqual(ConfigurationStore.displayPath("/a/b/.scenec.yml", from: "/a/b"), ".scenec.yml")
    XCTAssertEqual(ConfigurationStore.displayPath("/a/.scenec.yml", from: "/a/b/c"), "../../.scenec.yml")
    XCTAssertEqual(ConfigurationStore.displayPath("/x/.scenec.yml", from: "/a"), "../x/.scenec.yml")
  }
}
