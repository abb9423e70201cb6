import SceneModel

/// A CATextLayer's string laid out in its bounds: the font actually used, and each line
/// with its text, where its pen starts and the glyphs it draws. Coordinates are the
/// layer's (points, y down).
public struct LaidOutText: Hashable, Sendable {
  public var font: ResolvedFont
  /// Metrics of `font`, in em.
  public var metrics: FontMetrics
  public var fontSize: Double
  public var lines: [Line]

  public struct Line: Hashable, Sendable {
    /// What the line shows (an ellipsis where it was truncated; no line break).
    public var text: String
    /// Pen position where the line starts: its left edge, alignment applied.
    public var x: Double
    public var baseline: Double
    /// Advance width without trailing whitespace (what alignment places).
    public var width: Double
    public var glyphs: [Glyph]
  }

  /// A glyph of `font` whose origin (pen position on the baseline) is at (x, y).
  public struct Glyph: Hashable, Sendable {
    public var id: UInt32
    public var x: Double
    public var y: Double
  }

  /// Every glyph's outline, scaled and placed: the text as one filled path (nonzero).
  public func outlinePath() -> BezierPath {
    FontLibrary.shared.withLock {
      guard let (_, face) = FontLibrary.shared.fontLocked(family: font.requestedFamily, weight: font.requestedWeight)
      else { return BezierPath() }
      var elements: [PathElement] = []
      let m = fontSize
      for line in lines {
        for glyph in line.glyphs {
          let matrix = AffineMatrix(a: m, b: 0, c: 0, d: m, tx: glyph.x, ty: glyph.y)
          elements += face.outline(glyph.id).applying(matrix).elements
        }
      }
      return BezierPath(elements)
    }
  }

  /// The box the lines take: from each line's top (baseline − ascent) to the last line's
  /// bottom (baseline + descent), across the widest line. nil without visible text.
  public var lineBounds: Rect? {
    let drawn = lines.filter { $0.width > 0 }
    guard let first = lines.first, let last = lines.last, !drawn.isEmpty else { return nil }
    let left = drawn.map(\.x).min()!
    let right = drawn.map { $0.x + $0.width }.max()!
    let top = first.baseline - metrics.ascent * fontSize
    let bottom = last.baseline + metrics.descent * fontSize
    return Rect(left, top, right - left, bottom - top)
  }
}
