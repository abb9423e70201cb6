import SceneDiagnostics
import SceneModel
import SceneYAML

extension ValueDecoder {
  /// Other spellings people reach for (CSS, UIKit), only used for "did you mean".
  private static let timingFunctionAliases: [String: String] = [
    "ease": "default", "easeinout": "easeInEaseOut", "ease-in-out": "easeInEaseOut",
    "curveeaseinout": "easeInEaseOut", "curveeasein": "easeIn", "curveeaseout": "easeOut",
    "curvelinear": "linear",
  ]

  /// A name (linear, easeIn, easeOut, easeInEaseOut, default), `[x1, y1, x2, y2]` with
  /// x1, x2 in 0…1, or "$name".
  func timingFunction(_ node: YAMLNode) -> TimingFunction? {
    let expected = "a timing function"
    switch node {
    case .mapping:
      typeMismatch(expected: expected, found: node)
      return nil
    case .sequence(let sequence):
      guard
        let v = fixedNumbers(node, count: 4, expected: expected, shape: "[x1, y1, x2, y2]")
      else { return nil }
      var valid = true
      for (index, name) in [(0, "x1"), (2, "x2")] where !(0...1).contains(v[index]) {
        error(
          "value-out-of-range",
          "timing function \(name) must be within 0…1, found \(formatNumber(v[index]))",
          at: sequence.items[index].range)
        valid = false
      }
      return valid ? TimingFunction(v[0], v[1], v[2], v[3]) : nil
    case .scalar(let scalar):
      guard !scalar.isNull, !(scalar.isPlainUntyped && describe(node) != "a string") else {
        typeMismatch(expected: expected, found: node)
        return nil
      }
      if scalar.value.hasPrefix("$") {
        return reference(scalar, kind: .timingFunctions, in: definitions.timingFunctions)
      }
      if let named = TimingFunction.named.first(where: { $0.name == scalar.value }) {
        return named.function
      }
      let names = TimingFunction.named.map(\.name)
      let alias = Self.timingFunctionAliases[scalar.value.lowercased()]
      var (notes, fixIts) = Suggestions.didYouMean(
        scalar.value, among: names.sorted(), aliases: alias.map { [scalar.value: $0] } ?? [:],
        at: scalar.range, replacement: { scalar.sourceText(replacingValueWith: $0) })
      notes.append(
        DiagnosticNote(
          "timing functions: \(names.map { "'\($0)'" }.joined(separator: ", ")), "
            + "[x1, y1, x2, y2] or '$name'"))
      error(
        "unknown-timing-function", "unknown timing function '\(scalar.value)'", at: scalar.range,
        notes: notes, fixIts: fixIts)
      return nil
    }
  }
}
