public import SceneDiagnostics

/// Finding the node written at a source range, for tools that hold a range the decoder
/// recorded (lint's rules) and want what stands there as written.
///
/// "The first in document order" is the node a walk of the whole tree, parents before
/// children and in source order, meets first with that range. The search gives the same
/// node without that walk: a collection's range holds its children's, so only subtrees
/// whose range holds the wanted one are entered. The exceptions are the nodes an alias or
/// a merge key repeats, which keep the ranges of their definition, outside the collection
/// that repeats them; but the definition comes earlier in the file, so the walk meets the
/// original there first, where the search finds it too. Building a table of every node for
/// a few look-ups cost lint about 1 M instructions per scene (a 6 KB file), most of its
/// findings' time; a look-up now costs a few hundred.
extension YAMLNode {
  /// The first node of this subtree, in document order, written at `range` (this node
  /// included).
  public func firstNode(at range: SourceRange) -> YAMLNode? {
    let tree = handle.tree
    return YAMLNodeSearch(tree: tree, target: range).node(handle.index, entries: handle.entries).map(tree.node)
  }

  /// The key of the first mapping entry of this subtree, in document order, whose value is
  /// written at `range`.
  public func firstKey(ofValueAt range: SourceRange) -> YAMLScalar? {
    let tree = handle.tree
    return YAMLNodeSearch(tree: tree, target: range).key(handle.index, entries: handle.entries).map {
      YAMLScalar(tree: tree, index: $0)
    }
  }

  /// The tree, the node's record and, for a mapping handle that dropped entries
  /// (`removingEntries(where:)`), the positions it kept.
  private var handle: (tree: YAMLTree, index: Int32, entries: [Int32]?) {
    switch self {
    case .scalar(let scalar): (scalar.tree, scalar.index, nil)
    case .mapping(let mapping): (mapping.tree, mapping.index, mapping.kept)
    case .sequence(let sequence): (sequence.tree, sequence.index, nil)
    }
  }
}

/// The search of `firstNode(at:)` and `firstKey(ofValueAt:)` over a tree's records.
private struct YAMLNodeSearch {
  let tree: YAMLTree
  let target: SourceRange

  /// The first node at `target` in the subtree of record `index`. `entries`: the mapping's
  /// entry positions when they are not its own (the handle the search starts from).
  func node(_ index: Int32, entries: [Int32]? = nil) -> Int32? {
    let record = tree.records[Int(index)]
    if record.range == target { return index }
    guard holds(record.range) else { return nil }
    switch record.kind {
    case .scalar:
      return nil
    case .sequence:
      for position in Int(record.start)..<Int(record.start + record.count) {
        if let found = node(tree.items[position]) { return found }
      }
    case .mapping:
      return firstEntry(of: record, entries) { node(tree.entries[$0].value) }
    }
    return nil
  }

  /// The key of the first entry whose value is at `target` in the subtree of record
  /// `index` (an entry's key before anything inside its value, as the walk meets them).
  func key(_ index: Int32, entries: [Int32]? = nil) -> Int32? {
    let record = tree.records[Int(index)]
    guard holds(record.range) else { return nil }
    switch record.kind {
    case .scalar:
      return nil
    case .sequence:
      for position in Int(record.start)..<Int(record.start + record.count) {
        if let found = key(tree.items[position]) { return found }
      }
    case .mapping:
      return firstEntry(of: record, entries) { position in
        let entry = tree.entries[position]
        if tree.records[Int(entry.value)].range == target { return entry.key }
        return key(entry.value)
      }
    }
    return nil
  }

  /// The first non-nil `body` of the mapping's entry positions, in order.
  private func firstEntry(of record: YAMLTree.Record, _ kept: [Int32]?, _ body: (Int) -> Int32?) -> Int32? {
    if let kept {
      for position in kept { if let found = body(Int(position)) { return found } }
    } else {
      for position in Int(record.start)..<Int(record.start + record.count) {
        if let found = body(position) { return found }
      }
    }
    return nil
  }

  /// Whether `outer` starts at or before the target and ends at or after it.
  private func holds(_ outer: SourceRange) -> Bool {
    !(target.start < outer.start) && !(outer.end < target.end)
  }
}
