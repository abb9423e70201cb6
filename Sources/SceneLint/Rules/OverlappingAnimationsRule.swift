import SceneDiagnostics
import SceneModel

/// Two non-additive animations of the same key path on a layer running at the same time.
enum OverlappingAnimationsRule: LintRule {
  static let description = RuleDescription(
    id: "overlapping-animations",
    summary: "two non-additive animations of the same key path on a layer overlap in time",
    explanation: """
      Animations of a layer apply in list order, and a non-additive one replaces the value \
      of its key path. When two of them animate the same key path at the same time, the one \
      later in the list wins and the earlier one is invisible while they overlap (a whole \
      property, like `position`, also replaces an earlier animation of a part of it, like \
      `position.x`). Times are the active windows on the scene clock (fills do not count: \
      an animation held by its fillMode and then replaced is the normal way to chain them). \
      The finding points at the winning animation; a note points at the other one.
      """,
    fixHint: """
      Start the later animation when the earlier one ends (`after: <id>` or a `sequence`), \
      make one of them `additive: true` if their effects should add up, or remove one.
      """,
    fix: "start one when the other ends ('after' or a 'sequence'), or make one 'additive'",
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
              fromValue: 0
              toValue: 1
              duration: 1
            - keyPath: ↓opacity
              fromValue: 1
              toValue: 0.5
              beginTime: 0.5
              duration: 1
            - keyPath: position.x
              toValue: 50
              duration: 1
            - keyPath: ↓position
              toValue: [50, 50]
              duration: 1
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
            - id: in
              keyPath: opacity
              fromValue: 0
              toValue: 1
              duration: 1
              fillMode: forwards
              removedOnCompletion: false
            - keyPath: opacity
              fromValue: 1
              toValue: 0.5
              after: in
            - keyPath: position.x
              toValue: 50
              duration: 1
            - keyPath: position.x
              byValue: 10
              additive: true
              duration: 1
            - keyPath: position.y
              toValue: 50
              duration: 1
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    // Only animations of the same layer can overlap: pair them within each layer (in list
    // order), so large scenes stay linear in their number of layers.
    var findings: [Finding] = []
    for layerID in context.schedule.layerIDs {
      let entries = context.schedule.entries(ofLayer: layerID).filter { entry in
        !entry.isSet && !entry.isGroup && !entry.animation.additive && entry.animation.keyPath != nil
      }
      findings += overlaps(in: entries, context)
    }
    return findings
  }

  private static func overlaps(in entries: [ScheduledAnimation], _ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for (laterIndex, later) in entries.enumerated() {
      let laterPath = later.animation.keyPath!
      for earlier in entries[..<laterIndex] {
        let earlierPath = earlier.animation.keyPath!
        guard
          earlierPath == laterPath
            || (laterPath.component == nil && laterPath.property == earlierPath.property)
        else { continue }
        let from = max(earlier.sceneBegin, later.sceneBegin)
        let to = min(earlier.sceneEnd, later.sceneEnd)
        guard to - from > 1e-9 else { continue }
        let span = "from \(MessageFormat.seconds(from)) to \(MessageFormat.seconds(to))"
        let earlierSpan =
          "from \(MessageFormat.seconds(earlier.sceneBegin)) to \(MessageFormat.seconds(earlier.sceneEnd))"
        findings.append(
          Finding(
            message: """
              \(MessageFormat.describe(later.animation)) overlaps an earlier animation of \
              '\(earlierPath)' \(span); this one replaces it there
              """,
            range: context.anchor(of: later.animation),
            notes: [
              context.note(
                "the earlier animation of '\(earlierPath)' runs \(earlierSpan)",
                at: context.anchor(of: earlier.animation))
            ]))
      }
    }
    return findings
  }
}
