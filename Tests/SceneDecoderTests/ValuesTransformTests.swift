import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// Transforms, timing functions and `value(_:of:)`.
final class ValuesTransformTests: XCTestCase {
  func testComponentTransform() {
    let transform = decodedValue(
      "v: { translation: [10, -20], rotation: \"90deg\", scale: 2, rotationX: 0.5, rotationY: \"0.25turn\" }"
    ) { $0.transform($1) }
    XCTAssertEqual(
      transform,
      Transform(
        translation: Point(10, -20), rotation: Double.pi / 2, scaleX: 2, scaleY: 2, rotationX: 0.5,
        rotationY: Double.pi / 2))
    XCTAssertEqual(
      decodedValue("v: { scale: [2, 3] }") { $0.transform($1) },
      Transform(scaleX: 2, scaleY: 3))
    XCTAssertEqual(decodedValue("v: {}") { $0.transform($1) }, .identity)
  }

  func testMatrixTransformsAreDecomposed() {
    // A quarter turn clockwise on screen, then a translation by (5, 6).
    let expected = Transform(translation: Point(5, 6), rotation: Double.pi / 2)
    for yaml in ["v: { matrix: [0, 1, -1, 0, 5, 6] }", "v: [0, 1, -1, 0, 5, 6]"] {
      let transform = decodedValue(yaml) { $0.transform($1) }
      XCTAssertEqual(transform, expected, yaml)
      XCTAssertEqual(transform?.matrix, AffineMatrix(a: 0, b: 1, c: -1, d: 0, tx: 5, ty: 6))
    }
    XCTAssertEqual(
      decodeValue("v: { matrix: [1, 0, 0, 1] }") { $0.transform($1) }.diagnostics,
      ["1:14: error: expected 6 numbers [a, b, c, d, tx, ty], found 4 [wrong-count]"])
  }

  func testMatrixCannotBeMixedWithComponents() {
    XCTAssertEqual(
      decodeValue("v: { rotation: 1, matrix: [1, 0, 0, 1, 0, 0] }") { $0.transform($1) }.diagnostics,
      [
        "1:19: error: 'matrix' cannot be combined with 'rotation' [invalid-transform]",
        "1:19: note: use either 'matrix' or the components, not both",
      ])
  }

  func testUnknownTransformKeysPointAtTheKey() {
    let (value, diagnostics) = decodeValue("v:\n  translation: [1, 2]\n  rotaton: 1\n") {
      $0.transform($1)
    }
    XCTAssertNil(value)
    XCTAssertEqual(
      diagnostics,
      [
        "3:3: error: unknown key 'rotaton' for a transform [unknown-key]",
        "3:3: note: did you mean 'rotation'?",
      ])
    XCTAssertEqual(
      decodeValue("v: { scale: \"2\" }") { $0.transform($1) }.diagnostics.first,
      "1:13: error: expected a scale (a number or [sx, sy]), found a string [type-mismatch]")
    XCTAssertEqual(
      decodeValue("v: 1") { $0.transform($1) }.diagnostics.first,
      "1:4: error: expected a transform, found a number [type-mismatch]")
  }

  // MARK: timing functions

  func testNamedTimingFunctions() {
    XCTAssertEqual(decodedValue("v: linear") { $0.timingFunction($1) }, .linear)
    XCTAssertEqual(decodedValue("v: easeIn") { $0.timingFunction($1) }, TimingFunction(0.42, 0, 1, 1))
    XCTAssertEqual(decodedValue("v: easeOut") { $0.timingFunction($1) }, TimingFunction(0, 0, 0.58, 1))
    XCTAssertEqual(
      decodedValue("v: \"easeInEaseOut\"") { $0.timingFunction($1) }, TimingFunction(0.42, 0, 0.58, 1))
    XCTAssertEqual(
      decodedValue("v: default") { $0.timingFunction($1) }, TimingFunction(0.25, 0.1, 0.25, 1))
  }

