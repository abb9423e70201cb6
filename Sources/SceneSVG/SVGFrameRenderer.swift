public import SceneGeometry
public import SceneModel
public import SceneRender

/// Turns one evaluated frame into a standalone static SVG 1.1 document (see
/// docs/svg-output.md for every drawing decision): frame → render tree (SceneRender) →
/// bytes. Rendering is a pure function of the frame and the precision, so any number of
/// threads produce identical bytes.
public struct SVGFrameRenderer: Sendable {
  /// Most decimals any number is written with.
  public var precision: Int
  /// `<text>` elements, or glyph outlines as paths.
  public var textRendering: TextRendering

  public init(precision: Int = 3, textRendering: TextRendering = .text) {
    self.precision = precision
    self.textRendering = textRendering
  }

  public func render(_ frame: Frame) -> String {
    let out = ByteBuffer()
    write(RenderTreeBuilder(precision: precision).build(frame), into: out)
    return out.string
  }

  /// Appends the document of a render tree (built at this precision) to `out`. A tree
  /// from a builder that made earlier frames too (`RenderFrame.memo`) copies the markup of
  /// the layers it shares with the last of them (`SVGLayerBytes`); the bytes are the same.
  public func write(_ tree: RenderFrame, into out: ByteBuffer) {
    let wrote = tree.memo?.use { value -> Bool in
      let box = value as? SVGLayerBytes.Box ?? SVGLayerBytes.Box()
      value = box
      var writer = SVGFrameWriter(
        into: out, precision: precision, textRendering: textRendering,
        reuse: box.take(precision: precision, textRendering: textRendering))
      writer.document(tree)
      box.bytes = writer.reuse.take()
      return true
    }
    if wrote == true { return }
    var writer = SVGFrameWriter(into: out, precision: precision, textRendering: textRendering)
    writer.document(tree)
  }
}
