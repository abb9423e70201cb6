import SceneModel

/// A basic or spring animation's values made ready once per scene: the endpoints that
/// depend on neither the presentation nor the model values, computed ahead, and for a
/// number key path whose values are all numbers, the same in plain `Double`s
/// (`NumberEndpoints`). A class: the evaluator reads it every frame without copying it.
final class PreparedBasic: Sendable {
  let basic: BasicAnimation
  /// `AnimationApplier.endpoints` when it reads neither the current nor the model value
  /// (both given, one with byValue, or an additive one with a value missing); nil
  /// otherwise (computed per frame).
  let fixedEndpoints: (from: AnimatableValue, to: AnimatableValue)?
  /// The number form; nil for other key paths or values.
  let numbers: NumberEndpoints?

  /// `shortcuts: false`: neither fixed endpoints nor the number form (the general path,
  /// for tests).
  init(_ basic: BasicAnimation, additive: Bool, shortcuts: Bool = true) {
    self.basic = basic
    guard shortcuts else {
      fixedEndpoints = nil
      numbers = nil
      return
    }
    if Self.readsPresentationOrModel(basic, additive: additive) {
      fixedEndpoints = nil
    } else {
      // Neither value is read: any placeholder gives the same endpoints.
      let unused = AnimatableValue.number(0)
      fixedEndpoints = AnimationApplier.endpoints(basic, additive: additive, current: unused, model: unused)
    }
    numbers = NumberEndpoints(basic, additive: additive)
  }

  /// Whether `AnimationApplier.endpoints` uses its `current` or `model` argument.
  static func readsPresentationOrModel(_ basic: BasicAnimation, additive: Bool) -> Bool {
    switch (basic.fromValue, basic.toValue, basic.byValue) {
    case (.some, .some, _), (.some, nil, .some), (nil, .some, .some), (nil, nil, nil): false
    case (.some, nil, nil), (nil, .some, nil), (nil, nil, .some): !additive
    }
  }
}

/// A basic animation of a number key path whose given values are numbers: its endpoints
/// as `AnimationApplier.endpoints` combines them, in `Double`s, with the same arithmetic
/// `ValueAlgebra` does on `.number` values (so every result is bit for bit the same).
struct NumberEndpoints: Sendable {
  let slot: NumberSlot
  let from, to, by: Double?
  let additive: Bool
  /// The endpoints when they read neither the presentation nor the model value.
  let fixed: (from: Double, to: Double)?

  init?(_ basic: BasicAnimation, additive: Bool) {
    guard let slot = NumberSlot(basic.keyPath),
      let from = Self.number(basic.fromValue), let to = Self.number(basic.toValue),
      let by = Self.number(basic.byValue)
    else { return nil }
    self.slot = slot
    self.from = from
    self.to = to
    self.by = by
    self.additive = additive
    fixed =
      PreparedBasic.readsPresentationOrModel(basic, additive: additive)
      ? nil : Self.endpoints(from, to, by, additive: additive, current: 0, model: 0)
  }

  /// .some(nil) for a missing value, nil for a value that is not a number.
  private static func number(_ value: AnimatableValue?) -> Double?? {
    guard let value else { return .some(nil) }
    if case .number(let v) = value { return .some(v) }
    return nil
  }

  /// `AnimationApplier.endpoints` on numbers: `add(d, to: b)` is d + b, `subtract(a, b)`
  /// is b · −1 + a, the zero is 0.
  static func endpoints(
    _ from: Double?, _ to: Double?, _ by: Double?, additive: Bool, current: Double, model: Double
  ) -> (from: Double, to: Double)? {
    switch (from, to, by) {
    case (let from?, let to?, _): (from, to)
    case (let from?, nil, let by?): (from, by + from)
    case (nil, let to?, let by?): (by * -1 + to, to)
    case (let from?, nil, nil): (from, additive ? 0 : model)
    case (nil, let to?, nil): (additive ? 0 : current, to)
    case (nil, nil, let by?): additive ? (0, by) : (current, by + current)
    case (nil, nil, nil): nil
    }
  }
}
