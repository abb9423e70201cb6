import SceneDiagnostics
import SceneModel

/// A `set` or an animation that starts after the last frame, though not after the scene's
/// duration: frames fall on multiples of 1/fps, so a change between the last frame and the
/// end is never drawn.
enum AfterLastFrameRule: LintRule {
  static let description = RuleDescription(
    id: "after-last-frame",
    summary: "a set or animation starts between the last frame and the scene's end",
    explanation: """
      A scene of duration D has floor(D·fps) + 1 frames, frame i at i/fps (docs/cli.md), \
      so the last frame is at or before D. A `set` or an animation that starts after that \
      frame, but not after D, is inside the scene and still shows in no frame. This happens \
      most with a scene that lasts until its last change by default: a `set` at 0.3125 s \
      makes the scene 0.3125 s long, but at 60 fps the last frame is at 0.3 s. Layers below \
      a layer that remaps time (`timeRemap`) are left alone.
      """,
    fixHint: """
      Move the change onto a frame (a multiple of 1/fps) at or before the last frame, or \
      give the scene a `duration` that reaches the next frame.
      """,
    fix: "move it onto a frame at or before the last one, or lengthen the scene's 'duration'",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100], fps: 60 }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: opacity
              toValue: 0
              duration: 0.25
            - type: set
              beginTime: ↓0.3125
              values: { cornerRadius: 5 }
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100], fps: 60 }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: opacity
              toValue: 0
              duration: 0.25
            - type: set
              beginTime: 0.3
              values: { cornerRadius: 5 }
      """,
      """
      version: 1
      scene: { size: [100, 100], fps: 60, duration: 0.4 }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - type: set
              beginTime: 0.3125
              values: { cornerRadius: 5 }
      """,
    ])

  static func check(_ context: LintContext) -> [Finding] {
    let schedule = context.schedule
    let fps = context.scene.fps
    guard schedule.frameCount >= 1, fps.isFinite, fps > 0 else { return [] }
    let lastFrame = FrameClock.time(ofFrame: schedule.frameCount - 1, fps: fps)
    let end = schedule.sceneDuration
    guard end.isFinite, end > lastFrame + 1e-9 else { return [] }
    return schedule.entries.compactMap { entry in
      guard !context.layersOnRemappedClocks.contains(entry.layerID) else { return nil }
      let begin = entry.sceneBegin
      guard begin.isFinite, begin > lastFrame + 1e-9 else { return nil }
      // At or past the end is animation-after-scene-end's finding, not this one.
      guard entry.isSet ? begin <= end + 1e-9 : begin < end - 1e-9 else { return nil }
      let animation = entry.animation
      let range = context.startLocation(of: animation)
      let what = entry.isSet ? "the set happens" : "\(MessageFormat.describe(animation)) starts"
      let frames = schedule.frameCount
      return Finding(
        message: "\(what) at \(MessageFormat.seconds(begin)), after the last frame "
          + "(\(MessageFormat.seconds(lastFrame)) at \(MessageFormat.number(fps)) fps), so no frame shows it",
        range: range,
        notes: [
          context.note(
            "the scene lasts \(MessageFormat.seconds(end)): \(frames) frame\(frames == 1 ? "" : "s"), "
              + "the next frame would be at \(MessageFormat.seconds(FrameClock.time(ofFrame: frames, fps: fps)))",
            at: context.scene.sources[.duration])
        ])
    }
  }
}
