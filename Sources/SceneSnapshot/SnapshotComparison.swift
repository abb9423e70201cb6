/// One value that differs between a recorded snapshot and the frame now.
public struct SnapshotDifference: Hashable, Sendable {
  /// nil for a setting of the scene (`size`, `background`, `time`, `scene`).
  public var layer: String?
  /// A property name, or `type`/`parent`/`index` of a layer, or `layer` when the layer itself is
  /// new or gone.
  public var property: String
  /// Compact JSON values; nil where one side has none (for `layer`: the layer's type).
  public var recorded: String?
  public var new: String?

  public init(layer: String?, property: String, recorded: String?, new: String?) {
    self.layer = layer
    self.property = property
    self.recorded = recorded
    self.new = new
  }
}

/// The first line where two SVG texts differ (1-based), with both lines.
public struct LineDifference: Hashable, Sendable {
  public var line: Int
  public var recorded: String
  public var new: String
}

/// How a recorded snapshot compares with the frame now.
public enum SnapshotComparison {
  /// The values that differ (scene settings first, then layers in the new frame's order,
  /// then layers that are gone), and whether the SVG bytes differ.
  public static func compare(recorded: SnapshotRecord, new: SnapshotRecord)
    -> (differences: [SnapshotDifference], svg: LineDifference?)
  {
    let svg = recorded.svg == new.svg ? nil : firstDifference(recorded.svg, new.svg)
    guard recorded.json != new.json else { return ([], svg) }
    guard let old = JSONTree.parse(recorded.json), let now = JSONTree.parse(new.json) else {
      return ([SnapshotDifference(layer: nil, property: "values", recorded: "\"not valid JSON\"", new: nil)], svg)
    }
    var differences: [SnapshotDifference] = []
    for key in ["scene", "time", "size", "background"] {
      let a = old[key]
      let b = now[key]
      if a != b {
        differences.append(
          SnapshotDifference(layer: nil, property: key, recorded: a?.compact, new: b?.compact))
      }
    }
    let oldLayers = layers(old)
    let newLayers = layers(now)
    let oldByID = Dictionary(oldLayers.map { ($0.id, $0.tree) }, uniquingKeysWith: { a, _ in a })
    let newIDs = Set(newLayers.map(\.id))
    for (id, layer) in newLayers {
      guard let before = oldByID[id] else {
        differences.append(SnapshotDifference(layer: id, property: "layer", recorded: nil, new: layer["type"]?.compact))
        continue
      }
      for key in ["type", "parent", "index"] where before[key] != layer[key] {
        differences.append(
          SnapshotDifference(
            layer: id, property: key, recorded: before[key]?.compact, new: layer[key]?.compact))
      }
      let a = before["properties"]?.members ?? []
      let b = layer["properties"]?.members ?? []
      let recordedValues = Dictionary(a.map { ($0.key, $0.value) }, uniquingKeysWith: { x, _ in x })
      let newValues = Dictionary(b.map { ($0.key, $0.value) }, uniquingKeysWith: { x, _ in x })
      let names = Set(recordedValues.keys).union(newValues.keys).sorted()
      for name in names where recordedValues[name] != newValues[name] {
        differences.append(
          SnapshotDifference(
            layer: id, property: name, recorded: recordedValues[name]?.compact,
            new: newValues[name]?.compact))
      }
    }
    for (id, layer) in oldLayers where !newIDs.contains(id) {
      differences.append(SnapshotDifference(layer: id, property: "layer", recorded: layer["type"]?.compact, new: nil))
    }
    return (differences, svg)
  }

  private static func layers(_ document: JSONTree) -> [(id: String, tree: JSONTree)] {
    (document["layers"]?.array ?? []).compactMap { layer in layer["id"]?.string.map { ($0, layer) } }
  }

  static func firstDifference(_ a: String, _ b: String) -> LineDifference {
    let x = a.split(separator: "\n", omittingEmptySubsequences: false)
    let y = b.split(separator: "\n", omittingEmptySubsequences: false)
    for index in 0..<max(x.count, y.count) {
      let left = index < x.count ? String(x[index]) : ""
      let right = index < y.count ? String(y[index]) : ""
      if left != right { return LineDifference(line: index + 1, recorded: left, new: right) }
    }
    return LineDifference(line: 1, recorded: "", new: "")
  }
}
