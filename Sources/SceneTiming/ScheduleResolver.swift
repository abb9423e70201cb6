import SceneModel

/// Resolves every animation of a scene: begin times (beginTime, `after` + delay, sequence
/// chaining), default durations, and the scene times of `set` steps (docs/timing.md: "Durations and
/// sequences", "Sets", "after"). Runs once, when a `SceneEvaluator` is made.
final class ScheduleResolver {
  struct LayerAnimations {
    var animations: [ResolvedAnimation] = []
    var sets: [SetEvent] = []
  }

  /// The scene's layers in `Scene.allLayers()` order, which `AnimationPosition` indexes.
  private let layers: [Layer]
  private var resolvedTopLevel: [Int: [Int: ResolvedAnimation]] = [:]
  /// Whether basic and spring animations get their prepared endpoints and number form.
  private let shortcuts: Bool

  /// The default duration of anything that has none (CAAnimation's transaction default).
  static let defaultDuration = 0.25

  init(layers: [Layer], shortcuts: Bool = true) {
    self.layers = layers
    self.shortcuts = shortcuts
  }

  /// Every layer's resolved animations, in the order of `layers`.
  func resolveAll() -> [LayerAnimations] {
    layers.indices.map { layerIndex in
      var result = LayerAnimations()
      for index in layers[layerIndex].animations.indices {
        let resolved = topLevel(layer: layerIndex, index: index)
        result.animations.append(resolved)
        collectSets(resolved, into: &result.sets)
      }
      result.sets.sort(by: SetEvent.inApplicationOrder)
      return result
    }
  }

  private func collectSets(_ animation: ResolvedAnimation, into sets: inout [SetEvent]) {
    switch animation.body {
    case .set(let time):
      if case .set(let values) = animation.animation.kind {
        sets.append(SetEvent(time: time, indexPath: animation.indexPath, values: values))
      }
    case .group(let children, _):
      for child in children { collectSets(child, into: &sets) }
    default:
      break
    }
  }

  private func topLevel(layer: Int, index: Int) -> ResolvedAnimation {
    if let done = resolvedTopLevel[layer]?[index] { return done }
    let animation = layers[layer].animations[index]
    let resolved = resolve(
      animation, indexPath: [index], clock: .scene, parentExplicitDuration: nil,
      sequenceStart: nil)
    resolvedTopLevel[layer, default: [:]][index] = resolved
    return resolved
  }

  /// The end on the scene clock of the top-level animation a reference names (nil: not
  /// resolved; the decoder resolves references only in scenes where every `after` names a
  /// top-level animation and none forms a cycle, so following them ends).
  private func endOfTopLevel(_ reference: AnimationReference) -> Double? {
    guard let target = reference.target else { return nil }
    let resolved = topLevel(layer: target.layer, index: target.index)
    // A set has no active duration: it ends when it happens.
    if case .set(let time) = resolved.body { return time }
    return resolved.timing.end
  }

  /// The scene time an `after` reference starts at: the named animation's end plus delay.
  private func sceneTime(after reference: AnimationReference, delay: Double) -> Double {
    (endOfTopLevel(reference) ?? 0) + delay
  }

  /// - Parameters:
  ///   - clock: maps the parent's clock (where `beginTime` counts) to the scene clock.
  ///   - parentExplicitDuration: the enclosing group's explicit duration, the default of
  ///     children without one (docs/timing.md, "Durations and sequences").
  ///   - sequenceStart: inside a sequence, where the previous child ended.
  private func resolve(
    _ animation: Animation, indexPath: [Int], clock: ClockMap, parentExplicitDuration: Double?,
    sequenceStart: Double?
  ) -> ResolvedAnimation {
    let t = animation.timing
    var timing = MediaTiming(begin: 0, duration: Self.defaultDuration)
    timing.speed = t.speed
    timing.timeOffset = t.timeOffset
    timing.repeatCount = t.repeatCount
    timing.repeatDuration = t.repeatDuration
    timing.autoreverses = t.autoreverses
    timing.fillMode = t.fillMode
    timing.removedOnCompletion = t.removedOnCompletion
    timing.timingFunction = t.timingFunction

    switch t.start {
    case .beginTime(let b):
      timing.begin = (sequenceStart ?? 0) + b
    case .after(let reference, let delay):
      timing.begin = clock.localTime(sceneTime(after: reference, delay: delay))
    }
    let explicit = t.duration.flatMap { $0 > 0 ? $0 : nil }

    switch animation.kind {
    case .set:
      // A set happens once, on the scene clock: in a group at the group's begin plus its
      // beginTime, in a sequence where the child before it ended plus its beginTime
      // (docs/timing.md, "Sets").
      let time: Double
      switch t.start {
      case .beginTime(let b):
        timing.begin = (sequenceStart ?? 0) + b
        time = clock.sceneTime(timing.begin)
      case .after(let reference, let delay):
        time = sceneTime(after: reference, delay: delay)
        timing.begin = clock.localTime(time)
      }
      timing.duration = Self.defaultDuration
      return ResolvedAnimation(
        animation: animation, timing: timing, body: .set(sceneTime: time), indexPath: indexPath)

    case .basic(let basic):
      timing.duration = explicit ?? parentExplicitDuration ?? Self.defaultDuration
      return ResolvedAnimation(
        animation: animation, timing: timing,
        body: .basic(PreparedBasic(basic, additive: animation.additive, shortcuts: shortcuts)), indexPath: indexPath)

    case .keyframe(let keyframe):
      timing.duration = explicit ?? parentExplicitDuration ?? Self.defaultDuration
      return ResolvedAnimation(
        animation: animation, timing: timing, body: .keyframe(PreparedKeyframes(keyframe)),
        indexPath: indexPath)

    case .spring(let spring):
      let curve = SpringCurve(spring)
      timing.duration = explicit ?? curve.settlingDuration()
      return ResolvedAnimation(
        animation: animation, timing: timing, body: .spring(PreparedBasic(spring.basic, additive: animation.additive, shortcuts: shortcuts), curve),
        indexPath: indexPath)

    case .group(let children), .sequence(let children):
      let isSequence: Bool
      if case .sequence = animation.kind { isSequence = true } else { isSequence = false }
      let childClock = clock.child(begin: timing.begin, speed: timing.speed)
      var resolvedChildren: [ResolvedAnimation] = []
      var previousEnd = 0.0
      var latestEnd: Double?
      for (index, child) in children.enumerated() {
        var start: Double? = nil
        if isSequence, case .beginTime = child.timing.start { start = previousEnd }
        let resolved = resolve(
          child, indexPath: indexPath + [index], clock: childClock,
          parentExplicitDuration: explicit, sequenceStart: start)
        resolvedChildren.append(resolved)
        // In a group a set takes no place; in a sequence it is a child of no length that
        // the next child starts after.
        let end: Double
        if case .set = resolved.body {
          guard isSequence else { continue }
          end = resolved.timing.begin
        } else {
          end = resolved.timing.end
        }
        previousEnd = end
        latestEnd = max(latestEnd ?? end, end)
      }
      if let explicit {
        timing.duration = explicit
      } else if let latestEnd, latestEnd > 0 {
        timing.duration = latestEnd
      } else {
        timing.duration = Self.defaultDuration
      }
      return ResolvedAnimation(
        animation: animation, timing: timing,
        body: .group(resolvedChildren, isSequence: isSequence), indexPath: indexPath)
    }
  }
}
