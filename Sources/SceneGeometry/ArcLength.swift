import SceneModel

/// Arc length by adaptive Gauss–Legendre quadrature of the speed |B'(t)|.
///
/// A 10-point rule integrates polynomials up to degree 19 exactly; the speed of a Bézier is
/// the square root of a polynomial, smooth except near cusps, so the rule converges fast and
/// the adaptive halving only works hard around cusps.
enum ArcLength {
  // Nodes (positive half) and weights of the 10-point Gauss–Legendre rule on [-1, 1]
  // (numpy.polynomial.legendre.leggauss(10)).
  private static let nodes: [Double] = [
    0.14887433898163122, 0.4333953941292472, 0.6794095682990244, 0.8650633666889845,
    0.9739065285171717,
  ]
  private static let weights: [Double] = [
    0.2955242247147528, 0.2692667193099965, 0.219086362515982, 0.1494513491505804,
    0.06667134430868814,
  ]

  /// ∫ₐᵇ f(t) dt by the plain 10-point rule.
  static func gauss(_ a: Double, _ b: Double, _ f: (Double) -> Double) -> Double {
    let half = (b - a) / 2
    let mid = (a + b) / 2
    var sum = 0.0
    for i in 0..<nodes.count {
      let dx = half * nodes[i]
      sum += weights[i] * (f(mid - dx) + f(mid + dx))
    }
    return sum * half
  }

  /// ∫ₐᵇ f(t) dt to an absolute tolerance, halving intervals where the rule and its two
  /// halves disagree.
  static func integrate(
    _ a: Double, _ b: Double, tolerance: Double, _ f: (Double) -> Double
  ) -> Double {
    func refine(_ a: Double, _ b: Double, _ whole: Double, _ tol: Double, _ depth: Int) -> Double {
      let mid = (a + b) / 2
      let left = gauss(a, mid, f)
      let right = gauss(mid, b, f)
      let sum = left + right
      // A speed that overflows (control points near 1e308) never converges: inf − inf is
      // NaN at every depth, which would halve 2^40 times.
      if depth >= 40 || !sum.isFinite || abs(sum - whole) <= tol { return sum }
      return refine(a, mid, left, tol / 2, depth + 1) + refine(mid, b, right, tol / 2, depth + 1)
    }
    if a == b { return 0 }
    return refine(a, b, gauss(a, b, f), tolerance, 0)
  }

  /// Relative accuracy asked of every length.
  static let relativeTolerance = 1e-13

  /// Length of the segment between parameters t0 and t1.
  static func length(of segment: CurveSegment, from t0: Double = 0, to t1: Double = 1) -> Double {
    switch segment.kind {
    case .line:
      return (segment.p3 - segment.p0).length * (t1 - t0)
    case .quad, .cubic:
      let scale = segment.controlPolygonLength
      if scale == 0 { return 0 }
      return integrate(t0, t1, tolerance: scale * relativeTolerance) { segment.speed(at: $0) }
    }
  }

  /// The parameter t at which the arc length from 0 reaches `target` (0 ≤ target ≤ total),
  /// by Newton's method safeguarded with bisection.
  static func parameter(of segment: CurveSegment, atLength target: Double, total: Double) -> Double {
    if total <= 0 || target <= 0 { return 0 }
    if target >= total { return 1 }
    if segment.kind == .line { return target / total }
    var lo = 0.0
    var hi = 1.0
    var t = target / total
    let tolerance = total * 1e-13
    for _ in 0..<100 {
      let error = length(of: segment, from: 0, to: t) - target
      if abs(error) <= tolerance { return t }
      if error > 0 { hi = t } else { lo = t }
      let speed = segment.speed(at: t)
      var next = speed > 0 ? t - error / speed : (lo + hi) / 2
      if !(next > lo && next < hi) { next = (lo + hi) / 2 }
      if abs(next - t) < 1e-16 { return next }
      t = next
    }
    return t
  }
}
