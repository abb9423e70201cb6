import SceneModel
import XCTest

@testable import SceneGeometry

/// References computed with mpmath at 40 significant digits (mp.quad of |B'(t)| over
/// [0, 1], split at cusps), see the script in docs/svg-output.md ("How the references were
/// computed").
final class ArcLengthTests: XCTestCase {
  func testLineLengthIsExact() {
    let measure = PathMeasure(BezierPath([.move(Point(1, 2)), .line(Point(4, 6))]))
    XCTAssertEqual(measure.length, 5)
    XCTAssertEqual(measure.elementLengths, [0, 5])
  }

  func testCubicLengthAgainstHighPrecisionReference() {
    let path = BezierPath([
      .move(Point(0, 0)),
      .cubic(control1: Point(10, 100), control2: Point(90, -50), to: Point(100, 50)),
    ])
    // mpmath: 154.30931269867478953995
    let reference = 154.30931269867478953995
    let length = PathMeasure(path).length
    XCTAssertEqual(length, reference, accuracy: reference * 1e-12)
  }

  func testCubicWithCuspLength() {
    // Speed is zero at t = 0.5 (a cusp); mpmath with the interval split there:
    // 182.8427124746190097603377.
    let path = BezierPath([
      .move(Point(0, 0)),
      .cubic(control1: Point(100, 100), control2: Point(0, 100), to: Point(100, 0)),
    ])
    XCTAssertEqual(PathMeasure(path).length, 182.8427124746190097603377, accuracy: 1e-9)
  }

  /// A control point near 1e308 makes the speed overflow: the integral is infinite, and
  /// adaptive halving once recursed 40 levels deep everywhere (2^40 evaluations, a hang)
  /// because inf − inf never meets the tolerance.
  func testOverflowingSpeedGivesAnInfiniteLengthAtOnce() {
    let path = BezierPath([
      .move(Point(25.5, 56.5)),
      .cubic(control1: Point(1e308, 24.25), control2: Point(60.75, 64.75), to: Point(72.5, 67.5)),
    ])
    XCTAssertEqual(PathMeasure(path).length, .infinity)
  }

  func testQuadLength() {
    // mpmath: 147.8942857544597433827906.
    let path = BezierPath([.move(Point(0, 0)), .quad(control: Point(50, 100), to: Point(100, 0))])
    XCTAssertEqual(PathMeasure(path).length, 147.8942857544597433827906, accuracy: 1e-10)
  }

  func testFourCubicCircleAgainstTwoPiR() {
    let path = Shapes.circle(center: Point(100, 100), radius: 50)
    let measure = PathMeasure(path)
    // The four-cubic approximation is 1.402927e-4 longer than the circle (mpmath:
    // 4 × 78.55083490369278256532009 = 314.2033396147711302612804).
    XCTAssertEqual(measure.length, 314.2033396147711302612804, accuracy: 1e-9)
    XCTAssertEqual(measure.length, 2 * Double.pi * 50, accuracy: 2 * Double.pi * 50 * 1.5e-4)
    XCTAssertNotEqual(measure.length, 2 * Double.pi * 50, accuracy: 2 * Double.pi * 50 * 1.3e-4)
    XCTAssertEqual(measure.elementLengths.count, 6)
    XCTAssertEqual(measure.elementLengths[0], 0)
    for quarter in measure.elementLengths[1...4] {
      XCTAssertEqual(quarter, 78.55083490369278256532009, accuracy: 1e-10)
    }
    XCTAssertEqual(measure.elementLengths[5], 0, "the close of a circle has no length")
  }

  func testCloseContributesItsClosingLine() {
    let square = BezierPath([
      .move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(0, 10)), .close,
    ])
    let measure = PathMeasure(square)
    XCTAssertEqual(measure.length, 40)
    XCTAssertEqual(measure.elementLengths, [0, 10, 10, 10, 10])
  }

  func testSubpathsAreMeasuredAsAWhole() {
    let path = BezierPath([
      .move(Point(0, 0)), .line(Point(10, 0)),
      .move(Point(0, 20)), .line(Point(0, 50)),
    ])
    let measure = PathMeasure(path)
    XCTAssertEqual(measure.length, 40)
    // 0.5 of 40 = 20: 10 into the second subpath.
    XCTAssertEqual(measure.point(atFraction: 0.5), Point(0, 30))
  }

  func testDrawingWithoutCurrentPointActsAsMove() {
    let path = BezierPath([.line(Point(5, 5)), .line(Point(5, 15))])
    let measure = PathMeasure(path)
    XCTAssertEqual(measure.length, 10)
    XCTAssertEqual(measure.point(atFraction: 0), Point(5, 5))
  }

  func testEmptyPathHasNoLength() {
    let measure = PathMeasure(BezierPath())
    XCTAssertEqual(measure.length, 0)
    XCTAssertEqual(measure.point(atFraction: 0.5), Point.zero)
    XCTAssertTrue(measure.trimmed(from: 0.2, to: 0.8).isEmpty)
  }
}

/// Paths built as UIKit builds them, for tests.
enum Shapes {
  static let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

  /// UIBezierPath(ovalIn:) of a circle: starts at 3 o'clock, clockwise on screen.
  static func circle(center c: Point, radius r: Double) -> BezierPath {
    let k = kappa * r
    return BezierPath([
      .move(Point(c.x + r, c.y)),
      .cubic(control1: Point(c.x + r, c.y + k), control2: Point(c.x + k, c.y + r), to: Point(c.x, c.y + r)),
      .cubic(control1: Point(c.x - k, c.y + r), control2: Point(c.x - r, c.y + k), to: Point(c.x - r, c.y)),
      .cubic(control1: Point(c.x - r, c.y - k), control2: Point(c.x - k, c.y - r), to: Point(c.x, c.y - r)),
      .cubic(control1: Point(c.x + k, c.y - r), control2: Point(c.x + r, c.y - k), to: Point(c.x + r, c.y)),
      .close,
    ])
  }
}
