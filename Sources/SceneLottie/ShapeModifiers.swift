import Foundation

/// The shape modifiers of After Effects applied to path geometry (Lottie's trim paths,
/// round corners, pucker & bloat, zig-zag and offset path). Each takes the shapes in its
/// scope and returns new ones.
enum ShapeModifiers {
  // MARK: Trim paths

  /// `start`, `end` in percent, `offset` in degrees (360° = the whole length). Simultaneous:
  /// every shape is trimmed alike; individually: the shapes as one run, in order.
  static func trim(_ shapes: [BezierShape], start: Double, end: Double, offset: Double, individually: Bool) -> [BezierShape] {
    var s = min(1, max(0, start / 100)), e = min(1, max(0, end / 100))
    if e < s { swap(&s, &e) }
    var o = (offset / 360).truncatingRemainder(dividingBy: 1)
    if o < 0 { o += 1 }
    if e - s >= 1 - 1e-9 { return shapes }
    if e - s <= 1e-9 { return [] }
    s += o
    e += o
    var splits: [(Double, Double)]
    if e <= 1 {
      splits = [(s, e)]
    } else if s >= 1 {
      splits = [(s - 1, e - 1)]
    } else {
      splits = [(s, 1), (0, e - 1)]
    }
    if individually {
      let lengths = shapes.map(\.segmentLengths)
      let total = lengths.map { $0.reduce(0, +) }.reduce(0, +)
      var out: [BezierShape] = []
      for (a, b) in splits {
        let from = a * total, to = b * total
        var startOfShape = 0.0
        for (k, shape) in shapes.enumerated() {
          let l = lengths[k].reduce(0, +)
          defer { startOfShape += l }
          let lo = max(from - startOfShape, 0), hi = min(to - startOfShape, l)
          if hi < lo || (hi == lo && l > 0) { continue }
          if lo <= 0 && hi >= l { out.append(shape); continue }
          out.append(shape.piece(from: lo, to: hi, lengths: lengths[k]))
        }
      }
      return out
    }
    var out: [BezierShape] = []
    for shape in shapes {
      let lengths = shape.segmentLengths
      let total = lengths.reduce(0, +)
      let pieces = splits.map { shape.piece(from: $0.0 * total, to: $0.1 * total, lengths: lengths) }
      if pieces.count == 2, shape.closed, let first = pieces.first, let second = pieces.last,
        !first.vertices.isEmpty, !second.vertices.isEmpty
      {
        // Across the start of a closed shape the two pieces are one run.
        var joined = first
        joined.outPoints[joined.vertices.count - 1] = second.outPoints[0]
        for k in 1..<second.vertices.count {
          joined.append(second.vertices[k], in: second.inPoints[k], out: second.outPoints[k])
        }
        out.append(joined)
      } else {
        out += pieces.filter { !$0.vertices.isEmpty }
      }
    }
    return out
  }

  // MARK: Pucker & bloat

  /// Vertices move toward the shape's centre by `amount` percent, control points the
  /// other way (pucker < 0 < bloat). The centre is that of the shape's bounding box (its
  /// curves' extremes), each shape its own: After Effects' pictures agree with that to
  /// 99.5–100 % where the mean of the vertices the Lottie players use is 95–96 % (a
  /// star's vertices do not average to its box's centre).
  static func puckerBloat(_ shapes: [BezierShape], amount: Double) -> [BezierShape] {
    let a = amount / 100
    return shapes.map { shape in
      guard let center = boundsCenter(shape) else { return shape }
      var out = BezierShape(closed: shape.closed)
      for k in shape.vertices.indices {
        out.append(
          shape.vertices[k].lerp(center, a), in: shape.inPoints[k].lerp(center, -a),
          out: shape.outPoints[k].lerp(center, -a))
      }
      return out
    }
  }

  /// The centre of the tight bounding box: the vertices and each segment's extremes.
  static func boundsCenter(_ shape: BezierShape) -> Vec? {
    guard let first = shape.vertices.first else { return nil }
    var lo = first, hi = first
    func add(_ p: Vec) {
      lo = Vec(min(lo.x, p.x), min(lo.y, p.y))
      hi = Vec(max(hi.x, p.x), max(hi.y, p.y))
    }
    for v in shape.vertices { add(v) }
    for i in 0..<shape.segmentCount {
      let (p0, p1, p2, p3) = shape.segment(i)
      for t in extremes(p0.x, p1.x, p2.x, p3.x) + extremes(p0.y, p1.y, p2.y, p3.y) {
        let u = 1 - t
        add(p0 * (u * u * u) + p1 * (3 * u * u * t) + p2 * (3 * u * t * t) + p3 * (t * t * t))
      }
    }
    return (lo + hi) * 0.5
  }

