/// Escaping for XML 1.0 text and attribute values.
enum XMLText {
  /// Escapes markup characters (for text content and double-quoted attribute values) and
  /// drops characters XML 1.0 cannot carry (controls other than tab, line feed and carriage
  /// return, and the non-characters U+FFFE/U+FFFF). Whitespace controls become character
  /// references so attribute normalization keeps them.
  static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "\t": result += "&#9;"
      case "\n": result += "&#10;"
      case "\r": result += "&#13;"
      default:
        let v = scalar.value
        if v < 0x20 || v == 0xFFFE || v == 0xFFFF { continue }
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
