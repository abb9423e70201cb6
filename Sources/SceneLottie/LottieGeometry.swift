import Foundation

struct Vec: Equatable, Sendable {
  var x: Double
  var y: Double
  init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }
  static func + (a: Vec, b: Vec) -> Vec { Vec(a.x + b.x, a.y + b.y) }
  static func - (a: Vec, b: Vec) -> Vec { Vec(a.x - b.x, a.y - b.y) }
  static func * (a: Vec, k: Double) -> Vec { Vec(a.x * k, a.y * k) }
  var length: Double { (x * x + y * y).squareRoot() }
  func lerp(_ b: Vec, _ t: Double) -> Vec { Vec(x + (b.x - x) * t, y + (b.y - y) * t) }
}

/// An affine matrix [a b c d tx ty] mapping (x, y) to (a x + c y + tx, b x + d y + ty).
struct Matrix: Equatable, Sendable {
  var a = 1.0, b = 0.0, c = 0.0, d = 1.0, tx = 0.0, ty = 0.0
  static let identity = Matrix()

  func apply(_ p: Vec) -> Vec { Vec(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty) }
  /// `self` first, then `next`.
  func then(_ next: Matrix) -> Matrix {
    Matrix(
      a: next.a * a + next.c * b, b: next.b * a + next.d * b,
      c: next.a * c + next.c * d, d: next.b * c + next.d * d,
      tx: next.a * tx + next.c * ty + next.tx, ty: next.b * tx + next.d * ty + next.ty)
  }
  static func translate(_ x: Double, _ y: Double) -> Matrix { Matrix(tx: x, ty: y) }
  static func scale(_ x: Double, _ y: Double) -> Matrix { Matrix(a: x, d: y) }
  static func rotate(_ r: Double) -> Matrix { Matrix(a: cos(r), b: sin(r), c: -sin(r), d: cos(r)) }
  var isIdentity: Bool { self == .identity }
}

/// A Lottie path: vertices with absolute in and out control points, open or closed.
struct BezierShape: Equatable, Sendable {
  var vertices: [Vec] = []
  var inPoints: [Vec] = []
  var outPoints: [Vec] = []
  var closed = false

  var segmentCount: Int { vertices.isEmpty ? 0 : (closed ? vertices.count : vertices.count - 1) }

  func segment(_ i: Int) -> (Vec, Vec, Vec, Vec) {
    let j = (i + 1) % vertices.count
    return (vertices[i], outPoints[i], inPoints[j], vertices[j])
  }

  func transformed(_ m: Matrix) -> BezierShape {
    if m.isIdentity { return self }
    return BezierShape(
      vertices: vertices.map(m.apply), inPoints: inPoints.map(m.apply),
      outPoints: outPoints.map(m.apply), closed: closed)
  }

  mutating func append(_ v: Vec, in i: Vec, out o: Vec) {
    vertices.append(v)
    inPoints.append(i)
    outPoints.append(o)
  }

  /// The same outline run the other way, from the same first vertex.
  func reversed() -> BezierShape {
    guard vertices.count > 1 else { return self }
    var order = Array(vertices.indices.reversed())
    if closed { order = [0] + order.dropLast() }
    var r = BezierShape(closed: closed)
    for k in order { r.append(vertices[k], in: outPoints[k], out: inPoints[k]) }
    return r
  }

  /// From a flattened vector: closed flag, then (vx, vy, ix, iy, ox, oy) per vertex with
  /// tangents relative to their vertex, as Lottie stores them.
  init(vector: [Double]) {
    closed = (vector.first ?? 0) >= 0.5
    var k = 1
    while k + 6 <= vector.count {
      let v = Vec(vector[k], vector[k + 1])
      append(v, in: v + Vec(vector[k + 2], vector[k + 3]), out: v + Vec(vector[k + 4], vector[k + 5]))
      k += 6
    }
  }

  init(vertices: [Vec] = [], inPoints: [Vec] = [], outPoints: [Vec] = [], closed: Bool = false) {
    self.vertices = vertices
    self.inPoints = inPoints
    self.outPoints = outPoints
    self.closed = closed
  }
}

enum Cubic {
  static func point(_ s: (Vec, Vec, Vec, Vec), _ t: Double) -> Vec {
    let u = 1 - t
    return s.0 * (u * u * u) + s.1 * (3 * u * u * t) + s.2 * (3 * u * t * t) + s.3 * (t * t * t)
  }

  static func isLine(_ s: (Vec, Vec, Vec, Vec)) -> Bool { s.1 == s.0 && s.2 == s.3 }

  /// Arc length by Gauss–Legendre quadrature over a few pieces (lines exactly).
  static func length(_ s: (Vec, Vec, Vec, Vec)) -> Double {
    if isLine(s) { return (s.3 - s.0).length }
    return length(s, upTo: 1)
  }

