import SceneGeometry
import SceneModel
import SceneRender

/// Serializes one render tree as SVG 1.1 (docs/svg-output.md). Each layer becomes
///
///     <defs>…</defs>                      (its shadow filter, clip path, mask, gradient)
///     <g id transform opacity filter clip-path mask>
///       background, own content, sublayers (by zPosition), border
///     </g>
///
/// SVG applies filter, then clip, then mask, then opacity to a group, which is Core
/// Animation's order: the shadow is cast from everything the layer draws, masksToBounds
/// and the mask cut the shadow too, and opacity fades the whole.
///
/// Every decision about what draws was made by the render tree; this only spells it.
/// With `reuse`, a layer written in the last frame (the same node) is copied from there.
struct SVGFrameWriter {
  var markup: SVGMarkup
  let textRendering: TextRendering
  var reuse: SVGLayerBytes?

  init(into out: ByteBuffer, precision: Int, textRendering: TextRendering = .text, reuse: SVGLayerBytes? = nil) {
    markup = SVGMarkup(into: out, precision: precision, numbers: reuse?.numbers)
    self.textRendering = textRendering
    self.reuse = reuse
  }

  var out: ByteBuffer { markup.out }

  mutating func document(_ frame: RenderFrame) {
    let out = self.out
    reuse?.start(out)
    out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
    markup.start("svg")
    markup.attribute("xmlns", "http://www.w3.org/2000/svg")
    markup.attribute("version", "1.1")
    markup.attribute("width", frame.size.width)
    markup.attribute("height", frame.size.height)
    markup.name("viewBox")
    out.append("0 0 ")
    markup.numbers(frame.size.width, frame.size.height)
    markup.endValue()
    markup.openEnd()
    if let background = frame.background {
      markup.start("rect")
      markup.attribute("width", frame.size.width)
      markup.attribute("height", frame.size.height)
      markup.paint("fill", "fill-opacity", background)
      markup.leafEnd()
    }
    for layer in frame.layers { write(layer) }
    markup.close("svg")
    reuse?.finish(out)
  }

  // MARK: - Layers

  mutating func write(_ layer: RenderLayer) {
    guard reuse != nil else { return spell(layer) }
    let depth = markup.depth
    let out = self.out
    if reuse!.copy(layer, depth: depth, into: out) { return }
    let entry = reuse!.open(layer, depth: depth, in: out)
    spell(layer)
    reuse!.close(entry, in: out)
  }

  private mutating func spell(_ layer: RenderLayer) {
    if layer.shadow != nil || layer.clip != nil || layer.mask != nil || layer.gradientDefinition != nil {
      markup.open("defs")
      if let shadow = layer.shadow { writeShadowFilter(shadow) }
      if let clip = layer.clip {
        if clip.asMask { writeBoundsMask(clip.id, clip.shape) } else { writeClip(clip.id, clip.shape) }
      }
      if let mask = layer.mask { writeMask(mask) }
      if let definition = layer.gradientDefinition { writeGradientDefinition(definition) }
      markup.close("defs")
    }
    markup.start("g")
    markup.attribute("id", text: layer.id)
    markup.transform("transform", layer.transform)
    markup.opacity("opacity", layer.opacity)
    if let shadow = layer.shadow { markup.reference("filter", shadow.id) }
    if let clip = layer.clip, !clip.asMask { markup.reference("clip-path", clip.id) }
    if let clip = layer.clip, clip.asMask { markup.reference("mask", clip.id) }
    if let mask = layer.mask { markup.reference("mask", mask.id) }
    // blendMode (an extension) as CSS in a style attribute, which SVG 1.1 allows; a
    // clipped group with blending inside is isolated explicitly (rsvg does not on its own).
    if layer.blendMode != .normal || layer.isolatesBlending {
      var style = layer.blendMode != .normal ? "mix-blend-mode:" + layer.blendMode.cssName : ""
      if layer.isolatesBlending { style += (style.isEmpty ? "" : ";") + "isolation:isolate" }
      markup.attribute("style", text: style)
    }
    guard layer.hasBody else { return markup.leafEnd() }
    markup.openEnd()
    if let background = layer.background { writeRect(background.shape, background.paint) }
    writeContent(layer.content)
    for child in layer.children {
      switch child {
      case .layer(let sublayer): write(sublayer)
      case .copy(let copy): writeCopy(copy)
      }
    }
    if let border = layer.border { writeBorder(border) }
    markup.close("g")
  }

