import SceneDiagnostics
import SceneModel
import SceneYAML

/// Where an animation id was declared, for `after` resolution and duplicate checks.
struct AnimationIDRecord {
  var range: SourceRange
  /// Index of the top-level animation this one is (or is nested in).
  var topLevelIndex: Int
  var isTopLevel: Bool
}

/// One `after: <id>` written somewhere in the scene.
struct AfterReference {
  var target: String
  /// The `after` value.
  var range: SourceRange
  /// The top-level animation that waits (the one holding the `after`, or its ancestor).
  var waitingTopLevelIndex: Int
}

/// State shared by the structure decoders of one file: the one diagnostic sink (owned by
/// the value decoder, so value and structure diagnostics land in the same list), the
/// definitions, and the ids and `after` references collected for the checks that need the
/// whole scene.
final class DecodeContext {
  let file: String
  let values: ValueDecoder
  let definitions: DefinitionTable
  var layerIDs: [String: SourceRange] = [:]
  var animationIDs: [String: AnimationIDRecord] = [:]
  var afterReferences: [AfterReference] = []
  /// The id of each top-level animation, by its index (nil when it has none).
  var topLevelAnimationIDs: [String?] = []

  init(file: String) {
    self.file = file
    definitions = DefinitionTable()
    values = ValueDecoder(sink: DiagnosticSink(file: file), definitions: definitions)
  }

  private init(file: String, definitions: DefinitionTable, allowsReferences: Bool) {
    self.file = file
    self.definitions = definitions
    values = ValueDecoder(sink: DiagnosticSink(file: file), definitions: definitions)
    values.allowsReferences = allowsReferences
  }

  /// A context for decoding part of the same file on another thread: the same definitions
  /// (a copy, its uses counted apart), nothing found yet. `absorb` adds what it finds.
  func forked() -> DecodeContext {
    DecodeContext(
      file: file, definitions: definitions.copyWithoutUses(), allowsReferences: values.allowsReferences)
  }

  /// Adds what the `parts` found (forked from this context, each decoding what follows the
  /// one before in the file), as if they had decoded here one after the other. False, and
  /// nothing added, when an id was declared in two of them (or here and in one): only a
  /// decode in file order says which place the duplicate's diagnostic names as the first.
  func absorb(_ parts: [DecodeContext]) -> Bool {
    var layers = Set(layerIDs.keys)
    var animations = Set(animationIDs.keys)
    for part in parts {
      for id in part.layerIDs.keys where !layers.insert(id).inserted { return false }
      for id in part.animationIDs.keys where !animations.insert(id).inserted { return false }
    }
    for part in parts {
      // Top-level animations are numbered in file order, across the parts.
      let base = topLevelAnimationIDs.count
      layerIDs.merge(part.layerIDs) { first, _ in first }
      for (id, record) in part.animationIDs {
        var moved = record
        moved.topLevelIndex += base
        animationIDs[id] = moved
      }
      for reference in part.afterReferences {
        var moved = reference
        moved.waitingTopLevelIndex += base
        afterReferences.append(moved)
      }
      topLevelAnimationIDs.append(contentsOf: part.topLevelAnimationIDs)
      values.sink.emit(contentsOf: part.diagnostics)
      definitions.addUses(from: part.definitions)
    }
    return true
  }

  var diagnostics: [Diagnostic] { typeNotes.applied(to: values.sink.diagnostics) }

  private var typeNotes = TypeNotes()

  func error(
    _ id: String, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    values.sink.error(id, message, at: range, notes: notes, fixIts: fixIts)
  }

  /// Runs a value decode and adds `note` to every `type-mismatch` it reports, so the
  /// message says what the key expects (e.g. "'opacity' takes a number").
  func withTypeNote<T>(_ note: @autoclosure () -> String, _ body: () -> T) -> T {
    let start = values.sink.diagnostics.count
    let result = body()
    let reported = start..<values.sink.diagnostics.count
    if !reported.isEmpty,
      values.sink.diagnostics[reported].contains(where: { $0.id == TypeNotes.typeMismatch })
    {
      typeNotes.add(note(), to: reported)
    }
    return result
  }

  // MARK: - Node shapes

