import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// `elements:` paths, as UIBezierPath builds them, and UIKit arcs.
final class PathElementsTests: XCTestCase {
  private func elements(_ list: String, file: StaticString = #filePath, line: UInt = #line) -> [PathElement] {
    decodedValue("v:\n  elements:\n\(list)", file: file, line: line) { $0.path($1) }?.elements ?? []
  }

  private func arc(_ fields: String, after prefix: String = "") -> [PathElement] {
    elements(prefix + "    - arc: { center: [50, 50], radius: 40, \(fields) }\n")
  }

  private func assertOnCurvePoints(
    _ actual: [PathElement], _ expected: [Point], file: StaticString = #filePath, line: UInt = #line
  ) {
    let points = actual.compactMap(\.points.last)
    XCTAssertEqual(points.count, expected.count, "\(actual)", file: file, line: line)
    for (p, q) in zip(points, expected) {
      XCTAssertEqual(p.x, q.x, accuracy: 1e-12, file: file, line: line)
      XCTAssertEqual(p.y, q.y, accuracy: 1e-12, file: file, line: line)
    }
  }

  func testTheFormatPagesExample() {
    let result = elements(
      """
          - move: [5, 95]
          - line: [50, 42.5]
          - curve: [25.5, 56.5]
            c1: [25.5, 185.5]
            c2: [25.5, 88.75]
          - quad: [10, 10]
            c: [5, 5]
          - arc: { center: [50, 50], radius: 45, startAngle: 0, endAngle: "360deg", clockwise: true }
          - close

      """)
    let k = 45 * quarterArcK
    assertElementsEqual(
      result,
      [
        .move(Point(5, 95)),
        .line(Point(50, 42.5)),
        .cubic(control1: Point(25.5, 185.5), control2: Point(25.5, 88.75), to: Point(25.5, 56.5)),
        .quad(control: Point(5, 5), to: Point(10, 10)),
        // The arc starts at (95, 50), away from the current point: a line joins them.
        .line(Point(95, 50)),
        .cubic(control1: Point(95, 50 + k), control2: Point(50 + k, 95), to: Point(50, 95)),
        .cubic(control1: Point(50 - k, 95), control2: Point(5, 50 + k), to: Point(5, 50)),
        .cubic(control1: Point(5, 50 - k), control2: Point(50 - k, 5), to: Point(50, 5)),
        .cubic(control1: Point(50 + k, 5), control2: Point(95, 50 - k), to: Point(95, 50)),
        .close,
      ])
  }

  func testSection64QuarterArcClockwise() {
    // Arcs as UIBezierPath draws them (docs/svg-output.md, "Geometry"): start 0, end π/2, clockwise → through the bottom right, one quarter.
    assertElementsEqual(
      arc("startAngle: 0, endAngle: \"90deg\", clockwise: true"),
      [
        .move(Point(90, 50)),
        .cubic(
          control1: Point(90, 50 + 40 * quarterArcK), control2: Point(50 + 40 * quarterArcK, 90),
          to: Point(50, 90)),
      ])
  }

  func testSection64ThreeQuartersCounterclockwise() {
    // The same angles counterclockwise → three quarters through the top.
    let result = arc("startAngle: 0, endAngle: \"90deg\", clockwise: false")
    assertOnCurvePoints(result, [Point(90, 50), Point(50, 10), Point(10, 50), Point(50, 90)])
    XCTAssertEqual(result.map(\.kind), [.move, .cubic, .cubic, .cubic])
    XCTAssertEqual(result[1].points[0].y, 50 - 40 * quarterArcK, accuracy: 1e-12, "leaves upward")
  }

  func testHalfCirclesFollowTheDocumentedExample() {
    // UIBezierPath docs: 0 → π clockwise draws the bottom half, counterclockwise the top.
    assertOnCurvePoints(
      arc("startAngle: 0, endAngle: 3.141592653589793, clockwise: true"),
      [Point(90, 50), Point(50, 90), Point(10, 50)])
    assertOnCurvePoints(
      arc("startAngle: 0, endAngle: 3.141592653589793, clockwise: false"),
      [Point(90, 50), Point(50, 10), Point(10, 50)])
  }

