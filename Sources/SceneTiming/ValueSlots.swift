import SceneModel

/// A key path whose value is one optional color (`fillColor`, `backgroundColor`, …), read
/// and written in place: the per-frame path of color animations (`AnimationStep`), which
/// then makes no `AnimatableValue`. Writes exactly what `KeyPathAccess` writes for a
/// `.color` value (`AnimationStepTests` checks every color key path against it).
enum ColorSlot: Sendable {
  case backgroundColor, borderColor, fillColor, strokeColor, shadowColor, foregroundColor

  /// The slot of a color key path (a color property without a component); nil otherwise.
  init?(_ keyPath: KeyPath) {
    guard keyPath.component == nil else { return nil }
    switch keyPath.property {
    case .backgroundColor: self = .backgroundColor
    case .borderColor: self = .borderColor
    case .fillColor: self = .fillColor
    case .strokeColor: self = .strokeColor
    case .shadowColor: self = .shadowColor
    case .foregroundColor: self = .foregroundColor
    default: return nil
    }
  }

  func read(_ p: LayerProperties) -> Color? {
    switch self {
    case .backgroundColor: p.backgroundColor
    case .borderColor: p.borderColor
    case .fillColor: p.fillColor
    case .strokeColor: p.strokeColor
    case .shadowColor: p.shadowColor
    case .foregroundColor: p.foregroundColor
    }
  }

  func write(_ v: Color?, into p: inout LayerProperties) {
    switch self {
    case .backgroundColor: p.backgroundColor = v
    case .borderColor: p.borderColor = v
    case .fillColor: p.fillColor = v
    case .strokeColor: p.strokeColor = v
    case .shadowColor: p.shadowColor = v
    case .foregroundColor: p.foregroundColor = v
    }
  }
}

/// A key path whose value is one point (`position`, `anchorPoint`, `startPoint`,
/// `endPoint`, `focalOffset`, `transform.translation`), read and written in place, as
/// `KeyPathAccess` does for a `.point` value (`AnimationStepTests` checks each).
enum PointSlot: Sendable {
  case position, anchorPoint, startPoint, endPoint, focalOffset, translation

  /// The slot of a point key path; nil otherwise.
  init?(_ keyPath: KeyPath) {
    switch (keyPath.property, keyPath.component) {
    case (.position, nil): self = .position
    case (.anchorPoint, nil): self = .anchorPoint
    case (.startPoint, nil): self = .startPoint
    case (.endPoint, nil): self = .endPoint
    case (.focalOffset, nil): self = .focalOffset
    case (.transform, .translation): self = .translation
    default: return nil
    }
  }

  func read(_ p: LayerProperties) -> Point {
    switch self {
    case .position: p.position
    case .anchorPoint: p.anchorPoint
    case .startPoint: p.startPoint
    case .endPoint: p.endPoint
    case .focalOffset: p.focalOffset
    case .translation: p.transform.translation
    }
  }

  func write(_ v: Point, into p: inout LayerProperties) {
    switch self {
    case .position: p.position = v
    case .anchorPoint: p.anchorPoint = v
    case .startPoint: p.startPoint = v
    case .endPoint: p.endPoint = v
    case .focalOffset: p.focalOffset = v
    case .translation: p.transform.translation = v
    }
  }
}
