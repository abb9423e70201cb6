public import SceneModel

/// Turns one evaluated frame into a standalone static SVG 1.1 document (see
/// docs/svg-output.md for every drawing decision). Rendering is a pure function of the
/// frame and the precision, so any number of threads produce identical bytes.
public struct SVGFrameRenderer: Sendable {
  /// Most decimals any number is written with.
  public var precision: Int

  public init(precision: Int = 3) {
    self.precision = precision
  }

  public func render(_ frame: Frame) -> String {
    let writer = SVGFrameWriter(frame: frame, precision: precision)
    return writer.document()
  }
}
