/// How a layer is composited onto what is drawn beneath it (an extension,
/// docs/scene-format.md "blendMode"). The cases are the separable and non-separable blend
/// modes of W3C Compositing and Blending Level 1, which SVG renderers draw as
/// `mix-blend-mode`; Core Animation spells them as a `compositingFilter` (a Core Image
/// filter name, `CIFilter.compositingFilterName`).
public enum BlendMode: String, Hashable, Sendable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, hardLight
  case softLight, difference, exclusion, hue, saturation, color, luminosity

  /// The CSS `mix-blend-mode` keyword.
  public var cssName: String {
    switch self {
    case .colorDodge: "color-dodge"
    case .colorBurn: "color-burn"
    case .hardLight: "hard-light"
    case .softLight: "soft-light"
    default: rawValue
    }
  }

  /// Core Animation's `compositingFilter` for the mode; nil for normal (no filter).
  public var compositingFilterName: String? {
    self == .normal ? nil : rawValue + "BlendMode"
  }
}
