public import SceneModel

/// How colors are painted in the current part of the tree.
public enum PaintMode: Hashable, Sendable {
  /// Colors as they are, with the red, green and blue components multiplied by a
  /// replicator instance color (1, 1, 1 outside replicators).
  case normal(red: Double, green: Double, blue: Double)
  /// Inside an SVG 1.1 luminance mask: every color becomes white with its own alpha, so the
  /// mask's luminance × alpha equals the mask layer's alpha, as Core Animation masks by alpha.
  case white
  /// Inside an inverted alpha mask drawn over white: every color black with its own alpha,
  /// so the mask's luminance is one minus the mask layer's alpha (`maskMode`).
  case black

  public static let plain = PaintMode.normal(red: 1, green: 1, blue: 1)

  /// The mode inside a replicator instance with color `color` (components clamped to 0…1).
  public func multiplied(by color: Color) -> PaintMode {
    let c = color.clamped()
    switch self {
    case .white: return .white
    case .black: return .black
    case .normal(let r, let g, let b): return .normal(red: r * c.red, green: g * c.green, blue: b * c.blue)
    }
  }

  /// A color as drawn in this mode: components clamped to 0…1 (NaN as 0), tinted, and
  /// rounded to bytes as `Color.hexRGB` rounds them.
  public func paint(_ color: Color) -> RenderPaint {
    // Each component clamped as `Color.clamped()` clamps it, in place (the call and its
    // four-double result cost more than the clamping).
    let unit = Color.clampedComponent
    let alpha = unit(color.alpha)
    switch self {
    case .white:
      return RenderPaint(red: 255, green: 255, blue: 255, alpha: alpha)
    case .black:
      return RenderPaint(red: 0, green: 0, blue: 0, alpha: alpha)
    case .normal(let r, let g, let b):
      return RenderPaint(
        red: Self.byte(unit(color.red) * r), green: Self.byte(unit(color.green) * g),
        blue: Self.byte(unit(color.blue) * b), alpha: alpha)
    }
  }

  /// v in 0…1 → 0…255, rounded half away from zero, as `(v · 255).rounded()` rounds it.
  /// Without the libm call: for x ≥ 0, truncating x + 0.5 gives the rounded value,
  /// except where the sum itself rounded up to the next integer (x just below a half,
  /// such as 0.5 − 2⁻⁵⁴); then x lies below that integer − 0.5 (exact for these small
  /// integers), and one less is right. (Tests compare it with `rounded()`.)
  @inline(__always)
  static func byte(_ v: Double) -> UInt8 {
    let x = min(max(v, 0), 1) * 255
    // NaN (never passed: components are clamped first) would make the conversion trap.
    guard x == x else { return 0 }
    var n = Int(x + 0.5)
    if x < Double(n) - 0.5 { n -= 1 }
    return UInt8(truncatingIfNeeded: n)
  }
}
