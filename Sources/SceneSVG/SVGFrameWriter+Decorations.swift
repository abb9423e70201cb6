import SceneGeometry
import SceneModel

/// What every layer can draw besides its content: background, border, shadow, clip, mask.
extension SVGFrameWriter {
  /// Fill attributes of a color: `fill`, and `fill-opacity` when its alpha is below 1.
  func fillAttributes(_ color: Color, paint: PaintMode, prefix: String = "fill")
    -> SVGBuilder.Attributes
  {
    let (hex, alpha) = paint.paint(color)
    return [(prefix, hex), (prefix + "-opacity", opacity(alpha))]
  }

  func visible(_ color: Color?, paint: PaintMode) -> Bool {
    guard let color else { return false }
    return opacity(paint.paint(color).alpha) != "0"
  }

  // MARK: - Background

  func backgroundDraws(_ p: LayerProperties, paint: PaintMode) -> Bool {
    p.bounds.width > 0 && p.bounds.height > 0 && visible(p.backgroundColor, paint: paint)
  }

  /// backgroundColor fills the bounds, with corners rounded by cornerRadius.
  func writeBackground(_ p: LayerProperties, paint: PaintMode) {
    guard backgroundDraws(p, paint: paint), let color = p.backgroundColor else { return }
    out.leaf("rect", boundsRectAttributes(p) + fillAttributes(color, paint: paint))
  }

  func boundsRectAttributes(_ p: LayerProperties) -> SVGBuilder.Attributes {
    let b = p.bounds
    let radius = PathData.clampedCornerRadius(p.cornerRadius, in: b)
    let rx = n(radius)
    return [
      ("x", n(b.minX)), ("y", n(b.minY)), ("width", n(b.width)), ("height", n(b.height)),
      ("rx", rx == "0" ? nil : rx),
    ]
  }

  // MARK: - Border

  func borderDraws(_ p: LayerProperties, paint: PaintMode) -> Bool {
    p.borderWidth > 0 && p.bounds.width > 0 && p.bounds.height > 0
      && visible(p.borderColor, paint: paint)
  }

  /// Core Animation draws the border inside the bounds: the band between the bounds'
  /// rounded rectangle and the same inset by borderWidth (inner corner radius
  /// cornerRadius − borderWidth, at least 0). Written as one even-odd filled path, which is
  /// exact where a stroke of a half-inset rectangle is not (small radii, thick borders).
  func writeBorder(_ p: LayerProperties, paint: PaintMode) {
    guard let color = p.borderColor else { return }
    let b = p.bounds
    let radius = PathData.clampedCornerRadius(p.cornerRadius, in: b)
    let w = p.borderWidth
    var d = PathData.roundedRect(b, radius: radius, n)
    if 2 * w < b.width && 2 * w < b.height {
      let inner = Rect(b.minX + w, b.minY + w, b.width - 2 * w, b.height - 2 * w)
      let innerRadius = PathData.clampedCornerRadius(radius - w, in: inner)
      d += " " + PathData.roundedRect(inner, radius: innerRadius, n)
    }
    out.leaf("path", [("d", d)] + fillAttributes(color, paint: paint) + [("fill-rule", "evenodd")])
  }

  // MARK: - Shadow

  /// A drop shadow from the group's alpha: blur, offset, flood with the shadow color,
  /// keep it where the blurred alpha is, then the group itself on top. The region covers
  /// the content and where its shadow can reach, in the layer's space.
  func writeShadowFilter(_ id: String, _ shadow: ShadowStyle, _ content: Rect) {
    var region = BoundingBox()
    region.add(content)
    region.add(shadow.castBounds(of: content))
    let r = region.rect ?? content
    out.open(
      "filter",
      [
        ("id", id), ("filterUnits", "userSpaceOnUse"), ("x", n(r.minX)), ("y", n(r.minY)),
        ("width", n(r.width)), ("height", n(r.height)), ("color-interpolation-filters", "sRGB"),
      ])
    let deviation = n(shadow.deviation)
    if deviation != "0" {
      out.leaf("feGaussianBlur", [("in", "SourceAlpha"), ("stdDeviation", deviation)])
      out.leaf("feOffset", [("dx", n(shadow.dx)), ("dy", n(shadow.dy)), ("result", "shadow-alpha")])
    } else {
      out.leaf(
        "feOffset",
        [("in", "SourceAlpha"), ("dx", n(shadow.dx)), ("dy", n(shadow.dy)), ("result", "shadow-alpha")])
    }
    out.leaf("feFlood", [("flood-color", shadow.hex), ("flood-opacity", opacity(shadow.alpha))])
    out.leaf("feComposite", [("in2", "shadow-alpha"), ("operator", "in")])
    out.open("feMerge")
    out.leaf("feMergeNode")
    out.leaf("feMergeNode", [("in", "SourceGraphic")])
    out.close("feMerge")
    out.close("filter")
  }

