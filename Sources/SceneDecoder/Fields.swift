import SceneDiagnostics
import SceneYAML

/// A mapping with its keys indexed once, so the decoders' many "is this key present?"
/// lookups do not each scan the entries. The first occurrence of a key wins, as in
/// `YAMLMapping`.
struct Fields {
  let mapping: YAMLMapping
  let entries: YAMLMappingEntries
  /// Position of each key's first occurrence; nil for small mappings (most of them), which
  /// are searched linearly: comparing a few short keys is cheaper than hashing them.
  private let index: [String: Int]?

  /// Mappings with more entries than this get the hash index.
  static let indexThreshold = 8

  init(_ mapping: YAMLMapping) {
    self.mapping = mapping
    entries = mapping.entries
    guard entries.count > Self.indexThreshold else {
      index = nil
      return
    }
    var index: [String: Int] = [:]
    index.reserveCapacity(entries.count)
    for position in entries.indices {
      let key = entries.keyText(position)
      if index[key] == nil { index[key] = position }
    }
    self.index = index
  }

  var range: SourceRange { mapping.range }

  private func position(of key: String) -> Int? {
    if let index { return index[key] }
    // The decoders look up the format's keys, which are ASCII.
    return entries.firstIndex(ofASCIIKey: key)
  }

  subscript(key: String) -> YAMLNode? {
    position(of: key).map { entries[$0].value }
  }

  func entry(_ key: String) -> YAMLMappingEntry? {
    position(of: key).map { entries[$0] }
  }
}
