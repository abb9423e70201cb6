import SceneModel

/// One top-level animation of a layer as the per-frame loop applies it (`LayerPlan.steps`),
/// made once per scene. The common shapes are typed: a basic or spring animation of a
/// number, a basic animation between two given colors or points, a linear keyframe
/// animation of points or numbers; they compute what `AnimationApplier.apply` computes,
/// with the same operations in the same order (so the same bits), without making
/// `AnimatableValue`s. Everything else goes through `AnimationApplier.apply`.
///
/// Trivial to copy: no strong references, so the loop reads its steps without retaining
/// anything shared (two rendering threads would otherwise contend for the same reference
/// counts every frame).
enum AnimationStep: Sendable {
  case number(NumberStep)
  case color(ColorStep)
  case point(PointStep)
  case keyframes(KeyframeStep)
  case general(UnownedAnimation)

  /// The step of `animation`; nil for a `set` (applied to the model values, nothing here).
  /// `typed: false` makes every step `.general` (the long way, for tests).
  init?(_ animation: ResolvedAnimation, typed: Bool) {
    if case .set = animation.body { return nil }
    guard typed else {
      self = .general(UnownedAnimation(animation))
      return
    }
    let timing = animation.timing
    switch animation.body {
    case .basic(let prepared):
      if let step = NumberStep(prepared, animation, spring: nil) {
        self = .number(step)
      } else if let step = ColorStep(prepared, animation) {
        self = .color(step)
      } else if let step = PointStep(prepared, animation) {
        self = .point(step)
      } else {
        self = .general(UnownedAnimation(animation))
      }
    case .spring(let prepared, let curve):
      if let step = NumberStep(prepared, animation, spring: SpringCurve.Coefficients(curve)) {
        self = .number(step)
      } else {
        self = .general(UnownedAnimation(animation))
      }
    case .keyframe(let keyframes):
      if let step = KeyframeStep(keyframes, animation, timing) {
        self = .keyframes(step)
      } else {
        self = .general(UnownedAnimation(animation))
      }
    case .group, .set:
      self = .general(UnownedAnimation(animation))
    }
  }

  /// Applies the step at `time` on the scene clock (a top-level animation: not in a
  /// group, not a limit from below).
  func apply(at time: Double, to presentation: inout LayerProperties, model: AnimationApplier.Model) {
    switch self {
    case .number(let step): step.apply(at: time, to: &presentation, model: model)
    case .color(let step): step.apply(at: time, to: &presentation)
    case .point(let step): step.apply(at: time, to: &presentation)
    case .keyframes(let step): step.apply(at: time, to: &presentation)
    case .general(let animation):
      AnimationApplier.apply(animation.object, at: time, inGroup: false, to: &presentation, model: model)
    }
  }
}

/// A resolved animation without a strong reference. Safe because the layer plan that
/// holds the step also holds the animation (`LayerPlan.animations`) for its whole life.
struct UnownedAnimation: Sendable {
  unowned(unsafe) let object: ResolvedAnimation

  init(_ object: ResolvedAnimation) { self.object = object }
}

/// A basic or spring animation of a number key path with number values
/// (`NumberEndpoints`), as `AnimationApplier.applyNumbers` applies it.
struct NumberStep: Sendable {
  let timing: MediaTiming
  let numbers: NumberEndpoints
  /// For a spring: its curve's constants.
  let spring: SpringCurve.Coefficients?
  let cumulative: Bool

  init?(_ prepared: PreparedBasic, _ animation: ResolvedAnimation, spring: SpringCurve.Coefficients?) {
    guard let numbers = prepared.numbers else { return nil }
    timing = animation.timing
    self.numbers = numbers
    self.spring = spring
    cumulative = animation.cumulative
  }

  func apply(at time: Double, to presentation: inout LayerProperties, model: AnimationApplier.Model) {
    guard let phase = timing.phase(at: time, inGroup: false) else { return }
    let fraction: Double
    if let spring {
      // As AnimationApplier.apply: where local time reaches the duration the spring shows
      // exactly toValue.
      fraction = timing.duration.isFinite && phase.eased >= 1 ? 1 : spring.value(at: phase.localSeconds)
    } else {
      fraction = phase.eased
    }
    AnimationApplier.applyNumbers(
      numbers, cumulative: cumulative, autoreverses: timing.autoreverses, phase, fraction: fraction,
      to: &presentation, model: model)
  }
}

/// A basic animation of a color property between two given colors (fixed endpoints),
/// neither additive nor cumulative: `ValueAlgebra.interpolate` on `.color` values.
struct ColorStep: Sendable {
  let timing: MediaTiming
  let slot: ColorSlot
  let from, to: Color?

