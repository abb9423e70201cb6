import SceneModel

extension SVGFrameWriter {
  /// An image layer: `<image>` stretched over bounds (Core Animation's default
  /// contentsGravity, resize). Inside a mask the image's alpha is what counts, so it is
  /// drawn through a filter that makes it white with its own alpha.
  func writeImage(_ p: LayerProperties, paint: PaintMode, id: String) {
    guard let contents = p.contents else { return }
    let b = p.bounds
    var attributes: SVGBuilder.Attributes = [
      ("x", n(b.minX)), ("y", n(b.minY)), ("width", n(b.width)), ("height", n(b.height)),
      ("preserveAspectRatio", "none"), ("xmlns:xlink", "http://www.w3.org/1999/xlink"),
      ("xlink:href", contents),
    ]
    if paint == .white || paint == .black {
      let level = paint == .white ? "1" : "0"
      let filter = ids.definition("image-alpha", of: id)
      out.open("filter", [("id", filter), ("color-interpolation-filters", "sRGB")])
      out.leaf("feColorMatrix", [("type", "matrix"), ("values", "0 0 0 0 \(level) 0 0 0 0 \(level) 0 0 0 0 \(level) 0 0 0 1 0")])
      out.close("filter")
      attributes.append(("filter", "url(#\(filter))"))
    }
    out.leaf("image", attributes)
  }
}
