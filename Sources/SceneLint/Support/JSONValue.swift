import SceneModel

/// A JSON document built in memory and written deterministically: object keys sorted,
/// numbers in their shortest round-trip form, two-space indentation, LF line ends.
enum JSONValue: Hashable, Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([String: JSONValue])

  /// The document as pretty-printed text with sorted keys and a final newline.
  func serialized() -> String {
    var out = ""
    write(into: &out, indent: 0)
    return out + "\n"
  }

  private func write(into out: inout String, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .string(let value): out += Self.quoted(value)
    case .array(let items):
      guard !items.isEmpty else {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, item) in items.enumerated() {
        out += Self.spaces(indent + 1)
        item.write(into: &out, indent: indent + 1)
        out += index == items.count - 1 ? "\n" : ",\n"
      }
      out += Self.spaces(indent) + "]"
    case .object(let members):
      guard !members.isEmpty else {
        out += "{}"
        return
      }
      out += "{\n"
      let keys = members.keys.sorted(by: Self.keyOrder)
      for (index, key) in keys.enumerated() {
        out += Self.spaces(indent + 1) + Self.quoted(key) + ": "
        members[key]!.write(into: &out, indent: indent + 1)
        out += index == keys.count - 1 ? "\n" : ",\n"
      }
      out += Self.spaces(indent) + "}"
    }
  }

  /// Keys compare by their UTF-8 bytes, so the order does not depend on the locale.
  static func keyOrder(_ a: String, _ b: String) -> Bool {
    a.utf8.lexicographicallyPrecedes(b.utf8)
  }

  private static func spaces(_ level: Int) -> String { String(repeating: "  ", count: level) }

  /// A JSON string literal (one spelling for every scenec output).
  static func quoted(_ text: String) -> String { JSONText.string(text) }
}
