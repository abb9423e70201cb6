public import SceneModel

/// Turns one evaluated frame into a standalone static SVG 1.1 document (see
/// docs/svg-output.md for every drawing decision). Rendering is a pure function of the
/// frame and the precision, so any number of threads produce identical bytes.
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
    let writer = SVGFrameWriter(frame: frame, precision: precision, textRendering: textRendering)
    return writer.document()
  }
}
