import SceneModel

/// Applies resolved animations to a layer's presentation values at one instant
/// (docs/timing.md, "Stacking animations": list order, non-additive ones replace, additive ones add).
enum AnimationApplier {
  /// The layer's model values at this instant, by reference (`plan.models[index]`): most
  /// animations never read them, so they are not copied to be passed along.
  struct Model {
    /// Not retained: the model is made and used within one evaluation of `plan`, by a
    /// caller that holds the plan.
    unowned(unsafe) let plan: LayerPlan
    let index: Int

    init(plan: LayerPlan, index: Int) {
      self.plan = plan
      self.index = index
    }

    func read(_ keyPath: KeyPath) -> AnimatableValue {
      KeyPathAccess.read(keyPath, from: plan.models[index])
    }

    func read(_ slot: NumberSlot) -> Double {
      slot.read(plan.models[index])
    }
  }

  /// - Parameters:
  ///   - time: on the animation's parent clock.
  ///   - inGroup: a child of a group or sequence (its removedOnCompletion is ignored).
  ///   - model: the layer's model values at this instant (after `set` steps).
  ///   - fromBelow: the limit as `time` is approached from below is wanted (the enclosing
  ///     group shows or holds its end, docs/timing.md "Clock and active time").
  static func apply(
    _ animation: ResolvedAnimation, at time: Double, inGroup: Bool, fromBelow: Bool = false,
    to presentation: inout LayerProperties, model: Model
  ) {
    let timing = animation.timing
    switch animation.body {
    case .set:
      return
    case .group(let children, _):
      guard let phase = timing.phase(at: time, inGroup: inGroup, fromBelow: fromBelow)
      else { return }
      // Children run at group.duration × eased progress (the group's timing function warps
      // them); an unbounded group passes its local time through. At the group's end its
      // children show their limit from below too.
      let childTime = timing.duration.isFinite ? timing.duration * phase.eased : phase.localSeconds
      for child in children {
        apply(
          child, at: childTime, inGroup: true, fromBelow: phase.fromBelow, to: &presentation,
          model: model)
      }
    case .basic(let prepared):
      guard let phase = timing.phase(at: time, inGroup: inGroup, fromBelow: fromBelow)
      else { return }
      applyBasic(
        prepared, animation, phase, fraction: phase.eased, to: &presentation, model: model)
    case .spring(let prepared, let curve):
      guard let phase = timing.phase(at: time, inGroup: inGroup, fromBelow: fromBelow)
      else { return }
      // Evaluated in seconds of local time; where local time reaches the duration the
      // spring shows exactly toValue (docs/timing.md, "Springs").
      let fraction: Double
      if timing.duration.isFinite {
        fraction = phase.eased >= 1 ? 1 : curve.value(at: phase.localSeconds)
      } else {
        fraction = curve.value(at: phase.localSeconds)
      }
      applyBasic(prepared, animation, phase, fraction: fraction, to: &presentation, model: model)
    case .keyframe(let keyframes):
      guard let phase = timing.phase(at: time, inGroup: inGroup, fromBelow: fromBelow),
        let (value, angle) = keyframes.evaluate(at: phase.eased)
      else { return }
      let keyPath = keyframes.animation.keyPath
      var result = value
      if animation.cumulative, phase.repeatIndex != 0,
        let end = keyframes.cycleEndValue(autoreverses: animation.timing.autoreverses)
      {
        result = ValueAlgebra.add(
          ValueAlgebra.multiply(end, by: phase.repeatIndex), to: result)
      }
      write(result, keyPath, additive: animation.additive, to: &presentation)
      if let mode = keyframes.animation.rotationMode, let angle {
        // rotationMode adds the tangent angle to the layer's rotation (docs/timing.md, "Keyframes").
        presentation.transform.rotation += mode == .autoReverse ? angle + .pi : angle
      }
    }
  }

  private static func applyBasic(
    _ prepared: PreparedBasic, _ animation: ResolvedAnimation, _ phase: MediaTiming.Phase,
    fraction: Double, to presentation: inout LayerProperties, model: Model
  ) {
    if let numbers = prepared.numbers {
      applyNumbers(
        numbers, cumulative: animation.cumulative, autoreverses: animation.timing.autoreverses, phase,
        fraction: fraction, to: &presentation, model: model)
      return
    }
    let keyPath = prepared.basic.keyPath
    guard
      let (from, to) = prepared.fixedEndpoints
        ?? endpoints(
          prepared.basic, additive: animation.additive,
          current: KeyPathAccess.read(keyPath, from: presentation),
          model: model.read(keyPath))
    else { return }
    var value = ValueAlgebra.interpolate(from, to, fraction)
    if animation.cumulative, phase.repeatIndex != 0 {
      let end = animation.timing.autoreverses ? from : to
      value = ValueAlgebra.add(ValueAlgebra.multiply(end, by: phase.repeatIndex), to: value)
    }
    write(value, keyPath, additive: animation.additive, to: &presentation)
  }

  /// `applyBasic` for a number key path with number values: `ValueAlgebra`'s arithmetic
  /// on `.number`, in place (interpolate: exactly from at 0 and to at 1, else
  /// from + (to − from)·p; add: d + b; multiply: v·k).
  static func applyNumbers(
    _ numbers: NumberEndpoints, cumulative: Bool, autoreverses: Bool, _ phase: MediaTiming.Phase,
    fraction: Double, to presentation: inout LayerProperties, model: Model
  ) {
    guard
      let (from, to) = numbers.fixed
        ?? NumberEndpoints.endpoints(
          numbers.from, numbers.to, numbers.by, additive: numbers.additive,
          current: numbers.slot.read(presentation), model: model.read(numbers.slot))
    else { return }
    var value = fraction == 0 ? from : fraction == 1 ? to : from + (to - from) * fraction
    if cumulative, phase.repeatIndex != 0 {
      let end = autoreverses ? from : to
      value = end * phase.repeatIndex + value
    }
    if numbers.additive { value = value + numbers.slot.read(presentation) }
    numbers.slot.write(value, into: &presentation)
  }

  private static func write(
    _ value: AnimatableValue, _ keyPath: KeyPath, additive: Bool,
    to presentation: inout LayerProperties
  ) {
    var result = value
    if additive {
      result = ValueAlgebra.add(value, to: KeyPathAccess.read(keyPath, from: presentation))
    }
    KeyPathAccess.write(result, at: keyPath, into: &presentation)
  }

  /// fromValue and toValue as CABasicAnimation combines from/to/by (docs/timing.md, "Stacking animations"): a missing
  /// toValue is the model value, a missing fromValue the presentation value so far; for an
  /// additive animation a missing one is zero. nil when none is given.
  static func endpoints(
    _ basic: BasicAnimation, additive: Bool, current: AnimatableValue, model: AnimatableValue
  ) -> (AnimatableValue, AnimatableValue)? {
    switch (basic.fromValue, basic.toValue, basic.byValue) {
    case (let from?, let to?, _):
      return (from, to)
    case (let from?, nil, let by?):
      return (from, ValueAlgebra.add(by, to: from))
    case (nil, let to?, let by?):
      return (ValueAlgebra.subtract(to, by), to)
    case (let from?, nil, nil):
      return (from, additive ? ValueAlgebra.zero(like: from) : model)
    case (nil, let to?, nil):
      return (additive ? ValueAlgebra.zero(like: to) : current, to)
    case (nil, nil, let by?):
      if additive { return (ValueAlgebra.zero(like: by), by) }
      return (current, ValueAlgebra.add(by, to: current))
    case (nil, nil, nil):
      return nil
    }
  }
}
