import SceneDiagnostics
import SceneModel
import SceneYAML

/// Diagnostic helpers shared by the value decoders. Every diagnostic goes to `sink` (so it
/// carries the sink's file) and points at the node it is about.
extension ValueDecoder {
  func error(
    _ id: String, _ message: String, at range: SourceRange, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    sink.error(id, message, at: range, notes: notes, fixIts: fixIts)
  }

  /// `type-mismatch`: "expected a number, found a string".
  func typeMismatch(expected: String, found node: YAMLNode, notes: [DiagnosticNote] = []) {
    error(
      "type-mismatch", "expected \(expected), found \(describe(node))", at: node.range,
      notes: notes)
  }

  /// The scalar of `node`, or nil after a `type-mismatch` for a mapping or sequence.
  func expectScalar(_ node: YAMLNode, expected: String) -> YAMLScalar? {
    if case .scalar(let scalar) = node { return scalar }
    typeMismatch(expected: expected, found: node)
    return nil
  }

  /// The sequence of `node`, or nil after a `type-mismatch`.
  func expectSequence(_ node: YAMLNode, expected: String) -> YAMLSequence? {
    if case .sequence(let sequence) = node { return sequence }
    typeMismatch(expected: expected, found: node)
    return nil
  }

  /// How a node reads in "found …": a mapping, a sequence, null, a boolean, a number or
  /// a string (anything quoted is a string).
  func describe(_ node: YAMLNode) -> String {
    guard case .scalar(let scalar) = node else { return node.kindDescription }
    if scalar.isNull { return "null" }
    guard scalar.isPlainUntyped else { return "a string" }
    if YAMLBool.value(of: scalar.value) != nil { return "a boolean" }
    if JSONNumber.matches(scalar.value) || NonFiniteNumber.matches(scalar.value) {
      return "a number"
    }
    return "a string"
  }

  /// A "did you mean" note and fix-it when `name` is close to one of `candidates`.
  /// `shown` spells the suggestion in messages; `replacementFor` turns it into the source
  /// text that replaces `range`.
  func suggestion(
    for name: String, among candidates: [String], at range: SourceRange,
    shown: (String) -> String = { $0 }, replacementFor: (String) -> String = { $0 }
  ) -> (notes: [DiagnosticNote], fixIts: [FixIt]) {
    Suggestions.didYouMean(
      name, among: candidates.sorted(), at: range, shown: shown, replacement: replacementFor)
  }

  /// `unknown-key` at the key, with a "did you mean" among `candidates`.
  func unknownKey(
    _ key: YAMLScalar, in context: String, candidates: [String], aliases: [String: String] = [:]
  ) {
    let (notes, fixIts) = Suggestions.didYouMean(
      key.value, among: candidates.sorted(), aliases: aliases, at: key.range,
      replacement: key.sourceText(replacingValueWith:))
    error(
      "unknown-key", "unknown key '\(key.value)' for \(context)", at: key.range, notes: notes,
      fixIts: fixIts)
  }

  /// `missing-key` at the mapping that lacks it.
  func missingKey(_ key: String, in context: String, mapping: YAMLMapping) {
    error("missing-key", "missing key '\(key)' for \(context)", at: mapping.range)
  }
}

/// Numbers in messages: integers without a fraction, others as Swift prints them.
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
  return "\(value)"
}

extension YAMLScalar {
  /// A plain scalar without a tag: the only kind whose text we type-resolve ourselves.
  var isPlainUntyped: Bool { style == .plain && tag == nil }

  /// Explicitly tagged `!!int` or `!!float` (a number whatever its quoting).
  var isTaggedNumber: Bool {
    guard let tag else { return false }
    return ["int", "float"].contains { tag == "!!\($0)" || tag.hasSuffix(":\($0)") }
  }

  /// Explicitly tagged `!!bool`.
  var isTaggedBool: Bool {
    guard let tag else { return false }
    return tag == "!!bool" || tag.hasSuffix(":bool")
  }

  var isQuoted: Bool { style == .singleQuoted || style == .doubleQuoted }

  /// How `value` would be written in place of this scalar, keeping its quoting style.
  func sourceText(replacingValueWith value: String) -> String {
    switch style {
    case .doubleQuoted: "\"\(value)\""
    case .singleQuoted: "'\(value)'"
    default: value
    }
  }

  /// The source range of the characters `offset ..< offset + length` of `value`, counted in
  /// Unicode scalars. Exact for single-line plain and quoted scalars without escapes; for
  /// other scalars (block styles, escapes, folded lines) it falls back to the whole scalar.
  func range(ofValueOffset offset: Int, length: Int) -> SourceRange {
    guard range.start.line == range.end.line, style == .plain || isQuoted else { return range }
    let quote = isQuoted ? 1 : 0
    let sourceWidth = range.end.column - range.start.column
    let valueCount = value.unicodeScalars.count
    // Escapes or folding make the value differ from the source text; no exact mapping.
    guard sourceWidth == valueCount + 2 * quote || range.end == range.start else { return range }
    let startColumn = range.start.column + quote + offset
    let start = SourceLocation(
      line: range.start.line, column: startColumn, offset: range.start.offset + quote + offset)
    let end = SourceLocation(
      line: range.start.line, column: startColumn + length,
      offset: start.offset + length)
    return SourceRange(start: start, end: end)
  }
}
