import Foundation
import SceneTestSupport
import XCTest

/// The command-line traps of a newcomer's first hour, each with the message that now
/// answers it: timeline filters that match nothing, times and decomposed transforms in the
/// timeline, fractional `--fps`, `help --help`, `--frames` past the end or of one frame,
/// `compile .`, commands named as other tools name them, bare `scenec`.
final class NewcomerCommandLineTests: XCTestCase {
  static let scene = """
    version: 1
    scene: { name: spinner, size: [100, 100], fps: 10, duration: 0.5 }
    layers:
      - id: ring
        type: shape
        path: { circle: [50, 50], radius: 20 }
        animations:
          - { keyPath: transform.rotation, fromValue: 0, toValue: "180deg", duration: 0.5, timingFunction: linear }
      - { id: still, bounds: [0, 0, 10, 10] }

    """

  var folder: URL!
  var file: String { folder.appendingPathComponent("spinner.yaml").path }
  override func setUp() {
    folder = temporaryDirectory()
    try! Self.scene.write(toFile: file, atomically: true, encoding: .utf8)
  }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func json(_ text: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]) ?? [:]
  }

  func testTimelineFilterMatchingNothingIsAUsageErrorWithASuggestion() {
    let layer = runCLI(["timeline", file, "--layer", "rign"])
    XCTAssertEqual(layer.status, 2)
    XCTAssertEqual(layer.stderr, "error: no layer 'rign' in '\(file)'; did you mean 'ring'?\n")
    XCTAssertEqual(layer.stdout, "")
    let far = runCLI(["timeline", file, "--layer", "background"])
    XCTAssertEqual(far.stderr, "error: no layer 'background' in '\(file)'; its layers are 'ring', 'still'\n")

    let keyPath = runCLI(["timeline", file, "--key-path", "rotaton"])
    XCTAssertEqual(keyPath.status, 2)
    XCTAssertEqual(keyPath.stderr, "error: unknown key path 'rotaton' for '--key-path'; did you mean 'transform.rotation'?\n")
    XCTAssertEqual(
      runCLI(["timeline", file, "--key-path", "opactiy"]).stderr,
      "error: unknown key path 'opactiy' for '--key-path'; did you mean 'opacity'?\n")

    // A layer without animations, or a key path nothing animates, simply has no tracks.
    let still = runCLI(["timeline", file, "--layer", "still"])
    XCTAssertEqual(still.status, 0)
    XCTAssertEqual((json(still.stdout)["tracks"] as? [Any])?.count, 0)
    XCTAssertEqual(runCLI(["timeline", file, "--key-path", "transform.rotation.z"]).status, 0)
  }

  /// `--times` adds the frame times (the contract's keys stay as they are without it);
  /// `--at T` says which time it shows.
  func testTimelineTimesAndTheTimeOfAt() {
    let plain = json(runCLI(["timeline", file]).stdout)
    XCTAssertEqual(Set(plain.keys), ["scene", "fps", "frameCount", "duration", "size", "tracks"])
    let whole = json(runCLI(["timeline", file, "--times"]).stdout)
    XCTAssertEqual(whole["times"] as? [Double], [0, 0.1, 0.2, 0.3, 0.4, 0.5])
    XCTAssertEqual(whole["frameCount"] as? Int, 6)
    let at = runCLI(["timeline", file, "--at", "250ms"])
    XCTAssertEqual(json(at.stdout)["time"] as? Double, 0.25)
    XCTAssertTrue(at.stdout.contains("  \"size\": [100, 100],\n  \"time\": 0.25,\n  \"tracks\": ["), at.stdout)
    XCTAssertEqual(json(runCLI(["timeline", file, "--at", "0.25", "--times"]).stdout)["times"] as? [Double], [0.25])
  }

  func testDecomposeAddsTransformComponentsBesideTheMatrices() throws {
    let plain = runCLI(["timeline", file, "--at", "0.25"]).stdout
    XCTAssertFalse(plain.contains("decomposed"))
    let result = runCLI(["timeline", file, "--at", "0.25", "--decompose"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let track = try XCTUnwrap((json(result.stdout)["tracks"] as? [[String: Any]])?.first)
    XCTAssertEqual(track["keyPath"] as? String, "transform")
    let matrix = try XCTUnwrap((track["values"] as? [[Double]])?.first)
    // Halfway through 0 → 180°: a quarter turn.
    XCTAssertEqual(matrix[0], 0, accuracy: 1e-12)
    XCTAssertEqual(matrix[1], 1, accuracy: 1e-12)
    let parts = try XCTUnwrap((track["decomposed"] as? [[String: Any]])?.first)
    XCTAssertEqual(try XCTUnwrap(parts["rotation"] as? Double), Double.pi / 2, accuracy: 1e-12)
    XCTAssertEqual(parts["scale"] as? [Double], [1, 1])
    XCTAssertEqual(parts["translation"] as? [Double], [0, 0])
    XCTAssertEqual(Set(parts.keys), ["translation", "rotation", "scale", "rotationX", "rotationY", "skew"])
  }

  /// `fps: 29.97` is a valid file; `--fps 29.97` is the same rule.
  func testFractionalFpsIsAcceptedOnTheCommandLineAsInTheFile() throws {
    let out = folder.appendingPathComponent("out")
    let result = runCLI(["compile", file, "--fps", "29.97", "-o", out.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    let manifest = json(try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8))
    XCTAssertEqual(manifest["fps"] as? Double, 29.97)
    XCTAssertEqual(manifest["frameCount"] as? Int, 15)  // floor(0.5 · 29.97) + 1
    try Self.scene.replacingOccurrences(of: "fps: 10", with: "fps: 29.97").write(toFile: file, atomically: true, encoding: .utf8)
    XCTAssertEqual(json(runCLI(["timeline", file]).stdout)["fps"] as? Double, 29.97)
    for bad in ["0.5", "241", "abc", "nan", "inf"] {
      let rejected = runCLI(["compile", file, "--fps", bad])
      XCTAssertEqual(rejected.status, 2, bad)
      XCTAssertEqual(rejected.stderr, "error: invalid value '\(bad)' for '--fps': expected a number from 1 to 240\n")
    }
  }

  func testEveryCommandTakesHelpIncludingHelp() {
    let help = runCLI(["help", "--help"])
    XCTAssertEqual(help.status, 0, help.stderr)
    XCTAssertTrue(help.stdout.hasPrefix("USAGE: scenec help [COMMAND]\n"), help.stdout)
    XCTAssertEqual(runCLI(["help", "-h"]).stdout, help.stdout)
    for command in ["compile", "timeline", "lint", "rules", "explain", "preview", "watch", "render", "diff", "test", "import"] {
      let own = runCLI([command, "--help"])
      XCTAssertEqual(own.status, 0, command)
      XCTAssertTrue(own.stdout.hasPrefix("USAGE: scenec \(command)"), "\(command): \(own.stdout)")
      XCTAssertEqual(runCLI(["help", command]).stdout, own.stdout, command)
    }
  }

  func testFramesPastTheEndSayWhatIsWrittenAndOneFrameIsAccepted() throws {
    let out = folder.appendingPathComponent("out")
    let past = runCLI(["compile", file, "--frames", "3-100", "-o", out.path])
    XCTAssertEqual(past.status, 0)
    XCTAssertEqual(past.stderr.split(separator: "\n").first.map(String.init),
      "warning: '--frames 3-100' goes past the last frame (5); writing frames 3–5")
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(),
      ["frame-00003.svg", "frame-00004.svg", "frame-00005.svg", "manifest.json"])

    let one = runCLI(["compile", file, "--frames", "2", "-o", out.path])
    XCTAssertEqual(one.status, 0, one.stderr)
    XCTAssertFalse(one.stderr.contains("warning: '--frames"), one.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: out.appendingPathComponent("frame-00002.svg").path))
    XCTAssertEqual(
      runCLI(["compile", file, "--frames", "x"]).stderr,
      "error: invalid value 'x' for '--frames': expected A-B with 0 ≤ A ≤ B, or one frame A\n")
  }

  func testCompilingAFolderSaysItIsAFolder() {
    let result = runCLI(["compile", folder.path])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(
      result.stderr, "error: cannot read '\(folder.path)': it is a folder (give a scene file; 'lint' and 'test' take folders)\n")
    XCTAssertEqual(runCLI(["compile", folder.appendingPathComponent("none.yaml").path]).stderr,
      "error: cannot read '\(folder.appendingPathComponent("none.yaml").path)': no such file\n")
  }

  func testOtherToolsCommandNamesSuggestTheScenecCommand() {
    for (name, suggestion) in [("check", "lint"), ("validate", "lint"), ("build", "compile"), ("compare", "diff"), ("rendr", "render")] {
      let result = runCLI([name, file])
      XCTAssertEqual(result.status, 2, name)
      XCTAssertEqual(result.stderr, "error: unknown command '\(name)'; did you mean '\(suggestion)'?\n")
    }
  }

  func testBareScenecPrintsUsageToStandardErrorAndExits2() {
    let result = runCLI([])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stdout, "")
    XCTAssertTrue(result.stderr.contains("USAGE: scenec <command> [options]\n"), result.stderr)
    XCTAssertEqual(runCLI(["--help"]).status, 0)
  }
}