  // MARK: - Clip and mask

  /// masksToBounds: the (rounded) bounds clip the layer's content and sublayers.
  func writeBoundsClip(_ id: String, _ p: LayerProperties) {
    out.open("clipPath", [("id", id)])
    out.leaf("rect", boundsRectAttributes(p))
    out.close("clipPath")
  }

  /// The mask layer, drawn in the masked layer's space with every color white and its own
  /// alpha: SVG 1.1 masks by luminance × alpha, so this masks by the mask layer's alpha as
  /// Core Animation does. The region is what the mask layer draws, one unit larger all
  /// round for antialiased edges; outside it the mask is 0. A mask that draws nothing
  /// gets an empty region, which hides the masked layer.
  ///
  /// The other `maskMode`s (a scene-format extension): `luminance` draws the mask's own
  /// colors; the inverted modes draw over a white rectangle as large as anything a frame
  /// shows (outside the mask layer the mask is 1), the mask layer's colors black
  /// (`alphaInverted`: luminance 1 − alpha) or inverted in sRGB (`luminanceInverted`:
  /// 1 − luminance × alpha).
  func writeMask(_ id: String, _ mask: FrameLayer, suffix: String, mode: MaskMode = .alpha) {
    var region = BoundingBox()
    if let drawn = VisualBounds.of(mask) {
      region.add(drawn, transformedBy: mask.properties.matrixInSuperlayer)
    }
    var r = region.rect.map { VisualBounds.inset($0, by: -1) } ?? Rect(0, 0, 0, 0)
    let inverted = mode == .alphaInverted || mode == .luminanceInverted
    if inverted { r = Rect(-Self.invertedMaskExtent, -Self.invertedMaskExtent, 2 * Self.invertedMaskExtent, 2 * Self.invertedMaskExtent) }
    out.open(
      "mask",
      [
        ("id", id), ("maskUnits", "userSpaceOnUse"), ("x", n(r.minX)), ("y", n(r.minY)),
        ("width", n(r.width)), ("height", n(r.height)),
      ])
    switch mode {
    case .alpha:
      writeLayer(mask, suffix: suffix, paint: .white)
    case .luminance:
      writeLayer(mask, suffix: suffix, paint: .plain)
    case .alphaInverted:
      writeMaskBackdrop(r)
      writeLayer(mask, suffix: suffix, paint: .black)
    case .luminanceInverted:
      writeMaskBackdrop(r)
      let filter = ids.definition("invert", of: id)
      out.open("filter", [("id", filter), ("color-interpolation-filters", "sRGB")])
      out.leaf("feColorMatrix", [("type", "matrix"), ("values", "-1 0 0 0 1 0 -1 0 0 1 0 0 -1 0 1 0 0 0 1 0")])
      out.close("filter")
      out.open("g", [("filter", "url(#\(filter))")])
      writeLayer(mask, suffix: suffix, paint: .plain)
      out.close("g")
    }
    out.close("mask")
  }

  /// Half the side of the white square behind an inverted mask, in the masked layer's units.
  static let invertedMaskExtent = 100_000.0

  private func writeMaskBackdrop(_ r: Rect) {
    out.leaf(
      "rect", [("x", n(r.minX)), ("y", n(r.minY)), ("width", n(r.width)), ("height", n(r.height)), ("fill", "#ffffff")])
  }
}
