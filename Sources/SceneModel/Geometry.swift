/// A point in y-down coordinates (UIKit and SVG alike).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(0, 0)

  public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
  public static func * (a: Point, k: Double) -> Point { Point(a.x * k, a.y * k) }
  public static func * (k: Double, a: Point) -> Point { Point(a.x * k, a.y * k) }

  /// Linear interpolation a + (b − a)·t; t may lie outside 0…1.
  public static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point {
    Point(a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t)
  }

  public var length: Double { (x * x + y * y).squareRoot() }

  public var description: String { "(\(x), \(y))" }
}

public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(_ width: Double, _ height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(0, 0)
}

public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var size: Size

  public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
    origin = Point(x, y)
    size = Size(width, height)
  }

  public static let zero = Rect(0, 0, 0, 0)

  public var x: Double { origin.x }
  public var y: Double { origin.y }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
}

/// A 2-D affine matrix in CoreGraphics/SVG convention: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
public struct AffineMatrix: Hashable, Sendable {
  public var a, b, c, d, tx, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public static func translation(_ x: Double, _ y: Double) -> AffineMatrix {
    AffineMatrix(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  public static func scale(_ x: Double, _ y: Double) -> AffineMatrix {
    AffineMatrix(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// Rotation by `angle` radians; positive is clockwise on screen (y down).
  public static func rotation(_ angle: Double) -> AffineMatrix {
    let (s, c) = sinCos(angle)
    return AffineMatrix(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
  }

  /// `self` then `other` (CGAffineTransformConcat(self, other)).
  public func then(_ other: AffineMatrix) -> AffineMatrix {
    AffineMatrix(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  public func apply(_ p: Point) -> Point {
    Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
  }

  public var determinant: Double { a * d - b * c }

  public var isIdentity: Bool { self == .identity }

  public var array: [Double] { [a, b, c, d, tx, ty] }
}

/// sin and cos with exact 0 and ±1 at multiples of a quarter turn, so rotations by 90°
/// produce clean matrices (as Core Animation snaps them).
public func sinCos(_ angle: Double) -> (sin: Double, cos: Double) {
  // No rotation, the common case: what the lines below give for ±0, without libm's calls.
  if angle == 0 { return (0, 1) }
  var s = sin(angle)
  var c = cos(angle)
  if abs(s) < 1e-15 { s = 0 }
  if abs(c) < 1e-15 { c = 0 }
  if abs(abs(s) - 1) < 1e-15 { s = s > 0 ? 1 : -1 }
  if abs(abs(c) - 1) < 1e-15 { c = c > 0 ? 1 : -1 }
  return (s, c)
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
