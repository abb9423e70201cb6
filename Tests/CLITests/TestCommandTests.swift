import Foundation
import SceneTestSupport
import XCTest

/// `scenec test PATH...`: snapshots checked and recorded through the command line.
final class TestCommandTests: XCTestCase {
  static let scene = """
    version: 1
    scene: { size: [100, 100], fps: 10, duration: 1 }
    snapshots: [0, "500ms", end]
    layers:
      - id: badge
        bounds: [0, 0, 20, 20]
        backgroundColor: red
        animations:
          - { keyPath: opacity, fromValue: 1, toValue: 0.2, duration: 1, timingFunction: linear }

    """

  var folder: URL!
  override func setUp() {
    folder = temporaryDirectory()
    try! FileManager.default.createDirectory(
      at: folder.appendingPathComponent("scenes/nested"), withIntermediateDirectories: true)
    write("scenes/badge.yaml", Self.scene)
    write("scenes/nested/plain.yaml", Self.scene.replacingOccurrences(of: "snapshots: [0, \"500ms\", end]\n", with: ""))
  }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func write(_ name: String, _ text: String) {
    try! text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
  }

  /// Runs scenec in the scratch folder with `CI` unset (or set to `ci`).
  func run(_ arguments: [String], ci: String? = nil) -> (stdout: String, stderr: String, status: Int32) {
    let saved = ProcessInfo.processInfo.environment["CI"]
    if let ci { setenv("CI", ci, 1) } else { unsetenv("CI") }
    defer { if let saved { setenv("CI", saved, 1) } else { unsetenv("CI") } }
    return runCLI(["test"] + arguments, currentDirectory: folder)
  }

