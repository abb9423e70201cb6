import SceneDiagnostics
import SceneModel
import SceneYAML

extension ValueDecoder {
  /// `"#rgb"`, `"#rgba"`, `"#rrggbb"`, `"#rrggbbaa"`, a CSS color name (any case), `clear`
  /// (also CSS's `transparent`), `"rgb(r, g, b)"`, `"rgba(r, g, b, a)"`, `[r, g, b]`,
  /// `[r, g, b, a]` or `"$name"`. "No color" (`none`, null) is an error here; see
  /// `optionalColor`.
  func color(_ node: YAMLNode) -> Color? {
    switch node {
    case .mapping:
      typeMismatch(expected: "a color", found: node)
      return nil
    case .sequence(let sequence):
      return componentColor(sequence)
    case .scalar(let scalar):
      guard !scalar.isNull else {
        // `color: #fff` is null to YAML: the '#' starts a comment.
        typeMismatch(
          expected: "a color", found: node,
          notes: [DiagnosticNote("quote hex colors: '#' starts a comment in YAML")])
        return nil
      }
      guard !(scalar.isPlainUntyped && describe(node) != "a string") else {
        typeMismatch(expected: "a color", found: node)
        return nil
      }
      if scalar.value.hasPrefix("$") {
        return reference(scalar, kind: .colors, in: definitions.colors)
      }
      if scalar.value == "none" {
        error(
          "invalid-color", "'none' (no color) is not allowed here", at: scalar.range,
          notes: [DiagnosticNote("give a color, e.g. 'clear' for a fully transparent one")])
        return nil
      }
      return textColor(scalar)
    }
  }

  /// A color, or YAML null / `none` meaning no color (`.some(nil)`); nil on error.
  func optionalColor(_ node: YAMLNode) -> Color?? {
    if let scalar = node.scalar, scalar.isNull || scalar.value == "none" { return .some(nil) }
    return color(node).map { .some($0) }
  }

  func colors(_ node: YAMLNode) -> [Color]? {
    guard let sequence = expectSequence(node, expected: "a list of colors") else { return nil }
    let values = sequence.items.map { color($0) }
    return values.contains(nil) ? nil : values.compactMap { $0 }
  }

  /// `[255, 0, 0]` reads as 0…255 bytes: suggest `"rgb(255, 0, 0)"` (alpha stays 0…1).
  private func rgbBytesHint(_ sequence: YAMLSequence) -> (notes: [DiagnosticNote], fixIts: [FixIt]) {
    let values = sequence.items.map { $0.scalar.flatMap { Double($0.value) } }
    guard values.allSatisfy({ $0 != nil }) else { return ([], []) }
    let numbers = values.compactMap { $0 }
    let rgb = numbers.prefix(3)
    // Integers and one above 2: bytes, not fractions a little out of range.
    guard rgb.contains(where: { $0 > 2 }), rgb.allSatisfy({ (0...255).contains($0) && $0 == $0.rounded() }),
      numbers.count == 3 || (0...1).contains(numbers[3])
    else { return ([], []) }
    let text =
      numbers.count == 3
      ? "rgb(\(rgb.map(formatNumber).joined(separator: ", ")))"
      : "rgba(\(rgb.map(formatNumber).joined(separator: ", ")), \(formatNumber(numbers[3])))"
    return Suggestions.didYouMean(
      text, among: [], aliases: [text: text], at: sequence.range, replacement: { "\"\($0)\"" })
  }

  /// `[r, g, b]` or `[r, g, b, a]`, each component 0…1.
  private func componentColor(_ sequence: YAMLSequence) -> Color? {
    guard sequence.items.count == 3 || sequence.items.count == 4 else {
      error(
        "wrong-count",
        "expected 3 or 4 color components [r, g, b] or [r, g, b, a], found \(sequence.items.count)",
        at: sequence.range)
      return nil
    }
    let names = ["red", "green", "blue", "alpha"]
    var components: [Double] = []
    var bytesHint = rgbBytesHint(sequence)
    for (item, name) in zip(sequence.items, names) {
      guard let value = number(item) else { continue }
      guard (0...1).contains(value) else {
        error(
          "value-out-of-range", "\(name) component must be within 0…1, found \(formatNumber(value))",
          at: item.range, notes: bytesHint.notes, fixIts: bytesHint.fixIts)
        bytesHint = ([], [])
        continue
      }
      components.append(value)
    }
    guard components.count == sequence.items.count else { return nil }
    return Color(
      red: components[0], green: components[1], blue: components[2],
      alpha: components.count == 4 ? components[3] : 1)
  }

