public import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Arc-length measurements of a path, as Core Animation measures it for strokeStart and
/// strokeEnd: every subpath in order, concatenated into one length; a `close` adds its
/// closing line; moves add nothing.
///
/// A drawing element with no current point (no `move` yet) is treated as a move to its end
/// point, as CGPath refuses to draw it. After a `close` the current point is the subpath's
/// start, and a drawing element there begins a new subpath.
public struct PathMeasure: Sendable {
  /// One drawn segment and where it sits in the path.
  struct Piece: Sendable {
    var elementIndex: Int
    var segment: CurveSegment
    var length: Double
    /// Arc length of the path before this piece.
    var offset: Double
    /// Pieces with the same subpath number are joined end to start.
    var subpath: Int
    /// The first piece of its subpath.
    var isFirstInSubpath: Bool
    var isClose: Bool
  }

  public let path: BezierPath
  let pieces: [Piece]
  /// Length of each element of `path`, in order (0 for moves).
  public let elementLengths: [Double]
  /// Total arc length.
  public let length: Double

  public init(_ path: BezierPath) {
    self.path = path
    var pieces: [Piece] = []
    var elementLengths = [Double](repeating: 0, count: path.elements.count)
    var total = 0.0
    var previousSubpath: Int?
    for segment in path.segments {
      let length = ArcLength.length(of: segment.curve)
      pieces.append(
        Piece(
          elementIndex: segment.elementIndex, segment: segment.curve, length: length, offset: total,
          subpath: segment.subpath, isFirstInSubpath: segment.subpath != previousSubpath,
          isClose: segment.isClose))
      previousSubpath = segment.subpath
      elementLengths[segment.elementIndex] = length
      total += length
    }
    self.pieces = pieces
    self.elementLengths = elementLengths
    self.length = total
  }

  // MARK: - Points and tangents

  /// The point at a fraction (clamped to 0…1) of the total arc length. A path without
  /// length gives its first point (the origin for an empty path).
  public func point(atFraction fraction: Double) -> Point {
    point(atLength: clampUnit(fraction) * length)
  }

  /// The direction of travel (radians, atan2(dy, dx) in y-down space, so positive is
  /// clockwise on screen) at a fraction of the total arc length.
  public func tangentAngle(atFraction fraction: Double) -> Double {
    tangentAngle(atLength: clampUnit(fraction) * length)
  }

  /// The point at an arc length from the start (clamped to 0…length).
  public func point(atLength distance: Double) -> Point {
    guard let (piece, t) = locate(distance) else { return firstPoint }
    return piece.segment.point(at: t)
  }

  public func tangentAngle(atLength distance: Double) -> Double {
    guard let (piece, t) = locate(distance) else { return 0 }
    let d = piece.segment.tangent(at: t)
    return atan2(d.y, d.x)
  }

  /// The point at a fraction (clamped to 0…1) of one element's own arc length. For a move,
  /// its point; for an element without length, its end point.
  public func point(inElement index: Int, atFraction fraction: Double) -> Point {
    guard let piece = pieces.first(where: { $0.elementIndex == index }) else {
      return endPoint(ofElement: index)
    }
    let t = ArcLength.parameter(
      of: piece.segment, atLength: clampUnit(fraction) * piece.length, total: piece.length)
    return piece.segment.point(at: t)
  }

  /// The direction of travel at a fraction of one element's arc length (0 for a move).
  public func tangentAngle(inElement index: Int, atFraction fraction: Double) -> Double {
    guard let piece = pieces.first(where: { $0.elementIndex == index }) else { return 0 }
    let t = ArcLength.parameter(
      of: piece.segment, atLength: clampUnit(fraction) * piece.length, total: piece.length)
    let d = piece.segment.tangent(at: t)
    return atan2(d.y, d.x)
  }

  // MARK: - Helpers

  /// The piece and parameter at an arc length. At a boundary between two pieces the later
  /// one is chosen (the direction leaving the point), except at the very end.
  func locate(_ distance: Double) -> (Piece, Double)? {
    let drawn = pieces.filter { $0.length > 0 }
    guard let last = drawn.last else { return pieces.first.map { ($0, 0) } }
    let d = min(max(distance, 0), length)
    // Binary search for the last piece whose offset ≤ d.
    var lo = 0
    var hi = drawn.count - 1
    while lo < hi {
      let mid = (lo + hi + 1) / 2
      if drawn[mid].offset <= d { lo = mid } else { hi = mid - 1 }
    }
    let piece = d >= length ? last : drawn[lo]
    let t = ArcLength.parameter(of: piece.segment, atLength: d - piece.offset, total: piece.length)
    return (piece, t)
  }

  var firstPoint: Point {
    for element in path.elements {
      if let p = element.points.last { return p }
    }
    return .zero
  }

  func endPoint(ofElement index: Int) -> Point {
    guard path.elements.indices.contains(index) else { return firstPoint }
    if let p = path.elements[index].points.last { return p }
    // A close ends at its subpath's start.
    return pieces.first(where: { $0.elementIndex == index })?.segment.end ?? firstPoint
  }
}

func clampUnit(_ x: Double) -> Double {
  guard x.isFinite else { return x > 0 ? 1 : 0 }
  return min(max(x, 0), 1)
}
