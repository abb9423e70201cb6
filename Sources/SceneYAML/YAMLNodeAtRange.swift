public import SceneDiagnostics

/// Finding the node written at a source range, for tools that hold a range the decoder
/// recorded (lint's rules) and want what stands there as written.
///
/// "The first in document order" is the node a walk of the whole tree, parents before
/// children and in source order, meets first with that range. The search gives the same
/// node without that walk: a collection's range holds its children's, so only subtrees
/// whose range holds the wanted one are entered. The exceptions are the nodes an alias or
/// a merge key repeats: the same records as their definition's, with its ranges, outside
/// the collection that repeats them. Where the definition is in the tree, the search finds
/// that same record there. Where it is not (an anchor on the value of a duplicate key,
/// which the tree drops, aliased later), the search finds nothing and the whole walk is
/// made. Building a table of every node for a few look-ups cost lint about 1 M
/// instructions per scene (a 6 KB file), most of its findings' time; a look-up now costs a
/// few hundred.
extension YAMLNode {
  /// The first node of this subtree, in document order, written at `range` (this node
  /// included).
  public func firstNode(at range: SourceRange) -> YAMLNode? {
    let tree = handle.tree
    return YAMLNodeSearch(tree: tree, target: range).first(.node, handle.index, entries: handle.entries).map(tree.node)
  }

  /// The key of the first mapping entry of this subtree, in document order, whose value is
  /// written at `range`.
  public func firstKey(ofValueAt range: SourceRange) -> YAMLScalar? {
    let tree = handle.tree
    return YAMLNodeSearch(tree: tree, target: range).first(.key, handle.index, entries: handle.entries).map {
      YAMLScalar(tree: tree, index: $0)
    }
  }

  /// The tree, the node's record and, for a mapping handle that dropped entries
  /// (`removingEntries(where:)`), the positions it kept.
  var handle: (tree: YAMLTree, index: Int32, entries: [Int32]?) {
    switch self {
    case .scalar(let scalar): (scalar.tree, scalar.index, nil)
    case .mapping(let mapping): (mapping.tree, mapping.index, mapping.kept)
    case .sequence(let sequence): (sequence.tree, sequence.index, nil)
    }
  }
}

/// The search of `firstNode(at:)` and `firstKey(ofValueAt:)` over a tree's records: the walk
/// (each node before its children, a mapping's values in order, each with its key), entering
/// only the collections whose range holds the target, and all of them when that finds
/// nothing.
struct YAMLNodeSearch {
  let tree: YAMLTree
  let target: SourceRange

  /// What a search returns: the node at the target, or the key of the entry whose value
  /// it is.
  enum Wanted { case node, key }

  /// The first node at `target` in the subtree of record `index` (or, `wanted` `.key`, the
  /// key of the first entry whose value is at `target`), from the collections that hold the
  /// target, else from the whole walk (see the extension's comment). `entries`: the
  /// mapping's entry positions when they are not its own (the handle the search starts
  /// from).
  func first(_ wanted: Wanted, _ index: Int32, entries: [Int32]? = nil) -> Int32? {
    firstInHoldingCollections(wanted, index, entries: entries)
      ?? first(wanted, index, key: nil, entries: entries, pruned: false)
  }

  /// What `first` tries first: the search in the collections that hold the target alone.
  func firstInHoldingCollections(_ wanted: Wanted, _ index: Int32, entries: [Int32]? = nil) -> Int32? {
    first(wanted, index, key: nil, entries: entries, pruned: true)
  }

  /// The search in walk order; `key`: the key whose value record `index` is; `pruned`: only
  /// in collections whose range holds the target.
  private func first(_ wanted: Wanted, _ index: Int32, key: Int32?, entries: [Int32]?, pruned: Bool) -> Int32? {
    let record = tree.records[Int(index)]
    if record.range == target, let found = wanted == .node ? index : key { return found }
    if pruned, !holds(record.range) { return nil }
    switch record.kind {
    case .scalar:
      return nil
    case .sequence:
      for position in Int(record.start)..<Int(record.start + record.count) {
        if let found = first(wanted, tree.items[position], key: nil, entries: nil, pruned: pruned) { return found }
      }
      return nil
    case .mapping:
      for number in 0..<(entries?.count ?? Int(record.count)) {
        let entry = tree.entries[entries.map { Int($0[number]) } ?? Int(record.start) + number]
        if let found = first(wanted, entry.value, key: entry.key, entries: nil, pruned: pruned) { return found }
      }
      return nil
    }
  }

  /// Whether `outer` starts at or before the target and ends at or after it.
  private func holds(_ outer: SourceRange) -> Bool {
    !(target.start < outer.start) && !(outer.end < target.end)
  }
}
