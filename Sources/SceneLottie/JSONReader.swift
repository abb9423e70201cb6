public import SceneDiagnostics

/// Reads JSON (RFC 8259) into located values. Foundation's JSONSerialization keeps no
/// positions, and an importer must say where in the file a problem is. Malformed text is
/// one `json-syntax` diagnostic at the offending character; hostile input is bounded like
/// a scene file (bytes, values, nesting depth).
public struct JSONReader {
  public struct Limits: Sendable {
    public var maxBytes: Int
    public var maxValues: Int
    public var maxDepth: Int
    public init(maxBytes: Int = 64 << 20, maxValues: Int = 2_000_000, maxDepth: Int = 256) {
      self.maxBytes = maxBytes
      self.maxValues = maxValues
      self.maxDepth = maxDepth
    }
  }

  public struct Failure: Error, Sendable {
    public var diagnostic: Diagnostic
  }

  private let bytes: [UInt8]
  private let file: String
  private let limits: Limits
  private var position = 0
  private var line = 1
  private var column = 1
  private var scalarOffset = 0
  private var valueCount = 0

  /// The parsed document, or the first problem.
  public static func parse(
    _ bytes: [UInt8], file: String, limits: Limits = Limits()
  ) -> Result<JSONValue, Failure> {
    var reader = JSONReader(bytes: bytes, file: file, limits: limits)
    do {
      if bytes.count > limits.maxBytes {
        throw reader.failure(
          "json-too-large", "the file has \(bytes.count) bytes; at most \(limits.maxBytes) are read")
      }
      if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.position = 3 }
      reader.skipWhitespace()
      let value = try reader.value(depth: 0)
      reader.skipWhitespace()
      if reader.position < bytes.count {
        throw reader.failure("json-syntax", "unexpected text after the JSON value")
      }
      return .success(value)
    } catch let failure as Failure {
      return .failure(failure)
    } catch {
      return .failure(reader.failure("json-syntax", "\(error)"))
    }
  }

  private init(bytes: [UInt8], file: String, limits: Limits) {
    self.bytes = bytes
    self.file = file
    self.limits = limits
  }

  private var location: SourceLocation {
    SourceLocation(line: line, column: column, offset: scalarOffset)
  }

  private func failure(_ id: String, _ message: String) -> Failure {
    Failure(
      diagnostic: Diagnostic(
        id: id, message: message, file: file, range: SourceRange(at: location)))
  }

  private mutating func advance() {
    let byte = bytes[position]
    position += 1
    if byte == 0x0A {
      line += 1
      column = 1
      scalarOffset += 1
    } else if byte & 0xC0 != 0x80 {
      column += 1
      scalarOffset += 1
    }
  }

  private mutating func skipWhitespace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: advance()
      default: return
      }
    }
  }

  private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  private func describe(_ byte: UInt8?) -> String {
    guard let byte else { return "the end of the file" }
    if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private mutating func value(depth: Int) throws(Failure) -> JSONValue {
    valueCount += 1
    if valueCount > limits.maxValues {
      throw failure("json-too-large", "more than \(limits.maxValues) values")
    }
    let start = location
    guard let byte = current else { throw failure("json-syntax", "expected a value, found the end of the file") }
    let kind: JSONValue.Kind
    switch byte {
    case UInt8(ascii: "{"):
      guard depth < limits.maxDepth else {
        throw failure("json-too-deep", "values are nested more than \(limits.maxDepth) deep")
      }
      kind = .object(try object(depth: depth))
    case UInt8(ascii: "["):
      guard depth < limits.maxDepth else {
        throw failure("json-too-deep", "values are nested more than \(limits.maxDepth) deep")
      }
      kind = .array(try array(depth: depth))
    case UInt8(ascii: "\""):
      kind = .string(try string())
    case UInt8(ascii: "t"):
      try literal("true")
      kind = .bool(true)
    case UInt8(ascii: "f"):
      try literal("false")
      kind = .bool(false)
    case UInt8(ascii: "n"):
      try literal("null")
      kind = .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      kind = .number(try number())
    default:
      throw failure("json-syntax", "expected a value, found \(describe(byte))")
    }
    return JSONValue(kind, range: SourceRange(start: start, end: location))
  }

  private mutating func literal(_ word: String) throws(Failure) {
    for expected in word.utf8 {
      guard current == expected else {
        throw failure("json-syntax", "expected '\(word)', found \(describe(current))")
      }
      advance()
    }
  }

  private mutating func object(depth: Int) throws(Failure) -> JSONObject {
    advance()  // {
    var members: [JSONObject.Member] = []
    skipWhitespace()
    if current == UInt8(ascii: "}") {
      advance()
      return JSONObject(members: members)
    }
    while true {
      skipWhitespace()
      guard current == UInt8(ascii: "\"") else {
        throw failure("json-syntax", "expected a key in quotes, found \(describe(current))")
      }
      let keyStart = location
      let key = try string()
      let keyRange = SourceRange(start: keyStart, end: location)
      skipWhitespace()
      guard current == UInt8(ascii: ":") else {
        throw failure("json-syntax", "expected ':' after the key \"\(key)\", found \(describe(current))")
      }
      advance()
      skipWhitespace()
      let member = try value(depth: depth + 1)
      members.append(JSONObject.Member(key: key, keyRange: keyRange, value: member))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): advance()
      case UInt8(ascii: "}"):
        advance()
        return JSONObject(members: members)
      default:
        throw failure("json-syntax", "expected ',' or '}' in an object, found \(describe(current))")
      }
    }
  }

  private mutating func array(depth: Int) throws(Failure) -> [JSONValue] {
    advance()  // [
    var items: [JSONValue] = []
    skipWhitespace()
    if current == UInt8(ascii: "]") {
      advance()
      return items
    }
    while true {
      skipWhitespace()
      items.append(try value(depth: depth + 1))
      skipWhitespace()
      switch current {
      case UInt8(ascii: ","): advance()
      case UInt8(ascii: "]"):
        advance()
        return items
      default:
        throw failure("json-syntax", "expected ',' or ']' in an array, found \(describe(current))")
      }
    }
  }

  private mutating func string() throws(Failure) -> String {
    advance()  // opening quote
    var utf8: [UInt8] = []
    while true {
      guard let byte = current else {
        throw failure("json-syntax", "a string is not closed before the end of the file")
      }
      switch byte {
      case UInt8(ascii: "\""):
        advance()
        guard let text = String(validating: utf8, as: UTF8.self) else {
          throw failure("json-syntax", "a string is not valid UTF-8")
        }
        return text
      case UInt8(ascii: "\\"):
        advance()
        guard let escape = current else {
          throw failure("json-syntax", "a string is not closed before the end of the file")
        }
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"):
          advance()
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
            position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
          {
            advance()
            advance()
            let low = try hex4()
            if (0xDC00..<0xE000).contains(low) {
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
              code = 0xFFFD
            }
          }
          let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
          utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
          continue
        default:
          throw failure("json-syntax", "unknown escape '\\\(Character(Unicode.Scalar(escape)))' in a string")
        }
        advance()
      default:
        if byte < 0x20 {
          throw failure("json-syntax", "a control character must be escaped in a string")
        }
        utf8.append(byte)
        advance()
      }
    }
  }

  private mutating func hex4() throws(Failure) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current, let digit = hexValue(byte) else {
        throw failure("json-syntax", "expected four hex digits after '\\u'")
      }
      code = code * 16 + digit
      advance()
    }
    return code
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
  }

  private mutating func number() throws(Failure) -> Double {
    let start = position
    let startLocation = location
    func digits(_ reader: inout JSONReader) -> Int {
      var count = 0
      while let byte = reader.current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        reader.advance()
        count += 1
      }
      return count
    }
    if current == UInt8(ascii: "-") { advance() }
    if current == UInt8(ascii: "0") {
      advance()
    } else if digits(&self) == 0 {
      throw failure("json-syntax", "expected a digit, found \(describe(current))")
    }
    if current == UInt8(ascii: ".") {
      advance()
      if digits(&self) == 0 {
        throw failure("json-syntax", "expected a digit after '.', found \(describe(current))")
      }
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      advance()
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
      if digits(&self) == 0 {
        throw failure("json-syntax", "expected a digit in the exponent, found \(describe(current))")
      }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw Failure(
        diagnostic: Diagnostic(
          id: "json-number-out-of-range", message: "the number \(text) is too large",
          file: file, range: SourceRange(start: startLocation, end: location)))
    }
    return value
  }
}
