import SceneModel
import XCTest

@testable import SceneGeometry

/// docs/svg-output.md ("Geometry": layer matrix): the Apple-checked vectors (GNUstep conversion tests run
/// against QuartzCore) and the extra computed vectors. Cases with a superlayer
/// sublayerTransform are not in the scene model and are left out.
final class LayerMatrixTests: XCTestCase {
  func layer(bounds: Rect, position: Point, anchor: Point = Point(0.5, 0.5), transform: Transform = .identity)
    -> AffineMatrix
  {
    var p = LayerProperties()
    p.bounds = bounds
    p.position = position
    p.anchorPoint = anchor
    p.transform = transform
    return p.matrixInSuperlayer
  }

  func testPlainChild() {
    let parent = layer(bounds: Rect(0, 0, 200, 200), position: Point(100, 100))
    let child = layer(bounds: Rect(0, 0, 50, 50), position: Point(100, 50))
    XCTAssertEqual(child.apply(Point(0, 0)), Point(75, 25))
    XCTAssertEqual(child.apply(Point(50, 50)), Point(125, 75))
    // The parent (bounds centred on its position) maps its own space to itself.
    XCTAssertEqual(parent, .identity)
  }

  func testParentBoundsOriginDoesNotMoveTheChildInParentSpace() {
    // The child's point lands in the parent's bounds space regardless of parent origin.
    let child = layer(bounds: Rect(0, 0, 50, 50), position: Point(100, 50))
    XCTAssertEqual(child.apply(Point(0, 0)), Point(75, 25))
    let parent = layer(bounds: Rect(10, 20, 200, 200), position: Point(100, 100))
    // The parent's point (10, 20) is its top-left corner, at (0, 0) in its superlayer.
    assertPoint(parent.apply(Point(10, 20)), Point(0, 0), accuracy: 0)
    assertPoint(child.then(parent).apply(Point(0, 0)), Point(65, 5), accuracy: 0)
  }

  func testChildScaledTwice() {
    let child = layer(
      bounds: Rect(0, 0, 50, 50), position: Point(100, 50), transform: Transform(scaleX: 2, scaleY: 2))
    XCTAssertEqual(child.apply(Point(0, 0)), Point(50, 0))
    XCTAssertEqual(child.apply(Point(50, 50)), Point(150, 100))
  }

  func testRotatedQuarterPiAboutCentre() {
    let child = layer(
      bounds: Rect(0, 0, 100, 100), position: Point(100, 100), transform: Transform(rotation: Double.pi / 4))
    assertPoint(child.apply(Point(50, 50)), Point(100, 100), accuracy: 1e-12)
    var box = BoundingBox()
    box.add(Rect(0, 0, 100, 100), transformedBy: child)
    let r = 50 * 2.0.squareRoot()
    XCTAssertEqual(box.minX, 100 - r, accuracy: 1e-12)
    XCTAssertEqual(box.minY, 100 - r, accuracy: 1e-12)
    XCTAssertEqual(box.maxX - box.minX, 2 * r, accuracy: 1e-12)
    XCTAssertEqual(box.maxY - box.minY, 2 * r, accuracy: 1e-12)
  }

  func testBoundsOriginScrollsContent() {
    let m = layer(bounds: Rect(10, 20, 200, 200), position: Point(100, 100))
    XCTAssertEqual(m.apply(Point(10, 20)), Point(0, 0))
  }

  func testTopLeftAnchorRotatedClockwise() {
    let m = layer(
      bounds: Rect(0, 0, 100, 50), position: Point(30, 40), anchor: Point(0, 0),
      transform: Transform(rotation: Double.pi / 2))
    XCTAssertEqual(m.apply(Point(100, 0)), Point(30, 140))
    XCTAssertEqual(m.apply(Point(0, 50)), Point(-20, 40))
  }

  func testNonDefaultAnchorKeepsTheAnchorAtPosition() {
    // Anchor (1, 0.25) of bounds (0,0,80,40) is (80, 10); it stays at the position under
    // any transform.
    let m = layer(
      bounds: Rect(0, 0, 80, 40), position: Point(200, 100), anchor: Point(1, 0.25),
      transform: Transform(rotation: 0.7, scaleX: 1.5, scaleY: 0.5))
    assertPoint(m.apply(Point(80, 10)), Point(200, 100), accuracy: 1e-12)
  }

  /// No rotation skips libm's sin and cos: the same values as the general path, down to the
  /// sign of zero, for +0 and −0, and beside angles that do go through it.
  func testUnturnedLayersGetTheValuesOfTheGeneralPath() {
    for zero in [0.0, -0.0] {
      let (s, c) = sinCos(zero)
      XCTAssertEqual(s.bitPattern, (0.0).bitPattern, "sin(\(zero)) is +0")
      XCTAssertEqual(c.bitPattern, (1.0).bitPattern)
      let turned = Transform(translation: Point(3, 4), rotation: 0.25, scaleX: 2, scaleY: -0.5, rotationX: zero, rotationY: zero)
      let expected = AffineMatrix.scale(2, -0.5)
        .then(AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0))
        .then(.scale(cos(zero), cos(zero)))
        .then(.rotation(0.25)).then(.translation(3, 4))
      XCTAssertEqual(turned.matrix.array.map(\.bitPattern), expected.array.map(\.bitPattern))
    }
    XCTAssertEqual(sinCos(.pi / 2).sin, 1)
    XCTAssertEqual(sinCos(.pi / 2).cos, 0)
    XCTAssertEqual(sinCos(0.5).sin, sin(0.5))
    let flattened = Transform(rotationX: 0.3, rotationY: -0.2).matrix
    XCTAssertEqual(flattened.a, cos(-0.2))
    XCTAssertEqual(flattened.d, cos(0.3))
  }
}
