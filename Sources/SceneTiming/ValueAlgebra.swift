import SceneModel

/// Arithmetic on animatable values: interpolation, the additions of `additive`,
/// `cumulative` and byValue, and distances for paced keyframes.
///
/// Vector-like values (numbers, points, sizes, rects, colors, lists, paths of one structure)
/// work component by component. Colors are clamped to 0…1 after every operation (decision
/// 10); a missing color (nil) counts as transparent black. Values that cannot be blended
/// (booleans, a missing path, lists of different lengths) switch from the first to the
/// second at progress 0.5.
enum ValueAlgebra {
  /// The components of a vector-like value, or nil.
  static func components(_ value: AnimatableValue) -> [Double]? {
    switch value {
    case .number(let v): [v]
    case .point(let p): [p.x, p.y]
    case .size(let s): [s.width, s.height]
    case .rect(let r): [r.x, r.y, r.width, r.height]
    case .color(let c): (c ?? .clear).components
    case .colors(let cs): cs.flatMap(\.components)
    case .numbers(let vs): vs
    case .path(let p): p.map { $0.elements.flatMap(\.points).flatMap { [$0.x, $0.y] } }
    case .bool, .transform: nil
    }
  }

  /// A value shaped like `template` with the given components (as many as `components`
  /// returned for it).
  static func rebuild(_ template: AnimatableValue, _ c: [Double]) -> AnimatableValue {
    switch template {
    case .number: return .number(c[0])
    case .point: return .point(Point(c[0], c[1]))
    case .size: return .size(Size(c[0], c[1]))
    case .rect: return .rect(Rect(c[0], c[1], c[2], c[3]))
    case .color: return .color(color(c, 0))
    case .colors(let cs): return .colors(cs.indices.map { color(c, 4 * $0) })
    case .numbers: return .numbers(c)
    case .path(let p):
      guard let p else { return template }
      var index = 0
      return .path(
        BezierPath(
          p.elements.map { element in
            element.mapPoints { _ in
              defer { index += 2 }
              return Point(c[index], c[index + 1])
            }
          }))
    case .bool, .transform: return template
    }
  }

  private static func color(_ c: [Double], _ i: Int) -> Color {
    Color(red: c[i], green: c[i + 1], blue: c[i + 2], alpha: c[i + 3]).clamped()
  }

