#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// After Effects' gradient midpoints. Between two stops After Effects does not ramp
/// linearly when the midpoint (the place of the halfway colour) is moved off the middle:
/// at a fraction t of the way the colour is the mix w(t) of the two, with
///
///     w(t) = 1 − (1 − t)^p,  p = ln ½ / ln (1 − m)   when the midpoint m < ½,
///     w(t) = t^q,            q = ln ½ / ln m         when m > ½,
///
/// so w(m) = ½ and the ramp is steep on the midpoint's side, flat on the other (measured
/// on After Effects' pictures, docs/import.md "Gradients"). The exporter writes each
/// midpoint as a stop of its own, the mean of its neighbours' colours, between every two
/// stops. A list that has that shape (an odd count, every second entry the mean of its
/// neighbours, strictly between them) is read as stops and midpoints, and each moved
/// midpoint becomes enough stops along w that linear interpolation between them is within
/// 1/1000 of the curve; any other list is taken as plain stops.
enum GradientMidpoints {
  typealias Entry = (location: Double, value: [Double])

  static let tolerance = 0.001
  /// How far a stop's value may be from its neighbours' mean (three-decimal rounding).
  static let meanTolerance = 0.0025

  static func expanded(_ list: [Entry]) -> [Entry] {
    guard isStopsAndMidpoints(list) else { return list }
    var out: [Entry] = [list[0]]
    var i = 0
    while i + 2 < list.count {
      let a = list[i], m = list[i + 1], b = list[i + 2]
      let fraction = (m.location - a.location) / (b.location - a.location)
      if abs(fraction - 0.5) < 1e-6 {
        out.append(m)
      } else {
        for t in samples(fraction) {
          let w = weight(t, midpoint: fraction)
          out.append((a.location + t * (b.location - a.location), zip(a.value, b.value).map { $0 + ($1 - $0) * w }))
        }
      }
      out.append(b)
      i += 2
    }
    return out
  }

  static func isStopsAndMidpoints(_ list: [Entry]) -> Bool {
    guard list.count >= 3, list.count % 2 == 1 else { return false }
    for i in Swift.stride(from: 1, to: list.count, by: 2) {
      let a = list[i - 1], m = list[i], b = list[i + 1]
      guard a.location < m.location, m.location < b.location, a.value.count == m.value.count, b.value.count == m.value.count
      else { return false }
      for k in m.value.indices where abs(m.value[k] - (a.value[k] + b.value[k]) / 2) > meanTolerance { return false }
    }
    return true
  }

  /// The mix of the second stop's colour at a fraction t between two stops.
  static func weight(_ t: Double, midpoint m: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    if m < 0.5 { return 1 - pow(1 - t, log(0.5) / log(1 - m)) }
    return pow(t, log(0.5) / log(m))
  }

  /// Fractions strictly between 0 and 1 where linear interpolation of `weight` stays within
  /// `tolerance` (halving each interval until it does, at most 256 of them).
  static func samples(_ m: Double) -> [Double] {
    var points: [Double] = [0, 1]
    var k = 0
    while k + 1 < points.count && points.count < 257 {
      let t0 = points[k], t1 = points[k + 1], mid = (t0 + t1) / 2
      let linear = (weight(t0, midpoint: m) + weight(t1, midpoint: m)) / 2
      let worst = max(
        abs(weight(mid, midpoint: m) - linear),
        abs(weight((t0 + mid) / 2, midpoint: m) - (weight(t0, midpoint: m) * 3 + weight(t1, midpoint: m)) / 4))
      if worst > tolerance {
        points.insert(mid, at: k + 1)
      } else {
        k += 1
      }
    }
    return Array(points.dropFirst().dropLast())
  }
}
