import SceneModel

/// Builds evaluated frames directly, as the timing stage would hand them over.
func layer(
  _ id: String, _ kind: LayerKind = .layer, sublayers: [FrameLayer] = [], mask: FrameLayer? = nil,
  instances: [ReplicatorInstance] = [], _ configure: (inout LayerProperties) -> Void = { _ in }
) -> FrameLayer {
  var properties = LayerProperties()
  configure(&properties)
  return FrameLayer(
    id: id, kind: kind, properties: properties, sublayers: sublayers, instances: instances, mask: mask)
}

func frame(
  _ layers: [FrameLayer], size: Size = Size(100, 100), background: Color? = nil, index: Int = 0,
  time: Double = 0
) -> Frame {
  Frame(index: index, time: time, size: size, background: background, layers: layers)
}

/// Places a layer's bounds (origin 0) with its top-left corner at (x, y) in its superlayer,
/// with the default anchor point.
func place(_ p: inout LayerProperties, _ x: Double, _ y: Double, _ w: Double, _ h: Double) {
  p.bounds = Rect(0, 0, w, h)
  p.position = Point(x + w / 2, y + h / 2)
}

func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
  Color(red: r, green: g, blue: b, alpha: a)
}

/// UIBezierPath(ovalIn:) of a circle: four cubic quarters clockwise from 3 o'clock.
func circlePath(center c: Point, radius r: Double) -> BezierPath {
  let k = 4.0 / 3.0 * (2.0.squareRoot() - 1) * r
  return BezierPath([
    .move(Point(c.x + r, c.y)),
    .cubic(control1: Point(c.x + r, c.y + k), control2: Point(c.x + k, c.y + r), to: Point(c.x, c.y + r)),
    .cubic(control1: Point(c.x - k, c.y + r), control2: Point(c.x - r, c.y + k), to: Point(c.x - r, c.y)),
    .cubic(control1: Point(c.x - r, c.y - k), control2: Point(c.x - k, c.y - r), to: Point(c.x, c.y - r)),
    .cubic(control1: Point(c.x + k, c.y - r), control2: Point(c.x + r, c.y - k), to: Point(c.x + r, c.y)),
    .close,
  ])
}

func rectPath(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> BezierPath {
  BezierPath([
    .move(Point(x, y)), .line(Point(x + w, y)), .line(Point(x + w, y + h)), .line(Point(x, y + h)), .close,
  ])
}
