import SceneModel

/// A keyframe animation ready to evaluate: its keyframe values, the key times in force
/// (generated from lengths for paced modes) and its path keyframes. A class: made once per
/// scene and read every frame, so evaluating shares it instead of copying its fields.
final class PreparedKeyframes: Sendable {
  let animation: KeyframeAnimation
  /// The keyframe values; for a `path`, its keyframe points.
  let values: [AnimatableValue]
  let path: PathKeyframes?
  /// Key times in force: given ones, generated ones for paced modes, nil for uniform.
  let keyTimes: [Double]?
  let mode: CalculationMode
  let isPaced: Bool
  let isCubic: Bool
  /// The values as plain points or numbers when the mode is linear, there is no path and
  /// every value is a point (or every value a number): `point(at:)` and `number(at:)`
  /// evaluate them without making `AnimatableValue`s. nil otherwise.
  let points: [Point]?
  let numbers: [Double]?

  init(_ animation: KeyframeAnimation) {
    self.animation = animation
    mode = animation.calculationMode
    isPaced = mode == .paced || mode == .cubicPaced
    isCubic = mode == .cubic || mode == .cubicPaced
    if let path = animation.path {
      let keyframes = PathKeyframes(path)
      self.path = keyframes
      self.values = keyframes.points.map { .point($0) }
    } else {
      self.path = nil
      self.values = animation.values
    }
    let typed = mode == .linear && path == nil
    let points = typed ? values.compactMap(\.point) : []
    self.points = typed && points.count == values.count ? points : nil
    let numbers = typed ? values.compactMap(\.number) : []
    self.numbers = typed && numbers.count == values.count ? numbers : nil
    guard isPaced else {
      keyTimes = animation.keyTimes
      return
    }
    let lengths: [Double]
    if let path {
      lengths = path.segments.map(\.length)
    } else {
      lengths = zip(values, values.dropFirst()).map { ValueAlgebra.distance($0, $1) }
    }
    let total = lengths.reduce(0, +)
    if total > 0 && total.isFinite {
      var running = 0.0
      var times = [0.0]
      for length in lengths.dropLast() {
        running += length
        times.append(running / total)
      }
      times.append(1)
      keyTimes = times
    } else {
      keyTimes = nil
    }
  }

  /// The value at the end of one cycle, for `cumulative`: the last keyframe, or the first
  /// when the animation autoreverses.
  func cycleEndValue(autoreverses: Bool) -> AnimatableValue? {
    autoreverses ? values.first : values.last
  }

  /// The value at overall progress `u` (clamped to 0…1, docs/timing.md "Keyframes"), and for a path the
  /// direction of travel there.
  func evaluate(at progress: Double) -> (value: AnimatableValue, angle: Double?)? {
    let count = values.count
    guard count > 0 else { return nil }
    let u = min(max(progress.isNaN ? 0 : progress, 0), 1)
    if mode == .discrete { return discrete(u) }
    if count == 1 {
      guard let path, !path.segments.isEmpty else { return (values[0], nil) }
      return (values[0], path.sample(segment: 0, at: 0, paced: false).1)
    }
    let (i, s) = position(u)
    if let path {
      let (point, angle) = path.sample(segment: i, at: s, paced: isPaced)
      return (.point(point), angle)
    }
    if s == 0 { return (values[i], nil) }
    if s == 1 { return (values[i + 1], nil) }
    if isCubic && count >= 3, let value = hermite(i, s) { return (value, nil) }
    return (ValueAlgebra.interpolate(values[i], values[i + 1], s), nil)
  }

  /// `evaluate` for points (`points` is not nil): the same value, as a plain point.
  func point(at progress: Double) -> Point? {
    guard let points, !points.isEmpty else { return nil }
    let u = min(max(progress.isNaN ? 0 : progress, 0), 1)
    if points.count == 1 { return points[0] }
    let (i, s) = position(u)
    if s == 0 { return points[i] }
    if s == 1 { return points[i + 1] }
    // ValueAlgebra.interpolate of two points.
    return Point.lerp(points[i], points[i + 1], s)
  }

  /// `evaluate` for numbers (`numbers` is not nil): the same value, as a plain number.
  func number(at progress: Double) -> Double? {
    guard let numbers, !numbers.isEmpty else { return nil }
    let u = min(max(progress.isNaN ? 0 : progress, 0), 1)
    if numbers.count == 1 { return numbers[0] }
    let (i, s) = position(u)
    if s == 0 { return numbers[i] }
    if s == 1 { return numbers[i + 1] }
    let (a, b) = (numbers[i], numbers[i + 1])
    return a + (b - a) * s
  }

  /// Where u (0…1) falls for the modes that are not discrete, with at least two values:
  /// the segment i and the progress s within it, through the segment's timing function and
  /// snapped to its ends within 0.001.
  private func position(_ u: Double) -> (segment: Int, s: Double) {
    let (i, k0, k1) = segment(u)
    var s: Double
    if k1 > k0 {
      s = min(max((u - k0) / (k1 - k0), 0), 1)
    } else {
      s = u >= k1 ? 1 : 0
    }
    if !isPaced, let functions = animation.timingFunctions, i < functions.count {
      s = TimingFunctionSolver.solve(functions[i], s)
    }
    // Within 0.001 of a keyframe the keyframe shows exactly (docs/timing.md, "Keyframes").
    if abs(s) < 0.001 { s = 0 }
    if abs(s - 1) < 0.001 { s = 1 }
    return (i, s)
  }

