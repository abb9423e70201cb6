/// A layer transform as components, applied as scale, then rotation, then translation:
/// matrix = translation · rotation · flatten(rotationY scales x by cos, rotationX scales y
/// by cos) · skew · scale. `skew` only arises from decomposing a general matrix; it is
/// the x shear applied after scale (x' = x + skew·y).
public struct Transform: Hashable, Sendable {
  public var translation: Point
  /// Rotation about z in radians; positive is clockwise on screen.
  public var rotation: Double
  public var scaleX: Double
  public var scaleY: Double
  public var rotationX: Double
  public var rotationY: Double
  public var skew: Double

  public init(
    translation: Point = .zero, rotation: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
    rotationX: Double = 0, rotationY: Double = 0, skew: Double = 0
  ) {
    self.translation = translation
    self.rotation = rotation
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotationX = rotationX
    self.rotationY = rotationY
    self.skew = skew
  }

  public static let identity = Transform()

  /// The 2-D matrix of this transform.
  public var matrix: AffineMatrix {
    // cos(±0) is exactly 1: most layers are not turned about x or y, and skip libm's call.
    let flattenX = rotationY == 0 ? 1 : cos(rotationY)
    let flattenY = rotationX == 0 ? 1 : cos(rotationX)
    let scaled = AffineMatrix.scale(scaleX, scaleY)
      .then(AffineMatrix(a: 1, b: 0, c: skew, d: 1, tx: 0, ty: 0))
      .then(.scale(flattenX, flattenY))
    return scaled.then(.rotation(rotation)).then(.translation(translation.x, translation.y))
  }

  /// The 2-D matrix with a layer's After Effects skew (`skew`, `skewAxis`, degrees; an
  /// extension) between the scale and the rest: scale · own skew · Skew · flatten ·
  /// rotation · translation, Skew = R(axis) · shear(x' = x − tan(skew)·y) · R(−axis) in
  /// application order (docs/scene-format.md, "skew"). Skew is clamped to ±89.9°.
  public func matrix(skew: Double, skewAxis: Double) -> AffineMatrix {
    guard skew != 0 else { return matrix }
    let k = min(max(skew, -89.9), 89.9) * .pi / 180
    let axis = skewAxis * .pi / 180
    let shear = AffineMatrix.rotation(axis)
      .then(AffineMatrix(a: 1, b: 0, c: -tan(k), d: 1, tx: 0, ty: 0))
      .then(.rotation(-axis))
    let scaled = AffineMatrix.scale(scaleX, scaleY)
      .then(AffineMatrix(a: 1, b: 0, c: self.skew, d: 1, tx: 0, ty: 0))
      .then(shear)
      .then(.scale(cos(rotationY), cos(rotationX)))
    return scaled.then(.rotation(rotation)).then(.translation(translation.x, translation.y))
  }

  /// Decomposes a matrix into translation · rotation · skew · scale (rotationX/Y = 0).
  /// A reflection is carried by a negative scaleY. Exact inverse of `matrix` for such values.
  public init(decomposing m: AffineMatrix) {
    let sx = (m.a * m.a + m.b * m.b).squareRoot()
    let rotation = sx == 0 ? 0 : atan2(m.b, m.a)
    let (s, c) = sinCos(rotation)
    // R(−θ) applied to the second column gives (skew·sy, sy).
    let sy = -s * m.c + c * m.d
    let skewTimesSy = c * m.c + s * m.d
    self.init(
      translation: Point(m.tx, m.ty), rotation: rotation, scaleX: sx, scaleY: sy,
      skew: sy == 0 ? 0 : skewTimesSy / sy)
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
