import Foundation
import SceneGeometry

/// Hands rendered frames from the rendering threads to their files, one writer at a time
/// and in index order.
///
/// Why one writer: creating a file takes its folder's lock for the whole inode allocation,
/// which on some file systems is most of a small frame's cost (ext4 without a journal
/// checks candidate inodes for recent deletion: 30–400 µs a file after many deletions). Two
/// threads creating files in one staging folder then spin on that lock instead of rendering
/// (docs/performance.md, "Where a frame's time goes": "Why one writer").
///
/// How: a thread that finishes a frame puts its buffer here; if no one is writing, it becomes
/// the writer (holds the token) and writes every frame that is next in order, then goes back
/// to rendering. With one job that is render, write, render, write, as before. A thread may
/// start frame `i` only while `i < next + bound` (`next`: the first frame not yet written),
/// so at most `bound` frames are rendered but unwritten, and at most `bound` buffers exist:
/// memory stays flat in the frame count. The frame `next` is always being rendered or here,
/// so waiting for room always ends.
///
/// Frames are written in index order, so a failing write is the first failing frame, as with
/// one job; after it no frame is written and every waiting thread stops with the same error.
final class FrameWriteQueue: @unchecked Sendable {
  /// A rendered frame waiting for its file, and its digest for the manifest.
  struct Finished {
    var buffer: ByteBuffer
    var path: String
    var sha256: String
  }

  /// Writes one frame's bytes to its file (FrameFile.write; a test seam).
  typealias WriteFile = (ByteBuffer, String) throws -> Void

  let bound: Int
  private let writeFile: WriteFile
  private let wrote: (() -> Void)?
  private let condition = NSCondition()
  private var ready: [Int: Finished] = [:]
  /// The first slot not yet written.
  private var next = 0
  /// The token: a thread is writing.
  private var writing = false
  private var spare: [ByteBuffer] = []
  private var failure: Error?
  /// Each slot's digest, as its frame was put in line ("" for a slot not yet finished).
  /// Used under the lock only, so without the dynamic exclusivity check of each access.
  @exclusivity(unchecked) private var digestsBySlot: [String]

  private var started = 0
  private var peak = 0
  private var made = 0
  private var waiting = 0
  /// The smallest `next` a waiting thread waits for (Int.max: none waits).
  private var resumeAt = Int.max

  /// Test seams: the most frames held at once (being rendered or rendered, not yet written),
  /// the buffers ever made, the threads now waiting for room.
  var peakHeld: Int { locked { peak } }
  var buffersMade: Int { locked { made } }
  var waitingForRoom: Int { locked { waiting } }

  /// The digests of the frames put in line, by slot: the manifest's, read once every frame
  /// is written (a frame hashed with the next one is finished by that one's call).
  var digests: [String] { locked { digestsBySlot } }

  /// Slots 0..<`slots` are put in line; `wrote` is called after each file, by the thread
  /// that wrote it.
  init(bound: Int, slots: Int, writeFile: @escaping WriteFile, wrote: (() -> Void)? = nil) {
    self.bound = max(1, bound)
    digestsBySlot = Array(repeating: "", count: slots)
    self.writeFile = writeFile
    self.wrote = wrote
  }

  /// Waits until `slot` is within `bound` of the next frame to write, then returns a buffer
  /// to render it into (empty). Slots are asked for in increasing order. Throws the write
  /// error once a write has failed.
  ///
  /// A thread that finds the window full waits until half of it is free, not one frame:
  /// when rendering outruns writing, it then wakes once per `bound / 2` frames instead of
  /// once per frame (each wake-up is a futex call on both sides).
  func buffer(for slot: Int) throws -> ByteBuffer {
    condition.lock()
    defer { condition.unlock() }
    if slot >= next + bound {
      let resume = slot - bound + (bound + 1) / 2
      while next < resume && failure == nil {
        resumeAt = min(resumeAt, resume)
        waiting += 1
        condition.wait()
        waiting -= 1
      }
    }
    return try takeBuffer(for: slot)
  }

  /// `buffer(for:)` when the slot is within the window now; nil, without waiting, when it
  /// is not. For a thread that holds a rendered frame back (to hash it with its next one):
  /// it must not wait for room while that frame, maybe the one the window waits for, is
  /// still unfinished.
  func bufferIfRoom(for slot: Int) throws -> ByteBuffer? {
    condition.lock()
    defer { condition.unlock() }
    if slot >= next + bound && failure == nil { return nil }
    return try takeBuffer(for: slot)
  }

  /// Under the lock, with room for `slot`.
  private func takeBuffer(for slot: Int) throws -> ByteBuffer {
    if let failure { throw failure }
    started = max(started, slot + 1)
    peak = max(peak, started - next)
    if let buffer = spare.popLast() {
      buffer.removeAll()
      return buffer
    }
    made += 1
    return ByteBuffer()
  }

  /// Puts slot's rendered frame in line; writes it, and the frames after it that are
  /// ready, when no other thread is writing. Throws the first write error.
  func finish(_ slot: Int, _ frame: Finished) throws {
    condition.lock()
    defer { condition.unlock() }
    if let failure { throw failure }
    ready[slot] = frame
    digestsBySlot[slot] = frame.sha256
    guard !writing else { return }
    writing = true
    defer { writing = false }
    var wake = false
    while let due = ready.removeValue(forKey: next) {
      condition.unlock()
      // Woken outside the lock, so the waiter does not wake only to wait for the mutex.
      if wake { condition.broadcast() }
      var error: Error?
      do {
        try writeFile(due.buffer, due.path)
        wrote?()
      } catch let thrown {
        error = thrown
      }
      condition.lock()
      if let error {
        failure = error
        ready.removeAll()
        condition.broadcast()
        throw error
      }
      spare.append(due.buffer)
      next += 1
      wake = next >= resumeAt
      if wake { resumeAt = Int.max }
    }
    // Under the lock: were it let go here, a frame put in line now would find the token
    // still taken and be left unwritten.
    if wake { condition.broadcast() }
  }

  private func locked<T>(_ body: () -> T) -> T {
    condition.lock()
    defer { condition.unlock() }
    return body()
  }
}
