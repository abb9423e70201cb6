import SceneGeometry
import SceneRender

/// The bytes of every layer written in the last frame, kept with the builder of the frames
/// (`RenderFrameMemo`), so that a layer the builder hands out again (the same object,
/// immutable) is copied instead of spelled again.
///
/// A layer's markup depends on the layer, on its nesting depth (indentation), on the
/// precision and on the text rendering, and on nothing else: the writer collects nothing
/// across a frame (every definition sits in the `<defs>` of its own layer). So an entry is
/// used only at the depth it was written at, and a memo made for another precision or text
/// rendering is replaced. The entries hold their layers, so identity is safe; only the
/// last frame's are kept (memory does not grow with the frames).
final class SVGLayerBytes {
  let precision: Int
  let textRendering: TextRendering

  /// A written layer: where its markup lies in its frame's bytes (offsets from the
  /// document's start), and the entries of the layers inside it, which follow it
  /// (`subtreeEnd` is the index after the last of them).
  private struct Entry {
    let layer: RenderLayer
    var start: Int
    var end: Int
    let depth: Int
    var subtreeEnd: Int
  }

  /// The last frame: its document's bytes and its layers.
  private var previousBytes = ByteBuffer(capacity: 0)
  private var previous: [Entry] = []
  private var previousIndex: [ObjectIdentifier: Int] = [:]

  /// The frame being written.
  private var entries: [Entry] = []
  private var index: [ObjectIdentifier: Int] = [:]
  private var documentStart = 0

  /// How many layers were copied rather than written (each counts once, whatever it
  /// holds; tests check the reuse).
  private(set) var copiedCount = 0

  init(precision: Int, textRendering: TextRendering) {
    self.precision = precision
    self.textRendering = textRendering
  }

  /// A document starts at the current end of `out`.
  func start(_ out: ByteBuffer) {
    documentStart = out.count
    entries.removeAll(keepingCapacity: true)
    index.removeAll(keepingCapacity: true)
  }

  /// Appends the layer's markup of the last frame when it was written there at `depth`;
  /// false when it was not.
  func copy(_ layer: RenderLayer, depth: Int, into out: ByteBuffer) -> Bool {
    guard let k = previousIndex[ObjectIdentifier(layer)] else { return false }
    let old = previous[k]
    guard old.layer === layer, old.depth == depth else { return false }
    let start = out.count - documentStart
    previousBytes.withUnsafeBytes { bytes in
      out.append(UnsafeRawBufferPointer(rebasing: bytes[old.start..<old.end]))
    }
    // The layers inside come along, at their new offsets, for the next frame.
    let shift = start - old.start
    let first = entries.count
    for j in k..<old.subtreeEnd {
      var entry = previous[j]
      entry.start += shift
      entry.end += shift
      entry.subtreeEnd += first - k
      index[ObjectIdentifier(entry.layer)] = entries.count
      entries.append(entry)
    }
    copiedCount += 1
    return true
  }

  /// A layer about to be written at `depth`; `close` it when its markup is complete.
  func open(_ layer: RenderLayer, depth: Int, in out: ByteBuffer) -> Int {
    let start = out.count - documentStart
    index[ObjectIdentifier(layer)] = entries.count
    entries.append(Entry(layer: layer, start: start, end: start, depth: depth, subtreeEnd: 0))
    return entries.count - 1
  }

  func close(_ entry: Int, in out: ByteBuffer) {
    entries[entry].end = out.count - documentStart
    entries[entry].subtreeEnd = entries.count
  }

  /// The document is complete: its bytes and layers become the last frame's.
  func finish(_ out: ByteBuffer) {
    previousBytes.removeAll()
    out.withUnsafeBytes { bytes in
      previousBytes.append(UnsafeRawBufferPointer(rebasing: bytes[documentStart...]))
    }
    swap(&previous, &entries)
    swap(&previousIndex, &index)
    entries.removeAll(keepingCapacity: true)
    index.removeAll(keepingCapacity: true)
  }
}