  func testControlPointTimingFunctions() {
    XCTAssertEqual(
      decodedValue("v: [0.2, 0.88, 0.09, 0.99]") { $0.timingFunction($1) },
      TimingFunction(0.2, 0.88, 0.09, 0.99))
    // y may overshoot.
    XCTAssertEqual(
      decodedValue("v: [0.5, -1, 0.5, 2]") { $0.timingFunction($1) }, TimingFunction(0.5, -1, 0.5, 2))
    XCTAssertEqual(
      decodeValue("v: [1.2, 0, -0.1, 1]") { $0.timingFunction($1) }.diagnostics,
      [
        "1:5: error: timing function x1 must be within 0…1, found 1.2 [value-out-of-range]",
        "1:13: error: timing function x2 must be within 0…1, found -0.1 [value-out-of-range]",
      ])
    XCTAssertEqual(
      decodeValue("v: [0, 0, 1]") { $0.timingFunction($1) }.diagnostics,
      ["1:4: error: expected 4 numbers [x1, y1, x2, y2], found 3 [wrong-count]"])
  }

  func testUnknownTimingFunction() {
    let notes =
      "1:4: note: timing functions: 'linear', 'easeIn', 'easeOut', 'easeInEaseOut', 'default', "
      + "[x1, y1, x2, y2] or '$name'"
    XCTAssertEqual(
      decodeValue("v: easeInOut") { $0.timingFunction($1) }.diagnostics,
      [
        "1:4: error: unknown timing function 'easeInOut' [unknown-timing-function]",
        "1:4: note: did you mean 'easeInEaseOut'?", notes,
      ])
    XCTAssertEqual(
      decodeValue("v: ease-in") { $0.timingFunction($1) }.diagnostics,
      [
        "1:4: error: unknown timing function 'ease-in' [unknown-timing-function]",
        "1:4: note: did you mean 'easeIn'?", notes,
      ])
    XCTAssertEqual(
      decodeValue("v: bounce") { $0.timingFunction($1) }.diagnostics,
      ["1:4: error: unknown timing function 'bounce' [unknown-timing-function]", notes])
    XCTAssertEqual(
      decodeValue("v: 1") { $0.timingFunction($1) }.diagnostics,
      ["1:4: error: expected a timing function, found a number [type-mismatch]"])
  }

  // MARK: value(_:of:)

  func testValueDispatchesByType() {
    XCTAssertEqual(decodedValue("v: 0.5") { $0.value($1, of: .number) }, .number(0.5))
    XCTAssertEqual(decodedValue("v: [1, 2]") { $0.value($1, of: .point) }, .point(Point(1, 2)))
    XCTAssertEqual(decodedValue("v: [1, 2]") { $0.value($1, of: .size) }, .size(Size(1, 2)))
    XCTAssertEqual(decodedValue("v: [1, 2, 3, 4]") { $0.value($1, of: .rect) }, .rect(Rect(1, 2, 3, 4)))
    XCTAssertEqual(decodedValue("v: black") { $0.value($1, of: .color) }, .color(.black))
    XCTAssertEqual(decodedValue("v: none") { $0.value($1, of: .color) }, .color(nil))
    XCTAssertEqual(
      decodedValue("v: [black, white]") { $0.value($1, of: .colors) }, .colors([.black, .white]))
    XCTAssertEqual(decodedValue("v: [0, 1]") { $0.value($1, of: .numbers) }, .numbers([0, 1]))
    XCTAssertEqual(decodedValue("v: true") { $0.value($1, of: .bool) }, .bool(true))
    XCTAssertEqual(
      decodedValue("v: { rect: [0, 0, 1, 1] }") { $0.value($1, of: .path) },
      .path(
        BezierPath([
          .move(Point(0, 0)), .line(Point(1, 0)), .line(Point(1, 1)), .line(Point(0, 1)), .close,
        ])))
    XCTAssertEqual(decodedValue("v: none") { $0.value($1, of: .path) }, .path(nil))
    XCTAssertEqual(
      decodedValue("v: { scale: 2 }") { $0.value($1, of: .transform) },
      .transform(Transform(scaleX: 2, scaleY: 2)))
    XCTAssertEqual(
      decodedValue("v: [2, 0, 0, 2, 0, 0]") { $0.value($1, of: .transform) },
      .transform(Transform(scaleX: 2, scaleY: 2)))
    let (value, diagnostics) = decodeValue("v: \"1\"") { $0.value($1, of: .number) }
    XCTAssertNil(value)
    XCTAssertEqual(diagnostics.first, "1:4: error: expected a number, found a string [type-mismatch]")
  }
}
