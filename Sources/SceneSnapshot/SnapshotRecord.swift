import SceneModel
public import SceneTiming
import SceneDiff
import SceneSVG

/// What a snapshot records for one instant: the frame's SVG, the same bytes
/// `compile --at T` writes, and the presentation values of that instant as JSON with
/// sorted keys (what makes a failure explainable layer by layer).
public struct SnapshotRecord: Hashable, Sendable {
  public var svg: String
  public var json: String

  public init(svg: String, json: String) {
    self.svg = svg
    self.json = json
  }

  /// The record of `evaluator`'s scene at `time`.
  public static func make(_ evaluator: SceneEvaluator, at time: Double) -> SnapshotRecord {
    let frame = evaluator.frame(at: time)
    return SnapshotRecord(svg: SVGFrameRenderer().render(frame), json: values(frame, scene: evaluator.scene.name))
  }

  /// `{ "background", "layers": [ { "id", "index", "parent", "properties": { … }, "type" } ],
  /// "scene", "size", "time" }`: keys sorted, layers depth-first as in the file, one
  /// property per line, values as `scenec timeline` writes them.
  static func values(_ frame: Frame, scene: String) -> String {
    var out = "{\n"
    out += "  \"background\": \(frame.background.map { JSONText.string($0.hexRGBA) } ?? "null"),\n"
    let layers = FrameValues.layers(of: frame)
    if layers.isEmpty {
      out += "  \"layers\": [],\n"
    } else {
      out += "  \"layers\": [\n"
      for (index, layer) in layers.enumerated() {
        out += "    {\n"
        out += "      \"id\": \(JSONText.string(layer.id)),\n"
        out += "      \"index\": \(layer.index.map(String.init) ?? "null"),\n"
        out += "      \"parent\": \(layer.parent.map(JSONText.string) ?? "null"),\n"
        out += "      \"properties\": {\n"
        out += layer.properties.map { "        \(JSONText.string($0.name)): \($0.value.json)" }
          .joined(separator: ",\n")
        out += "\n      },\n"
        out += "      \"type\": \(JSONText.string(layer.kind.rawValue))\n"
        out += index == layers.count - 1 ? "    }\n" : "    },\n"
      }
      out += "  ],\n"
    }
    out += "  \"scene\": \(JSONText.string(scene)),\n"
    out += "  \"size\": [\(JSONText.number(frame.size.width)), \(JSONText.number(frame.size.height))],\n"
    out += "  \"time\": \(JSONText.number(frame.time))\n"
    out += "}\n"
    return out
  }
}
