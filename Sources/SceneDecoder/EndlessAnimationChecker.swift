import SceneDiagnostics
import SceneModel

/// Without `scene.duration` the scene lasts until its last animation ends; an animation
/// that repeats forever, or a spring that never settles (damping 0, no `duration`: its
/// settling duration is infinite), and is not cut off by a group with a finite duration,
/// makes that end infinite, so the scene must say how long it is. An animation with speed 0
/// never ends either (beginTime + D / 0 is +∞) but shows one value forever: at the top level
/// the scene loses nothing by ending before it; inside a group without a duration it keeps
/// the group, and so the group's other children, going forever.
struct EndlessAnimationChecker {
  let context: DecodeContext

  func check(_ layers: [Layer]) {
    for layer in layers.flatMap({ $0.allLayers() }) {
      for animation in layer.animations { report(animation) }
    }
  }

  /// Reports at each `repeatCount: infinite`, undamped spring, or `speed: 0` in a group,
  /// that makes `animation` endless.
  private func report(_ animation: Animation, inGroup: Bool = false) {
    guard isEndless(animation) else { return }
    if animation.timing.speed == 0 {
      guard inGroup else { return }
      needsDuration(
        animation, at: .speed, "this animation has speed 0, so it and its group never end; the scene needs a 'duration'",
        otherwise: ", or give the group a 'duration'")
    } else if animation.timing.repeatCount.isInfinite {
      needsDuration(animation, at: .repeatCount, "this animation repeats forever, so the scene needs a 'duration'")
    } else if case .spring = animation.kind {
      needsDuration(
        animation, at: .damping,
        "this spring never settles (damping 0) and has no 'duration', so the scene needs a 'duration'",
        otherwise: ", or give the spring a 'duration' or some damping")
    } else {
      for child in animation.children { report(child, inGroup: true) }
    }
  }

  /// The error at `field` of `animation` (or at the animation when the field is not written).
  private func needsDuration(_ animation: Animation, at field: AnimationField, _ message: String, otherwise: String = "") {
    context.error(
      "infinite-duration-needs-scene-duration", message, at: animation.fieldSources[field] ?? animation.source,
      notes: [DiagnosticNote("add 'duration' under 'scene' to say how long the scene is" + otherwise)])
  }

  /// True when the animation's active duration is infinite (rule 2 and rule 6).
  private func isEndless(_ animation: Animation) -> Bool {
    if case .set = animation.kind { return false }
    if animation.timing.speed == 0 { return true }
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
