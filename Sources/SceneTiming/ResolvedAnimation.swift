import SceneModel

/// An animation with its timing resolved (begin, duration, chaining) and its evaluation
/// data prepared, ready to be applied at any instant. A class: it is made once per scene
/// and read every frame, so passing it around shares it instead of copying its fields.
final class ResolvedAnimation: Sendable {
  enum Body: Sendable {
    case basic(PreparedBasic)
    case keyframe(PreparedKeyframes)
    case spring(PreparedBasic, SpringCurve)
    /// A group or sequence: children on the group's clock.
    case group([ResolvedAnimation], isSequence: Bool)
    /// A `set` step: applied to the model values (see `SetEvent`), nothing at evaluation.
    case set(sceneTime: Double)
  }

  let animation: Animation
  let timing: MediaTiming
  let body: Body
  /// Where the animation sits in its layer's `animations` (indices through groups).
  let indexPath: [Int]
  let additive: Bool
  let cumulative: Bool

  init(animation: Animation, timing: MediaTiming, body: Body, indexPath: [Int]) {
    self.animation = animation
    self.timing = timing
    self.body = body
    self.indexPath = indexPath
    additive = animation.additive
    cumulative = animation.cumulative
  }
}

/// A `set` step's change of model values, on the scene clock.
struct SetEvent: Sendable {
  var time: Double
  /// File order within the layer (indices through groups), for ties.
  var indexPath: [Int]
  var values: [SetValue]

  /// The time to the nanosecond (MediaTiming.tolerance): times that differ by binary
  /// residue only (0.1 + 0.2 and 0.3) are equal, and file order decides between them.
  var orderingTime: Double { (time * 1e9).rounded() }

  static func inApplicationOrder(_ a: SetEvent, _ b: SetEvent) -> Bool {
    if a.orderingTime != b.orderingTime { return a.orderingTime < b.orderingTime }
    return a.indexPath.lexicographicallyPrecedes(b.indexPath)
  }
}

/// A linear map between a group's child clock and the scene clock: the group's begin and
/// speed, composed through enclosing groups (repeats, reversal, timing functions and
/// timeOffset are not part of it, as docs/timing.md "Sets" and "after" convert times).
struct ClockMap: Sendable {
  /// Scene time of the child clock's 0.
  var origin: Double
  /// Child-clock seconds per scene second.
  var scale: Double

  static let scene = ClockMap(origin: 0, scale: 1)

  func sceneTime(_ local: Double) -> Double {
    if local == 0 { return origin }
    return origin + local / scale
  }

  func localTime(_ sceneTime: Double) -> Double {
    if sceneTime == origin { return 0 }
    return (sceneTime - origin) * scale
  }

  /// The clock of a group that begins at `begin` on this clock and runs at `speed`.
  func child(begin: Double, speed: Double) -> ClockMap {
    ClockMap(origin: sceneTime(begin), scale: scale * speed)
  }
}
