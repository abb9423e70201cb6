import SceneDiagnostics
import SceneModel
import SceneYAML

extension DefinitionKind {
  /// "a color", "a path", "a timing function" (for messages).
  var singularDescription: String {
    switch self {
    case .colors: "a color"
    case .paths: "a path"
    case .timingFunctions: "a timing function"
    }
  }

  /// "color", "path", "timing function".
  var noun: String {
    switch self {
    case .colors: "color"
    case .paths: "path"
    case .timingFunctions: "timing function"
    }
  }
}

extension DefinitionTable {
  /// The names defined under `kind`, sorted.
  func names(of kind: DefinitionKind) -> [String] {
    switch kind {
    case .colors: colors.keys.sorted()
    case .paths: paths.keys.sorted()
    case .timingFunctions: timingFunctions.keys.sorted()
    }
  }
}

extension ValueDecoder {
  /// Resolves `"$name"` among the definitions of `kind` (`table`) and counts the use.
  /// Emits `invalid-reference` inside `defs`, `wrong-reference-kind` when the name only
  /// exists as another kind, and `unknown-reference` otherwise.
  func reference<Value>(
    _ scalar: YAMLScalar, kind: DefinitionKind, in table: [String: Value]
  ) -> Value? {
    let name = String(scalar.value.dropFirst())
    guard allowsReferences else {
      error(
        "invalid-reference", "a definition may not reference another definition ('\(scalar.value)')",
        at: scalar.range, notes: [DiagnosticNote("write the value itself")])
      return nil
    }
    if let value = table[name] {
      definitions.countUse(of: name, kind: kind)
      return value
    }
    if let other = DefinitionKind.allCases.first(where: {
      $0 != kind && definitions.names(of: $0).contains(name)
    }) {
      error(
        "wrong-reference-kind",
        "'\(scalar.value)' is \(other.singularDescription), expected \(kind.singularDescription)",
        at: scalar.range)
      return nil
    }
    let (notes, fixIts) = suggestion(
      for: name, among: definitions.names(of: kind), at: scalar.range, shown: { "$" + $0 },
      replacementFor: { scalar.sourceText(replacingValueWith: "$" + $0) })
    error(
      "unknown-reference",
      "unknown reference '\(scalar.value)': no \(kind.noun) of that name in 'defs.\(kind.rawValue)'",
      at: scalar.range, notes: notes, fixIts: fixIts)
    return nil
  }
}