  func testFullCirclesAndSweepNormalisation() {
    let clockwiseCircle = [Point(90, 50), Point(50, 90), Point(10, 50), Point(50, 10), Point(90, 50)]
    assertOnCurvePoints(arc("startAngle: 0, endAngle: 1turn, clockwise: true"), clockwiseCircle)
    // More than a full turn is still one full circle.
    assertOnCurvePoints(arc("startAngle: 0, endAngle: 3turn, clockwise: true"), clockwiseCircle)
    // Counterclockwise needs start − end ≥ 2π for a full circle.
    assertOnCurvePoints(
      arc("startAngle: 0, endAngle: -1turn, clockwise: false"),
      [Point(90, 50), Point(50, 10), Point(10, 50), Point(50, 90), Point(90, 50)])
    // end = start + 2π counterclockwise is a whole circle too, as CoreGraphics draws it (seed
    // 004's purple circle), not the empty arc of the HTML canvas rule.
    assertOnCurvePoints(
      arc("startAngle: 0, endAngle: 1turn, clockwise: false"),
      [Point(90, 50), Point(50, 10), Point(10, 50), Point(50, 90), Point(90, 50)])
    // Clockwise from 270° to 0°: (0 − 270°) reduces to 90°.
    assertOnCurvePoints(
      arc("startAngle: 270deg, endAngle: 0, clockwise: true"), [Point(50, 10), Point(90, 50)])
    // A 100° sweep takes two pieces of 50° each.
    XCTAssertEqual(arc("startAngle: 0, endAngle: 100deg").count, 3)
  }

  func testArcJoinsTheCurrentPoint() {
    // At the arc's start already: no line.
    XCTAssertEqual(
      arc("startAngle: 0, endAngle: 90deg", after: "    - move: [90, 50]\n").map(\.kind),
      [.move, .cubic])
    // Elsewhere: a line to the arc's start.
    XCTAssertEqual(
      arc("startAngle: 0, endAngle: 90deg", after: "    - move: [0, 0]\n").prefix(2),
      [.move(Point(0, 0)), .line(Point(90, 50))])
    // After a close, the current point is the subpath's start: a new subpath begins there.
    XCTAssertEqual(
      arc("startAngle: 0, endAngle: 90deg", after: "    - move: [0, 0]\n    - line: [1, 0]\n    - close\n")
        .prefix(5),
      [.move(Point(0, 0)), .line(Point(1, 0)), .close, .move(Point(0, 0)), .line(Point(90, 50))])
  }

  func testCloseThenLineStartsANewSubpath() {
    XCTAssertEqual(
      elements("    - move: [1, 1]\n    - line: [2, 1]\n    - close\n    - line: [1, 2]\n"),
      [.move(Point(1, 1)), .line(Point(2, 1)), .close, .move(Point(1, 1)), .line(Point(1, 2))])
  }

  func testArcToCubicRadialErrorMatchesTheStandardApproximation() {
    // The maximum radial error of one 90° piece with k = 4/3·tan(π/8) is about 2.7e-4·r
    // (python3: max over t of |B(t)| − 1 for the unit quarter = 2.7253e-4).
    let r = 100.0
    let pieces = ArcToCubic.pieces(
      center: .zero, radiusX: r, radiusY: r, startAngle: 0.3, sweep: Double.pi / 2)
    XCTAssertEqual(pieces.count, 1)
    var start = ArcToCubic.point(center: .zero, radiusX: r, radiusY: r, angle: 0.3)
    var maxError = 0.0
    for piece in pieces {
      for step in 0...1000 {
        let t = Double(step) / 1000
        let u = 1 - t
        let p =
          start * (u * u * u) + piece.control1 * (3 * u * u * t) + piece.control2 * (3 * u * t * t)
          + piece.end * (t * t * t)
        maxError = max(maxError, abs(p.length - r))
      }
      start = piece.end
    }
    XCTAssertEqual(maxError / r, 2.7253e-4, accuracy: 0.0002e-4)
  }

