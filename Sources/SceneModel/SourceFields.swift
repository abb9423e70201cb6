/// The typed keys of the model's provenance tables: where a scene file set each field of
/// the scene, a layer and an animation. Later stages look locations up by these, never by
/// YAML spellings (the raw values are the scene-file keys, for the decoder and messages).

/// A key of the `scene` mapping.
public enum SceneField: String, Hashable, Sendable, CaseIterable {
  case name, size, fps, duration, background
}

/// A layer property that animations cannot change (Core Animation's non-animatable
/// properties); the animatable ones are `LayerProperty`. Each is a row of the layer
/// property schema.
public enum LayerSetting: String, Hashable, Sendable, CaseIterable {
  case masksToBounds, fillRule, lineCap, lineJoin, lineDashPattern, string, fontFamily, fontWeight
  case alignmentMode, gradientType, instanceCount, instanceColor, instanceRedOffset
  case instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset, contents
  case blendMode, shouldRasterize

  /// The case's position in `allCases` (a payload-free enum is stored as its case index).
  var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

  // By case, not by raw value (see `LayerField`).
  public static func == (a: LayerSetting, b: LayerSetting) -> Bool { a.ordinal == b.ordinal }
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}

/// A key of a layer mapping: a structural key or a property of the schema. `maskMode`
/// belongs to the `mask` relation (an extension), not to the schema's property rows.
public enum LayerField: Hashable, Sendable {
  case id, type, mask, maskMode, sublayers, animations
  case property(LayerProperty)
  case setting(LayerSetting)

  /// The field a layer mapping's key names; nil for keys no layer has.
  public init?(key: String) {
    switch key {
    case "id": self = .id
    case "type": self = .type
    case "mask": self = .mask
    case "maskMode": self = .maskMode
    case "sublayers": self = .sublayers
    case "animations": self = .animations
    default:
      if let property = LayerProperty(rawValue: key) {
        self = .property(property)
      } else if let setting = LayerSetting(rawValue: key) {
        self = .setting(setting)
      } else {
        return nil
      }
    }
  }

  /// One number per field: the structural keys, then `LayerProperty`'s cases, then
  /// `LayerSetting`'s, each in case order.
  var ordinal: Int {
    switch self {
    case .id: 0
    case .type: 1
    case .mask: 2
    case .maskMode: 3
    case .sublayers: 4
    case .animations: 5
    case .property(let property): 6 + property.ordinal
    case .setting(let setting): 6 + Self.propertyCount + setting.ordinal
    }
  }

  private static let propertyCount = LayerProperty.allCases.count

  // By case, not by the payload's raw value: the decoder records every entry of every
  // layer in `Layer.propertySources`, and hashing the key's String cost most of each insert.
  public static func == (a: LayerField, b: LayerField) -> Bool { a.ordinal == b.ordinal }
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

  /// The scene-file key.
  public var key: String {
    switch self {
    case .id: "id"
    case .type: "type"
    case .mask: "mask"
    case .maskMode: "maskMode"
    case .sublayers: "sublayers"
    case .animations: "animations"
    case .property(let property): property.rawValue
    case .setting(let setting): setting.rawValue
    }
  }
}

/// A key of an animation mapping (of any animation type).
public enum AnimationField: String, Hashable, Sendable, CaseIterable {
  // Every animation.
  case type, id, beginTime, after, delay, duration, timingFunction, repeatCount, repeatDuration
  case autoreverses, speed, timeOffset, fillMode, removedOnCompletion, additive, cumulative
  // Basic, spring and keyframe.
  case keyPath, fromValue, toValue, byValue, values, path, keyTimes, timingFunctions
  case calculationMode, tensionValues, continuityValues, biasValues, rotationMode
  case mass, stiffness, damping, initialVelocity, allowsOverdamping, dampingRatio
  // Groups and sequences.
  case animations

  /// The case's position in `allCases` (a payload-free enum is stored as its case index).
  var ordinal: UInt8 { unsafeBitCast(self, to: UInt8.self) }

  // By case, not by raw value: the decoder records every entry of every animation in
  // `Animation.fieldSources`, and hashing the key's String cost most of each insert.
  public static func == (a: AnimationField, b: AnimationField) -> Bool { a.ordinal == b.ordinal }
  public func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }
}
