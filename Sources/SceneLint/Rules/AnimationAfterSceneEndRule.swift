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
      This usually means the scene's duration is too short, or a beginTime or delay is off. \
      An animation `after` one that never ends (`repeatCount: infinite`) never starts at \
      all, whatever the duration; the message then says so. Layers below a layer that \
      remaps time (`timeRemap`) are left alone: their animations run on the remapped clock.
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
      guard entry.isTopLevel, !context.layersOnRemappedClocks.contains(entry.layerID) else { return nil }
      let begin = entry.sceneBegin
      let late = entry.isSet ? begin > end + 1e-9 : begin >= end - 1e-9
      guard late else { return nil }
      let animation = entry.animation
      let range = context.startLocation(of: animation)
      if begin == .infinity, case .after(let reference, _) = animation.timing.start {
        return waitsForever(entry, on: reference.id, at: range, context)
      }
      let when = abs(begin - end) <= 1e-9 ? "just as the scene ends" : "after the scene ends"
      let what = entry.isSet ? "the set happens" : "\(MessageFormat.describe(animation)) starts"
      return Finding(
        message: "\(what) at \(MessageFormat.seconds(begin)), \(when) at \(MessageFormat.seconds(end))",
        range: range,
        notes: [
          context.note(
            "the scene's duration is \(MessageFormat.seconds(end))", at: context.scene.sources[.duration])
        ])
    }
  }

  /// `after` an animation that never ends: no scene duration helps, so say why.
  private static func waitsForever(
    _ entry: ScheduledAnimation, on id: String, at range: SourceRange?, _ context: LintContext
  ) -> Finding {
    let what = entry.isSet ? "the set" : MessageFormat.describe(entry.animation)
    let target = context.schedule.entries.first { $0.isTopLevel && $0.animation.id == id }
    let timing = target?.animation.timing
    let reason: String
    var notes: [DiagnosticNote] = []
    var remedy = "a finite repeatCount"
    if let timing, timing.speed == 0 {
      reason = "'speed: 0' stands its clock still"
      remedy = "a speed other than 0"
      notes.append(context.note("'\(id)' has speed 0 here", at: target?.animation.fieldSources[.speed]))
    } else if let timing, timing.repeatCount == .infinity {
      reason = "'repeatCount: infinite'"
      notes.append(context.note("'\(id)' repeats forever here", at: target?.animation.fieldSources[.repeatCount]))
    } else if let timing, timing.repeatDuration == .infinity {
      reason = "'repeatDuration: infinite'"
      notes.append(context.note("'\(id)' repeats forever here", at: target?.animation.fieldSources[.repeatDuration]))
    } else if case .spring(let spring)? = target?.animation.kind, spring.damping == 0, timing?.duration == nil {
      reason = "a spring with 'damping: 0' never settles"
      remedy = "a 'duration' or some damping"
      notes.append(context.note("'\(id)' has no damping here", at: target?.animation.fieldSources[.damping]))
    } else {
      reason = "it waits for an animation that never ends"
    }
    return Finding(
      message: "\(what) waits for '\(id)', which never ends (\(reason)), so it never \(entry.isSet ? "happens" : "starts")",
      range: range, notes: notes,
      fix: "wait for an animation that ends, give '\(id)' \(remedy), or use 'beginTime' instead of 'after'")
  }
}
