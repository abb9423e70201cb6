import Foundation
import SceneText
import struct SceneModel.Rect
import enum SceneModel.TextAlignment

/// Lottie text layers (`ty` 5): the text documents of `t.d.k` (point text: the first
/// baseline on the layer's origin, lines `lh` apart, justified about x = 0).
///
/// With glyph outlines in the file's `chars` for every character (in the document's font
/// family and style), the text is drawn from them: one filled shape per document, each
/// glyph scaled from size 100 and placed at its pen position (advance `w`, plus tracking
/// `tr` in thousandths of an em) — exact. Otherwise it becomes a scene `text` layer
/// (family, weight from the style, size, fill color, alignment), laid out by scenec with
/// the installed font; its bounds' top is one ascent of that font above the baseline, so
/// the first baseline is where Lottie has it. What a text layer cannot say (tracking, a
/// line height other than the font's, strokes, text animators, text on a path, paragraph
/// boxes) is a warning. Animated text documents (which hold until the next) become one
/// sublayer per document, shown by `set` steps from its frame to the next one's.
struct TextLayer {
  let converter: Converter
  let layer: LayerInfo

  private var context: ImportContext { converter.context }

  struct Document {
    var text: String
    var size: Double
    var font: String
    var justification: Int
    var tracking: Double
    var lineHeight: Double
    var fill: [Double]?
    var stroke: [Double]?
    var strokeWidth: Double
  }

  func emit(into node: SceneNode, time: TimeMap) {
    let o = layer.object
    let path = layer.path + ".t"
    guard let t = context.object(o["t"], path), let d = context.object(t["d"], path + ".d"),
      let keys = context.array(d["k"], path + ".d.k"), !keys.isEmpty
    else {
      context.unsupported("a text layer without a text document is left out", layer: layer.name, path: path + ".d", at: layer.range)
      return
    }
    if let animators = t["a"]?.array, !animators.isEmpty {
      context.unsupported("text animators are left out", layer: layer.name, path: path + ".a", at: t["a"]?.range)
    }
    if t["p"]?.object?["m"] != nil {
      context.unsupported("text on a path is drawn as point text", layer: layer.name, path: path + ".p", at: t["p"]?.range, approximated: true)
    }
    // Text documents hold until the next one: each is a sublayer shown from its frame on.
    var entries: [(frame: Double, node: SceneNode)] = []
    for (k, key) in keys.enumerated() {
      let keyPath = "\(path).d.k[\(k)].s"
      guard let document = key.object, let s = context.object(document["s"], keyPath) else { continue }
      entries.append((document["t"]?.number ?? 0, documentNode(s, path: keyPath)))
    }
    for (k, entry) in entries.enumerated() where entries.count > 1 {
      var sets: [YAMLText] = []
      func set(_ frame: Double, hidden: Bool) -> YAMLText {
        let scene = (time.sceneFrame(frame) - time.start - 0.5) / time.fps
        return .map([
          ("type", .scalar("set")), ("beginTime", AnimationEmitter.secondsText(max(0, scene))),
          ("values", .map([("hidden", .scalar(hidden ? "true" : "false"))])),
        ])
      }
      if k > 0 {
        entry.node.set("hidden", .scalar("true"))
        sets.append(set(entry.frame, hidden: false))
      }
      if k + 1 < entries.count { sets.append(set(entries[k + 1].frame, hidden: true)) }
      entry.node.animations += sets
    }
    node.sublayers = entries.map(\.node)
  }

  private func documentNode(_ s: JSONObject, path: String) -> SceneNode {
    if s["sz"] != nil {
      context.unsupported("paragraph (box) text is drawn as point text, without wrapping", layer: layer.name, path: path + ".sz", at: s["sz"]?.range, approximated: true)
    }
    let doc = Document(
      text: (s["t"]?.string ?? "").replacingOccurrences(of: "\r\n", with: "\r").replacingOccurrences(of: "\n", with: "\r")
        .replacingOccurrences(of: "\u{3}", with: "\r"),
      size: s["s"]?.number ?? 12, font: s["f"]?.string ?? "", justification: Int(lottie: s["j"]?.number ?? 0),
      tracking: s["tr"]?.number ?? 0, lineHeight: s["lh"]?.number ?? (s["s"]?.number ?? 12) * 1.2,
      fill: s["fc"]?.array?.compactMap(\.number), stroke: s["sc"]?.array?.compactMap(\.number),
      strokeWidth: s["sw"]?.number ?? 0)
    if doc.stroke != nil, doc.strokeWidth > 0 {
      context.unsupported("text strokes are left out (the fill is drawn)", layer: layer.name, path: path + ".sc", at: s["sc"]?.range)
    }
    let font = converter.fonts[doc.font]
    let family = font?["fFamily"]?.string ?? doc.font
    let style = font?["fStyle"]?.string ?? "Regular"
    if let glyphs = glyphs(for: doc, family: family, style: style) {
      return outlineNode(doc, glyphs: glyphs)
    }
    return textNode(doc, family: family, style: style, path: path)
  }

  // MARK: - Glyph outlines from `chars`

  struct Glyph {
    var advance: Double
    var shapes: [BezierShape]
  }

