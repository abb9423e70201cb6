import CSHA256

/// SHA-256 (FIPS 180-4). Written here because CryptoKit is not on Linux and the package
/// takes no outside dependencies. The compression and the padding are C (`CSHA256`: the
/// CPU's SHA extensions where present, else portable C); frames are hashed in one pass over
/// their buffer (`hex(_: UnsafeRawBufferPointer)`), without an allocation.
struct SHA256 {
  /// Which compression runs; everything but tests uses `.automatic`.
  enum Backend {
    /// The fastest this CPU has.
    case automatic
    /// Portable C in the base instruction set.
    case scalar
    /// Portable C with AVX2 and BMI2 (what valgrind's CPU runs); only where `hasVector`.
    case vector
    /// The SHA extensions; only where `hasExtensions`.
    case extensions

    var c: csha256_backend {
      switch self {
      case .automatic: CSHA256_AUTOMATIC
      case .scalar: CSHA256_SCALAR
      case .vector: CSHA256_VECTOR
      case .extensions: CSHA256_EXTENSIONS
      }
    }
  }

  /// Whether this CPU has the SHA extensions.
  static let hasExtensions = csha256_has_extensions() == 1
  /// Whether this CPU has AVX2 and BMI2.
  static let hasVector = csha256_has_vector() == 1

  private let backend: Backend
  private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0, 0, 0, 0)
  /// Bytes waiting for a whole 64-byte block.
  private var pending: [UInt8] = []
  private var totalBytes: UInt64 = 0

  init(backend: Backend = .automatic) {
    self.backend = backend
    withUnsafeMutableBytes(of: &state) { csha256_init($0.baseAddress!.assumingMemoryBound(to: UInt32.self)) }
    pending.reserveCapacity(64)
  }

  // MARK: - Incremental

  mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    let handled: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: UnsafeRawBufferPointer($0)) }
    if handled == nil { Array(bytes).withUnsafeBytes { update(buffer: $0) } }
  }

  private mutating func update(buffer: UnsafeRawBufferPointer) {
    totalBytes &+= UInt64(buffer.count)
    var index = 0
    if !pending.isEmpty {
      let take = min(64 - pending.count, buffer.count)
      pending += buffer[0..<take]
      index = take
      if pending.count < 64 { return }
      let block = pending
      block.withUnsafeBytes { compress($0.baseAddress!, count: 1) }
      pending.removeAll(keepingCapacity: true)
    }
    let whole = (buffer.count - index) / 64
    if whole > 0 { compress(buffer.baseAddress! + index, count: whole) }
    index += whole * 64
    pending += buffer[index...]
  }

  private mutating func compress(_ blocks: UnsafeRawPointer, count: Int) {
    let backend = backend.c
    withUnsafeMutableBytes(of: &state) {
      csha256_blocks($0.baseAddress!.assumingMemoryBound(to: UInt32.self), blocks.assumingMemoryBound(to: UInt8.self), count, backend)
    }
  }

  /// The digest; the hasher is not to be used afterwards.
  mutating func finalize() -> [UInt8] {
    var digest = [UInt8](repeating: 0, count: 32)
    let (backend, total) = (backend.c, totalBytes)
    withUnsafeMutableBytes(of: &state) { state in
      pending.withUnsafeBufferPointer { rest in
        digest.withUnsafeMutableBufferPointer {
          csha256_finish(
            state.baseAddress!.assumingMemoryBound(to: UInt32.self), rest.baseAddress, rest.count, total,
            $0.baseAddress!, backend)
        }
      }
    }
    return digest
  }

  // MARK: - One pass

  /// Lower-case hex digest of a buffer, hashed in place.
  static func hex(_ data: UnsafeRawBufferPointer, backend: Backend = .automatic) -> String {
    hexDigits { digest in
      csha256_digest(data.baseAddress?.assumingMemoryBound(to: UInt8.self), data.count, digest, backend.c)
    }
  }

  /// The 32 bytes `makeDigest` writes, as 64 lower-case hex digits.
  static func hexDigits(_ makeDigest: (UnsafeMutablePointer<UInt8>) -> Void) -> String {
    let digits: StaticString = "0123456789abcdef"
    return String(unsafeUninitializedCapacity: 64) { text in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 32) { digest in
        makeDigest(digest.baseAddress!)
        let hexDigits = digits.utf8Start
        for (index, byte) in digest.enumerated() {
          text[2 &* index] = hexDigits[Int(byte >> 4)]
          text[2 &* index &+ 1] = hexDigits[Int(byte & 15)]
        }
      }
      return 64
    }
  }

  /// Lower-case hex digest of some bytes.
  static func hex<Bytes: Sequence>(_ bytes: Bytes, backend: Backend = .automatic) -> String
  where Bytes.Element == UInt8 {
    if let digest = bytes.withContiguousStorageIfAvailable({ hex(UnsafeRawBufferPointer($0), backend: backend) }) {
      return digest
    }
    return Array(bytes).withUnsafeBytes { hex($0, backend: backend) }
  }
}