  /// Where a cubic's coordinate has a zero derivative, strictly inside 0…1.
  static func extremes(_ p0: Double, _ p1: Double, _ p2: Double, _ p3: Double) -> [Double] {
    // B'(t)/3 = a t² + b t + c.
    let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
    var roots: [Double] = []
    if abs(a) < 1e-12 {
      if abs(b) > 1e-12 { roots = [-c / b] }
    } else {
      let d = b * b - 4 * a * c
      if d >= 0 {
        let r = d.squareRoot()
        roots = [(-b + r) / (2 * a), (-b - r) / (2 * a)]
      }
    }
    return roots.filter { $0 > 0 && $0 < 1 }
  }

  // MARK: Round corners

  /// Every corner vertex becomes two, `radius` along its edges (at most half an edge),
  /// joined by a quarter-circle-like curve; curved vertices and open ends stay.
  static func roundCorners(_ shapes: [BezierShape], radius: Double) -> [BezierShape] {
    guard radius > 0 else { return shapes }
    return shapes.map { shape in
      let n = shape.vertices.count
      guard n > 1 else { return shape }
      var out = BezierShape(closed: shape.closed)
      for k in 0..<n {
        let v = shape.vertices[k]
        let sharp = shape.inPoints[k] == v && shape.outPoints[k] == v
        if !sharp || (!shape.closed && (k == 0 || k == n - 1)) {
          out.append(v, in: shape.inPoints[k], out: shape.outPoints[k])
          continue
        }
        let prev = shape.vertices[(k - 1 + n) % n], next = shape.vertices[(k + 1) % n]
        func toward(_ other: Vec) -> (Vec, Vec) {
          let d = (other - v).length
          let t = d == 0 ? 0 : min(d / 2, radius) / d
          let p = v.lerp(other, t)
          return (p, p + (v - p) * ShapeBuilder.kappa)
        }
        let (p1, c1) = toward(prev)
        let (p2, c2) = toward(next)
        out.append(p1, in: p1, out: c1)
        out.append(p2, in: c2, out: p2)
      }
      return out
    }
  }

  // MARK: Zig-zag

  /// `ridges` points per segment, `size` away from the path on alternating sides, as
  /// corners or (smooth) with tangents along the path. A file may ask for any number of
  /// ridges on each of any number of segments (a 1,000-point star has 2,000), and each
  /// ridge is a vertex in every frame's path: a shape whose segments times the ridges would
  /// pass `mostVertices` (`ImportLimits.maxShapeVertices`) gets fewer ridges a segment,
  /// and `bounded` is set (docs/import.md).
  static func zigZag(
    _ shapes: [BezierShape], size: Double, ridges: Double, smooth: Bool, mostVertices: Int, bounded: inout Bool
  ) -> [BezierShape] {
    let asked = max(0, Int(lottie: ridges.rounded()))
    return shapes.map { shape in
      let count = shape.segmentCount
      guard count > 0 else { return shape }
      let frequency = min(asked, max(0, mostVertices / count - 1))
      if frequency < asked { bounded = true }
      var out = BezierShape(closed: shape.closed)
      func normalAngle(_ s: (Vec, Vec, Vec, Vec), _ t: Double) -> Double {
        let d = Cubic.derivative(s, t)
        return atan2(d.y, d.x) - .pi / 2
      }
      func tangentAngle(_ s: (Vec, Vec, Vec, Vec), _ t: Double) -> Double {
        let d = Cubic.derivative(s, t)
        return atan2(d.y, d.x)
      }
      func mean(_ a: Double, _ b: Double) -> Double { abs(a - b) > .pi ? (a + b) / 2 + .pi : (a + b) / 2 }
      func polar(_ angle: Double, _ r: Double) -> Vec { Vec(cos(angle) * r, sin(angle) * r) }
      func add(_ p: Vec, normal: Double, tangent: Double, direction: Double, handle: Double) {
        let v = p + polar(normal, direction * size)
        if handle != 0 {
          out.append(v, in: v + polar(tangent, -handle), out: v + polar(tangent, handle))
        } else {
          out.append(v, in: v, out: v)
        }
      }
      let first = shape.segment(0)
      let handle = smooth ? Cubic.length(shape.closed ? shape.segment(count - 1) : first) / Double(frequency + 1) / 2 : 0
      func corner(before: (Vec, Vec, Vec, Vec)?, after: (Vec, Vec, Vec, Vec)?, direction: Double) {
        if let before, let after {
          add(after.0, normal: mean(normalAngle(after, 0.01), normalAngle(before, 0.99)),
              tangent: mean(tangentAngle(after, 0.01), tangentAngle(before, 0.99)), direction: direction, handle: handle)
        } else if let after {
          add(after.0, normal: normalAngle(after, 0.01), tangent: tangentAngle(after, 0.01), direction: direction, handle: handle)
        } else if let before {
          add(before.3, normal: normalAngle(before, 0.99), tangent: tangentAngle(before, 0.99), direction: direction, handle: handle)
        }
      }
      var direction = -1.0
      corner(before: shape.closed ? shape.segment(count - 1) : nil, after: first, direction: -1)
      for i in 0..<count {
        let segment = shape.segment(i)
        direction = -direction
        let total = Cubic.length(segment)
        for r in 0..<frequency {
          let f = Double(r + 1) / Double(frequency + 1)
          let t = Cubic.parameter(segment, atLength: f * total, total: total)
          add(Cubic.point(segment, t), normal: normalAngle(segment, t), tangent: tangentAngle(segment, t), direction: direction, handle: handle)
          direction = -direction
        }
        let next: (Vec, Vec, Vec, Vec)? = (i == count - 1 && !shape.closed) ? nil : shape.segment((i + 1) % count)
        if i == count - 1 && shape.closed { break }
        corner(before: segment, after: next, direction: direction)
      }
      return out
    }
  }

