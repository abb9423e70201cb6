import SceneModel

/// Keyframe timing settings that the calculation mode ignores.
enum KeyframeTimingIgnoredRule: LintRule {
  static let description = RuleDescription(
    id: "keyframe-timing-ignored",
    summary: "a keyframe setting that the calculation mode ignores",
    explanation: """
      Some keyframe settings only apply in some calculation modes, as in Core Animation: \
      `paced` and `cubicPaced` compute their own key times from distances, so `keyTimes` \
      and per-segment `timingFunctions` are ignored; `discrete` jumps from value to value, so \
      `timingFunctions` are ignored; `tensionValues`, `continuityValues` and `biasValues` \
      shape only the `cubic` and `cubicPaced` curves. A setting that is ignored suggests the \
      animation does not move as its author expects.
      """,
    fixHint: """
      Remove the ignored setting, or choose the calculation mode it belongs to (`linear` or \
      `cubic` for keyTimes and timingFunctions, `cubic` for tension, continuity and bias).
      """,
    fix: "remove the setting, or use a calculation mode that reads it",
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
              keyPath: position.x
              calculationMode: paced
              values: [0, 50, 60]
              keyTimes: ↓[0, 0.5, 1]
              tensionValues: ↓[0, 1, 0]
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
              keyPath: position.x
              calculationMode: cubic
              values: [0, 50, 60]
              keyTimes: [0, 0.5, 1]
              tensionValues: [0, 1, 0]
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for entry in context.schedule.entries {
      guard case .keyframe(let keyframe) = entry.animation.kind else { continue }
      let mode = keyframe.calculationMode
      let paced = mode == .paced || mode == .cubicPaced
      let cubic = mode == .cubic || mode == .cubicPaced
      var ignored: [AnimationField] = []
      if paced && keyframe.keyTimes != nil { ignored.append(.keyTimes) }
      if (paced || mode == .discrete) && keyframe.timingFunctions != nil { ignored.append(.timingFunctions) }
      if !cubic {
        if keyframe.tensionValues != nil { ignored.append(.tensionValues) }
        if keyframe.continuityValues != nil { ignored.append(.continuityValues) }
        if keyframe.biasValues != nil { ignored.append(.biasValues) }
      }
      for key in ignored {
        findings.append(
          Finding(
            message: "'\(key.rawValue)' is ignored with calculationMode '\(mode.rawValue)'",
            range: context.location(of: key, in: entry.animation)))
      }
    }
    return findings
  }
}
