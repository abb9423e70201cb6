import SceneModel
import XCTest

@testable import SceneGeometry

final class TrimTests: XCTestCase {
  let cubic = BezierPath([
    .move(Point(0, 0)),
    .cubic(control1: Point(10, 100), control2: Point(90, -50), to: Point(100, 50)),
  ])

  func testPointAtArcLengthFractionOfCubic() {
    // mpmath: t with L(t) = 0.3·L is 0.2778563858240311052429737, where
    // B(t) = (21.54533343977717591621309, 36.17962337200846457673539) and the tangent
    // angle is −0.008560991287570638727670145 rad.
    let measure = PathMeasure(cubic)
    let p = measure.point(atFraction: 0.3)
    XCTAssertEqual(p.x, 21.54533343977717591621309, accuracy: 1e-9)
    XCTAssertEqual(p.y, 36.17962337200846457673539, accuracy: 1e-9)
    XCTAssertEqual(measure.tangentAngle(atFraction: 0.3), -0.008560991287570638727670145, accuracy: 1e-9)
  }

  func testCircleTrimPointsAreQuarterPoints() {
    let measure = PathMeasure(Shapes.circle(center: Point(100, 100), radius: 50))
    // Clockwise on screen from 3 o'clock: a quarter is 6 o'clock, a half is 9 o'clock.
    assertPoint(measure.point(atFraction: 0.25), Point(100, 150))
    assertPoint(measure.point(atFraction: 0.5), Point(50, 100))
    assertPoint(measure.point(atFraction: 0.75), Point(100, 50))
    assertPoint(measure.point(atFraction: 1), Point(150, 100))
    // Heading straight down at 3 o'clock (y down): +90°.
    XCTAssertEqual(measure.tangentAngle(atFraction: 0), Double.pi / 2, accuracy: 1e-12)
    XCTAssertEqual(measure.tangentAngle(atFraction: 0.5), -Double.pi / 2, accuracy: 1e-12)
  }

  func testTrimToHalfCircleKeepsTheFirstTwoQuarterCubicsExactly() {
    let circle = Shapes.circle(center: Point(100, 100), radius: 50)
    let half = PathMeasure(circle).trimmed(from: 0, to: 0.5)
    XCTAssertEqual(half.elements.count, 3)
    XCTAssertEqual(half.elements[0], .move(Point(150, 100)))
    XCTAssertEqual(half.elements[1], circle.elements[1])
    guard case .cubic(_, _, let end) = half.elements[2] else { return XCTFail("\(half)") }
    assertPoint(end, Point(50, 100))
  }

  func testTrimMiddleLiesOnTheOriginalCurve() {
    let measure = PathMeasure(cubic)
    let piece = measure.trimmed(from: 0.25, to: 0.6)
    XCTAssertEqual(piece.elements.count, 2)
    guard case .move(let start) = piece.elements[0],
      case .cubic(_, _, let end) = piece.elements[1]
    else { return XCTFail("\(piece)") }
    assertPoint(start, measure.point(atFraction: 0.25), accuracy: 1e-9)
    assertPoint(end, measure.point(atFraction: 0.6), accuracy: 1e-9)
    // The cut piece has 35 % of the length.
    XCTAssertEqual(PathMeasure(piece).length, 0.35 * measure.length, accuracy: 1e-9)
    // Its midpoint by arc length is the original's point at 0.425.
    assertPoint(PathMeasure(piece).point(atFraction: 0.5), measure.point(atFraction: 0.425), accuracy: 1e-9)
  }

  func testTrimAcrossSubpathsStartsEachPieceWithAMove() {
    let path = BezierPath([
      .move(Point(0, 0)), .line(Point(10, 0)),
      .move(Point(0, 20)), .line(Point(0, 50)),
    ])
    let trimmed = PathMeasure(path).trimmed(from: 0.125, to: 0.75)
    XCTAssertEqual(
      trimmed.elements,
      [.move(Point(5, 0)), .line(Point(10, 0)), .move(Point(0, 20)), .line(Point(0, 40))])
  }

  func testWholeClosedSubpathKeepsItsClose() {
    let square = BezierPath([
      .move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(0, 10)), .close,
      .move(Point(20, 0)), .line(Point(30, 0)),
    ])
    // Length 50; 0…0.9 keeps the square whole (40) and 5 of the line.
    let trimmed = PathMeasure(square).trimmed(from: 0, to: 0.9)
    XCTAssertEqual(
      trimmed.elements,
      [
        .move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(0, 10)), .close,
        .move(Point(20, 0)), .line(Point(25, 0)),
      ])
    // Cutting into the closing line makes it an open line.
    let partial = PathMeasure(square).trimmed(from: 0, to: 0.7)
    XCTAssertEqual(
      partial.elements,
      [
        .move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(0, 10)),
        .line(Point(0, 5)),
      ])
    // Starting after the subpath's start makes the close an open line too.
    let late = PathMeasure(square).trimmed(from: 0.1, to: 0.8)
    XCTAssertEqual(
      late.elements,
      [
        .move(Point(5, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .line(Point(0, 10)),
        .line(Point(0, 0)),
      ])
  }

  func testTrimClampsAndRejectsInvertedRanges() {
    let measure = PathMeasure(cubic)
    XCTAssertEqual(measure.trimmed(from: -1, to: 2), cubic)
    XCTAssertTrue(measure.trimmed(from: 0.6, to: 0.6).isEmpty)
    XCTAssertTrue(measure.trimmed(from: 0.7, to: 0.2).isEmpty)
    XCTAssertTrue(measure.trimmed(from: 1.5, to: 3).isEmpty)
    let tail = measure.trimmed(from: 0.5, to: 7)
    assertPoint(PathMeasure(tail).point(atFraction: 1), Point(100, 50))
  }

  func testPointWithinElement() {
    let measure = PathMeasure(Shapes.circle(center: Point(0, 0), radius: 10))
    assertPoint(measure.point(inElement: 2, atFraction: 0), Point(0, 10))
    assertPoint(measure.point(inElement: 2, atFraction: 1), Point(-10, 0))
    assertPoint(measure.point(inElement: 0, atFraction: 0.5), Point(10, 0))
    XCTAssertEqual(measure.tangentAngle(inElement: 1, atFraction: 0), Double.pi / 2, accuracy: 1e-12)
  }

  func testTangentAtDegenerateControlPoint() {
    // c1 on the start point: B'(0) = 0, the direction comes from c2.
    let path = BezierPath([
      .move(Point(0, 0)), .cubic(control1: Point(0, 0), control2: Point(0, 10), to: Point(10, 10)),
    ])
    XCTAssertEqual(PathMeasure(path).tangentAngle(atFraction: 0), Double.pi / 2, accuracy: 1e-12)
  }
}

func assertPoint(
  _ p: Point, _ q: Point, accuracy: Double = 1e-9, file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(p.x, q.x, accuracy: accuracy, "x of \(p) vs \(q)", file: file, line: line)
  XCTAssertEqual(p.y, q.y, accuracy: accuracy, "y of \(p) vs \(q)", file: file, line: line)
}
