/// A font's vertical metrics in em (multiply by the font size for points): what Core Text
/// reads from the font's horizontal header. y grows downward from the baseline, so the
/// ascent is above it and the descent below, both positive.
public struct FontMetrics: Hashable, Sendable {
  public var ascent: Double
  public var descent: Double
  public var lineGap: Double
  /// Baseline to baseline: ascent + descent + line gap (CTFontGetLeading is the gap).
  public var lineHeight: Double { ascent + descent + lineGap }

  public init(ascent: Double, descent: Double, lineGap: Double) {
    self.ascent = ascent
    self.descent = descent
    self.lineGap = lineGap
  }
}
