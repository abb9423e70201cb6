public import SceneModel

/// Evaluates a cubic Bézier timing function y(x) as CAMediaTimingFunction does
/// (docs/timing.md, "Timing functions"): solve x(t) = x for the curve parameter t, then
/// return y(t). Outside 0…1 the curve extrapolates along its end gradients, and y values
/// outside 0…1 are returned as they are (overshoot is not clamped, docs/timing.md "Timing functions").
public enum TimingFunctionSolver {
  /// y for input x. Exact at x = 0 and x = 1; inside, the parameter is solved to 1e-12 in x.
  public static func solve(_ function: TimingFunction, _ x: Double) -> Double {
    if function.isLinear { return x }
    if x == 0 { return 0 }
    if x == 1 { return 1 }
    let curve = UnitBezier(function)
    if x < 0 { return curve.startGradient * x }
    if x > 1 { return 1 + curve.endGradient * (x - 1) }
    return curve.y(curve.parameter(forX: x))
  }

  /// A spring's q(t) after `seconds` of local time (SpringCurve.value(at:)).
  public static func spring(_ spring: SpringAnimation, at seconds: Double) -> Double {
    SpringCurve(spring).value(at: seconds)
  }

  /// A spring's settling duration (ε = 0.001 by default), its default duration.
  public static func settlingDuration(_ spring: SpringAnimation, epsilon: Double = 0.001)
    -> Double
  {
    SpringCurve(spring).settlingDuration(epsilon: epsilon)
  }
}

/// The polynomial form of a timing curve from (0,0) to (1,1).
struct UnitBezier {
  let x1, y1, x2, y2: Double
  // x(t) = ((ax·t + bx)·t + cx)·t, likewise y.
  let ax, bx, cx, ay, by, cy: Double

  init(_ f: TimingFunction) {
    x1 = f.x1
    y1 = f.y1
    x2 = f.x2
    y2 = f.y2
    cx = 3 * f.x1
    bx = 3 * (f.x2 - f.x1) - cx
    ax = 1 - cx - bx
    cy = 3 * f.y1
    by = 3 * (f.y2 - f.y1) - cy
    ay = 1 - cy - by
  }

  func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// dy/dx at x = 0, from the first control point that is not on the start point.
  var startGradient: Double {
    if x1 > 0 { return y1 / x1 }
    if y1 == 0 && x2 > 0 { return y2 / x2 }
    if y1 == 0 && y2 == 0 { return 1 }
    return 0
  }

  /// dy/dx at x = 1, from the last control point that is not on the end point.
  var endGradient: Double {
    if x2 < 1 { return (y2 - 1) / (x2 - 1) }
    if y2 == 1 && x1 < 1 { return (y1 - 1) / (x1 - 1) }
    if y2 == 1 && y1 == 1 { return 1 }
    return 0
  }

  /// The parameter t in 0…1 with x(t) = x: an initial guess from a table of x(i/10),
  /// Newton steps, and bisection when Newton stalls or leaves the bracket.
  func parameter(forX target: Double) -> Double {
    let tolerance = 1e-12
    // Initial guess: linear interpolation in the table of x(i/10).
    var guess = target
    var previousX = 0.0
    for i in 1...10 {
      let t = Double(i) / 10
      let xt = x(t)
      if xt >= target {
        let t0 = Double(i - 1) / 10
        let span = xt - previousX
        guess = span > 0 ? t0 + (target - previousX) / span * 0.1 : t
        break
      }
      previousX = xt
    }
    var t = guess
    for _ in 0..<8 {
      let error = x(t) - target
      if abs(error) < tolerance { return t }
      let slope = dx(t)
      if abs(slope) < 1e-9 { break }
      let next = t - error / slope
      if !(next >= 0 && next <= 1) { break }
      t = next
    }
    if abs(x(t) - target) < tolerance { return t }
    // Bisection on [0, 1]; x is monotone when x1 and x2 lie in 0…1.
    var lo = 0.0
    var hi = 1.0
    t = guess
    for _ in 0..<200 {
      let xt = x(t)
      if abs(xt - target) < tolerance { return t }
      if xt < target { lo = t } else { hi = t }
      t = (lo + hi) / 2
      if hi - lo < 1e-16 { break }
    }
    return t
  }
}