  /// The largest |distance to the center − r| / r of one piece of `sweep` radians, by a
  /// golden-section search over its first half (the error has one extreme on each half).
  private func radialErrorBound(sweep: Double) -> Double {
    let start = Point(1, 0)
    let piece = ArcToCubic.pieces(center: .zero, radiusX: 1, radiusY: 1, startAngle: 0, sweep: sweep)[0]
    func error(_ t: Double) -> Double {
      let u = 1 - t
      let p = start * (u * u * u) + piece.control1 * (3 * u * u * t) + piece.control2 * (3 * u * t * t) + piece.end * (t * t * t)
      return abs(p.length - 1)
    }
    var (a, b) = (0.0, 0.5)
    let g = (5.0.squareRoot() - 1) / 2
    for _ in 0..<200 {
      let c = b - g * (b - a), d = a + g * (b - a)
      if error(c) > error(d) { b = d } else { a = c }
    }
    return error((a + b) / 2)
  }

  func testArcRadialErrorBoundMatchesMpmath() {
    // mpmath: the largest radial error of the k = 4/3·tan(π/8) quarter circle is
    // 0.00027253000742770549017·r (at t = 0.2113248654); for a 60° piece 0.000023864419609884464195.
    XCTAssertEqual(radialErrorBound(sweep: Double.pi / 2), 0.00027253000742770549017, accuracy: 1e-12)
    XCTAssertEqual(radialErrorBound(sweep: Double.pi / 3), 0.000023864419609884464195, accuracy: 1e-12)
  }

  func testUIKitSweepRules() {
    // Counter-clockwise from 0 to π/2 runs the long way: three quarters through the top.
    XCTAssertEqual(ArcToCubic.uiKitSweep(startAngle: 0, endAngle: Double.pi / 2, clockwise: false), -1.5 * Double.pi)
    // A difference of 2π or more is the full circle, in the requested direction, whichever
    // way the angles run (the purple circle of the path-follow tutorial: 0 → 2π counter-clockwise).
    XCTAssertEqual(ArcToCubic.uiKitSweep(startAngle: 0, endAngle: 7, clockwise: true), 2 * Double.pi)
    XCTAssertEqual(ArcToCubic.uiKitSweep(startAngle: 0, endAngle: 2 * Double.pi, clockwise: false), -2 * Double.pi)
    XCTAssertEqual(ArcToCubic.uiKitSweep(startAngle: 0, endAngle: 2.5 * Double.pi, clockwise: false), -2 * Double.pi)
    XCTAssertEqual(ArcToCubic.uiKitSweep(startAngle: 1, endAngle: 1, clockwise: true), 0)
    XCTAssertEqual(ArcToCubic.uiKitSweep(startAngle: 0, endAngle: -Double.pi / 2, clockwise: true), 1.5 * Double.pi)
  }

  func testPieceCounts() {
    XCTAssertEqual(ArcToCubic.pieceCount(sweep: Double.pi / 2), 1)
    XCTAssertEqual(ArcToCubic.pieceCount(sweep: -Double.pi / 2), 1)
    XCTAssertEqual(ArcToCubic.pieceCount(sweep: Double.pi / 2 + 0.001), 2)
    XCTAssertEqual(ArcToCubic.pieceCount(sweep: 3 * Double.pi / 2), 3)
    XCTAssertEqual(ArcToCubic.pieceCount(sweep: 2 * Double.pi), 4)
    XCTAssertEqual(ArcToCubic.pieceCount(sweep: 0.1), 1)
    XCTAssertEqual(
      ArcToCubic.uiKitSweep(startAngle: 0, endAngle: Double.pi / 2, clockwise: false),
      -1.5 * Double.pi)
  }

