/// Appends XML elements with two-space indentation per nesting level and LF line ends.
/// Attributes are written in the order given; nil values are left out.
struct SVGBuilder {
  private(set) var text = ""
  private var depth = 0
  let precision: Int

  init(precision: Int) { self.precision = precision }

  typealias Attributes = [(String, String?)]

  func number(_ value: Double) -> String { SVGNumber.format(value, precision: precision) }

  mutating func raw(_ line: String) {
    text += String(repeating: "  ", count: depth)
    text += line
    text += "\n"
  }

  mutating func open(_ name: String, _ attributes: Attributes = []) {
    raw("<" + name + Self.attributeText(attributes) + ">")
    depth += 1
  }

  mutating func close(_ name: String) {
    depth -= 1
    raw("</" + name + ">")
  }

  mutating func leaf(_ name: String, _ attributes: Attributes = []) {
    raw("<" + name + Self.attributeText(attributes) + "/>")
  }

  /// An element with escaped text content on one line.
  mutating func textElement(_ name: String, _ attributes: Attributes, content: String) {
    raw(inline(name, attributes, content: content))
  }

  /// The markup of an element with text content, for composing one-line elements.
  func inline(_ name: String, _ attributes: Attributes, content: String) -> String {
    "<" + name + Self.attributeText(attributes) + ">" + XMLText.escape(content) + "</" + name + ">"
  }

  static func attributeText(_ attributes: Attributes) -> String {
    var result = ""
    for (name, value) in attributes {
      guard let value else { continue }
      result += " " + name + "=\"" + XMLText.escape(value) + "\""
    }
    return result
  }
}
