import SceneModel

/// Brings two paths with different elements to one structure, so they interpolate point by
/// point (docs/timing.md, "Path morphs"). The rule, deterministic:
///
/// 1. Each path becomes subpaths of cubic segments: a line is the cubic with control points
///    at 1/3 and 2/3 of it, a quad is degree-elevated, a `close` whose subpath does not end
///    at its start adds the closing line as a cubic.
/// 2. The path with fewer subpaths gets extra subpaths collapsed to a point: its last point
///    (or, for an empty path, the other subpath's start).
/// 3. Subpath by subpath, the one with fewer segments has its longest segment (by chord
///    length, the first on ties) split at t = 0.5 until both have as many; a subpath
///    without segments gets segments collapsed on its start.
/// 4. A subpath pair stays closed when both were closed; otherwise both are left open.
enum PathMorph {
  struct Subpath: Equatable {
    var start: Point
    /// Cubic segments: (control1, control2, end); each starts where the previous ends.
    var segments: [(Point, Point, Point)]
    var closed: Bool

    static func == (a: Subpath, b: Subpath) -> Bool {
      a.start == b.start && a.closed == b.closed && a.segments.count == b.segments.count
        && zip(a.segments, b.segments).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 && $0.2 == $1.2 }
    }

    var end: Point { segments.last?.2 ?? start }
  }

  /// Both paths rewritten to one structure (unchanged when they already share one).
  static func equalize(_ a: BezierPath, _ b: BezierPath) -> (BezierPath, BezierPath) {
    if a.hasSameStructure(as: b) { return (a, b) }
    var x = cubicSubpaths(a)
    var y = cubicSubpaths(b)
    padSubpaths(&x, toMatch: y)
    padSubpaths(&y, toMatch: x)
    for i in x.indices {
      let closed = x[i].closed && y[i].closed
      x[i].closed = closed
      y[i].closed = closed
      matchSegmentCount(&x[i], y[i].segments.count)
      matchSegmentCount(&y[i], x[i].segments.count)
    }
    return (path(x), path(y))
  }

  /// The number of cubic segments both paths have after `equalize`.
  static func segmentCount(_ a: BezierPath, _ b: BezierPath) -> Int {
    equalize(a, b).0.elements.filter { $0.kind == .cubic }.count
  }

  static func cubicSubpaths(_ path: BezierPath) -> [Subpath] {
    var result: [Subpath] = []
    var current: Point? = nil
    func appendSegment(_ c1: Point, _ c2: Point, _ end: Point) {
      guard let start = current else {
        // A drawing element without a current point acts as a move (as CGPath draws it).
        result.append(Subpath(start: end, segments: [], closed: false))
        current = end
        return
      }
      if result.isEmpty || result[result.count - 1].closed {
        // Drawing after a close starts a new subpath at the closed one's start.
        result.append(Subpath(start: start, segments: [], closed: false))
      }
      result[result.count - 1].segments.append((c1, c2, end))
      current = end
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        result.append(Subpath(start: p, segments: [], closed: false))
        current = p
      case .line(let p):
        let s = current ?? p
        appendSegment(Point.lerp(s, p, 1.0 / 3), Point.lerp(s, p, 2.0 / 3), p)
      case .quad(let c, let p):
        let s = current ?? p
        appendSegment(s + (c - s) * (2.0 / 3), p + (c - p) * (2.0 / 3), p)
      case .cubic(let c1, let c2, let p):
        appendSegment(c1, c2, p)
      case .close:
        guard !result.isEmpty, !result[result.count - 1].closed else { continue }
        let subpath = result[result.count - 1]
        if subpath.end != subpath.start {
          let s = subpath.end
          let p = subpath.start
          result[result.count - 1].segments.append(
            (Point.lerp(s, p, 1.0 / 3), Point.lerp(s, p, 2.0 / 3), p))
        }
        result[result.count - 1].closed = true
        current = subpath.start
      }
    }
    return result
  }

  private static func padSubpaths(_ subpaths: inout [Subpath], toMatch other: [Subpath]) {
    while subpaths.count < other.count {
      let counterpart = other[subpaths.count]
      let point = subpaths.last?.end ?? counterpart.start
      subpaths.append(Subpath(start: point, segments: [], closed: counterpart.closed))
    }
  }

  private static func matchSegmentCount(_ subpath: inout Subpath, _ count: Int) {
    if subpath.segments.isEmpty && count > 0 {
      let p = subpath.start
      subpath.segments = Array(repeating: (p, p, p), count: count)
      return
    }
    guard subpath.segments.count < count else { return }
    var queue = SegmentSplitQueue(start: subpath.start, segments: subpath.segments, capacity: count)
    while queue.count < count { queue.splitLongest() }
    subpath.segments = queue.segments
  }

  private static func path(_ subpaths: [Subpath]) -> BezierPath {
    var elements: [PathElement] = []
    for subpath in subpaths {
      elements.append(.move(subpath.start))
      for (c1, c2, end) in subpath.segments {
        elements.append(.cubic(control1: c1, control2: c2, to: end))
      }
      if subpath.closed { elements.append(.close) }
    }
    return BezierPath(elements)
  }

  /// A short description of a path's elements for messages: "5 elements (1 move, 4 line)".
  static func describe(_ path: BezierPath) -> String {
    var counts: [(PathElement.Kind, Int)] = []
    for element in path.elements {
      if let i = counts.firstIndex(where: { $0.0 == element.kind }) {
        counts[i].1 += 1
      } else {
        counts.append((element.kind, 1))
      }
    }
    let parts = counts.map { "\($0.1) \($0.0.rawValue)" }.joined(separator: ", ")
    let noun = path.elements.count == 1 ? "element" : "elements"
    return "\(path.elements.count) \(noun)" + (parts.isEmpty ? "" : " (\(parts))")
  }
}
