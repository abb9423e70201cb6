/// `fillMode: forwards` that keeps nothing because the animation is removed on completion.
enum FillForwardsRemovedRule: LintRule {
  static let description = RuleDescription(
    id: "fill-forwards-removed",
    summary: "fillMode forwards or both keeps nothing while removedOnCompletion is true",
    explanation: """
      In Core Animation an animation that is removed on completion (the default) stops \
      affecting the layer the moment it ends, so the layer shows its model value again \
      whatever the animation's fillMode says. Writing `fillMode: forwards` (or `both`) to keep \
      the end value therefore does nothing unless `removedOnCompletion` is false: the layer \
      snaps back at the end. This is the classic Core Animation trap. Inside a group or a \
      sequence a child's removedOnCompletion is ignored and its fillMode does work within the \
      group, so only top-level animations (groups included) are checked.
      """,
    fixHint: """
      Add `removedOnCompletion: false` to keep the end value, or, better, give the layer the \
      end value as its model value (in the layer, or with a `set` at the animation's end) and \
      drop the fillMode.
      """,
    fix: "add 'removedOnCompletion: false', or give the layer the end value as its model value",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          position: [50, 50]
          backgroundColor: red
          animations:
            - keyPath: opacity
              fromValue: 1
              toValue: 0
              fillMode: ↓forwards
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          position: [50, 50]
          backgroundColor: red
          animations:
            - keyPath: opacity
              fromValue: 1
              toValue: 0
              fillMode: forwards
              removedOnCompletion: false
            - type: group
              duration: 1
              fillMode: both
              removedOnCompletion: false
              animations:
                - keyPath: position.x
                  toValue: 80
                  fillMode: forwards
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.schedule.entries.compactMap { entry in
      let timing = entry.animation.timing
      guard entry.isTopLevel, !entry.isSet, timing.fillMode.fillsForwards, timing.removedOnCompletion
      else { return nil }
      return Finding(
        message: """
          fillMode '\(timing.fillMode.rawValue)' keeps nothing after \
          \(MessageFormat.describe(entry.animation)) ends, because 'removedOnCompletion' is \
          true: the layer snaps back to its model value
          """,
        range: context.location(of: .fillMode, in: entry.animation))
    }
  }
}
