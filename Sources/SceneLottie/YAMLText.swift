import Foundation

/// The scene file being written, as a tree that prints as block YAML: mappings keep their
/// insertion order, short lists of scalars print on one line.
indirect enum YAMLText: Sendable {
  case scalar(String)
  case map([(String, YAMLText)])
  case list([YAMLText])

  static func number(_ value: Double, decimals: Int = 4) -> YAMLText {
    .scalar(NumberText.format(value, decimals: decimals))
  }
  static func numbers(_ values: [Double], decimals: Int = 4) -> YAMLText {
    .list(values.map { .number($0, decimals: decimals) })
  }
  static func string(_ text: String) -> YAMLText { .scalar(quoted(text)) }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          out += String(format: "\\x%02X", scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }

  private var isScalar: Bool {
    if case .scalar = self { return true }
    return false
  }

  /// A list of scalars (or of short lists of scalars) short enough for one line.
  private var flow: String? {
    switch self {
    case .scalar(let s): return s
    case .map: return nil
    case .list(let items):
      var parts: [String] = []
      for item in items {
        guard case .list(let inner) = item else {
          guard let f = item.flow, item.isScalar else { return nil }
          parts.append(f)
          continue
        }
        guard inner.allSatisfy(\.isScalar), let f = item.flow else { return nil }
        parts.append(f)
      }
      let line = "[" + parts.joined(separator: ", ") + "]"
      return line.count <= 100 ? line : nil
    }
  }

  func render() -> String {
    var out = ""
    write(into: &out, indent: 0)
    return out
  }

  private func write(into out: inout String, indent: Int) {
    let pad = String(repeating: " ", count: indent)
    switch self {
    case .scalar(let s): out += pad + s + "\n"
    case .map(let entries):
      for (key, value) in entries { writeEntry(key, value, into: &out, pad: pad, indent: indent) }
    case .list(let items):
      for item in items { writeItem(item, into: &out, indent: indent) }
    }
  }

  private func writeEntry(_ key: String, _ value: YAMLText, into out: inout String, pad: String, indent: Int) {
    if let f = value.flow {
      out += pad + key + ": " + f + "\n"
      return
    }
    out += pad + key + ":\n"
    value.write(into: &out, indent: indent + 2)
  }

  private func writeItem(_ item: YAMLText, into out: inout String, indent: Int) {
    let pad = String(repeating: " ", count: indent)
    if let f = item.flow {
      out += pad + "- " + f + "\n"
      return
    }
    switch item {
    case .map(let entries) where !entries.isEmpty:
      var first = true
      for (key, value) in entries {
        let prefix = first ? pad + "- " : pad + "  "
        first = false
        if let f = value.flow {
          out += prefix + key + ": " + f + "\n"
        } else {
          out += prefix + key + ":\n"
          value.write(into: &out, indent: indent + 4)
        }
      }
    case .map: out += pad + "- {}\n"
    case .list(let inner):
      out += pad + "-\n"
      for element in inner { writeItem(element, into: &out, indent: indent + 2) }
    case .scalar(let s): out += pad + "- " + s + "\n"
    }
  }
}

/// Numbers as short as they can be: rounded to a few decimals, no trailing zeros, never an
/// exponent and never "-0".
enum NumberText {
  static func format(_ value: Double, decimals: Int = 4) -> String {
    guard value.isFinite else { return "0" }
    let scale = pow(10, Double(decimals))
    var rounded = (value * scale).rounded() / scale
    if rounded == 0 { rounded = 0 }
    if rounded == rounded.rounded(), abs(rounded) < 1e15 {
      return String(Int64(rounded))
    }
    var text = String(format: "%.\(decimals)f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    if text == "-0" { return "0" }
    return text
  }
}
