/// JSON's number grammar, which scene files use for every number:
/// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. So `1e3` is a number, while
/// `.5`, `+1`, `01`, `1.` and `0x10` are not.
enum JSONNumber {
  /// True when all of `text` is a JSON number.
  static func matches(_ text: String) -> Bool {
    // The grammar is ASCII, so its UTF-8 bytes decide (a non-ASCII byte never matches);
    // this runs for every number of a scene, without making an array of its scalars.
    !text.isEmpty && prefixLength(ofUTF8: text) == text.utf8.count
  }

  /// The value of `text`, which `matches` the grammar: exactly what `Double(text)` gives.
  ///
  /// A number of at most 15 digits without an exponent (nearly every number of a scene)
  /// is its digits as an integer divided by ten to the count of fraction digits: both are
  /// exact doubles, so the one division rounds as strtod does (Clinger's fast path), at a
  /// fraction of strtod's cost. Other numbers go through `Double(text)`.
  static func value(of text: String) -> Double? {
    let fast = text.utf8.withContiguousStorageIfAvailable { bytes -> Double? in
      let isNegative = bytes.first == 0x2D  // -
      var index = isNegative ? 1 : 0
      var digits: UInt64 = 0
      var digitCount = 0
      var fractionDigits = 0
      var isInFraction = false
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x30, byte <= 0x39 {
          digits = digits &* 10 &+ UInt64(byte - 0x30)
          digitCount += 1
          if isInFraction { fractionDigits += 1 }
        } else if byte == 0x2E, !isInFraction {  // .
          isInFraction = true
        } else {
          return nil  // an exponent
        }
        index += 1
      }
      guard digitCount > 0, digitCount <= maxExactDigits else { return nil }
      let magnitude = Double(digits) / powersOfTen[fractionDigits]
      return isNegative ? -magnitude : magnitude
    }
    return (fast ?? nil) ?? Double(text)
  }

  /// Integers of this many decimal digits are exact doubles (below 2^53).
  private static let maxExactDigits = 15
  /// 10^0 … 10^15, each exact.
  private static let powersOfTen: [Double] = (0...maxExactDigits).map { power in
    (0..<power).reduce(1.0) { value, _ in value * 10 }
  }

  /// The length of the longest prefix of `text` that is a JSON number, in UTF-8 bytes (0 if
  /// none); the grammar is ASCII, so that is also its length in Unicode scalars.
  static func prefixLength(ofUTF8 text: String) -> Int {
    text.utf8.withContiguousStorageIfAvailable(prefixLength(of:))
      ?? Array(text.utf8).withUnsafeBufferPointer(prefixLength(of:))
  }

  /// The length of the longest prefix of `bytes` that is a JSON number (0 if none).
  static func prefixLength(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var index = 0
    func isDigit(_ i: Int) -> Bool { i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39 }
    if index < bytes.count, bytes[index] == 0x2D { index += 1 }  // -
    guard isDigit(index) else { return 0 }
    if bytes[index] == 0x30 {  // 0
      index += 1
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == 0x2E, isDigit(index + 1) {  // .
      index += 1
      while isDigit(index) { index += 1 }
    }
    if index < bytes.count, bytes[index] == 0x65 || bytes[index] == 0x45 {  // e E
      var exponent = index + 1
      if exponent < bytes.count, bytes[exponent] == 0x2B || bytes[exponent] == 0x2D {  // + -
        exponent += 1
      }
      if isDigit(exponent) {
        index = exponent
        while isDigit(index) { index += 1 }
      }
    }
    return index
  }

  /// Text that starts like a number (a digit, or a sign or dot then a digit or dot) but
  /// may not follow the grammar: `.5`, `+1`, `0x10`, `1_000`.
  static func looksNumeric(_ text: String) -> Bool {
    var scalars = Substring(text).unicodeScalars[...]
    if let first = scalars.first, first == "+" || first == "-" { scalars = scalars.dropFirst() }
    if let first = scalars.first, first == "." { scalars = scalars.dropFirst() }
    guard let first = scalars.first else { return false }
    return ("0"..."9").contains(first)
  }
}

/// YAML's and common spellings of NaN and infinity, which are never valid scene numbers.
enum NonFiniteNumber {
  static let spellings: Set<String> = [
    ".nan", "nan", ".inf", "+.inf", "-.inf", "inf", "+inf", "-inf", "infinity", "+infinity",
    "-infinity",
  ]

  static func matches(_ text: String) -> Bool {
    // Every spelling starts with '.', a sign then '.' or a letter, or a letter: text that
    // starts with a digit (most numbers) is none, without lowercasing and hashing it.
    var bytes = text.utf8.makeIterator()
    guard let first = bytes.next() else { return false }
    let isDigit: (UInt8) -> Bool = { $0 >= 0x30 && $0 <= 0x39 }
    if isDigit(first) { return false }
    if first == 0x2D || first == 0x2B, let second = bytes.next(), isDigit(second) { return false }
    return spellings.contains(text.lowercased())
  }
}

/// The booleans scene files accept: YAML 1.1's, since the scene format is YAML 1.1.
enum YAMLBool {
  /// The YAML 1.1 boolean spellings (the scene format is YAML 1.1): true/false, yes/no,
  /// on/off and y/n, in lower, capitalized or upper case.
  static func value(of text: String) -> Bool? {
    switch text {
    case "true", "True", "TRUE", "yes", "Yes", "YES", "on", "On", "ON", "y", "Y": true
    case "false", "False", "FALSE", "no", "No", "NO", "off", "Off", "OFF", "n", "N": false
    default: nil
    }
  }
}
