/// `after` with a negative `delay`.
enum AfterDelayNegativeRule: LintRule {
  static let description = RuleDescription(
    id: "after-delay-negative",
    summary: "an animation waits for another with a negative delay",
    explanation: """
      `after: <id>` starts an animation when the named one ends, plus `delay`. A negative \
      delay starts it before that end — possibly even before the other animation starts — \
      which contradicts "after" and makes the order hard to follow when durations change. \
      If an overlap is intended, say so with beginTime, or start both from a common \
      animation.
      """,
    fixHint: """
      Use a delay of 0 or more, or set an explicit `beginTime` if the animation should start \
      before the other one ends.
      """,
    fix: "use a delay of 0 or more, or an explicit 'beginTime'",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - id: grow
              keyPath: bounds.size.width
              toValue: 40
              duration: 1
            - keyPath: opacity
              toValue: 0
              after: grow
              delay: ↓-0.5
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
            - id: grow
              keyPath: bounds.size.width
              toValue: 40
              duration: 1
            - keyPath: opacity
              toValue: 0
              after: grow
              delay: 0.2
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.schedule.entries.compactMap { entry in
      guard case .after(let reference, let delay) = entry.animation.timing.start, delay < 0 else { return nil }
      return Finding(
        message: """
          negative 'delay' starts \(MessageFormat.describe(entry.animation)) \
          \(MessageFormat.seconds(-delay)) before '\(reference.id)' ends
          """,
        range: context.location(of: .delay, in: entry.animation))
    }
  }
}
