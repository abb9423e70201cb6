import SceneDiagnostics
import SceneModel
import SceneYAML

/// A quantity with units: a plain number in the base unit, or a string "<number><unit>".
struct UnitTable {
  /// "time", "angle" (for messages).
  var quantity: String
  /// What a plain number means: "seconds", "radians".
  var baseUnitName: String
  /// Unit suffix and the conversion of a value in that unit to the base unit.
  var units: [(suffix: String, toBase: @Sendable (Double) -> Double)]
  /// Common spellings of the units, only used for "did you mean".
  var aliases: [String: String]

  var suffixes: [String] { units.map { $0.suffix } }
  /// "'ms', 's'": the suffixes as messages list them (only built for a message).
  var quotedSuffixes: String { suffixes.map { "'\($0)'" }.joined(separator: ", ") }

  static let time = UnitTable(
    quantity: "time", baseUnitName: "seconds",
    units: [
      ("ms", { $0 / 1000 }),
      ("s", { $0 }),
    ],
    aliases: [
      "msec": "ms", "msecs": "ms", "millis": "ms", "millisecond": "ms", "milliseconds": "ms",
      "sec": "s", "secs": "s", "second": "s", "seconds": "s",
    ])

  /// Degrees divide before multiplying by π so common angles are exact (90deg == π/2).
  static let angle = UnitTable(
    quantity: "angle", baseUnitName: "radians",
    units: [
      ("deg", { $0 / 180 * Double.pi }),
      ("rad", { $0 }),
      ("turn", { $0 * (2 * Double.pi) }),
    ],
    aliases: [
      "°": "deg", "degree": "deg", "degrees": "deg", "radian": "rad", "radians": "rad",
      "turns": "turn",
    ])
}

extension ValueDecoder {
  /// Seconds: plain number, "300ms", "0.3s".
  func time(_ node: YAMLNode) -> Double? {
    quantity(node, table: .time, expected: "a time (seconds, or e.g. '300ms', '0.3s')")
  }

  /// Radians: plain number, "90deg", "0.25turn", "1.5rad".
  func angle(_ node: YAMLNode) -> Double? {
    quantity(node, table: .angle, expected: "an angle (radians, or e.g. '90deg', '0.25turn')")
  }

  private func quantity(_ node: YAMLNode, table: UnitTable, expected: String) -> Double? {
    guard let scalar = expectScalar(node, expected: expected) else { return nil }
    let text = scalar.value
    if scalar.isTaggedNumber
      || (scalar.isPlainUntyped && (JSONNumber.matches(text) || NonFiniteNumber.matches(text)))
    {
      return number(scalar, expected: expected)
    }
    guard !scalar.isNull else {
      typeMismatch(expected: expected, found: node)
      return nil
    }
    if JSONNumber.matches(text) {
      // A quoted bare number: say how to write it.
      let note = DiagnosticNote(
        "write a plain number for \(table.baseUnitName), or add a unit (\(table.quotedSuffixes))",
        range: scalar.range)
      typeMismatch(expected: expected, found: node, notes: [note])
      return nil
    }
    // The number grammar is ASCII, so its length in UTF-8 bytes ends on a scalar boundary;
    // the bytes split there (not `text[..<split]`, which would round down to a character
    // boundary when a combining mark follows the number).
    let numberLength = JSONNumber.prefixLength(ofUTF8: text)
    guard numberLength > 0 else {
      if JSONNumber.looksNumeric(text) {
        error(
          "invalid-number", "'\(text)' does not start with a valid number", at: scalar.range,
          notes: [DiagnosticNote("numbers follow JSON's grammar, e.g. '12', '-0.5', '1e3'")])
      } else {
        typeMismatch(expected: expected, found: node)
      }
      return nil
    }
    let split = text.utf8.index(text.utf8.startIndex, offsetBy: numberLength)
    let numberText = String(decoding: text.utf8[..<split], as: UTF8.self)
    let unit = String(decoding: text.utf8[split...], as: UTF8.self)
    guard let conversion = table.units.first(where: { $0.suffix == unit }) else {
      reportInvalidUnit(unit, number: numberText, scalar: scalar, table: table)
      return nil
    }
    guard let value = JSONNumber.value(of: numberText), value.isFinite, conversion.toBase(value).isFinite else {
      error("non-finite-number", "'\(text)' is too large to be a finite number", at: scalar.range)
      return nil
    }
    return conversion.toBase(value)
  }

  private func reportInvalidUnit(
    _ unit: String, number: String, scalar: YAMLScalar, table: UnitTable
  ) {
    var notes: [DiagnosticNote] = []
    let trimmed = unit.trimmingSpaces
    if let best = table.suffixes.first(where: { $0 == trimmed })
      ?? table.aliases[trimmed.lowercased()]
      ?? Suggestions.closest(to: trimmed, in: table.suffixes)
    {
      notes.append(DiagnosticNote("did you mean '\(number)\(best)'?", range: scalar.range))
    }
    notes.append(DiagnosticNote("valid \(table.quantity) units: \(table.quotedSuffixes)", range: scalar.range))
    error(
      "invalid-unit", "unknown \(table.quantity) unit '\(unit)' in '\(scalar.value)'",
      at: scalar.range, notes: notes)
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  var trimmingSpaces: String {
    var scalars = Substring(self).unicodeScalars[...]
    while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
    while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
    return String(String.UnicodeScalarView(scalars))
  }
}