  /// The node as a mapping, or a `type-mismatch` naming `what` was expected.
  func mapping(_ node: YAMLNode, what: String) -> Fields? {
    if var mapping = node.mapping {
      // Most mappings have no blank value: test before removing, so no list of kept entries
      // is made for them.
      if mapping.entries.contains(where: { $0.value.scalar?.isEmptyPlain == true }) {
        var blank: [String] = []
        mapping = mapping.removingEntries { entry in
          guard reportMissingValue(entry) else { return false }
          blank.append(entry.key.value)
          return true
        }
        return Fields(mapping, blankKeys: blank)
      }
      return Fields(mapping)
    }
    error(
      "type-mismatch", "expected \(what) (a mapping), found \(describe(node))", at: node.range)
    return nil
  }

  /// The node as a sequence, or a `type-mismatch` naming `what` ("a list of …") was expected.
  func sequence(_ node: YAMLNode, what: String) -> YAMLSequence? {
    if let sequence = node.sequence { return sequence }
    error("type-mismatch", "expected \(what), found \(describe(node))", at: node.range)
    return nil
  }

  /// Keys that may be left blank: an empty list of layers or animations.
  static let keysThatMayBeBlank: Set<String> = ["layers", "sublayers", "animations"]

  /// `missing-value` for `key:` with nothing after it (true: the entry is dropped, as if
  /// the key were not written). `fillColor: #ff0000` is such a key: the `#` started a
  /// comment, so the message says to quote the color and a fix-it does.
  private func reportMissingValue(_ entry: YAMLMappingEntry) -> Bool {
    guard let value = entry.value.scalar, value.isEmptyPlain,
      !Self.keysThatMayBeBlank.contains(entry.key.value)
    else { return false }
    let key = entry.key.value
    if let color = value.hiddenHexColor {
      error(
        "missing-value",
        "'\(key)' has no value: '#' starts a comment in YAML, so '\(color.text)' is not read",
        at: entry.key.range,
        notes: [DiagnosticNote("quote the color: \(key): \"\(color.text)\"", file: file, range: color.range)],
        fixIts: [FixIt(message: "quote the color", range: color.range, replacement: "\"\(color.text)\"")])
    } else {
      error(
        "missing-value", "'\(key)' has no value", at: entry.key.range,
        notes: [DiagnosticNote("write a value after the ':', or remove the key")])
    }
    return true
  }

  /// The items of a list of layers or animations; an empty value (`layers:` with nothing
  /// after it) is an empty list.
  func items(_ node: YAMLNode, what: String) -> YAMLSequenceItems? {
    if node.scalar?.isNull == true { return .empty }
    return sequence(node, what: what)?.items
  }

  /// How a node is named in messages ("a string", "a sequence", …), as the value decoders
  /// say it.
  func describe(_ node: YAMLNode) -> String { values.describe(node) }

  // MARK: - Keys

  func checkKeys(_ mapping: Fields, table: KeyTable) {
    for entry in mapping.entries where !table.contains(entry.key.value) {
      unknownKey(entry.key, kind: table.kind, candidates: table.keys)
    }
  }

  func unknownKey(_ key: YAMLScalar, kind: String, candidates: [String]) {
    let (notes, fixIts) = Suggestions.didYouMean(
      key.value, among: candidates, at: key.range, replacement: key.sourceText(replacingValueWith:))
    error(
      "unknown-key", "unknown key '\(key.value)' for \(kind)", at: key.range, notes: notes, fixIts: fixIts)
  }

  /// Reports `missing-key` at the start of `mapping` for each required key it lacks.
  /// Returns false when one is missing.
  @discardableResult
  func requireKeys(_ keys: [String], in mapping: Fields, kind: String) -> Bool {
    var complete = true
    // A key written with nothing after it has had its `missing-value`: not missing too.
    for key in keys where mapping[key] == nil && !mapping.blankKeys.contains(key) {
      complete = false
      error(
        "missing-key", "missing required key '\(key)' for \(kind)",
        at: SourceRange(at: mapping.range.start))
    }
    return complete
  }