  func snapshotFiles() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("scenes/__snapshots__/badge").path)) ?? []).sorted()
  }

  func testMissingThenRecordedThenMatching() {
    let missing = run(["scenes"])
    XCTAssertEqual(missing.status, 1)
    XCTAssertEqual(missing.stderr, "")
    XCTAssertEqual(
      missing.stdout,
      """
      FAIL scenes/badge.yaml at 0.000 s: no snapshot recorded (scenes/__snapshots__/badge/t0.000s.svg and .json); record it with 'scenec test --update scenes/badge.yaml'
      FAIL scenes/badge.yaml at 0.500 s: no snapshot recorded (scenes/__snapshots__/badge/t0.500s.svg and .json); record it with 'scenec test --update scenes/badge.yaml'
      FAIL scenes/badge.yaml at end (1.000 s): no snapshot recorded (scenes/__snapshots__/badge/end.svg and .json); record it with 'scenec test --update scenes/badge.yaml'
      1 scene, 3 snapshots: 0 match, 0 differ, 3 missing

      """)
    XCTAssertEqual(snapshotFiles(), [], "test never writes without --update")

    let update = run(["--update", "scenes"])
    XCTAssertEqual(update.status, 0)
    XCTAssertEqual(
      update.stdout,
      "scenes/badge.yaml: recorded t0.000s, t0.500s, end\n1 scene: 3 recorded, 0 re-recorded, 0 removed\n")
    XCTAssertEqual(
      snapshotFiles(), ["end.json", "end.svg", "t0.000s.json", "t0.000s.svg", "t0.500s.json", "t0.500s.svg"])
    // The SVG is the same bytes compile --at writes.
    let compiled = runCLI(["compile", "scenes/badge.yaml", "--at", "0.5"], currentDirectory: folder)
    XCTAssertEqual(
      try? String(contentsOf: folder.appendingPathComponent("scenes/__snapshots__/badge/t0.500s.svg"), encoding: .utf8),
      compiled.stdout)

    let check = run(["scenes/badge.yaml"])
    XCTAssertEqual(check.status, 0)
    XCTAssertEqual(check.stdout, "ok   scenes/badge.yaml: 3 snapshots match\n1 scene, 3 snapshots: 3 match, 0 differ, 0 missing\n")
  }

  func testADifferenceNamesTheSceneTimeLayerAndProperty() {
    XCTAssertEqual(run(["--update", "scenes"]).status, 0)
    write("scenes/badge.yaml", Self.scene.replacingOccurrences(of: "toValue: 0.2", with: "toValue: 0.6"))
    let result = run(["scenes"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.stdout.contains(
        """
        FAIL scenes/badge.yaml at 0.500 s differs from scenes/__snapshots__/badge/t0.500s.svg:
          layer 'badge', opacity: recorded 0.6, now 0.8
          the SVG differs too, first at line 3:

        """), result.stdout)
    XCTAssertTrue(result.stdout.contains("FAIL scenes/badge.yaml at end (1.000 s) differs"), result.stdout)
    XCTAssertTrue(result.stdout.hasSuffix("1 scene, 3 snapshots: 1 match, 2 differ, 0 missing\n"), result.stdout)

    let junit = run(["scenes", "--format", "junit"])
    XCTAssertEqual(junit.status, 1)
    XCTAssertEqual(junit.stdout.components(separatedBy: "<testcase ").count - 1, 3)
    XCTAssertEqual(junit.stdout.components(separatedBy: "<failure ").count - 1, 2)
    XCTAssertTrue(junit.stdout.contains("<testsuite name=\"scenes/badge.yaml\" tests=\"3\" failures=\"2\""), junit.stdout)

    let json = run(["scenes", "--format", "json"])
    XCTAssertEqual(json.status, 1)
    let object = try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    XCTAssertEqual((object?["summary"] as? [String: Int])?["differ"], 2)
  }

  /// `--update` writes the missing snapshots and exits 0 wherever it runs: a CI job that
  /// checks snapshots does not pass it, one that records them must be able to.
  func testUpdateInCIWritesLikeAnywhereElse() {
    let updated = run(["--update", "scenes"], ci: "true")
    XCTAssertEqual(updated.status, 0, updated.stderr)
    XCTAssertEqual(updated.stderr, "")
    XCTAssertEqual(snapshotFiles().count, 6)
    XCTAssertEqual(run(["scenes"], ci: "true").status, 0)
    // --force is still accepted beside --update (and changes nothing), not alone.
    XCTAssertEqual(run(["--update", "--force", "scenes"], ci: "true").status, 0)
    XCTAssertEqual(snapshotFiles().count, 6)
    XCTAssertEqual(run(["--force", "scenes"]).stderr, "error: '--force' only goes with '--update'\n")
  }

  func testSceneWithErrorsIsStatus1WithItsDiagnostics() {
    write("scenes/badge.yaml", Self.scene.replacingOccurrences(of: "end]", with: "ned]"))
    let result = run(["scenes/badge.yaml"])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "scenes/badge.yaml:3:25: error: unknown snapshot time 'ned'; expected a time (seconds, or e.g. '300ms') or 'end' [unknown-value]\n"),
      result.stderr)
    XCTAssertTrue(result.stderr.contains("note: did you mean 'end'?"), result.stderr)
    XCTAssertEqual(
      result.stdout,
      "FAIL scenes/badge.yaml: the scene has errors (see above); no snapshot was checked\n"
        + "1 scene, 0 snapshots: 0 match, 0 differ, 0 missing, 1 scene with errors\n")
  }

  func testBadUsage() {
    XCTAssertEqual(run([]).status, 2)
    XCTAssertEqual(run([]).stderr, "error: 'test' needs at least one file or folder\n")
    let missing = run(["nowhere"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.stderr, "error: no such file or folder: 'nowhere'\n")
    XCTAssertEqual(run(["scenes", "--format", "xml"]).status, 2)
    XCTAssertEqual(run(["scenes", "--updte"]).stderr, "error: unknown option '--updte' for 'test'; did you mean '--update'?\n")
    XCTAssertEqual(runCLI(["test", "--help"]).status, 0)
    let help = runCLI(["help", "test"]).stdout
    XCTAssertTrue(help.hasPrefix("USAGE: scenec test PATH... [--update] [--format text|json|junit]\n"), help)
    XCTAssertFalse(help.contains("Refused"), "--update writes in CI too: \(help)")
  }

  /// The reference scenes' recorded snapshots match (what `make test` checks too).
  func testReferenceScenesMatchTheirSnapshots() {
    let result = runCLI(["test", "scenes"], currentDirectory: packageRoot())
    XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
    XCTAssertTrue(result.stdout.hasSuffix("5 scenes, 40 snapshots: 40 match, 0 differ, 0 missing\n"), result.stdout)
  }
}
