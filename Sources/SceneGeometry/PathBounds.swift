public import SceneModel

/// The exact bounding box of the drawn geometry of a path: end points plus the curves'
/// extrema (where a coordinate's derivative is zero), not the control points. Points of
/// moves that start no drawing are left out; a subpath of only a close counts its point.
public enum PathBounds {
  public static func of(_ path: BezierPath) -> Rect? {
    var box = BoundingBox()
    for segment in path.segments { box.add(segment.curve) }
    return box.rect
  }

  /// Bounding box of one segment.
  public static func of(_ segment: CurveSegment) -> Rect {
    var box = BoundingBox()
    box.add(segment)
    return box.rect!
  }
}

/// A growing axis-aligned box.
public struct BoundingBox: Hashable, Sendable {
  public var minX = Double.infinity
  public var minY = Double.infinity
  public var maxX = -Double.infinity
  public var maxY = -Double.infinity

  public init() {}

  public var isEmpty: Bool { minX > maxX }

  public var rect: Rect? {
    isEmpty ? nil : Rect(minX, minY, maxX - minX, maxY - minY)
  }

  public mutating func add(_ p: Point) {
    minX = min(minX, p.x)
    minY = min(minY, p.y)
    maxX = max(maxX, p.x)
    maxY = max(maxY, p.y)
  }

  public mutating func add(_ r: Rect) {
    add(r.origin)
    add(Point(r.maxX, r.maxY))
  }

  /// Adds the four corners of `r` mapped by `m` (the exact box of the mapped rectangle).
  public mutating func add(_ r: Rect, transformedBy m: AffineMatrix) {
    for p in [
      Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.maxX, r.maxY), Point(r.minX, r.maxY),
    ] {
      add(m.apply(p))
    }
  }

  mutating func add(_ segment: CurveSegment) {
    add(segment.start)
    add(segment.end)
    for t in Self.extremaParameters(segment) { add(segment.point(at: t)) }
  }

  /// Parameters in (0, 1) where dx/dt or dy/dt is zero.
  static func extremaParameters(_ s: CurveSegment) -> [Double] {
    switch s.kind {
    case .line:
      return []
    case .quad:
      // B'(t)/2 = (p1 − p0) + t·(p0 − 2p1 + p3)
      var roots: [Double] = []
      for (a, b) in [(s.p0.x - 2 * s.p1.x + s.p3.x, s.p1.x - s.p0.x),
        (s.p0.y - 2 * s.p1.y + s.p3.y, s.p1.y - s.p0.y)] where a != 0
      {
        roots.append(-b / a)
      }
      return roots.filter { $0 > 0 && $0 < 1 }
    case .cubic:
      // B'(t)/3 = a·t² + b·t + c per coordinate.
      func coefficients(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double)
        -> (Double, Double, Double)
      {
        (-p0 + 3 * p1 - 3 * p2 + p3, 2 * (p0 - 2 * p1 + p2), p1 - p0)
      }
      let x = coefficients(s.p0.x, s.p1.x, s.p2.x, s.p3.x)
      let y = coefficients(s.p0.y, s.p1.y, s.p2.y, s.p3.y)
      return (solveQuadratic(x.0, x.1, x.2) + solveQuadratic(y.0, y.1, y.2))
        .filter { $0 > 0 && $0 < 1 }
    }
  }

  /// Real roots of a·t² + b·t + c, stable against cancellation; linear when a is negligible.
  static func solveQuadratic(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    let scale = max(abs(a), abs(b), abs(c))
    if scale == 0 { return [] }
    if abs(a) <= 1e-12 * scale {
      return b == 0 ? [] : [-c / b]
    }
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return [] }
    let root = discriminant.squareRoot()
    let q = -0.5 * (b + (b >= 0 ? root : -root))
    var roots: [Double] = []
    if q != 0 { roots.append(c / q) }
    roots.append(q / a)
    return roots
  }
}
