/// What one pass over a render tree (a writer, lint's sampling) made of each node, kept for
/// the pass over the next tree of the same builder: the builder hands out a node again (the
/// same object) when nothing it depends on changed, and the pass may then reuse what it
/// made of it. The pass keeps its output as one flat log per tree (the SVG writer: the
/// document's bytes); an entry says where a node's part of the log lies, with a `Note` of
/// whatever else the pass needs to decide and to replay (the SVG writer: the depth; lint:
/// the transform and the box).
///
/// Entries are in walk order, a node's entries followed by those of the nodes inside it,
/// and indexed by the node's tree position (`RenderLayer.position`). An entry names its
/// node by serial (`RenderLayer.serial`, unique in the process), so a node found is the
/// node; it does not hold it: entries are plain values, copied, dropped and swapped
/// without reference counting. Only the last tree's entries are kept, so memory does not
/// grow with the frames.
///
/// A value, held by the pass (a class's stored `var`s cost a dynamic exclusivity check on
/// every access, more than the work here), and inlinable, so the pass specializes it for
/// its `Note` (unspecialized, each call went through generic witnesses).
public struct RenderPassMemo<Note> {
  public struct Entry {
    /// The node's `RenderLayer.serial`.
    @usableFromInline let serial: Int
    public var note: Note
    /// Where the node's part lies in its tree's log.
    public var start: Int
    public var end: Int
    /// The index after the last entry of a node inside this one.
    @usableFromInline var subtreeEnd: Int
    @usableFromInline let position: Int

    @usableFromInline
    init(serial: Int, position: Int, note: Note, start: Int, end: Int, subtreeEnd: Int) {
      self.serial = serial
      self.position = position
      self.note = note
      self.start = start
      self.end = end
      self.subtreeEnd = subtreeEnd
    }
  }

  /// The last tree's entries, and per tree position the index of its entry there. An
  /// index is not cleared when its tree is done: one that is stale (from an older tree, or
  /// past the end) names an entry of another serial, or none, and finds nothing.
  @usableFromInline var previous: [Entry] = []
  @usableFromInline var previousIndex: [Int] = []
  /// The tree being passed over.
  @usableFromInline var entries: [Entry] = []
  @usableFromInline var index: [Int] = []

  @inlinable public init() {}

  /// The entry the last tree's pass made of `layer`, if it met this very node.
  @inlinable public func last(_ layer: RenderLayer) -> Entry? {
    guard let k = lastIndex(layer) else { return nil }
    return previous[k]
  }

  @inlinable func lastIndex(_ layer: RenderLayer) -> Int? {
    let position = layer.position
    guard position >= 0, position < previousIndex.count else { return nil }
    let k = previousIndex[position]
    guard k >= 0, k < previous.count, previous[k].serial == layer.serial else { return nil }
    return k
  }

  /// Keeps the last tree's entry of `layer` (found by `last`) and those of the nodes inside
  /// it for the next tree, their parts now `shift` later in the log.
  @inlinable public mutating func carry(_ layer: RenderLayer, shift: Int) {
    guard let k = lastIndex(layer) else { return }
    let first = entries.count
    let end = previous[k].subtreeEnd
    entries.reserveCapacity(first + end - k)
    previous.withUnsafeBufferPointer { previous in
      for j in k..<end {
        var entry = previous[j]
        entry.start += shift
        entry.end += shift
        entry.subtreeEnd += first - k
        record(entry)
      }
    }
  }

  /// A node about to be passed over, its part starting at `start`; `close` it when done.
  /// Nodes made without a position are not kept (-1).
  @inlinable public mutating func open(_ layer: RenderLayer, note: Note, start: Int) -> Int {
    guard layer.position >= 0 else { return -1 }
    record(Entry(serial: layer.serial, position: layer.position, note: note, start: start, end: start, subtreeEnd: 0))
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
    swap(&previous, &entries)
    swap(&previousIndex, &index)
    entries.removeAll(keepingCapacity: true)
  }

  @inlinable mutating func record(_ entry: Entry) {
    let position = entry.position
    if position >= index.count {
      let count = Swift.max(position + 1, 2 * index.count)
      index.append(contentsOf: repeatElement(-1, count: count - index.count))
      previousIndex.append(contentsOf: repeatElement(-1, count: count - previousIndex.count))
    }
    index[position] = entries.count
    entries.append(entry)
  }
}