  /// The segment i (values[i] → values[i+1]) holding u, with its key times.
  private func segment(_ u: Double) -> (Int, Double, Double) {
    let segments = values.count - 1
    guard let keyTimes, keyTimes.count >= 2 else {
      let i = min(Int((u * Double(segments)).rounded(.down)), segments - 1)
      return (i, Double(i) / Double(segments), Double(i + 1) / Double(segments))
    }
    let c = min(keyTimes.count, values.count)
    var i = c - 2
    if c > 2 {
      for j in 1..<(c - 1) where keyTimes[j] > u {
        i = j - 1
        break
      }
    }
    return (i, keyTimes[i], keyTimes[i + 1])
  }

  /// Discrete mode: each value holds from its key time until the next (keyTimes has one
  /// more entry than values).
  private func discrete(_ u: Double) -> (value: AnimatableValue, angle: Double?) {
    let count = values.count
    var i: Int
    if let keyTimes, keyTimes.count >= 2 {
      let c = keyTimes.count
      i = c - 2
      if c > 2 {
        for j in 1..<(c - 1) where keyTimes[j] > u {
          i = j - 1
          break
        }
      }
    } else {
      i = Int((u * Double(count)).rounded(.down))
    }
    i = min(max(i, 0), count - 1)
    var angle: Double? = nil
    if let path, !path.segments.isEmpty {
      angle =
        i == 0
        ? path.sample(segment: 0, at: 0, paced: false).1
        : path.sample(segment: i - 1, at: 1, paced: false).1
    }
    return (values[i], angle)
  }

  /// Kochanek–Bartels between values[i] and values[i+1] (docs/timing.md, "Keyframes"): end keyframes
  /// duplicated, tangents scaled for uneven key times. nil for values without components.
  private func hermite(_ i: Int, _ s: Double) -> AnimatableValue? {
    let n = values.count
    let template = values[i + 1]
    let around = [max(i - 1, 0), i, i + 1, min(i + 2, n - 1)].map { values[$0] }
    let vectors = around.compactMap(ValueAlgebra.components)
    guard vectors.count == 4, Set(vectors.map(\.count)).count == 1,
      around.allSatisfy({ sameCase($0, template) })
    else { return nil }
    let times: [Double] = keyTimes ?? (0..<n).map { Double($0) / Double(n - 1) }
    let k0 = times[i]
    let k1 = times[i + 1]
    let before = i >= 1 ? times[i - 1] : 2 * k0 - k1
    let after = i + 2 < n ? times[i + 2] : 2 * k1 - k0
    let d0 = k0 - before
    let d1 = k1 - k0
    let d2 = after - k1
    func parameter(_ values: [Double]?, _ index: Int) -> Double {
      guard let values, index < values.count else { return 0 }
      return values[index]
    }
    let t0 = parameter(animation.tensionValues, i)
    let c0 = parameter(animation.continuityValues, i)
    let b0 = parameter(animation.biasValues, i)
    let t1 = parameter(animation.tensionValues, i + 1)
    let c1 = parameter(animation.continuityValues, i + 1)
    let b1 = parameter(animation.biasValues, i + 1)
    let outScale = d0 + d1 > 0 ? 2 * d1 / (d0 + d1) : 1
    let inScale = d1 + d2 > 0 ? 2 * d1 / (d1 + d2) : 1
    let h00 = 2 * s * s * s - 3 * s * s + 1
    let h10 = s * s * s - 2 * s * s + s
    let h01 = -2 * s * s * s + 3 * s * s
    let h11 = s * s * s - s * s
    let (pm, p0, p1, p2) = (vectors[0], vectors[1], vectors[2], vectors[3])
    var result: [Double] = []
    for j in p0.indices {
      let outgoing =
        ((1 - t0) * (1 + c0) * (1 + b0) / 2 * (p0[j] - pm[j])
          + (1 - t0) * (1 - c0) * (1 - b0) / 2 * (p1[j] - p0[j])) * outScale
      let incoming =
        ((1 - t1) * (1 - c1) * (1 + b1) / 2 * (p1[j] - p0[j])
          + (1 - t1) * (1 + c1) * (1 - b1) / 2 * (p2[j] - p1[j])) * inScale
      result.append(h00 * p0[j] + h10 * outgoing + h01 * p1[j] + h11 * incoming)
    }
    return ValueAlgebra.rebuild(template, result)
  }

  private func sameCase(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
    switch (a, b) {
    case (.number, .number), (.point, .point), (.size, .size), (.rect, .rect), (.color, .color),
      (.colors, .colors), (.numbers, .numbers):
      return true
    case (.path(let x?), .path(let y?)):
      return x.hasSameStructure(as: y)
    default:
      return false
    }
  }
}
