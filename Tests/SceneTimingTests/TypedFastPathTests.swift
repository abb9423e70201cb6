import SceneModel
import XCTest

@testable import SceneTiming

/// The per-frame fast paths agree with the general definitions they stand in for: the
/// property switch with the layer property schema, the typed value algebra with the
/// component-array algebra (`components` / `rebuild`), bit for bit.
final class TypedFastPathTests: XCTestCase {
  /// Layer properties with no default left, so a field read from the wrong slot shows.
  static func distinctProperties() -> LayerProperties {
    var p = LayerProperties()
    var next = 0.0
    func n() -> Double {
      next += 1.25
      return next
    }
    for property in LayerProperty.allCases {
      let value: AnimatableValue
      switch property.valueType {
      case .number: value = .number(n())
      case .point: value = .point(Point(n(), n()))
      case .size: value = .size(Size(n(), n()))
      case .rect: value = .rect(Rect(n(), n(), n(), n()))
      case .color: value = .color(Color(red: n() / 100, green: n() / 100, blue: n() / 100, alpha: n() / 100))
      case .colors: value = .colors([Color(red: n() / 100, green: 0, blue: 1), .white])
      case .numbers: value = .numbers([n() / 100, n() / 100])
      case .bool: value = .bool(true)
      case .path: value = .path(BezierPath([.move(Point(n(), n())), .line(Point(n(), n()))]))
      case .transform: value = .transform(Transform(translation: Point(n(), n()), rotation: n(), scaleX: n()))
      }
      p[property] = value
    }
    return p
  }

  func testThePropertySwitchReadsAndWritesTheSchemasFields() {
    let p = Self.distinctProperties()
    for property in LayerProperty.allCases {
      XCTAssertEqual(PropertyFields.value(property, in: p), p[property], "\(property)")
      var viaSchema = LayerProperties()
      var viaSwitch = LayerProperties()
      viaSchema[property] = p[property]
      XCTAssertTrue(PropertyFields.set(p[property], property, in: &viaSwitch), "\(property)")
      XCTAssertEqual(viaSwitch, viaSchema, "\(property)")
    }
  }

  func testAValueOfAnotherTypeIsNotStored() {
    for property in LayerProperty.allCases {
      var p = LayerProperties()
      let wrong: AnimatableValue = property.valueType == .bool ? .number(1) : .bool(true)
      XCTAssertFalse(PropertyFields.set(wrong, property, in: &p), "\(property)")
      XCTAssertEqual(p, LayerProperties(), "\(property)")
    }
  }

  /// Pairs of every vector-like case, colors with and without nil, paths of one structure.
  static let pairs: [(AnimatableValue, AnimatableValue)] = [
    (.number(0.1), .number(-3.7)),
    (.point(Point(1, 2)), .point(Point(-0.3, 7.25))),
    (.size(Size(3, 0.2)), .size(Size(1e-3, 9))),
    (.rect(Rect(0.5, 1, 2, 3)), .rect(Rect(-4, 0.1, 0.3, 1e3))),
    (.color(Color(red: 0.2, green: 0.9, blue: 0.1, alpha: 0.7)), .color(Color(red: 1, green: 0, blue: 0.33))),
    (.color(nil), .color(Color(red: 0.5, green: 0.5, blue: 1, alpha: 0.5))),
    (.color(Color(red: 0.5, green: 0.25, blue: 1)), .color(nil)),
    (
      .path(BezierPath([.move(Point(0, 0)), .quad(control: Point(1, 2), to: Point(3, 4)), .close])),
      .path(BezierPath([.move(Point(5, 1)), .quad(control: Point(-2, 0.5), to: Point(0.1, 9)), .close]))
    ),
    (
      .path(BezierPath([.move(Point(0, 0)), .cubic(control1: Point(1, 2), control2: Point(3, 4), to: Point(5, 6))])),
      .path(BezierPath([.move(Point(1, 1)), .cubic(control1: Point(0, 0), control2: Point(7, 3), to: Point(2, 2))]))
    ),
  ]

  func testTypedInterpolationIsTheComponentwiseInterpolation() throws {
    for (a, b) in Self.pairs {
      for p in [0.25, 0.5, 0.731, -0.4, 1.6] {
        let x = try XCTUnwrap(ValueAlgebra.components(a))
        let y = try XCTUnwrap(ValueAlgebra.components(b))
        let general = ValueAlgebra.rebuild(b, zip(x, y).map { $0 + ($1 - $0) * p })
        XCTAssertEqual(ValueAlgebra.interpolate(a, b, p), general, "\(a) → \(b) at \(p)")
      }
    }
  }

  func testTypedAdditionAndMultiplicationAreComponentwise() throws {
    for (a, b) in Self.pairs {
      guard case .color(nil) = a else {
        if case .color(nil) = b { continue }
        let x = try XCTUnwrap(ValueAlgebra.components(a))
        let y = try XCTUnwrap(ValueAlgebra.components(b))
        XCTAssertEqual(ValueAlgebra.add(a, to: b), ValueAlgebra.rebuild(b, zip(x, y).map { $0 + $1 }), "\(a) + \(b)")
        XCTAssertEqual(ValueAlgebra.multiply(a, by: -2.5), ValueAlgebra.rebuild(a, x.map { $0 * -2.5 }), "\(a)")
        XCTAssertEqual(ValueAlgebra.zero(like: a), ValueAlgebra.rebuild(a, x.map { _ in 0 }), "\(a)")
        continue
      }
    }
  }
}
