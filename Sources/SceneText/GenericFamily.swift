/// The CSS generic family a font falls back to when its own family is missing: every
/// renderer knows these three, so text never disappears for want of a font.
public enum GenericFamily: String, Sendable, CaseIterable {
  case sansSerif = "sans-serif"
  case serif
  case monospace

  /// The generic family of a font family name as iOS and macOS spell them ("Helvetica
  /// Neue" → sans-serif, "Georgia" → serif, "Menlo-Regular" → monospace). Families this
  /// list does not know are sans-serif, the system font's kind.
  public init(family: String) {
    let key = family.lowercased().filter { $0.isLetter }
    if Self.monospaceWords.contains(where: { key.contains($0) }) {
      self = .monospace
    } else if key.contains("sans") {
      self = .sansSerif
    } else if Self.serifWords.contains(where: { key.contains($0) }) {
      self = .serif
    } else {
      self = .sansSerif
    }
  }

  private static let monospaceWords = [
    "mono", "courier", "menlo", "monaco", "consolas", "andale", "inconsolata", "typewriter",
  ]
  private static let serifWords = [
    "serif", "times", "georgia", "baskerville", "palatino", "didot", "hoefler", "garamond",
    "charter", "cochin", "bodoni", "newyork", "roman", "cambria", "bookman", "century",
    "minion", "caslon", "iowan", "athelas", "seravek", "charis",
  ]
}
