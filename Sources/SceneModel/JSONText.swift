/// JSON literals as scenec writes them everywhere (timeline, manifest, lint reports), so
/// every output spells strings and numbers the same way.
public enum JSONText {
  /// A JSON string literal: `"` and `\` escaped, control characters as \n, \t, … or \u00XX.
  public static func string(_ text: String) -> String {
    // Most strings (frame file names, ids, key paths) need no escape: one copy, not one
    // append per scalar.
    if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) { return "\"" + text + "\"" }
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  /// The shortest decimal that reads back to the same double; integral values without
  /// `.0`; exponents without `+` or leading zeros (`1e-7`, `1e21`, where Swift writes
  /// `1e-07`, `1e+21`); -0 as 0; non-finite values (never produced for valid scenes) as null.
  public static func number(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    guard let e = text.firstIndex(of: "e") else { return text }
    var exponent = text[text.index(after: e)...]
    let sign = exponent.first == "-" ? "-" : ""
    exponent = exponent.drop { $0 == "+" || $0 == "-" }.drop { $0 == "0" }
    return text[...e] + sign + exponent
  }
}
