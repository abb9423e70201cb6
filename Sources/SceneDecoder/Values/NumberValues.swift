import SceneDiagnostics
import SceneModel
import SceneYAML

extension ValueDecoder {
  func number(_ node: YAMLNode) -> Double? {
    guard let scalar = expectScalar(node, expected: "a number") else { return nil }
    return number(scalar, expected: "a number")
  }

  /// A number that must be ≥ 0 (`what` names it in messages).
  func nonNegativeNumber(_ node: YAMLNode, what: String) -> Double? {
    guard let value = number(node) else { return nil }
    guard value >= 0 else {
      error(
        "value-out-of-range", "'\(what)' must not be negative, found \(formatNumber(value))",
        at: node.range)
      return nil
    }
    return value
  }

  /// A number without a fraction (`3`, `3.0` and `3e0` all read as 3).
  func integer(_ node: YAMLNode) -> Int? {
    guard let scalar = expectScalar(node, expected: "an integer"),
      let value = number(scalar, expected: "an integer")
    else { return nil }
    guard value == value.rounded(), abs(value) <= 9_007_199_254_740_992 else {
      error("type-mismatch", "expected an integer, found \(formatNumber(value))", at: scalar.range)
      return nil
    }
    return Int(value)
  }

  /// `true`/`false` (also `True`, `TRUE`, `False`, `FALSE`), written plain.
  func bool(_ node: YAMLNode) -> Bool? {
    let expected = "a boolean (true or false)"
    guard let scalar = expectScalar(node, expected: expected) else { return nil }
    if scalar.isPlainUntyped || scalar.isTaggedBool, let value = YAMLBool.value(of: scalar.value) {
      return value
    }
    var notes: [DiagnosticNote] = []
    if scalar.isQuoted, YAMLBool.value(of: scalar.value) != nil {
      notes.append(DiagnosticNote("booleans are written without quotes", range: scalar.range))
    }
    typeMismatch(expected: expected, found: .scalar(scalar), notes: notes)
    return nil
  }

  /// Any non-null scalar's text (plain `12` is the string "12" here).
  func string(_ node: YAMLNode) -> String? {
    guard let scalar = expectScalar(node, expected: "a string") else { return nil }
    guard !scalar.isNull else {
      typeMismatch(expected: "a string", found: node)
      return nil
    }
    return scalar.value
  }

  func numbers(_ node: YAMLNode) -> [Double]? {
    guard let sequence = expectSequence(node, expected: "a list of numbers") else { return nil }
    return numbers(in: sequence.items)
  }

  /// `count` numbers in a sequence, e.g. `[x, y]` (`shape` names them in messages).
  func fixedNumbers(_ node: YAMLNode, count: Int, expected: String, shape: String) -> [Double]? {
    guard let sequence = expectSequence(node, expected: expected) else { return nil }
    guard sequence.items.count == count else {
      error(
        "wrong-count",
        "expected \(count) numbers \(shape), found \(sequence.items.count)",
        at: sequence.range)
      return nil
    }
    return numbers(in: sequence.items)
  }

  /// Every item as a number (each one reports its own problem), or nil if one is not.
  private func numbers(in items: YAMLSequenceItems) -> [Double]? {
    var values: [Double] = []
    values.reserveCapacity(items.count)
    var isComplete = true
    for item in items {
      if let value = number(item) { values.append(value) } else { isComplete = false }
    }
    return isComplete ? values : nil
  }

  /// A scalar read as a JSON number; emits `type-mismatch`, `invalid-number` or
  /// `non-finite-number` and returns nil when it is not a finite number.
  func number(_ scalar: YAMLScalar, expected: String) -> Double? {
    let text = scalar.value
    guard scalar.isPlainUntyped || scalar.isTaggedNumber else {
      var notes: [DiagnosticNote] = []
      if scalar.isQuoted, JSONNumber.matches(text) {
        notes.append(DiagnosticNote("numbers are written without quotes", range: scalar.range))
      }
      typeMismatch(expected: expected, found: .scalar(scalar), notes: notes)
      return nil
    }
    if NonFiniteNumber.matches(text) {
      error("non-finite-number", "'\(text)' is not a finite number", at: scalar.range)
      return nil
    }
    if JSONNumber.matches(text) {
      guard let value = JSONNumber.value(of: text), value.isFinite else {
        error(
          "non-finite-number", "'\(text)' is too large to be a finite number", at: scalar.range)
        return nil
      }
      return value
    }
    if JSONNumber.looksNumeric(text) {
      reportInvalidNumber(text, scalar: scalar)
      return nil
    }
    typeMismatch(expected: expected, found: .scalar(scalar))
    return nil
  }

  /// `invalid-number` for number-like text outside JSON's grammar, with the JSON spelling
  /// when the text has an obvious meaning (`.5` → `0.5`, `+1` → `1`, `01` → `1`).
  private func reportInvalidNumber(_ text: String, scalar: YAMLScalar) {
    var notes = [DiagnosticNote("numbers follow JSON's grammar, e.g. '12', '-0.5', '1e3'")]
    var fixIts: [FixIt] = []
    let isDecimal = text.unicodeScalars.allSatisfy { "0123456789+-.eE".unicodeScalars.contains($0) }
    if isDecimal, let value = Double(text), value.isFinite {
      let spelling = formatNumber(value)
      notes = [DiagnosticNote("did you mean '\(spelling)'?", range: scalar.range)]
      fixIts = [FixIt(message: "replace with '\(spelling)'", range: scalar.range, replacement: spelling)]
    }
    error(
      "invalid-number", "'\(text)' is not a valid number", at: scalar.range, notes: notes,
      fixIts: fixIts)
  }
}
