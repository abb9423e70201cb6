import SceneDiagnostics
import SceneYAML

/// A mapping as the structure decoders read it: looked up by the format's keys. The first
/// occurrence of a key wins, as in `YAMLMapping`.
///
/// Lookups scan the entries by `KeySignature` (integers; a String comparison only for a
/// likely match). No hash index: the decoders look up a bounded number of format keys per
/// mapping, and scanning a few integers per lookup is cheaper than hashing every key.
struct Fields {
  let mapping: YAMLMapping
  let entries: YAMLMappingEntries
  /// Keys written with nothing after them, dropped after their `missing-value`.
  let blankKeys: [String]

  init(_ mapping: YAMLMapping, blankKeys: [String] = []) {
    self.mapping = mapping
    entries = mapping.entries
    self.blankKeys = blankKeys
  }

  var range: SourceRange { mapping.range }

  subscript(key: String) -> YAMLNode? {
    entries.firstIndex(ofASCIIKey: key).map { entries[$0].value }
  }

  func entry(_ key: String) -> YAMLMappingEntry? {
    entries.firstIndex(ofASCIIKey: key).map { entries[$0] }
  }
}
