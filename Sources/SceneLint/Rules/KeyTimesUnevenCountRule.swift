import SceneModel

/// `keyTimes` whose count does not fit `values` for the calculation mode.
enum KeyTimesUnevenCountRule: LintRule {
  static let description = RuleDescription(
    id: "keytimes-uneven-count",
    summary: "keyTimes has a different number of entries than the calculation mode needs",
    explanation: """
      Core Animation pairs `keyTimes` with `values`: for `linear` and `cubic` one key time \
      per value; for `discrete` one more key time than values (each value holds from its key \
      time until the next, and the last key time closes the last value). With another count \
      the timing is not what it seems: in `discrete` mode with as many key times as values \
      the last value never shows, and extra or missing entries shift or drop keyframes. \
      Paced modes ignore keyTimes (see keyframe-timing-ignored).
      """,
    fixHint: """
      Give `keyTimes` one entry per value (one more than the values for `discrete`, ending \
      with 1), or leave it out for evenly spaced keyframes.
      """,
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
              keyPath: opacity
              calculationMode: discrete
              values: [1, 0.5, 0]
              keyTimes: ↓[0, 0.5, 1]
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
              keyPath: opacity
              calculationMode: discrete
              values: [1, 0.5, 0]
              keyTimes: [0, 0.25, 0.5, 1]
            - type: keyframe
              keyPath: position.x
              values: [0, 30, 40]
              keyTimes: [0, 0.8, 1]
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.schedule.entries.compactMap { entry in
      guard case .keyframe(let keyframe) = entry.animation.kind, keyframe.path == nil,
        let keyTimes = keyframe.keyTimes, !keyframe.values.isEmpty
      else { return nil }
      let mode = keyframe.calculationMode
      let values = keyframe.values.count
      let expected: Int
      switch mode {
      case .paced, .cubicPaced: return nil
      case .discrete: expected = values + 1
      case .linear, .cubic: expected = values
      }
      guard keyTimes.count != expected else { return nil }
      var message = """
        'keyTimes' has \(MessageFormat.count(keyTimes.count, "entry", plural: "entries")) \
        but calculationMode '\(mode.rawValue)' needs \(expected) for \(MessageFormat.count(values, "value"))
        """
      if mode == .discrete && keyTimes.count == values { message += "; the last value never shows" }
      return Finding(message: message, range: context.location(of: "keyTimes", in: entry.animation))
    }
  }
}
