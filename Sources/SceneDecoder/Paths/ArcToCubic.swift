import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Circular and elliptical arcs as cubic Bézier pieces of at most 90° each, with the
/// standard control distance k = 4/3·tan(φ/4) of the piece's sweep φ (maximum radial error
/// about 2.7e-4·r for a 90° piece). Angles are radians in y-down space: a point at angle θ
/// is center + R(rotation)·(rx·cosθ, ry·sinθ), so increasing θ turns clockwise on screen.
enum ArcToCubic {
  struct Piece: Hashable {
    var control1: Point
    var control2: Point
    var end: Point
  }

  /// The number of pieces for a sweep: ⌈|sweep| / 90°⌉, at least 1. The tolerance keeps a
  /// sweep that is a quarter turn up to rounding in one piece. Callers pass sweeps of at
  /// most a full turn; anything else (not finite) is one piece rather than a trap.
  static func pieceCount(sweep: Double) -> Int {
    let quarters = (abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)
    return quarters.isFinite ? max(1, Int(min(quarters, 4))) : 1
  }

  /// The point at angle `angle` on the ellipse (exact at quarter turns for rotation 0).
  static func point(
    center: Point, radiusX: Double, radiusY: Double, rotation: Double = 0, angle: Double
  ) -> Point {
    let (s, c) = sinCos(angle)
    return center + rotate(Point(radiusX * c, radiusY * s), by: rotation)
  }

  /// The arc from `startAngle` sweeping `sweep` (signed: positive is increasing angle),
  /// split evenly into `pieceCount(sweep:)` pieces. It starts at `start` and ends at `end`
  /// when given (callers pass exact points there); otherwise at the ellipse's points.
  /// A zero sweep gives no pieces.
  static func pieces(
    center: Point, radiusX: Double, radiusY: Double, rotation: Double = 0,
    startAngle: Double, sweep: Double, start: Point? = nil, end: Point? = nil
  ) -> [Piece] {
    guard sweep != 0 else { return [] }
    let count = pieceCount(sweep: sweep)
    let step = sweep / Double(count)
    let k = 4.0 / 3.0 * tan(step / 4)
    func onCurve(_ angle: Double) -> Point {
      point(center: center, radiusX: radiusX, radiusY: radiusY, rotation: rotation, angle: angle)
    }
    func tangent(_ angle: Double) -> Point {
      let (s, c) = sinCos(angle)
      return rotate(Point(-radiusX * s, radiusY * c), by: rotation)
    }
    var result: [Piece] = []
    var from = start ?? onCurve(startAngle)
    for index in 0..<count {
      let angle0 = startAngle + step * Double(index)
      let angle1 = index == count - 1 ? startAngle + sweep : startAngle + step * Double(index + 1)
      let to = index == count - 1 ? (end ?? onCurve(angle1)) : onCurve(angle1)
      result.append(
        Piece(control1: from + k * tangent(angle0), control2: to - k * tangent(angle1), end: to))
      from = to
    }
    return result
  }

  /// An SVG elliptical arc command (SVG 1.1 Appendix F.6) from `from` to `to` as cubic
  /// pieces: radii are made positive and scaled up when too small; the endpoint-to-center
  /// conversion of F.6.5 picks the center. Returns nil when a radius is zero (the arc is a
  /// straight line) and no pieces when the endpoints coincide (the arc is omitted).
  /// `xAxisRotation` is in radians.
  static func svgArc(
    from: Point, to: Point, radiusX: Double, radiusY: Double, xAxisRotation: Double,
    largeArc: Bool, sweep: Bool
  ) -> [Piece]? {
    if from == to { return [] }
    if radiusX == 0 || radiusY == 0 { return nil }
    let (sinPhi, cosPhi) = sinCos(xAxisRotation)
    // Step 1: the midpoint difference in the ellipse's unrotated frame (halves first, so
    // coordinates near ±1e308 do not overflow).
    let dx = from.x / 2 - to.x / 2
    let dy = from.y / 2 - to.y / 2
    // The construction is scale-invariant; it runs in units of a power of two near the
    // largest length, so squares of lengths near 1e308 (or 1e-300) neither overflow nor
    // underflow. Scaling by a power of two is exact: ordinary arcs get the same bits.
    let unit = Self.powerOfTwo(near: max(abs(radiusX), abs(radiusY), abs(dx), abs(dy)))
    var rx = abs(radiusX) / unit
    var ry = abs(radiusY) / unit
    let x1 = (cosPhi * dx + sinPhi * dy) / unit
    let y1 = (-sinPhi * dx + cosPhi * dy) / unit
    // Radii too small to reach: scale them up uniformly (F.6.6).
    let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
    if lambda > 1 {
      let scale = lambda.squareRoot()
      rx *= scale
      ry *= scale
    }
    // Step 2: the center in that frame.
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var coefficient = (max(0, numerator) / denominator).squareRoot()
    if largeArc == sweep { coefficient = -coefficient }
    let cx1 = coefficient * rx * y1 / ry
    let cy1 = -coefficient * ry * x1 / rx
    // Step 3: back to user space.
    let center = Point(
      (cosPhi * cx1 - sinPhi * cy1) * unit + (from.x / 2 + to.x / 2),
      (sinPhi * cx1 + cosPhi * cy1) * unit + (from.y / 2 + to.y / 2))
    // Step 4: start angle and sweep.
    let u = Point((x1 - cx1) / rx, (y1 - cy1) / ry)
    let v = Point((-x1 - cx1) / rx, (-y1 - cy1) / ry)
    let startAngle = atan2(u.y, u.x)
    var delta = atan2(u.x * v.y - u.y * v.x, u.x * v.x + u.y * v.y)
    if !sweep, delta > 0 { delta -= 2 * Double.pi }
    if sweep, delta < 0 { delta += 2 * Double.pi }
    return pieces(
      center: center, radiusX: rx * unit, radiusY: ry * unit, rotation: xAxisRotation,
      startAngle: startAngle, sweep: delta, start: from, end: to)
  }

  /// The power of two with the exponent of `length` (1 for 0 or a length not finite).
  private static func powerOfTwo(near length: Double) -> Double {
    guard length.isNormal else { return 1 }
    return Double(sign: .plus, exponent: length.exponent, significand: 1)
  }

  /// The signed sweep of a UIBezierPath arc (docs/svg-output.md, "Geometry": arcs): clockwise sweeps
  /// increasing angles by (end − start) reduced into [0, 2π), counterclockwise by
  /// (start − end) likewise, except that |end − start| ≥ 2π is a full circle in the requested
  /// direction. Unlike the HTML canvas rule, the full circle does not depend on the sign:
  /// scenes/button-ripple.yaml draws its purple circle with start 0, end 2π, clockwise
  /// false, and the tutorial's recording shows a whole circle (CoreGraphics' behaviour).
  static func uiKitSweep(startAngle: Double, endAngle: Double, clockwise: Bool) -> Double {
    let fullTurn = 2 * Double.pi
    let difference = clockwise ? endAngle - startAngle : startAngle - endAngle
    let magnitude: Double
    if abs(endAngle - startAngle) >= fullTurn {
      magnitude = fullTurn
    } else {
      let reduced = difference.truncatingRemainder(dividingBy: fullTurn)
      magnitude = reduced < 0 ? reduced + fullTurn : reduced
    }
    return clockwise ? magnitude : -magnitude
  }

  private static func rotate(_ p: Point, by angle: Double) -> Point {
    guard angle != 0 else { return p }
    let (s, c) = sinCos(angle)
    return Point(c * p.x - s * p.y, s * p.x + c * p.y)
  }
}
