import SceneGeometry
import SceneRender

/// The bytes of every layer written in the last frame, kept with the builder of the frames
/// (`RenderFrameMemo`), so that a layer the builder hands out again (the same object,
/// immutable) is copied instead of spelled again.
///
/// A layer's markup depends on the layer, on its nesting depth (indentation), on the
/// precision and on the text rendering, and on nothing else: the writer collects nothing
/// across a frame (every definition sits in the `<defs>` of its own layer). So a layer is
/// copied only at the depth it was written at, and a memo made for another precision or
/// text rendering is replaced. Only the last frame is kept (`RenderPassMemo`).
///
/// A value the writer holds while it writes (see `RenderPassMemo` on why), kept between
/// frames in a `Box`.
struct SVGLayerBytes {
  let precision: Int
  let textRendering: TextRendering

  /// What the builder's memo holds between frames.
  final class Box {
    var bytes: SVGLayerBytes?

    /// The memo for this precision and text rendering, moved out (so that its storage is
    /// not shared, and not copied when written to); a new one when there is none or it is
    /// for others.
    func take(precision: Int, textRendering: TextRendering) -> SVGLayerBytes {
      defer { bytes = nil }
      if let bytes, bytes.precision == precision, bytes.textRendering == textRendering { return bytes }
      return SVGLayerBytes(precision: precision, textRendering: textRendering)
    }
  }

  /// Per layer written: its depth; its bytes are a range of its document's.
  private var layers = RenderPassMemo<Int>()
  /// The last frame's document.
  private var previousBytes = ByteBuffer(capacity: 0)
  private var documentStart = 0

  /// The texts of the numbers written (`SVGMarkup.numbers`), kept for the next frame too.
  let numbers: FixedDecimal.TextCache

  /// How many layers were copied rather than written (each counts once, whatever it
  /// holds; tests check the reuse).
  private(set) var copiedCount = 0

  init(precision: Int, textRendering: TextRendering) {
    self.precision = precision
    self.textRendering = textRendering
    numbers = FixedDecimal.TextCache(format: FixedDecimal.Format(digits: precision))
  }

  /// A document starts at the current end of `out`.
  mutating func start(_ out: ByteBuffer) {
    documentStart = out.count
  }

  /// Appends the layer's markup of the last frame when it was written there at `depth`;
  /// false when it was not.
  mutating func copy(_ layer: RenderLayer, depth: Int, into out: ByteBuffer) -> Bool {
    guard let old = layers.last(layer), old.note == depth else { return false }
    let start = out.count - documentStart
    previousBytes.withUnsafeBytes { bytes in
      out.append(UnsafeRawBufferPointer(rebasing: bytes[old.start..<old.end]))
    }
    layers.carry(layer, shift: start - old.start)
    copiedCount += 1
    return true
  }

  /// A layer about to be written at `depth`; `close` it when its markup is complete.
  mutating func open(_ layer: RenderLayer, depth: Int, in out: ByteBuffer) -> Int {
    layers.open(layer, note: depth, start: out.count - documentStart)
  }

  mutating func close(_ entry: Int, in out: ByteBuffer) {
    layers.close(entry, end: out.count - documentStart)
  }

  /// The document is complete: its bytes and layers become the last frame's.
  mutating func finish(_ out: ByteBuffer) {
    previousBytes.removeAll()
    out.withUnsafeBytes { bytes in
      previousBytes.append(UnsafeRawBufferPointer(rebasing: bytes[documentStart...]))
    }
    layers.finish()
  }
}
