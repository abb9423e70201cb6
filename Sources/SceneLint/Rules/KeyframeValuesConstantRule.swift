/// A keyframe animation whose values are all the same.
enum KeyframeValuesConstantRule: LintRule {
  static let description = RuleDescription(
    id: "keyframe-values-constant",
    summary: "all values of a keyframe animation are the same",
    explanation: """
      A keyframe animation whose `values` are all equal holds one value for its whole \
      duration: it animates nothing. Usually one of the values was meant to differ (a \
      copy-paste slip), or the animation is used to hold a value, which a `set` or the \
      layer's model value does more clearly.
      """,
    fixHint: """
      Correct the values, or replace the animation with a `set` (or the layer's own value) \
      if holding the value is the point.
      """,
    fix: "correct the values, or hold the value with a 'set' instead",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - type: keyframe
              keyPath: position
              values: ↓[[10, 10], [10, 10], [10, 10]]
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - type: keyframe
              keyPath: position
              values: [[10, 10], [10, 10], [20, 10]]
            - type: keyframe
              keyPath: opacity
              beginTime: 1
              values: [1]
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.schedule.entries.compactMap { entry in
      guard case .keyframe(let keyframe) = entry.animation.kind, keyframe.path == nil,
        keyframe.values.count >= 2, let first = keyframe.values.first,
        keyframe.values.allSatisfy({ $0 == first })
      else { return nil }
      return Finding(
        message: """
          all \(keyframe.values.count) values of '\(keyframe.keyPath)' are the same, so \
          \(MessageFormat.describe(entry.animation)) changes nothing
          """,
        range: context.location(of: .values, in: entry.animation))
    }
  }
}
