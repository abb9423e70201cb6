import SceneModel

/// A parsed JSON document, enough to read a recorded snapshot back: numbers as doubles
/// (the snapshot writes the shortest form that reads back to the same double, so equal
/// values parse equal), objects with their keys in file order.
indirect enum JSONTree: Hashable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONTree])
  case object([(key: String, value: JSONTree)])

  static func == (a: JSONTree, b: JSONTree) -> Bool {
    switch (a, b) {
    case (.null, .null): true
    case (.bool(let x), .bool(let y)): x == y
    case (.number(let x), .number(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.array(let x), .array(let y)): x == y
    case (.object(let x), .object(let y)):
      x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: false
    }
  }

  func hash(into hasher: inout Hasher) { hasher.combine(compact) }

  subscript(key: String) -> JSONTree? {
    if case .object(let members) = self { return members.first { $0.key == key }?.value }
    return nil
  }

  var array: [JSONTree]? {
    if case .array(let items) = self { return items }
    return nil
  }

  var string: String? {
    if case .string(let s) = self { return s }
    return nil
  }

  var members: [(key: String, value: JSONTree)] {
    if case .object(let members) = self { return members }
    return []
  }

  /// On one line, as the snapshot writes a value.
  var compact: String {
    switch self {
    case .null: "null"
    case .bool(let b): b ? "true" : "false"
    case .number(let n): JSONText.number(n)
    case .string(let s): JSONText.string(s)
    case .array(let items): "[" + items.map(\.compact).joined(separator: ", ") + "]"
    case .object(let members):
      "{ " + members.map { JSONText.string($0.key) + ": " + $0.value.compact }.joined(separator: ", ") + " }"
    }
  }

  /// Parses a JSON text; nil when it is not JSON.
  static func parse(_ text: String) -> JSONTree? {
    var parser = Parser(bytes: Array(text.utf8))
    guard let value = parser.value(depth: 0) else { return nil }
    parser.skipSpace()
    return parser.index == parser.bytes.count ? value : nil
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) -> JSONTree? {
      guard depth < 64 else { return nil }
      skipSpace()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var members: [(key: String, value: JSONTree)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(members)
        }
        while true {
          skipSpace()
          guard let key = string(), expect(":"), let item = value(depth: depth + 1) else { return nil }
          members.append((key, item))
          skipSpace()
          if expect(",") { continue }
          return expect("}") ? .object(members) : nil
        }
      case UInt8(ascii: "["):
        index += 1
        var items: [JSONTree] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
        while true {
          guard let item = value(depth: depth + 1) else { return nil }
          items.append(item)
          skipSpace()
          if expect(",") { continue }
          return expect("]") ? .array(items) : nil
        }
      case UInt8(ascii: "\""):
        return string().map(JSONTree.string)
      default:
        if literal("true") { return .bool(true) }
        if literal("false") { return .bool(false) }
        if literal("null") { return .null }
        let start = index
        while index < bytes.count, "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
        guard index > start, let number = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
          return nil
        }
        return .number(number)
      }
    }

    mutating func expect(_ character: Character) -> Bool {
      skipSpace()
      guard index < bytes.count, bytes[index] == character.asciiValue! else { return false }
      index += 1
      return true
    }

    mutating func literal(_ word: String) -> Bool {
      let w = Array(word.utf8)
      guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else { return false }
      index += w.count
      return true
    }

    mutating func string() -> String? {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
      index += 1
      var out: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return String(decoding: out, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { return nil }
          let escaped = bytes[index]
          index += 1
          switch escaped {
          case UInt8(ascii: "n"): out.append(0x0A)
          case UInt8(ascii: "t"): out.append(0x09)
          case UInt8(ascii: "r"): out.append(0x0D)
          case UInt8(ascii: "b"): out.append(0x08)
          case UInt8(ascii: "f"): out.append(0x0C)
          case UInt8(ascii: "u"):
            guard index + 4 <= bytes.count,
              let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
            else { return nil }
            index += 4
            out += Array(String(Unicode.Scalar(code).map(Character.init) ?? "\u{FFFD}").utf8)
          default: out.append(escaped)
          }
        default: out.append(byte)
        }
      }
      return nil
    }
  }
}
