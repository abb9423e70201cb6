/// The text of a source file split into lines, for printing excerpts under diagnostics.
///
/// Lines end where YAML (and so the positions diagnostics carry) says they do: at LF, at
/// CR LF and at a lone CR. The split runs over the UTF-8 bytes: every line break is ASCII,
/// so each line is a slice of the text between two of them (splitting by Characters cost
/// 2.5 M instructions on a 6 KB scene, and never broke at CR LF, one Character).
public struct SourceText: Sendable {
  public let lines: [Substring]

  public init(_ text: String) {
    let utf8 = text.utf8
    var lines: [Substring] = []
    var start = utf8.startIndex
    var i = start
    while i != utf8.endIndex {
      let byte = utf8[i]
      guard byte == 0x0A || byte == 0x0D else {
        utf8.formIndex(after: &i)
        continue
      }
      lines.append(text[start..<i])
      utf8.formIndex(after: &i)
      if byte == 0x0D, i != utf8.endIndex, utf8[i] == 0x0A { utf8.formIndex(after: &i) }
      start = i
    }
    lines.append(text[start..<utf8.endIndex])
    self.lines = lines
  }

  /// The 1-based line `number`, or nil when out of range.
  public func line(_ number: Int) -> Substring? {
    guard number >= 1, number <= lines.count else { return nil }
    return lines[number - 1]
  }
}
