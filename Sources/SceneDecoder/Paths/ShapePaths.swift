import SceneModel

/// The shape forms of a path, built as UIKit builds them: every shape runs clockwise on
/// screen (y down), which matters for strokeStart/strokeEnd and for morphs.
enum ShapePaths {
  /// Starts at the top-left corner: top-left, top-right, bottom-right, bottom-left, close.
  static func rect(_ r: Rect) -> BezierPath {
    var builder = PathBuilder()
    builder.move(to: Point(r.minX, r.minY))
    builder.line(to: Point(r.maxX, r.minY))
    builder.line(to: Point(r.maxX, r.maxY))
    builder.line(to: Point(r.minX, r.maxY))
    builder.close()
    return builder.path
  }

  /// Starts at (x + r, y), the top edge's left end, and runs clockwise: each edge is a line
  /// and each corner a quarter arc (one cubic). The radius is clamped to min(w, h) / 2.
  /// The structure is the same for every radius (zero-length lines and degenerate corners
  /// are kept), so rounded rects with different radii morph element by element.
  static func roundedRect(_ rect: Rect, cornerRadius: Double) -> BezierPath {
    let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
    let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
    let half = Double.pi / 2
    var builder = PathBuilder()
    builder.move(to: Point(x0 + r, y0))
    // (edge end, corner center, corner start angle, corner end)
    let corners: [(Point, Point, Double, Point)] = [
      (Point(x1 - r, y0), Point(x1 - r, y0 + r), -half, Point(x1, y0 + r)),
      (Point(x1, y1 - r), Point(x1 - r, y1 - r), 0, Point(x1 - r, y1)),
      (Point(x0 + r, y1), Point(x0 + r, y1 - r), half, Point(x0, y1 - r)),
      (Point(x0, y0 + r), Point(x0 + r, y0 + r), Double.pi, Point(x0 + r, y0)),
    ]
    for (edgeEnd, center, startAngle, cornerEnd) in corners {
      builder.line(to: edgeEnd)
      builder.append(
        ArcToCubic.pieces(
          center: center, radiusX: r, radiusY: r, startAngle: startAngle, sweep: half,
          start: edgeEnd, end: cornerEnd))
    }
    builder.close()
    return builder.path
  }

  /// The ellipse inscribed in `rect`: starts at the rightmost point (3 o'clock), then four
  /// quarter arcs clockwise on screen (through 6, 9 and 12 o'clock), close.
  static func oval(in rect: Rect) -> BezierPath {
    ellipse(
      center: Point(rect.minX + rect.width / 2, rect.minY + rect.height / 2),
      radiusX: rect.width / 2, radiusY: rect.height / 2)
  }

  /// A circle, as `oval` builds it.
  static func circle(center: Point, radius: Double) -> BezierPath {
    ellipse(center: center, radiusX: radius, radiusY: radius)
  }

  /// Points in order joined by lines; closed for a polygon, open for a polyline.
  static func polygon(_ points: [Point], closed: Bool) -> BezierPath {
    var builder = PathBuilder()
    guard let first = points.first else { return builder.path }
    builder.move(to: first)
    for point in points.dropFirst() { builder.line(to: point) }
    if closed { builder.close() }
    return builder.path
  }

  private static func ellipse(center: Point, radiusX: Double, radiusY: Double) -> BezierPath {
    var builder = PathBuilder()
    builder.move(
      to: ArcToCubic.point(center: center, radiusX: radiusX, radiusY: radiusY, angle: 0))
    builder.append(
      ArcToCubic.pieces(
        center: center, radiusX: radiusX, radiusY: radiusY, startAngle: 0, sweep: 2 * Double.pi))
    builder.close()
    return builder.path
  }
}
