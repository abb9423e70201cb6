import SceneTiming

/// A spring whose explicit duration ends before it settles.
enum SpringCutOffRule: LintRule {
  static let description = RuleDescription(
    id: "spring-cut-off",
    summary: "a spring's duration is shorter than its settling duration",
    explanation: """
      A spring animation's motion is set by its mass, stiffness, damping and initial \
      velocity; its `duration` only decides when the animation stops. When the duration is \
      shorter than the settling duration (the time the spring needs to come within 0.001 of \
      its target, as Core Animation computes `settlingDuration`), the motion is cut off \
      while still moving and the value jumps to `toValue`. Without a `duration` a spring \
      lasts exactly its settling duration. Springs written in UIView's form \
      (`dampingRatio` with `duration`) are tuned so they settle at their duration and are \
      not checked.
      """,
    fixHint: """
      Remove `duration` (a spring then lasts its settling duration), raise it to at least \
      the settling duration, or increase damping or stiffness so the spring settles sooner.
      """,
    fix: "remove 'duration' (a spring then lasts until it settles), or raise it",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - type: spring
              keyPath: position.x
              fromValue: 0
              toValue: 80
              damping: 5
              duration: ↓0.5
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
            - type: spring
              keyPath: position.x
              fromValue: 0
              toValue: 80
              damping: 5
            - type: spring
              keyPath: position.y
              fromValue: 0
              toValue: 80
              duration: 2
              beginTime: 3
            - type: spring
              keyPath: opacity
              fromValue: 0
              toValue: 1
              dampingRatio: 0.7
              duration: 0.5
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.schedule.entries.compactMap { entry in
      guard case .spring(let spring) = entry.animation.kind,
        let duration = entry.animation.timing.duration, spring.form == .physical
      else { return nil }
      let motion = SpringCurve(spring)
      let settling = motion.settlingDuration()
      guard duration < settling - 1e-9 else { return nil }
      let jump = abs(1 - motion.value(at: duration))
      let settles =
        settling.isFinite ? "settles at \(MessageFormat.seconds(settling))" : "ever settles (no damping)"
      return Finding(
        message: """
          the spring is cut off at \(MessageFormat.seconds(duration)), before it \(settles); \
          it jumps by \(MessageFormat.percent(jump)) of its distance to 'toValue'
          """,
        range: context.location(of: .duration, in: entry.animation))
    }
  }
}
