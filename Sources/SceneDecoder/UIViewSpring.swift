#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// UIView's spring form (`dampingRatio`, `duration`, `initialVelocity`) converted to a
/// CASpringAnimation's stiffness and damping with mass 1, as UIKit derives them
/// (docs/timing.md, "Reference values": UIView springs): the natural frequency ω is the root of
/// "the envelope reaches ε = 0.001 at `duration`", found by 12 Newton steps from ω = 5/d.
enum UIViewSpring {
  static let epsilon = 0.001

  static func parameters(
    duration: Double, dampingRatio: Double, initialVelocity v0: Double
  ) -> (stiffness: Double, damping: Double) {
    let zeta = min(max(dampingRatio, 1.1920929e-7), 1)
    let d = min(max(duration, 0.01), 10)
    var omega = 5 / d
    for _ in 0..<12 {
      let (f, derivative) =
        zeta < 1
        ? underdamped(omega: omega, zeta: zeta, d: d, v0: v0)
        : critical(omega: omega, d: d, v0: v0)
      if derivative == 0 || !derivative.isFinite { break }
      omega -= f / derivative
    }
    return (omega * omega, 2 * zeta * omega)
  }

  /// f(ω) = |(ζω − v0) / (ω√(1−ζ²))| · e^(−ζωd) − ε and f′(ω).
  private static func underdamped(
    omega: Double, zeta: Double, d: Double, v0: Double
  ) -> (Double, Double) {
    let root = (1 - zeta * zeta).squareRoot()
    let a = zeta * omega - v0
    let envelope = exp(-zeta * omega * d)
    let f = abs(a) / (omega * root) * envelope - epsilon
    let sign: Double = a > 0 ? 1 : (a < 0 ? -1 : 0)
    let derivative =
      envelope / root * (sign * zeta / omega - abs(a) / (omega * omega) - abs(a) * zeta * d / omega)
    return (f, derivative)
  }

  /// f(ω) = (1 + (ω − v0)·d) · e^(−ωd) − ε and f′(ω).
  private static func critical(omega: Double, d: Double, v0: Double) -> (Double, Double) {
    let envelope = exp(-omega * d)
    let f = (1 + (omega - v0) * d) * envelope - epsilon
    let derivative = -d * d * (omega - v0) * envelope
    return (f, derivative)
  }
}