  static func derivative(_ s: (Vec, Vec, Vec, Vec), _ t: Double) -> Vec {
    let u = 1 - t
    return (s.1 - s.0) * (3 * u * u) + (s.2 - s.1) * (6 * u * t) + (s.3 - s.2) * (3 * t * t)
  }

  static func length(_ s: (Vec, Vec, Vec, Vec), upTo t: Double) -> Double {
    let nodes = [-0.9061798459, -0.5384693101, 0, 0.5384693101, 0.9061798459]
    let weights = [0.2369268851, 0.4786286705, 0.5688888889, 0.4786286705, 0.2369268851]
    let pieces = 8
    var total = 0.0
    for p in 0..<pieces {
      let a = t * Double(p) / Double(pieces), b = t * Double(p + 1) / Double(pieces)
      for (n, w) in zip(nodes, weights) {
        let x = (a + b) / 2 + (b - a) / 2 * n
        total += w * (b - a) / 2 * derivative(s, x).length
      }
    }
    return total
  }

  /// The parameter at which the arc length from 0 reaches `target`.
  static func parameter(_ s: (Vec, Vec, Vec, Vec), atLength target: Double, total: Double) -> Double {
    if total <= 0 { return 0 }
    // A line stored as a cubic (control points on its ends) is not uniform in t.
    var lo = 0.0, hi = 1.0
    for _ in 0..<40 {
      let mid = (lo + hi) / 2
      if length(s, upTo: mid) < target { lo = mid } else { hi = mid }
    }
    return (lo + hi) / 2
  }

  /// The piece between parameters t0 and t1 (de Casteljau).
  static func split(_ s: (Vec, Vec, Vec, Vec), _ t0: Double, _ t1: Double) -> (Vec, Vec, Vec, Vec) {
    func right(_ s: (Vec, Vec, Vec, Vec), _ t: Double) -> (Vec, Vec, Vec, Vec) {
      let p01 = s.0.lerp(s.1, t), p12 = s.1.lerp(s.2, t), p23 = s.2.lerp(s.3, t)
      let p012 = p01.lerp(p12, t), p123 = p12.lerp(p23, t)
      return (p012.lerp(p123, t), p123, p23, s.3)
    }
    func left(_ s: (Vec, Vec, Vec, Vec), _ t: Double) -> (Vec, Vec, Vec, Vec) {
      let p01 = s.0.lerp(s.1, t), p12 = s.1.lerp(s.2, t), p23 = s.2.lerp(s.3, t)
      let p012 = p01.lerp(p12, t), p123 = p12.lerp(p23, t)
      return (s.0, p01, p012, p012.lerp(p123, t))
    }
    let r = right(s, t0)
    if t0 >= 1 { return (s.3, s.3, s.3, s.3) }
    return left(r, (t1 - t0) / (1 - t0))
  }
}

extension BezierShape {
  var segmentLengths: [Double] { (0..<segmentCount).map { Cubic.length(segment($0)) } }
  var length: Double { segmentLengths.reduce(0, +) }

  /// This open piece followed by `next`, which starts where this one ends.
  func joined(to next: BezierShape) -> BezierShape {
    if vertices.isEmpty { return next }
    if next.vertices.isEmpty { return self }
    var result = self
    result.outPoints[result.vertices.count - 1] = next.outPoints[0]
    for i in 1..<next.vertices.count { result.append(next.vertices[i], in: next.inPoints[i], out: next.outPoints[i]) }
    return result
  }

  /// The open piece between arc lengths `from` and `to` (0 ≤ from ≤ to ≤ length).
  func piece(from: Double, to: Double, lengths: [Double]) -> BezierShape {
    var result = BezierShape(closed: false)
    var start = 0.0
    for i in 0..<segmentCount {
      let l = lengths[i]
      let end = start + l
      defer { start = end }
      if end < from || start > to || (l == 0 && result.vertices.isEmpty == false) { continue }
      let s = segment(i)
      let t0 = l > 0 ? Cubic.parameter(s, atLength: max(from - start, 0), total: l) : 0
      let t1 = l > 0 ? Cubic.parameter(s, atLength: min(to - start, l), total: l) : 0
      let p = Cubic.split(s, t0, t1)
      if result.vertices.isEmpty {
        result.append(p.0, in: p.0, out: p.1)
      } else {
        result.outPoints[result.vertices.count - 1] = p.1
      }
      result.append(p.3, in: p.2, out: p.3)
    }
    return result
  }
}

/// Shapes as After Effects builds them (the parametric shapes of a shape layer).
enum ShapeBuilder {
  static let kappa = 0.5519150244935105707435627

