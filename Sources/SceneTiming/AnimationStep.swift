import SceneModel

/// One top-level animation of a layer as the per-frame loop applies it (`LayerPlan.steps`),
/// made once per scene. The common shapes have their own subclass: a basic or spring
/// animation of a number, a basic animation between two given colors, points or paths, a
/// linear keyframe animation of points or numbers; each computes what
/// `AnimationApplier.apply` computes, with the same operations in the same order (so the
/// same bits), without making `AnimatableValue`s. Everything else (`GeneralStep`) goes
/// through `AnimationApplier.apply`.
///
/// A class: the loop calls each step through an unretained reference
/// (`LayerPlan.unretainedSteps`), so applying one neither copies its fields nor touches a
/// reference count shared by the rendering threads. Immutable (`let`s of `Sendable`
/// values only), hence `@unchecked Sendable`.
class AnimationStep: @unchecked Sendable {
  let timing: MediaTiming

  init(timing: MediaTiming) { self.timing = timing }

  /// Applies the step at `time` on the scene clock (a top-level animation: not in a
  /// group, not a limit from below).
  func apply(at time: Double, to presentation: inout LayerProperties, model: AnimationApplier.Model) {
    preconditionFailure("AnimationStep is abstract")
  }

  /// The step of `animation`; nil for a `set` (applied to the model values, nothing here).
  /// `typed: false` gives every animation a `GeneralStep` (the long way, for tests).
  static func make(_ animation: ResolvedAnimation, typed: Bool) -> AnimationStep? {
    if case .set = animation.body { return nil }
    guard typed else { return GeneralStep(animation) }
    switch animation.body {
    case .basic(let prepared):
      if let step = NumberStep(prepared, animation, spring: nil) { return step }
      if let step = ColorStep(prepared, animation) { return step }
      if let step = PointStep(prepared, animation) { return step }
      if let step = PathStep(prepared, animation) { return step }
    case .spring(let prepared, let curve):
      if let step = NumberStep(prepared, animation, spring: SpringCurve.Coefficients(curve)) { return step }
    case .keyframe(let keyframes):
      if let step = KeyframeStep(keyframes, animation) { return step }
    case .group, .set:
      break
    }
    return GeneralStep(animation)
  }
}

/// Any animation, through `AnimationApplier.apply`.
final class GeneralStep: AnimationStep, @unchecked Sendable {
  let animation: ResolvedAnimation

  init(_ animation: ResolvedAnimation) {
    self.animation = animation
    super.init(timing: animation.timing)
  }

  override func apply(at time: Double, to presentation: inout LayerProperties, model: AnimationApplier.Model) {
    AnimationApplier.apply(animation, at: time, inGroup: false, to: &presentation, model: model)
  }
}

/// A basic or spring animation of a number key path with number values
/// (`NumberEndpoints`), as `AnimationApplier.applyNumbers` applies it.
final class NumberStep: AnimationStep, @unchecked Sendable {
  let numbers: NumberEndpoints
  /// For a spring: its curve's constants.
  let spring: SpringCurve.Coefficients?
  let cumulative: Bool

  init?(_ prepared: PreparedBasic, _ animation: ResolvedAnimation, spring: SpringCurve.Coefficients?) {
    guard let numbers = prepared.numbers else { return nil }
    self.numbers = numbers
    self.spring = spring
    cumulative = animation.cumulative
    super.init(timing: animation.timing)
  }

