/// JSON's number grammar, which scene files use for every number:
/// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. So `1e3` is a number, while
/// `.5`, `+1`, `01`, `1.` and `0x10` are not.
enum JSONNumber {
  /// True when all of `text` is a JSON number.
  static func matches(_ text: String) -> Bool {
    let scalars = Array(text.unicodeScalars)
    return !scalars.isEmpty && prefixLength(of: scalars) == scalars.count
  }

  /// The length of the longest prefix of `scalars` that is a JSON number (0 if none).
  static func prefixLength(of scalars: [Unicode.Scalar]) -> Int {
    var index = 0
    func isDigit(_ i: Int) -> Bool { i < scalars.count && ("0"..."9").contains(scalars[i]) }
    if index < scalars.count, scalars[index] == "-" { index += 1 }
    guard isDigit(index) else { return 0 }
    if scalars[index] == "0" {
      index += 1
    } else {
      while isDigit(index) { index += 1 }
    }
    if index < scalars.count, scalars[index] == ".", isDigit(index + 1) {
      index += 1
      while isDigit(index) { index += 1 }
    }
    if index < scalars.count, scalars[index] == "e" || scalars[index] == "E" {
      var exponent = index + 1
      if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" {
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

  static func matches(_ text: String) -> Bool { spellings.contains(text.lowercased()) }
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