  /// A replicator copy; the first copy usually needs no group of its own.
  mutating func writeCopy(_ copy: RenderCopy) {
    let m = copy.transform
    let identity =
      markup.printsAsOne(m.a) && markup.printsAsZero(m.b)
      && markup.printsAsZero(m.c) && markup.printsAsOne(m.d)
      && markup.printsAsZero(m.tx) && markup.printsAsZero(m.ty)
    let grouped = !identity || !markup.printsAsOne(copy.opacity)
    if grouped {
      markup.start("g")
      markup.transform("transform", m)
      markup.opacity("opacity", copy.opacity)
      markup.openEnd()
    }
    for layer in copy.layers { write(layer) }
    if grouped { markup.close("g") }
  }

  // MARK: - Rectangles and borders

  func boundsAttributes(_ shape: RenderRoundedRect) {
    let b = shape.rect
    markup.rectAttributes(b)
    markup.nonZero("rx", shape.radius)
  }

  func writeRect(_ shape: RenderRoundedRect, _ paint: RenderPaint) {
    markup.start("rect")
    boundsAttributes(shape)
    markup.paint("fill", "fill-opacity", paint)
    markup.leafEnd()
  }

  /// One even-odd filled path, which is exact where a stroke of a half-inset rectangle is
  /// not (small radii, thick borders).
  func writeBorder(_ border: RenderBorder) {
    markup.start("path")
    markup.name("d")
    roundedRectData(border.outer)
    if let inner = border.inner {
      out.append(UInt8(ascii: " "))
      roundedRectData(inner)
    }
    markup.endValue()
    markup.paint("fill", "fill-opacity", border.paint)
    markup.attribute("fill-rule", "evenodd")
    markup.leafEnd()
  }

  /// A rectangle with circular corners, clockwise from the top edge's left end, using SVG
  /// arcs (exact circles).
  func roundedRectData(_ shape: RenderRoundedRect) {
    let r = shape.rect
    let radius = shape.radius
    let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
    if radius <= 0 {
      let m = markup
      out.append("M ")
      m.numbers(x0, y0)
      out.append(" H ")
      m.number(x1)
      out.append(" V ")
      m.number(y1)
      out.append(" H ")
      m.number(x0)
      out.append(" Z")
      return
    }
    // Nine distinct numbers, 25 written: all rounded first, then the whole path under one
    // capacity check; a number the fast path leaves sends the whole path the plain way.
    let f = markup.format
    guard let sr = f.scaled(radius), let sx0 = f.scaled(x0), let sy0 = f.scaled(y0), let sx1 = f.scaled(x1),
      let sy1 = f.scaled(y1), let sx0r = f.scaled(x0 + radius), let sx1r = f.scaled(x1 - radius),
      let sy0r = f.scaled(y0 + radius), let sy1r = f.scaled(y1 - radius)
    else { return roundedRectDataSlowly(shape) }
    let numbers = markup.numbers
    out.append(reserving: 25 &* FixedDecimal.Format.maxTextLength &+ 80) { p in
      var i = 0
      @inline(__always)
      func text(_ constant: StaticString) { i &+= ByteBuffer.write(constant, at: p + i) }
      @inline(__always)
      func number(_ scaled: Int64) { i &+= numbers.writeText(scaled: scaled, at: p + i) }
      @inline(__always)
      func arc(_ x: Int64, _ y: Int64) {
        text(" A ")
        number(sr)
        text(" ")
        number(sr)
        text(" 0 0 1 ")
        number(x)
        text(" ")
        number(y)
      }
      text("M ")
      number(sx0r)
      text(" ")
      number(sy0)
      text(" H ")
      number(sx1r)
      arc(sx1, sy0r)
      text(" V ")
      number(sy1r)
      arc(sx1r, sy1)
      text(" H ")
      number(sx0r)
      arc(sx0, sy1r)
      text(" V ")
      number(sy0r)
      arc(sx0r, sy0)
      text(" Z")
      return i
    }
  }

  /// `roundedRectData` number by number (the same text).
  @inline(never)
  func roundedRectDataSlowly(_ shape: RenderRoundedRect) {
    let r = shape.rect
    let radius = shape.radius
    let x0 = r.minX, y0 = r.minY, x1 = r.maxX, y1 = r.maxY
    let m = markup
    func arc(_ x: Double, _ y: Double) {
      out.append(" A ")
      m.numbers(radius, radius)
      out.append(" 0 0 1 ")
      m.numbers(x, y)
    }
    out.append("M ")
    m.numbers(x0 + radius, y0)
    out.append(" H ")
    m.number(x1 - radius)
    arc(x1, y0 + radius)
    out.append(" V ")
    m.number(y1 - radius)
    arc(x1 - radius, y1)
    out.append(" H ")
    m.number(x0 + radius)
    arc(x0, y1 - radius)
    out.append(" V ")
    m.number(y0 + radius)
    arc(x0 + radius, y0)
    out.append(" Z")
  }

