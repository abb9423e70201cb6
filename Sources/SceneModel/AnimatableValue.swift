/// A property value as the timeline carries it. Which case a property uses is fixed by
/// `LayerProperty.valueType` (and `KeyPath.valueType` for sub-paths).
public enum AnimatableValue: Hashable, Sendable {
  case number(Double)
  case point(Point)
  case size(Size)
  case rect(Rect)
  /// nil is "no color" (a nil CGColor: nothing is drawn).
  case color(Color?)
  case colors([Color])
  case numbers([Double])
  case bool(Bool)
  /// nil is "no path".
  case path(BezierPath?)
  case transform(Transform)

  public var number: Double? {
    if case .number(let v) = self { return v }
    return nil
  }

  public var point: Point? {
    if case .point(let v) = self { return v }
    return nil
  }
}

/// The value types a key path can have.
public enum ValueType: String, Hashable, Sendable {
  case number, point, size, rect, color, colors, numbers, bool, path, transform

  /// How the type is described in messages and docs.
  public var description: String {
    switch self {
    case .number: "a number"
    case .point: "a point [x, y]"
    case .size: "a size [w, h]"
    case .rect: "a rect [x, y, w, h]"
    case .color: "a color"
    case .colors: "a list of colors"
    case .numbers: "a list of numbers"
    case .bool: "a boolean"
    case .path: "a path"
    case .transform: "a transform"
    }
  }
}
