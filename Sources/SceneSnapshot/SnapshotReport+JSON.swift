import SceneDiagnostics
import SceneModel

extension SnapshotReport {
  /// `{ "version": 1, "scenes": [ { "file", "folder", "errors", "snapshots": [ { "name",
  /// "time", "line", "status", "differences": [ { "layer", "property", "recorded", "new" } ],
  /// "svgDiffers", "message" } ], "unlisted" } ], "summary": { … } }`, keys sorted.
  public func json() -> String {
    var scenes: [String] = []
    for result in reported {
      var errors = result.diagnostics.filter { $0.severity == .error }.map { d in
        let position = d.range.map { ":\($0.start.line):\($0.start.column)" } ?? ""
        return JSONText.string("\(d.file)\(position): error: \(d.message) [\(d.id)]")
      }
      if let problem = result.problem { errors.append(JSONText.string(problem)) }
      let snapshots = result.cases.map { item -> String in
        let differences = item.differences.map { d in
          "{ \"layer\": \(d.layer.map(JSONText.string) ?? "null"), \"new\": \(d.new ?? "null"), "
            + "\"property\": \(JSONText.string(d.property)), \"recorded\": \(d.recorded ?? "null") }"
        }
        let fields = [
          ("differences", Self.list(differences, indent: 10)),
          ("line", item.source.map { String($0.start.line) } ?? "null"),
          ("message", JSONText.string(Self.explanation(item, in: result))),
          ("name", JSONText.string(item.name)),
          ("status", JSONText.string(item.status.rawValue)),
          ("svgDiffers", item.svgDifference != nil ? "true" : "false"),
          ("time", JSONText.number(item.time)),
        ]
        return "{\n" + fields.map { "          \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n        }"
      }
      let fields = [
        ("errors", Self.list(errors, indent: 6)),
        ("file", JSONText.string(result.file)),
        ("folder", JSONText.string(result.folder)),
        ("snapshots", Self.list(snapshots, indent: 6)),
        ("unlisted", Self.list(result.unlisted.map(JSONText.string), indent: 6)),
      ]
      scenes.append("{\n" + fields.map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n    }")
    }
    let cases = results.flatMap(\.cases)
    let summary = [
      ("differ", cases.filter { $0.status == .differs }.count),
      ("errors", errorCount),
      ("match", cases.filter { $0.status == .matches || $0.status == .unchanged }.count),
      ("missing", cases.filter { $0.status == .missing }.count),
      ("recorded", cases.filter { $0.status == .recorded || $0.status == .rerecorded }.count),
      ("removed", results.reduce(0) { $0 + (update ? $1.unlisted.count : 0) }),
      ("snapshots", snapshotCount),
    ]
    return "{\n  \"scenes\": \(Self.list(scenes, indent: 2)),\n  \"summary\": { "
      + summary.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + " },\n  \"version\": 1\n}\n"
  }

  static func list(_ items: [String], indent: Int) -> String {
    guard !items.isEmpty else { return "[]" }
    let pad = String(repeating: " ", count: indent + 2)
    return "[\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
  }
}
