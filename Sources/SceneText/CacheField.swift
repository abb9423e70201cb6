/// The field forms of the font cache file's `layout` lines: text with its tabs and line
/// breaks escaped, so a field never holds the separators, and numbers exact.
enum CacheField {
  /// `\` `tab` `LF` `CR` as `\\` `\t` `\n` `\r`; everything else as it is.
  static func escaped(_ text: String) -> String {
    guard text.utf8.contains(where: { $0 == 92 || $0 == 9 || $0 == 10 || $0 == 13 }) else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(text.utf8.count + 8)
    for byte in text.utf8 {
      switch byte {
      case 92: out += [92, 92]
      case 9: out += [92, 116]
      case 10: out += [92, 110]
      case 13: out += [92, 114]
      default: out.append(byte)
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// What `escaped` wrote; nil for anything it cannot have written, or for bytes that are
  /// not UTF-8.
  static func unescaped(_ bytes: ArraySlice<UInt8>) -> String? {
    guard bytes.contains(92) else { return text(bytes) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var escape = false
    for byte in bytes {
      if escape {
        switch byte {
        case 92: out.append(92)
        case 116: out.append(9)
        case 110: out.append(10)
        case 114: out.append(13)
        default: return nil
        }
        escape = false
      } else if byte == 92 {
        escape = true
      } else {
        out.append(byte)
      }
    }
    return escape ? nil : text(out[...])
  }

  /// `bytes` as a String, nil when they are not UTF-8. ASCII, nearly every field, is taken
  /// as it is: `String(validating:)` runs generic code, about 1,100 instructions a field.
  static func text(_ bytes: ArraySlice<UInt8>) -> String? {
    bytes.withUnsafeBufferPointer { buffer in
      buffer.allSatisfy { $0 < 0x80 }
        ? String(decoding: buffer, as: UTF8.self) : String(validating: buffer, as: UTF8.self)
    }
  }

  /// A Double as the 16 lowercase hex digits of its bits: read back bit for bit.
  static func bits(_ value: Double) -> String {
    var text = ""
    appendBits(of: value, to: &text)
    return text
  }

  /// `bits(value)` appended to `text`.
  static func appendBits(of value: Double, to text: inout String) {
    let bits = value.bitPattern
    let digits = (0..<16).map { place -> UInt8 in
      let nibble = UInt8(truncatingIfNeeded: bits >> (60 - 4 * UInt64(place))) & 15
      return nibble < 10 ? 48 + nibble : 87 + nibble
    }
    text += String(decoding: digits, as: UTF8.self)
  }

  /// What `bits` wrote; nil for anything else.
  static func double(_ bytes: ArraySlice<UInt8>) -> Double? {
    guard bytes.count == 16 else { return nil }
    var value: UInt64 = 0
    for byte in bytes {
      let digit: UInt8
      switch byte {
      case 48...57: digit = byte - 48
      case 97...102: digit = byte - 87
      default: return nil
      }
      value = value << 4 | UInt64(digit)
    }
    return Double(bitPattern: value)
  }

  /// A non-negative decimal; nil for anything else (or one too large).
  static func count(_ bytes: ArraySlice<UInt8>) -> Int? {
    guard !bytes.isEmpty, bytes.count <= 9, bytes.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    return bytes.reduce(0) { $0 * 10 + Int($1 - 48) }
  }
}
