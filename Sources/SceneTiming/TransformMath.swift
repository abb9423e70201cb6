import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whole-transform arithmetic (docs/timing.md, "Transforms"): matrices are decomposed into
/// translation, rotation, skew and scale; rotation interpolates the shorter way.
enum TransformMath {
  /// A matrix as translation · rotation · skew · scale (the `Transform` component order).
  struct Decomposed: Hashable {
    var translation: Point
    var rotation: Double
    var scaleX: Double
    var scaleY: Double
    var skew: Double

    var transform: Transform {
      Transform(
        translation: translation, rotation: rotation, scaleX: scaleX, scaleY: scaleY, skew: skew)
    }
  }

  /// Decomposes like CSS's 2-D unmatrix: a reflection flips the x scale when a < d (so a
  /// mirror in x stays a mirror, not a half turn), the y scale otherwise.
  static func decompose(_ m: AffineMatrix) -> Decomposed {
    var scaleX = (m.a * m.a + m.b * m.b).squareRoot()
    var rotation = scaleX == 0 ? 0 : atan2(m.b, m.a)
    if m.determinant < 0 && m.a < m.d {
      scaleX = -scaleX
      rotation = rotation > 0 ? rotation - .pi : rotation + .pi
    }
    let (s, c) = sinCos(rotation)
    // Rotating the second column back by −θ gives (skew·sy, sy).
    let scaleY = -s * m.c + c * m.d
    let skewTimesScaleY = c * m.c + s * m.d
    return Decomposed(
      translation: Point(m.tx, m.ty), rotation: rotation, scaleX: scaleX, scaleY: scaleY,
      skew: scaleY == 0 ? 0 : skewTimesScaleY / scaleY)
  }

  /// Interpolates two transforms by their decomposed matrices; rotation goes the shorter
  /// way (identity → a full turn shows no motion). Exact endpoints at p = 0 and p = 1.
  static func interpolate(_ a: Transform, _ b: Transform, _ p: Double) -> Transform {
    if p == 0 { return a }
    if p == 1 { return b }
    let x = decompose(a.matrix)
    let y = decompose(b.matrix)
    let turn = remainder(y.rotation - x.rotation, 2 * .pi)
    func lerp(_ u: Double, _ v: Double) -> Double { u + (v - u) * p }
    return Decomposed(
      translation: Point.lerp(x.translation, y.translation, p),
      rotation: x.rotation + turn * p, scaleX: lerp(x.scaleX, y.scaleX),
      scaleY: lerp(x.scaleY, y.scaleY), skew: lerp(x.skew, y.skew)
    ).transform
  }

  /// `first` applied, then `second` (matrix concatenation), as components.
  static func concat(_ first: Transform, _ second: Transform) -> Transform {
    if first == .identity { return second }
    if second == .identity { return first }
    return decompose(first.matrix.then(second.matrix)).transform
  }

  /// The transform applied `k` times (k rounded to an integer; negative: the inverse).
  /// `k` counts repeats of a cumulative animation: past ±2^62 (a `repeatCount` of 1e300 with
  /// a huge `timeOffset`) it saturates rather than trap; the result is meaningless there anyway.
  static func power(_ t: Transform, _ k: Double) -> Transform {
    guard !k.isNaN else { return .identity }
    let n = Int(min(max(k.rounded(), -0x1p62), 0x1p62))
    if n == 0 { return .identity }
    if n == 1 { return t }
    var base = n < 0 ? inverse(t.matrix) : t.matrix
    var remaining = abs(n)
    var result = AffineMatrix.identity
    while remaining > 0 {
      if remaining & 1 == 1 { result = result.then(base) }
      base = base.then(base)
      remaining >>= 1
    }
    return decompose(result).transform
  }

  static func inverse(_ m: AffineMatrix) -> AffineMatrix {
    let det = m.determinant
    guard det != 0 else { return .identity }
    let a = m.d / det
    let b = -m.b / det
    let c = -m.c / det
    let d = m.a / det
    return AffineMatrix(
      a: a, b: b, c: c, d: d, tx: -(m.tx * a + m.ty * c), ty: -(m.tx * b + m.ty * d))
  }

  static func distance(_ a: Transform, _ b: Transform) -> Double {
    let x = a.matrix.array
    let y = b.matrix.array
    return zip(x, y).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }.squareRoot()
  }
}
