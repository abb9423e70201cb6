import SceneModel

/// `duration: 0` written explicitly, which Core Animation reads as "the default".
enum ZeroDurationRule: LintRule {
  static let description = RuleDescription(
    id: "zero-duration",
    summary: "an explicit duration of 0 means the default duration, not an instant change",
    explanation: """
      In Core Animation (and in scenec) a duration of 0 is not "no time": it means the \
      default, 0.25 s for most animations, the settling duration for a spring, until the \
      last child ends for a group or sequence, and the group's duration for a child of a \
      group that has one. Writing `duration: 0` to make an instant change therefore \
      animates over the default duration instead.
      """,
    fixHint: """
      For an instant change use a `set` at that time; otherwise write the duration you mean \
      (or leave it out to get the default on purpose).
      """,
    fix: "use a 'set' for an instant change, or write the duration you mean",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: opacity
              toValue: 0
              duration: ↓0
            - keyPath: position.x
              toValue: 40
              duration: ↓"0ms"
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
            - keyPath: opacity
              toValue: 0
              duration: 0.25
            - type: set
              beginTime: 1
              values: { opacity: 1 }
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.schedule.entries.compactMap { entry in
      let animation = entry.animation
      guard animation.timing.writtenDuration == 0, let range = animation.fieldSources[.duration]
      else { return nil }
      return Finding(
        message: """
          'duration: 0' does not mean an instant change: as in Core Animation it means the default, \
          here \(MessageFormat.seconds(entry.duration))
          """,
        range: range)
    }
  }
}
