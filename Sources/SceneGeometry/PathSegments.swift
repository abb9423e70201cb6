public import SceneModel

/// One drawn segment of a path and where it sits.
public struct PathSegment: Hashable, Sendable {
  /// The index in `BezierPath.elements` of the element that drew it.
  public var elementIndex: Int
  public var curve: CurveSegment
  /// Drawn by a `close`: the line back to its subpath's start (possibly of length zero).
  public var isClose: Bool
  /// Segments with the same number are joined end to start. A move starts a new subpath;
  /// so does a drawing element after a close (it starts at the closed subpath's start).
  public var subpath: Int

  /// A `close` whose line has no length (it ends where the subpath started).
  public var isEmptyClose: Bool { isClose && curve.start == curve.end }
}

extension BezierPath {
  /// The drawn segments in order, as CGPath walks the path: lines and curves from the
  /// current point, and for each `close` a line back to its subpath's start. A drawing
  /// element with no current point (no `move` yet) draws nothing and acts as a move to its
  /// end point, as CGPath refuses to draw it.
  public var segments: [PathSegment] {
    var segments: [PathSegment] = []
    forEachSegment { segments.append($0) }
    return segments
  }

  /// `segments` one by one, without making the array (lint boxes a path per layer and
  /// sampled frame).
  public func forEachSegment(_ body: (PathSegment) -> Void) {
    var current: Point?
    var subpathStart = Point.zero
    var subpath = 0
    for index in elements.indices {
      let element = elements[index]
      switch element {
      case .move(let p):
        current = p
        subpathStart = p
        subpath += 1
      case .line(let p), .quad(_, let p), .cubic(_, _, let p):
        guard let start = current else {
          current = p
          subpathStart = p
          subpath += 1
          continue
        }
        let curve: CurveSegment =
          switch element {
          case .quad(let c, _): .quad(start, c, p)
          case .cubic(let c1, let c2, _): .cubic(start, c1, c2, p)
          default: .line(start, p)
          }
        body(PathSegment(elementIndex: index, curve: curve, isClose: false, subpath: subpath))
        current = p
      case .close:
        guard let start = current else { continue }
        body(PathSegment(elementIndex: index, curve: .line(start, subpathStart), isClose: true, subpath: subpath))
        current = subpathStart
        subpath += 1
      }
    }
  }
}
