import SceneGeometry

/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
  /// Escapes markup characters (for text content and double-quoted attribute values) and
  /// drops characters XML 1.0 cannot carry (controls other than tab, line feed and carriage
  /// return, and the non-characters U+FFFE/U+FFFF). Whitespace controls become character
  /// references so attribute normalization keeps them.
  static func escape(_ text: String) -> String {
    let out = ByteBuffer(capacity: text.utf8.count + 16)
    escape(text, into: out)
    return out.string
  }

  /// The same, appended to a buffer, working on UTF-8 bytes: every byte of a multi-byte
  /// sequence is ≥ 0x80, so only ASCII bytes and the sequences EF BF BE / EF BF BF
  /// (U+FFFE, U+FFFF) need a look.
  static func escape(_ text: String, into out: ByteBuffer) {
    var text = text
    text.withUTF8 { bytes in
      // Most text (every id) needs nothing escaped: copied byte by byte under one capacity
      // check while that holds, which costs less than finding runs and copying them.
      let n = bytes.count
      var copied = 0
      out.append(reserving: n) { p in
        while copied < n, isPlain(bytes[copied]) {
          p[copied] = bytes[copied]
          copied &+= 1
        }
        return copied
      }
      if copied < n { escapeRuns(bytes, from: copied, into: out) }
    }
  }

  /// A byte copied as it is: not a control, not markup, not the start of EF BF BE/BF.
  @inline(__always)
  private static func isPlain(_ b: UInt8) -> Bool {
    b >= 0x20 && b != 0x26 && b != 0x3C && b != 0x3E && b != 0x22 && b != 0xEF
  }

  /// The rest of a text from `start` on (the bytes before it are plain and written): runs
  /// of plain bytes copied, the others replaced or dropped.
  private static func escapeRuns(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, into out: ByteBuffer) {
    var runStart = start
    var i = start
    let n = bytes.count
    func flush(_ end: Int) {
      if end > runStart { out.append(UnsafeRawBufferPointer(start: bytes.baseAddress! + runStart, count: end - runStart)) }
    }
    while i < n {
      let b = bytes[i]
      if isPlain(b) {
        i += 1
        continue
      }
      if b == 0xEF {
        if i + 2 < n && bytes[i + 1] == 0xBF && (bytes[i + 2] == 0xBE || bytes[i + 2] == 0xBF) {
          flush(i)
          i += 3
          runStart = i
        } else {
          i += 1
        }
        continue
      }
      flush(i)
      switch b {
      case 0x26: out.append("&amp;")
      case 0x3C: out.append("&lt;")
      case 0x3E: out.append("&gt;")
      case 0x22: out.append("&quot;")
      case 0x09: out.append("&#9;")
      case 0x0A: out.append("&#10;")
      case 0x0D: out.append("&#13;")
      default: break  // another control: dropped
      }
      i += 1
      runStart = i
    }
    flush(n)
  }
}
