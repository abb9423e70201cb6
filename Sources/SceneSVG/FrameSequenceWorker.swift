import SceneGeometry
import SceneRender
import SceneThreads

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
/// The frames' digests by slot, stored by whichever thread hashed them.
typealias FrameDigests = LockedStrings

struct FrameSequenceWorker {
  let tree: RenderTreeBuilder
  let hasher: FrameHasher
  private var held: Held?

  private struct Held {
    var slot: Int
    var buffer: ByteBuffer
    var path: String
  }

  init(precision: Int, hasher: FrameHasher = FrameHasher()) {
    tree = RenderTreeBuilder(precision: precision)
    self.hasher = hasher
  }

  /// An empty buffer to render `slot` into; waits for room in the queue only with no frame
  /// held back.
  mutating func buffer(for slot: Int, in queue: FrameWriteQueue, digests: FrameDigests) throws -> ByteBuffer {
    if held != nil {
      if let buffer = try queue.bufferIfRoom(for: slot) { return buffer }
      try flush(into: queue, digests: digests)
    }
    return try queue.buffer(for: slot)
  }

  /// `slot`'s frame is in `buffer`: hashed and put in line, with the frame held back if there
  /// is one, or held back itself.
  mutating func rendered(
    _ slot: Int, in buffer: ByteBuffer, path: String, queue: FrameWriteQueue, digests: FrameDigests
  ) throws {
    let frame = Held(slot: slot, buffer: buffer, path: path)
    guard let first = held else {
      if hasher.pairs {
        held = frame
      } else {
        try finish(frame, into: queue, digests: digests)
      }
      return
    }
    held = nil
    let (firstDigest, secondDigest) = first.buffer.withUnsafeBytes { a in
      buffer.withUnsafeBytes { b in hasher.hexPair(a, b) }
    }
    digests.store(firstDigest, at: first.slot)
    digests.store(secondDigest, at: slot)
    try queue.finish(first.slot, FrameWriteQueue.Finished(buffer: first.buffer, path: first.path))
    try queue.finish(slot, FrameWriteQueue.Finished(buffer: buffer, path: path))
  }

  /// The frame held back, if any: hashed alone and put in line.
  mutating func flush(into queue: FrameWriteQueue, digests: FrameDigests) throws {
    guard let first = held else { return }
    held = nil
    try finish(first, into: queue, digests: digests)
  }

  private func finish(_ frame: Held, into queue: FrameWriteQueue, digests: FrameDigests) throws {
    digests.store(frame.buffer.withUnsafeBytes { hasher.hex($0) }, at: frame.slot)
    try queue.finish(frame.slot, FrameWriteQueue.Finished(buffer: frame.buffer, path: frame.path))
  }
}
