public import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A circular arc as UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:) draws it
/// in y-down space (docs/svg-output.md, "Geometry": arcs), approximated by cubics.
///
/// The sweep is end − start when clockwise (increasing angle, clockwise on screen), else
/// start − end, reduced into [0, 2π); a requested sweep of 2π or more in that direction
/// draws the full circle. The sweep is cut into the fewest equal pieces of at most 90°, each
/// the standard cubic with control arms k = 4/3·tan(φ/4)·r, which meets the circle at both
/// ends with the circle's tangents. Its largest radial error for a piece of sweep φ is
/// `radialErrorBound(sweep:)`; for 90° that is 2.7253e-4·r.
public struct CircularArc: Hashable, Sendable {
  public var center: Point
  public var radius: Double
  public var startAngle: Double
  /// Signed sweep in radians; positive runs clockwise on screen.
  public var sweep: Double

  public init(
    center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool
  ) {
    self.center = center
    self.radius = radius
    self.startAngle = startAngle
    let requested = clockwise ? endAngle - startAngle : startAngle - endAngle
    let twoPi = 2 * Double.pi
    var magnitude: Double
    if requested >= twoPi {
      magnitude = twoPi
    } else {
      magnitude = requested.truncatingRemainder(dividingBy: twoPi)
      if magnitude < 0 { magnitude += twoPi }
    }
    sweep = clockwise ? magnitude : -magnitude
  }

  public func point(atAngle angle: Double) -> Point {
    let (s, c) = sinCos(angle)
    return Point(center.x + radius * c, center.y + radius * s)
  }

  public var startPoint: Point { point(atAngle: startAngle) }
  public var endPoint: Point { point(atAngle: startAngle + sweep) }

  /// The cubic pieces, in drawing order (none for a zero sweep).
  public var cubics: [CurveSegment] {
    if sweep == 0 || radius == 0 { return [] }
    let count = Int((abs(sweep) / (Double.pi / 2) - 1e-12).rounded(.up))
    let step = sweep / Double(max(count, 1))
    let arm = 4.0 / 3.0 * tan(step / 4) * radius
    var result: [CurveSegment] = []
    for i in 0..<max(count, 1) {
      let a0 = startAngle + Double(i) * step
      let a1 = i == count - 1 ? startAngle + sweep : a0 + step
      let (s0, c0) = sinCos(a0)
      let (s1, c1) = sinCos(a1)
      let p0 = point(atAngle: a0)
      let p3 = point(atAngle: a1)
      // Tangent direction of increasing angle is (−sin, cos).
      let p1 = Point(p0.x - arm * s0, p0.y + arm * c0)
      let p2 = Point(p3.x + arm * s1, p3.y - arm * c1)
      result.append(.cubic(p0, p1, p2, p3))
    }
    return result
  }

  /// Largest |distance to center − r| / r of the standard cubic for one piece of `sweep`
  /// radians (at most π/2). The radius error is zero at both ends and in the middle and
  /// has one extreme on each half; a golden-section search finds it.
  public static func radialErrorBound(sweep: Double) -> Double {
    let arc = CircularArc(
      center: .zero, radius: 1, startAngle: 0, endAngle: abs(sweep), clockwise: true)
    guard let piece = arc.cubics.first else { return 0 }
    func error(_ t: Double) -> Double { abs(piece.point(at: t).length - 1) }
    var a = 0.0
    var b = 0.5
    let g = (5.0.squareRoot() - 1) / 2
    for _ in 0..<200 {
      let c = b - g * (b - a)
      let d = a + g * (b - a)
      if error(c) > error(d) { b = d } else { a = c }
    }
    return error((a + b) / 2)
  }
}
