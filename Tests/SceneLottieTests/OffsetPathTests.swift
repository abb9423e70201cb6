import XCTest

@testable import SceneLottie

/// Offset path (`op`, ShapeModifiers.offset): curved segments follow the true offset curve.
final class OffsetPathTests: XCTestCase {
  /// An ellipse 40 × 10 (clockwise from the top, so a positive amount grows it) offset by 4:
  /// its ends bend hard (radius of curvature 1.25), where one moved control polygon per half
  /// segment strays 0.21 from the true offset.
  func testCurvesFollowTheTrueOffset() throws {
    let ellipse = ShapeBuilder.ellipse(center: Vec(0, 0), size: Vec(40, 10), reversed: false)
    let grown = try XCTUnwrap(ShapeModifiers.offset([ellipse], amount: 4, join: 1, miterLimit: 4, mostVertices: ImportLimits().maxShapeVertices).first)

    // The true offset: points of the ellipse's curves moved 4 along their normals, densely.
    var exact: [Vec] = []
    for i in 0..<ellipse.segmentCount {
      let s = ellipse.segment(i)
      for k in 0...4000 {
        let t = Double(k) / 4000, d = Cubic.derivative(s, t), l = d.length
        if l > 0 { exact.append(Cubic.point(s, t) + Vec(d.y / l, -d.x / l) * 4) }
      }
    }
    var worst = 0.0
    for i in 0..<grown.segmentCount {
      for k in 0...16 {
        let p = Cubic.point(grown.segment(i), Double(k) / 16)
        worst = max(worst, exact.map { ($0 - p).length }.min()!)
      }
    }
    XCTAssertLessThan(worst, 0.015)

    // The tangents are continuous, so no joins: the pieces of each quarter only, cut at
    // the middle of the first quarter among other places. With the curve's points (0, −5),
    // (20κ, −5), (20, −5κ), (20, 0), the middle is ((80 + 60κ)/8, −(20 + 15κ)/8) =
    // (14.139363, −3.534841) for κ = 0.551915, its tangent (40 − 20κ, 10 − 5κ) along (4, 1)
    // whatever κ, so the normal is (1, −4)/√17: moved by 4, (15.109505, −7.415411).
    XCTAssertTrue(grown.vertices.contains { ($0 - Vec(15.109505, -7.415411)).length < 1e-5 })
    XCTAssertLessThanOrEqual(grown.vertices.count, 4 * 32)
  }

  /// A long path halves its curves fewer times, so the offset keeps within the zig-zag's
  /// vertex bound: 5 halvings (32 pieces) up to 312 segments, none from 5,001 on.
  func testLongPathsHalveLess() {
    XCTAssertEqual(ShapeModifiers.offsetSplits(segments: 4, mostVertices: 10_000), 5)
    XCTAssertEqual(ShapeModifiers.offsetSplits(segments: 312, mostVertices: 10_000), 5)  // 312 · 32 = 9,984
    XCTAssertEqual(ShapeModifiers.offsetSplits(segments: 313, mostVertices: 10_000), 4)  // 313 · 32 = 10,016
    XCTAssertEqual(ShapeModifiers.offsetSplits(segments: 5_000, mostVertices: 10_000), 1)
    XCTAssertEqual(ShapeModifiers.offsetSplits(segments: 5_001, mostVertices: 10_000), 0)
    // A wiggly closed path of 2,000 quarter-turn curves offset far (cusps everywhere): its
    // pieces stay within 2,000 · 2^2 = 8,000 segments (joins add a vertex at most per piece).
    var wiggle = BezierShape(closed: true)
    for i in 0..<2_000 {
      let x = Double(i) * 2, y = i % 2 == 0 ? 0.0 : 2.0
      wiggle.append(Vec(x, y), in: Vec(x - 1, y), out: Vec(x + 1, y))
    }
    let offset = ShapeModifiers.offset([wiggle], amount: 5, join: 1, miterLimit: 4, mostVertices: ImportLimits().maxShapeVertices)
    XCTAssertLessThanOrEqual(offset[0].vertices.count, 2 * 8_000)
  }

  /// A straight segment is moved whole, not cut.
  func testLinesAreNotCut() throws {
    var line = BezierShape(closed: true)
    line.append(Vec(0, 0), in: Vec(0, 0), out: Vec(0, 0))
    line.append(Vec(10, 0), in: Vec(10, 0), out: Vec(10, 0))
    line.append(Vec(10, 10), in: Vec(10, 10), out: Vec(10, 10))
    let moved = try XCTUnwrap(ShapeModifiers.offset([line], amount: 1, join: 3, miterLimit: 4, mostVertices: ImportLimits().maxShapeVertices).first)
    // Three sides moved, bevel joins (the pieces' ends joined straight): six vertices.
    XCTAssertEqual(moved.vertices.count, 6)
    XCTAssertEqual(moved.vertices[0], Vec(0, -1))
    XCTAssertEqual(moved.vertices[1], Vec(10, -1))
  }
}
