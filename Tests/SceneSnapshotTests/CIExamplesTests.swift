import Foundation
import SceneTestSupport
import SceneYAML
import XCTest

/// docs/examples/*.yml are what docs/ci.md tells people to copy: valid YAML whose steps run
/// real scenec commands with real options.
final class CIExamplesTests: XCTestCase {
  /// Every `scenec …` command line in the `run:` steps (GitHub) or `script:` lines (GitLab).
  func commands(in file: String) throws -> [[String]] {
    let url = packageRoot().appendingPathComponent(file)
    let bytes = Array(try Data(contentsOf: url))
    let (root, diagnostics) = YAMLParser.parse(bytes, file: file)
    XCTAssertEqual(diagnostics.map(\.message), [], file)
    var scripts: [String] = []
    func visit(_ node: YAMLNode, key: String?) {
      if let mapping = node.mapping {
        for entry in mapping.entries { visit(entry.value, key: entry.key.value) }
      } else if let sequence = node.sequence {
        for item in sequence.items { visit(item, key: key) }
      } else if let scalar = node.scalar, ["run", "script", "before_script"].contains(key) {
        scripts.append(scalar.value)
      }
    }
    visit(try XCTUnwrap(root, file), key: nil)
    return scripts.flatMap { $0.components(separatedBy: .newlines) }
      .flatMap { $0.components(separatedBy: "|| {") }
      .compactMap { line -> [String]? in
        guard let range = line.range(of: "scenec ") else { return nil }
        let words = line[range.upperBound...].split(separator: " ").map(String.init)
        return Array(words.prefix { !["|", ">", "||", "&&", ";"].contains($0) && !$0.hasSuffix(";") })
      }
  }

  /// Each command exists and each option is one its help lists.
  func assertRealCommands(_ commands: [[String]], file: String) {
    for command in commands {
      let help = runCLI(["help", command[0]])
      XCTAssertEqual(help.status, 0, "\(file): scenec \(command[0])")
      for option in command.dropFirst() where option.hasPrefix("--") {
        XCTAssertTrue(help.stdout.contains(option + " "), "\(file): scenec \(command[0]) \(option)")
      }
    }
  }

  func testGitHubWorkflowLintsAndTestsWithJUnit() throws {
    let file = "docs/examples/github-workflow.yml"
    let commands = try commands(in: file)
    XCTAssertTrue(commands.contains(["lint", "--strict", "--format", "github", "scenes"]), "\(commands)")
    XCTAssertTrue(commands.contains(["test", "scenes", "--format", "junit"]), "\(commands)")
    XCTAssertTrue(commands.contains { $0.first == "diff" }, "\(commands)")
    assertRealCommands(commands, file: file)
    let text = try String(contentsOf: packageRoot().appendingPathComponent(file), encoding: .utf8)
    XCTAssertTrue(text.contains("report_paths: snapshot-results.xml"))
  }

  func testGitLabCILintsAndTestsWithJUnitReport() throws {
    let file = "docs/examples/gitlab-ci.yml"
    let commands = try commands(in: file)
    XCTAssertTrue(commands.contains(["lint", "--strict", "scenes"]), "\(commands)")
    XCTAssertTrue(commands.contains(["test", "scenes", "--format", "junit"]), "\(commands)")
    assertRealCommands(commands, file: file)
    let (root, _) = YAMLParser.parse(
      Array(try Data(contentsOf: packageRoot().appendingPathComponent(file))), file: file)
    let reports = root?.mapping?.entry("scenes")?.value.mapping?.entry("artifacts")?.value.mapping?
      .entry("reports")?.value.mapping?.entry("junit")?.value.scalar?.value
    XCTAssertEqual(reports, "snapshot-results.xml")
  }
}
