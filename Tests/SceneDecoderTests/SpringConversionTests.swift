import SceneDecoder
import SceneModel
import SceneTestSupport
import XCTest

/// UIView's spring form (dampingRatio + duration) becomes a CASpringAnimation with mass 1
/// and the stiffness and damping of docs/timing.md, "Reference values".
final class SpringConversionTests: XCTestCase {
  /// The UIView spring table of docs/timing.md: (duration, dampingRatio, initialVelocity) → (stiffness, damping), as
  /// printed there to 6 decimals (independently re-derived with a python3 Newton solver).
  private let table:
    [(duration: Double, ratio: Double, velocity: Double, stiffness: Double, damping: Double)] = [
      (0.5, 1.0, 0.0, 341.023698, 36.933654),
      (0.5, 0.7, 0.0, 387.274580, 27.551010),
      (0.3, 0.8, 0.0, 898.859699, 47.969582),
      (1.0, 0.5, 0.0, 161.719502, 12.716898),
      (0.5, 0.5, 2.0, 611.473652, 24.727993),
      (0.4, 0.9, -1.0, 455.527215, 38.417550),
    ]

  func testUIViewSpringTable() throws {
    for row in table {
      let text = """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: box
            animations:
              - type: spring
                keyPath: transform.scale
                fromValue: 0.25
                toValue: 1
                dampingRatio: \(row.ratio)
                duration: \(row.duration)
                initialVelocity: \(row.velocity)
        """
      let scene = try XCTUnwrap(assertClean(text))
      let animation = try XCTUnwrap(scene.layers.first?.animations.first)
      guard case .spring(let spring) = animation.kind else {
        return XCTFail("not a spring: \(animation.kind)")
      }
      let label = "d=\(row.duration) ζ=\(row.ratio) v0=\(row.velocity)"
      XCTAssertEqual(spring.mass, 1, label)
      XCTAssertEqual(spring.stiffness, row.stiffness, accuracy: 1e-6, label)
      XCTAssertEqual(spring.damping, row.damping, accuracy: 1e-6, label)
      XCTAssertEqual(spring.initialVelocity, row.velocity, label)
      XCTAssertEqual(animation.timing.duration, row.duration, label)
      // The form the author wrote is kept (lint's spring-cut-off reads it).
      XCTAssertEqual(spring.form, .dampingRatio(row.ratio), label)
    }
  }

  func testPlainSpringKeepsItsParameters() throws {
    let scene = try XCTUnwrap(
      assertClean(
        """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: box
            animations:
              - { type: spring, keyPath: position.y, toValue: 10, mass: 2, stiffness: 300, damping: 8,
                  initialVelocity: -5, allowsOverdamping: true }
        """))
    guard case .spring(let spring) = scene.layers[0].animations[0].kind else { return XCTFail() }
    XCTAssertEqual(spring.basic.keyPath, KeyPath(.position, .y))
    XCTAssertEqual(spring.basic.toValue, .number(10))
    XCTAssertEqual([spring.mass, spring.stiffness, spring.damping, spring.initialVelocity], [2, 300, 8, -5])
    XCTAssertTrue(spring.allowsOverdamping)
    XCTAssertNil(scene.layers[0].animations[0].timing.duration)
  }
}
