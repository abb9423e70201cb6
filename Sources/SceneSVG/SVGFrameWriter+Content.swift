import SceneGeometry
import SceneModel
import SceneRender

/// A layer's own content: shape paths, text, gradients.
extension SVGFrameWriter {
  mutating func writeContent(_ content: RenderContent) {
    switch content {
    case .none: break
    case .shape(let paths): for path in paths { writePath(path) }
    case .text(let text): writeText(text)
    case .gradient(let gradient): writeGradient(gradient)
    }
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
    let format = markup.format
    PathDataText.write(path, into: out) { value, out in format.write(value, into: out) }
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

  /// One `<text>` element, lines as `<tspan>`s on the same line of markup (whitespace
  /// between tspans would be preserved as text). Spaces are kept (`xml:space="preserve"`),
  /// as Core Text keeps them.
  func writeText(_ text: RenderText) {
    let single = text.lines.count == 1
    markup.start("text")
    if single {
      markup.attribute("x", text.x)
      markup.attribute("y", text.firstBaseline)
    }
    markup.attribute("font-family", text: Self.cssFamily(text.fontFamily))
    markup.attribute("font-size", text.fontSize)
    markup.attribute("font-weight", integer: text.fontWeight)
    switch text.anchor {
    case .start: markup.attribute("text-anchor", "start")
    case .middle: markup.attribute("text-anchor", "middle")
    case .end: markup.attribute("text-anchor", "end")
    }
    markup.paint("fill", "fill-opacity", text.paint)
    markup.attribute("xml:space", "preserve")
    out.append(UInt8(ascii: ">"))
    if single {
      XMLText.escape(text.lines[0], into: out)
    } else {
      for (i, line) in text.lines.enumerated() {
        out.append("<tspan")
        markup.attribute("x", text.x)
        markup.attribute("y", text.firstBaseline + Double(i) * text.lineSpacing)
        out.append(UInt8(ascii: ">"))
        XMLText.escape(line, into: out)
        out.append("</tspan>")
      }
    }
    out.append("</text>\n")
  }

  /// A CSS font-family value naming exactly this family: plain words as they are, anything
  /// else quoted.
  static func cssFamily(_ family: String) -> String {
    let words = family.split(separator: " ", omittingEmptySubsequences: false)
    let plain =
      !family.isEmpty
      && words.allSatisfy { word in
        guard let first = word.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "-" }
      }
    if plain { return family }
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
    case .radial(let id, let c, let radius, let scale, let stops):
      markup.start("radialGradient")
      markup.attribute("id", text: id)
      markup.attribute("gradientUnits", "userSpaceOnUse")
      markup.attribute("cx", c.x)
      markup.attribute("cy", c.y)
      markup.attribute("r", radius)
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

  /// Conic wedges share their edges exactly and are drawn without antialiasing
  /// (`shape-rendering="crispEdges"`), so they tile the plane with neither gaps nor double
  /// coverage; the clip to the bounds stays antialiased.
  mutating func writeGradient(_ gradient: RenderGradient) {
    switch gradient {
    case .solid(let shape, let paint):
      if let paint { writeRect(shape, paint) }
    case .server(let shape, let id):
      markup.start("rect")
      boundsAttributes(shape)
      markup.reference("fill", id)
      markup.leafEnd()
    case .conic(let clipID, let wedges):
      markup.start("g")
      markup.reference("clip-path", clipID)
      markup.attribute("shape-rendering", "crispEdges")
      markup.openEnd()
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