  override func apply(at time: Double, to presentation: inout LayerProperties, model: AnimationApplier.Model) {
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
final class ColorStep: AnimationStep, @unchecked Sendable {
  let slot: ColorSlot
  let from, to: Color?

  init?(_ prepared: PreparedBasic, _ animation: ResolvedAnimation) {
    guard !animation.additive, !animation.cumulative, let slot = ColorSlot(prepared.basic.keyPath),
      let (from, to) = prepared.fixedEndpoints, case .color(let a) = from, case .color(let b) = to
    else { return nil }
    self.slot = slot
    self.from = a
    self.to = b
    super.init(timing: animation.timing)
  }

  override func apply(at time: Double, to presentation: inout LayerProperties, model: AnimationApplier.Model) {
    guard let phase = timing.phase(at: time, inGroup: false) else { return }
    slot.write(Self.interpolate(from, to, phase.eased), into: &presentation)
  }

  /// `ValueAlgebra.interpolate(.color(a), .color(b), p)`: a at 0, b at 1, a when both are
  /// nil, else component by component (nil as transparent black), clamped.
  static func interpolate(_ a: Color?, _ b: Color?, _ p: Double) -> Color? {
    if p == 0 { return a }
    if p == 1 { return b }
    if a == nil && b == nil { return a }
    return ValueAlgebra.lerp(a ?? .clear, b ?? .clear, p)
  }
}

/// A basic animation of a point key path between two given points (fixed endpoints),
/// neither additive nor cumulative: `ValueAlgebra.interpolate` on `.point` values.
final class PointStep: AnimationStep, @unchecked Sendable {
  let slot: PointSlot
  let from, to: Point

  init?(_ prepared: PreparedBasic, _ animation: ResolvedAnimation) {
    guard !animation.additive, !animation.cumulative, let slot = PointSlot(prepared.basic.keyPath),
      let (from, to) = prepared.fixedEndpoints, case .point(let a) = from, case .point(let b) = to
    else { return nil }
    self.slot = slot
    self.from = a
    self.to = b
    super.init(timing: animation.timing)
  }

  override func apply(at time: Double, to presentation: inout LayerProperties, model: AnimationApplier.Model) {
    guard let phase = timing.phase(at: time, inGroup: false) else { return }
    slot.write(Self.interpolate(from, to, phase.eased), into: &presentation)
  }

  /// `ValueAlgebra.interpolate(.point(a), .point(b), p)`: a at 0, b at 1, else Point.lerp.
  static func interpolate(_ a: Point, _ b: Point, _ p: Double) -> Point {
    if p == 0 { return a }
    if p == 1 { return b }
    return Point.lerp(a, b, p)
  }
}

/// A basic animation of `path` between two given paths (fixed endpoints), neither
/// additive nor cumulative: `ValueAlgebra.interpolate` on `.path` values, with the
/// structure test and, for paths of different structures, `PathMorph.equalize` done once
/// instead of every frame.
final class PathStep: AnimationStep, @unchecked Sendable {
  /// The endpoints as given (shown exactly at progress 0 and 1).
  let from, to: BezierPath?
  /// Both paths in one structure, point by point; nil when either is missing (the value
  /// then switches from one to the other at 0.5).
  let blend: (BezierPath, BezierPath)?

  init?(_ prepared: PreparedBasic, _ animation: ResolvedAnimation) {
    guard !animation.additive, !animation.cumulative, prepared.basic.keyPath == KeyPath(.path),
      let (from, to) = prepared.fixedEndpoints, case .path(let a) = from, case .path(let b) = to
    else { return nil }
    if let a, let b {
      let (u, v) = PathMorph.equalize(a, b)
      // equalize gives one structure; anything else keeps the general path's recursion.
      guard u.hasSameStructure(as: v) else { return nil }
      blend = (u, v)
    } else {
      blend = nil
    }
    self.from = a
    self.to = b
    super.init(timing: animation.timing)
  }

  override func apply(at time: Double, to presentation: inout LayerProperties, model: AnimationApplier.Model) {
    guard let phase = timing.phase(at: time, inGroup: false) else { return }
    presentation.path = interpolate(phase.eased)
  }

  /// `ValueAlgebra.interpolate(.path(from), .path(to), p)`.
  func interpolate(_ p: Double) -> BezierPath? {
    if p == 0 { return from }
    if p == 1 { return to }
    guard let (u, v) = blend else { return p < 0.5 ? from : to }
    return ValueAlgebra.lerp(u, v, p)
  }
}

/// A linear keyframe animation of a point or number key path whose values are all points
/// (or all numbers), with its additive and cumulative arithmetic as
/// `AnimationApplier.apply` does it on `.point` and `.number` values.
final class KeyframeStep: AnimationStep, @unchecked Sendable {
  enum Target: Sendable {
    case point(PointSlot)
    case number(NumberSlot)
  }

  let target: Target
  let keyframes: PreparedKeyframes
  let additive, cumulative: Bool

  init?(_ keyframes: PreparedKeyframes, _ animation: ResolvedAnimation) {
    let keyPath = keyframes.animation.keyPath
    if keyframes.points != nil, let slot = PointSlot(keyPath) {
      target = .point(slot)
    } else if keyframes.numbers != nil, let slot = NumberSlot(keyPath) {
      target = .number(slot)
    } else {
      return nil
    }
    self.keyframes = keyframes
    additive = animation.additive
    cumulative = animation.cumulative
    super.init(timing: animation.timing)
  }

  override func apply(at time: Double, to presentation: inout LayerProperties, model: AnimationApplier.Model) {
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
