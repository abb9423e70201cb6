import SceneDiagnostics
import SceneYAML

/// The scene file's YAML nodes by source range, so rules can go from a range the decoder
/// recorded (a value) to the node written there, and to the key it belongs to.
struct RawSceneIndex: Sendable {
  private var nodes: [SourceRange: YAMLNode] = [:]
  private var keys: [SourceRange: YAMLScalar] = [:]

  init(root: YAMLNode?) {
    if let root { index(root) }
  }

  private mutating func index(_ node: YAMLNode) {
    if nodes[node.range] == nil { nodes[node.range] = node }
    switch node {
    case .scalar: break
    case .sequence(let sequence):
      for item in sequence.items { index(item) }
    case .mapping(let mapping):
      for entry in mapping.entries {
        if keys[entry.value.range] == nil { keys[entry.value.range] = entry.key }
        index(entry.value)
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
