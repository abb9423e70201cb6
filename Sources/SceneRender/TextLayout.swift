public import SceneModel

/// Where a text layer's lines go. CATextLayer draws from the top of its bounds: the first
/// baseline sits one font ascent below the top, and lines follow at the font's line
/// height. Without font metrics at compile time, the metrics of Helvetica (the default
/// font) are used for every family: ascent 0.77 em, line height 1.15 em (ascent 0.77 +
/// descent 0.23). Alignment places the text's start, middle or end at the left edge,
/// centre or right edge of the bounds; `natural` is left (left-to-right text).
public struct TextLayout {
  static let ascent = 0.77
  static let lineHeight = 1.15
  /// Upper bound of a glyph's advance, for estimating how far text can reach.
  static let widestAdvance = 1.0

  public var lines: [String]
  public var x: Double
  public var anchor: TextAnchor
  /// Baseline of line i: firstBaseline + i · lineSpacing.
  public var firstBaseline: Double
  public var lineSpacing: Double

  public init(_ p: LayerProperties) {
    // Line breaks as Core Text breaks them: LF, CR LF, or CR alone.
    // (Swift treats "\r\n" as one Character, so splitting on both covers all three.)
    lines = p.string.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
      .map(String.init)
    let b = p.bounds
    switch p.alignmentMode {
    case .left, .natural:
      x = b.minX
      anchor = .start
    case .center:
      x = b.minX + b.width / 2
      anchor = .middle
    case .right:
      x = b.maxX
      anchor = .end
    }
    firstBaseline = b.minY + Self.ascent * p.fontSize
    lineSpacing = Self.lineHeight * p.fontSize
  }

  /// A generous box around the drawn text (every glyph at most one em wide).
  public func estimatedBounds(fontSize: Double) -> Rect? {
    let longest = lines.map { Double($0.count) }.max() ?? 0
    if longest == 0 { return nil }
    let width = longest * Self.widestAdvance * fontSize
    let left: Double
    switch anchor {
    case .middle: left = x - width / 2
    case .end: left = x - width
    case .start: left = x
    }
    let top = firstBaseline - Self.ascent * fontSize
    let height = Double(lines.count) * lineSpacing
    return Rect(left, top, width, height)
  }
}
