import SceneDiagnostics
import SceneYAML

/// A mapping with its keys indexed once, so the decoders' many "is this key present?"
/// lookups do not each scan (and copy) the entries. The first occurrence of a key wins, as
/// in `YAMLMapping`.
struct Fields {
  let mapping: YAMLMapping
  /// Position of each key's first occurrence; nil for small mappings (most of them), which
  /// are searched linearly: comparing a few short keys is cheaper than hashing them.
  private let index: [String: Int]?

  /// Mappings with more entries than this get the hash index.
  static let indexThreshold = 8

  init(_ mapping: YAMLMapping) {
    self.mapping = mapping
    guard mapping.entries.count > Self.indexThreshold else {
      index = nil
      return
    }
    var index: [String: Int] = [:]
    index.reserveCapacity(mapping.entries.count)
    for position in mapping.entries.indices where index[mapping.entries[position].key.value] == nil {
      index[mapping.entries[position].key.value] = position
    }
    self.index = index
  }

  var entries: [YAMLMappingEntry] { mapping.entries }
  var range: SourceRange { mapping.range }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    let entries = mapping.entries
    for position in entries.indices where entries[position].key.value == key { return position }
    return nil
  }

  subscript(key: String) -> YAMLNode? {
    position(of: key).map { mapping.entries[$0].value }
  }

  func entry(_ key: String) -> YAMLMappingEntry? {
    position(of: key).map { mapping.entries[$0] }
  }
}
