import SceneGeometry
import SceneModel

/// Writes one frame. Each layer becomes
///
///     <defs>…</defs>                      (its shadow filter, clip path, mask, gradient)
///     <g id transform opacity filter clip-path mask>
///       background, own content, sublayers (by zPosition), border
///     </g>
///
/// SVG applies filter, then clip, then mask, then opacity to a group, which is Core
/// Animation's order: the shadow is cast from everything the layer draws, masksToBounds
/// and the mask cut the shadow too, and opacity fades the whole.
final class SVGFrameWriter {
  let frame: Frame
  var out: SVGBuilder
  let ids: SVGIdentifiers

  init(frame: Frame, precision: Int) {
    self.frame = frame
    out = SVGBuilder(precision: precision)
    ids = SVGIdentifiers(frame: frame)
  }

  func n(_ value: Double) -> String { out.number(value) }

  func document() -> String {
    out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    let w = n(frame.size.width)
    let h = n(frame.size.height)
    out.open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"), ("width", w), ("height", h),
        ("viewBox", "0 0 \(w) \(h)"),
      ])
    if let background = frame.background {
      let (hex, alpha) = PaintMode.plain.paint(background)
      if alpha > 0 {
        out.leaf("rect", [("width", w), ("height", h), ("fill", hex), ("fill-opacity", opacity(alpha))])
      }
    }
    for layer in Self.zOrdered(frame.layers) {
      writeLayer(layer, suffix: "", paint: .plain)
    }
    out.close("svg")
    return out.text
  }

  /// Siblings back to front: by zPosition, ties in list order (a stable sort, as Core
  /// Animation orders sublayers).
  static func zOrdered(_ layers: [FrameLayer]) -> [FrameLayer] {
    layers.enumerated().sorted { a, b in
      let za = a.element.properties.zPosition
      let zb = b.element.properties.zPosition
      return za != zb ? za < zb : a.offset < b.offset
    }.map(\.element)
  }

  /// An opacity attribute value, nil when it formats as 1.
  func opacity(_ value: Double) -> String? {
    let text = n(min(max(value, 0), 1))
    return text == "1" ? nil : text
  }

  /// A transform attribute: nil for the identity, `translate(x y)` for a pure translation,
  /// else `matrix(a b c d e f)`, decided on the written digits.
  func transformAttribute(_ m: AffineMatrix) -> String? {
    let parts = [m.a, m.b, m.c, m.d, m.tx, m.ty].map(n)
    if parts[0...3] == ["1", "0", "0", "1"] {
      return parts[4] == "0" && parts[5] == "0" ? nil : "translate(\(parts[4]) \(parts[5]))"
    }
    return "matrix(" + parts.joined(separator: " ") + ")"
  }

  /// True when the written matrix collapses the plane (determinant 0 after rounding): the
  /// layer covers no area, as a layer scaled to 0 shows nothing in Core Animation.
  func isSingular(_ m: AffineMatrix) -> Bool {
    let v = [m.a, m.b, m.c, m.d].map { Double(n($0)) ?? 0 }
    return v[0] * v[3] - v[1] * v[2] == 0
  }

  // MARK: - Layers

  func writeLayer(_ layer: FrameLayer, suffix: String, paint: PaintMode) {
    let p = layer.properties
    guard !p.hidden else { return }
    let groupOpacity = opacity(p.opacity)
    if groupOpacity == "0" { return }
    let matrix = p.matrixInSuperlayer
    if isSingular(matrix) { return }
    let id = ids.layer(layer.id + suffix)

    // Definitions first, in a fixed order.
    var defs = LayerDefinitions()
    let shadow = ShadowStyle(p, paint: paint)
    if let shadow, let content = VisualBounds.content(of: layer) {
      defs.shadow = (ids.definition("shadow", of: id), shadow, content)
    }
    if p.masksToBounds { defs.clip = ids.definition("clip", of: id) }
    if let mask = layer.mask { defs.mask = (ids.definition("mask", of: id), mask) }
    let content = ContentPlan(layer: layer, paint: paint, writer: self, id: id)
    if defs.isEmpty == false || content.needsDefinitions {
      out.open("defs")
      if let (filterID, shadow, box) = defs.shadow { writeShadowFilter(filterID, shadow, box) }
      if let clipID = defs.clip { writeBoundsClip(clipID, p) }
      if let (maskID, mask) = defs.mask { writeMask(maskID, mask, suffix: suffix, mode: p.maskMode) }
      content.writeDefinitions()
      out.close("defs")
    }

    let attributes: SVGBuilder.Attributes = [
      ("id", id), ("transform", transformAttribute(matrix)), ("opacity", groupOpacity),
      ("filter", defs.shadow.map { "url(#\($0.0))" }),
      ("clip-path", defs.clip.map { "url(#\($0))" }),
      ("mask", defs.mask.map { "url(#\($0.0))" }),
    ]
    let sublayers = VisualBounds.drawnSublayers(of: layer)
    let hasBorder = borderDraws(p, paint: paint)
    guard backgroundDraws(p, paint: paint) || content.draws || !sublayers.isEmpty || hasBorder else {
      out.leaf("g", attributes)
      return
    }
    out.open("g", attributes)
    writeBackground(p, paint: paint)
    content.writeContent()
    writeSublayers(of: layer, suffix: suffix, paint: paint)
    if hasBorder { writeBorder(p, paint: paint) }
    out.close("g")
  }

  func writeSublayers(of layer: FrameLayer, suffix: String, paint: PaintMode) {
    guard layer.kind == .replicator else {
      for sublayer in Self.zOrdered(layer.sublayers) {
        writeLayer(sublayer, suffix: suffix, paint: paint)
      }
      return
    }
    // Each copy: its transform in the replicator's space, its color multiplying the
    // copy's red, green and blue paints, and its alpha as the group's opacity (which
    // multiplies the composited copy, as a color multiply of alpha does).
    for instance in layer.instances {
      if isSingular(instance.transform) { continue }
      let alpha = opacity(instance.color.alpha)
      if alpha == "0" { continue }
      let instanceSuffix = suffix + SVGIdentifiers.instanceSuffix(instance.index)
      let sublayers = Self.zOrdered(instance.sublayers)
      if sublayers.isEmpty { continue }
      let transform = transformAttribute(instance.transform)
      // The first copy usually needs no group of its own.
      let grouped = transform != nil || alpha != nil
      if grouped { out.open("g", [("transform", transform), ("opacity", alpha)]) }
      for sublayer in sublayers {
        writeLayer(sublayer, suffix: instanceSuffix, paint: paint.multiplied(by: instance.color))
      }
      if grouped { out.close("g") }
    }
  }
}

/// The definitions a layer's group refers to.
struct LayerDefinitions {
  var shadow: (String, ShadowStyle, Rect)?
  var clip: String?
  var mask: (String, FrameLayer)?

  var isEmpty: Bool { shadow == nil && clip == nil && mask == nil }
}
