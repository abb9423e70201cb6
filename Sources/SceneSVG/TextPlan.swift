import SceneModel
import SceneText

/// A CATextLayer's string, laid out by SceneText from the font fontconfig resolves
/// (docs/svg-output.md, "Text layers"). As `<text>`: one element, every line a `<tspan>`
/// with its own x and baseline, all left-anchored at the position the layout computed, so
/// no renderer's text-anchor handling is involved (rsvg misplaces anchored text under a
/// scale in x only); the family list ends in the font drawn and a generic family, so every
/// renderer finds a font. As outlines: one `<path>` of every glyph.
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

  static func layout(_ p: LayerProperties) -> LaidOutText? {
    TextLayouter.layout(
      p.string, family: p.fontFamily, fontSize: p.fontSize, weight: p.fontWeight, bounds: p.bounds,
      alignment: p.alignmentMode)
  }

  func write() {
    guard draws, let color = p.foregroundColor, let text = Self.layout(p) else { return }
    let n = writer.n
    if writer.textRendering == .outlines {
      let path = text.outlinePath()
      guard PathData.draws(path) else { return }
      writer.out.leaf("path", [("d", PathData.string(path, n))] + writer.fillAttributes(color, paint: paint))
      return
    }
    let lines = text.lines
    var attributes: SVGBuilder.Attributes = []
    let single = lines.count == 1
    if single {
      attributes += [("x", n(lines[0].x)), ("y", n(lines[0].baseline))]
    }
    attributes += [
      ("font-family", Self.familyList(text.font)), ("font-size", n(p.fontSize)),
      ("font-weight", String(text.font.requestedWeight)),
    ]
    attributes += writer.fillAttributes(color, paint: paint)
    attributes += [("xml:space", "preserve")]
    if single {
      writer.out.textElement("text", attributes, content: lines[0].text)
      return
    }
    // One line of markup: whitespace between tspans would be preserved as text.
    var spans = ""
    for line in lines {
      spans += writer.out.inline("tspan", [("x", n(line.x)), ("y", n(line.baseline))], content: line.text)
    }
    writer.out.raw("<text" + SVGBuilder.attributeText(attributes) + ">" + spans + "</text>")
  }

  /// The scene's family, the family actually drawn when that is a stand-in, and the
  /// generic family: `'Helvetica Neue', 'DejaVu Sans', sans-serif`.
  static func familyList(_ font: ResolvedFont) -> String {
    var families = [font.requestedFamily]
    if font.isFallback { families.append(font.family) }
    return families.map(cssFamily).joined(separator: ", ") + ", " + font.generic.rawValue
  }

  /// A CSS font-family value naming exactly this family: quoted, so that no family name
  /// is read as a generic family or keyword.
  static func cssFamily(_ family: String) -> String {
    var quoted = "'"
    for character in family {
      if character == "\\" || character == "'" { quoted.append("\\") }
      quoted.append(character)
    }
    return quoted + "'"
  }
}
