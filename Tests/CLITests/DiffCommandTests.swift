import Foundation
import SceneTestSupport
import XCTest

/// `scenec diff OLD NEW`: exit statuses, the text and JSON outputs, usage errors.
final class DiffCommandTests: XCTestCase {
  static let old = """
    version: 1
    scene: { size: [100, 100], fps: 30, duration: 1 }
    layers:
      - id: badge
        type: shape
        path: { circle: [50, 50], radius: 20 }
        fillColor: "#ff0000"
        animations:
          - { keyPath: opacity, fromValue: 1, toValue: 0.2, duration: 1, timingFunction: linear }

    """

  var folder: URL!
  override func setUp() { folder = temporaryDirectory() }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func write(_ name: String, _ text: String) -> String {
    let path = folder.appendingPathComponent(name).path
    try! text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  func testAChangeIsOneLinePerLayerAndPropertyAndExitStatus1() {
    let old = write("old.yaml", Self.old)
    let new = write(
      "new.yaml",
      Self.old.replacingOccurrences(of: "toValue: 0.2, duration: 1", with: "toValue: 0.5, duration: 0.5, beginTime: 0.5")
        .replacingOccurrences(of: "#ff0000", with: "#00ff00"))
    let result = runCLI(["diff", old, new])
    XCTAssertEqual(result.stderr, "")
    XCTAssertEqual(result.status, 1)
    XCTAssertEqual(
      result.stdout,
      """
      badge  fillColor  frames 0–30 (0.000–1.000 s)  max Δ 1  ("#ff0000ff" → "#00ff00ff" at frame 0)
      badge  opacity    frames 1–30 (0.033–1.000 s)  max Δ 0.4  (0.973333 → 1 at frame 1)

      """)
    let json = runCLI(["diff", "--format", "json", old, new])
    XCTAssertEqual(json.status, 1)
    let object = try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    XCTAssertEqual((object?["changes"] as? [[String: Any]])?.map { $0["keyPath"] as? String }, ["fillColor", "opacity"])
  }

  /// Keys reordered, flow style, comments and a value moved into defs: nothing changes.
  func testReformattedSceneIsNoChangeAndExitStatus0() {
    let old = write("old.yaml", Self.old)
    let new = write(
      "new.yaml",
      """
      version: 1
      defs: { colors: { brand: "#f00" } }   # moved into defs
      scene:
        fps: 30
        duration: 1
        size: [100, 100]
      layers:
        - fillColor: $brand
          id: badge
          path: { radius: 20, circle: [50, 50] }
          type: shape
          animations:
            - keyPath: opacity
              toValue: 0.2
              fromValue: 1
              timingFunction: linear
              duration: 1

      """)
    let result = runCLI(["diff", old, new])
    XCTAssertEqual(result.stdout, "no changes on screen\n")
    XCTAssertEqual(result.status, 0)
    let json = runCLI(["diff", old, new, "--format=json"])
    XCTAssertEqual(
      json.stdout,
      "{\n  \"equal\": true,\n  \"scene\": [],\n  \"layersAdded\": [],\n  \"layersRemoved\": [],\n  \"changes\": []\n}\n")
    XCTAssertEqual(json.status, 0)
  }

  func testToleranceHidesSmallDifferences() {
    let old = write("old.yaml", Self.old)
    let new = write("new.yaml", Self.old.replacingOccurrences(of: "#ff0000", with: "#fe0000"))
    XCTAssertEqual(runCLI(["diff", old, new]).status, 1)
    XCTAssertEqual(runCLI(["diff", old, new, "--tolerance", "0.01"]).status, 0)
  }

  func testSceneWithErrorsOrBadUsageIsStatus2() {
    let old = write("old.yaml", Self.old)
    let broken = write("broken.yaml", Self.old.replacingOccurrences(of: "opacity", with: "opacty"))
    let result = runCLI(["diff", old, broken])
    XCTAssertEqual(result.status, 2)
    XCTAssertTrue(result.stderr.contains("broken.yaml:9:20: error: unknown key path 'opacty'"), result.stderr)
    XCTAssertEqual(result.stdout, "")

    let both = runCLI(["diff", broken, broken.replacingOccurrences(of: "broken", with: "broken2")])
    XCTAssertEqual(both.status, 2)
    XCTAssertTrue(both.stderr.contains("broken.yaml:9:20: error: "), both.stderr)
    XCTAssertTrue(both.stderr.contains("broken2.yaml': no such file"), both.stderr)

    XCTAssertEqual(runCLI(["diff", old]).stderr, "error: 'diff' needs two scene files (OLD.yaml NEW.yaml)\n")
    XCTAssertEqual(runCLI(["diff", old]).status, 2)
    let tolerance = runCLI(["diff", old, old, "--tolerance", "-1"])
    XCTAssertEqual(tolerance.status, 2)
    XCTAssertEqual(tolerance.stderr, "error: invalid value '-1' for '--tolerance': expected a number ≥ 0, e.g. 0.001\n")
    let format = runCLI(["diff", old, old, "--format", "yaml"])
    XCTAssertEqual(format.status, 2)
    XCTAssertEqual(format.stderr, "error: invalid value 'yaml' for '--format': expected one of text, json\n")
    XCTAssertEqual(runCLI(["diff", old, folder.appendingPathComponent("nope.yaml").path]).status, 2)
  }

  func testHelp() {
    let help = runCLI(["diff", "--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.hasPrefix("USAGE: scenec diff OLD.yaml NEW.yaml [--format text|json] [--tolerance X]\n"))
    XCTAssertEqual(runCLI(["help", "diff"]).stdout, help.stdout)
  }
}
