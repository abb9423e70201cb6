import SceneModel
import XCTest

@testable import SceneTiming

/// docs/timing.md "Stacking animations": from/to/by resolution, list order, additive,
/// cumulative; "Transforms":
/// component key paths.
final class CompositionTests: XCTestCase {
  func radius(_ animations: [Animation], model: Double = 50, at t: Double) -> Double {
    let layer = Build.layer("a", animations) { $0.cornerRadius = model }
    return SceneEvaluator(scene: Build.scene([layer], duration: 2)).number("a", .cornerRadius, at: t)
  }

  let second = Build.timing(duration: 1)

  func testFromOnlyGoesToTheModelValue() {
    XCTAssertEqual(radius([Build.basic("cornerRadius", from: .number(0), second)], at: 0.5), 25)
  }

  func testToOnlyStartsFromThePresentationSoFar() {
    let first = Build.basic("cornerRadius", from: .number(0), to: .number(100), second)
    let then = Build.basic("cornerRadius", to: .number(200), second)
    // The first leaves 50 at t = 0.5; the second goes from there: 50 + 150 · 0.5.
    XCTAssertEqual(radius([first, then], at: 0.5), 125)
    // Alone, it starts from the model value.
    XCTAssertEqual(radius([then], at: 0.5), 125)
    XCTAssertEqual(radius([then], model: 0, at: 0.25), 50)
  }

  func testByCombinations() {
    XCTAssertEqual(radius([Build.basic("cornerRadius", by: .number(20), second)], at: 0.5), 60)
    XCTAssertEqual(
      radius([Build.basic("cornerRadius", from: .number(10), by: .number(20), second)], at: 0.5), 20)
    XCTAssertEqual(
      radius([Build.basic("cornerRadius", to: .number(30), by: .number(20), second)], at: 0), 10)
  }

  func testNoValuesHasNoEffect() {
    XCTAssertEqual(radius([Build.basic("cornerRadius", second)], at: 0.5), 50)
  }

  func testAdditiveMissingValuesAreZero() {
    XCTAssertEqual(
      radius([Build.basic("cornerRadius", by: .number(20), second, additive: true)], at: 0.5), 60)
    XCTAssertEqual(
      radius([Build.basic("cornerRadius", to: .number(20), second, additive: true)], at: 0.5), 60)
    XCTAssertEqual(
      radius([Build.basic("cornerRadius", from: .number(20), second, additive: true)], at: 0.25), 65)
  }

  func testListOrderReplaceThenAdd() {
    let replace = Build.basic("cornerRadius", from: .number(0), to: .number(10), second)
    let add = Build.basic("cornerRadius", from: .number(100), to: .number(100), second, additive: true)
    XCTAssertEqual(radius([replace, add], at: 0.5), 105)
    // The other way round, the later non-additive animation replaces the sum.
    XCTAssertEqual(radius([add, replace], at: 0.5), 5)
  }

  func testCumulativeAddsTheCycleEndValue() {
    // Cumulative: from 5 to 10, the second cycle runs 15 → 20.
    let t = Build.timing(duration: 1, repeatCount: 2)
    let a = Build.basic("cornerRadius", from: .number(5), to: .number(10), t, cumulative: true)
    XCTAssertEqual(radius([a], at: 1), 15)
    XCTAssertEqual(radius([a], at: 1.5), 17.5)
    XCTAssertEqual(radius([a], at: 2), 20)
  }

  func testCumulativeWithAutoreversesAddsFromValue() {
    let t = Build.timing(duration: 1, repeatCount: 2, autoreverses: true)
    let a = Build.basic("cornerRadius", from: .number(5), to: .number(10), t, cumulative: true)
    // Second cycle (k = 1) at its forward midpoint: 7.5 + 1 × 5.
    XCTAssertEqual(radius([a], at: 2.5), 12.5)
  }

  // MARK: - Component key paths

  func transformLayer(_ animations: [Animation], model: Transform) -> SceneEvaluator {
    let layer = Build.layer("a", animations) { $0.transform = model }
    return SceneEvaluator(scene: Build.scene([layer], duration: 1))
  }

  func testRotationComponentKeepsScaleAndSpins() {
    let model = Transform(translation: Point(5, 6), scaleX: 2, scaleY: 2)
    let spin = Build.basic("transform.rotation.z", from: .number(0), to: .number(2 * .pi), second)
    let e = transformLayer([spin], model: model)
    let t = e.properties("a", at: 0.5).transform
    XCTAssertEqual(t.rotation, .pi, accuracy: 1e-12)
    XCTAssertEqual(t.scaleX, 2)
    XCTAssertEqual(t.translation, Point(5, 6))
    // A full turn really spins (unlike a whole-transform animation).
    XCTAssertEqual(e.properties("a", at: 0.75).transform.rotation, 1.5 * .pi, accuracy: 1e-12)
  }

