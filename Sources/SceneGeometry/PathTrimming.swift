public import SceneModel

extension PathMeasure {
  /// The part of the path between two fractions of its total arc length (each clamped to
  /// 0…1), as strokeStart/strokeEnd select it. Curves are cut by exact de Casteljau
  /// subdivision, so the pieces lie on the original curves. Every contiguous piece starts
  /// with its own move; a subpath kept whole from its start through its `close` keeps the
  /// `close` (so its corner is joined, not capped); a partly kept close becomes a line.
  /// `from ≥ to` gives an empty path; `0…1` gives the path unchanged.
  public func trimmed(from start: Double, to end: Double) -> BezierPath {
    let from = clampUnit(start)
    let to = clampUnit(end)
    if from <= 0 && to >= 1 { return path }
    guard from < to, length > 0 else { return BezierPath() }
    let s = from * length
    let e = to * length

    // Room for every piece and one move (a single subpath's most): grown append by
    // append, a cut path's list was allocated four or five times.
    var elements: [PathElement] = []
    elements.reserveCapacity(pieces.count + 1)
    var openSubpath: Int?
    // Whether the open piece began at the very start of its subpath.
    var pieceFromSubpathStart = false
    for piece in pieces {
      let a = piece.offset
      let b = piece.offset + piece.length
      let overlaps = piece.length > 0 ? (min(b, e) > max(a, s)) : (a > s && a < e)
      guard overlaps else { continue }
      let t0 = a >= s ? 0 : ArcLength.parameter(of: piece.segment, atLength: s - a, total: piece.length)
      let t1 = b <= e ? 1 : ArcLength.parameter(of: piece.segment, atLength: e - a, total: piece.length)
      let cut = piece.segment.subsegment(from: t0, to: t1)
      if openSubpath != piece.subpath {
        elements.append(.move(cut.start))
        openSubpath = piece.subpath
        pieceFromSubpathStart = piece.isFirstInSubpath && t0 == 0
      }
      if piece.isClose && t1 == 1 && pieceFromSubpathStart {
        elements.append(.close)
      } else {
        elements.append(cut.element)
      }
    }
    return BezierPath(elements)
  }
}
