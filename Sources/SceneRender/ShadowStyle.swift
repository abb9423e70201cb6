public import SceneModel

/// A layer's drop shadow, when it casts one (shadowOpacity > 0 and a visible color).
///
/// Core Animation blurs the layer's composited alpha with a Gaussian; `shadowRadius` is
/// taken as its standard deviation (designers' blur values, CSS-style 2σ, convert to iOS as
/// shadowRadius = blur / 2). `shadowOffset` is in the layer's own space, where y grows down
/// on iOS, so the default (0, −3) casts the shadow 3 points up.
struct ShadowStyle {
  var deviation: Double
  var dx: Double
  var dy: Double
  var paint: RenderPaint

  init?(_ p: borrowing LayerProperties, paint mode: PaintMode) {
    guard p.shadowOpacity > 0, let color = p.shadowColor else { return nil }
    let colorPaint = mode.paint(color)
    let alpha = min(max(p.shadowOpacity, 0), 1) * colorPaint.alpha
    guard alpha > 0 else { return nil }
    paint = colorPaint
    paint.alpha = alpha
    deviation = max(p.shadowRadius.isFinite ? p.shadowRadius : 0, 0)
    dx = p.shadowOffset.width.isFinite ? p.shadowOffset.width : 0
    dy = p.shadowOffset.height.isFinite ? p.shadowOffset.height : 0
  }

  /// Where the shadow of content inside `content` can reach: offset, grown by three
  /// standard deviations (beyond which the Gaussian leaves less than 0.2 % of coverage)
  /// and one more point for antialiasing.
  func castBounds(of content: Rect) -> Rect {
    let grow = 3 * deviation + 1
    return Rect(
      content.minX + dx - grow, content.minY + dy - grow,
      content.width + 2 * grow, content.height + 2 * grow)
  }
}
