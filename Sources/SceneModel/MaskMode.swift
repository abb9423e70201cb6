/// How a layer's `mask` masks it. Core Animation masks by the mask's alpha only; the other
/// modes are a scene-format extension for track mattes as After Effects has them
/// (docs/scene-format.md, "maskMode").
public enum MaskMode: String, Hashable, Sendable, CaseIterable {
  /// The mask's alpha (Core Animation's rule, the default).
  case alpha
  /// One minus the mask's alpha: visible where the mask draws nothing.
  case alphaInverted
  /// The mask's luminance times its alpha.
  case luminance
  /// One minus the mask's luminance times its alpha.
  case luminanceInverted
}