  func testScaleReadsAverageAndWritesBoth() {
    let grow = Build.basic("transform.scale", to: .number(4), second)
    let e = transformLayer([grow], model: Transform(scaleX: 1, scaleY: 3))
    let t = e.properties("a", at: 0.5).transform
    // From the average 2 towards 4: 3, written to both.
    XCTAssertEqual(t.scaleX, 3)
    XCTAssertEqual(t.scaleY, 3)
  }

  func testTranslationComponents() {
    let move = Build.basic("transform.translation.x", from: .number(0), to: .number(10), second)
    let both = Build.basic(
      "transform.translation", from: .point(Point(0, 0)), to: .point(Point(4, 8)), second,
      additive: true)
    let e = transformLayer([move, both], model: Transform(translation: Point(1, 1), rotation: 0.5))
    let t = e.properties("a", at: 0.5).transform
    XCTAssertEqual(t.translation, Point(7, 5))
    XCTAssertEqual(t.rotation, 0.5)
  }

  func testPositionAndBoundsComponents() {
    let x = Build.basic("position.x", from: .number(0), to: .number(10), second)
    let w = Build.basic("bounds.size.width", to: .number(30), second)
    let layer = Build.layer("a", [x, w]) {
      $0.position = Point(3, 4)
      $0.bounds = Rect(1, 2, 10, 20)
    }
    let p = SceneEvaluator(scene: Build.scene([layer], duration: 1)).properties("a", at: 0.5)
    XCTAssertEqual(p.position, Point(5, 4))
    XCTAssertEqual(p.bounds, Rect(1, 2, 20, 20))
  }

  func testWholeTransformTakesTheShortWay() {
    let turn = Build.basic(
      "transform", from: .transform(.identity), to: .transform(Transform(rotation: 1.5 * .pi)),
      second)
    let e = transformLayer([turn], model: .identity)
    XCTAssertEqual(e.properties("a", at: 0.5).transform.rotation, -.pi / 4, accuracy: 1e-12)
    // The exact end value at the end instant.
    XCTAssertEqual(e.properties("a", at: 1).transform, Transform(rotation: 1.5 * .pi))
  }

  func testWholeTransformFullTurnShowsNoMotion() {
    let turn = Build.basic(
      "transform", from: .transform(.identity), to: .transform(Transform(rotation: 2 * .pi)),
      second)
    let e = transformLayer([turn], model: .identity)
    XCTAssertEqual(e.properties("a", at: 0.5).transform.matrix, AffineMatrix.identity)
    XCTAssertTrue(e.timeline().tracks.isEmpty)
  }

  func testWholeTransformInterpolatesDecomposedParts() {
    let from = Transform(translation: Point(0, 0), rotation: 0, scaleX: 1, scaleY: 1)
    let to = Transform(translation: Point(10, 20), rotation: .pi / 2, scaleX: 3, scaleY: 2)
    let move = Build.basic("transform", from: .transform(from), to: .transform(to), second)
    let t = transformLayer([move], model: .identity).properties("a", at: 0.5).transform
    XCTAssertEqual(t.translation.x, 5, accuracy: 1e-12)
    XCTAssertEqual(t.translation.y, 10, accuracy: 1e-12)
    XCTAssertEqual(t.rotation, .pi / 4, accuracy: 1e-12)
    XCTAssertEqual(t.scaleX, 2, accuracy: 1e-12)
    XCTAssertEqual(t.scaleY, 1.5, accuracy: 1e-12)
  }

  func testAdditiveWholeTransformConcatenates() {
    let model = Transform(translation: Point(10, 0))
    let rotate = Build.basic(
      "transform", by: .transform(Transform(rotation: .pi / 2)), second, additive: true)
    let t = transformLayer([rotate], model: model).properties("a", at: 1).transform
    // Rotation by π/2 first, then the model's translation.
    let m = t.matrix
    XCTAssertEqual(m.a, 0, accuracy: 1e-12)
    XCTAssertEqual(m.b, 1, accuracy: 1e-12)
    XCTAssertEqual(m.tx, 10, accuracy: 1e-12)
    XCTAssertEqual(m.ty, 0, accuracy: 1e-12)
  }

  func testTransformDecompositionRoundTrips() {
    var generator = SplitMix(seed: 11)
    for _ in 0..<200 {
      let m = AffineMatrix(
        a: generator.unit() * 4 - 2, b: generator.unit() * 4 - 2, c: generator.unit() * 4 - 2,
        d: generator.unit() * 4 - 2, tx: generator.unit() * 100, ty: generator.unit() * 100)
      let back = TransformMath.decompose(m).transform.matrix
      for (x, y) in zip(m.array, back.array) { XCTAssertEqual(x, y, accuracy: 1e-9) }
    }
    // A mirror in x stays a mirror (negative x scale), not a half turn.
    let mirror = TransformMath.decompose(.scale(-1, 1))
    XCTAssertEqual(mirror.scaleX, -1)
    XCTAssertEqual(mirror.rotation, 0)
  }
}
