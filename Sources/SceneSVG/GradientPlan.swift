import SceneModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A CAGradientLayer's gradient: drawn over the background, filling the bounds with their
/// rounded corners (CAGradientLayer.h: "filling the shape of the layer (i.e. including
/// rounded corners)"). startPoint and endPoint are unit coordinates of the bounds; the
/// gradient geometry is in points (userSpaceOnUse), so an axial gradient's lines of equal
/// color are perpendicular on screen, as CGContextDrawLinearGradient draws them. Beyond the
/// first and last stop the end colors continue (pad).
///
/// - Stops: `locations` when there is one per color, else evenly spaced; each clamped to
///   0…1 and made non-decreasing. No colors: nothing; one color: a solid fill.
/// - axial: `linearGradient` from startPoint to endPoint.
/// - radial: an ellipse centred at startPoint with radii |end.x − start.x|·width and
///   |end.y − start.y|·height (CAGradientLayer.h), as a `radialGradient` with a y scale.
///   A zero radius draws the last color (as SVG does for r = 0).
/// - conic: SVG 1.1 has none, so it is emulated with one wedge per degree (and per stop
///   boundary), each filled with the gradient's color at its middle angle and clipped to
///   the rounded bounds. Angle 0 points from startPoint to endPoint and angles grow from +x
///   towards +y (CAGradientLayer.h), clockwise on screen. Colors are at most half a degree
///   of the gradient away from exact. Renderers antialias the wedges' edges (Inkscape even
///   under `crispEdges`), so edge-to-edge wedges let the background show through every
///   seam. When every color is opaque, each wedge therefore reaches five degrees under
///   the ones drawn after it (so the overlap never shows, and a pixel that several thin
///   wedges cover in part is still covered in full) and the wedges lie on an
///   underlay of the gradient's mean color: what shows through the one remaining seam (at
///   angle 0, and at the center) is a color of the gradient, not the background.
///   With translucent colors overlaps would show, so the wedges share their edges exactly
///   and are drawn without antialiasing (`shape-rendering="crispEdges"`).
struct GradientPlan {
  enum Fill {
    case solid(Color)
    case axial(id: String)
    case radial(id: String)
    case conic(clipID: String)
  }

  let p: LayerProperties
  let writer: SVGFrameWriter
  let fill: Fill
  let stops: [(offset: Double, color: Color)]

  init?(_ p: LayerProperties, writer: SVGFrameWriter, id: String) {
    guard p.bounds.width > 0, p.bounds.height > 0, !p.colors.isEmpty else { return nil }
    self.p = p
    self.writer = writer
    stops = Self.stops(colors: p.colors, locations: p.locations)
    if p.colors.count == 1 {
      fill = .solid(p.colors[0])
      return
    }
    switch p.gradientType {
    case .axial:
      fill = .axial(id: writer.ids.definition("gradient", of: id))
    case .radial:
      let (rx, ry) = Self.radii(p)
      if rx > 0 && ry > 0 {
        fill = .radial(id: writer.ids.definition("gradient", of: id))
      } else {
        fill = .solid(stops.last!.color)
      }
    case .conic:
      fill = .conic(clipID: writer.ids.definition("gradient-clip", of: id))
    }
  }

