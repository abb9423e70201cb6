public import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// CASpringAnimation's closed-form motion (docs/timing.md, "Springs"): the fraction
/// q(t) of the distance from fromValue to toValue covered after t seconds of local time.
///
/// Damping ratios ζ < 1 use the under-damped form. ζ ≥ 1 uses the critically damped form
/// with ω0 (Core Animation's default), unless `allowsOverdamping`, which uses QuartzCore's
/// over-damped form with the coefficients QuartzCore uses.
public struct SpringCurve: Hashable, Sendable {
  public var mass: Double
  public var stiffness: Double
  public var damping: Double
  /// Fraction of the distance per second; positive moves towards toValue.
  public var initialVelocity: Double
  public var allowsOverdamping: Bool

  public init(
    mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0,
    allowsOverdamping: Bool = false
  ) {
    // Core Animation replaces invalid parameters by its defaults.
    self.mass = mass > 0 ? mass : 1
    self.stiffness = stiffness > 0 ? stiffness : 100
    self.damping = damping >= 0 ? damping : 10
    self.initialVelocity = initialVelocity
    self.allowsOverdamping = allowsOverdamping
  }

  public init(_ spring: SpringAnimation) {
    self.init(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: spring.initialVelocity, allowsOverdamping: spring.allowsOverdamping)
  }

  /// Undamped angular frequency ω0 = √(k/m).
  public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

  /// ζ = c / (2·√(k·m)).
  public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

  /// q(t): 0 at t = 0, tending to 1.
  public func value(at t: Double) -> Double { Coefficients(self).value(at: t) }

  /// The constants of q(t) that do not depend on t, computed once: the evaluator keeps
  /// them per spring animation instead of taking three square roots and two divisions
  /// every frame. `value(at:)` goes through them too, so there is one formula.
  struct Coefficients: Sendable {
    enum Form: Sendable { case underDamped, overDamped, criticallyDamped }
    let form: Form
    /// Under-damped: −β, ω_d, b. Over-damped: a, −(β + γ), b, γ − β. Critically damped: b, −ω0.
    let c0, c1, c2, c3: Double

    init(_ curve: SpringCurve) {
      let w0 = curve.naturalFrequency
      let zeta = curve.dampingRatio
      let v0 = curve.initialVelocity
      if zeta < 1 {
        let beta = zeta * w0
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        form = .underDamped
        (c0, c1, c2, c3) = (-beta, wd, (beta - v0) / wd, 0)
      } else if zeta > 1 && curve.allowsOverdamping {
        let beta = zeta * w0
        let gamma = w0 * (zeta * zeta - 1).squareRoot()
        form = .overDamped
        (c0, c1, c2, c3) = ((beta + v0 + gamma) / (2 * gamma), -(beta + gamma), (gamma - beta - v0) / (2 * gamma), gamma - beta)
      } else {
        form = .criticallyDamped
        (c0, c1, c2, c3) = (w0 - v0, -w0, 0, 0)
      }
    }

    /// q(t) (−β·t is (−β)·t, as Swift reads `-beta * t`: the same bits).
    func value(at t: Double) -> Double {
      switch form {
      case .underDamped: 1 - exp(c0 * t) * (cos(c1 * t) + c2 * sin(c1 * t))
      case .overDamped: 1 - c0 * exp(c1 * t) - c2 * exp(c3 * t)
      case .criticallyDamped: 1 - (1 + c0 * t) * exp(c1 * t)
      }
    }
  }

  /// How long until the motion stays within `epsilon` of the end, as CASpringAnimation's
  /// `settlingDuration` computes it (docs/timing.md, "Schedule", at speed 1): a closed form for ζ < 1, a search in
  /// 0.1 s steps otherwise. +∞ for an undamped spring.
  public func settlingDuration(epsilon: Double = 0.001) -> Double {
    let eps = max(epsilon, 1e-6)
    let w0 = naturalFrequency
    let zeta = dampingRatio
    if zeta == 0 { return .infinity }
    if zeta < 1 {
      let beta = zeta * w0
      let wd = w0 * (1 - zeta * zeta).squareRoot()
      let b = (beta - initialVelocity) / wd
      return max(-log(eps / (1 + abs(b))) / (zeta * w0), 0)
    }
    var bestTime = -1.0
    var best = Double.infinity
    var t = 0.0
    while true {
      let distance = abs(1 - value(at: t))
      if !distance.isFinite { return 0 }
      if best >= eps {
        if distance < best {
          bestTime = t
          best = distance
        }
      } else if distance >= eps {
        best = .infinity
      } else if t - bestTime > 1.0 {
        return bestTime
      }
      // Accumulated like Core Animation's loop (0.30000000000000004 …).
      t += 0.1
      if t > 1e6 { return bestTime }
    }
  }
}
