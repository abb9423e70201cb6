import SceneDiagnostics
import SceneModel
import SceneYAML

/// Decodes the own keys of a `keyframe` animation and checks keyTimes, timingFunctions
/// and the Kochanek–Bartels lists against the values and the calculation mode.
struct KeyframeDecoder {
  let context: DecodeContext
  let resolver: KeyPathResolver

  func decode(_ mapping: AnimationFields) -> KeyframeAnimation? {
    let kind = KeyTables.keyframe.kind
    let t = TimingKeys(context: context, table: KeyTables.keyframe)
    var ok = true
    let keyPathNode = mapping[.keyPath]
    if keyPathNode == nil { context.requireKeys(["keyPath"], in: mapping.fields, kind: kind) }
    let keyPath = keyPathNode.flatMap(resolver.resolve)
    if keyPath == nil { ok = false }

    var animation = KeyframeAnimation(keyPath: keyPath ?? KeyPath(.opacity))
    if let node = mapping[.calculationMode] {
      if let mode = context.enumValue(node, CalculationMode.self, what: "calculationMode") {
        animation.calculationMode = mode
      } else {
        ok = false
      }
    }

    // values or path
    let valuesEntry = mapping.entry(.values)
    let pathEntry = mapping.entry(.path)
    if let valuesEntry, let pathEntry {
      context.conflictingKeys(valuesEntry, pathEntry, reason: "'path' replaces 'values'")
      ok = false
    }
    if valuesEntry == nil, pathEntry == nil {
      context.error(
        "missing-key", "missing required key 'values' (or 'path') for \(kind)",
        at: SourceRange(at: mapping.range.start))
      ok = false
    }
    var valueCount: Int?
    if let node = valuesEntry?.value, let list = context.sequence(node, what: "a list of values") {
      if list.items.isEmpty {
        context.error("wrong-count", "'values' needs at least one value", at: node.range)
        ok = false
      }
      if let keyPath {
        let decoded = list.items.map { resolver.value($0, for: keyPath) }
        if decoded.contains(where: { $0 == nil }) { ok = false }
        animation.values = decoded.compactMap { $0 }
      }
      valueCount = list.items.count
    } else if valuesEntry != nil {
      ok = false
    }
    if let pathEntry {
      if let keyPath, keyPath != KeyPath(.position) {
        context.error(
          "path-keyframes-need-position",
          "keyframes along a 'path' animate 'position', not '\(keyPath)'", at: pathEntry.key.range)
        ok = false
      }
      if let path = t.note("path", { context.values.path(pathEntry.value) }) {
        animation.path = path
      } else {
        ok = false
      }
    }

    if let node = mapping[.keyTimes] {
      if let times = t.note("keyTimes", { context.values.numbers(node) }) {
        if checkKeyTimes(
          times, node: node, valueCount: pathEntry == nil ? valueCount : nil,
          mode: animation.calculationMode)
        {
          animation.keyTimes = times
        } else {
          ok = false
        }
      } else {
        ok = false
      }
    }
    if let node = mapping[.timingFunctions] {
      if let functions = decodeTimingFunctions(
        node, valueCount: pathEntry == nil ? valueCount : nil,
        mode: animation.calculationMode)
      {
        animation.timingFunctions = functions
      } else {
        ok = false
      }
    }
    let lists: [(AnimationField, WritableKeyPath<KeyframeAnimation, [Double]?>)] = [
      (.tensionValues, \.tensionValues), (.continuityValues, \.continuityValues),
      (.biasValues, \.biasValues),
    ]
    for (key, field) in lists {
      guard let node = mapping[key] else { continue }
      if let numbers = decodeSplineList(node, key: key.rawValue, valueCount: pathEntry == nil ? valueCount : nil) {
        animation[keyPath: field] = numbers
      } else {
        ok = false
      }
    }
    if let entry = mapping.entry(.rotationMode) {
      if let mode = context.enumValue(entry.value, RotationMode.self, what: "rotationMode") {
        animation.rotationMode = mode
      } else {
        ok = false
      }
      if pathEntry == nil {
        context.error(
          "rotation-mode-needs-path", "'rotationMode' only applies to keyframes along a 'path'",
          at: entry.key.range)
        ok = false
      }
    }
    return ok ? animation : nil
  }

