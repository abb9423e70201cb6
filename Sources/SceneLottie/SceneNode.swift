/// A layer of the scene being written: its keys in a readable order, its animations,
/// sublayers (back to front) and mask.
final class SceneNode {
  let id: String
  var type: String?
  var properties: [(String, YAMLText)] = []
  var animations: [YAMLText] = []
  var sublayers: [SceneNode] = []
  var mask: SceneNode?
  /// A replicator's `instanceCount` (1 for any other layer), for counting drawn layers.
  var copies = 1

  init(id: String, type: String? = nil) {
    self.id = id
    self.type = type
  }

  func set(_ key: String, _ value: YAMLText) {
    if let i = properties.firstIndex(where: { $0.0 == key }) {
      properties[i].1 = value
    } else {
      properties.append((key, value))
    }
  }

  func has(_ key: String) -> Bool { properties.contains { $0.0 == key } }

  /// Layers this node draws in one frame, counted as the scene decoder counts them (itself,
  /// its mask, and its sublayers once per replicator copy, nested replicators multiplied),
  /// saturating at `cap`.
  func drawnLayers(cap: Int) -> Int {
    let mask = self.mask?.drawnLayers(cap: cap) ?? 0
    let inner = Self.drawnLayers(sublayers, cap: cap)
    let (product, overflow) = copies.multipliedReportingOverflow(by: inner)
    return Self.saturatingSum([1, mask, overflow ? cap : product], cap: cap)
  }

  static func drawnLayers(_ nodes: [SceneNode], cap: Int) -> Int {
    saturatingSum(nodes.map { $0.drawnLayers(cap: cap) }, cap: cap)
  }

  private static func saturatingSum(_ counts: [Int], cap: Int) -> Int {
    var total = 0
    for count in counts {
      let (sum, overflow) = total.addingReportingOverflow(count)
      total = overflow ? cap : min(sum, cap)
    }
    return total
  }

  var yaml: YAMLText {
    var entries: [(String, YAMLText)] = [("id", .scalar(id))]
    if let type { entries.append(("type", .scalar(type))) }
    entries += properties
    if let mask { entries.append(("mask", mask.yaml)) }
    if !animations.isEmpty { entries.append(("animations", .list(animations))) }
    if !sublayers.isEmpty { entries.append(("sublayers", .list(sublayers.map(\.yaml)))) }
    return .map(entries)
  }
}

/// Scene ids from Lottie names: `[A-Za-z_][A-Za-z0-9_-]*`, lower-case words joined by
/// '-', made unique with a numeric suffix.
struct IdAllocator {
  private var used: Set<String> = []

  static func sanitize(_ name: String) -> String {
    var words: [String] = []
    var current = ""
    for ch in name.unicodeScalars {
      if ch.properties.isAlphabetic && ch.isASCII || ("0"..."9").contains(ch) {
        current.unicodeScalars.append(ch)
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    var id = words.map { $0.lowercased() }.joined(separator: "-")
    if id.isEmpty { id = "layer" }
    if let first = id.unicodeScalars.first, ("0"..."9").contains(first) { id = "l" + id }
    return id
  }

  mutating func unique(_ name: String) -> String {
    let base = Self.sanitize(name)
    var id = base
    var n = 2
    while used.contains(id) {
      id = "\(base)-\(n)"
      n += 1
    }
    used.insert(id)
    return id
  }
}

/// Colors and paths used more than once become `defs` entries; the rest stay inline.
struct SharedValues {
  private var colorOrder: [String] = []
  private var colorUses: [String: (count: Int, owner: String)] = [:]
  private var pathOrder: [String] = []
  private var pathUses: [String: (count: Int, owner: String)] = [:]
  private var names: [String: String] = [:]

  static let marker: Character = "\u{1}"

  mutating func color(_ hex: String, owner: String) -> YAMLText {
    if let use = colorUses[hex] {
      colorUses[hex] = (use.count + 1, use.owner)
    } else {
      colorUses[hex] = (1, owner)
      colorOrder.append(hex)
    }
    return .scalar("\u{1}C" + hex)
  }

  mutating func path(_ d: String, owner: String) -> YAMLText {
    if let use = pathUses[d] {
      pathUses[d] = (use.count + 1, use.owner)
    } else {
      pathUses[d] = (1, owner)
      pathOrder.append(d)
    }
    return .scalar("\u{1}P" + d)
  }

  /// The `defs` section and the tree with every marker replaced.
  mutating func resolve(_ tree: YAMLText) -> (defs: YAMLText?, tree: YAMLText) {
    var ids = IdAllocator()
    var colors: [(String, YAMLText)] = []
    for hex in colorOrder where colorUses[hex]!.count > 1 {
      let name = ids.unique(colorUses[hex]!.owner + "-color")
      names["C" + hex] = name
      colors.append((name, .string(hex)))
    }
    var paths: [(String, YAMLText)] = []
    for d in pathOrder where pathUses[d]!.count > 1 {
      let name = ids.unique(pathUses[d]!.owner + "-path")
      names["P" + d] = name
      paths.append((name, .map([("d", .string(d))])))
    }
    var defs: [(String, YAMLText)] = []
    if !colors.isEmpty { defs.append(("colors", .map(colors))) }
    if !paths.isEmpty { defs.append(("paths", .map(paths))) }
    return (defs.isEmpty ? nil : .map(defs), replace(tree))
  }

  private func replace(_ node: YAMLText) -> YAMLText {
    switch node {
    case .scalar(let s):
      guard s.first == Self.marker else { return node }
      let key = String(s.dropFirst())
      if let name = names[key] { return .string("$" + name) }
      if key.hasPrefix("C") { return .string(String(key.dropFirst())) }
      return .map([("d", .string(String(key.dropFirst())))])
    case .map(let entries): return .map(entries.map { ($0.0, replace($0.1)) })
    case .list(let items): return .list(items.map(replace))
    }
  }
}
