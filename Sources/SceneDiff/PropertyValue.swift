public import SceneModel
import SceneTiming

/// A layer property as the diff and the snapshots compare it: an animatable value, or a
/// value only the file sets (a string, a font, an enum such as `lineCap`).
public enum PropertyValue: Hashable, Sendable {
  case value(AnimatableValue)
  case text(String)

  /// The value as JSON, in the timeline's spelling (`[x, y]` points, `"#rrggbbaa"` colors,
  /// SVG path data, `[a, b, c, d, tx, ty]` transforms), strings for text.
  public var json: String {
    switch self {
    case .value(let value): TimelineJSON.value(value)
    case .text(let text): JSONText.string(text)
    }
  }
}
