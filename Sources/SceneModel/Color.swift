/// A non-premultiplied sRGB color with components in 0…1 (values outside are allowed
/// transiently during interpolation and clamped where a color is drawn or printed).
public struct Color: Hashable, Sendable {
  public var red, green, blue, alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  public static let black = Color(red: 0, green: 0, blue: 0)
  public static let white = Color(red: 1, green: 1, blue: 1)
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

  public var components: [Double] { [red, green, blue, alpha] }

  public func clamped() -> Color {
    let c = Self.clampedComponent
    return Color(red: c(red), green: c(green), blue: c(blue), alpha: c(alpha))
  }

  /// One component as `clamped()` clamps it: into 0…1, NaN (from values that overflowed)
  /// as 0 rather than trapping in `hexByte`.
  @inlinable @inline(__always)
  public static func clampedComponent(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }

  /// `#rrggbbaa`, each component clamped to 0…1 and rounded to the nearest of 0…255.
  public var hexRGBA: String {
    let c = clamped()
    return "#" + [c.red, c.green, c.blue, c.alpha].map { Self.hexByte($0) }.joined()
  }

  /// `#rrggbb` (alpha left out), clamped and rounded.
  public var hexRGB: String {
    let c = clamped()
    return "#" + [c.red, c.green, c.blue].map { Self.hexByte($0) }.joined()
  }

  static func hexByte(_ v: Double) -> String {
    let byte = Int((v * 255).rounded())
    let digits = Array("0123456789abcdef")
    return String([digits[byte >> 4], digits[byte & 15]])
  }
}
