import CFreeType
import CHarfBuzz
import SceneModel

/// One loaded font file: FreeType reads its metrics and glyph outlines, HarfBuzz shapes
/// text with it. Everything is unhinted and in font units scaled to em, the way vector
/// renderers draw text, so the same layout holds at every size and scale.
///
/// FreeType faces are not thread-safe: every call goes through `FontLibrary`'s lock.
final class FontFace: @unchecked Sendable {
  let metrics: FontMetrics
  private let face: FT_Face
  private let hbFont: OpaquePointer
  private let unitsPerEm: Double
  private let ft: scenec_freetype_functions
  private let hb: scenec_harfbuzz_functions
  private var outlines: [UInt32: BezierPath] = [:]

  init?(file: String, index: Int, library: FT_Library, libraries: TextLibraries) {
    let ft = libraries.freetype
    let hb = libraries.harfbuzz
    var loaded: FT_Face?
    guard ft.FT_New_Face(library, file, index, &loaded) == 0, let loaded else { return nil }
    let units = Double(loaded.pointee.units_per_EM)
    guard units > 0 else {
      ft.FT_Done_Face(loaded)
      return nil
    }
    face = loaded
    unitsPerEm = units
    self.ft = ft
    self.hb = hb
    let ascent = Double(loaded.pointee.ascender) / units
    let descent = -Double(loaded.pointee.descender) / units
    let height = Double(loaded.pointee.height) / units
    metrics = FontMetrics(ascent: ascent, descent: descent, lineGap: max(height - ascent - descent, 0))
    let hbFace = hb.hb_ft_face_create_referenced(loaded)
    hbFont = hb.hb_font_create(hbFace)!
    hb.hb_face_destroy(hbFace)
    let scale = Int32(loaded.pointee.units_per_EM)
    hb.hb_font_set_scale(hbFont, scale, scale)
  }

  /// `text` shaped as one run (HarfBuzz guesses script and direction).
  func shape(_ text: String) -> [ShapedGlyph] {
    guard !text.isEmpty, let buffer = hb.hb_buffer_create() else { return [] }
    defer { hb.hb_buffer_destroy(buffer) }
    var utf8 = Array(text.utf8)
    utf8.withUnsafeMutableBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        hb.hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
      }
    }
    hb.hb_buffer_guess_segment_properties(buffer)
    hb.hb_shape(hbFont, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb.hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb.hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    return (0..<Int(count)).map { i in
      ShapedGlyph(
        glyph: infos[i].codepoint, cluster: Int(infos[i].cluster),
        advance: Double(positions[i].x_advance) / unitsPerEm,
        xOffset: Double(positions[i].x_offset) / unitsPerEm,
        yOffset: Double(positions[i].y_offset) / unitsPerEm)
    }
  }

  /// The glyph's outline in em, y down, origin on the pen position at the baseline.
  func outline(_ glyph: UInt32) -> BezierPath {
    if let cached = outlines[glyph] { return cached }
    var path = BezierPath()
    // NO_SCALE | NO_HINTING | NO_BITMAP: the designer's outline in font units.
    if ft.FT_Load_Glyph(face, glyph, 1 | 2 | 8) == 0, let slot = face.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    {
      var collector = OutlineCollector(scale: 1 / unitsPerEm)
      withUnsafeMutablePointer(to: &collector) { user in
        var funcs = FT_Outline_Funcs(
          move_to: { to, user in
            OutlineCollector.from(user).pointee.move(to!.pointee)
            return 0
          },
          line_to: { to, user in
            OutlineCollector.from(user).pointee.line(to!.pointee)
            return 0
          },
          conic_to: { control, to, user in
            OutlineCollector.from(user).pointee.quad(control!.pointee, to!.pointee)
            return 0
          },
          cubic_to: { c1, c2, to, user in
            OutlineCollector.from(user).pointee.cubic(c1!.pointee, c2!.pointee, to!.pointee)
            return 0
          }, shift: 0, delta: 0)
        _ = ft.FT_Outline_Decompose(&slot.pointee.outline, &funcs, UnsafeMutableRawPointer(user))
      }
      collector.finish()
      path = BezierPath(collector.elements)
    }
    outlines[glyph] = path
    return path
  }
}

/// Receives FreeType's outline callbacks and builds path elements (every contour closed).
private struct OutlineCollector {
  let scale: Double
  var elements: [PathElement] = []
  var open = false

  init(scale: Double) { self.scale = scale }

  static func from(_ user: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<OutlineCollector> {
    user!.assumingMemoryBound(to: OutlineCollector.self)
  }

  func point(_ v: FT_Vector) -> Point { Point(Double(v.x) * scale, -Double(v.y) * scale) }

  mutating func move(_ to: FT_Vector) {
    finish()
    elements.append(.move(point(to)))
    open = true
  }
  mutating func line(_ to: FT_Vector) { elements.append(.line(point(to))) }
  mutating func quad(_ c: FT_Vector, _ to: FT_Vector) {
    elements.append(.quad(control: point(c), to: point(to)))
  }
  mutating func cubic(_ c1: FT_Vector, _ c2: FT_Vector, _ to: FT_Vector) {
    elements.append(.cubic(control1: point(c1), control2: point(c2), to: point(to)))
  }
  mutating func finish() {
    if open { elements.append(.close) }
    open = false
  }
}
