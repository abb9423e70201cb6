/// SHA-256 (FIPS 180-4), incremental. Written here because CryptoKit is not on Linux and
/// the package takes no outside dependencies.
struct SHA256 {
  private static let k: [UInt32] = [
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

  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab,
    0x5be0_cd19,
  ]
  /// Bytes waiting for a whole 64-byte block.
  private var pending: [UInt8] = []
  private var totalBytes: UInt64 = 0
  /// Message schedule, reused for every block.
  private var w = [UInt32](repeating: 0, count: 64)

  init() { pending.reserveCapacity(64) }

  mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    let handled: Void? = bytes.withContiguousStorageIfAvailable { update(buffer: $0) }
    if handled == nil { Array(bytes).withUnsafeBufferPointer { update(buffer: $0) } }
  }

  private mutating func update(buffer: UnsafeBufferPointer<UInt8>) {
    totalBytes &+= UInt64(buffer.count)
    var index = 0
    if !pending.isEmpty {
      let take = min(64 - pending.count, buffer.count)
      pending += buffer[0..<take]
      index = take
      if pending.count < 64 { return }
      let block = pending
      block.withUnsafeBufferPointer { compress($0, 0) }
      pending.removeAll(keepingCapacity: true)
    }
    while index + 64 <= buffer.count {
      compress(buffer, index)
      index += 64
    }
    pending += buffer[index...]
  }

  /// The digest; the hasher is not to be used afterwards.
  mutating func finalize() -> [UInt8] {
    let bitLength = totalBytes &* 8
    var tail = pending
    tail.append(0x80)
    while tail.count % 64 != 56 { tail.append(0) }
    for shift in stride(from: 56, through: 0, by: -8) {
      tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    tail.withUnsafeBufferPointer { blocks in
      for start in stride(from: 0, to: blocks.count, by: 64) { compress(blocks, start) }
    }
    var digest: [UInt8] = []
    for word in state {
      for shift in stride(from: 24, through: 0, by: -8) {
        digest.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
      }
    }
    return digest
  }

  /// Compresses the 64 bytes at `start`. (Works on raw pointers: debug builds check every
  /// array subscript, and frames are hashed in debug builds too.)
  private mutating func compress(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int) {
    let input = bytes.baseAddress! + start
    w.withUnsafeMutableBufferPointer { schedule in
      let w = schedule.baseAddress!
      for i in 0..<16 {
        let j = 4 &* i
        w[i] =
          UInt32(input[j]) << 24 | UInt32(input[j &+ 1]) << 16 | UInt32(input[j &+ 2]) << 8
          | UInt32(input[j &+ 3])
      }
      for i in 16..<64 {
        let x = w[i &- 15]
        let y = w[i &- 2]
        let s0 = rotr(x, 7) ^ rotr(x, 18) ^ (x >> 3)
        let s1 = rotr(y, 17) ^ rotr(y, 19) ^ (y >> 10)
        w[i] = w[i &- 16] &+ s0 &+ w[i &- 7] &+ s1
      }
      Self.k.withUnsafeBufferPointer { constants in
        let k = constants.baseAddress!
        state.withUnsafeMutableBufferPointer { words in
          let h0 = words.baseAddress!
          var a = h0[0], b = h0[1], c = h0[2], d = h0[3]
          var e = h0[4], f = h0[5], g = h0[6], h = h0[7]
          for i in 0..<64 {
            let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
            let choice = (e & f) ^ (~e & g)
            let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
            let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let t2 = s0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ t1
            d = c
            c = b
            b = a
            a = t1 &+ t2
          }
          h0[0] &+= a
          h0[1] &+= b
          h0[2] &+= c
          h0[3] &+= d
          h0[4] &+= e
          h0[5] &+= f
          h0[6] &+= g
          h0[7] &+= h
        }
      }
    }
  }

  /// Lower-case hex digest of some bytes.
  static func hex<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
    var hasher = SHA256()
    hasher.update(bytes)
    let digits = Array("0123456789abcdef")
    return String(hasher.finalize().flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
  }
}

@inline(__always)
private func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 &- n)) }
