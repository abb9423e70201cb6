import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A CAGradientLayer's gradient: drawn over the background, filling the bounds with their
/// rounded corners (CAGradientLayer.h: "filling the shape of the layer (i.e. including
/// rounded corners)"). startPoint and endPoint are unit coordinates of the bounds; the
/// gradient geometry is in points, so an axial gradient's lines of equal color are
/// perpendicular on screen, as CGContextDrawLinearGradient draws them. Beyond the first and
/// last stop the end colors continue (pad).
///
/// - Stops: `locations` when there is one per color, else evenly spaced; each clamped to
///   0…1 and made non-decreasing. No colors: nothing; one color: a solid fill.
/// - axial: from startPoint to endPoint.
/// - radial: an ellipse centred at startPoint with radii |end.x − start.x|·width and
///   |end.y − start.y|·height (CAGradientLayer.h), as a circle with a y scale. A zero
///   radius draws the last color. `focalOffset` (an extension) moves the first stop's
///   point off the centre: each stop's ring is then the circle scaled about the focal
///   point (SVG's fx/fy).
/// - conic: one wedge per degree (and per stop boundary), each filled with the gradient's
///   color at its middle angle and clipped to the rounded bounds. Angle 0 points from
///   startPoint to endPoint and angles grow from +x towards +y, clockwise on screen.
///   Colors are at most half a degree of the gradient away from exact. Renderers antialias
///   the wedges' edges (Inkscape even under crispEdges), so edge-to-edge wedges let the
///   background show through every seam. When every color is opaque, each wedge reaches
///   five degrees under the wedges drawn after it (the last stops at the turn's end) and
///   all lie on an underlay of the gradient's mean color: a pixel several thin wedges
///   cover in part is still covered in full, and what shows along the one remaining seam
///   is a color of the gradient. With translucent colors overlaps would show, so the
///   wedges share their edges exactly and are drawn with crisp edges.
extension RenderTreeBuilder {
  typealias Stop = (offset: Double, color: Color)

  func gradient(_ p: LayerProperties, paint mode: PaintMode, id: String, at position: Int, shape: RenderRoundedRect)
    -> (RenderGradientDefinition?, RenderGradient)?
  {
    guard p.bounds.width > 0, p.bounds.height > 0, !p.colors.isEmpty else { return nil }
    if p.colors.count == 1 {
      return (nil, .solid(shape, visible(p.colors[0], mode)))
    }
    let (stops, painted) = stops(p, paint: mode, at: position)
    switch p.gradientType {
    case .axial:
      let gradientID = ids.definition(.gradient, at: position, of: id)
      let definition = RenderGradientDefinition.linear(
        id: gradientID, start: Self.unitPoint(p.startPoint, p.bounds), end: Self.unitPoint(p.endPoint, p.bounds),
        stops: painted)
      return (definition, .server(shape, id: gradientID))
    case .radial:
      let (rx, ry) = Self.radii(p)
      guard rx > 0 && ry > 0 else { return (nil, .solid(shape, visible(stops.last!.color, mode))) }
      let gradientID = ids.definition(.gradient, at: position, of: id)
      let center = Self.unitPoint(p.startPoint, p.bounds)
      let definition = RenderGradientDefinition.radial(
        id: gradientID, center: center, radius: rx, yScale: ry / rx, stops: painted,
        focal: Self.focal(p, center: center, radius: rx, yScale: ry / rx))
      return (definition, .server(shape, id: gradientID))
    case .conic:
      let clipID = ids.definition(.gradientClip, at: position, of: id)
      let opaque = stops.allSatisfy { mode.paint($0.color).alpha >= 1 }
      let underlay = opaque ? visible(Self.meanColor(stops), mode).map { RenderFill(shape: shape, paint: $0) } : nil
      let wedges = wedges(p, stops: stops, paint: mode, overlapping: opaque)
      return (.conicClip(id: clipID, shape: shape), .conic(clipID: clipID, underlay: underlay, wedges: wedges))
    }
  }

  /// The gradient's stops and their paints, as `stops(colors:locations:)` and the mode
  /// make them: the ones made at `position` for the last frame when the colors,
  /// locations and mode are the same (they seldom animate; their lists then share the
  /// storage of the last frame's, which makes the comparison a pointer comparison), so
  /// the two lists are not made again.
  func stops(_ p: LayerProperties, paint mode: PaintMode, at position: Int) -> ([Stop], [RenderGradientStop]) {
    if let known = gradientStops[position], known.mode == mode, known.colors == p.colors,
      known.locations == p.locations
    {
      return (known.stops, known.painted)
    }
    let stops = Self.stops(colors: p.colors, locations: p.locations)
    let painted = stops.map { RenderGradientStop(offset: $0.offset, paint: mode.paint($0.color)) }
    gradientStops[position] = GradientStops(
      colors: p.colors, locations: p.locations, mode: mode, stops: stops, painted: painted)
    return (stops, painted)
  }

  /// What `stops(_:paint:at:)` made at a tree position.
  struct GradientStops {
    var colors: [Color]
    var locations: [Double]?
    var mode: PaintMode
    var stops: [Stop]
    var painted: [RenderGradientStop]
  }

