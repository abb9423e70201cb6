import SceneModel

/// A CATextLayer's string as one `<text>` element (lines as `<tspan>`s), placed by
/// `TextLayout`. Spaces are kept (`xml:space="preserve"`), as Core Text keeps them.
struct TextPlan {
  let p: LayerProperties
  let paint: PaintMode
  let writer: SVGFrameWriter

  init(_ p: LayerProperties, paint: PaintMode, writer: SVGFrameWriter) {
    self.p = p
    self.paint = paint
    self.writer = writer
  }

  var draws: Bool {
    !p.string.isEmpty && p.fontSize > 0 && writer.visible(p.foregroundColor, paint: paint)
  }

  func write() {
    guard draws, let color = p.foregroundColor else { return }
    let layout = TextLayout(p)
    let n = writer.n
    var attributes: SVGBuilder.Attributes = []
    let single = layout.lines.count == 1
    if single {
      attributes += [("x", n(layout.x)), ("y", n(layout.firstBaseline))]
    }
    attributes += [
      ("font-family", Self.cssFamily(p.fontFamily)), ("font-size", n(p.fontSize)),
      ("font-weight", String(min(max(p.fontWeight, 100), 900))), ("text-anchor", layout.anchor),
    ]
    attributes += writer.fillAttributes(color, paint: paint)
    attributes += [("xml:space", "preserve")]
    if single {
      writer.out.textElement("text", attributes, content: layout.lines[0])
      return
    }
    // One line of markup: whitespace between tspans would be preserved as text.
    var spans = ""
    for (i, line) in layout.lines.enumerated() {
      let y = layout.firstBaseline + Double(i) * layout.lineSpacing
      spans += writer.out.inline("tspan", [("x", n(layout.x)), ("y", n(y))], content: line)
    }
    writer.out.raw("<text" + SVGBuilder.attributeText(attributes) + ">" + spans + "</text>")
  }

  /// A CSS font-family value naming exactly this family: plain words as they are, anything
  /// else quoted.
  static func cssFamily(_ family: String) -> String {
    let words = family.split(separator: " ", omittingEmptySubsequences: false)
    let plain =
      !family.isEmpty
      && words.allSatisfy { word in
        guard let first = word.unicodeScalars.first, first.properties.isAlphabetic else { return false }
        return word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "-" }
      }
    if plain { return family }
    var quoted = "'"
    for character in family {
      if character == "\\" || character == "'" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "'"
  }
}
