import SceneDiagnostics
import SceneYAML

/// The scene file's YAML nodes by source range, so rules can go from a range the decoder
/// recorded (a value) to the node written there, and to the key it belongs to.
struct RawSceneIndex: Sendable {
  private var nodes = RangeTable<YAMLNode>()
  private var keys = RangeTable<YAMLScalar>()

  /// The first node (and key) met at a range, in document order, wins. Collected into
  /// arrays first and made into tables once (`RangeTable`: no growing, a cheap hash).
  init(root: YAMLNode?) {
    guard let root else { return }
    var list = Lists()
    Self.collect(root, range: root.range, into: &list)
    nodes = RangeTable(ranges: list.nodeRanges, values: list.nodes)
    keys = RangeTable(ranges: list.keyRanges, values: list.keys)
  }

  /// Ranges and values in separate arrays: arrays of (range, value) pairs were copied and
  /// destroyed through generic tuple witnesses.
  private struct Lists {
    var nodeRanges: [SourceRange] = []
    var nodes: [YAMLNode] = []
    var keyRanges: [SourceRange] = []
    var keys: [YAMLScalar] = []
  }

  private static func collect(_ node: YAMLNode, range: SourceRange, into list: inout Lists) {
    list.nodeRanges.append(range)
    list.nodes.append(node)
    switch node {
    case .scalar: break
    case .sequence(let sequence):
      for item in sequence.items { collect(item, range: item.range, into: &list) }
    case .mapping(let mapping):
      for entry in mapping.entries {
        let valueRange = entry.value.range
        list.keyRanges.append(valueRange)
        list.keys.append(entry.key)
        collect(entry.value, range: valueRange, into: &list)
      }
    }
  }

  /// The node written at `range`, if any.
  func node(at range: SourceRange?) -> YAMLNode? {
    guard let range else { return nil }
    return nodes[range]
  }

  /// The scalar written at `range`, if it is one.
  func scalar(at range: SourceRange?) -> YAMLScalar? { node(at: range)?.scalar }

  /// The mapping key whose value stands at `range`.
  func key(ofValueAt range: SourceRange?) -> YAMLScalar? {
    guard let range else { return nil }
    return keys[range]
  }

  /// The entry `key` of the mapping written at `range` (a layer's or an animation's).
  func entry(_ key: String, inMappingAt range: SourceRange?) -> YAMLMappingEntry? {
    node(at: range)?.mapping?.entry(key)
  }
}

/// A read-only table from source ranges to values, built once from pairs (the first pair
/// of a range wins, as `Dictionary(_:uniquingKeysWith: { first, _ in first })`). Open
/// addressing with a multiplicative hash of the range's numbers: `Dictionary` hashed all
/// six numbers of each range with SipHash, most of the index's cost.
struct RangeTable<Value>: Sendable where Value: Sendable {
  private var ranges: [SourceRange] = []
  private var values: [Value] = []
  /// Indices into `ranges` and `values`, -1 for an empty place; a power of two long.
  private var places: [Int32] = []

  init() {}

  /// `ranges[i]` maps to `values[i]`.
  init(ranges list: [SourceRange], values all: [Value]) {
    var capacity = 8
    while capacity < 2 * list.count { capacity *= 2 }
    var places = [Int32](repeating: -1, count: capacity)
    var kept: [Int] = []
    kept.reserveCapacity(list.count)
    let mask = capacity - 1
    for (index, range) in list.enumerated() {
      var place = Self.hash(range) & mask
      var isNew = true
      while places[place] >= 0 {
        if list[kept[Int(places[place])]] == range {
          isNew = false
          break
        }
        place = (place + 1) & mask
      }
      guard isNew else { continue }
      places[place] = Int32(kept.count)
      kept.append(index)
    }
    if kept.count == list.count {
      ranges = list
      values = all
    } else {
      ranges = kept.map { list[$0] }
      values = kept.map { all[$0] }
    }
    self.places = places
  }

  subscript(range: SourceRange) -> Value? {
    guard !places.isEmpty else { return nil }
    let mask = places.count - 1
    var place = Self.hash(range) & mask
    while places[place] >= 0 {
      let index = Int(places[place])
      if ranges[index] == range { return values[index] }
      place = (place + 1) & mask
    }
    return nil
  }

  private static func hash(_ range: SourceRange) -> Int {
    var h = UInt64(truncatingIfNeeded: range.start.line) &* 0x9E37_79B9_7F4A_7C15
    h ^= UInt64(truncatingIfNeeded: range.start.column) &* 0xC2B2_AE3D_27D4_EB4F
    h ^= UInt64(truncatingIfNeeded: range.end.line) &* 0x1656_67B1_9E37_79F9
    h ^= UInt64(truncatingIfNeeded: range.end.column) &* 0x27D4_EB2F_1656_67C5
    h ^= UInt64(truncatingIfNeeded: range.start.offset) &* 0x85EB_CA77_C2B2_AE63
    h ^= h >> 29
    h = h &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: h >> 32)
  }
}
