import SceneGeometry

/// Numbers as the SVG frames write them (see `FixedDecimal`, which writes them into the
/// frame's buffer): rounded to at most `precision` decimals as printf's %.*f rounds the
/// exact binary value, trailing zeros and a trailing point removed, never an exponent,
/// never `-0`; a value that is not finite prints as 0.
public enum SVGNumber {
  public static func format(_ value: Double, precision: Int = 3) -> String {
    FixedDecimal.string(value, digits: precision)
  }

  /// printf's %.*f, trimmed (the reference the fast path is tested against).
  static func printfFormat(_ value: Double, digits: Int) -> String {
    var text = ""
    FixedDecimal.printf(value, digits: digits) { text = String(decoding: $0, as: UTF8.self) }
    return text
  }
}
