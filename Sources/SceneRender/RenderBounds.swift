public import SceneGeometry
public import SceneModel

/// Boxes of what render-tree layers draw, in their own space: for rules about placement
/// (lint's off-canvas check) and for anything that needs to know where a layer draws.
public enum RenderBounds {
  /// What the layer itself draws (background, content, border), without sublayers and
  /// before clips; nil when it draws nothing itself. `pathBounds` boxes a path (callers
  /// that box the same paths frame after frame pass a cache).
  public static func ownContent(
    of layer: RenderLayer, pathBounds: (BezierPath) -> Rect? = PathBounds.of
  ) -> Rect? {
    var box = BoundingBox()
    if let background = layer.background { box.add(background.shape.rect) }
    if let border = layer.border { box.add(border.outer.rect) }
    switch layer.content {
    case .none:
      break
    case .shape(let paths):
      for element in paths {
        guard let pathBox = pathBounds(element.path) else { continue }
        var outset = 0.0
        if let stroke = element.stroke {
          let joinFactor = stroke.join == .miter ? element.miterLimit : 1
          let capFactor = stroke.cap == .square ? 2.0.squareRoot() : 1
          outset = stroke.width / 2 * max(joinFactor, capFactor)
        }
        box.add(VisualBounds.inset(pathBox, by: -outset))
      }
    case .text(let text):
      if let lines = textBounds(text) { box.add(lines) }
    case .gradient(let gradient):
      switch gradient {
      case .solid(let shape, let paint): if paint != nil { box.add(shape.rect) }
      case .server(let shape, _): box.add(shape.rect)
      case .conic(_, _, let wedges): if !wedges.isEmpty, let clip = layer.gradientClip { box.add(clip) }
      }
    case .image(let image):
      box.add(image.rect)
    }
    return box.rect
  }

  /// The region that limits everything the layer draws (its masksToBounds clip and its
  /// mask's region, intersected), in its own space; nil when nothing limits it. (A mask
  /// whose layer draws nothing hides the whole layer: check `mask.layer` first.)
  public static func cut(of layer: RenderLayer) -> Rect? {
    var result: Rect?
    if let clip = layer.clip { result = clip.shape.rect }
    if let mask = layer.mask {
      guard mask.layer != nil else { return Rect(0, 0, 0, 0) }
      result = result.map { intersection($0, mask.region) ?? Rect(0, 0, 0, 0) } ?? mask.region
    }
    return result
  }

  /// The lines' box, grown by a quarter em: glyphs may reach past their advance and above
  /// the ascent (accents) a little. nil when no line has width (only spaces).
  public static func textBounds(_ text: RenderText) -> Rect? {
    text.layout.lineBounds.map { VisualBounds.inset($0, by: -0.25 * text.fontSize) }
  }

  public static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    VisualBounds.intersection(a, b)
  }
}

extension RenderLayer {
  /// The rounded bounds a conic gradient's wedges are clipped to.
  var gradientClip: Rect? {
    if case .conicClip(_, let shape) = gradientDefinition { return shape.rect }
    return nil
  }
}
