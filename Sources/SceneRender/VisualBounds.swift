public import SceneGeometry
public import SceneModel

/// Conservative boxes around what a layer draws, in its own bounds space. They size the
/// regions of shadow filters and masks (which SVG needs explicitly); a region larger than
/// the drawing changes nothing, so estimates err on the large side.
public enum VisualBounds {
  /// Everything the layer draws, its shadow included; nil when it draws nothing.
  public static func of(_ layer: FrameLayer) -> Rect? {
    guard isVisible(layer), let content = content(of: layer) else { return nil }
    guard let shadow = ShadowStyle(layer.properties, paint: .plain) else { return content }
    var box = BoundingBox()
    box.add(content)
    box.add(shadow.castBounds(of: content))
    return box.rect
  }

  static func isVisible(_ layer: FrameLayer) -> Bool {
    !layer.properties.hidden && layer.properties.opacity > 0
  }

  /// What the layer draws without its shadow: background, content, sublayers and border,
  /// clipped by masksToBounds and by its mask.
  public static func content(of layer: FrameLayer) -> Rect? {
    let p = layer.properties
    var box = BoundingBox()
    let hasArea = p.bounds.width > 0 && p.bounds.height > 0
    if hasArea && (p.backgroundColor != nil || (p.borderWidth > 0 && p.borderColor != nil)) {
      box.add(p.bounds)
    }
    switch layer.kind {
    case .shape:
      if let path = p.path, let pathBox = PathBounds.of(path) {
        var outset = 0.0
        if p.strokeColor != nil && p.lineWidth > 0 {
          let joinFactor = p.lineJoin == .miter ? max(p.miterLimit, 1) : 1
          let capFactor = p.lineCap == .square ? 2.0.squareRoot() : 1
          outset = p.lineWidth / 2 * max(joinFactor, capFactor)
        }
        box.add(inset(pathBox, by: -outset))
      }
    case .text:
      // The lines' box, grown by a quarter em: glyphs may reach past their advance and
      // above the ascent (accents) a little.
      if !p.string.isEmpty, p.fontSize > 0, let lines = RenderTreeBuilder.textLayout(p)?.lineBounds {
        box.add(inset(lines, by: -0.25 * p.fontSize))
      }
    case .gradient:
      if hasArea && !p.colors.isEmpty { box.add(p.bounds) }
    case .image:
      if hasArea && p.contents != nil { box.add(p.bounds) }
    case .layer, .replicator:
      break
    }
    for (sublayer, instanceMatrix) in drawnSublayers(of: layer) {
      guard let sub = of(sublayer) else { continue }
      box.add(sub, transformedBy: sublayer.properties.matrixInSuperlayer.then(instanceMatrix))
    }
    guard var result = box.rect else { return nil }
    if p.masksToBounds {
      guard let clipped = intersection(result, p.bounds) else { return nil }
      result = clipped
    }
    if let mask = layer.mask {
      guard let maskBox = of(mask) else { return nil }
      var m = BoundingBox()
      m.add(maskBox, transformedBy: mask.properties.matrixInSuperlayer)
      guard let r = m.rect, let clipped = intersection(result, r) else { return nil }
      result = clipped
    }
    return result
  }

  /// Sublayers as drawn: a replicator's instances (each with its matrix), else the
  /// sublayers themselves.
  static func drawnSublayers(of layer: FrameLayer) -> [(FrameLayer, AffineMatrix)] {
    if layer.kind == .replicator {
      return layer.instances.flatMap { instance in
        instance.sublayers.map { ($0, instance.transform) }
      }
    }
    return layer.sublayers.map { ($0, AffineMatrix.identity) }
  }

  static func inset(_ r: Rect, by d: Double) -> Rect {
    Rect(r.minX + d, r.minY + d, max(r.width - 2 * d, 0), max(r.height - 2 * d, 0))
  }

  static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let x0 = max(a.minX, b.minX)
    let y0 = max(a.minY, b.minY)
    let x1 = min(a.maxX, b.maxX)
    let y1 = min(a.maxY, b.maxY)
    guard x1 >= x0, y1 >= y0 else { return nil }
    return Rect(x0, y0, x1 - x0, y1 - y0)
  }
}
