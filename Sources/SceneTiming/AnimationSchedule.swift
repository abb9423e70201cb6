public import SceneDiagnostics
public import SceneModel

/// When an animation runs, as the timing stage resolved it (for lint and tools): its begin
/// and end on its parent's clock (the scene's for a layer's own animations, the group's for
/// a group's children), its durations, and its children's schedules.
public struct AnimationSchedule: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    case basic, keyframe, spring, group, sequence, set
  }

  /// The layer whose `animations` hold it.
  public var layer: String
  public var id: String?
  public var kind: Kind
  /// The animated key path (nil for groups, sequences and sets).
  public var keyPath: KeyPath?
  /// Indices through the layer's `animations` and enclosing groups' `animations`.
  public var indexPath: [Int]
  /// Begin on the parent's clock (after `after`, delays and sequence chaining). For a
  /// `set`, the time it happens.
  public var begin: Double
  /// End on the parent's clock: begin + activeDuration / speed (+∞ when it never ends).
  public var end: Double
  /// The simple duration of one pass, defaults resolved (docs/timing.md, "Durations and sequences"); 0 for a set.
  public var duration: Double
  /// D (docs/timing.md, "Clock and active time"): repeatDuration, or duration × (autoreverses ? 2 : 1) × repeats.
  public var activeDuration: Double
  /// Begin and end on the scene clock, through the enclosing groups' begin and speed
  /// (their repeats and timing functions left out).
  public var sceneBegin: Double
  public var sceneEnd: Double
  /// `sceneEnd` cut at the end of the enclosing groups' first pass: where the animation
  /// stops showing in a group's first pass (a repeating group replays it). A set is not cut:
  /// it applies even past its group's end (docs/timing.md, "Sets").
  public var sceneEndInGroup: Double
  /// Where the animation stands in the scene file.
  public var source: SourceRange?
  /// For groups and sequences: the children, on this group's clock.
  public var children: [AnimationSchedule]

  init(_ resolved: ResolvedAnimation, layer: String, clock: ClockMap, groupEnd: Double = .infinity) {
    self.layer = layer
    id = resolved.animation.id
    keyPath = resolved.animation.keyPath
    indexPath = resolved.indexPath
    source = resolved.animation.source
    let timing = resolved.timing
    switch resolved.body {
    case .set(let time):
      kind = .set
      begin = timing.begin
      end = timing.begin
      duration = 0
      activeDuration = 0
      sceneBegin = time
      sceneEnd = time
      sceneEndInGroup = time
      children = []
      return
    case .basic: kind = .basic
    case .keyframe: kind = .keyframe
    case .spring: kind = .spring
    case .group(_, let isSequence): kind = isSequence ? .sequence : .group
    }
    begin = timing.begin
    end = timing.end
    duration = timing.duration
    activeDuration = timing.activeDuration
    sceneBegin = clock.sceneTime(begin)
    sceneEnd = end.isFinite ? clock.sceneTime(end) : end
    let endInGroup = min(sceneEnd, groupEnd)
    sceneEndInGroup = endInGroup
    if case .group(let resolvedChildren, _) = resolved.body {
      let childClock = clock.child(begin: timing.begin, speed: timing.speed)
      children = resolvedChildren.map {
        AnimationSchedule($0, layer: layer, clock: childClock, groupEnd: endInGroup)
      }
    } else {
      children = []
    }
  }
}
