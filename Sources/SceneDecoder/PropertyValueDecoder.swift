import SceneDiagnostics
import SceneModel
import SceneYAML

/// Decodes the value of a layer property by its schema row: the one decode path for a
/// value set on a layer and the same property's value in an animation or a set.
struct PropertyValueDecoder {
  let context: DecodeContext

  /// A decoded value: an animatable one, or one of a setting animations cannot change.
  enum Decoded {
    case value(AnimatableValue)
    case integer(Int)
    case string(String)
    case color(Color)
  }

  /// The value of `row` written at `node`. `checkingRange` applies the row's range: a layer's
  /// own value must be in it; an animation's may leave it (Core Animation clamps where it
  /// draws, as the render tree does).
  func decode(_ node: YAMLNode, _ row: LayerPropertyRow, checkingRange: Bool) -> Decoded? {
    let values = context.values
    let range = checkingRange ? row.range : .any
    switch row.slot {
    case .number:
      return number(node, row, range: range).map { .value(.number($0)) }
    case .point: return values.point(node).map { .value(.point($0)) }
    case .size: return values.size(node).map { .value(.size($0)) }
    case .rect: return values.rect(node).map { .value(.rect($0)) }
    case .transform: return values.transform(node).map { .value(.transform($0)) }
    case .bool: return values.bool(node).map { .value(.bool($0)) }
    case .path: return values.optionalPath(node).map { .value(.path($0)) }
    case .color: return values.optionalColor(node).map { .value(.color($0)) }
    case .opaqueColor: return values.color(node).map { .color($0) }
    case .colors: return values.colors(node).map { .value(.colors($0)) }
    case .numbers, .stops:
      guard let numbers = values.numbers(node) else { return nil }
      var valid = true
      for (index, value) in numbers.enumerated() where !Self.contains(range, value) {
        valid = false
        context.error(
          "value-out-of-range", row.entryOutOfRange ?? "entries of '\(row.key)' are out of range",
          at: node.sequence?.items[index].range ?? node.range)
      }
      return valid ? .value(.numbers(numbers)) : nil
    case .integer:
      if row.unit == .fontWeight { return FontWeight.decode(node, context: context).map { .integer($0) } }
      guard let value = values.integer(node) else { return nil }
      guard Self.contains(range, Double(value)) else {
        context.error(
          "value-out-of-range", "'\(row.key)' must not be negative, found \(value)", at: node.range)
        return nil
      }
      return .integer(value)
    case .string: return values.string(node).map { .string($0) }
    case .image: return context.imageContents(node).map { .string($0) }
    case .choice(let names, _, _):
      return context.enumValue(node, names: names, what: row.key).map { .string($0) }
    }
  }

  /// Decodes `node` and stores it in `properties`; nothing is stored on a problem.
  func read(_ node: YAMLNode, _ row: LayerPropertyRow, into properties: inout LayerProperties) {
    switch (row.slot, decode(node, row, checkingRange: true)) {
    case (_, nil): break
    case (_, .value(let value)?): row.set(value, in: &properties)
    case (.integer(let path), .integer(let value)?): properties[field: path] = value
    case (.string(let path), .string(let value)?): properties[field: path] = value
    case (.image(let path), .string(let value)?): properties[field: path] = value
    case (.choice(_, _, let set), .string(let name)?): set(&properties, name)
    case (.opaqueColor(let path), .color(let value)?): properties[field: path] = value
    default: preconditionFailure("\(row.key): decoded value does not fit its slot")
    }
  }

  private func number(_ node: YAMLNode, _ row: LayerPropertyRow, range: ValueRange) -> Double? {
    let values = context.values
    // A number whose default is "none" (not finite: `timeRemap`) may be written so.
    if case .number(let path) = row.slot, !LayerProperties.defaults[field: path].isFinite,
      node.scalar?.value == "none"
    {
      return LayerProperties.defaults[field: path]
    }
    switch (row.unit, range) {
    case (.seconds, .any): return values.time(node)
    case (.seconds, .nonNegative): return context.nonNegativeTime(node, what: row.key)
    case (_, .any): return values.number(node)
    case (_, .nonNegative): return values.nonNegativeNumber(node, what: row.key)
    case (_, .unit): return context.number(node, in: 0...1, what: row.key)
    }
  }

  private static func contains(_ range: ValueRange, _ value: Double) -> Bool {
    switch range {
    case .any: true
    case .nonNegative: value >= 0
    case .unit: (0...1).contains(value)
    }
  }
}
