/// What one pass over a render tree (a writer, lint's sampling) made of each node, kept for
/// the pass over the next tree of the same builder: the builder hands out a node again (the
/// same object) when nothing it depends on changed, and the pass may then reuse what it
/// made of it. The pass keeps its output as one flat log per tree (the SVG writer: the
/// document's bytes); an entry says where a node's part of the log lies, with a `Note` of
/// whatever else the pass needs to decide and to replay (the SVG writer: the depth; lint:
/// the transform and the box).
///
/// Entries are in walk order, a node's entries followed by those of the nodes inside it,
/// and indexed by the node's tree position (`RenderLayer.position`). They hold their nodes,
/// so a node found is the node (identity is safe). Only the last tree's entries are kept,
/// so memory does not grow with the frames.
///
/// A value, held by the pass (a class's stored `var`s cost a dynamic exclusivity check on
/// every access, more than the work here), and inlinable, so the pass specializes it for
/// its `Note` (unspecialized, each call went through generic witnesses).
public struct RenderPassMemo<Note> {
  public struct Entry {
    public let layer: RenderLayer
    public var note: Note
    /// Where the node's part lies in its tree's log.
    public var start: Int
    public var end: Int
    /// The index after the last entry of a node inside this one.
    @usableFromInline var subtreeEnd: Int

    @usableFromInline
    init(layer: RenderLayer, note: Note, start: Int, end: Int, subtreeEnd: Int) {
      self.layer = layer
      self.note = note
      self.start = start
      self.end = end
      self.subtreeEnd = subtreeEnd
    }
  }

  /// The last tree's entries, and per tree position the index of its entry there (-1).
  @usableFromInline var previous: [Entry] = []
  @usableFromInline var previousIndex: [Int] = []
  /// The tree being passed over.
  @usableFromInline var entries: [Entry] = []
  @usableFromInline var index: [Int] = []

  @inlinable public init() {}

  /// The entry the last tree's pass made of `layer`, if it met this very node.
  @inlinable public func last(_ layer: RenderLayer) -> Entry? {
    let position = layer.position
    guard position >= 0, position < previousIndex.count else { return nil }
    let k = previousIndex[position]
    guard k >= 0, previous[k].layer === layer else { return nil }
    return previous[k]
  }

  /// Keeps the last tree's entry of `layer` (found by `last`) and those of the nodes inside
  /// it for the next tree, their parts now `shift` later in the log.
  @inlinable public mutating func carry(_ layer: RenderLayer, shift: Int) {
    let k = previousIndex[layer.position]
    let first = entries.count
    for j in k..<previous[k].subtreeEnd {
      var entry = previous[j]
      entry.start += shift
      entry.end += shift
      entry.subtreeEnd += first - k
      record(entry)
    }
  }

  /// A node about to be passed over, its part starting at `start`; `close` it when done.
  /// Nodes made without a position are not kept (-1).
  @inlinable public mutating func open(_ layer: RenderLayer, note: Note, start: Int) -> Int {
    guard layer.position >= 0 else { return -1 }
    record(Entry(layer: layer, note: note, start: start, end: start, subtreeEnd: 0))
    return entries.count - 1
  }

  @inlinable public mutating func close(_ entry: Int, end: Int, note: Note? = nil) {
    guard entry >= 0 else { return }
    entries[entry].end = end
    entries[entry].subtreeEnd = entries.count
    if let note { entries[entry].note = note }
  }

  /// The tree is done: its entries become the last tree's.
  @inlinable public mutating func finish() {
    // Through the buffer: a for-in copies each entry (a retain and release of its node).
    previous.withUnsafeBufferPointer { previous in
      for k in previous.indices { previousIndex[previous[k].layer.position] = -1 }
    }
    swap(&previous, &entries)
    swap(&previousIndex, &index)
    entries.removeAll(keepingCapacity: true)
  }

  @inlinable mutating func record(_ entry: Entry) {
    let position = entry.layer.position
    if position >= index.count {
      let count = Swift.max(position + 1, 2 * index.count)
      index.append(contentsOf: repeatElement(-1, count: count - index.count))
      previousIndex.append(contentsOf: repeatElement(-1, count: count - previousIndex.count))
    }
    index[position] = entries.count
    entries.append(entry)
  }
}
