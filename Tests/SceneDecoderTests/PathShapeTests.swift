import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// The shape forms of a path: where they start and which way they run.
final class PathShapeTests: XCTestCase {
  private func path(_ yaml: String, file: StaticString = #filePath, line: UInt = #line) -> [PathElement] {
    decodedValue("v: \(yaml)", file: file, line: line) { $0.path($1) }?.elements ?? []
  }

  func testRectStartsTopLeftClockwise() {
    XCTAssertEqual(
      path("{ rect: [10, 20, 30, 40] }"),
      [.move(Point(10, 20)), .line(Point(40, 20)), .line(Point(40, 60)), .line(Point(10, 60)), .close])
  }

  func testRoundedRectStartsAtTheTopEdgesLeftEnd() {
    let k = 10 * quarterArcK
    assertElementsEqual(
      path("{ roundedRect: [0, 0, 100, 50], cornerRadius: 10 }"),
      [
        .move(Point(10, 0)),
        .line(Point(90, 0)),
        .cubic(control1: Point(90 + k, 0), control2: Point(100, 10 - k), to: Point(100, 10)),
        .line(Point(100, 40)),
        .cubic(control1: Point(100, 40 + k), control2: Point(90 + k, 50), to: Point(90, 50)),
        .line(Point(10, 50)),
        .cubic(control1: Point(10 - k, 50), control2: Point(0, 40 + k), to: Point(0, 40)),
        .line(Point(0, 10)),
        .cubic(control1: Point(0, 10 - k), control2: Point(10 - k, 0), to: Point(10, 0)),
        .close,
      ])
    // On-curve points are exact, not just close.
    let onCurve = path("{ roundedRect: [0.1, 0.2, 100, 50], cornerRadius: 0.3 }").compactMap(\.points.last)
    XCTAssertEqual(onCurve.first, Point(0.1 + 0.3, 0.2))
    XCTAssertEqual(onCurve.last, Point(0.1 + 0.3, 0.2))
  }

  func testRoundedRectRadiusIsClampedAndStructureIsStable() {
    let clamped = path("{ roundedRect: [0, 0, 100, 50], cornerRadius: 100 }")
    XCTAssertEqual(clamped.first, .move(Point(25, 0)))
    XCTAssertEqual(clamped[2].points.last, Point(100, 25))
    let square = path("{ roundedRect: [0, 0, 100, 50], cornerRadius: 0 }")
    XCTAssertEqual(
      square.map(\.kind), [.move, .line, .cubic, .line, .cubic, .line, .cubic, .line, .cubic, .close])
    XCTAssertEqual(square[2], .cubic(control1: Point(100, 0), control2: Point(100, 0), to: Point(100, 0)))
  }

  func testOvalStartsAtThreeOClockAndRunsClockwise() {
    let kx = 50 * quarterArcK
    let ky = 25 * quarterArcK
    assertElementsEqual(
      path("{ oval: [0, 0, 100, 50] }"),
      [
        .move(Point(100, 25)),
        .cubic(control1: Point(100, 25 + ky), control2: Point(50 + kx, 50), to: Point(50, 50)),
        .cubic(control1: Point(50 - kx, 50), control2: Point(0, 25 + ky), to: Point(0, 25)),
        .cubic(control1: Point(0, 25 - ky), control2: Point(50 - kx, 0), to: Point(50, 0)),
        .cubic(control1: Point(50 + kx, 0), control2: Point(100, 25 - ky), to: Point(100, 25)),
        .close,
      ])
  }

  func testCircleOnCurvePointsAreExact() {
    let elements = path("{ circle: [50, 50], radius: 40 }")
    XCTAssertEqual(
      elements.compactMap(\.points.last),
      [Point(90, 50), Point(50, 90), Point(10, 50), Point(50, 10), Point(90, 50)])
    XCTAssertEqual(elements.last, .close)
    assertElementsEqual(
      [elements[1]],
      [
        .cubic(
          control1: Point(90, 50 + 40 * quarterArcK), control2: Point(50 + 40 * quarterArcK, 90),
          to: Point(50, 90))
      ])
    XCTAssertEqual(
      path("{ circle: [50, 50], radius: 40 }"), path("{ oval: [10, 10, 80, 80] }"))
  }

  func testPolygonsAndPolylines() {
    XCTAssertEqual(
      path("{ polygon: [[0, 0], [10, 0], [5, 8]] }"),
      [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(5, 8)), .close])
    XCTAssertEqual(
      path("{ polyline: [[0, 0], [10, 0], [5, 8]] }"),
      [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(5, 8))])
    XCTAssertEqual(
      decodeValue("v: { polygon: [[0, 0]] }") { $0.path($1) }.diagnostics,
      ["1:15: error: expected at least 2 points, found 1 [wrong-count]"])
    XCTAssertEqual(
      decodeValue("v: { polyline: [[0, 0], [1]] }") { $0.path($1) }.diagnostics,
      ["1:25: error: expected 2 numbers [x, y], found 1 [wrong-count]"])
  }

  // MARK: errors

  func testUnknownKeySuggestsAKeyOfThatForm() {
    XCTAssertEqual(
      decodeValue("v:\n  circle: [0, 0]\n  radus: 5\n") { $0.path($1) }.diagnostics,
      [
        "3:3: error: unknown key 'radus' for a circle path [unknown-key]",
        "3:3: note: did you mean 'radius'?",
        "2:3: error: missing key 'radius' for a circle path [missing-key]",
      ])
    XCTAssertEqual(
      decodeValue("v: { ovl: [0, 0, 1, 1] }") { $0.path($1) }.diagnostics,
      ["1:6: error: unknown key 'ovl' for a path [unknown-key]", "1:6: note: did you mean 'oval'?"])
    XCTAssertEqual(
      decodeValue("v: { rect: [0, 0, 1, 1], radius: 2 }") { $0.path($1) }.diagnostics,
      ["1:26: error: unknown key 'radius' for a rect path [unknown-key]"])
  }

  func testNoFormOrSeveralForms() {
    XCTAssertEqual(
      decodeValue("v: {}") { $0.path($1) }.diagnostics,
      [
        "1:4: error: a path needs one of 'd', 'rect', 'roundedRect', 'oval', 'circle', 'polygon', "
          + "'polyline', 'elements' [invalid-path]"
      ])
    XCTAssertEqual(
      decodeValue("v: { rect: [0, 0, 1, 1], oval: [0, 0, 1, 1] }") { $0.path($1) }.diagnostics,
      ["1:26: error: a path has one form, found both 'rect' and 'oval' [invalid-path]"])
  }

  func testMissingCornerRadiusAndBadValues() {
    XCTAssertEqual(
      decodeValue("v: { roundedRect: [0, 0, 1, 1] }") { $0.path($1) }.diagnostics,
      ["1:4: error: missing key 'cornerRadius' for a roundedRect path [missing-key]"])
    XCTAssertEqual(
      decodeValue("v: { circle: [0, 0], radius: -1 }") { $0.path($1) }.diagnostics,
      ["1:30: error: 'radius' must not be negative, found -1 [value-out-of-range]"])
    XCTAssertEqual(
      decodeValue("v: { oval: [0, 0, -1, 1] }") { $0.path($1) }.diagnostics,
      ["1:19: error: rect width must not be negative, found -1 [value-out-of-range]"])
    XCTAssertEqual(
      decodeValue("v: circle") { $0.path($1) }.diagnostics,
      [
        "1:4: error: expected a path, found a string [type-mismatch]",
        "1:4: note: write e.g. { d: \"M 0 0 L 10 10\" }, { rect: [x, y, w, h] } or \"$name\"",
      ])
  }
}
