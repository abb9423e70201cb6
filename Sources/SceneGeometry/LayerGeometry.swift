public import SceneModel

/// How Core Animation places a layer in its superlayer (docs/svg-output.md, "Geometry": layer matrix):
/// the point `anchorPoint` of `bounds` (in bounds space, so `bounds.origin` shifts the
/// content) goes to `position`, and `transform` applies about that point:
/// M = Translate(−A) · then · transform · then · Translate(position),
/// A = bounds.origin + anchorPoint · bounds.size.
public enum LayerGeometry {
  /// Maps points of the layer's bounds space to its superlayer's bounds space.
  public static func matrix(
    position: Point, bounds: Rect, anchorPoint: Point, transform: AffineMatrix
  ) -> AffineMatrix {
    let anchor = anchorInBoundsSpace(bounds: bounds, anchorPoint: anchorPoint)
    return AffineMatrix.translation(-anchor.x, -anchor.y)
      .then(transform)
      .then(.translation(position.x, position.y))
  }

  /// The anchor point in the layer's own (bounds) coordinates.
  public static func anchorInBoundsSpace(bounds: Rect, anchorPoint: Point) -> Point {
    Point(bounds.x + anchorPoint.x * bounds.width, bounds.y + anchorPoint.y * bounds.height)
  }
}

extension LayerProperties {
  /// The layer's matrix in its superlayer (see `LayerGeometry`), with its skew (an
  /// extension) inside `transform`.
  public var matrixInSuperlayer: AffineMatrix {
    LayerGeometry.matrix(
      position: position, bounds: bounds, anchorPoint: anchorPoint,
      transform: transform.matrix(skew: skew, skewAxis: skewAxis))
  }
}
