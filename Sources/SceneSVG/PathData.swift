import SceneGeometry
import SceneModel

/// SVG path data as text, for callers that want a String (the writer itself streams
/// through `PathDataText.write`).
enum PathData {
  static func string(_ path: BezierPath, _ n: (Double) -> String) -> String {
    PathDataText.string(path, number: n)
  }
}
