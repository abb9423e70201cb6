import SceneDiagnostics
import SceneModel
import SceneYAML

/// Decodes the entries of a layer's `animations` (and, recursively, of groups and
/// sequences): the type, the timing keys, and the type's own keys.
struct AnimationDecoder {
  let context: DecodeContext
  let layerID: String
  /// nil when the layer's type is unknown (key paths are then not checked against it).
  let layerKind: LayerKind?

  /// Decodes an entry listed directly in a layer's `animations`.
  func decodeTopLevel(_ node: YAMLNode) -> Animation? {
    let index = context.topLevelAnimationIDs.count
    context.topLevelAnimationIDs.append(nil)
    return decode(node, topLevelIndex: index, isTopLevel: true)
  }

  func decode(_ node: YAMLNode, topLevelIndex: Int, isTopLevel: Bool) -> Animation? {
    guard let fields = context.mapping(node, what: "an animation") else { return nil }
    // Each entry's key, looked up once (nil: no animation type has it).
    let keys = fields.entries.map { AnimationKey.table.value(for: $0.key) }
    let mapping = AnimationFields(fields, keys: keys)
    let type = decodeType(mapping)
    checkKeys(fields, keys, type: type)
    var fieldSources: [AnimationField: SourceRange] = [:]
    fieldSources.reserveCapacity(fields.entries.count)
    for (position, key) in keys.enumerated() {
      if let field = key?.field { fieldSources[field] = fields.entries[position].value.range }
    }
    let id = decodeID(mapping, topLevelIndex: topLevelIndex, isTopLevel: isTopLevel)
    let start = decodeStart(mapping, topLevelIndex: topLevelIndex)
    let resolver = KeyPathResolver(context: context, layerKind: layerKind)

    if type == .set {
      guard let values = SetDecoder(context: context, resolver: resolver).decode(mapping) else { return nil }
      var timing = AnimationTiming()
      timing.start = start
      return Animation(
        id: id, kind: .set(values), timing: timing, source: mapping.range, fieldSources: fieldSources)
    }

    var timing = decodeTiming(mapping)
    timing.start = start
    let flags = table(KeyTables.timing)
    let additive = flags.bool(mapping, .additive) ?? false
    let cumulative = flags.bool(mapping, .cumulative) ?? false

    let kind: AnimationKind?
    switch type {
    case nil, .set:
      kind = nil
    case .basic:
      kind = PropertyAnimationDecoder(context: context, resolver: resolver).basic(mapping).map { .basic($0) }
    case .spring:
      kind = PropertyAnimationDecoder(context: context, resolver: resolver)
        .spring(mapping, timing: timing).map { .spring($0) }
    case .keyframe:
      kind = KeyframeDecoder(context: context, resolver: resolver).decode(mapping).map { .keyframe($0) }
    case .group, .sequence:
      let children = decodeChildren(mapping, type: type!, topLevelIndex: topLevelIndex)
      kind = children.map { type == .group ? .group($0) : .sequence($0) }
    }
    guard let kind else { return nil }
    return Animation(
      id: id, kind: kind, timing: timing, additive: additive, cumulative: cumulative,
      source: mapping.range, fieldSources: fieldSources)
  }

  // MARK: - Type, keys, id

  private func decodeType(_ mapping: AnimationFields) -> AnimationType? {
    guard let node = mapping[.type] else { return .basic }
    return context.namedCase(
      node, AnimationType.self, what: "animation type", id: "unknown-animation-type")
  }

  /// Reports the keys an animation of `type` does not take; `keys` are the entries' keys.
  private func checkKeys(_ mapping: Fields, _ keys: [AnimationKey?], type: AnimationType?) {
    for (position, key) in keys.enumerated() where key?.isKnown(on: type) != true {
      let name = mapping.entries[position].key
      guard let type, let key else {
        // With an unknown type (nil), only keys that no animation type knows get here.
        context.unknownKey(
          name, kind: type.map { KeyTables.table(for: $0).kind } ?? "animation",
          candidates: type.map { KeyTables.animationKeys($0) } ?? KeyTables.anyAnimationKeys)
        continue
      }
      let list = key.owners.map(\.rawValue)
      let ownerText =
        list.count == 1 ? list[0] : list.dropLast().joined(separator: ", ") + " and " + list.last!
      context.error(
        "key-not-on-animation-type", "'\(name.value)' is not a key of \(type.rawValue) animations",
        at: name.range,
        notes: [DiagnosticNote("'\(name.value)' is a key of \(ownerText) animations")])
    }
  }

  private func decodeID(_ mapping: AnimationFields, topLevelIndex: Int, isTopLevel: Bool) -> String? {
    guard let node = mapping[.id], let id = context.values.string(node) else { return nil }
    if !isValidIdentifier(id) {
      context.error(
        "invalid-id",
        "animation id '\(id)' must start with a letter or '_' and contain only letters, digits, '_' and '-'",
        at: node.range)
    }
    if let first = context.animationIDs[id] {
      context.error(
        "duplicate-id", "duplicate animation id '\(id)'", at: node.range,
        notes: [DiagnosticNote("'\(id)' is first used here", range: first.range)])
    } else {
      context.animationIDs[id] = AnimationIDRecord(
        range: node.range, topLevelIndex: topLevelIndex, isTopLevel: isTopLevel)
      if isTopLevel { context.topLevelAnimationIDs[topLevelIndex] = id }
    }
    return id
  }

