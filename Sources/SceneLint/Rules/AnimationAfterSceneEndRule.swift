import SceneDiagnostics

/// An animation or set that starts when the scene has already ended.
enum AnimationAfterSceneEndRule: LintRule {
  static let description = RuleDescription(
    id: "animation-after-scene-end",
    summary: "an animation or set starts after the scene's duration",
    explanation: """
      The scene's frames stop at its `duration`. An animation that begins at or after that \
      time (its beginTime, or the end of the animation it waits for with `after`, plus \
      `delay`) never shows in any frame, and a `set` after the end never changes anything. \
      This usually means the scene's duration is too short, or a beginTime or delay is off.
      """,
    fixHint: """
      Lengthen the scene's `duration` (or remove it: by default a scene lasts until its last \
      animation ends), or start the animation earlier.
      """,
    fix: "lengthen the scene's 'duration', or start the animation earlier",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100], duration: 2 }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - id: fade
              keyPath: opacity
              toValue: 0
              beginTime: ↓2.5
            - keyPath: position.x
              toValue: 50
              after: ↓fade
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100], duration: 2 }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: opacity
              toValue: 0
              beginTime: 1.9
              duration: 1
            - type: set
              beginTime: 2
              values: { opacity: 0.5 }
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    guard let end = context.scene.duration else { return [] }
    return context.schedule.entries.compactMap { entry in
      guard entry.isTopLevel else { return nil }
      let begin = entry.sceneBegin
      let late = entry.isSet ? begin > end + 1e-9 : begin >= end - 1e-9
      guard late else { return nil }
      let animation = entry.animation
      let range: SourceRange?
      switch animation.timing.start {
      case .beginTime: range = animation.fieldSources["beginTime"] ?? context.anchor(of: animation)
      case .after: range = animation.fieldSources["after"] ?? context.anchor(of: animation)
      }
      let when = abs(begin - end) <= 1e-9 ? "just as the scene ends" : "after the scene ends"
      let what = entry.isSet ? "the set happens" : "\(MessageFormat.describe(animation)) starts"
      return Finding(
        message: "\(what) at \(MessageFormat.seconds(begin)), \(when) at \(MessageFormat.seconds(end))",
        range: range,
        notes: [
          context.note(
            "the scene's duration is \(MessageFormat.seconds(end))", at: context.scene.sources["duration"])
        ])
    }
  }
}
