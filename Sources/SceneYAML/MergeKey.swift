/// YAML 1.1 merge keys (`<<: *base` or `<<: [*a, *b]`), supported because scenes share
/// layer properties through anchors.
///
/// Rules (as the YAML 1.1 merge type): only a plain, untagged `<<` key merges (a quoted
/// `"<<"` is an ordinary key); its value is a mapping or a sequence of mappings. Keys written
/// in the mapping itself win over merged ones wherever they appear; among merged mappings
/// the earlier one wins. Merged entries take the place of the `<<` entry and keep the ranges
/// of their definition, so a bad merged value is reported where it is written.
enum MergeKey {
  /// A `<<` entry: its position among the mapping's explicit entries and what it merges.
  struct Pending {
    var position: Int
    var sources: [YAMLMapping]
  }

  static func isMergeKey(_ key: YAMLScalar) -> Bool {
    key.value == "<<" && key.style == .plain && key.tag == nil
  }

  /// The mappings a merge value names, or nil when it is not a mapping or a list of them.
  static func sources(_ value: YAMLNode) -> [YAMLMapping]? {
    switch value {
    case .mapping(let mapping):
      return [mapping]
    case .sequence(let sequence):
      let mappings = sequence.items.compactMap(\.mapping)
      return mappings.count == sequence.items.count ? mappings : nil
    case .scalar:
      return nil
    }
  }

  static func apply(_ merges: [Pending], to entries: [YAMLMappingEntry]) -> [YAMLMappingEntry] {
    var taken = Set(entries.map(\.key.value))
    var result: [YAMLMappingEntry] = []
    var mergeIndex = 0
    for position in 0...entries.count {
      while mergeIndex < merges.count, merges[mergeIndex].position == position {
        for source in merges[mergeIndex].sources {
          for entry in source.entries where taken.insert(entry.key.value).inserted {
            result.append(entry)
          }
        }
        mergeIndex += 1
      }
      if position < entries.count { result.append(entries[position]) }
    }
    return result
  }
}
