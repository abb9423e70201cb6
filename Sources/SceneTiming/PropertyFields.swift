import SceneModel

/// The animatable fields of `LayerProperties`, read and written by a switch: the schema's
/// slots (`LayerProperties[LayerProperty]`) spelled out for the per-frame path, which then
/// neither copies a schema row (its strings and closures retained and released) nor calls
/// through a slot's closures.
/// `PropertyFieldsTests` checks every property against the schema's subscript.
enum PropertyFields {
  static func value(_ property: LayerProperty, in p: LayerProperties) -> AnimatableValue {
    switch property {
    case .anchorPoint: .point(p.anchorPoint)
    case .backgroundColor: .color(p.backgroundColor)
    case .borderColor: .color(p.borderColor)
    case .borderWidth: .number(p.borderWidth)
    case .bounds: .rect(p.bounds)
    case .colors: .colors(p.colors)
    case .cornerRadius: .number(p.cornerRadius)
    case .endPoint: .point(p.endPoint)
    case .fillColor: .color(p.fillColor)
    case .focalOffset: .point(p.focalOffset)
    case .fontSize: .number(p.fontSize)
    case .foregroundColor: .color(p.foregroundColor)
    case .hidden: .bool(p.hidden)
    case .instanceDelay: .number(p.instanceDelay)
    case .instanceTransform: .transform(p.instanceTransform)
    case .lineDashPhase: .number(p.lineDashPhase)
    case .lineWidth: .number(p.lineWidth)
    case .locations: .numbers(p.resolvedLocations)
    case .miterLimit: .number(p.miterLimit)
    case .opacity: .number(p.opacity)
    case .path: .path(p.path)
    case .position: .point(p.position)
    case .shadowColor: .color(p.shadowColor)
    case .shadowOffset: .size(p.shadowOffset)
    case .shadowOpacity: .number(p.shadowOpacity)
    case .shadowRadius: .number(p.shadowRadius)
    case .skew: .number(p.skew)
    case .skewAxis: .number(p.skewAxis)
    case .startPoint: .point(p.startPoint)
    case .strokeColor: .color(p.strokeColor)
    case .strokeEnd: .number(p.strokeEnd)
    case .strokeStart: .number(p.strokeStart)
    case .timeRemap: .number(p.timeRemap)
    case .transform: .transform(p.transform)
    case .zPosition: .number(p.zPosition)
    }
  }

  /// Stores `value`; false (and nothing changed) when it is not of the property's type.
  @discardableResult
  static func set(_ value: AnimatableValue, _ property: LayerProperty, in p: inout LayerProperties) -> Bool {
    switch (property, value) {
    case (.anchorPoint, .point(let v)): p.anchorPoint = v
    case (.backgroundColor, .color(let v)): p.backgroundColor = v
    case (.borderColor, .color(let v)): p.borderColor = v
    case (.borderWidth, .number(let v)): p.borderWidth = v
    case (.bounds, .rect(let v)): p.bounds = v
    case (.colors, .colors(let v)): p.colors = v
    case (.cornerRadius, .number(let v)): p.cornerRadius = v
    case (.endPoint, .point(let v)): p.endPoint = v
    case (.fillColor, .color(let v)): p.fillColor = v
    case (.focalOffset, .point(let v)): p.focalOffset = v
    case (.fontSize, .number(let v)): p.fontSize = v
    case (.foregroundColor, .color(let v)): p.foregroundColor = v
    case (.hidden, .bool(let v)): p.hidden = v
    case (.instanceDelay, .number(let v)): p.instanceDelay = v
    case (.instanceTransform, .transform(let v)): p.instanceTransform = v
    case (.lineDashPhase, .number(let v)): p.lineDashPhase = v
    case (.lineWidth, .number(let v)): p.lineWidth = v
    case (.locations, .numbers(let v)): p.locations = v
    case (.miterLimit, .number(let v)): p.miterLimit = v
    case (.opacity, .number(let v)): p.opacity = v
    case (.path, .path(let v)): p.path = v
    case (.position, .point(let v)): p.position = v
    case (.shadowColor, .color(let v)): p.shadowColor = v
    case (.shadowOffset, .size(let v)): p.shadowOffset = v
    case (.shadowOpacity, .number(let v)): p.shadowOpacity = v
    case (.shadowRadius, .number(let v)): p.shadowRadius = v
    case (.skew, .number(let v)): p.skew = v
    case (.skewAxis, .number(let v)): p.skewAxis = v
    case (.startPoint, .point(let v)): p.startPoint = v
    case (.strokeColor, .color(let v)): p.strokeColor = v
    case (.strokeEnd, .number(let v)): p.strokeEnd = v
    case (.strokeStart, .number(let v)): p.strokeStart = v
    case (.timeRemap, .number(let v)): p.timeRemap = v
    case (.transform, .transform(let v)): p.transform = v
    case (.zPosition, .number(let v)): p.zPosition = v
    default: return false
    }
    return true
  }

  /// Whether the property's value is a number (the properties `number(_:in:)` reads).
  static func isNumber(_ property: LayerProperty) -> Bool {
    switch property {
    case .borderWidth, .cornerRadius, .fontSize, .instanceDelay, .lineDashPhase, .lineWidth, .miterLimit, .opacity, .shadowOpacity, .shadowRadius, .skew, .skewAxis, .strokeEnd, .strokeStart, .timeRemap, .zPosition:
      true
    default: false
    }
  }

  /// A number property's value, as `value` reads it without making an `AnimatableValue`
  /// (`NumberSlot`'s per-frame path); only for properties `isNumber` accepts.
  static func number(_ property: LayerProperty, in p: LayerProperties) -> Double {
    switch property {
    case .borderWidth: p.borderWidth
    case .cornerRadius: p.cornerRadius
    case .fontSize: p.fontSize
    case .instanceDelay: p.instanceDelay
    case .lineDashPhase: p.lineDashPhase
    case .lineWidth: p.lineWidth
    case .miterLimit: p.miterLimit
    case .opacity: p.opacity
    case .shadowOpacity: p.shadowOpacity
    case .shadowRadius: p.shadowRadius
    case .skew: p.skew
    case .skewAxis: p.skewAxis
    case .strokeEnd: p.strokeEnd
    case .strokeStart: p.strokeStart
    case .timeRemap: p.timeRemap
    case .zPosition: p.zPosition
    default: preconditionFailure("\(property) is not a number")
    }
  }

  /// Stores a number property's value, as `set` stores `.number`; only for properties
  /// `isNumber` accepts.
  static func setNumber(_ v: Double, _ property: LayerProperty, in p: inout LayerProperties) {
    switch property {
    case .borderWidth: p.borderWidth = v
    case .cornerRadius: p.cornerRadius = v
    case .fontSize: p.fontSize = v
    case .instanceDelay: p.instanceDelay = v
    case .lineDashPhase: p.lineDashPhase = v
    case .lineWidth: p.lineWidth = v
    case .miterLimit: p.miterLimit = v
    case .opacity: p.opacity = v
    case .shadowOpacity: p.shadowOpacity = v
    case .shadowRadius: p.shadowRadius = v
    case .skew: p.skew = v
    case .skewAxis: p.skewAxis = v
    case .strokeEnd: p.strokeEnd = v
    case .strokeStart: p.strokeStart = v
    case .timeRemap: p.timeRemap = v
    case .zPosition: p.zPosition = v
    default: preconditionFailure("\(property) is not a number")
    }
  }
}
