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

  /// A default duration of 1e300 s (an `after` delay) made the frame count overflow Int.
  /// The count saturates; the whole timeline and a whole compile are refused above their
  /// limits, while one frame still compiles.
  func testAnEndlessDefaultDurationIsRefusedNotTrapped() {
    let scene = write(
      """
      version: 1
      scene: { size: [10, 10], fps: 10 }
      layers:
        - id: a
          animations:
            - { id: a0, keyPath: opacity, toValue: 0 }
            - { id: a1, after: a0, delay: 1e300, keyPath: opacity, toValue: 0.5 }

      """)
    assertDiagnostic(
      runCLI(["timeline", scene.path]), status: 1, at: "2:31", id: "timeline-too-large", scene: scene)
    assertDiagnostic(
      runCLI(["timeline", scene.path, "--at", "1"]), status: 1, at: "2:31", id: "timeline-too-large",
      scene: scene)
    assertDiagnostic(
      runCLI(["compile", scene.path, "-o", temporaryDirectory().path]), status: 1, at: "2:31",
      id: "too-many-frames", scene: scene)
    let one = runCLI(["compile", scene.path, "--at", "1"])
    XCTAssertEqual(one.status, 0, one.stderr)
  }

  /// A duration of 10^9 s at 60 fps: the timeline would evaluate 6·10^10 frames (a hang,
  /// then memory exhaustion); it is refused at the duration with the frame count.
  func testAHugeDurationIsRefusedByTheTimeline() {
    let scene = write(
      """
      version: 1
      scene:
        size: [100, 100]
        fps: 60
        duration: 1e9
      layers:
        - id: a
          animations:
            - { keyPath: opacity, fromValue: 0, toValue: 1, repeatCount: infinite }
        - id: still

      """)
    let result = runCLI(["timeline", scene.path, "--at", "1"])
    assertDiagnostic(result, status: 1, at: "5:13", id: "timeline-too-large", scene: scene)
    XCTAssertTrue(
      result.stderr.contains(
        "error: the timeline of 60000000001 frames of 1 animated property would hold more than "
          + "5000000 numbers [timeline-too-large]"), result.stderr)
    // Only the selected tracks count: a layer without animations has none, so no limit.
    let none = runCLI(["timeline", scene.path, "--layer", "still"])
    XCTAssertEqual(none.status, 0, none.stderr)
    // --frames writes a part of it, up to 1 000 000 frames a run.
    let tooMany = runCLI(["compile", scene.path, "--frames", "0-2000000", "-o", temporaryDirectory().path])
    XCTAssertEqual(tooMany.status, 2)
    XCTAssertEqual(
      tooMany.stderr, "error: '--frames' selects 2000001 frames, more than the 1000000 one run writes\n")
    let output = temporaryDirectory().appendingPathComponent("out")
    let part = runCLI(["compile", scene.path, "--frames", "5-6", "-o", output.path])
    XCTAssertEqual(part.status, 0, part.stderr)
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: output.path).sorted(),
      ["frame-00005.svg", "frame-00006.svg", "manifest.json"])
  }

  /// instanceCount 2^31 (times a nested replicator of 1000) made lint hang and compile run
  /// out of memory, drawing every copy; more than 100000 drawn layers per frame is an error
  /// at the innermost replicator that alone exceeds it.
  func testReplicatorsDrawingTooManyLayersAreRefused() {
    let scene = write(
      """
      version: 1
      scene: { size: [100, 100], duration: 0.1 }
      layers:
        - id: r1
          type: replicator
          instanceCount: 2147483648
          sublayers:
            - id: r2
              type: replicator
              instanceCount: 1000
              sublayers:
                - { id: dot, bounds: [0, 0, 1, 1], backgroundColor: red }

      """)
    for command in ["lint", "compile"] {
      let result = runCLI([command, scene.path])
      XCTAssertEqual(result.status, 1, result.stderr)
      XCTAssertTrue(
        result.stderr.hasPrefix(
          "\(scene.path):6:20: error: 'instanceCount' 2147483648 makes a frame draw more than 100000 "
            + "layers (replicator copies counted, nested replicators multiplied) [value-out-of-range]"),
        result.stderr)
    }
    // 1000 copies of a replicator of 1000: the inner one draws 1001 layers, within the
    // limit, so the outer one is named.
    let nested = write(
      """
      version: 1
      scene: { size: [100, 100], duration: 0.1 }
      layers:
        - id: r1
          type: replicator
          instanceCount: 1000
          sublayers:
            - id: r2
              type: replicator
              instanceCount: 1000
              sublayers:
                - { id: dot, bounds: [0, 0, 1, 1], backgroundColor: red }

      """)
    assertDiagnostic(
      runCLI(["timeline", nested.path]), status: 1, at: "6:20", id: "value-out-of-range", scene: nested)
  }

  /// An SVG arc with radii of 1e308 squared them to infinity; the NaN sweep trapped when its
  /// piece count became an Int. The scene now lints clean and compiles.
  func testAnArcWithHugeRadiiCompiles() {
    let scene = write(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: s
          type: shape
          path: { d: "M 0 0 A 1e308 1e308 0 1 1 1e308 0" }

      """)
    let lint = runCLI(["lint", scene.path])
    XCTAssertEqual(lint.status, 0, lint.stderr)
    let compile = runCLI(["compile", scene.path, "--at", "0"])
    XCTAssertEqual(compile.status, 0, compile.stderr)
    XCTAssertTrue(compile.stdout.contains("<path d=\"M 0 0 C "), compile.stdout)
  }

  /// A keyframe list of 100 000 numbers on one line, each the wrong type, printed the whole
  /// line under each of its diagnostics: quadratic time and output (16 000 values took 38 s
  /// and 770 MB). Excerpts of lines longer than 160 columns now show a 160-column window
  /// starting 40 columns before the problem, with "…" where the line goes on. Expected
  /// windows by python3: the line is 538 columns, the '7' at column 295 (window 254..<414,
  /// caret 40 columns in) or column 535 (window 378..<538, the line's end).
  func testExcerptsOfVeryLongLinesShowAWindowAroundTheProblem() {
    let pairs = Array(repeating: "[0, 0]", count: 30).joined(separator: ", ")
    for (values, column, window) in [
      ("\(pairs), 7, \(pairs)", 295, 254..<414), ("\(pairs), \(pairs), 7", 535, 378..<538),
    ] {
      let line = "      - { type: keyframe, keyPath: position, values: [\(values)] }"
      let scene = write(
        """
        version: 1
        scene: { size: [100, 100], duration: 1 }
        layers:
          - id: a
            animations:
        \(line)

        """)
      let result = runCLI(["compile", scene.path, "--at", "0"])
      XCTAssertEqual(result.status, 1)
      let scalars = Array(line.unicodeScalars)
      XCTAssertEqual(scalars.count, 538)
      let shown = String(String.UnicodeScalarView(scalars[window]))
      let tail = window.upperBound < scalars.count ? "…" : ""
      XCTAssertEqual(
        result.stderr,
        """
        \(scene.path):6:\(column): error: expected a point [x, y], found a number [type-mismatch]
            6 | …\(shown)\(tail)
              |  \(String(repeating: " ", count: column - 1 - window.lowerBound))^
        \(scene.path):6:\(column): note: 'position' takes a point [x, y]

        """)
    }
  }

  /// A keyframe path whose control point is 1e308: measuring it never converged (adaptive
  /// quadrature of an overflowing speed halved 2^40 times), so lint, timeline and compile hung.
  func testAPathWithAnOverflowingControlPointIsMeasuredAtOnce() {
    let scene = write(
      """
      version: 1
      scene: { size: [120, 220] }
      layers:
        - id: dot
          bounds: [0, 0, 30, 30]
          backgroundColor: red
          animations:
            - type: keyframe
              keyPath: position
              path:
                elements:
                  - move: [25.5, 56.5]
                  - curve: [72.5, 67.5]
                    c1: [1e308, 24.25]
                    c2: [60.75, 64.75]
              duration: 3

      """)
    for arguments in [["lint"], ["timeline", "--at", "0.3"], ["compile", "--at", "0.3"]] {
      let result = runCLI([arguments[0], scene.path] + arguments.dropFirst())
      XCTAssertEqual(result.status, 0, "\(arguments): \(result.stderr)")
    }
  }

  /// A cumulative `transform` animation with a `timeOffset` of 1e300 is in its 4·10^300th
  /// repeat: the transform raised to that power converted the count to Int and trapped.
  /// The count now saturates.
  func testACumulativeTransformInAnAstronomicalRepeatDoesNotTrap() {
    let scene = write(
      """
      version: 1
      scene: { size: [100, 100], duration: 1 }
      layers:
        - id: a
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: transform
              byValue: { rotation: 0.1 }
              cumulative: true
              repeatCount: 1e300
              timeOffset: 1e300

      """)
    for command in ["timeline", "compile"] {
      let result = runCLI([command, scene.path, "--at", "0.5"])
      XCTAssertEqual(result.status, 0, "\(command): \(result.stderr)")
    }
  }

  /// A morph from a point to a path of 3000 segments: each of the 2999 splits that
  /// bring the point to as many segments scanned every segment, in every evaluated frame
  /// (8000 segments took 10 s to lint). The splits now come from a heap.
  func testAMorphToAPathOfManySegmentsIsNotQuadratic() {
    let lines = (0..<3000).map { "L \($0 % 100) \(($0 * 7) % 100)" }.joined(separator: " ")
    let scene = write(
      """
      version: 1
      scene: { size: [100, 100], duration: 1 }
      layers:
        - id: s
          type: shape
          path: { d: "M 50 50 L 50 50" }
          animations:
            - { keyPath: path, toValue: { d: "M 0 0 \(lines)" }, duration: 1 }

      """)
    let lint = runCLI(["lint", scene.path])
    XCTAssertEqual(lint.status, 0, lint.stderr)
    XCTAssertTrue(lint.stderr.contains("[path-morph-mismatch]"), lint.stderr)
    let compile = runCLI(["compile", scene.path, "--at", "0.5"])
    XCTAssertEqual(compile.status, 0, compile.stderr)
  }

  /// A `timeOffset` of 1e308 over a 0.25 s cycle: the cycle count overflowed to ∞, its
  /// fraction became NaN, and a NaN color trapped converting to hex. The count now saturates
  /// at 2^62, at a cycle's start: red plus 2^62 times blue (cumulative) draws as #ff00ff, and
  /// the opacity from 0 by 2^62 times 1 is 2^62 (4611686018427387904, printed shortest).
  func testAPhaseBeyondAllCyclesSaturatesInsteadOfBecomingNaN() {
    let scene = write(
      """
      version: 1
      scene: { size: [10, 10], duration: 1 }
      layers:
        - id: a
          bounds: [0, 0, 10, 10]
          position: [5, 5]
          animations:
            - { keyPath: backgroundColor, fromValue: red, toValue: blue, cumulative: true, timeOffset: 1e308 }
            - { keyPath: opacity, fromValue: 0, toValue: 1, cumulative: true, timeOffset: 1e308 }

      """)
    let compile = runCLI(["compile", scene.path, "--at", "0"])
    XCTAssertEqual(compile.status, 0, compile.stderr)
    XCTAssertTrue(
      compile.stdout.contains("<rect x=\"0\" y=\"0\" width=\"10\" height=\"10\" fill=\"#ff00ff\"/>"),
      compile.stdout)
    let timeline = runCLI(["timeline", scene.path, "--at", "0.1"])
    XCTAssertEqual(timeline.status, 0, timeline.stderr)
    XCTAssertTrue(timeline.stdout.contains("\"values\": [\"#ff00ffff\"]"), timeline.stdout)
    XCTAssertTrue(timeline.stdout.contains("\"values\": [4.611686018427388e18]"), timeline.stdout)
  }
}