  static func stops(colors: [Color], locations: [Double]?) -> [Stop] {
    let count = colors.count
    let offsets: [Double]
    if let locations, locations.count == count {
      offsets = locations
    } else {
      offsets = (0..<count).map { count == 1 ? 0 : Double($0) / Double(count - 1) }
    }
    var previous = 0.0
    return zip(offsets, colors).map { offset, color in
      let clamped = offset.isNaN ? previous : min(max(offset, 0), 1)
      previous = max(previous, clamped)
      return (previous, color)
    }
  }

  /// The focal point in the circle's space (y unscaled about the center), pulled in to 99 %
  /// of the radius when it lies further out: SVG 1.1 and SVG 2 renderers disagree on a
  /// focal point on or outside the circle. nil when focalOffset is zero.
  static func focal(_ p: LayerProperties, center: Point, radius: Double, yScale: Double) -> Point? {
    guard p.focalOffset != .zero else { return nil }
    var dx = p.focalOffset.x * p.bounds.width
    var dy = p.focalOffset.y * p.bounds.height / yScale
    let distance = (dx * dx + dy * dy).squareRoot()
    let limit = 0.99 * radius
    if distance > limit {
      dx *= limit / distance
      dy *= limit / distance
    }
    return Point(center.x + dx, center.y + dy)
  }

  static func radii(_ p: LayerProperties) -> (Double, Double) {
    (abs(p.endPoint.x - p.startPoint.x) * p.bounds.width, abs(p.endPoint.y - p.startPoint.y) * p.bounds.height)
  }

  static func unitPoint(_ u: Point, _ b: Rect) -> Point {
    Point(b.minX + u.x * b.width, b.minY + u.y * b.height)
  }

  /// The gradient's color at a fraction of the turn: the end colors beyond the first and
  /// last stop, linear non-premultiplied interpolation between stops.
  static func color(at f: Double, _ stops: [Stop]) -> Color {
    guard let first = stops.first, let last = stops.last else { return .clear }
    if f <= first.offset { return first.color }
    if f >= last.offset { return last.color }
    for i in 1..<stops.count where f <= stops[i].offset {
      let a = stops[i - 1]
      let b = stops[i]
      let span = b.offset - a.offset
      let t = span > 0 ? (f - a.offset) / span : 1
      return Color(
        red: a.color.red + (b.color.red - a.color.red) * t,
        green: a.color.green + (b.color.green - a.color.green) * t,
        blue: a.color.blue + (b.color.blue - a.color.blue) * t,
        alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * t)
    }
    return last.color
  }

  /// The cuts between wedges: every degree and every stop boundary, as fractions of a turn.
  static func cuts(_ stops: [Stop]) -> [Double] {
    var cuts = (0...360).map { Double($0) / 360 }
    cuts += stops.map(\.offset).filter { $0 > 0 && $0 < 1 }
    return Array(Set(cuts)).sorted()
  }

  /// The average color over the turn as the wedges draw it (premultiplied, so that a
  /// transparent stretch adds no color).
  static func meanColor(_ stops: [Stop]) -> Color {
    var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
    let cuts = cuts(stops)
    for i in 1..<cuts.count {
      let w = cuts[i] - cuts[i - 1]
      let c = color(at: (cuts[i] + cuts[i - 1]) / 2, stops)
      sum.r += c.red * c.alpha * w
      sum.g += c.green * c.alpha * w
      sum.b += c.blue * c.alpha * w
      sum.a += c.alpha * w
    }
    guard sum.a > 0 else { return .clear }
    return Color(red: sum.r / sum.a, green: sum.g / sum.a, blue: sum.b / sum.a, alpha: sum.a)
  }

  func wedges(_ p: LayerProperties, stops: [Stop], paint mode: PaintMode, overlapping: Bool) -> [RenderWedge] {
    let c = Self.unitPoint(p.startPoint, p.bounds)
    let e = Self.unitPoint(p.endPoint, p.bounds)
    let start = c == e ? 0 : atan2(e.y - c.y, e.x - c.x)
    let corners = [
      Point(p.bounds.minX, p.bounds.minY), Point(p.bounds.maxX, p.bounds.minY),
      Point(p.bounds.maxX, p.bounds.maxY), Point(p.bounds.minX, p.bounds.maxY),
    ]
    let reach = corners.map { ($0 - c).length }.max()! * 1.01 + 1
    let cuts = Self.cuts(stops)
    var wedges: [RenderWedge] = []
    for i in 1..<cuts.count {
      let f0 = cuts[i - 1]
      let f1 = cuts[i]
      guard let paint = visible(Self.color(at: (f0 + f1) / 2, stops), mode) else { continue }
      // Five degrees under the wedges drawn after it, no further than the turn's end.
      let end = overlapping ? min(f1 + 5.0 / 360, 1) : f1
      let a0 = start + 2 * Double.pi * f0
      let a1 = start + 2 * Double.pi * end
      wedges.append(
        RenderWedge(
          center: c, from: Point(c.x + reach * cos(a0), c.y + reach * sin(a0)),
          to: Point(c.x + reach * cos(a1), c.y + reach * sin(a1)), paint: paint))
    }
    return wedges
  }
}