  // MARK: Offset path

  static func thereAndBack(_ s: BezierShape) -> BezierShape {
    let n = s.vertices.count
    guard n > 1 else { return s }
    var out = BezierShape(closed: true)
    out.append(s.vertices[0], in: s.outPoints[0], out: s.outPoints[0])
    for k in 1..<(n - 1) { out.append(s.vertices[k], in: s.inPoints[k], out: s.outPoints[k]) }
    out.append(s.vertices[n - 1], in: s.inPoints[n - 1], out: s.inPoints[n - 1])
    for k in (1..<(n - 1)).reversed() { out.append(s.vertices[k], in: s.outPoints[k], out: s.inPoints[k]) }
    return out
  }

  /// How far (path units) an offset piece may stray from the true offset curve.
  static let offsetTolerance = 0.01
  /// The most times a curved segment is halved for the offset (at most 32 pieces).
  static let offsetMaxSplits = 5

  /// How often a shape of `segments` segments may halve its curves for the offset: at most
  /// `offsetMaxSplits`, and few enough that the pieces stay within `mostVertices`
  /// (`ImportLimits.maxShapeVertices`; a long path offset at a cusp would otherwise get 32
  /// times its vertices).
  static func offsetSplits(segments: Int, mostVertices: Int) -> Int {
    var splits = 0
    while splits < offsetMaxSplits, segments << (splits + 1) <= mostVertices { splits += 1 }
    return splits
  }

  /// The largest distance, at a quarter, half and three quarters, between `piece` and the
  /// points of `s` moved `amount` along its normal (the true offset).
  static func offsetError(_ s: (Vec, Vec, Vec, Vec), _ piece: (Vec, Vec, Vec, Vec), amount: Double) -> Double {
    var error = 0.0
    for t in [0.25, 0.5, 0.75] {
      let d = Cubic.derivative(s, t)
      let l = d.length
      guard l > 1e-9 else { continue }
      let exact = Cubic.point(s, t) + Vec(d.y / l, -d.x / l) * amount
      error = max(error, (Cubic.point(piece, t) - exact).length)
    }
    return error
  }

