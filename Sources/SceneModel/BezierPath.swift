/// One element of a normalized path. Only absolute move/line/quad/cubic/close exist here:
/// shapes, arcs and SVG spellings were converted by the decoder.
public enum PathElement: Hashable, Sendable {
  case move(Point)
  case line(Point)
  case quad(control: Point, to: Point)
  case cubic(control1: Point, control2: Point, to: Point)
  case close

  /// The element's kind, for comparing the structure of two paths.
  public var kind: Kind {
    switch self {
    case .move: .move
    case .line: .line
    case .quad: .quad
    case .cubic: .cubic
    case .close: .close
    }
  }

  public enum Kind: String, Hashable, Sendable {
    case move, line, quad, cubic, close
  }

  /// All points of the element (on-curve last), in order.
  public var points: [Point] {
    switch self {
    case .move(let p), .line(let p): [p]
    case .quad(let c, let p): [c, p]
    case .cubic(let c1, let c2, let p): [c1, c2, p]
    case .close: []
    }
  }

  /// The same kind of element with `transform` applied to every point.
  public func mapPoints(_ transform: (Point) -> Point) -> PathElement {
    switch self {
    case .move(let p): .move(transform(p))
    case .line(let p): .line(transform(p))
    case .quad(let c, let p): .quad(control: transform(c), to: transform(p))
    case .cubic(let c1, let c2, let p): .cubic(control1: transform(c1), control2: transform(c2), to: transform(p))
    case .close: .close
    }
  }
}

/// A path as CGPath holds it: a list of absolute elements in the layer's coordinate space.
public struct BezierPath: Hashable, Sendable {
  public var elements: [PathElement]

  public init(_ elements: [PathElement] = []) { self.elements = elements }

  public var isEmpty: Bool { elements.isEmpty }

  public func applying(_ matrix: AffineMatrix) -> BezierPath {
    BezierPath(elements.map { $0.mapPoints(matrix.apply) })
  }

  /// True when both paths have the same element kinds in the same order, so they
  /// interpolate point by point.
  public func hasSameStructure(as other: BezierPath) -> Bool {
    elements.count == other.elements.count
      && zip(elements, other.elements).allSatisfy { $0.kind == $1.kind }
  }
}
