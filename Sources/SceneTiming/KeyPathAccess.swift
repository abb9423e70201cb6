import SceneModel

/// Reads and writes the value a key path addresses in a set of layer properties. Component
/// key paths replace their component only (docs/timing.md, "Transforms"); `transform.scale` reads the average
/// of the x and y scales and writes both (docs/timing.md, "Stacking animations").
enum KeyPathAccess {
  static func read(_ keyPath: KeyPath, from properties: LayerProperties) -> AnimatableValue {
    let whole = PropertyFields.value(keyPath.property, in: properties)
    guard let component = keyPath.component else { return whole }
    switch (whole, component) {
    case (.transform(let t), _):
      switch component {
      case .rotationX: return .number(t.rotationX)
      case .rotationY: return .number(t.rotationY)
      case .rotationZ: return .number(t.rotation)
      case .scale: return .number((t.scaleX + t.scaleY) / 2)
      case .scaleX: return .number(t.scaleX)
      case .scaleY: return .number(t.scaleY)
      case .translation: return .point(t.translation)
      case .translationX: return .number(t.translation.x)
      case .translationY: return .number(t.translation.y)
      case .x, .y, .width, .height: return whole
      }
    case (.point(let p), .x): return .number(p.x)
    case (.point(let p), .y): return .number(p.y)
    case (.size(let s), .width): return .number(s.width)
    case (.size(let s), .height): return .number(s.height)
    case (.rect(let r), .x): return .number(r.x)
    case (.rect(let r), .y): return .number(r.y)
    case (.rect(let r), .width): return .number(r.width)
    case (.rect(let r), .height): return .number(r.height)
    default: return whole
    }
  }

  /// Writes `value` at `keyPath`; a value of the wrong type is ignored (the decoder checks
  /// types, so this only guards against inconsistent input).
  static func write(
    _ value: AnimatableValue, at keyPath: KeyPath, into properties: inout LayerProperties
  ) {
    guard let component = keyPath.component else {
      // A value that does not fit the property's type is not stored.
      PropertyFields.set(value, keyPath.property, in: &properties)
      return
    }
    let whole = PropertyFields.value(keyPath.property, in: properties)
    let updated: AnimatableValue?
    switch (whole, component, value) {
    case (.transform(var t), _, _):
      switch (component, value) {
      case (.rotationX, .number(let v)): t.rotationX = v
      case (.rotationY, .number(let v)): t.rotationY = v
      case (.rotationZ, .number(let v)): t.rotation = v
      case (.scale, .number(let v)):
        t.scaleX = v
        t.scaleY = v
      case (.scaleX, .number(let v)): t.scaleX = v
      case (.scaleY, .number(let v)): t.scaleY = v
      case (.translation, .point(let p)): t.translation = p
      case (.translation, .size(let s)): t.translation = Point(s.width, s.height)
      case (.translationX, .number(let v)): t.translation.x = v
      case (.translationY, .number(let v)): t.translation.y = v
      default: return
      }
      updated = .transform(t)
    case (.point(var p), .x, .number(let v)):
      p.x = v
      updated = .point(p)
    case (.point(var p), .y, .number(let v)):
      p.y = v
      updated = .point(p)
    case (.size(var s), .width, .number(let v)):
      s.width = v
      updated = .size(s)
    case (.size(var s), .height, .number(let v)):
      s.height = v
      updated = .size(s)
    case (.rect(var r), .x, .number(let v)):
      r.origin.x = v
      updated = .rect(r)
    case (.rect(var r), .y, .number(let v)):
      r.origin.y = v
      updated = .rect(r)
    case (.rect(var r), .width, .number(let v)):
      r.size.width = v
      updated = .rect(r)
    case (.rect(var r), .height, .number(let v)):
      r.size.height = v
      updated = .rect(r)
    default:
      updated = nil
    }
    if let updated { PropertyFields.set(updated, keyPath.property, in: &properties) }
  }
}
