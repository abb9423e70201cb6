public import SceneDiagnostics

public enum FillMode: String, Hashable, Sendable, CaseIterable {
  case removed, forwards, backwards, both

  public var fillsBackwards: Bool { self == .backwards || self == .both }
  public var fillsForwards: Bool { self == .forwards || self == .both }
}

public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
  case linear, discrete, paced, cubic, cubicPaced

  /// How many key times `keyframes` values take: one each, and one more in discrete mode
  /// (each value holds from its key time until the next). Paced modes ignore key times.
  public func keyTimeCount(keyframes: Int) -> Int {
    self == .discrete ? keyframes + 1 : keyframes
  }
}

public enum RotationMode: String, Hashable, Sendable, CaseIterable {
  case auto, autoReverse
}

/// Where an animation starts: at `beginTime` on its parent's clock, or `delay` seconds
/// after the active duration of the top-level animation `after` ends.
public enum AnimationStart: Hashable, Sendable {
  case beginTime(Double)
  case after(AnimationReference, delay: Double)

  /// `delay` seconds after the animation `id`, not yet resolved to its place.
  public static func after(id: String, delay: Double) -> AnimationStart {
    .after(AnimationReference(id: id), delay: delay)
  }
}

/// The top-level animation an `after` names: its id and, once resolved
/// (`Scene.resolveAfterReferences()`, which the decoder runs when every `after` names a
/// top-level animation and none waits for itself), where that animation is.
public struct AnimationReference: Hashable, Sendable {
  public var id: String
  /// nil: not resolved (the scene was built by hand, or has `after` errors).
  public var target: AnimationPosition?

  public init(id: String, target: AnimationPosition? = nil) {
    self.id = id
    self.target = target
  }
}

/// The place of a top-level animation: its layer's index in `Scene.allLayers()` and its
/// index in that layer's `animations`.
public struct AnimationPosition: Hashable, Sendable {
  public var layer: Int
  public var index: Int

  public init(layer: Int, index: Int) {
    self.layer = layer
    self.index = index
  }
}

/// CAMediaTiming plus CAAnimation's fill and removal, as written in the scene.
public struct AnimationTiming: Hashable, Sendable {
  public var start: AnimationStart = .beginTime(0)
  /// The explicit non-zero `duration`, or nil (absent or an explicit 0). Defaults are
  /// resolved by the timing stage (docs/timing.md, "Durations and sequences").
  public var duration: Double? {
    get { writtenDuration.flatMap { $0 > 0 ? $0 : nil } }
    set { writtenDuration = newValue }
  }
  /// The `duration` as written, an explicit 0 included (which means "the default", not an
  /// instant change; lint's `zero-duration` warns about it). nil when absent.
  public var writtenDuration: Double? = nil
  /// nil: linear pacing (Core Animation's nil timing function).
  public var timingFunction: TimingFunction? = nil
  /// 0 means one pass; `.infinity` repeats forever.
  public var repeatCount: Double = 0
  /// 0 means unset.
  public var repeatDuration: Double = 0
  public var autoreverses = false
  public var speed: Double = 1
  public var timeOffset: Double = 0
  public var fillMode = FillMode.removed
  public var removedOnCompletion = true

  public init() {}
}

/// A CABasicAnimation. A nil value resolves as docs/timing.md, "Stacking animations" says.
public struct BasicAnimation: Hashable, Sendable {
  public var keyPath: KeyPath
  public var fromValue: AnimatableValue?
  public var toValue: AnimatableValue?
  public var byValue: AnimatableValue?

  public init(
    keyPath: KeyPath, fromValue: AnimatableValue? = nil, toValue: AnimatableValue? = nil,
    byValue: AnimatableValue? = nil
  ) {
    self.keyPath = keyPath
    self.fromValue = fromValue
    self.toValue = toValue
    self.byValue = byValue
  }
}