  /// A color written as text: hex, functional `rgb()`/`rgba()`, or a name.
  private func textColor(_ scalar: YAMLScalar) -> Color? {
    let text = scalar.value
    if text.hasPrefix("#") { return hexColor(scalar) }
    let lowered = text.lowercased()
    if lowered == "clear" || lowered == "transparent" { return .clear }
    if lowered.hasPrefix("rgb(") || lowered.hasPrefix("rgba(") { return functionalColor(scalar) }
    if let rgb = CSSColorNames.rgb(named: lowered) {
      return Color(
        red: Double(rgb >> 16 & 0xff) / 255, green: Double(rgb >> 8 & 0xff) / 255,
        blue: Double(rgb & 0xff) / 255)
    }
    let (notes, fixIts) = suggestion(
      for: text, among: CSSColorNames.names + ["clear"], at: scalar.range,
      replacementFor: { scalar.sourceText(replacingValueWith: $0) })
    error("invalid-color", "unknown color '\(text)'", at: scalar.range, notes: notes, fixIts: fixIts)
    return nil
  }

  /// `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa` (hex digits in any case).
  private func hexColor(_ scalar: YAMLScalar) -> Color? {
    // The digits after '#', four bits each, the first highest (no arrays: this runs for
    // every color of a scene).
    var packed: UInt32 = 0
    var count = 0
    var isHex = true
    for unit in scalar.value.unicodeScalars.dropFirst() {
      guard count < 8, let digit = hexDigitValue(unit) else {
        isHex = false
        break
      }
      packed = packed << 4 | UInt32(digit)
      count += 1
    }
    guard isHex, count == 3 || count == 4 || count == 6 || count == 8 else {
      error(
        "invalid-color", "invalid hex color '\(scalar.value)'", at: scalar.range,
        notes: [DiagnosticNote("hex colors are written '#rgb', '#rgba', '#rrggbb' or '#rrggbbaa'")])
      return nil
    }
    // One digit per component (doubled: f is ff) or two.
    let components = count <= 4 ? count : count / 2
    func component(_ index: Int) -> Double {
      let shift = UInt32(components - 1 - index)
      let byte = count <= 4 ? (packed >> (4 * shift) & 0xf) * 17 : packed >> (8 * shift) & 0xff
      return Double(byte) / 255
    }
    return Color(
      red: component(0), green: component(1), blue: component(2), alpha: components == 4 ? component(3) : 1)
  }

  private func hexDigitValue(_ scalar: Unicode.Scalar) -> Int? {
    switch scalar {
    case "0"..."9": Int(scalar.value - 48)
    case "a"..."f": Int(scalar.value - 97 + 10)
    case "A"..."F": Int(scalar.value - 65 + 10)
    default: nil
    }
  }

  /// `rgb(r, g, b)` / `rgba(r, g, b, a)` as CSS writes them: r, g, b in 0…255, a in 0…1,
  /// spaces allowed around the components. As in CSS Color 4, both names take 3 or 4
  /// components.
  private func functionalColor(_ scalar: YAMLScalar) -> Color? {
    let text = scalar.value
    let hint = DiagnosticNote("write 'rgb(r, g, b)' or 'rgba(r, g, b, a)', r, g, b 0…255, a 0…1")
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else {
      error("invalid-color", "malformed color '\(text)'", at: scalar.range, notes: [hint])
      return nil
    }
    let inner = text[text.index(after: open)..<text.index(before: text.endIndex)]
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0).trimmingSpaces
    }
    guard parts.count == 3 || parts.count == 4 else {
      error(
        "invalid-color", "'\(text)' has \(parts.count) components, expected 3 or 4",
        at: scalar.range, notes: [hint])
      return nil
    }
    var values: [Double] = []
    for (index, part) in parts.enumerated() {
      guard let value = cssNumber(part) else {
        error(
          "invalid-color", "invalid component '\(part)' in '\(text)'", at: scalar.range,
          notes: [hint])
        return nil
      }
      let limit: Double = index == 3 ? 1 : 255
      guard (0...limit).contains(value) else {
        let name = ["red", "green", "blue", "alpha"][index]
        error(
          "value-out-of-range",
          "\(name) component must be within 0…\(formatNumber(limit)), found \(formatNumber(value))",
          at: scalar.range)
        return nil
      }
      values.append(index == 3 ? value : value / 255)
    }
    return Color(
      red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
  }

  /// A component of `rgb()`/`rgba()` in CSS's number grammar: JSON's, plus what CSS also
  /// allows and CSS authors write, a leading '+' and a fraction without its leading zero
  /// (`rgba(0, 0, 0, .5)`).
  private func cssNumber(_ text: String) -> Double? {
    var rest = Substring(text)
    var sign = ""
    if let first = rest.first, first == "+" || first == "-" {
      sign = first == "-" ? "-" : ""
      rest = rest.dropFirst()
    }
    if rest.first == "." { rest = "0" + rest }
    let json = sign + rest
    guard JSONNumber.matches(json), let value = JSONNumber.value(of: json), value.isFinite else { return nil }
    return value
  }
}
