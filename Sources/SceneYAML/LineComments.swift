/// Where comments start on a line, for hints about values a comment swallowed. A `#`
/// starts a comment at the start of a line or after a space or tab, outside quotes.
enum LineComments {
  /// The 1-based column (in Unicode scalars) of the `#` that starts the line's comment.
  static func commentColumn(_ line: String.UnicodeScalarView) -> Int? {
    var quote: Unicode.Scalar?
    var previous: Unicode.Scalar = " "
    for (offset, scalar) in line.enumerated() {
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        // A quote starts a quoted scalar only where a scalar can start.
        if " \t[{,:".unicodeScalars.contains(previous) { quote = scalar }
      } else if scalar == "#", previous == " " || previous == "\t" {
        return offset + 1
      }
      previous = scalar
    }
    return nil
  }

  /// A comment that reads as a hex color: `#` and 3, 4, 6 or 8 hex digits, then the end of
  /// the line, a space or a flow indicator. `fillColor: #ff0000` is a key without a value
  /// followed by this comment.
  struct HexColor {
    /// The 1-based column of the `#`.
    var column: Int
    /// `#ff0000`, as written.
    var text: String
    /// What follows the color in the comment (e.g. the ` }` a flow mapping lost).
    var rest: Substring
  }

  static func hexColor(_ line: String.UnicodeScalarView) -> HexColor? {
    guard let column = commentColumn(line) else { return nil }
    let comment = String(String.UnicodeScalarView(line.dropFirst(column - 1)))
    let digits = comment.dropFirst().prefix { $0.isHexDigit }
    guard [3, 4, 6, 8].contains(digits.count) else { return nil }
    let rest = comment.dropFirst(1 + digits.count)
    guard rest.first.map({ " \t,}]".contains($0) }) ?? true else { return nil }
    return HexColor(column: column, text: "#" + digits, rest: rest)
  }
}
