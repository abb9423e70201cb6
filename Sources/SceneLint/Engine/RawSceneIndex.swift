import SceneDiagnostics
import SceneYAML

/// The scene file's YAML nodes by source range, so rules can go from a range the decoder
/// recorded (a value) to the node written there, and to the key it belongs to. Where two
/// nodes share a range (an alias repeats its anchor's), the first in document order is the
/// one written there. Each look-up searches the document from its root
/// (`YAMLNode.firstNode(at:)`: the collections whose ranges hold the range, the whole walk
/// only when they have no such node), so a scene without findings to locate pays for no
/// table of every node.
struct RawSceneIndex: Sendable {
  private let root: YAMLNode?

  init(root: YAMLNode?) {
    self.root = root
  }

  /// The node written at `range`, if any.
  func node(at range: SourceRange?) -> YAMLNode? {
    guard let range else { return nil }
    return root?.firstNode(at: range)
  }

  /// The scalar written at `range`, if it is one.
  func scalar(at range: SourceRange?) -> YAMLScalar? { node(at: range)?.scalar }

  /// The mapping key whose value stands at `range`.
  func key(ofValueAt range: SourceRange?) -> YAMLScalar? {
    guard let range else { return nil }
    return root?.firstKey(ofValueAt: range)
  }

  /// The entry `key` of the mapping written at `range` (a layer's or an animation's).
  func entry(_ key: String, inMappingAt range: SourceRange?) -> YAMLMappingEntry? {
    node(at: range)?.mapping?.entry(key)
  }
}