  // MARK: - Shadow, clip, mask

  /// A drop shadow from the group's alpha: blur, offset, flood with the shadow color,
  /// keep it where the blurred alpha is, then the group itself on top.
  mutating func writeShadowFilter(_ shadow: RenderShadow) {
    let r = shadow.region
    markup.start("filter")
    markup.attribute("id", text: shadow.id)
    markup.attribute("filterUnits", "userSpaceOnUse")
    markup.rectAttributes(r)
    markup.attribute("color-interpolation-filters", "sRGB")
    markup.openEnd()
    if !markup.printsAsZero(shadow.deviation) {
      markup.start("feGaussianBlur")
      markup.attribute("in", "SourceAlpha")
      markup.attribute("stdDeviation", shadow.deviation)
      markup.leafEnd()
      markup.start("feOffset")
    } else {
      markup.start("feOffset")
      markup.attribute("in", "SourceAlpha")
    }
    markup.attribute("dx", shadow.dx)
    markup.attribute("dy", shadow.dy)
    markup.attribute("result", "shadow-alpha")
    markup.leafEnd()
    markup.start("feFlood")
    markup.paint("flood-color", "flood-opacity", shadow.paint)
    markup.leafEnd()
    markup.line("<feComposite in2=\"shadow-alpha\" operator=\"in\"/>")
    markup.open("feMerge")
    markup.line("<feMergeNode/>")
    markup.line("<feMergeNode in=\"SourceGraphic\"/>")
    markup.close("feMerge")
    markup.close("filter")
  }

  mutating func writeClip(_ id: String, _ shape: RenderRoundedRect) {
    markup.start("clipPath")
    markup.attribute("id", text: id)
    markup.openEnd()
    markup.start("rect")
    boundsAttributes(shape)
    markup.leafEnd()
    markup.close("clipPath")
  }

  /// masksToBounds with rounded corners, as a mask: the rounded bounds in white, the region
  /// one unit larger all round. (rsvg antialiases a rounded clip path over the content's
  /// own antialiased edge and leaves a ring of what lies beneath; the mask is clean.)
  mutating func writeBoundsMask(_ id: String, _ shape: RenderRoundedRect) {
    let r = shape.rect
    markup.start("mask")
    markup.attribute("id", text: id)
    markup.attribute("maskUnits", "userSpaceOnUse")
    markup.attribute("x", r.minX - 1)
    markup.attribute("y", r.minY - 1)
    markup.attribute("width", r.width + 2)
    markup.attribute("height", r.height + 2)
    markup.openEnd()
    markup.start("rect")
    boundsAttributes(shape)
    markup.attribute("fill", "#ffffff")
    markup.leafEnd()
    markup.close("mask")
  }

  /// A filter of one color matrix, in sRGB.
  mutating func writeColorMatrix(_ id: String, _ values: StaticString) {
    markup.start("filter")
    markup.attribute("id", text: id)
    markup.attribute("color-interpolation-filters", "sRGB")
    markup.openEnd()
    markup.start("feColorMatrix")
    markup.attribute("type", "matrix")
    markup.attribute("values", values)
    markup.leafEnd()
    markup.close("filter")
  }

  /// SVG 1.1 masks by luminance × alpha; the mask layer is painted white (by the render
  /// tree), so this masks by its alpha as Core Animation does.
  mutating func writeMask(_ mask: RenderMask) {
    let r = mask.region
    markup.start("mask")
    markup.attribute("id", text: mask.id)
    markup.attribute("maskUnits", "userSpaceOnUse")
    markup.rectAttributes(r)
    markup.openEnd()
    // maskMode (an extension): the inverted modes draw over white, luminanceInverted
    // through a filter that inverts the mask layer's colors (in sRGB).
    if mask.mode == .alphaInverted || mask.mode == .luminanceInverted {
      markup.start("rect")
      markup.rectAttributes(r)
      markup.attribute("fill", "#ffffff")
      markup.leafEnd()
    }
    if let filter = mask.invertFilterID {
      writeColorMatrix(filter, "-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0")
      markup.start("g")
      markup.reference("filter", filter)
      markup.openEnd()
      if let layer = mask.layer { write(layer) }
      markup.close("g")
    } else if let layer = mask.layer {
      write(layer)
    }
    markup.close("mask")
  }
}
