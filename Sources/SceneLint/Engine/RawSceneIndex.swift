import SceneDiagnostics
import SceneYAML

/// The scene file's YAML nodes by source range, so rules can go from a range the decoder
/// recorded (a value) to the node written there, and to the key it belongs to.
struct RawSceneIndex: Sendable {
  private var nodes: [SourceRange: YAMLNode] = [:]
  private var keys: [SourceRange: YAMLScalar] = [:]

  /// The first node (and key) met at a range, in document order, wins. Collected into
  /// arrays first and made into dictionaries once, so that each range is hashed once and the
  /// tables do not grow step by step.
  init(root: YAMLNode?) {
    guard let root else { return }
    var nodeList: [(SourceRange, YAMLNode)] = []
    var keyList: [(SourceRange, YAMLScalar)] = []
    Self.collect(root, range: root.range, nodes: &nodeList, keys: &keyList)
    nodes = Dictionary(nodeList, uniquingKeysWith: { first, _ in first })
    keys = Dictionary(keyList, uniquingKeysWith: { first, _ in first })
  }

  private static func collect(
    _ node: YAMLNode, range: SourceRange, nodes: inout [(SourceRange, YAMLNode)],
    keys: inout [(SourceRange, YAMLScalar)]
  ) {
    nodes.append((range, node))
    switch node {
    case .scalar: break
    case .sequence(let sequence):
      for item in sequence.items { collect(item, range: item.range, nodes: &nodes, keys: &keys) }
    case .mapping(let mapping):
      for entry in mapping.entries {
        let valueRange = entry.value.range
        keys.append((valueRange, entry.key))
        collect(entry.value, range: valueRange, nodes: &nodes, keys: &keys)
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
