import SceneDiagnostics

/// Lottie's cubic easing of one keyframe segment in one dimension: the segment's progress
/// runs through the Bézier (0,0) (x1,y1) (x2,y2) (1,1), as CSS and Core Animation do.
struct Easing: Equatable, Sendable {
  var x1: Double, y1: Double, x2: Double, y2: Double
  static let linear = Easing(x1: 0, y1: 0, x2: 1, y2: 1)

  /// The eased progress at progress `x`: solve x(t) by Newton steps with bisection.
  func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    if self == .linear { return x }
    func bez(_ t: Double, _ a: Double, _ b: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }
    var lo = 0.0, hi = 1.0, t = x
    for _ in 0..<60 {
      let v = bez(t, x1, x2) - x
      if abs(v) < 1e-12 { break }
      if v > 0 { hi = t } else { lo = t }
      let d = 3 * (1 - t) * (1 - t) * x1 + 6 * (1 - t) * t * (x2 - x1) + 3 * t * t * (1 - x2)
      var next = d != 0 ? t - v / d : (lo + hi) / 2
      if !(next > lo && next < hi) { next = (lo + hi) / 2 }
      t = next
    }
    return bez(t, y1, y2)
  }
}

/// One keyframe of an animated Lottie property. The segment from this keyframe to the
/// next is eased by `easeOut`/`easeIn` of this keyframe (Lottie's `o` and `i`), one easing
/// per dimension; `hold` keeps the value until the next keyframe.
struct Keyframe: Sendable {
  var frame: Double
  var value: [Double]
  var hold: Bool
  var easings: [Easing]
  /// Spatial tangents of a motion path (`to`, `ti`), relative to this and the next value.
  var spatialOut: [Double]?
  var spatialIn: [Double]?
  var range: SourceRange

  func easing(dimension: Int) -> Easing {
    easings.isEmpty ? .linear : easings[min(dimension, easings.count - 1)]
  }
}

/// A Lottie property (`{"a": 0|1, "k": …}`): a static value or keyframes, numbers as
/// vectors (a scalar is a vector of one).
struct Property: Sendable {
  var value: [Double]
  var keyframes: [Keyframe]
  /// Where the property is in the file, for diagnostics.
  var path: String
  var range: SourceRange

  var isAnimated: Bool { keyframes.count > 1 }

  static func constant(_ value: [Double], path: String = "", range: SourceRange) -> Property {
    Property(value: value, keyframes: [], path: path, range: range)
  }

  /// Whether spatial tangents make the motion follow curves.
  var hasSpatialCurves: Bool {
    keyframes.dropLast().contains { k in
      (k.spatialOut ?? []).contains { $0 != 0 } || (k.spatialIn ?? []).contains { $0 != 0 }
    }
  }

  /// Whether every dimension eases alike in every segment.
  var easesAllDimensionsAlike: Bool {
    keyframes.allSatisfy { k in k.easings.allSatisfy { $0 == k.easings.first } }
  }

  /// The value at a frame of the property's own time.
  func value(at frame: Double) -> [Double] {
    guard let first = keyframes.first else { return value }
    if frame <= first.frame || keyframes.count == 1 { return first.value }
    guard let last = keyframes.last, frame < last.frame else { return keyframes.last!.value }
    var index = 0
    var lo = 0, hi = keyframes.count - 1
    while lo <= hi {
      let mid = (lo + hi) / 2
      if keyframes[mid].frame <= frame { index = mid; lo = mid + 1 } else { hi = mid - 1 }
    }
    let a = keyframes[index]
    let b = keyframes[index + 1]
    if a.hold || b.frame <= a.frame { return a.value }
    let progress = (frame - a.frame) / (b.frame - a.frame)
    if let out = a.spatialOut, let inn = b.spatialInOf(a), a.value.count >= 2, b.value.count >= 2,
      out.contains(where: { $0 != 0 }) || inn.contains(where: { $0 != 0 })
    {
      let eased = a.easing(dimension: 0).value(at: progress)
      return MotionPath.point(
        from: a.value, out: out, inTangent: inn, to: b.value, fraction: eased)
    }
    return (0..<min(a.value.count, b.value.count)).map { d in
      let eased = a.easing(dimension: d).value(at: progress)
      return a.value[d] + (b.value[d] - a.value[d]) * eased
    }
  }
}

extension Keyframe {
  /// Lottie keeps the in tangent of a segment on its first keyframe (`ti`).
  fileprivate func spatialInOf(_ start: Keyframe) -> [Double]? { start.spatialIn }
}

/// A point at a fraction of the arc length of a spatial Bézier segment, as Lottie players
/// move along motion paths.
enum MotionPath {
  static func point(
    from a: [Double], out: [Double], inTangent: [Double], to b: [Double], fraction: Double
  ) -> [Double] {
    let p0 = (a[0], a[1])
    let p1 = (a[0] + (out.count > 0 ? out[0] : 0), a[1] + (out.count > 1 ? out[1] : 0))
    let p2 = (b[0] + (inTangent.count > 0 ? inTangent[0] : 0), b[1] + (inTangent.count > 1 ? inTangent[1] : 0))
    let p3 = (b[0], b[1])
    func at(_ t: Double) -> (Double, Double) {
      let u = 1 - t
      let x = u * u * u * p0.0 + 3 * u * u * t * p1.0 + 3 * u * t * t * p2.0 + t * t * t * p3.0
      let y = u * u * u * p0.1 + 3 * u * u * t * p1.1 + 3 * u * t * t * p2.1 + t * t * t * p3.1
      return (x, y)
    }
    let steps = 200
    var lengths = [0.0]
    var previous = at(0)
    for i in 1...steps {
      let p = at(Double(i) / Double(steps))
      lengths.append(lengths[i - 1] + ((p.0 - previous.0) * (p.0 - previous.0) + (p.1 - previous.1) * (p.1 - previous.1)).squareRoot())
      previous = p
    }
    let total = lengths[steps]
    var point: (Double, Double)
    if total == 0 || fraction <= 0 || fraction >= 1 {
      point = at(min(max(fraction, 0), 1))
      if fraction < 0 || fraction > 1 {
        // Overshooting easing extrapolates along the chord, as players do.
        point = (p0.0 + (p3.0 - p0.0) * fraction, p0.1 + (p3.1 - p0.1) * fraction)
      }
    } else {
      let target = fraction * total
      var i = 1
      while i < steps && lengths[i] < target { i += 1 }
      let span = lengths[i] - lengths[i - 1]
      let local = span > 0 ? (target - lengths[i - 1]) / span : 0
      point = at((Double(i - 1) + local) / Double(steps))
    }
    var result = [point.0, point.1]
    if a.count > 2, b.count > 2 { result.append(a[2] + (b[2] - a[2]) * fraction) }
    return result
  }
}