  /// a + (b − a)·p; exactly a at p = 0 and b at p = 1; p outside 0…1 extrapolates.
  static func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ p: Double)
    -> AnimatableValue
  {
    if p == 0 { return a }
    if p == 1 { return b }
    // Typed fast paths: the general case's arithmetic, component by component, without
    // component arrays.
    switch (a, b) {
    case (.number(let x), .number(let y)): return .number(x + (y - x) * p)
    case (.point(let x), .point(let y)): return .point(Point.lerp(x, y, p))
    case (.size(let x), .size(let y)):
      return .size(Size(x.width + (y.width - x.width) * p, x.height + (y.height - x.height) * p))
    case (.rect(let x), .rect(let y)):
      return .rect(
        Rect(
          x.x + (y.x - x.x) * p, x.y + (y.y - x.y) * p, x.width + (y.width - x.width) * p,
          x.height + (y.height - x.height) * p))
    case (.color(let x), .color(let y)) where x != nil || y != nil:
      return .color(lerp(x ?? .clear, y ?? .clear, p))
    case (.path(let x?), .path(let y?)) where x.hasSameStructure(as: y):
      return .path(lerp(x, y, p))
    case (.transform(let x), .transform(let y)):
      return .transform(TransformMath.interpolate(x, y, p))
    case (.path(let x?), .path(let y?)) where !x.hasSameStructure(as: y):
      let (u, v) = PathMorph.equalize(x, y)
      return interpolate(.path(u), .path(v), p)
    case (.color(nil), .color(nil)):
      return a
    default:
      guard let x = components(a), let y = components(b), x.count == y.count,
        sameShape(a, b)
      else { return p < 0.5 ? a : b }
      return rebuild(b, zip(x, y).map { $0 + ($1 - $0) * p })
    }
  }

  /// Two colors component by component, clamped (`ColorStep` calls it directly).
  static func lerp(_ u: Color, _ v: Color, _ p: Double) -> Color {
    Color(
      red: u.red + (v.red - u.red) * p, green: u.green + (v.green - u.green) * p,
      blue: u.blue + (v.blue - u.blue) * p, alpha: u.alpha + (v.alpha - u.alpha) * p
    ).clamped()
  }

  /// Two paths of one structure, element by element (`PathStep` calls it directly).
  static func lerp(_ x: BezierPath, _ y: BezierPath, _ p: Double) -> BezierPath {
    // A map over a range reserves the final size once (a map over the zip grows its array
    // as it goes).
    let (a, b) = (x.elements, y.elements)
    return BezierPath((0..<min(a.count, b.count)).map { lerp(a[$0], b[$0], p) })
  }

  /// Two elements of the same kind, point by point (the kind is `b`'s, as `rebuild` keeps
  /// the second value's shape).
  private static func lerp(_ a: PathElement, _ b: PathElement, _ p: Double) -> PathElement {
    switch (a, b) {
    case (.move(let x), .move(let y)): .move(Point.lerp(x, y, p))
    case (.line(let x), .line(let y)): .line(Point.lerp(x, y, p))
    case (.quad(let c, let x), .quad(let d, let y)): .quad(control: Point.lerp(c, d, p), to: Point.lerp(x, y, p))
    case (.cubic(let c1, let c2, let x), .cubic(let d1, let d2, let y)):
      .cubic(control1: Point.lerp(c1, d1, p), control2: Point.lerp(c2, d2, p), to: Point.lerp(x, y, p))
    default: b
    }
  }

  /// Both values have the same case (and paths both exist).
  private static func sameShape(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
    switch (a, b) {
    case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color),
      (.colors, .colors), (.numbers, .numbers), (.path(.some), .path(.some)):
      return true
    default:
      return false
    }
  }

  /// `delta` added to `base` (for transforms: `delta` applied first, then `base`). When
  /// the two cannot be added (different lengths or path structures), `delta` replaces.
  static func add(_ delta: AnimatableValue, to base: AnimatableValue) -> AnimatableValue {
    switch (delta, base) {
    case (.number(let d), .number(let b)): return .number(d + b)
    case (.point(let d), .point(let b)): return .point(Point(d.x + b.x, d.y + b.y))
    case (.size(let d), .size(let b)): return .size(Size(d.width + b.width, d.height + b.height))
    case (.rect(let d), .rect(let b)):
      return .rect(Rect(d.x + b.x, d.y + b.y, d.width + b.width, d.height + b.height))
    case (.color(let d?), .color(let b?)):
      return .color(
        Color(red: d.red + b.red, green: d.green + b.green, blue: d.blue + b.blue, alpha: d.alpha + b.alpha)
          .clamped())
    case (.transform(let d), .transform(let b)):
      return .transform(TransformMath.concat(d, b))
    case (.color(nil), .color):
      return base
    case (.color, .color(nil)):
      return delta
    case (.path(let d?), .path(let b?)) where !d.hasSameStructure(as: b):
      return delta
    default:
      guard let x = components(delta), let y = components(base), x.count == y.count,
        sameShape(delta, base)
      else { return delta }
      return rebuild(base, zip(x, y).map { $0 + $1 })
    }
  }

  /// The value taken k times (for transforms: applied k times).
  static func multiply(_ value: AnimatableValue, by k: Double) -> AnimatableValue {
    switch value {
    case .number(let v): return .number(v * k)
    case .point(let v): return .point(Point(v.x * k, v.y * k))
    case .size(let v): return .size(Size(v.width * k, v.height * k))
    case .rect(let v): return .rect(Rect(v.x * k, v.y * k, v.width * k, v.height * k))
    case .color(let c?):
      return .color(Color(red: c.red * k, green: c.green * k, blue: c.blue * k, alpha: c.alpha * k).clamped())
    case .transform(let t): return .transform(TransformMath.power(t, k))
    case .color(nil): return value
    default:
      guard let c = components(value) else { return value }
      return rebuild(value, c.map { $0 * k })
    }
  }

  /// a − b, so that add(b, to: a − b) = a.
  static func subtract(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue {
    add(multiply(b, by: -1), to: a)
  }

  /// The zero of a value's type: 0, origin, transparent black, identity, all-zero lists
  /// and paths of the same structure.
  static func zero(like value: AnimatableValue) -> AnimatableValue {
    switch value {
    case .number: return .number(0)
    case .point: return .point(.zero)
    case .size: return .size(.zero)
    case .rect: return .rect(.zero)
    case .transform: return .transform(.identity)
    case .bool: return .bool(false)
    case .color: return .color(.clear)
    default:
      guard let c = components(value) else { return value }
      return rebuild(value, c.map { _ in 0 })
    }
  }

  /// A distance between two values, for paced keyframes: Euclidean over components (over
  /// matrix entries for transforms); 0 or 1 for values that cannot be blended.
  static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> Double {
    switch (a, b) {
    case (.transform(let x), .transform(let y)):
      return TransformMath.distance(x, y)
    default:
      guard let x = components(a), let y = components(b), x.count == y.count,
        sameShape(a, b)
      else { return a == b ? 0 : 1 }
      return zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
    }
  }
}
