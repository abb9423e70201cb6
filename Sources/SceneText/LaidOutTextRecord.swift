/// A layout as the font cache file keeps it: the fields after its request's
/// (`TextLayoutRequest.cacheKey`), every number exact, so a layout read back is equal to
/// the one laid out.
///
/// `file`, `faceIndex` and the file's identity say which font it was laid out with; the
/// metrics (ascent, descent, line gap), then each line: its text, pen x, baseline, width
/// and glyph count, then each glyph's id, x and y.
enum LaidOutTextRecord {
  static func fields(of layout: LaidOutText, fontIdentity: String) -> String {
    var fields = [
      CacheField.escaped(layout.font.file), String(layout.font.faceIndex), fontIdentity,
      CacheField.bits(layout.metrics.ascent), CacheField.bits(layout.metrics.descent),
      CacheField.bits(layout.metrics.lineGap), String(layout.lines.count),
    ]
    for line in layout.lines {
      fields += [
        CacheField.escaped(line.text), CacheField.bits(line.x), CacheField.bits(line.baseline),
        CacheField.bits(line.width), String(line.glyphs.count),
      ]
      for glyph in line.glyphs { fields += [String(glyph.id), CacheField.bits(glyph.x), CacheField.bits(glyph.y)] }
    }
    return fields.joined(separator: "\t")
  }

  /// The layout `fields` hold when it was laid out with `font` (its file unchanged:
  /// `fontIdentity`) at `fontSize`; nil when it was not, or when the fields are not exactly
  /// what `fields(of:fontIdentity:)` writes.
  static func layout(
    from fields: ArraySlice<ArraySlice<UInt8>>, font: ResolvedFont, fontIdentity: String, fontSize: Double
  ) -> LaidOutText? {
    var rest = fields[...]
    func next() -> ArraySlice<UInt8>? { rest.popFirst() }
    func double() -> Double? { next().flatMap(CacheField.double) }
    guard let file = next().flatMap(CacheField.unescaped), file == font.file,
      let faceIndex = next().flatMap(CacheField.count), faceIndex == font.faceIndex,
      let identity = next(), identity.elementsEqual(fontIdentity.utf8),
      let ascent = double(), let descent = double(), let lineGap = double(),
      let lineCount = next().flatMap(CacheField.count)
    else { return nil }
    var lines: [LaidOutText.Line] = []
    lines.reserveCapacity(lineCount)
    for _ in 0..<lineCount {
      guard let text = next().flatMap(CacheField.unescaped), let x = double(), let baseline = double(),
        let width = double(), let glyphCount = next().flatMap(CacheField.count), glyphCount * 3 <= rest.count
      else { return nil }
      var glyphs: [LaidOutText.Glyph] = []
      glyphs.reserveCapacity(glyphCount)
      for _ in 0..<glyphCount {
        guard let id = next().flatMap(CacheField.count), let gx = double(), let gy = double() else { return nil }
        glyphs.append(.init(id: UInt32(id), x: gx, y: gy))
      }
      lines.append(.init(text: text, x: x, baseline: baseline, width: width, glyphs: glyphs))
    }
    guard rest.isEmpty else { return nil }
    return LaidOutText(
      font: font, metrics: FontMetrics(ascent: ascent, descent: descent, lineGap: lineGap), fontSize: fontSize,
      lines: lines)
  }
}
