import SceneDiagnostics
import SceneYAML

/// A mapping with its keys indexed once, so the decoders' many "is this key present?"
/// lookups do not each scan (and copy) the entries. The first occurrence of a key wins, as
/// in `YAMLMapping`.
struct Fields {
  let mapping: YAMLMapping
  private let index: [String: Int]

  init(_ mapping: YAMLMapping) {
    self.mapping = mapping
    var index: [String: Int] = [:]
    index.reserveCapacity(mapping.entries.count)
    for (position, entry) in mapping.entries.enumerated() where index[entry.key.value] == nil {
      index[entry.key.value] = position
    }
    self.index = index
  }

  var entries: [YAMLMappingEntry] { mapping.entries }
  var range: SourceRange { mapping.range }

  subscript(key: String) -> YAMLNode? {
    index[key].map { mapping.entries[$0].value }
  }

  func entry(_ key: String) -> YAMLMappingEntry? {
    index[key].map { mapping.entries[$0] }
  }
}