  // MARK: - Timing

  /// `beginTime`, or `after` with `delay`; records the `after` reference for later checks.
  private func decodeStart(_ mapping: AnimationFields, topLevelIndex: Int) -> AnimationStart {
    let begin = mapping.entry(.beginTime)
    let after = mapping.entry(.after)
    let delay = mapping.entry(.delay)
    if let begin, let after {
      context.conflictingKeys(begin, after, reason: "an animation starts either at a time or after another")
    }
    if let delay, after == nil {
      context.error(
        "delay-needs-after", "'delay' only applies together with 'after'", at: delay.key.range,
        notes: [DiagnosticNote("use 'beginTime' to start at a fixed time")])
    }
    let t = table(KeyTables.timing)
    let beginTime = begin.flatMap { t.time($0.value, "beginTime") }
    let delayTime = delay.flatMap { t.time($0.value, "delay") }
    if let after,
      let target = context.withTypeNote(
        "'after' takes an animation id",
        {
          context.values.string(after.value)
        })
    {
      context.afterReferences.append(
        AfterReference(target: target, range: after.value.range, waitingTopLevelIndex: topLevelIndex))
      return .after(id: target, delay: delayTime ?? 0)
    }
    return .beginTime(beginTime ?? 0)
  }

  private func decodeTiming(_ mapping: AnimationFields) -> AnimationTiming {
    var timing = AnimationTiming()
    let t = table(KeyTables.timing)
    if let node = mapping[.duration],
      let duration = t.note("duration", { context.nonNegativeTime(node, what: "duration") })
    {
      // An explicit 0 means Core Animation's default, like an absent duration; it is kept
      // as written (`writtenDuration`) for lint.
      timing.writtenDuration = duration
    }
    if let node = mapping[.timingFunction] {
      timing.timingFunction = t.note("timingFunction") { context.values.timingFunction(node) }
    }
    if let node = mapping[.repeatCount], let count = decodeRepeatCount(node) {
      timing.repeatCount = count
    }
    if let node = mapping[.repeatDuration],
      let duration = t.note("repeatDuration", { context.nonNegativeTime(node, what: "repeatDuration") })
    {
      timing.repeatDuration = duration
    }
    timing.autoreverses = t.bool(mapping, .autoreverses) ?? false
    if let node = mapping[.speed], let speed = t.note("speed", { context.values.number(node) }) {
      timing.speed = speed
    }
    if let node = mapping[.timeOffset], let offset = t.time(node, "timeOffset") {
      timing.timeOffset = offset
    }
    if let node = mapping[.fillMode], let mode = context.enumValue(node, FillMode.self, what: "fillMode") {
      timing.fillMode = mode
    }
    timing.removedOnCompletion = t.bool(mapping, .removedOnCompletion) ?? true
    return timing
  }

  /// Other words for "forever", only used for "did you mean 'infinite'".
  static let infiniteSpellings: Set<String> = [
    "forever", "infinity", "inf", "loop", "always", "indefinite", "∞",
  ]

  /// A number ≥ 0, or `infinite` (→ +∞).
  private func decodeRepeatCount(_ node: YAMLNode) -> Double? {
    if let scalar = node.scalar, scalar.value == "infinite", scalar.style != .literal,
      scalar.style != .folded
    {
      return .infinity
    }
    if let scalar = node.scalar, Self.infiniteSpellings.contains(scalar.value.lowercased()) {
      let (notes, fixIts) = Suggestions.didYouMean(
        scalar.value, among: ["infinite"], aliases: [scalar.value: "infinite"], at: scalar.range,
        replacement: scalar.sourceText(replacingValueWith:))
      context.error(
        "type-mismatch", "expected a number ≥ 0 or 'infinite', found '\(scalar.value)'",
        at: scalar.range, notes: notes, fixIts: fixIts)
      return nil
    }
    return context.withTypeNote("'repeatCount' takes a number ≥ 0 or 'infinite'") {
      context.values.nonNegativeNumber(node, what: "repeatCount")
    }
  }

  // MARK: - Groups and sequences

  private func decodeChildren(
    _ mapping: AnimationFields, type: AnimationType, topLevelIndex: Int
  ) -> [Animation]? {
    guard let node = mapping[.animations] else {
      context.requireKeys(["animations"], in: mapping.fields, kind: KeyTables.table(for: type).kind)
      return nil
    }
    guard let items = context.items(node, what: "a list of animations") else { return nil }
    var children: [Animation] = []
    var complete = true
    for item in items {
      if let child = decode(item, topLevelIndex: topLevelIndex, isTopLevel: false) {
        children.append(child)
      } else {
        complete = false
      }
    }
    return complete ? children : nil
  }

  private func table(_ table: KeyTable) -> TimingKeys { TimingKeys(context: context, table: table) }
}

/// Small readers of timing keys that add "'key' takes …" to type mismatches.
struct TimingKeys {
  let context: DecodeContext
  let table: KeyTable

  func note<T>(_ key: String, _ body: () -> T?) -> T? {
    context.withTypeNote(keyTypeNote(for: key, in: table), body)
  }

  func bool(_ mapping: AnimationFields, _ field: AnimationField) -> Bool? {
    guard let node = mapping[field] else { return nil }
    return note(field.rawValue) { context.values.bool(node) }
  }

  func time(_ node: YAMLNode, _ key: String) -> Double? {
    note(key) { context.values.time(node) }
  }
}
