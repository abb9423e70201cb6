import SceneDiagnostics

/// A child of a group (or sequence) with an explicit duration that runs past the group's end.
enum GroupClipsChildrenRule: LintRule {
  static let description = RuleDescription(
    id: "group-clips-children",
    summary: "a child animation runs past the end of its group's duration",
    explanation: """
      A group (or sequence) clips its children to its own duration: when the group's \
      duration is written explicitly and a child is still running at that point, the child \
      is cut off there and jumps to whatever the group shows next (its fill, or the model \
      value). scenec lets a group without a duration last until its last child ends, but an \
      explicit duration wins. The child's end is measured on the group's clock, with the \
      child's beginTime, repeats and speed included.
      """,
    fixHint: """
      Lengthen the group's duration to cover the child (or remove it, so the group lasts \
      until its last child ends), or shorten or move the child.
      """,
    fix: "lengthen or remove the group's 'duration', or shorten or move the child",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - type: group
              duration: 0.5
              animations:
                - keyPath: ↓position.x
                  toValue: 80
                  duration: 0.4
                  beginTime: 0.3
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
            - type: group
              duration: 0.8
              animations:
                - keyPath: position.x
                  toValue: 80
                  duration: 0.4
                  beginTime: 0.3
            - type: group
              animations:
                - keyPath: opacity
                  toValue: 0
                  duration: 2
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    let schedule = context.schedule
    var findings: [Finding] = []
    for (index, group) in schedule.entries.enumerated() where group.isGroup {
      guard let limit = group.animation.timing.duration else { continue }
      for childIndex in schedule.children(of: index) {
        let child = schedule.entries[childIndex]
        guard !child.isSet, child.end > limit + 1e-9 else { continue }
        let kind = group.isSequence ? "sequence" : "group"
        let ends = child.end.isFinite ? "ends at \(MessageFormat.seconds(child.end))" : "repeats forever"
        findings.append(
          Finding(
            message: """
              \(MessageFormat.describe(child.animation)) \(ends), after its \(kind)'s duration \
              of \(MessageFormat.seconds(limit)); the \(kind) cuts it off
              """,
            range: context.anchor(of: child.animation),
            notes: [
              context.note(
                "the \(kind)'s duration is \(MessageFormat.seconds(limit))",
                at: group.animation.fieldSources[.duration])
            ]))
      }
    }
    return findings
  }
}
