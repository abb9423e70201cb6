/// YAML 1.1 merge keys (`<<: *base` or `<<: [*a, *b]`), supported because scenes share
/// layer properties through anchors.
///
/// Rules (as the YAML 1.1 merge type): only a plain, untagged `<<` key merges (a quoted
/// `"<<"` is an ordinary key); its value is a mapping or a sequence of mappings. Keys written
/// in the mapping itself win over merged ones wherever they appear; among merged mappings
/// the earlier one wins. Merged entries take the place of the `<<` entry and keep the ranges
/// of their definition, so a bad merged value is reported where it is written.
enum MergeKey {
  /// A `<<` entry: its position among the mapping's explicit entries and the mappings it
  /// merges (node indices in the tree).
  struct Pending {
    var position: Int
    var sources: [Int32]
  }

  /// The mappings a merge value names, or nil when it is not a mapping or a list of them.
  static func sources(_ value: Int32, in tree: YAMLTree.Storage) -> [Int32]? {
    let record = tree.records[Int(value)]
    switch record.kind {
    case .mapping:
      return [value]
    case .sequence:
      let items = tree.items[Int(record.start)..<Int(record.start + record.count)]
      guard items.allSatisfy({ tree.records[Int($0)].kind == .mapping }) else { return nil }
      return Array(items)
    case .scalar:
      return nil
    }
  }

  /// Appends the mapping's entries to `tree.entries` with the merged ones in place of each
  /// `<<` entry.
  static func apply(
    _ merges: [Pending], to entries: ArraySlice<YAMLTree.Entry>, in tree: inout YAMLTree.Storage
  ) {
    var taken = Set(entries.map { tree.text($0.key) })
    var result: [YAMLTree.Entry] = []
    var mergeIndex = 0
    for position in 0...entries.count {
      while mergeIndex < merges.count, merges[mergeIndex].position == position {
        for source in merges[mergeIndex].sources {
          let record = tree.records[Int(source)]
          for entry in tree.entries[Int(record.start)..<Int(record.start + record.count)]
          where taken.insert(tree.text(entry.key)).inserted {
            result.append(entry)
          }
        }
        mergeIndex += 1
      }
      if position < entries.count { result.append(entries[entries.startIndex + position]) }
    }
    tree.entries.append(contentsOf: result)
  }
}
