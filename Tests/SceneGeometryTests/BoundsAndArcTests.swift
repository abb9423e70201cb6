import SceneModel
import XCTest

@testable import SceneGeometry

final class BoundsAndArcTests: XCTestCase {
  func testCubicBoundsFromExtrema() throws {
    // mpmath: dy/dt = 0 at t = 0.27639320225002103036 (y = 36.18033988749894848204587) and
    // t = 0.72360679774997896964 (y = 13.81966011250105151795413); x is monotonic.
    let path = BezierPath([
      .move(Point(0, 0)),
      .cubic(control1: Point(10, 100), control2: Point(90, -50), to: Point(100, 50)),
    ])
    let box = try XCTUnwrap(PathBounds.of(path))
    XCTAssertEqual(box.minX, 0)
    XCTAssertEqual(box.maxX, 100)
    XCTAssertEqual(box.minY, 0)
    XCTAssertEqual(box.maxY, 50)
    let bumpy = BezierPath([
      .move(Point(0, 20)),
      .cubic(control1: Point(10, 100), control2: Point(90, -50), to: Point(100, 20)),
    ])
    // mpmath: dy/dt = 0 at t = 2/9 (y = 44.19753086419753086419753) and t = 0.8 (y = 0.8).
    let bumpyBox = try XCTUnwrap(PathBounds.of(bumpy))
    XCTAssertEqual(bumpyBox.maxY, 44.19753086419753086419753, accuracy: 1e-12)
    XCTAssertEqual(bumpyBox.minY, 0.8, accuracy: 1e-12)
    XCTAssertEqual(bumpyBox.minX, 0)
    XCTAssertEqual(bumpyBox.maxX, 100)
  }

  func testCircleBoundsAreExactAndIgnoreControlPoints() throws {
    let box = try XCTUnwrap(PathBounds.of(Shapes.circle(center: Point(100, 100), radius: 50)))
    XCTAssertEqual(box.minX, 50, accuracy: 1e-12)
    XCTAssertEqual(box.minY, 50, accuracy: 1e-12)
    XCTAssertEqual(box.width, 100, accuracy: 1e-12)
    XCTAssertEqual(box.height, 100, accuracy: 1e-12)
    // A quad's control point lies outside; its extremum is at t = 0.5, y = 50.
    let quad = BezierPath([.move(Point(0, 0)), .quad(control: Point(50, 100), to: Point(100, 0))])
    XCTAssertEqual(try XCTUnwrap(PathBounds.of(quad)), Rect(0, 0, 100, 50))
    XCTAssertNil(PathBounds.of(BezierPath([.move(Point(3, 3))])))
  }

  func testDegreeElevationKeepsTheCurve() {
    let quad = CurveSegment.quad(Point(0, 0), Point(50, 100), Point(100, 0))
    let cubic = quad.asCubic
    XCTAssertEqual(cubic.kind, .cubic)
    for t in stride(from: 0.0, through: 1.0, by: 0.125) {
      assertPoint(cubic.point(at: t), quad.point(at: t), accuracy: 1e-12)
    }
    let line = CurveSegment.line(Point(0, 0), Point(3, 6)).asCubic
    assertPoint(line.point(at: 0.25), Point(0.75, 1.5), accuracy: 1e-15)
  }
}