  init?(_ prepared: PreparedBasic, _ animation: ResolvedAnimation) {
    guard !animation.additive, !animation.cumulative, let slot = ColorSlot(prepared.basic.keyPath),
      let (from, to) = prepared.fixedEndpoints, case .color(let a) = from, case .color(let b) = to
    else { return nil }
    timing = animation.timing
    self.slot = slot
    self.from = a
    self.to = b
  }

  func apply(at time: Double, to presentation: inout LayerProperties) {
    guard let phase = timing.phase(at: time, inGroup: false) else { return }
    slot.write(Self.interpolate(from, to, phase.eased), into: &presentation)
  }

  /// `ValueAlgebra.interpolate(.color(a), .color(b), p)`: a at 0, b at 1, a when both are
  /// nil, else component by component (nil as transparent black), clamped.
  static func interpolate(_ a: Color?, _ b: Color?, _ p: Double) -> Color? {
    if p == 0 { return a }
    if p == 1 { return b }
    if a == nil && b == nil { return a }
    let u = a ?? .clear
    let v = b ?? .clear
    return Color(
      red: u.red + (v.red - u.red) * p, green: u.green + (v.green - u.green) * p,
      blue: u.blue + (v.blue - u.blue) * p, alpha: u.alpha + (v.alpha - u.alpha) * p
    ).clamped()
  }
}

/// A basic animation of a point key path between two given points (fixed endpoints),
/// neither additive nor cumulative: `ValueAlgebra.interpolate` on `.point` values.
struct PointStep: Sendable {
  let timing: MediaTiming
  let slot: PointSlot
  let from, to: Point

  init?(_ prepared: PreparedBasic, _ animation: ResolvedAnimation) {
    guard !animation.additive, !animation.cumulative, let slot = PointSlot(prepared.basic.keyPath),
      let (from, to) = prepared.fixedEndpoints, case .point(let a) = from, case .point(let b) = to
    else { return nil }
    timing = animation.timing
    self.slot = slot
    self.from = a
    self.to = b
  }

  func apply(at time: Double, to presentation: inout LayerProperties) {
    guard let phase = timing.phase(at: time, inGroup: false) else { return }
    slot.write(Self.interpolate(from, to, phase.eased), into: &presentation)
  }

  /// `ValueAlgebra.interpolate(.point(a), .point(b), p)`: a at 0, b at 1, else Point.lerp.
  static func interpolate(_ a: Point, _ b: Point, _ p: Double) -> Point {
    if p == 0 { return a }
    if p == 1 { return b }
    return Point(a.x + (b.x - a.x) * p, a.y + (b.y - a.y) * p)
  }
}

/// A linear keyframe animation of a point or number key path whose values are all points
/// (or all numbers), with its additive and cumulative arithmetic as
/// `AnimationApplier.apply` does it on `.point` and `.number` values.
struct KeyframeStep: Sendable {
  enum Target: Sendable {
    case point(PointSlot)
    case number(NumberSlot)
  }

  let timing: MediaTiming
  let target: Target
  /// Held by the plan's resolved animation (see `UnownedAnimation`).
  unowned(unsafe) let keyframes: PreparedKeyframes
  let additive, cumulative: Bool

  init?(_ keyframes: PreparedKeyframes, _ animation: ResolvedAnimation, _ timing: MediaTiming) {
    let keyPath = keyframes.animation.keyPath
    if keyframes.points != nil, let slot = PointSlot(keyPath) {
      target = .point(slot)
    } else if keyframes.numbers != nil, let slot = NumberSlot(keyPath) {
      target = .number(slot)
    } else {
      return nil
    }
    self.timing = timing
    self.keyframes = keyframes
    additive = animation.additive
    cumulative = animation.cumulative
  }

  func apply(at time: Double, to presentation: inout LayerProperties) {
    guard let phase = timing.phase(at: time, inGroup: false) else { return }
    // Cumulative: add(multiply(end, by: k), to: value), end the cycle's last value (first
    // when autoreversing); additive: add(value, to: current).
    let repeats = cumulative && phase.repeatIndex != 0
    let k = phase.repeatIndex
    switch target {
    case .point(let slot):
      guard var value = keyframes.point(at: phase.eased) else { return }
      if repeats, let end = timing.autoreverses ? keyframes.points?.first : keyframes.points?.last {
        value = Point(end.x * k + value.x, end.y * k + value.y)
      }
      if additive {
        let base = slot.read(presentation)
        value = Point(value.x + base.x, value.y + base.y)
      }
      slot.write(value, into: &presentation)
    case .number(let slot):
      guard var value = keyframes.number(at: phase.eased) else { return }
      if repeats, let end = timing.autoreverses ? keyframes.numbers?.first : keyframes.numbers?.last {
        value = end * k + value
      }
      if additive { value = value + slot.read(presentation) }
      slot.write(value, into: &presentation)
    }
  }
}
