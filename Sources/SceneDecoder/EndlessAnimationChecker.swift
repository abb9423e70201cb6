import SceneDiagnostics
import SceneModel

/// Without `scene.duration` the scene lasts until its last animation ends; an animation
/// that repeats forever, or a spring that never settles (damping 0, no `duration`: its
/// settling duration is infinite), and is not cut off by a group with a finite duration,
/// makes that end infinite, so the scene must say how long it is.
struct EndlessAnimationChecker {
  let context: DecodeContext

  func check(_ layers: [Layer]) {
    for layer in layers.flatMap({ $0.allLayers() }) {
      for animation in layer.animations { report(animation) }
    }
  }

  /// Reports at each `repeatCount: infinite`, or undamped spring, that makes `animation`
  /// endless.
  private func report(_ animation: Animation) {
    guard isEndless(animation) else { return }
    if animation.timing.repeatCount.isInfinite {
      context.error(
        "infinite-duration-needs-scene-duration",
        "this animation repeats forever, so the scene needs a 'duration'",
        at: animation.fieldSources[.repeatCount] ?? animation.source,
        notes: [DiagnosticNote("add 'duration' under 'scene' to say how long the scene is")])
      return
    }
    if case .spring = animation.kind {
      context.error(
        "infinite-duration-needs-scene-duration",
        "this spring never settles (damping 0) and has no 'duration', so the scene needs a 'duration'",
        at: animation.fieldSources[.damping] ?? animation.source,
        notes: [DiagnosticNote("add 'duration' under 'scene' to say how long the scene is, or give the spring a 'duration' or some damping")])
      return
    }
    for child in animation.children { report(child) }
  }

  /// True when the animation's active duration is infinite (rule 2 and rule 6).
  private func isEndless(_ animation: Animation) -> Bool {
    if case .set = animation.kind { return false }
    if animation.timing.repeatDuration > 0 { return false }
    if animation.timing.repeatCount.isInfinite { return true }
    switch animation.kind {
    case .spring(let spring):
      // ζ = 0 exactly when damping is 0 (mass and stiffness are positive): q(t) = 1 − cos(ω0·t).
      return animation.timing.duration == nil && spring.damping == 0
    case .group, .sequence:
      return animation.timing.duration == nil && animation.children.contains { isEndless($0) }
    default:
      return false
    }
  }
}
