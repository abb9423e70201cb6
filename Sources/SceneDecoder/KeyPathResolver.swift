import SceneDiagnostics
import SceneModel
import SceneYAML

/// Resolves key paths written in animations and sets, checks them against the layer's
/// type, and decodes values of the key path's type.
struct KeyPathResolver {
  let context: DecodeContext
  /// nil when the layer's type is unknown.
  let layerKind: LayerKind?

  static let spellings: [String] = KeyPath.all.keys.sorted()

  /// Resolves a `keyPath:` value.
  func resolve(_ node: YAMLNode) -> KeyPath? {
    guard
      let text = context.withTypeNote(
        "'keyPath' takes a key path such as 'opacity'",
        {
          context.values.string(node)
        })
    else { return nil }
    return resolve(text, at: node.range, inSet: false)
  }

  /// Resolves a key path written at `range` (a value, or a key of a set's `values`).
  /// Returns the key path even when the layer type lacks it, so values still get checked.
  func resolve(_ text: String, at range: SourceRange, inSet: Bool) -> KeyPath? {
    guard let keyPath = KeyPath(parsing: text) else {
      if KeyTables.nonAnimatableLayerKeys.contains(text) {
        if inSet {
          context.error(
            "set-non-animatable", "'\(text)' is not animatable, so a set cannot change it", at: range,
            notes: [DiagnosticNote("give '\(text)' its value on the layer itself")])
        } else {
          context.error(
            "unknown-key-path", "'\(text)' is not animatable", at: range,
            notes: [DiagnosticNote("give '\(text)' its value on the layer itself")])
        }
        return nil
      }
      let (notes, fixIts) = Suggestions.didYouMean(text, among: Self.spellings, at: range)
      context.error("unknown-key-path", "unknown key path '\(text)'", at: range, notes: notes, fixIts: fixIts)
      return nil
    }
    if let layerKind, let owner = keyPath.property.onlyOn, owner != layerKind {
      let here = layerKind == .layer ? "plain layers" : "\(layerKind.rawValue) layers"
      context.error(
        "key-path-not-on-layer-type",
        "key path '\(text)' is a property of \(owner.rawValue) layers, not of \(here)", at: range)
    }
    return keyPath
  }

  /// What a key path's values are called in messages.
  func valueDescription(_ keyPath: KeyPath) -> String {
    if isAngle(keyPath) { return "an angle" }
    if keyPath.component == nil, keyPath.property.row.unit == .seconds { return "a time" }
    return keyPath.valueType.description
  }

  /// A value for `keyPath`: a whole property's value is decoded by its schema row, as the
  /// layer's own value is (without the layer's range: animations may overshoot it);
  /// rotations take angles, other components numbers or points. Type mismatches say what
  /// the key path takes.
  func value(_ node: YAMLNode, for keyPath: KeyPath) -> AnimatableValue? {
    context.withTypeNote("'\(keyPath)' takes \(valueDescription(keyPath))") {
      guard keyPath.component != nil else {
        let decoded = PropertyValueDecoder(context: context)
          .decode(node, keyPath.property.row, checkingRange: false)
        guard case .value(let value)? = decoded else { return nil }
        return value
      }
      if isAngle(keyPath) { return context.values.angle(node).map { .number($0) } }
      return context.values.value(node, of: keyPath.valueType)
    }
  }

  private func isAngle(_ keyPath: KeyPath) -> Bool {
    guard keyPath.property == .transform, let component = keyPath.component else { return false }
    return [.rotationX, .rotationY, .rotationZ].contains(component)
  }
}
