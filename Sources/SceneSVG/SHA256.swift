import CSHA256

/// SHA-256 (FIPS 180-4). Written here because CryptoKit is not on Linux and the package
/// takes no outside dependencies. Frames are hashed in one pass over their buffer
/// (`hex(_: UnsafeRawBufferPointer)`): the state lives in locals, the message schedule in
/// one stack allocation, words are loaded big-endian straight from the bytes.
struct SHA256 {
  static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  static let initial: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19,
  ]

  private var state = SHA256.initial
  /// Bytes waiting for a whole 64-byte block.
  private var pending: [UInt8] = []
  private var totalBytes: UInt64 = 0

  init() { pending.reserveCapacity(64) }

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
      block.withUnsafeBytes { Self.compress(&state, blocks: $0.baseAddress!, count: 1) }
      pending.removeAll(keepingCapacity: true)
    }
    let whole = (buffer.count - index) / 64
    if whole > 0 { Self.compress(&state, blocks: buffer.baseAddress! + index, count: whole) }
    index += whole * 64
    pending += buffer[index...]
  }

  /// The digest; the hasher is not to be used afterwards.
  mutating func finalize() -> [UInt8] {
    let tail = Self.padding(pending, totalBytes: totalBytes)
    tail.withUnsafeBytes { Self.compress(&state, blocks: $0.baseAddress!, count: tail.count / 64) }
    return Self.bytes(of: state)
  }

  // MARK: - One pass

  /// Lower-case hex digest of a buffer, hashed in place.
  static func hex(_ data: UnsafeRawBufferPointer) -> String {
    var state = initial
    let whole = data.count / 64
    if whole > 0 { compress(&state, blocks: data.baseAddress!, count: whole) }
    let rest = Array(data[(whole * 64)...])
    let tail = padding(rest, totalBytes: UInt64(data.count))
    tail.withUnsafeBytes { compress(&state, blocks: $0.baseAddress!, count: tail.count / 64) }
    return hexString(bytes(of: state))
  }

  /// Lower-case hex digest of some bytes.
  static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    if let digest = bytes.withContiguousStorageIfAvailable({ hex(UnsafeRawBufferPointer($0)) }) {
      return digest
    }
    return Array(bytes).withUnsafeBytes { hex($0) }
  }

  // MARK: - Blocks

  /// The last bytes, 0x80, zeros, and the message length in bits: one or two blocks.
  static func padding(_ rest: [UInt8], totalBytes: UInt64) -> [UInt8] {
    let bitLength = totalBytes &* 8
    var tail = rest
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    return tail
  }

  static func bytes(of state: [UInt32]) -> [UInt8] {
    var digest: [UInt8] = []
    digest.reserveCapacity(32)
    for word in state {
      for shift in stride(from: 24, through: 0, by: -8) {
        digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
      }
    }
    return digest
  }

  static func hexString(_ digest: [UInt8]) -> String {
    let digits: [UInt8] = Array("0123456789abcdef".utf8)
    var text: [UInt8] = []
    text.reserveCapacity(64)
    for byte in digest {
      text.append(digits[Int(byte >> 4)])
      text.append(digits[Int(byte & 15)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  /// Whether this CPU has the SHA extensions (then blocks go to CSHA256).
  static let hasExtensions = csha256_has_extensions() == 1

  /// Compresses `count` consecutive 64-byte blocks into `state`.
  static func compress(_ state: inout [UInt32], blocks: UnsafeRawPointer, count: Int) {
    if hasExtensions {
      state.withUnsafeMutableBufferPointer {
        csha256_blocks($0.baseAddress!, blocks.assumingMemoryBound(to: UInt8.self), count)
      }
    } else {
      portableCompress(&state, blocks: blocks, count: count)
    }
  }

  /// The same in Swift, for CPUs without the extensions.
  static func portableCompress(_ state: inout [UInt32], blocks: UnsafeRawPointer, count: Int) {
    k.withUnsafeBufferPointer { constants in
      let k = constants.baseAddress!
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
        let w = schedule.baseAddress!
        var h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3]
        var h4 = state[4], h5 = state[5], h6 = state[6], h7 = state[7]
        for block in 0..<count {
          let input = blocks + block &* 64
          for i in 0..<16 {
            w[i] = UInt32(bigEndian: input.loadUnaligned(fromByteOffset: 4 &* i, as: UInt32.self))
          }
          for i in 16..<64 {
            let x = w[i &- 15]
            let y = w[i &- 2]
            let s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3)
            let s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >> 10)
            w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
          }
          var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
          // Eight rounds per pass with the roles of the working variables rotated, so no
          // values are shuffled between rounds.
          var i = 0
          while i < 64 {
            round(a, b, c, &d, e, f, g, &h, k[i] &+ w[i])
            round(h, a, b, &c, d, e, f, &g, k[i &+ 1] &+ w[i &+ 1])
            round(g, h, a, &b, c, d, e, &f, k[i &+ 2] &+ w[i &+ 2])
            round(f, g, h, &a, b, c, d, &e, k[i &+ 3] &+ w[i &+ 3])
            round(e, f, g, &h, a, b, c, &d, k[i &+ 4] &+ w[i &+ 4])
            round(d, e, f, &g, h, a, b, &c, k[i &+ 5] &+ w[i &+ 5])
            round(c, d, e, &f, g, h, a, &b, k[i &+ 6] &+ w[i &+ 6])
            round(b, c, d, &e, f, g, h, &a, k[i &+ 7] &+ w[i &+ 7])
            i &+= 8
          }
          h0 &+= a
          h1 &+= b
          h2 &+= c
          h3 &+= d
          h4 &+= e
          h5 &+= f
          h6 &+= g
          h7 &+= h
        }
        state = [h0, h1, h2, h3, h4, h5, h6, h7]
      }
    }
  }
}

/// One SHA-256 round: d += T1, h = T1 + T2 (the caller rotates the names).
@inline(__always)
private func round(
  _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
  _ h: inout UInt32, _ kw: UInt32
) {
  let t1 = h &+ (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) &+ (g ^ (e & (f ^ g))) &+ kw
  d &+= t1
  h = t1 &+ (rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) &+ ((a & b) | (c & (a | b)))
}

@inline(__always)
private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 &- n)) }
