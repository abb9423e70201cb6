import SceneModel

/// How a row of the layer property schema is written in the format reference: its type
/// and its default (read from `LayerProperties()`, the one place defaults live).
enum PropertyText {
  static func entry(_ row: LayerPropertyRow) -> KeyTableEntry {
    var entry = KeyTableEntry(row.key, type(row), defaultValue(row), row.doc)
    entry.isAnimatable = row.isAnimatable
    return entry
  }

  static func type(_ row: LayerPropertyRow) -> String {
    switch row.slot {
    case .number: row.unit == .seconds ? "time" : "number" + rangeSuffix(row.range)
    case .point: "point [x, y]"
    case .size: "size [w, h]"
    case .rect: "rect [x, y, w, h]"
    case .transform: "transform"
    case .bool: "bool"
    case .path: "path"
    case .color, .opaqueColor: "color"
    case .colors: "list of colors"
    case .numbers, .stops: "list of numbers" + rangeSuffix(row.range)
    case .integer:
      row.unit == .fontWeight
        ? (["integer 100…900"] + FontWeight.names.map(\.name)).joined(separator: " | ")
        : "integer" + rangeSuffix(row.range)
    case .string, .image: "string"
    case .choice(let names, _, _): names.joined(separator: " | ")
    }
  }

  private static func rangeSuffix(_ range: ValueRange) -> String {
    switch range {
    case .any: ""
    case .nonNegative: " ≥ 0"
    case .unit: " 0…1"
    }
  }

  /// The default as a scene file would write it.
  static func defaultValue(_ row: LayerPropertyRow) -> String {
    let p = LayerProperties()
    switch row.slot {
    case .number(let path): return number(p[field: path])
    case .point(let path): return list([p[field: path].x, p[field: path].y])
    case .size(let path): return list([p[field: path].width, p[field: path].height])
    case .rect(let path):
      let r = p[field: path]
      return list([r.x, r.y, r.width, r.height])
    case .transform(let path):
      let t = p[field: path]
      precondition(t == .identity, "\(row.key): a default transform other than identity has no spelling")
      return "identity"
    case .bool(let path): return "\(p[field: path])"
    case .path(let path):
      precondition(p[field: path] == nil, "\(row.key): a default path has no spelling")
      return "none"
    case .color(let path): return color(p[field: path])
    case .opaqueColor(let path): return color(p[field: path])
    case .colors(let path): return "[" + p[field: path].map { color($0) }.joined(separator: ", ") + "]"
    case .numbers(let path): return list(p[field: path])
    case .stops(let path): return p[field: path].map(list) ?? "evenly spaced"
    case .integer(let path): return "\(p[field: path])"
    case .string(let path): return "\"\(p[field: path])\""
    case .image(let path): return p[field: path] == nil ? "none" : "an image"
    case .choice(_, let get, _): return get(p)
    }
  }

  private static func number(_ v: Double) -> String {
    if !v.isFinite { return "none" }
    return v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
  }

  private static func list(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }

  private static func color(_ c: Color?) -> String {
    switch c {
    case nil: "none"
    case .black?: "black"
    case .white?: "white"
    case let c?: c.hexRGBA
    }
  }
}
