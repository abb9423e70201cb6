/// Finds where input stops being UTF-8, before libyaml sees it: libyaml would also accept
/// UTF-16, and its own UTF-8 errors carry only a byte offset.
enum UTF8Validation {
  /// The byte offset of the first byte that does not belong to a well-formed UTF-8 sequence
  /// (no overlong forms, no surrogates, nothing above U+10FFFF), or nil when all is well.
  static func firstInvalidByte(in bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      var i = 0
      let raw = UnsafeRawBufferPointer(buffer)
      while i < count {
        // Scene files are mostly ASCII: pass eight ASCII bytes at a time.
        if i + 8 <= count, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
          i += 8
          continue
        }
        let lead = buffer[i]
        if lead < 0x80 {
          i += 1
          continue
        }
        let length: Int
        var low: UInt8 = 0x80  // the allowed range of the second byte
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return i
        }
        guard i + 1 < count, (low...high).contains(buffer[i + 1]) else { return i }
        for k in 2..<length {
          guard i + k < count, (0x80...0xBF).contains(buffer[i + k]) else { return i }
        }
        i += length
      }
      return nil
    }
  }

  /// True when the input starts with a UTF-16 or UTF-32 byte order mark.
  static func hasNonUTF8ByteOrderMark(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE])
      || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF])
  }
}
