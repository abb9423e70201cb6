import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// `{ d: "…" }`: SVG path data.
final class PathDataTests: XCTestCase {
  private func elements(_ d: String, file: StaticString = #filePath, line: UInt = #line) -> [PathElement] {
    switch SVGPathDataParser.parse(d) {
    case .success(let path): return path.elements
    case .failure(let error):
      XCTFail("'\(d)' failed: \(error.message)", file: file, line: line)
      return []
    }
  }

  private func failure(_ d: String) -> SVGPathDataError? {
    if case .failure(let error) = SVGPathDataParser.parse(d) { return error }
    return nil
  }

  func testLinesAbsoluteAndRelative() {
    let expected: [PathElement] = [
      .move(Point(10, 10)), .line(Point(20, 20)), .line(Point(30, 20)), .line(Point(30, 40)), .close,
    ]
    XCTAssertEqual(elements("M 10 10 L 20 20 H 30 V 40 Z"), expected)
    XCTAssertEqual(elements("m 10 10 l 10 10 h 10 v 20 z"), expected)
    XCTAssertEqual(elements("M10,10L20,20H30V40Z"), expected)
    XCTAssertEqual(elements("  M 10 , 10\tL 20\n20 h10 V 40 z  "), expected)
  }

  func testImplicitRepeats() {
    // Extra pairs after a move are lines (relative after 'm').
    XCTAssertEqual(
      elements("M 0 0 10 0 10 10"), [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10))])
    XCTAssertEqual(elements("m 1 1 2 2"), [.move(Point(1, 1)), .line(Point(3, 3))])
    XCTAssertEqual(
      elements("M0 0L1 1 2 2,3 3"),
      [.move(Point(0, 0)), .line(Point(1, 1)), .line(Point(2, 2)), .line(Point(3, 3))])
    XCTAssertEqual(
      elements("M0 0h1 2v3 4"),
      [.move(Point(0, 0)), .line(Point(1, 0)), .line(Point(3, 0)), .line(Point(3, 3)), .line(Point(3, 7))])
  }

  func testNumbersThatRunTogether() {
    XCTAssertEqual(elements("M1.5.5-1-2"), [.move(Point(1.5, 0.5)), .line(Point(-1, -2))])
    XCTAssertEqual(elements("M1e1 2E-1l+1,.5"), [.move(Point(10, 0.2)), .line(Point(11, 0.7))])
    XCTAssertEqual(elements("M-.5-.5"), [.move(Point(-0.5, -0.5))])
    XCTAssertEqual(elements("M 1. 2."), [.move(Point(1, 2))])
  }

  func testCubicsAndSmoothCubics() {
    let cubic = PathElement.cubic(control1: Point(20, 0), control2: Point(40, 0), to: Point(50, 10))
    XCTAssertEqual(elements("M 10 10 C 20 0 40 0 50 10"), [.move(Point(10, 10)), cubic])
    XCTAssertEqual(elements("M 10 10 c 10 -10 30 -10 40 0"), [.move(Point(10, 10)), cubic])
    // S reflects the previous second control point (20,-10) about (30,0): (40,10).
    let expected: [PathElement] = [
      .move(Point(0, 0)),
      .cubic(control1: Point(10, -10), control2: Point(20, -10), to: Point(30, 0)),
      .cubic(control1: Point(40, 10), control2: Point(50, 10), to: Point(60, 0)),
    ]
    XCTAssertEqual(elements("M 0 0 C 10 -10 20 -10 30 0 S 50 10 60 0"), expected)
    XCTAssertEqual(elements("M 0 0 c 10 -10 20 -10 30 0 s 20 10 30 0"), expected)
    // Implicit repeats of S chain the reflection.
    XCTAssertEqual(
      elements("M 0 0 C 10 -10 20 -10 30 0 S 50 10 60 0 80 -10 90 0").last,
      .cubic(control1: Point(70, -10), control2: Point(80, -10), to: Point(90, 0)))
    // Without a previous cubic, the first control point is the current point.
    XCTAssertEqual(
      elements("M 0 0 S 10 10 20 0").last,
      .cubic(control1: Point(0, 0), control2: Point(10, 10), to: Point(20, 0)))
    XCTAssertEqual(
      elements("M 0 0 Q 5 5 10 0 S 10 10 20 0").last,
      .cubic(control1: Point(10, 0), control2: Point(10, 10), to: Point(20, 0)))
  }

  func testQuadsAndSmoothQuads() {
    // T reflects (10,10) about (20,0) to (30,-10), then (30,-10) about (40,0) to (50,10).
    let expected: [PathElement] = [
      .move(Point(0, 0)),
      .quad(control: Point(10, 10), to: Point(20, 0)),
      .quad(control: Point(30, -10), to: Point(40, 0)),
      .quad(control: Point(50, 10), to: Point(60, 0)),
    ]
    XCTAssertEqual(elements("M 0 0 Q 10 10 20 0 T 40 0 T 60 0"), expected)
    XCTAssertEqual(elements("m 0 0 q 10 10 20 0 t 20 0 20 0"), expected)
    XCTAssertEqual(
      elements("M 0 0 C 1 1 2 2 3 3 T 10 10").last, .quad(control: Point(3, 3), to: Point(10, 10)))
    XCTAssertEqual(elements("M 0 0 T 10 10").last, .quad(control: Point(0, 0), to: Point(10, 10)))
  }

  func testCloseReturnsToTheSubpathStart() {
    XCTAssertEqual(
      elements("M 10 10 L 20 10 Z l 0 10"),
      [.move(Point(10, 10)), .line(Point(20, 10)), .close, .move(Point(10, 10)), .line(Point(10, 20))])
    XCTAssertEqual(
      elements("M 10 10 L 20 10 z m 5 5 l 1 0"),
      [.move(Point(10, 10)), .line(Point(20, 10)), .close, .move(Point(15, 15)), .line(Point(16, 15))])
    XCTAssertEqual(
      elements("M 0 0 L 1 0 Z Z"), [.move(Point(0, 0)), .line(Point(1, 0)), .close])
  }

  func testEmptyDataIsAnEmptyPath() {
    XCTAssertEqual(elements(""), [])
    XCTAssertEqual(elements(" \n "), [])
  }

  // MARK: arcs

  func testQuarterArcMatchesSection64Example() {
    // UIBezierPath's arc (docs/svg-output.md, "Geometry"): center (50,50), r 40, 0 → π/2 clockwise.
    let expected: [PathElement] = [
      .move(Point(90, 50)),
      .cubic(
        control1: Point(90, 50 + 40 * quarterArcK), control2: Point(50 + 40 * quarterArcK, 90),
        to: Point(50, 90)),
    ]
    assertElementsEqual(elements("M 90 50 A 40 40 0 0 1 50 90"), expected)
    assertElementsEqual(elements("M 90 50 a 40 40 0 0 1 -40 40"), expected)
    XCTAssertEqual(elements("M 90 50 A 40 40 0 0 1 50 90").last?.points.last, Point(50, 90))
  }

  func testLargeCounterclockwiseArcGoesThroughTheTop() {
    // Three quarters, counterclockwise on screen: (90,50) → (50,10) → (10,50) → (50,90).
    let result = elements("M 90 50 A 40 40 0 1 0 50 90")
    XCTAssertEqual(result.map(\.kind), [.move, .cubic, .cubic, .cubic])
    let ends = result.dropFirst().map { $0.points.last! }
    for (end, expected) in zip(ends, [Point(50, 10), Point(10, 50), Point(50, 90)]) {
      XCTAssertEqual(end.x, expected.x, accuracy: 1e-12)
      XCTAssertEqual(end.y, expected.y, accuracy: 1e-12)
    }
    // Leaving (90,50) upward: the first control point is k·r above it.
    assertElementsEqual(
      [result[1]],
      [
        .cubic(
          control1: Point(90, 50 - 40 * quarterArcK), control2: Point(50 + 40 * quarterArcK, 10),
          to: Point(50, 10))
      ])
  }

  func testTooSmallRadiiAreScaledUp() {
    // Radius 1 cannot reach (10,0): scaled to 5, a half circle clockwise over the top.
    let k5 = 5 * quarterArcK
    assertElementsEqual(
      elements("M 0 0 A 1 1 0 0 1 10 0"),
      [
        .move(Point(0, 0)),
        .cubic(control1: Point(0, -k5), control2: Point(5 - k5, -5), to: Point(5, -5)),
        .cubic(control1: Point(5 + k5, -5), control2: Point(10, -k5), to: Point(10, 0)),
      ])
  }

  func testDegenerateArcs() {
    // A zero radius is a straight line; identical endpoints omit the arc.
    XCTAssertEqual(elements("M 0 0 A 0 5 0 0 1 10 0"), [.move(Point(0, 0)), .line(Point(10, 0))])
    XCTAssertEqual(elements("M 5 5 A 10 10 0 0 1 5 5"), [.move(Point(5, 5))])
    // Negative radii are taken as positive.
    XCTAssertEqual(elements("M 90 50 A -40 -40 0 0 1 50 90"), elements("M 90 50 A 40 40 0 0 1 50 90"))
  }

  func testPackedArcFlags() {
    // The brief's example: flags written "00" with no separator; radius scaled to √50.
    let result = elements("M0 0a1 1 0 00 10 10")
    XCTAssertEqual(result.map(\.kind), [.move, .cubic, .cubic])
    // python3 /tmp arcs.py (SVG F.6.5): center (5,5), middle on-curve point (0,10).
    XCTAssertEqual(result[1].points.last!.x, 0, accuracy: 1e-12)
    XCTAssertEqual(result[1].points.last!.y, 10, accuracy: 1e-12)
    XCTAssertEqual(result[2].points.last, Point(10, 10))
    XCTAssertEqual(elements("M0 0a1,1,0,0,0,10,10"), result)
    XCTAssertEqual(elements("M0 0a1 1 0 0010 10"), result)
  }

  func testRotatedEllipticalArcsInAllFlagCombinations() {
    // Intermediate on-curve points from an independent Python implementation of SVG 1.1
    // F.6.5 (endpoint to center), pieces ≤ 90° split evenly.
    let cases: [(flags: String, middle: [Point])] = [
      ("0 1", [Point(14.125054046431543, -0.3419898635642298)]),
      (
        "1 1", [Point(0.7103673021846553, -14.284490272925812), Point(24.25815696406324, -6.435227052299623)]
      ),
      ("0 0", [Point(15.874945953568467, 10.341989863564233)]),
      ("1 0", [Point(5.741843035936742, 16.43522705229961), Point(29.28963269781533, 24.28449027292581)]),
    ]
    for (flags, middle) in cases {
      let result = elements("M 0 0 A 20 10 30 \(flags) 30 10")
      XCTAssertEqual(result.count, middle.count + 2, flags)
      let ends = result.dropFirst().map { $0.points.last! }
      for (end, expected) in zip(ends, middle) {
        XCTAssertEqual(end.x, expected.x, accuracy: 1e-9, flags)
        XCTAssertEqual(end.y, expected.y, accuracy: 1e-9, flags)
      }
      XCTAssertEqual(ends.last, Point(30, 10), "the arc ends exactly at its endpoint")
    }
  }

  /// Radii and coordinates near 1e301 once overflowed when squared (rx² · ry²), making the
  /// sweep NaN and trapping when its piece count became an Int. The construction is
  /// scale-invariant and runs in power-of-two units, so the arc is exactly the small arc
  /// scaled by 2^1000 (the decimal spellings are python3's repr of 20·2^1000, 10·2^1000,
  /// 30·2^1000).
  func testHugeArcsAreTheSmallArcScaledExactly() {
    let scale = 0x1p1000
    let small = elements("M 0 0 A 20 10 30 1 1 30 10")
    let huge = elements(
      "M 0 0 A 2.1430172143725346e+302 1.0715086071862673e+302 30 1 1 3.214525821558802e+302 "
        + "1.0715086071862673e+302")
    XCTAssertEqual(small.count, 4)
    XCTAssertEqual(huge.map(\.kind), small.map(\.kind))
    for (big, reference) in zip(huge, small) {
      XCTAssertEqual(big.points, reference.points.map { Point($0.x * scale, $0.y * scale) })
    }
    // Coordinates at the edge of Double still give a path, not a trap.
    XCTAssertEqual(elements("M 0 0 A 1e308 1e308 0 1 1 1e308 0").first, .move(Point(0, 0)))
  }

  // MARK: errors

  func testParserErrorsAndOffsets() {
    let cases: [(String, Int, Int, String)] = [
      ("M 10 10 X 5", 8, 1, "expected a command, found 'X'"),
      ("L 10 10", 0, 1, "path data must begin with a move ('M' or 'm'), found 'L'"),
      ("10 10", 0, 1, "expected a command, found '1'"),
      ("M 10", 4, 0, "expected a number for 'M', found the end of the path data"),
      ("M 0 0 L 1 x", 10, 1, "expected a number for 'L', found 'x'"),
      ("M 0 0 A 1 1 0 2 0 5 5", 14, 1, "expected an arc flag (0 or 1) for 'A', found '2'"),
      ("M 0,0, L 1 1", 7, 1, "expected a number after ',', found 'L'"),
      ("M 0 0 L 1 1,", 12, 0, "expected a number after ',', found the end of the path data"),
      ("M,0 0", 1, 1, "expected a number for 'M', found ','"),
      ("M 0 0 Z 5", 8, 1, "'Z' takes no numbers, found '5'"),
      ("M 1e999 0", 2, 5, "number '1e999' is out of range"),
      ("M 0 0 L 1e", 9, 1, "expected a number for 'L', found 'e'"),
    ]
    for (d, offset, length, message) in cases {
      XCTAssertEqual(failure(d), SVGPathDataError(offset: offset, length: length, message: message), d)
    }
  }

  func testErrorColumnsInsideQuotedAndPlainScalars() {
    // Double-quoted: the scalar starts at column 9, its text one later.
    XCTAssertEqual(
      decodeValue("v: { d: \"M 10 10 X 5\" }") { $0.path($1) }.diagnostics,
      ["1:18: error: invalid path data: expected a command, found 'X' [invalid-path-data]"])
    // Single-quoted in a block mapping.
    XCTAssertEqual(
      decodeValue("v:\n  d: 'L 10 10'\n") { $0.path($1) }.diagnostics,
      [
        "2:7: error: invalid path data: path data must begin with a move ('M' or 'm'), found 'L' "
          + "[invalid-path-data]"
      ])
    // Plain: no quote to skip; the end of the data is just past its last character.
    XCTAssertEqual(
      decodeValue("v:\n  d: M 10 10 L 20\n") { $0.path($1) }.diagnostics,
      [
        "2:18: error: invalid path data: expected a number for 'L', found the end of the path data "
          + "[invalid-path-data]"
      ])
    let harness = ValuesHarness("v: { d: \"M 0 0 A 1 1 0 2 0 5 5\" }")
    _ = harness.decoder.path(harness.value)
    let range = harness.decoder.sink.diagnostics.first?.range
    XCTAssertEqual(range?.start, SourceLocation(line: 1, column: 24, offset: 23))
    XCTAssertEqual(range?.end.column, 25)
  }

  func testErrorInsideAStringWithEscapesPointsAtTheString() {
    // "\t" is two characters in the file but one in the value: no exact column exists.
    XCTAssertEqual(
      decodeValue("v: { d: \"M 0 0\\tX\" }") { $0.path($1) }.diagnostics,
      ["1:9: error: invalid path data: expected a command, found 'X' [invalid-path-data]"])
  }

  func testPathDataMustBeAString() {
    XCTAssertEqual(
      decodeValue("v: { d: [1, 2] }") { $0.path($1) }.diagnostics,
      ["1:9: error: expected SVG path data (a string), found a sequence [type-mismatch]"])
  }
}
