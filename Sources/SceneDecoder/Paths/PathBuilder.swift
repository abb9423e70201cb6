import SceneModel

/// Accumulates normalized path elements the way CGPath does: it tracks the current point
/// and the start of the current subpath. After `close`, the current point is the subpath's
/// start, and a drawing command that follows begins a new subpath there, which we make
/// explicit with a `move` (so every subpath of a built path starts with a move).
struct PathBuilder {
  private(set) var elements: [PathElement] = []
  /// Where the last element ended; nil before the first move.
  private(set) var currentPoint: Point?
  private var subpathStart: Point?
  /// The last element was a close: the next drawing command needs a move first.
  private var needsMove = false

  var path: BezierPath { BezierPath(elements) }

  mutating func move(to point: Point) {
    elements.append(.move(point))
    currentPoint = point
    subpathStart = point
    needsMove = false
  }

  /// Precondition: there is a current point.
  mutating func line(to point: Point) {
    beginSegment()
    elements.append(.line(point))
    currentPoint = point
  }

  mutating func quad(control: Point, to point: Point) {
    beginSegment()
    elements.append(.quad(control: control, to: point))
    currentPoint = point
  }

  mutating func cubic(control1: Point, control2: Point, to point: Point) {
    beginSegment()
    elements.append(.cubic(control1: control1, control2: control2, to: point))
    currentPoint = point
  }

  /// Closes the current subpath. A second close in a row adds nothing.
  mutating func close() {
    guard currentPoint != nil, !needsMove else { return }
    elements.append(.close)
    currentPoint = subpathStart
    needsMove = true
  }

  /// Appends cubic pieces (from `ArcToCubic`) that start at the current point.
  mutating func append(_ pieces: [ArcToCubic.Piece]) {
    for piece in pieces {
      cubic(control1: piece.control1, control2: piece.control2, to: piece.end)
    }
  }

  private mutating func beginSegment() {
    precondition(currentPoint != nil, "a path segment needs a current point")
    if needsMove, let start = subpathStart { move(to: start) }
  }
}