  // MARK: errors

  func testDrawingNeedsACurrentPoint() {
    XCTAssertEqual(
      decodeValue("v:\n  elements:\n    - line: [1, 2]\n") { $0.path($1) }.diagnostics,
      [
        "3:7: error: 'line' needs a current point [invalid-path]",
        "3:7: note: start the path with 'move' (or 'arc')",
      ])
    XCTAssertEqual(
      decodeValue("v:\n  elements:\n    - close\n") { $0.path($1) }.diagnostics.first,
      "3:7: error: 'close' needs a current point [invalid-path]")
  }

  func testUnknownAndMissingElementKeys() {
    XCTAssertEqual(
      decodeValue("v:\n  elements:\n    - lien: [1, 2]\n") { $0.path($1) }.diagnostics,
      [
        "3:7: error: unknown key 'lien' for a path element [unknown-key]",
        "3:7: note: did you mean 'line'?",
      ])
    XCTAssertEqual(
      decodeValue(
        "v:\n  elements:\n    - move: [0, 0]\n    - curve: [1, 1]\n      c1: [0, 1]\n      c: [1, 0]\n"
      ) { $0.path($1) }.diagnostics,
      [
        // 'c1' and 'c2' are equally close: no suggestion.
        "6:7: error: unknown key 'c' for 'curve' [unknown-key]",
        "4:7: error: missing key 'c2' for 'curve' [missing-key]",
      ])
    XCTAssertEqual(
      decodeValue("v:\n  elements:\n    - quad: [1, 1]\n") { $0.path($1) }.diagnostics,
      ["3:7: error: missing key 'c' for 'quad' [missing-key]"])
    XCTAssertEqual(
      decodeValue("v: { elements: [{ move: [0, 0], line: [1, 1] }] }") { $0.path($1) }.diagnostics,
      ["1:33: error: one path element per list entry, found both 'move' and 'line' [invalid-path]"])
  }

  func testArcKeys() {
    XCTAssertEqual(
      decodeValue(
        "v: { elements: [arc: { center: [0, 0], radius: 1, startAngle: 0, endAngle: 1, clockwize: true }] }"
      ) { $0.path($1) }.diagnostics,
      [
        "1:79: error: unknown key 'clockwize' for 'arc' [unknown-key]",
        "1:79: note: did you mean 'clockwise'?",
      ])
    XCTAssertEqual(
      decodeValue("v: { elements: [arc: { center: [0, 0], startAngle: 0, endAngle: 1 }] }") { $0.path($1) }
        .diagnostics,
      ["1:22: error: missing key 'radius' for 'arc' [missing-key]"])
    XCTAssertEqual(
      decodeValue("v: { elements: [arc: { center: [0, 0], radius: 1, startAngle: 0, endAngle: 1turns }] }") {
        $0.path($1)
      }.diagnostics.first,
      "1:76: error: unknown angle unit 'turns' in '1turns' [invalid-unit]")
  }

  func testBadEntries() {
    XCTAssertEqual(
      decodeValue("v: { elements: [clse] }") { $0.path($1) }.diagnostics,
      ["1:17: error: unknown path element 'clse' [invalid-path]", "1:17: note: did you mean 'close'?"])
    XCTAssertEqual(
      decodeValue("v: { elements: [move] }") { $0.path($1) }.diagnostics.first,
      "1:17: error: path element 'move' needs a value [invalid-path]")
    XCTAssertEqual(
      decodeValue("v: { elements: [[0, 0]] }") { $0.path($1) }.diagnostics,
      ["1:17: error: expected a path element, found a sequence [type-mismatch]"])
    XCTAssertEqual(
      decodeValue("v: { elements: {} }") { $0.path($1) }.diagnostics,
      ["1:16: error: expected a list of path elements, found a mapping [type-mismatch]"])
  }
}
