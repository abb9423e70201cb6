import SceneGeometry
import SceneModel

/// A CAShapeLayer's path as SVG (docs/svg-output.md, "Shape layers").
///
/// - fill: `fillColor` (nil: none), `fill-rule` nonzero or evenodd; the fill is never
///   trimmed.
/// - stroke: `strokeColor` (nil or lineWidth ≤ 0: none), width, caps, joins, dashes.
///   strokeStart and strokeEnd, clamped to 0…1, cut the geometry by arc length
///   (SceneGeometry's PathMeasure); start ≥ end draws no stroke. When the stroke is cut,
///   fill and stroke are two elements, fill first (the stroke is composited over it).
/// - `stroke-miterlimit` is written on every path element: Core Animation's default is 10,
///   SVG's 4.
/// - The dash pattern starts where the drawn (cut) stroke starts, shifted by lineDashPhase.
struct ShapePlan {
  let p: LayerProperties
  let paint: PaintMode
  let writer: SVGFrameWriter
  let path: BezierPath?
  let fills: Bool
  let strokes: Bool
  let trim: (Double, Double)?

  init(_ p: LayerProperties, paint: PaintMode, writer: SVGFrameWriter) {
    self.p = p
    self.paint = paint
    self.writer = writer
    let path = p.path.flatMap { PathData.draws($0) ? $0 : nil }
    self.path = path
    fills = path != nil && writer.visible(p.fillColor, paint: paint)
    let start = Self.clamp(p.strokeStart, default: 0)
    let end = Self.clamp(p.strokeEnd, default: 1)
    strokes =
      path != nil && writer.visible(p.strokeColor, paint: paint) && p.lineWidth > 0
      && p.lineWidth.isFinite && start < end
    trim = start <= 0 && end >= 1 ? nil : (start, end)
  }

  static func clamp(_ x: Double, default value: Double) -> Double {
    x.isNaN ? value : min(max(x, 0), 1)
  }

  var draws: Bool { fills || strokes }

  func write() {
    guard let path, draws else { return }
    let n = writer.n
    if let (start, end) = trim, strokes {
      if fills { writer.out.leaf("path", [("d", PathData.string(path, n))] + fillAttributes + miterLimit) }
      let piece = PathMeasure(path).trimmed(from: start, to: end)
      guard PathData.draws(piece) else { return }
      writer.out.leaf(
        "path", [("d", PathData.string(piece, n)), ("fill", "none")] + strokeAttributes + miterLimit + dashes)
      return
    }
    var attributes: SVGBuilder.Attributes = [("d", PathData.string(path, n))]
    attributes += fills ? fillAttributes : [("fill", "none")]
    if strokes { attributes += strokeAttributes }
    attributes += miterLimit
    if strokes { attributes += dashes }
    writer.out.leaf("path", attributes)
  }

  var fillAttributes: SVGBuilder.Attributes {
    guard let color = p.fillColor else { return [("fill", "none")] }
    return writer.fillAttributes(color, paint: paint)
      + [("fill-rule", p.fillRule == .evenOdd ? "evenodd" : "nonzero")]
  }

  var strokeAttributes: SVGBuilder.Attributes {
    guard let color = p.strokeColor else { return [] }
    return writer.fillAttributes(color, paint: paint, prefix: "stroke") + [
      ("stroke-width", writer.n(p.lineWidth)), ("stroke-linecap", p.lineCap.rawValue),
      ("stroke-linejoin", p.lineJoin.rawValue),
    ]
  }

  var miterLimit: SVGBuilder.Attributes {
    // SVG requires a miter limit of at least 1.
    [("stroke-miterlimit", writer.n(max(p.miterLimit.isFinite ? p.miterLimit : 10, 1)))]
  }

  /// A pattern with a negative or non-finite length, or with nothing but zeros, draws a
  /// solid line (SVG ignores such patterns too).
  var dashes: SVGBuilder.Attributes {
    let pattern = p.lineDashPattern
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }),
      pattern.contains(where: { $0 > 0 })
    else { return [] }
    let phase = writer.n(p.lineDashPhase)
    return [
      ("stroke-dasharray", pattern.map(writer.n).joined(separator: " ")),
      ("stroke-dashoffset", phase == "0" ? nil : phase),
    ]
  }
}