/// A CAKeyframeAnimation. `path` (position only) overrides `values`.
public struct KeyframeAnimation: Hashable, Sendable {
  public var keyPath: KeyPath
  public var values: [AnimatableValue]
  public var path: BezierPath?
  public var keyTimes: [Double]?
  /// One per segment; missing entries mean linear.
  public var timingFunctions: [TimingFunction]?
  public var calculationMode: CalculationMode
  public var tensionValues: [Double]?
  public var continuityValues: [Double]?
  public var biasValues: [Double]?
  public var rotationMode: RotationMode?

  public init(
    keyPath: KeyPath, values: [AnimatableValue] = [], path: BezierPath? = nil,
    keyTimes: [Double]? = nil, timingFunctions: [TimingFunction]? = nil,
    calculationMode: CalculationMode = .linear, tensionValues: [Double]? = nil,
    continuityValues: [Double]? = nil, biasValues: [Double]? = nil,
    rotationMode: RotationMode? = nil
  ) {
    self.keyPath = keyPath
    self.values = values
    self.path = path
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
    self.tensionValues = tensionValues
    self.continuityValues = continuityValues
    self.biasValues = biasValues
    self.rotationMode = rotationMode
  }
}

/// A CASpringAnimation. UIView's dampingRatio form was already converted to
/// stiffness and damping by the decoder (docs/timing.md, "Reference values": UIView springs).
public struct SpringAnimation: Hashable, Sendable {
  /// How the spring was written.
  public enum Form: Hashable, Sendable {
    /// CASpringAnimation's mass, stiffness and damping.
    case physical
    /// UIView's `dampingRatio` (with `duration`), converted to mass, stiffness and damping.
    case dampingRatio(Double)
  }

  public var basic: BasicAnimation
  public var mass: Double = 1
  public var stiffness: Double = 100
  public var damping: Double = 10
  public var initialVelocity: Double = 0
  public var allowsOverdamping = false
  public var form: Form = .physical

  public init(basic: BasicAnimation) { self.basic = basic }
}

/// One key path's new model value in a `set` step.
public struct SetValue: Hashable, Sendable {
  public var keyPath: KeyPath
  public var value: AnimatableValue

  public init(keyPath: KeyPath, value: AnimatableValue) {
    self.keyPath = keyPath
    self.value = value
  }
}

public indirect enum AnimationKind: Hashable, Sendable {
  case basic(BasicAnimation)
  case keyframe(KeyframeAnimation)
  case spring(SpringAnimation)
  case group([Animation])
  case sequence([Animation])
  /// A change of the model value from its time on (a timer in app code).
  case set([SetValue])
}

/// One entry of a layer's `animations` (or of a group's).
public struct Animation: Hashable, Sendable {
  public var id: String?
  public var kind: AnimationKind
  public var timing: AnimationTiming
  public var additive: Bool
  public var cumulative: Bool
  /// Where the animation's mapping stands in the scene file.
  public var source: SourceRange?
  /// Where the value of each key the animation's mapping sets stands.
  public var fieldSources: [AnimationField: SourceRange]

  public init(
    id: String? = nil, kind: AnimationKind, timing: AnimationTiming = AnimationTiming(),
    additive: Bool = false, cumulative: Bool = false, source: SourceRange? = nil,
    fieldSources: [AnimationField: SourceRange] = [:]
  ) {
    self.id = id
    self.kind = kind
    self.timing = timing
    self.additive = additive
    self.cumulative = cumulative
    self.source = source
    self.fieldSources = fieldSources
  }

  /// The key path animated, for basic, keyframe and spring animations.
  public var keyPath: KeyPath? {
    switch kind {
    case .basic(let b): b.keyPath
    case .keyframe(let k): k.keyPath
    case .spring(let s): s.basic.keyPath
    case .group, .sequence, .set: nil
    }
  }

  /// Children of a group or sequence.
  public var children: [Animation] {
    switch kind {
    case .group(let c), .sequence(let c): c
    default: []
    }
  }
}
