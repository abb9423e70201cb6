import SceneDiagnostics
import SceneModel
import SceneYAML

/// Decodes the own keys of `basic` and `spring` animations.
struct PropertyAnimationDecoder {
  let context: DecodeContext
  let resolver: KeyPathResolver

  func basic(_ mapping: AnimationFields) -> BasicAnimation? {
    let kind = KeyTables.basic.kind
    guard let keyPathNode = mapping[.keyPath] else {
      context.requireKeys(["keyPath"], in: mapping.fields, kind: kind)
      return nil
    }
    guard let keyPath = resolver.resolve(keyPathNode) else { return nil }
    var animation = BasicAnimation(keyPath: keyPath)
    let from = mapping.entry(.fromValue)
    let to = mapping.entry(.toValue)
    let by = mapping.entry(.byValue)
    if let from, let to, let by { reportThreeValues([from, to, by]) }
    if let from { animation.fromValue = resolver.value(from.value, for: keyPath) }
    if let to { animation.toValue = resolver.value(to.value, for: keyPath) }
    if let by { animation.byValue = resolver.value(by.value, for: keyPath) }
    return animation
  }

  /// A spring; UIView's `dampingRatio` form is converted to stiffness and damping here.
  func spring(_ mapping: AnimationFields, timing: AnimationTiming) -> SpringAnimation? {
    let basic = basic(mapping)
    // The spring's own keys are checked even when the key path is wrong.
    let placeholder = BasicAnimation(keyPath: KeyPath(.opacity))
    let spring = springParameters(
      mapping, base: SpringAnimation(basic: basic ?? placeholder), duration: timing.duration)
    return basic == nil ? nil : spring
  }

  /// Decodes mass, stiffness, damping, initialVelocity, allowsOverdamping or dampingRatio
  /// into `base`; nil on a problem.
  private func springParameters(
    _ mapping: AnimationFields, base: SpringAnimation, duration: Double?
  ) -> SpringAnimation? {
    var spring = base
    let t = TimingKeys(context: context, table: KeyTables.spring)
    var ok = true
    func read(_ field: AnimationField, _ decode: (YAMLNode) -> Double?, _ store: (Double) -> Void) {
      guard let node = mapping[field] else { return }
      if let value = t.note(field.rawValue, { decode(node) }) { store(value) } else { ok = false }
    }
    read(.mass, { context.positiveNumber($0, what: "mass") }) { spring.mass = $0 }
    read(.stiffness, { context.positiveNumber($0, what: "stiffness") }) { spring.stiffness = $0 }
    read(.damping, { context.values.nonNegativeNumber($0, what: "damping") }) { spring.damping = $0 }
    read(.initialVelocity, { context.values.number($0) }) { spring.initialVelocity = $0 }
    if let flag = t.bool(mapping, .allowsOverdamping) { spring.allowsOverdamping = flag }

    guard let ratioEntry = mapping.entry(.dampingRatio) else { return ok ? spring : nil }
    for field in [AnimationField.mass, .stiffness, .damping] {
      if let other = mapping.entry(field) {
        context.conflictingKeys(
          ratioEntry, other, reason: "'dampingRatio' and 'duration' determine mass, stiffness and damping")
        ok = false
      }
    }
    if mapping[.duration] == nil {
      context.error(
        "missing-key", "missing required key 'duration' for a spring with 'dampingRatio'",
        at: SourceRange(at: mapping.range.start))
      ok = false
    }
    guard
      let ratio = t.note("dampingRatio", { context.positiveNumber(ratioEntry.value, what: "dampingRatio") }),
      ok
    else { return nil }
    // An explicit duration of 0 means Core Animation's default, 0.25 s.
    let parameters = UIViewSpring.parameters(
      duration: duration ?? 0.25, dampingRatio: ratio, initialVelocity: spring.initialVelocity)
    spring.mass = 1
    spring.stiffness = parameters.stiffness
    spring.damping = parameters.damping
    spring.form = .dampingRatio(ratio)
    return spring
  }

  /// Core Animation uses at most two of fromValue, toValue and byValue: the error for an
  /// animation that gives all three (`given`).
  private func reportThreeValues(_ given: [YAMLMappingEntry]) {
    let entries = given.sorted { $0.key.range.start < $1.key.range.start }
    context.error(
      "conflicting-keys",
      "'\(entries[2].key.value)' cannot be used together with '\(entries[0].key.value)' and "
        + "'\(entries[1].key.value)': give at most two of 'fromValue', 'toValue' and 'byValue'",
      at: entries[2].key.range,
      notes: entries.prefix(2).map { DiagnosticNote("'\($0.key.value)' is set here", range: $0.key.range) })
  }
}