  /// Each segment's control polygon moved `amount` along its normals (curved segments cut
  /// into pieces until that is close to the true offset), joined with miter (1), round (2)
  /// or bevel (3) joins. Self-intersections of the result stay.
  static func offset(_ shapes: [BezierShape], amount: Double, join: Int, miterLimit: Double, mostVertices: Int) -> [BezierShape] {
    guard amount != 0 else { return shapes }
    return shapes.map { original in
      // An open path is offset as its outline there and back (a stroke with butt caps).
      let shape = original.closed ? original : Self.thereAndBack(original)
      let count = shape.segmentCount
      guard count > 0 else { return shape }
      let splits = Self.offsetSplits(segments: count, mostVertices: mostVertices)
      func offsetLine(_ a: Vec, _ b: Vec) -> (Vec, Vec)? {
        let d = b - a
        let l = d.length
        guard l > 1e-9 else { return nil }
        let n = Vec(d.y / l, -d.x / l) * amount
        return (a + n, b + n)
      }
      func intersect(_ a: Vec, _ b: Vec, _ c: Vec, _ d: Vec) -> Vec? {
        let r = b - a, s = d - c
        let den = r.x * s.y - r.y * s.x
        guard abs(den) > 1e-9 else { return nil }
        let t = ((c.x - a.x) * s.y - (c.y - a.y) * s.x) / den
        return a + r * t
      }
      func offsetSegment(_ s: (Vec, Vec, Vec, Vec)) -> (Vec, Vec, Vec, Vec) {
        if Cubic.isLine(s) {
          guard let (a, b) = offsetLine(s.0, s.3) else { return s }
          return (a, a, b, b)
        }
        let p1 = s.1 == s.0 ? s.2 : s.1
        let p2 = s.2 == s.3 ? s.1 : s.2
        guard let (a0, a1) = offsetLine(s.0, p1), let (b0, b1) = offsetLine(p1, p2) ?? offsetLine(s.0, s.3),
          let (c0, c1) = offsetLine(p2, s.3)
        else { return s }
        let q1 = s.1 == s.0 ? a0 : (intersect(a0, a1, b0, b1) ?? a1)
        let q2 = s.2 == s.3 ? c1 : (intersect(c0, c1, b0, b1) ?? c0)
        return (a0, q1, q2, c1)
      }
      // A moved control polygon drifts from the true offset where the curve bends (0.2 units
      // on a quarter turn offset by 8, which After Effects' edges do not show): curved
      // segments are halved until each piece stays within `offsetTolerance` of it.
      func offsetPieces(_ s: (Vec, Vec, Vec, Vec), depth: Int) -> [(Vec, Vec, Vec, Vec)] {
        let piece = offsetSegment(s)
        if Cubic.isLine(s) || depth >= splits || Self.offsetError(s, piece, amount: amount) <= Self.offsetTolerance {
          return [piece]
        }
        return offsetPieces(Cubic.split(s, 0, 0.5), depth: depth + 1) + offsetPieces(Cubic.split(s, 0.5, 1), depth: depth + 1)
      }
      let segments = (0..<count).flatMap { offsetPieces(shape.segment($0), depth: 0) }
      var out = BezierShape(closed: shape.closed)
      for (k, seg) in segments.enumerated() {
        if out.vertices.isEmpty {
          out.append(seg.0, in: seg.0, out: seg.1)
        } else {
          let last = out.vertices.count - 1
          if (out.vertices[last] - seg.0).length < 1e-6 {
            out.outPoints[last] = seg.1
          } else {
            appendJoin(&out, seg.0, before: segments[k - 1], after: seg)
            out.append(seg.0, in: seg.0, out: seg.1)
          }
        }
        out.append(seg.3, in: seg.2, out: seg.3)
      }
      if shape.closed, let first = segments.first, let last = segments.last {
        if (last.3 - first.0).length < 1e-6 {
          out.vertices.removeLast()
          out.inPoints[0] = out.inPoints.removeLast()
          out.outPoints.removeLast()
        } else {
          appendJoin(&out, first.0, before: last, after: first)
        }
      }
      return out

      func appendJoin(_ out: inout BezierShape, _ to: Vec, before: (Vec, Vec, Vec, Vec), after: (Vec, Vec, Vec, Vec)) {
        let from = before.3
        switch join {
        case 2:
          let dir1 = (before.3 - (before.2 == before.3 ? before.0 : before.2))
          let dir2 = ((after.1 == after.0 ? after.3 : after.1) - after.0)
          let l1 = dir1.length, l2 = dir2.length
          guard l1 > 0, l2 > 0 else { return }
          let chord = (to - from).length
          let angle = acos(max(-1, min(1, (dir1.x * dir2.x + dir1.y * dir2.y) / (l1 * l2))))
          let radius = angle > 1e-6 ? chord / (2 * sin(angle / 2)) : chord / 2
          let h = 4.0 / 3.0 * tan(angle / 4) * radius
          let last = out.vertices.count - 1
          out.outPoints[last] = from + dir1 * (h / l1)
          out.append(to, in: to - dir2 * (h / l2), out: to)
        case 3:
          return
        default:
          let t0 = before.2 == before.3 ? before.0 : before.2
          let t1 = after.1 == after.0 ? after.3 : after.1
          if let p = intersect(t0, from, to, t1), (p - from).length < miterLimit * abs(amount) {
            out.append(p, in: p, out: p)
          }
        }
      }
    }
  }
}
