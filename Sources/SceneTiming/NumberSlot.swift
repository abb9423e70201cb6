import SceneModel

/// A key path whose value is one number (`opacity`, `position.x`, `transform.rotation.z`,
/// `transform.scale`, …), read and written in place: the per-frame path of number
/// animations, which then makes no `AnimatableValue` and copies no whole transform or
/// point. Reads and writes exactly what `KeyPathAccess` does for a `.number` value
/// (`NumberSlotTests` checks every such key path against it).
enum NumberSlot: Sendable {
  /// A property whose value is a number.
  case field(LayerProperty)
  case rotationX, rotationY, rotationZ
  /// `transform.scale`: reads the average of the x and y scales, writes both.
  case scale
  case scaleX, scaleY, translationX, translationY
  case positionX, positionY
  case boundsX, boundsY, boundsWidth, boundsHeight
  case shadowOffsetWidth, shadowOffsetHeight
  /// A point property's x or y (anchorPoint, startPoint, endPoint, focalOffset).
  case pointX(LayerProperty), pointY(LayerProperty)

  /// The slot of a number key path; nil when its value is not a number.
  init?(_ keyPath: KeyPath) {
    guard let component = keyPath.component else {
      guard PropertyFields.isNumber(keyPath.property) else { return nil }
      self = .field(keyPath.property)
      return
    }
    switch (keyPath.property, component) {
    case (.transform, .rotationX): self = .rotationX
    case (.transform, .rotationY): self = .rotationY
    case (.transform, .rotationZ): self = .rotationZ
    case (.transform, .scale): self = .scale
    case (.transform, .scaleX): self = .scaleX
    case (.transform, .scaleY): self = .scaleY
    case (.transform, .translationX): self = .translationX
    case (.transform, .translationY): self = .translationY
    case (.position, .x): self = .positionX
    case (.position, .y): self = .positionY
    case (.bounds, .x): self = .boundsX
    case (.bounds, .y): self = .boundsY
    case (.bounds, .width): self = .boundsWidth
    case (.bounds, .height): self = .boundsHeight
    case (.shadowOffset, .width): self = .shadowOffsetWidth
    case (.shadowOffset, .height): self = .shadowOffsetHeight
    case (.anchorPoint, .x), (.startPoint, .x), (.endPoint, .x), (.focalOffset, .x):
      self = .pointX(keyPath.property)
    case (.anchorPoint, .y), (.startPoint, .y), (.endPoint, .y), (.focalOffset, .y):
      self = .pointY(keyPath.property)
    default: return nil
    }
  }

  func read(_ p: LayerProperties) -> Double {
    switch self {
    case .field(let property): PropertyFields.number(property, in: p)
    case .rotationX: p.transform.rotationX
    case .rotationY: p.transform.rotationY
    case .rotationZ: p.transform.rotation
    case .scale: (p.transform.scaleX + p.transform.scaleY) / 2
    case .scaleX: p.transform.scaleX
    case .scaleY: p.transform.scaleY
    case .translationX: p.transform.translation.x
    case .translationY: p.transform.translation.y
    case .positionX: p.position.x
    case .positionY: p.position.y
    case .boundsX: p.bounds.origin.x
    case .boundsY: p.bounds.origin.y
    case .boundsWidth: p.bounds.size.width
    case .boundsHeight: p.bounds.size.height
    case .shadowOffsetWidth: p.shadowOffset.width
    case .shadowOffsetHeight: p.shadowOffset.height
    case .pointX(let property): Self.point(property, p).x
    case .pointY(let property): Self.point(property, p).y
    }
  }

  func write(_ v: Double, into p: inout LayerProperties) {
    switch self {
    case .field(let property): PropertyFields.setNumber(v, property, in: &p)
    case .rotationX: p.transform.rotationX = v
    case .rotationY: p.transform.rotationY = v
    case .rotationZ: p.transform.rotation = v
    case .scale:
      p.transform.scaleX = v
      p.transform.scaleY = v
    case .scaleX: p.transform.scaleX = v
    case .scaleY: p.transform.scaleY = v
    case .translationX: p.transform.translation.x = v
    case .translationY: p.transform.translation.y = v
    case .positionX: p.position.x = v
    case .positionY: p.position.y = v
    case .boundsX: p.bounds.origin.x = v
    case .boundsY: p.bounds.origin.y = v
    case .boundsWidth: p.bounds.size.width = v
    case .boundsHeight: p.bounds.size.height = v
    case .shadowOffsetWidth: p.shadowOffset.width = v
    case .shadowOffsetHeight: p.shadowOffset.height = v
    case .pointX(let property): Self.setPoint(property, &p) { $0.x = v }
    case .pointY(let property): Self.setPoint(property, &p) { $0.y = v }
    }
  }

  private static func point(_ property: LayerProperty, _ p: LayerProperties) -> Point {
    switch property {
    case .anchorPoint: p.anchorPoint
    case .startPoint: p.startPoint
    case .endPoint: p.endPoint
    default: p.focalOffset
    }
  }

  private static func setPoint(_ property: LayerProperty, _ p: inout LayerProperties, _ change: (inout Point) -> Void) {
    switch property {
    case .anchorPoint: change(&p.anchorPoint)
    case .startPoint: change(&p.startPoint)
    case .endPoint: change(&p.endPoint)
    default: change(&p.focalOffset)
    }
  }
}
