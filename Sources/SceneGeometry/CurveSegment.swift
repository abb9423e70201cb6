public import SceneModel

/// One drawn piece of a path: a line, quadratic or cubic Bézier with explicit start point.
/// A `close` element becomes a line back to its subpath's start.
public struct CurveSegment: Hashable, Sendable {
  public enum Kind: Hashable, Sendable { case line, quad, cubic }

  public var kind: Kind
  /// Control polygon: lines use p0 and p3; quads use p0, p1 (control) and p3; cubics use all.
  public var p0, p1, p2, p3: Point

  public static func line(_ a: Point, _ b: Point) -> CurveSegment {
    CurveSegment(kind: .line, p0: a, p1: a, p2: b, p3: b)
  }

  public static func quad(_ a: Point, _ c: Point, _ b: Point) -> CurveSegment {
    CurveSegment(kind: .quad, p0: a, p1: c, p2: c, p3: b)
  }

  public static func cubic(_ a: Point, _ c1: Point, _ c2: Point, _ b: Point) -> CurveSegment {
    CurveSegment(kind: .cubic, p0: a, p1: c1, p2: c2, p3: b)
  }

  public var start: Point { p0 }
  public var end: Point { p3 }

  /// The point at parameter t (0…1).
  public func point(at t: Double) -> Point {
    let u = 1 - t
    switch kind {
    case .line:
      return Point.lerp(p0, p3, t)
    case .quad:
      return p0 * (u * u) + p1 * (2 * u * t) + p3 * (t * t)
    case .cubic:
      return p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t)
    }
  }

  /// The first derivative dB/dt at parameter t.
  public func derivative(at t: Double) -> Point {
    let u = 1 - t
    switch kind {
    case .line:
      return p3 - p0
    case .quad:
      return (p1 - p0) * (2 * u) + (p3 - p1) * (2 * t)
    case .cubic:
      return (p1 - p0) * (3 * u * u) + (p2 - p1) * (6 * u * t) + (p3 - p2) * (3 * t * t)
    }
  }

  /// Speed |dB/dt| at t: the integrand of the arc length.
  func speed(at t: Double) -> Double { derivative(at: t).length }

  /// The direction of travel at t, also where the derivative vanishes (a control point on
  /// an end point, a cusp): then the first non-zero higher-order direction is used.
  public func tangent(at t: Double) -> Point {
    let d = derivative(at: t)
    let scale = max(controlPolygonLength, 1e-300)
    if d.length > 1e-12 * scale { return d }
    // Directions of the control polygon from the end we are at.
    let candidates: [Point]
    if t < 0.5 {
      candidates = [p1 - p0, p2 - p0, p3 - p0]
    } else {
      candidates = [p3 - p2, p3 - p1, p3 - p0]
    }
    if t <= 0 || t >= 1 {
      for c in candidates where c.length > 1e-12 * scale { return c }
      return Point(1, 0)
    }
    // An interior cusp: look just before and after and take the outgoing side.
    let h = 1e-7
    let after = derivative(at: min(1, t + h))
    if after.length > 0 { return after }
    return derivative(at: max(0, t - h))
  }

  /// Length of the control polygon (an upper bound of the arc length).
  public var controlPolygonLength: Double {
    switch kind {
    case .line: (p3 - p0).length
    case .quad: (p1 - p0).length + (p3 - p1).length
    case .cubic: (p1 - p0).length + (p2 - p1).length + (p3 - p2).length
    }
  }

  /// Splits at t by de Casteljau's construction: the two halves meet exactly at point(t).
  public func split(at t: Double) -> (CurveSegment, CurveSegment) {
    switch kind {
    case .line:
      let m = Point.lerp(p0, p3, t)
      return (.line(p0, m), .line(m, p3))
    case .quad:
      let a = Point.lerp(p0, p1, t)
      let b = Point.lerp(p1, p3, t)
      let m = Point.lerp(a, b, t)
      return (.quad(p0, a, m), .quad(m, b, p3))
    case .cubic:
      let a = Point.lerp(p0, p1, t)
      let b = Point.lerp(p1, p2, t)
      let c = Point.lerp(p2, p3, t)
      let ab = Point.lerp(a, b, t)
      let bc = Point.lerp(b, c, t)
      let m = Point.lerp(ab, bc, t)
      return (.cubic(p0, a, ab, m), .cubic(m, bc, c, p3))
    }
  }

  /// The piece between parameters t0 ≤ t1, by two de Casteljau splits. The end points are
  /// exactly point(t0) and point(t1) as de Casteljau evaluates them.
  public func subsegment(from t0: Double, to t1: Double) -> CurveSegment {
    if t0 <= 0 && t1 >= 1 { return self }
    if t0 <= 0 { return split(at: t1).0 }
    let right = split(at: t0).1
    if t1 >= 1 { return right }
    let local = (t1 - t0) / (1 - t0)
    return right.split(at: local).0
  }

  /// The path element that draws this segment from its start point.
  public var element: PathElement {
    switch kind {
    case .line: .line(p3)
    case .quad: .quad(control: p1, to: p3)
    case .cubic: .cubic(control1: p1, control2: p2, to: p3)
    }
  }
}

extension CurveSegment {
  /// The same curve as a cubic (exact degree elevation; a line gets controls at its thirds,
  /// so its parametrization is unchanged).
  public var asCubic: CurveSegment {
    switch kind {
    case .cubic:
      return self
    case .quad:
      let c1 = p0 + (p1 - p0) * (2.0 / 3.0)
      let c2 = p3 + (p1 - p3) * (2.0 / 3.0)
      return .cubic(p0, c1, c2, p3)
    case .line:
      return .cubic(p0, Point.lerp(p0, p3, 1.0 / 3.0), Point.lerp(p0, p3, 2.0 / 3.0), p3)
    }
  }
}