  /// `conflicting-keys` at whichever of the two keys comes later, with a note at the other.
  func conflictingKeys(_ a: YAMLMappingEntry, _ b: YAMLMappingEntry, reason: String? = nil) {
    let (first, second) = a.key.range.start < b.key.range.start ? (a, b) : (b, a)
    let message =
      "'\(second.key.value)' cannot be used together with '\(first.key.value)'"
      + (reason.map { ": \($0)" } ?? "")
    error(
      "conflicting-keys", message, at: second.key.range,
      notes: [DiagnosticNote("'\(first.key.value)' is set here", range: first.key.range)])
  }

  // MARK: - Small value shapes built on the value decoder

  /// A string that is one of `E`'s raw values; `unknown-value` with a suggestion otherwise.
  func enumValue<E: RawRepresentable & CaseIterable>(
    _ node: YAMLNode, _ type: E.Type, what: String
  ) -> E? where E.RawValue == String {
    enumValue(node, names: E.allCases.map(\.rawValue), what: what).flatMap(E.init(rawValue:))
  }

  /// A string that is one of `names`; `id` (`unknown-value` unless told) with a
  /// suggestion otherwise.
  func enumValue(_ node: YAMLNode, names: [String], what: String, id: String? = nil) -> String? {
    guard let text = values.string(node) else { return nil }
    if names.contains(text) { return text }
    let (notes, fixIts) = Suggestions.didYouMean(
      text, among: names, at: node.range,
      replacement: { node.scalar?.sourceText(replacingValueWith: $0) ?? $0 })
    let message = "unknown \(what) '\(text)'; expected one of "
      + names.map { "'\($0)'" }.joined(separator: ", ")
    if let id {
      error(id, message, at: node.range, notes: notes, fixIts: fixIts)
    } else {
      error("unknown-value", message, at: node.range, notes: notes, fixIts: fixIts)
    }
    return nil
  }

  /// A case of `T` named by its raw value (the node type of a layer or animation).
  func namedCase<T: CaseIterable & RawRepresentable<String>>(
    _ node: YAMLNode, _ type: T.Type, what: String, id: String
  ) -> T? {
    enumValue(node, names: T.allCases.map(\.rawValue), what: what, id: id).flatMap(T.init(rawValue:))
  }

  /// A number within `range` (inclusive); `value-out-of-range` otherwise.
  func number(_ node: YAMLNode, in range: ClosedRange<Double>, what: String) -> Double? {
    guard let value = values.number(node) else { return nil }
    guard range.contains(value) else {
      error(
        "value-out-of-range",
        "'\(what)' must be between \(format(range.lowerBound)) and \(format(range.upperBound)), "
          + "found \(written(node))",
        at: node.range)
      return nil
    }
    return value
  }

  /// A number > 0; `value-out-of-range` otherwise.
  func positiveNumber(_ node: YAMLNode, what: String) -> Double? {
    guard let value = values.number(node) else { return nil }
    guard value > 0 else {
      error("value-out-of-range", "'\(what)' must be greater than 0, found \(written(node))", at: node.range)
      return nil
    }
    return value
  }

  /// A time ≥ 0; `value-out-of-range` otherwise.
  func nonNegativeTime(_ node: YAMLNode, what: String) -> Double? {
    guard let value = values.time(node) else { return nil }
    guard value >= 0 else {
      error("value-out-of-range", "'\(what)' must not be negative, found \(written(node))", at: node.range)
      return nil
    }
    return value
  }

  /// The value as written, for messages.
  func written(_ node: YAMLNode) -> String {
    node.scalar.map { $0.value } ?? describe(node)
  }

  func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// The identifier pattern of layer and animation ids: `[A-Za-z_][A-Za-z0-9_-]*`.
func isValidIdentifier(_ text: String) -> Bool {
  guard let first = text.unicodeScalars.first, isASCIILetter(first) || first == "_" else {
    return false
  }
  return text.unicodeScalars.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) || $0 == "_" || $0 == "-" }
}

/// The scene name pattern: `[A-Za-z0-9_-]+`.
func isValidSceneName(_ text: String) -> Bool {
  !text.isEmpty
    && text.unicodeScalars.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) || $0 == "_" || $0 == "-" }
}

private func isASCIILetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) }
private func isASCIIDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
