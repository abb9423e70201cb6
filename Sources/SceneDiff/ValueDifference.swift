public import SceneModel

/// How far apart two values of one property are, by kind: numbers by value, colors per
/// channel, points, sizes, rects and transforms (as matrices, what is drawn) per component,
/// paths per coordinate. Text, booleans, a path whose elements differ, and a value present
/// on one side only have no size: they are simply different.
public enum ValueDifference: Hashable, Sendable {
  case none
  /// The largest difference of one component.
  case amount(Double)
  /// Different, without a size.
  case different

  /// True when the values differ by more than `tolerance` (a difference without a size
  /// always counts).
  public func exceeds(_ tolerance: Double) -> Bool {
    switch self {
    case .none: false
    case .amount(let amount): amount > tolerance || amount.isNaN
    case .different: true
    }
  }

  public static func between(_ a: PropertyValue, _ b: PropertyValue) -> ValueDifference {
    switch (a, b) {
    case (.text(let x), .text(let y)): return x == y ? .none : .different
    case (.value(let x), .value(let y)): return between(x, y)
    default: return .different
    }
  }

  public static func between(_ a: AnimatableValue, _ b: AnimatableValue) -> ValueDifference {
    switch (a, b) {
    case (.number(let x), .number(let y)): return components([x], [y])
    case (.point(let x), .point(let y)): return components([x.x, x.y], [y.x, y.y])
    case (.size(let x), .size(let y)): return components([x.width, x.height], [y.width, y.height])
    case (.rect(let x), .rect(let y)):
      return components([x.x, x.y, x.width, x.height], [y.x, y.y, y.width, y.height])
    case (.color(let x), .color(let y)):
      // No color draws nothing, as a clear one does.
      return components((x ?? .clear).components, (y ?? .clear).components)
    case (.colors(let x), .colors(let y)):
      guard x.count == y.count else { return .different }
      return components(x.flatMap(\.components), y.flatMap(\.components))
    case (.numbers(let x), .numbers(let y)):
      guard x.count == y.count else { return .different }
      return components(x, y)
    case (.bool(let x), .bool(let y)): return x == y ? .none : .different
    case (.transform(let x), .transform(let y)): return components(x.matrix.array, y.matrix.array)
    case (.path(let x), .path(let y)): return paths(x, y)
    default: return .different
    }
  }

  static func paths(_ a: BezierPath?, _ b: BezierPath?) -> ValueDifference {
    let x = a ?? BezierPath()
    let y = b ?? BezierPath()
    guard x.hasSameStructure(as: y) else { return .different }
    return components(
      x.elements.flatMap { $0.points.flatMap { [$0.x, $0.y] } },
      y.elements.flatMap { $0.points.flatMap { [$0.x, $0.y] } })
  }

  static func components(_ a: [Double], _ b: [Double]) -> ValueDifference {
    if a == b { return .none }
    var largest = 0.0
    for (x, y) in zip(a, b) where x != y {
      let d = abs(x - y)
      // inf vs a number, or NaN: as large as it gets.
      largest = max(largest, d.isNaN ? .infinity : d)
    }
    return largest == 0 ? .none : .amount(largest)
  }
}
