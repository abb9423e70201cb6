import SceneGeometry
import SceneModel
import SceneRender
import SceneText

/// A layer's own content: shape paths, text, gradients.
extension SVGFrameWriter {
  mutating func writeContent(_ content: RenderContent) {
    switch content {
    case .none: break
    case .shape(let paths): for path in paths { writePath(path) }
    case .text(let text): writeText(text)
    case .gradient(let gradient): writeGradient(gradient)
    case .image(let image): writeImage(image)
    }
  }

  // MARK: - Image

  /// An image layer (an extension): `<image>` stretched over bounds (Core Animation's
  /// default gravity), as a silhouette through a filter inside masks.
  mutating func writeImage(_ image: RenderImage) {
    if let filter = image.filterID {
      writeColorMatrix(filter, image.silhouetteLevel == 1
        ? "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0" : "0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 0")
    }
    markup.start("image")
    markup.rectAttributes(image.rect)
    markup.attribute("preserveAspectRatio", "none")
    markup.attribute("xmlns:xlink", "http://www.w3.org/1999/xlink")
    markup.attribute("xlink:href", text: image.href)
    if let filter = image.filterID { markup.reference("filter", filter) }
    markup.leafEnd()
  }

  // MARK: - Shape

  /// `stroke-miterlimit` is written on every path element: Core Animation's default is 10,
  /// SVG's 4.
  func writePath(_ element: RenderPath) {
    markup.start("path")
    markup.name("d")
    pathData(element.path)
    markup.endValue()
    if let fill = element.fill {
      markup.paint("fill", "fill-opacity", fill.paint)
      markup.attribute("fill-rule", fill.rule == .evenOdd ? "evenodd" : "nonzero")
    } else {
      markup.attribute("fill", "none")
    }
    if let stroke = element.stroke {
      markup.paint("stroke", "stroke-opacity", stroke.paint)
      markup.attribute("stroke-width", stroke.width)
      markup.attribute("stroke-linecap", Self.cap(stroke.cap))
      markup.attribute("stroke-linejoin", Self.join(stroke.join))
    }
    markup.attribute("stroke-miterlimit", element.miterLimit)
    if let stroke = element.stroke, let pattern = stroke.dashPattern {
      markup.name("stroke-dasharray")
      for (i, length) in pattern.enumerated() {
        if i > 0 { out.append(UInt8(ascii: " ")) }
        markup.number(length)
      }
      markup.endValue()
      markup.nonZero("stroke-dashoffset", stroke.dashPhase)
    }
    markup.leafEnd()
  }

  func pathData(_ path: BezierPath) {
    PathDataText.write(path, into: out, numbers: markup.numbers)
  }

  static func cap(_ cap: LineCap) -> StaticString {
    switch cap {
    case .butt: "butt"
    case .round: "round"
    case .square: "square"
    }
  }

  static func join(_ join: LineJoin) -> StaticString {
    switch join {
    case .miter: "miter"
    case .round: "round"
    case .bevel: "bevel"
    }
  }

  // MARK: - Text

  /// As `<text>`: one element, lines as `<tspan>`s on the same line of markup (whitespace
  /// between tspans would be preserved as text), each line with its own x and baseline as
  /// the layout placed it, so no renderer's text-anchor handling is involved (rsvg
  /// misplaces anchored text under a scale in x only). The family list ends in the font
  /// drawn and a generic family, so every renderer finds a font. Spaces are kept
  /// (`xml:space="preserve"`), as Core Text keeps them. As outlines: one `<path>` of every
  /// glyph, filled with the text's paint.
  func writeText(_ text: RenderText) {
    if textRendering == .outlines {
      let path = text.layout.outlinePath()
      guard path.elements.contains(where: { if case .move = $0 { false } else { true } }) else { return }
      markup.start("path")
      markup.name("d")
      pathData(path)
      markup.endValue()
      markup.paint("fill", "fill-opacity", text.paint)
      markup.leafEnd()
      return
    }
    let lines = text.layout.lines
    guard !lines.isEmpty else { return }
    let single = lines.count == 1
    markup.start("text")
    if single {
      markup.attribute("x", lines[0].x)
      markup.attribute("y", lines[0].baseline)
    }
    markup.attribute("font-family", text: Self.familyList(text.layout.font))
    markup.attribute("font-size", text.fontSize)
    markup.attribute("font-weight", integer: text.fontWeight)
    markup.paint("fill", "fill-opacity", text.paint)
    markup.attribute("xml:space", "preserve")
    out.append(UInt8(ascii: ">"))
    if single {
      XMLText.escape(lines[0].text, into: out)
    } else {
      for line in lines {
        out.append("<tspan")
        markup.attribute("x", line.x)
        markup.attribute("y", line.baseline)
        out.append(UInt8(ascii: ">"))
        XMLText.escape(line.text, into: out)
        out.append("</tspan>")
      }
    }
    out.append("</text>\n")
  }

