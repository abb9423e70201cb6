import SceneModel

/// How colors are written in the current part of the tree.
enum PaintMode: Equatable {
  /// Colors as they are, with the red, green and blue components multiplied by a
  /// replicator instance color (1, 1, 1 outside replicators).
  case normal(red: Double, green: Double, blue: Double)
  /// Inside an SVG 1.1 luminance mask: every color becomes white with its own alpha, so the
  /// mask's luminance × alpha equals the mask layer's alpha, as Core Animation masks by alpha.
  case white
  /// Inside an inverted alpha mask drawn over white: every color black with its own alpha,
  /// so the mask's luminance is one minus the mask layer's alpha.
  case black

  static let plain = PaintMode.normal(red: 1, green: 1, blue: 1)

  /// The mode inside a replicator instance with color `color` (components clamped to 0…1).
  func multiplied(by color: Color) -> PaintMode {
    let c = color.clamped()
    switch self {
    case .white: return .white
    case .black: return .black
    case .normal(let r, let g, let b): return .normal(red: r * c.red, green: g * c.green, blue: b * c.blue)
    }
  }

  /// `#rrggbb` and alpha (clamped to 0…1) of a color as drawn in this mode.
  func paint(_ color: Color) -> (hex: String, alpha: Double) {
    let c = color.clamped()
    switch self {
    case .white:
      return ("#ffffff", c.alpha)
    case .black:
      return ("#000000", c.alpha)
    case .normal(let r, let g, let b):
      let tinted = Color(red: c.red * r, green: c.green * g, blue: c.blue * b, alpha: c.alpha)
      return (tinted.hexRGB, c.alpha)
    }
  }
}
