import CSHA256

/// SHA-256 of one worker's frames, one after another. Consecutive frames of a scene mostly
/// begin alike (the document's header, then the layers that did not change), so each frame
/// is hashed from the last checkpoint (every 256 bytes) inside the bytes it shares with the
/// frame before, not from its first byte: a digest is a function of the bytes alone, and the
/// state after a shared prefix is the same for both. At the cost of comparing the two and
/// keeping a copy of the last frame (docs/performance.md, "Hashing from the shared prefix
/// (eleventh session)"). Two frames can be hashed at once (`hexPair`), which the CPU's SHA
/// extensions do in about the time of one ("Two frames hashed at once (fifteenth
/// session)"). Not thread-safe: one per worker thread.
final class FrameHasher {
  private let backend: SHA256.Backend
  /// The bytes last hashed.
  private var previous: [UInt8] = []
  /// The state after every `CSHA256_CHECKPOINT_BLOCKS` blocks of `previous`, 8 words each
  /// (the first: the initial state); how many of them are `previous`'s.
  private var states: [UInt32] = []
  private var stateCount = 0
  /// How many bytes the last frame hashed anew (tests).
  private(set) var lastHashedBytes = 0

  /// `pairs`: nil for what the backend gains (tests set it to run both ways anywhere).
  init(backend: SHA256.Backend = .automatic, pairs: Bool? = nil) {
    self.backend = backend
    switch (pairs, backend) {
    case (let pairs?, _): self.pairs = pairs
    case (nil, .extensions): self.pairs = true
    case (nil, .automatic): self.pairs = SHA256.hasExtensions
    case (nil, .scalar), (nil, .vector): self.pairs = false
    }
  }

  /// Whether frames are worth hashing two at a time: `hexPair` takes about the time of one
  /// `hex` with the SHA extensions (two messages compressed side by side); elsewhere it
  /// costs what two calls do, and nothing gains from holding a frame back for it.
  let pairs: Bool

  /// Lower-case hex digest of `data` (the same as `SHA256.hex(data)`).
  func hex(_ data: UnsafeRawBufferPointer) -> String {
    let valid = resumable(data)
    lastHashedBytes = hashedBytes(data, valid: valid)
    let backend = backend
    let text = SHA256.hexDigits { digest in
      stateCount = states.withUnsafeMutableBufferPointer {
        csha256_digest_from(bytes(data), data.count, $0.baseAddress, valid, digest, backend.c)
      }
    }
    keep(data)
    return text
  }

  /// The digests of two frames, `first` then `second` in the worker's order (as two calls
  /// of `hex` give them), hashed side by side. Both resume from the frame hashed before
  /// them; `second` becomes the one the next frame resumes from.
  func hexPair(_ first: UnsafeRawBufferPointer, _ second: UnsafeRawBufferPointer) -> (String, String) {
    let (validFirst, validSecond) = (resumable(first), resumable(second))
    lastHashedBytes = hashedBytes(first, valid: validFirst) + hashedBytes(second, valid: validSecond)
    let backend = backend
    var secondText = ""
    let firstText = SHA256.hexDigits { firstDigest in
      secondText = SHA256.hexDigits { secondDigest in
        stateCount = states.withUnsafeMutableBufferPointer {
          csha256_digest_pair_from(
            bytes(first), first.count, validFirst, firstDigest, bytes(second), second.count, validSecond,
            secondDigest, $0.baseAddress, backend.c)
        }
      }
    }
    keep(second)
    return (firstText, secondText)
  }

  private static let chunk = 64 * Int(CSHA256_CHECKPOINT_BLOCKS)

  private func bytes(_ data: UnsafeRawBufferPointer) -> UnsafePointer<UInt8>? {
    data.baseAddress?.assumingMemoryBound(to: UInt8.self)
  }

  /// How many of the last frame's checkpoints hold for `data` (the initial state counted),
  /// with room made in `states` for `data`'s own.
  @inline(__always)
  private func resumable(_ data: UnsafeRawBufferPointer) -> Int {
    let shared = previous.withUnsafeBufferPointer {
      csha256_common_prefix($0.baseAddress, $0.count, bytes(data), data.count)
    }
    let needed = (data.count / Self.chunk + 1) * 8
    if states.count < needed { states.append(contentsOf: repeatElement(0, count: needed - states.count)) }
    return min(stateCount, shared / Self.chunk + 1)
  }

  private func hashedBytes(_ data: UnsafeRawBufferPointer, valid: Int) -> Int {
    data.count - max(valid - 1, 0) * Self.chunk
  }

  /// `data` becomes the frame the next one resumes from.
  private func keep(_ data: UnsafeRawBufferPointer) {
    previous.removeAll(keepingCapacity: true)
    previous.append(contentsOf: data)
  }
}
