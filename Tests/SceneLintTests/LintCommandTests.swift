import Foundation
import SceneTestSupport
import XCTest

@testable import SceneLint

/// Exit statuses, where each format goes, and the summary, as `scenec lint` returns them.
final class LintCommandTests: XCTestCase {
  static let clean = """
    version: 1
    scene: { size: [100, 100] }
    layers:
      - id: dot
        bounds: [0, 0, 10, 10]
        position: [50, 50]
        backgroundColor: red
        animations:
          - keyPath: opacity
            fromValue: 0
            toValue: 1
    """

  static let warning = """
    version: 1
    scene: { size: [100, 100] }
    defs: { colors: { spare: red } }
    layers: []
    """

  static let error = "version: 1\nscene: { size: [100, 100], fsp: 30 }\n"

  func run(_ paths: [String], _ options: LintOptions = LintOptions(color: .never), terminal: Bool = false)
    -> (stdout: String, stderr: String, status: Int32)
  {
    let root = makeTree(["clean.yaml": Self.clean, "warning.yaml": Self.warning, "error.yaml": Self.error])
    return inFolder(root) { LintCommand.run(paths: paths, options: options, isTerminal: terminal) }
  }

  func testCleanFileExitsZeroSilently() {
    let result = run(["clean.yaml"])
    XCTAssertEqual(result.status, 0)
    XCTAssertEqual(result.stdout, "")
    XCTAssertEqual(result.stderr, "")
  }

  func testWarningsPassUnlessStrict() {
    let relaxed = run(["warning.yaml"])
    XCTAssertEqual(relaxed.status, 0)
    XCTAssertEqual(
      relaxed.stderr,
      """
      warning.yaml:3:19: warning: color 'spare' is defined but never used [unused-def]
          3 | defs: { colors: { spare: red } }
            |                   ^~~~~
      warning.yaml:3:19: note: fix: reference it as "$name", or delete it
      1 warning in 1 file

      """)
    XCTAssertEqual(run(["warning.yaml"], LintOptions(strict: true)).status, 1)
  }

  func testErrorsExitOne() {
    let result = run(["error.yaml", "clean.yaml"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("error.yaml:2:28: error: unknown key 'fsp'"), result.stderr)
    XCTAssertTrue(result.stderr.hasSuffix("1 error in 2 files\n"), result.stderr)
  }

  func testUnknownPathExitsTwoAndStillLintsTheRest() {
    let result = run(["missing.yaml", "warning.yaml"], LintOptions(format: .json))
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "error: no such file or folder: 'missing.yaml'\n")
    XCTAssertTrue(result.stdout.contains("\"id\": \"unused-def\""))
  }

  func testUnreadableFileExitsTwo() throws {
    try XCTSkipIf(getuid() == 0, "root reads every file")
    let root = makeTree(["locked.yaml": Self.clean])
    let path = root.appendingPathComponent("locked.yaml").path
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: path)
    let result = inFolder(root) {
      LintCommand.run(paths: ["locked.yaml"], options: LintOptions(), isTerminal: false)
    }
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "error: cannot read 'locked.yaml'\n")
  }

  func testMachineFormatsGoToStandardOutput() {
    for format in [LintFormat.json, .github, .sarif] {
      let result = run(["warning.yaml"], LintOptions(format: format))
      XCTAssertEqual(result.stderr, "", "\(format)")
      XCTAssertFalse(result.stdout.isEmpty, "\(format)")
      XCTAssertEqual(result.status, 0, "\(format)")
    }
    XCTAssertEqual(
      run(["warning.yaml"], LintOptions(format: .github)).stdout,
      "::warning file=warning.yaml,line=3,col=19,endLine=3,endColumn=24,title=unused-def"
        + "::color 'spare' is defined but never used%0Anote: fix: reference it as \"$name\", or delete it\n")
  }

  func testColorFollowsTheTerminalUnlessForced() {
    let paint = "\u{1B}[1;35mwarning\u{1B}[0m"
    XCTAssertTrue(run(["warning.yaml"], LintOptions(color: .auto), terminal: true).stderr.contains(paint))
    XCTAssertFalse(run(["warning.yaml"], LintOptions(color: .auto), terminal: false).stderr.contains(paint))
    XCTAssertTrue(run(["warning.yaml"], LintOptions(color: .always), terminal: false).stderr.contains(paint))
    XCTAssertFalse(run(["warning.yaml"], LintOptions(color: .never), terminal: true).stderr.contains(paint))
  }
}