  /// Each key time in 0…1, never decreasing; for linear and cubic modes the first is 0,
  /// the last 1 and there is one per value; discrete has one more than values. Paced modes
  /// ignore keyTimes (as Core Animation does), so they are not checked.
  private func checkKeyTimes(
    _ times: [Double], node: YAMLNode, valueCount: Int?, mode: CalculationMode
  ) -> Bool {
    if mode == .paced || mode == .cubicPaced { return true }
    let items = node.sequence?.items ?? .empty
    func range(_ index: Int) -> SourceRange { index < items.count ? items[index].range : node.range }
    var ok = true
    for (index, time) in times.enumerated() {
      if !(0...1).contains(time) {
        context.error(
          "invalid-key-times", "key time \(written(items, index, time)) is outside 0…1", at: range(index))
        ok = false
      } else if index > 0, time < times[index - 1] {
        context.error(
          "invalid-key-times",
          "key times must not decrease: \(written(items, index, time)) comes after "
            + written(items, index - 1, times[index - 1]),
          at: range(index))
        ok = false
      }
    }
    if let valueCount {
      let expected = mode.keyTimeCount(keyframes: valueCount)
      if times.count != expected {
        let rule =
          mode == .discrete
          ? "discrete mode needs one more key time than values"
          : "\(mode.rawValue) mode needs one key time per value"
        context.error(
          "invalid-key-times",
          "'keyTimes' has \(Wording.count(times.count, "entry", plural: "entries")) but "
            + "\(Wording.thereAre(valueCount, "value")); \(rule)",
          at: node.range)
        ok = false
      }
    }
    if mode == .linear || mode == .cubic, let first = times.first, let last = times.last {
      if first != 0 {
        context.error(
          "invalid-key-times", "the first key time must be 0 in \(mode.rawValue) mode", at: range(0))
        ok = false
      }
      if last != 1, times.count > 1 || first == 0 {
        context.error(
          "invalid-key-times", "the last key time must be 1 in \(mode.rawValue) mode",
          at: range(times.count - 1))
        ok = false
      }
    }
    return ok
  }

  private func written(_ items: YAMLSequenceItems, _ index: Int, _ value: Double) -> String {
    index < items.count ? context.written(items[index]) : context.format(value)
  }

  /// One timing function per segment (values − 1) in linear and cubic modes; other modes
  /// ignore them.
  private func decodeTimingFunctions(
    _ node: YAMLNode, valueCount: Int?, mode: CalculationMode
  ) -> [TimingFunction]? {
    guard let list = context.sequence(node, what: "a list of timing functions") else { return nil }
    let decoded = list.items.map { context.values.timingFunction($0) }
    var ok = !decoded.contains { $0 == nil }
    if let valueCount, mode == .linear || mode == .cubic, list.items.count != max(valueCount - 1, 0) {
      context.error(
        "wrong-count",
        "'timingFunctions' has \(Wording.count(list.items.count, "entry", plural: "entries")) but "
          + "\(Wording.count(valueCount, "value")) \(valueCount == 1 ? "makes" : "make") "
          + "\(Wording.count(max(valueCount - 1, 0), "segment")); give one per segment",
        at: node.range)
      ok = false
    }
    return ok ? decoded.compactMap { $0 } : nil
  }

  /// tensionValues, continuityValues, biasValues: one per value, each within −1…1.
  private func decodeSplineList(_ node: YAMLNode, key: String, valueCount: Int?) -> [Double]? {
    let t = TimingKeys(context: context, table: KeyTables.keyframe)
    guard let numbers = t.note(key, { context.values.numbers(node) }) else { return nil }
    let items = node.sequence?.items ?? .empty
    var ok = true
    for (index, value) in numbers.enumerated() where !(-1...1).contains(value) {
      context.error(
        "value-out-of-range",
        "values in '\(key)' must be between -1 and 1, found \(written(items, index, value))",
        at: index < items.count ? items[index].range : node.range)
      ok = false
    }
    if let valueCount, numbers.count != valueCount {
      context.error(
        "wrong-count",
        "'\(key)' has \(Wording.count(numbers.count, "entry", plural: "entries")) but "
          + "\(Wording.thereAre(valueCount, "value")); give one per value",
        at: node.range)
      ok = false
    }
    return ok ? numbers : nil
  }
}
