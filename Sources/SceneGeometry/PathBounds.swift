public import SceneModel

/// The exact bounding box of the drawn geometry of a path: end points plus the curves'
/// extrema (where a coordinate's derivative is zero), not the control points. Points of
/// moves that start no drawing are left out; a subpath of only a close counts its point.
public enum PathBounds {
  public static func of(_ path: BezierPath) -> Rect? {
    var box = BoundingBox()
    path.forEachSegment { box.add($0.curve) }
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
    add(m.apply(Point(r.minX, r.minY)))
    add(m.apply(Point(r.maxX, r.minY)))
    add(m.apply(Point(r.maxX, r.maxY)))
    add(m.apply(Point(r.minX, r.maxY)))
  }

  mutating func add(_ segment: CurveSegment) {
    add(segment.start)
    add(segment.end)
    Self.forEachExtremum(segment) { add(segment.point(at: $0)) }
  }

  /// Calls `body` with each parameter in (0, 1) where dx/dt or dy/dt is zero (x's, then
  /// y's), without making arrays: lint boxes every animated path of every sampled frame.
  static func forEachExtremum(_ s: CurveSegment, _ body: (Double) -> Void) {
    func keep(_ t: Double) { if t > 0 && t < 1 { body(t) } }
    switch s.kind {
    case .line:
      return
    case .quad:
      // B'(t)/2 = (p1 − p0) + t·(p0 − 2p1 + p3)
      let ax = s.p0.x - 2 * s.p1.x + s.p3.x
      if ax != 0 { keep(-(s.p1.x - s.p0.x) / ax) }
      let ay = s.p0.y - 2 * s.p1.y + s.p3.y
      if ay != 0 { keep(-(s.p1.y - s.p0.y) / ay) }
    case .cubic:
      // B'(t)/3 = a·t² + b·t + c per coordinate.
      forEachRoot(-s.p0.x + 3 * s.p1.x - 3 * s.p2.x + s.p3.x, 2 * (s.p0.x - 2 * s.p1.x + s.p2.x), s.p1.x - s.p0.x, keep)
      forEachRoot(-s.p0.y + 3 * s.p1.y - 3 * s.p2.y + s.p3.y, 2 * (s.p0.y - 2 * s.p1.y + s.p2.y), s.p1.y - s.p0.y, keep)
    }
  }

  /// Calls `body` with the real roots of a·t² + b·t + c, stable against cancellation;
  /// linear when a is negligible.
  static func forEachRoot(_ a: Double, _ b: Double, _ c: Double, _ body: (Double) -> Void) {
    let scale = max(abs(a), abs(b), abs(c))
    if scale == 0 { return }
    if abs(a) <= 1e-12 * scale {
      if b != 0 { body(-c / b) }
      return
    }
    let discriminant = b * b - 4 * a * c
    if discriminant < 0 { return }
    let root = discriminant.squareRoot()
    let q = -0.5 * (b + (b >= 0 ? root : -root))
    if q != 0 { body(c / q) }
    body(q / a)
  }
}
