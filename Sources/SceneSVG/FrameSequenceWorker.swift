import SceneGeometry
import SceneRender

/// One rendering thread of `FrameSequenceWriter`: its render tree builder (nodes reused from
/// frame to frame), its hasher (digests resumed from the bytes shared with its last frame),
/// and the rendered frame it may hold back.
///
/// Where the CPU hashes two frames in about the time of one (`FrameHasher.pairs`: the SHA
/// extensions), a rendered frame waits for the thread's next one and the two are hashed
/// together (docs/performance.md, "Two frames hashed at once (fifteenth session)"). A held
/// frame is put in line (hashed alone) before the thread would wait for room in the queue,
/// since the window may be waiting for that very frame; and when the thread runs out of
/// frames (`flush`). So frames are held back only while rendering runs no further ahead than
/// the queue allows, when the run is bound by the CPU, which is when hashing costs time.
struct FrameSequenceWorker {
  let tree: RenderTreeBuilder
  let hasher: FrameHasher
  /// The rendered frame held back, its digest not yet made.
  private var held: (slot: Int, frame: FrameWriteQueue.Finished)?

  init(precision: Int, hasher: FrameHasher = FrameHasher()) {
    tree = RenderTreeBuilder(precision: precision)
    self.hasher = hasher
  }

  /// An empty buffer to render `slot` into; waits for room in the queue only with no frame
  /// held back.
  mutating func buffer(for slot: Int, in queue: FrameWriteQueue) throws -> ByteBuffer {
    if held != nil {
      if let buffer = try queue.bufferIfRoom(for: slot) { return buffer }
      try flush(into: queue)
    }
    return try queue.buffer(for: slot)
  }

  /// `slot`'s frame is in `buffer`: hashed and put in line, with the frame held back if there
  /// is one, or held back itself.
  mutating func rendered(_ slot: Int, in buffer: ByteBuffer, path: String, queue: FrameWriteQueue) throws {
    var frame = FrameWriteQueue.Finished(buffer: buffer, path: path, sha256: "")
    guard var first = held else {
      if hasher.pairs {
        held = (slot, frame)
      } else {
        frame.sha256 = buffer.withUnsafeBytes { hasher.hex($0) }
        try queue.finish(slot, frame)
      }
      return
    }
    held = nil
    (first.frame.sha256, frame.sha256) = first.frame.buffer.withUnsafeBytes { a in
      buffer.withUnsafeBytes { b in hasher.hexPair(a, b) }
    }
    try queue.finish(first.slot, first.frame)
    try queue.finish(slot, frame)
  }

  /// The frame held back, if any: hashed alone and put in line.
  mutating func flush(into queue: FrameWriteQueue) throws {
    guard var first = held else { return }
    held = nil
    first.frame.sha256 = first.frame.buffer.withUnsafeBytes { hasher.hex($0) }
    try queue.finish(first.slot, first.frame)
  }
}
