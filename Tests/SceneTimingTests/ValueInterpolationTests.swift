import SceneDiagnostics
import SceneModel
import XCTest

@testable import SceneTiming

/// Interpolation of every value type (docs/timing.md "Colors"; documented choices for
/// booleans, lists and missing values), and the path morph rule.
final class ValueInterpolationTests: XCTestCase {
  let red = Color(red: 1, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)

  func testColorsInterpolateComponentsLinearly() {
    let mid = ValueAlgebra.interpolate(.color(red), .color(blue), 0.5)
    XCTAssertEqual(mid, .color(Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)))
    let faded = ValueAlgebra.interpolate(
      .color(red), .color(Color(red: 1, green: 0, blue: 0, alpha: 0)), 0.25)
    XCTAssertEqual(faded, .color(Color(red: 1, green: 0, blue: 0, alpha: 0.75)))
  }

  func testColorsClampAfterInterpolation() {
    // An overshoot (spring or curve) past white stays white.
    let over = ValueAlgebra.interpolate(.color(.black), .color(.white), 1.2)
    XCTAssertEqual(over, .color(.white))
    let under = ValueAlgebra.interpolate(.color(.black), .color(.white), -0.3)
    XCTAssertEqual(under, .color(.black))
  }

  func testMissingColorIsTransparentBlackBetweenEnds() {
    XCTAssertEqual(
      ValueAlgebra.interpolate(.color(nil), .color(red), 0.5),
      .color(Color(red: 0.5, green: 0, blue: 0, alpha: 0.5)))
    XCTAssertEqual(ValueAlgebra.interpolate(.color(nil), .color(red), 0), .color(nil))
    XCTAssertEqual(ValueAlgebra.interpolate(.color(red), .color(nil), 1), .color(nil))
  }

  func testBooleansSwitchAtHalfway() {
    XCTAssertEqual(ValueAlgebra.interpolate(.bool(false), .bool(true), 0.4999), .bool(false))
    XCTAssertEqual(ValueAlgebra.interpolate(.bool(false), .bool(true), 0.5), .bool(true))
  }

  func testListsInterpolateElementwiseOrSwitch() {
    XCTAssertEqual(
      ValueAlgebra.interpolate(.numbers([0, 1]), .numbers([0.5, 1]), 0.5), .numbers([0.25, 1]))
    XCTAssertEqual(
      ValueAlgebra.interpolate(.numbers([0, 1]), .numbers([0, 0.5, 1]), 0.4), .numbers([0, 1]))
    XCTAssertEqual(
      ValueAlgebra.interpolate(.numbers([0, 1]), .numbers([0, 0.5, 1]), 0.6), .numbers([0, 0.5, 1]))
    XCTAssertEqual(
      ValueAlgebra.interpolate(.colors([red, blue]), .colors([blue, red]), 0.5),
      .colors([
        Color(red: 0.5, green: 0, blue: 0.5, alpha: 1), Color(red: 0.5, green: 0, blue: 0.5, alpha: 1),
      ]))
  }

  func testGeometryInterpolatesComponentwise() {
    XCTAssertEqual(
      ValueAlgebra.interpolate(.rect(Rect(0, 0, 10, 20)), .rect(Rect(10, 10, 30, 40)), 0.5),
      .rect(Rect(5, 5, 20, 30)))
    XCTAssertEqual(
      ValueAlgebra.interpolate(.size(Size(0, 10)), .size(Size(10, 0)), 1.5), .size(Size(15, -5)))
  }

  func testEndpointsAreExact() {
    // a + (b − a)·1 would give 0.7000000000000001 here.
    XCTAssertEqual(ValueAlgebra.interpolate(.number(0.1), .number(0.7), 1), .number(0.7))
  }

  // MARK: - Paths

  static let triangle = BezierPath([
    .move(Point(0, 0)), .line(Point(10, 0)), .line(Point(10, 10)), .close,
  ])
  static let square = BezierPath([
    .move(Point(0, 0)), .line(Point(20, 0)), .line(Point(20, 20)), .line(Point(0, 20)), .close,
  ])

  func testSameStructurePathsInterpolatePointByPoint() {
    let wide = BezierPath([.move(Point(0, 0)), .line(Point(20, 0)), .line(Point(20, 20)), .close])
    XCTAssertEqual(
      ValueAlgebra.interpolate(.path(Self.triangle), .path(wide), 0.5),
      .path(BezierPath([.move(Point(0, 0)), .line(Point(15, 0)), .line(Point(15, 15)), .close])))
  }

  func testMorphEqualizesToTheSameCubicStructure() {
    let (a, b) = PathMorph.equalize(Self.triangle, Self.square)
    XCTAssertTrue(a.hasSameStructure(as: b))
    // Triangle: 2 lines + closing line = 3 segments; square: 3 lines + closing line = 4.
    XCTAssertEqual(a.elements.map(\.kind), [.move, .cubic, .cubic, .cubic, .cubic, .close])
    // The triangle's longest chord is its closing diagonal (10√2), split at its middle.
    guard case .cubic(_, _, let middle) = a.elements[3] else { return XCTFail() }
    assertClose(middle, Point(5, 5), accuracy: 1e-12)
    // Deterministic: the same result every time, and symmetric in roles.
    let (a2, b2) = PathMorph.equalize(Self.triangle, Self.square)
    XCTAssertEqual(a, a2)
    XCTAssertEqual(b, b2)
    let (b3, a3) = PathMorph.equalize(Self.square, Self.triangle)
    XCTAssertEqual(a, a3)
    XCTAssertEqual(b, b3)
  }

  func testMorphPreservesGeometryOfEachPath() {
    // Lines become cubics with control points on the line: the same points are drawn.
    let (a, _) = PathMorph.equalize(Self.triangle, Self.square)
    guard case .cubic(let c1, let c2, let end) = a.elements[1] else { return XCTFail() }
    assertClose(c1, Point(10.0 / 3, 0), accuracy: 1e-12)
    assertClose(c2, Point(20.0 / 3, 0), accuracy: 1e-12)
    XCTAssertEqual(end, Point(10, 0))
  }

  func testMorphPadsMissingSubpathsAndMatchesOpenAndClosed() {
    let two = BezierPath([
      .move(Point(0, 0)), .line(Point(10, 0)), .move(Point(50, 50)), .line(Point(60, 60)),
      .line(Point(70, 50)),
    ])
    let one = BezierPath([.move(Point(0, 0)), .quad(control: Point(5, 5), to: Point(10, 0)), .close])
    let (a, b) = PathMorph.equalize(two, one)
    XCTAssertTrue(a.hasSameStructure(as: b))
    XCTAssertEqual(a.elements.map(\.kind), [.move, .cubic, .cubic, .move, .cubic, .cubic])
    // The padded subpath collapses on the last point of `one` (its start, after close).
    XCTAssertEqual(b.elements[3], .move(Point(0, 0)))
  }

  func testMorphInterpolationEndsExactly() {
    XCTAssertEqual(
      ValueAlgebra.interpolate(.path(Self.triangle), .path(Self.square), 0), .path(Self.triangle))
    XCTAssertEqual(ValueAlgebra.interpolate(.path(Self.triangle), .path(Self.square), 1), .path(Self.square))
    guard case .path(let mid?) = ValueAlgebra.interpolate(.path(Self.triangle), .path(Self.square), 0.5)
    else { return XCTFail() }
    XCTAssertEqual(mid.elements.count, 6)
  }

  func testMissingPathSwitchesAtHalfway() {
    XCTAssertEqual(ValueAlgebra.interpolate(.path(nil), .path(Self.square), 0.4), .path(nil))
    XCTAssertEqual(ValueAlgebra.interpolate(.path(nil), .path(Self.square), 0.5), .path(Self.square))
  }

  func testMorphMismatchWarning() {
    let source = SourceRange(
      start: SourceLocation(line: 7, column: 20), end: SourceLocation(line: 7, column: 30))
    var animation = Build.basic(
      "path", from: .path(Self.triangle), to: .path(Self.square), Build.timing(duration: 1))
    animation.fieldSources[.toValue] = source
    let layer = Build.layer("shape", kind: .shape, [animation])
    let evaluator = SceneEvaluator(scene: Build.scene([layer]))
    XCTAssertEqual(evaluator.diagnostics.count, 1)
    let d = evaluator.diagnostics[0]
    XCTAssertEqual(d.id, "path-morph-mismatch")
    XCTAssertEqual(d.severity, .warning)
    XCTAssertEqual(d.range, source)
    XCTAssertEqual(d.file, "test.yaml")
    XCTAssertEqual(
      d.message,
      "'fromValue' and 'toValue' differ in their elements: 4 elements (1 move, 2 line, 1 close) "
        + "and 5 elements (1 move, 3 line, 1 close); both are morphed as 4 cubic segments")
  }

  func testMorphWarningAgainstModelPathAndKeyframes() {
    let toOnly = Build.basic("path", to: .path(Self.square), Build.timing(duration: 1))
    let keyframes = Build.keyframe(
      KeyframeAnimation(
        keyPath: KeyPath(.path), values: [.path(Self.square), .path(Self.square), .path(Self.triangle)]))
    let layer = Build.layer("shape", kind: .shape, [toOnly, keyframes]) { $0.path = Self.triangle }
    let messages = SceneEvaluator(scene: Build.scene([layer])).diagnostics.map(\.message)
    XCTAssertEqual(messages.count, 2)
    XCTAssertTrue(messages.contains { $0.hasPrefix("the layer's path and 'toValue' differ") })
    XCTAssertTrue(messages.contains { $0.hasPrefix("keyframe values 2 and 3 of 'path' differ") })
  }

  func testSameStructureGivesNoWarning() {
    let animation = Build.basic(
      "path", from: .path(Self.square), to: .path(Self.square), Build.timing(duration: 1))
    let layer = Build.layer("shape", kind: .shape, [animation])
    XCTAssertEqual(SceneEvaluator(scene: Build.scene([layer])).diagnostics, [])
  }
}