  static func stops(colors: [Color], locations: [Double]?) -> [(offset: Double, color: Color)] {
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

  static func radii(_ p: LayerProperties) -> (Double, Double) {
    (
      abs(p.endPoint.x - p.startPoint.x) * p.bounds.width,
      abs(p.endPoint.y - p.startPoint.y) * p.bounds.height
    )
  }

  func unitPoint(_ u: Point) -> Point {
    Point(p.bounds.minX + u.x * p.bounds.width, p.bounds.minY + u.y * p.bounds.height)
  }

  var needsDefinitions: Bool {
    if case .solid = fill { return false }
    return true
  }

  // MARK: - Definitions

  func writeDefinitions(paint: PaintMode) {
    let n = writer.n
    switch fill {
    case .solid:
      return
    case .axial(let id):
      let a = unitPoint(p.startPoint)
      let b = unitPoint(p.endPoint)
      writer.out.open(
        "linearGradient",
        [
          ("id", id), ("gradientUnits", "userSpaceOnUse"), ("x1", n(a.x)), ("y1", n(a.y)),
          ("x2", n(b.x)), ("y2", n(b.y)),
        ])
      writeStops(paint: paint)
      writer.out.close("linearGradient")
    case .radial(let id):
      let c = unitPoint(p.startPoint)
      let (rx, ry) = Self.radii(p)
      let scale = ry / rx
      let transform = writer.transformAttribute(
        AffineMatrix(a: 1, b: 0, c: 0, d: scale, tx: 0, ty: c.y * (1 - scale)))
      writer.out.open(
        "radialGradient",
        [
          ("id", id), ("gradientUnits", "userSpaceOnUse"), ("cx", n(c.x)), ("cy", n(c.y)),
          ("r", n(rx)), ("gradientTransform", transform),
        ])
      writeStops(paint: paint)
      writer.out.close("radialGradient")
    case .conic(let clipID):
      writer.out.open("clipPath", [("id", clipID)])
      writer.out.leaf("rect", writer.boundsRectAttributes(p))
      writer.out.close("clipPath")
    }
  }

  func writeStops(paint: PaintMode) {
    for stop in stops {
      let (hex, alpha) = paint.paint(stop.color)
      writer.out.leaf(
        "stop",
        [("offset", writer.n(stop.offset)), ("stop-color", hex), ("stop-opacity", writer.opacity(alpha))])
    }
  }

  // MARK: - Content

  func writeContent(paint: PaintMode) {
    let shape = writer.boundsRectAttributes(p)
    switch fill {
    case .solid(let color):
      guard writer.visible(color, paint: paint) else { return }
      writer.out.leaf("rect", shape + writer.fillAttributes(color, paint: paint))
    case .axial(let id), .radial(let id):
      writer.out.leaf("rect", shape + [("fill", "url(#\(id))")])
    case .conic(let clipID):
      let opaque = stops.allSatisfy { paint.paint($0.color).1 >= 1 }
      writer.out.open(
        "g", [("clip-path", "url(#\(clipID))"), ("shape-rendering", opaque ? nil : "crispEdges")])
      if opaque { writer.out.leaf("rect", shape + writer.fillAttributes(meanColor(), paint: paint)) }
      writeWedges(paint: paint, overlapping: opaque)
      writer.out.close("g")
    }
  }

  /// The gradient's color at a fraction of the turn: the end colors beyond the first and
  /// last stop, linear non-premultiplied interpolation between stops.
  func color(at f: Double) -> Color {
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
  var cuts: [Double] {
    var cuts = (0...360).map { Double($0) / 360 }
    cuts += stops.map(\.offset).filter { $0 > 0 && $0 < 1 }
    return Array(Set(cuts)).sorted()
  }

  /// The average color over the turn, as the wedges draw it (premultiplied, so that a
  /// transparent stretch adds no color).
  func meanColor() -> Color {
    var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
    let cuts = cuts
    for i in 1..<cuts.count {
      let w = cuts[i] - cuts[i - 1]
      let c = color(at: (cuts[i] + cuts[i - 1]) / 2)
      sum.r += c.red * c.alpha * w
      sum.g += c.green * c.alpha * w
      sum.b += c.blue * c.alpha * w
      sum.a += c.alpha * w
    }
    guard sum.a > 0 else { return .clear }
    return Color(red: sum.r / sum.a, green: sum.g / sum.a, blue: sum.b / sum.a, alpha: sum.a)
  }

  func writeWedges(paint: PaintMode, overlapping: Bool) {
    let n = writer.n
    let c = unitPoint(p.startPoint)
    let e = unitPoint(p.endPoint)
    let start = c == e ? 0 : atan2(e.y - c.y, e.x - c.x)
    let corners = [
      Point(p.bounds.minX, p.bounds.minY), Point(p.bounds.maxX, p.bounds.minY),
      Point(p.bounds.maxX, p.bounds.maxY), Point(p.bounds.minX, p.bounds.maxY),
    ]
    let reach = corners.map { ($0 - c).length }.max()! * 1.01 + 1
    let cuts = cuts
    for i in 1..<cuts.count {
      let f0 = cuts[i - 1]
      let f1 = cuts[i]
      let color = color(at: (f0 + f1) / 2)
      guard writer.visible(color, paint: paint) else { continue }
      // Five degrees under the wedges drawn after it (no further than the turn's end):
      // a pixel that several thin wedges cover in part (near the center) is then covered
      // fully by the one drawn below the last, so the underlay cannot show through.
      let end = overlapping ? min(f1 + 5.0 / 360, 1) : f1
      let a0 = start + 2 * Double.pi * f0
      let a1 = start + 2 * Double.pi * end
      let p0 = Point(c.x + reach * cos(a0), c.y + reach * sin(a0))
      let p1 = Point(c.x + reach * cos(a1), c.y + reach * sin(a1))
      let d = "M \(n(c.x)) \(n(c.y)) L \(n(p0.x)) \(n(p0.y)) L \(n(p1.x)) \(n(p1.y)) Z"
      writer.out.leaf("path", [("d", d)] + writer.fillAttributes(color, paint: paint))
    }
  }
}