  static func rectangle(center p: Vec, size s: Vec, roundness: Double, reversed: Bool) -> BezierShape {
    let hw = s.x / 2, hh = s.y / 2
    let r = max(0, min(roundness, hw, hh))
    var shape = BezierShape(closed: true)
    let (l, t, rr, b) = (p.x - hw, p.y - hh, p.x + hw, p.y + hh)
    if r == 0 {
      for v in [Vec(rr, t), Vec(rr, b), Vec(l, b), Vec(l, t)] { shape.append(v, in: v, out: v) }
    } else {
      let c = r * kappa
      // Clockwise from the right edge's top end; each corner is a quarter-ellipse arc.
      shape.append(Vec(rr, t + r), in: Vec(rr, t + r - c), out: Vec(rr, t + r))
      shape.append(Vec(rr, b - r), in: Vec(rr, b - r), out: Vec(rr, b - r + c))
      shape.append(Vec(rr - r, b), in: Vec(rr - r + c, b), out: Vec(rr - r, b))
      shape.append(Vec(l + r, b), in: Vec(l + r, b), out: Vec(l + r - c, b))
      shape.append(Vec(l, b - r), in: Vec(l, b - r + c), out: Vec(l, b - r))
      shape.append(Vec(l, t + r), in: Vec(l, t + r), out: Vec(l, t + r - c))
      shape.append(Vec(l + r, t), in: Vec(l + r - c, t), out: Vec(l + r, t))
      shape.append(Vec(rr - r, t), in: Vec(rr - r, t), out: Vec(rr - r + c, t))
    }
    return reversed ? shape.reversed() : shape
  }

  static func ellipse(center p: Vec, size s: Vec, reversed: Bool) -> BezierShape {
    let rx = s.x / 2, ry = s.y / 2
    let cx = rx * kappa, cy = ry * kappa
    var shape = BezierShape(closed: true)
    shape.append(Vec(p.x, p.y - ry), in: Vec(p.x - cx, p.y - ry), out: Vec(p.x + cx, p.y - ry))
    shape.append(Vec(p.x + rx, p.y), in: Vec(p.x + rx, p.y - cy), out: Vec(p.x + rx, p.y + cy))
    shape.append(Vec(p.x, p.y + ry), in: Vec(p.x + cx, p.y + ry), out: Vec(p.x - cx, p.y + ry))
    shape.append(Vec(p.x - rx, p.y), in: Vec(p.x - rx, p.y + cy), out: Vec(p.x - rx, p.y - cy))
    return reversed ? shape.reversed() : shape
  }

  /// The points a star or polygon asked for `points` is drawn with: the whole part, at
  /// least 2 (a star) or 3 (a polygon), at most `mostPoints` (`ImportLimits.maxPolystarPoints`)
  /// or that least, whichever is more.
  static func polystarPoints(_ points: Double, star: Bool, mostPoints: Int) -> Int {
    let least = star ? 2 : 3
    return min(max(Int(lottie: points.rounded(.down)), least), max(mostPoints, least))
  }

  /// A star (`sy` 1) or polygon (`sy` 2): points from the top (−90° plus `rotation`
  /// degrees), roundness as a share of the perimeter segment, as After Effects draws it;
  /// `polystarPoints` of them.
  static func polystar(
    center p: Vec, points: Double, rotation: Double, outerRadius: Double, innerRadius: Double,
    outerRoundness: Double, innerRoundness: Double, star: Bool, reversed: Bool, mostPoints: Int
  ) -> BezierShape {
    let count = polystarPoints(points, star: star, mostPoints: mostPoints)
    let vertexCount = star ? count * 2 : count
    let step = 2 * Double.pi / Double(vertexCount)
    let dir: Double = reversed ? -1 : 1
    var angle = -Double.pi / 2 + rotation * .pi / 180
    var shape = BezierShape(closed: true)
    for i in 0..<vertexCount {
      let long = !star || i % 2 == 0
      let radius = long ? outerRadius : innerRadius
      let roundness = (long ? outerRoundness : innerRoundness) / 100
      let perimeter = star
        ? 2 * Double.pi * radius / Double(vertexCount * 2)
        : 2 * Double.pi * radius / Double(vertexCount * 4)
      let x = radius * cos(angle), y = radius * sin(angle)
      let norm = (x * x + y * y).squareRoot()
      let ox = norm == 0 ? 0 : y / norm, oy = norm == 0 ? 0 : -x / norm
      let v = Vec(x + p.x, y + p.y)
      let k = perimeter * roundness * dir
      shape.append(v, in: Vec(v.x + ox * k, v.y + oy * k), out: Vec(v.x - ox * k, v.y - oy * k))
      angle += step * dir
    }
    return shape
  }
}
