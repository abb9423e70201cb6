import SceneModel

/// An animation's CAMediaTiming with every default resolved (docs/timing.md: "Clock and active time", "Fill and removal", "Durations and sequences"):
/// maps a time on the parent's clock to the progress within the current cycle.
struct MediaTiming: Hashable, Sendable {
  /// On the parent's clock (the scene's, or the enclosing group's).
  var begin: Double
  /// The simple duration d of one pass (> 0). +∞ only for a group whose child never ends
  /// or a spring that never settles: then local time is passed through unnormalized.
  var duration: Double
  var speed: Double = 1
  var timeOffset: Double = 0
  var repeatCount: Double = 0
  var repeatDuration: Double = 0
  var autoreverses = false
  var fillMode = FillMode.removed
  var removedOnCompletion = true
  var timingFunction: TimingFunction? = nil

  /// Active time within this distance of a boundary counts as on it, so frame times like
  /// 18/60 meet ends like 3 × 0.1.
  static let tolerance = 1e-9

  /// One cycle: duration · (autoreverses ? 2 : 1).
  var cycle: Double { duration * (autoreverses ? 2 : 1) }

  /// D: the length of the active interval in active time (+∞ for infinite repeats).
  var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    return cycle * (repeatCount > 0 ? repeatCount : 1)
  }

  /// The end on the parent's clock: beginTime + D / speed.
  var end: Double {
    let d = activeDuration
    if speed == 0 { return d == 0 ? begin : .infinity }
    return begin + d / speed
  }

  /// Where an animation stands at one instant.
  struct Phase: Hashable, Sendable {
    /// Progress in the current cycle after the autoreverse mirror, 0…1, before the timing
    /// function.
    var progress: Double
    /// `progress` through the timing function (may overshoot).
    var eased: Double
    /// k = floor((a + timeOffset) / cycle), for `cumulative`.
    var repeatIndex: Double
    /// Local seconds into the current pass: duration · eased, or the raw local time when the
    /// duration is unbounded.
    var localSeconds: Double
    /// The phase is a limit of local time from below (an end shown or held) and progress
    /// still rises towards it (not in an autoreversed half): a group's children then show
    /// their own limit from below too (docs/timing.md, "Clock and active time").
    var fromBelow = false
  }

  /// The phase at `parentTime`, or nil when the animation contributes nothing (outside its
  /// active interval and not filled). `inGroup`: a child of a group or sequence, whose
  /// `removedOnCompletion` is ignored (docs/timing.md, "Fill and removal"). `fromBelow`: the value wanted is the
  /// limit as the parent time approaches `parentTime` from below (the parent group's end
  /// instant or held end), so a cycle boundary shows the end of the cycle before it and a
  /// begin exactly there has not happened yet.
  func phase(at parentTime: Double, inGroup: Bool, fromBelow: Bool = false) -> Phase? {
    let a = activeTime(at: parentTime)
    let total = activeDuration
    let tolerance = Self.tolerance
    let limit = fromBelow && speed > 0
    if a < -tolerance || (limit && a <= tolerance) {
      guard fillMode.fillsBackwards else { return nil }
      return phase(localTime: timeOffset, endLimit: false)
    }
    if total.isFinite {
      if a > total + tolerance {
        guard holdsEnd(inGroup: inGroup) else { return nil }
        return phase(localTime: total + timeOffset, endLimit: true)
      }
      if abs(a - total) <= tolerance {
        return phase(localTime: total + timeOffset, endLimit: true)
      }
    }
    return phase(localTime: max(a, 0) + timeOffset, endLimit: limit)
  }

  /// Whether `phase(at: parentTime, inGroup: inGroup)` is not nil (the same tests, without
  /// computing the phase): the animation contributes a value at that instant. Evaluation
  /// asks it of every top-level animation of a layer to tell that the layer shows its model
  /// values (`LayerPlan.restingFrameLayer`).
  func contributes(at parentTime: Double, inGroup: Bool) -> Bool {
    let a = activeTime(at: parentTime)
    if a < -Self.tolerance { return fillMode.fillsBackwards }
    let total = activeDuration
    if total.isFinite && a > total + Self.tolerance { return holdsEnd(inGroup: inGroup) }
    return true
  }

  /// Active time a = (t − beginTime) · speed at `parentTime` (0 at speed 0).
  @inline(__always)
  private func activeTime(at parentTime: Double) -> Double {
    speed == 0 ? 0 : (parentTime - begin) * speed
  }

  /// Whether the end value is held after the active interval: forwards fill, and not
  /// removed on completion (ignored inside a group).
  @inline(__always)
  private func holdsEnd(inGroup: Bool) -> Bool {
    fillMode.fillsForwards && (inGroup || !removedOnCompletion)
  }

  /// The instants on the parent's clock where `contributes(at:inGroup: false)` holds, as
  /// one interval (bounds ±∞ where it holds on): from the begin (or always, filling
  /// backwards) to the end (or on, holding it). nil for a negative speed, which this does
  /// not work out. Only a hint (`LayerPlan` skips looking for rest where these cover every
  /// frame); the bounds are computed apart from `contributes` and may differ from it by a
  /// rounding at the edges.
  var contributingSpan: (lower: Double, upper: Double)? {
    if speed == 0 { return (-.infinity, .infinity) }
    guard speed > 0 else { return nil }
    let lower = fillMode.fillsBackwards ? -Double.infinity : begin - Self.tolerance / speed
    let total = activeDuration
    let holds = !total.isFinite || holdsEnd(inGroup: false)
    return (lower, holds ? .infinity : begin + (total + Self.tolerance) / speed)
  }

  /// Folds local time into cycles. `endLimit`: the value is the limit from below, so an
  /// exact cycle boundary shows the end of the cycle before it rather than the next start.
  func phase(localTime: Double, endLimit: Bool) -> Phase {
    guard duration.isFinite else {
      return Phase(progress: 0, eased: 0, repeatIndex: 0, localSeconds: localTime)
    }
    var cycles = localTime / cycle
    // Past ±2^62 cycles (a timeOffset of 1e308 over a 0.25 s cycle) no fraction is left and
    // the count overflows to ±∞ (its fraction NaN): it saturates there, at a cycle's start.
    if !(abs(cycles) <= 0x1p62) { cycles = cycles.isNaN ? 0 : (cycles < 0 ? -0x1p62 : 0x1p62) }
    // Within the tolerance of an integer, it is that integer: the one below or the one
    // above (the subtractions are exact, so this is |cycles − cycles.rounded()| < tolerance
    // without a call to round; −0.0 stays −0.0, as rounded() keeps it).
    var k = cycles.rounded(.down)
    if cycles - k < Self.tolerance {
      cycles = k
    } else if (k + 1) - cycles < Self.tolerance {
      k = k + 1 == 0 ? -0.0 : k + 1
      cycles = k
    }
    var fraction = cycles - k
    if endLimit && fraction == 0 {
      k -= 1
      fraction = 1
    }
    var progress = fraction
    if autoreverses {
      progress = fraction <= 0.5 ? 2 * fraction : 2 - 2 * fraction
    }
    let eased = timingFunction.map { TimingFunctionSolver.solve($0, progress) } ?? progress
    return Phase(
      progress: progress, eased: eased, repeatIndex: k, localSeconds: duration * eased,
      fromBelow: endLimit && (!autoreverses || fraction <= 0.5))
  }
}
