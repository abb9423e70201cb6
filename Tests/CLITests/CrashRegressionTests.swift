import Foundation
import SceneTestSupport
import XCTest

/// Inputs that once crashed or hung `scenec` (found by scripts/fuzz.py), each reduced to a
/// minimal scene. Every one must now end with diagnostics and exit status 1 (or 2 for bad
/// usage), or succeed — never a trap, a signal or a hang.
final class CrashRegressionTests: XCTestCase {
  func write(_ text: String) -> URL {
    let url = temporaryDirectory().appendingPathComponent("scene.yaml")
    try! text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  /// Asserts the exit status and that the first line of standard error is the diagnostic
  /// `id` at `position` ("line:column") of `scene`.
  func assertDiagnostic(
    _ result: (stdout: String, stderr: String, status: Int32), status: Int32, at position: String,
    id: String, scene: URL, file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
    let first = result.stderr.split(separator: "\n").first.map(String.init) ?? ""
    XCTAssertTrue(first.hasPrefix("\(scene.path):\(position): error: "), first, file: file, line: line)
    XCTAssertTrue(first.hasSuffix(" [\(id)]"), first, file: file, line: line)
    XCTAssertEqual(result.stdout, "", file: file, line: line)
  }

  static let smallScene = """
    version: 1
    scene: { size: [10, 10], fps: 10, duration: 0.5 }
    layers: []

    """

  /// `--at` far outside the scene made the frame index overflow Int (a trap converting
  /// 1e300 · fps); the index now saturates and the frame at that time is drawn.
  func testCompileAtAHugeTimeDrawsTheFrame() {
    let scene = write(Self.smallScene)
    for time in ["1e300", "-1e300"] {
      let result = runCLI(["compile", scene.path, "--at", time])
      XCTAssertEqual(result.status, 0, result.stderr)
      XCTAssertTrue(result.stdout.hasPrefix("<?xml"), result.stdout)
      XCTAssertEqual(runCLI(["timeline", scene.path, "--at", time]).status, 0)
    }
  }

  /// `--frames` starting after the last frame built the range lastFrame...A before checking
  /// it ("Range requires lowerBound <= upperBound").
  func testFramesStartingAfterTheLastFrameIsAUsageError() {
    let scene = write(Self.smallScene)
    let result = runCLI(["compile", scene.path, "--frames", "100-200", "-o", temporaryDirectory().path])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "error: '--frames' starts after the last frame (5)\n")
  }
}
