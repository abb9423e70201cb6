import SceneDiagnostics
import SceneModel
import SceneYAML

/// An animation time written as a bare number that only makes sense in milliseconds.
enum TimeLooksLikeMillisecondsRule: LintRule {
  /// Bare times are seconds; an animation's `duration` or `delay` of 100 s or more written
  /// as a bare whole number is almost always milliseconds without the unit.
  static let threshold = 100.0

  static let description = RuleDescription(
    id: "time-looks-like-milliseconds",
    summary: "an animation's duration or delay given as a bare whole number of 100 or more",
    explanation: """
      A bare number for a time is in seconds, as in Core Animation: `duration: 300` lasts \
      five minutes. An animation's `duration` or `delay` of 100 or more written as a bare \
      whole number is almost always milliseconds (CSS and Android habits) without the unit. \
      Times take units: `"300ms"`, `"0.3s"`.
      """,
    fixHint: """
      Write the unit: `"300ms"`. If you mean that many seconds, write `s` to say so \
      (`"300s"`), which also silences the rule.
      """,
    fix: "write the unit, e.g. \"300ms\"",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100], duration: 1 }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - id: fade
              keyPath: opacity
              toValue: 0
              duration: ↓300
            - keyPath: position.x
              toValue: 50
              after: fade
              delay: ↓150
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100], duration: 1 }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: opacity
              toValue: 0
              duration: "300ms"
            - keyPath: position.x
              toValue: 50
              duration: 0.5
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for entry in context.schedule.entries {
      for field: AnimationField in [.duration, .delay] {
        guard let scalar = context.raw.scalar(at: entry.animation.fieldSources[field]),
          scalar.style == .plain, scalar.tag == nil, let value = Double(scalar.value),
          value >= threshold, value == value.rounded()
        else { continue }
        let milliseconds = "\"\(MessageFormat.number(value))ms\""
        findings.append(
          Finding(
            message: """
              '\(field.rawValue): \(MessageFormat.number(value))' is \(MessageFormat.seconds(value)); \
              did you mean \(milliseconds)?
              """,
            range: scalar.range,
            fixIts: [FixIt(message: "write \(milliseconds)", range: scalar.range, replacement: milliseconds)]))
      }
    }
    return findings
  }
}