  /// Every character's glyph in `chars` (at size 100), or nil when one is missing.
  private func glyphs(for doc: Document, family: String, style: String) -> [Character: Glyph]? {
    guard !converter.chars.isEmpty else { return nil }
    var table: [Character: Glyph] = [:]
    for (i, value) in converter.chars.enumerated() {
      guard let c = value.object, let ch = c["ch"]?.string, let character = ch.first, ch.count == 1 else { continue }
      if let f = c["fFamily"]?.string, f != family { continue }
      if let st = c["style"]?.string, st != style { continue }
      let shapes = c["data"]?.object?["shapes"]?.array ?? []
      let items = ShapeParser(context: context, layer: layer.name).items(shapes, path: "chars[\(i)].data.shapes")
      table[character] = Glyph(advance: c["w"]?.number ?? 0, shapes: Self.outlines(items, .identity))
    }
    for character in doc.text where character != "\r" && table[character] == nil { return nil }
    return table
  }

  /// The static paths of shape items, with their groups' transforms.
  static func outlines(_ items: [ShapeItem], _ m: Matrix) -> [BezierShape] {
    var out: [BezierShape] = []
    for item in items {
      switch item {
      case .shape(let s): out.append(s.shape(at: 0).transformed(m))
      case .group(let g): out += outlines(g.items, (g.transform?.matrix(at: 0) ?? .identity).then(m))
      default: break
      }
    }
    return out
  }

  private func outlineNode(_ doc: Document, glyphs: [Character: Glyph]) -> SceneNode {
    let node = SceneNode(id: converter.ids.unique(layer.name + " glyphs"), type: "shape")
    let scale = doc.size / 100
    let track = doc.tracking / 1000 * doc.size
    var shapes: [BezierShape] = []
    for (i, line) in doc.text.split(separator: "\r", omittingEmptySubsequences: false).enumerated() {
      let width = line.reduce(0) { $0 + (glyphs[$1]?.advance ?? 0) * scale + track } - (line.isEmpty ? 0 : track)
      var pen = doc.justification == 1 ? -width : doc.justification == 2 ? -width / 2 : 0
      let baseline = Double(i) * doc.lineHeight
      for character in line {
        guard let glyph = glyphs[character] else { continue }
        let place = Matrix.scale(scale, scale).then(.translate(pen, baseline))
        shapes += glyph.shapes.map { $0.transformed(place) }
        pen += glyph.advance * scale + track
      }
    }
    node.set("path", .map([("d", .string(ValueText.pathData(shapes)))]))
    node.set("fillColor", converter.shared.color(ValueText.hex(doc.fill ?? [0, 0, 0]), owner: node.id))
    return node
  }

  // MARK: - A scene text layer

  static let weights: [(String, Int)] = [
    ("extralight", 200), ("ultralight", 200), ("semibold", 600), ("demibold", 600), ("extrabold", 800),
    ("ultrabold", 800), ("thin", 100), ("light", 300), ("medium", 500), ("bold", 700), ("heavy", 800), ("black", 900),
  ]

  static func weight(style: String) -> Int {
    let s = style.lowercased().replacingOccurrences(of: " ", with: "").replacingOccurrences(of: "-", with: "")
    return weights.first { s.contains($0.0) }?.1 ?? 400
  }

  private func textNode(_ doc: Document, family: String, style: String, path: String) -> SceneNode {
    let node = SceneNode(id: converter.ids.unique(layer.name + " text"), type: "text")
    let weight = Self.weight(style: style)
    let lines = doc.text.split(separator: "\r", omittingEmptySubsequences: false)
    let metrics = TextLayouter.layout("M", family: family, fontSize: doc.size, weight: weight, bounds: Rect(0, 0, 0, 0), alignment: .left)?.metrics
    let ascent = (metrics?.ascent ?? 0.9) * doc.size
    let fontLine = (metrics?.lineHeight ?? 1.15) * doc.size
    if lines.count > 1, abs(fontLine - doc.lineHeight) > 0.5 {
      context.unsupported(
        "line height \(NumberText.format(doc.lineHeight)) is drawn as the font's (\(NumberText.format(fontLine)))",
        layer: layer.name, path: path + ".lh", at: nil, approximated: true)
    }
    if doc.tracking != 0 {
      context.unsupported("tracking is not in the scene format; drawn without", layer: layer.name, path: path + ".tr", at: nil, approximated: true)
    }
    if style.lowercased().contains("italic") || style.lowercased().contains("oblique") {
      context.unsupported("italic styles are drawn upright", layer: layer.name, path: path + ".f", at: nil, approximated: true)
    }
    // Wide enough for any line; the alignment places each line about x = 0.
    let width = max(1, Double(lines.map(\.count).max() ?? 1) * doc.size * 2)
    let height = Double(lines.count) * fontLine
    let anchorX = doc.justification == 1 ? 1.0 : doc.justification == 2 ? 0.5 : 0
    node.set("bounds", .numbers([0, 0, width, height]))
    node.set("anchorPoint", .numbers([anchorX, 0]))
    node.set("position", .numbers([0, -ascent]))
    node.set("string", .string(lines.joined(separator: "\n")))
    node.set("fontFamily", .string(family))
    if weight != 400 { node.set("fontWeight", .number(Double(weight))) }
    node.set("fontSize", .number(doc.size))
    node.set("foregroundColor", converter.shared.color(ValueText.hex(doc.fill ?? [0, 0, 0]), owner: node.id))
    node.set("alignmentMode", .scalar(doc.justification == 1 ? "right" : doc.justification == 2 ? "center" : "left"))
    return node
  }
}
