import SceneGeometry
import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The keyframes of a keyframe animation's `path`: every drawing element is one segment
/// (CAKeyframeAnimation's documentation: "each point in the path except for moveto points
/// defines a single keyframe"). A `close` is the line back to its subpath's start and counts
/// only when that line has a length. Moves start the next segment elsewhere (a jump).
struct PathKeyframes: Sendable {
  struct Segment: Sendable {
    var curve: CurveSegment
    /// Arc-length measurement of this segment alone.
    var measure: PathMeasure
    var length: Double { measure.length }
  }

  var segments: [Segment]

  init(_ path: BezierPath) {
    // A close that draws no line is no keyframe (a rect path travels its four edges).
    segments = path.segments.filter { !$0.isEmptyClose }.map { segment in
      Segment(
        curve: segment.curve,
        measure: PathMeasure(BezierPath([.move(segment.curve.start), segment.curve.element])))
    }
  }

  /// The keyframe points: the first segment's start, then every segment's end.
  var points: [Point] {
    guard let first = segments.first else { return [] }
    return [first.curve.start] + segments.map(\.curve.end)
  }

  /// The point and direction of travel (radians, atan2 in y-down space) at fraction `s` of
  /// segment `index`: by the curve's own parameter, or by arc length when `paced`.
  func sample(segment index: Int, at s: Double, paced: Bool) -> (Point, Double) {
    let segment = segments[index]
    if paced {
      return (
        segment.measure.point(atFraction: s), segment.measure.tangentAngle(atFraction: s)
      )
    }
    let t = min(max(s, 0), 1)
    let direction = segment.curve.tangent(at: t)
    return (segment.curve.point(at: s), atan2(direction.y, direction.x))
  }
}