  /// The scene's family, the family actually drawn when that is a stand-in, and the
  /// generic family: `'Helvetica Neue', 'DejaVu Sans', sans-serif`.
  static func familyList(_ font: ResolvedFont) -> String {
    // Not `[String].joined`: its first call in a process looks up a generic witness by
    // demangling, some 240,000 instructions before the first frame with text.
    var list = cssFamily(font.requestedFamily) + ", "
    if font.isFallback { list += cssFamily(font.family) + ", " }
    return list + font.generic.rawValue
  }

  /// A CSS font-family value naming exactly this family: quoted, so that no family name is
  /// read as a generic family or a keyword.
  static func cssFamily(_ family: String) -> String {
    var quoted = "'"
    for character in family {
      if character == "\\" || character == "'" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "'"
  }

  // MARK: - Gradient

  /// Paint servers in userSpaceOnUse; beyond the first and last stop the end colors
  /// continue (pad).
  mutating func writeGradientDefinition(_ definition: RenderGradientDefinition) {
    switch definition {
    case .linear(let id, let a, let b, let stops):
      markup.start("linearGradient")
      markup.attribute("id", text: id)
      markup.attribute("gradientUnits", "userSpaceOnUse")
      markup.attribute("x1", a.x)
      markup.attribute("y1", a.y)
      markup.attribute("x2", b.x)
      markup.attribute("y2", b.y)
      markup.openEnd()
      writeStops(stops)
      markup.close("linearGradient")
    case .radial(let id, let c, let radius, let scale, let stops, let focal):
      markup.start("radialGradient")
      markup.attribute("id", text: id)
      markup.attribute("gradientUnits", "userSpaceOnUse")
      markup.attribute("cx", c.x)
      markup.attribute("cy", c.y)
      markup.attribute("r", radius)
      if let focal {
        markup.attribute("fx", focal.x)
        markup.attribute("fy", focal.y)
      }
      markup.transform(
        "gradientTransform", AffineMatrix(a: 1, b: 0, c: 0, d: scale, tx: 0, ty: c.y * (1 - scale)))
      markup.openEnd()
      writeStops(stops)
      markup.close("radialGradient")
    case .conicClip(let id, let shape):
      writeClip(id, shape)
    }
  }

  func writeStops(_ stops: [RenderGradientStop]) {
    for stop in stops {
      markup.start("stop")
      markup.attribute("offset", stop.offset)
      markup.paint("stop-color", "stop-opacity", stop.paint)
      markup.leafEnd()
    }
  }

  /// Conic wedges (RenderTreeBuilder+Gradient): overlapping on their underlay, antialiased,
  /// or, without an underlay, edge to edge under `shape-rendering="crispEdges"`. The clip
  /// to the bounds stays antialiased.
  mutating func writeGradient(_ gradient: RenderGradient) {
    switch gradient {
    case .solid(let shape, let paint):
      if let paint { writeRect(shape, paint) }
    case .server(let shape, let id):
      markup.start("rect")
      boundsAttributes(shape)
      markup.reference("fill", id)
      markup.leafEnd()
    case .conic(let clipID, let underlay, let wedges):
      markup.start("g")
      markup.reference("clip-path", clipID)
      if underlay == nil { markup.attribute("shape-rendering", "crispEdges") }
      markup.openEnd()
      if let underlay { writeRect(underlay.shape, underlay.paint) }
      for wedge in wedges {
        markup.start("path")
        markup.name("d")
        out.append("M ")
        markup.numbers(wedge.center.x, wedge.center.y)
        out.append(" L ")
        markup.numbers(wedge.from.x, wedge.from.y)
        out.append(" L ")
        markup.numbers(wedge.to.x, wedge.to.y)
        out.append(" Z\"")
        markup.paint("fill", "fill-opacity", wedge.paint)
        markup.leafEnd()
      }
      markup.close("g")
    }
  }
}
