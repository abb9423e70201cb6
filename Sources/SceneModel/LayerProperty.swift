/// The layer types of a scene (CALayer and its subclasses).
public enum LayerKind: String, Hashable, Sendable, CaseIterable {
  case layer, shape, text, gradient, replicator
  /// An image drawn to fill its bounds (a scene-format extension; CALayer.contents).
  case image
}

/// Every animatable layer property, by its Core Animation name. The raw value is the
/// scene-file and timeline spelling. Case order is the alphabetical order of raw values,
/// which is the order of tracks within a layer.
public enum LayerProperty: String, Hashable, Sendable, CaseIterable, Comparable {
  case anchorPoint, backgroundColor, borderColor, borderWidth, bounds, colors, cornerRadius
  case endPoint, fillColor, focalOffset, fontSize, foregroundColor, hidden, instanceDelay, instanceTransform
  case lineDashPhase, lineWidth, locations, miterLimit, opacity, path, position, shadowColor
  case shadowOffset, shadowOpacity, shadowRadius, skew, skewAxis, startPoint, strokeColor, strokeEnd
  case strokeStart, timeRemap, transform, zPosition

  public static func < (a: LayerProperty, b: LayerProperty) -> Bool { a.rawValue < b.rawValue }

  /// The row of the layer property schema that describes this property.
  public var row: LayerPropertyRow { LayerPropertySchema.row(self) }

  public var valueType: ValueType { row.slot.animatableType! }

  /// The layer kinds that have this property (nil: every kind).
  public var onlyOn: LayerKind? { row.owner }

  /// The case's position in `allCases`: a payload-free enum is stored as its case index,
  /// read here so the per-frame accessors index an array instead of hashing.
  var ordinal: Int { Int(unsafeBitCast(self, to: UInt8.self)) }

  public func exists(on kind: LayerKind) -> Bool { onlyOn == nil || onlyOn == kind }
}

/// A sub-component of a property addressed by a dotted key path.
public enum KeyPathComponent: String, Hashable, Sendable, CaseIterable {
  case x, y, width, height
  case rotationX = "rotation.x"
  case rotationY = "rotation.y"
  case rotationZ = "rotation.z"
  case scale = "scale"
  case scaleX = "scale.x"
  case scaleY = "scale.y"
  case translation = "translation"
  case translationX = "translation.x"
  case translationY = "translation.y"
}

/// An animation key path: a property, optionally narrowed to a component
/// (`position.x`, `bounds.size.width`, `transform.rotation.z`, …).
public struct KeyPath: Hashable, Sendable, CustomStringConvertible {
  public var property: LayerProperty
  public var component: KeyPathComponent?

  public init(_ property: LayerProperty, _ component: KeyPathComponent? = nil) {
    self.property = property
    self.component = component
  }

  /// Every spelling the scene format accepts, mapped to its key path.
  public static let all: [String: KeyPath] = {
    var table: [String: KeyPath] = [:]
    // Room for every entry at once: grown insert by insert, the table was rehashed six times.
    table.reserveCapacity(LayerProperty.allCases.count + 14)
    for property in LayerProperty.allCases { table[property.rawValue] = KeyPath(property) }
    table["position.x"] = KeyPath(.position, .x)
    table["position.y"] = KeyPath(.position, .y)
    table["bounds.size.width"] = KeyPath(.bounds, .width)
    table["bounds.size.height"] = KeyPath(.bounds, .height)
    for component: KeyPathComponent in [
      .rotationX, .rotationY, .rotationZ, .scale, .scaleX, .scaleY, .translation, .translationX,
      .translationY,
    ] {
      table["transform." + component.rawValue] = KeyPath(.transform, component)
    }
    table["transform.rotation"] = KeyPath(.transform, .rotationZ)
    return table
  }()

  public init?(parsing string: String) {
    guard let keyPath = Self.all[string] else { return nil }
    self = keyPath
  }


  public var description: String {
    guard let component else { return property.rawValue }
    switch property {
    case .bounds: return "bounds.size." + component.rawValue
    default: return property.rawValue + "." + component.rawValue
    }
  }

  /// The type of the values an animation of this key path takes.
  public var valueType: ValueType {
    switch component {
    case nil: property.valueType
    case .translation: .point
    default: .number
    }
  }
}

extension LayerProperty {
  /// The property a key path spelling is about: a key path's property (`position.x` →
  /// position), else the property its first component names (`transform.foo` → transform);
  /// nil when it names none. Used to select timeline tracks.
  public init?(keyPathSpelling spelling: String) {
    if let parsed = KeyPath(parsing: spelling) {
      self = parsed.property
      return
    }
    let head = spelling.split(separator: ".").first.map(String.init) ?? spelling
    self.init(rawValue: head)
  }
}
