import CSHA256

/// SHA-256 of one worker's frames, one after another. Consecutive frames of a scene mostly
/// begin alike (the document's header, then the layers that did not change), so each frame
/// is hashed from the last checkpoint (every 256 bytes) inside the bytes it shares with the
/// frame before, not from its first byte: a digest is a function of the bytes alone, and the
/// state after a shared prefix is the same for both. At the cost of comparing the two and
/// keeping a copy of the last frame (docs/performance.md, "Hashing from the shared prefix
/// (eleventh session)"). Not thread-safe: one per worker thread.
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

  init(backend: SHA256.Backend = .automatic) {
    self.backend = backend
  }

  /// Lower-case hex digest of `data` (the same as `SHA256.hex(data)`).
  func hex(_ data: UnsafeRawBufferPointer) -> String {
    let chunk = 64 * Int(CSHA256_CHECKPOINT_BLOCKS)
    let shared = previous.withUnsafeBufferPointer {
      csha256_common_prefix($0.baseAddress, $0.count, data.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count)
    }
    let valid = min(stateCount, shared / chunk + 1)
    let needed = (data.count / chunk + 1) * 8
    if states.count < needed { states.append(contentsOf: repeatElement(0, count: needed - states.count)) }
    lastHashedBytes = data.count - max(valid - 1, 0) * chunk
    let backend = backend
    let text = SHA256.hexDigits { digest in
      stateCount = states.withUnsafeMutableBufferPointer {
        csha256_digest_from(
          data.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count, $0.baseAddress, valid, digest, backend.c)
      }
    }
    previous.removeAll(keepingCapacity: true)
    previous.append(contentsOf: data)
    return text
  }
}
