import SceneDiagnostics

/// Better words for two libyaml syntax errors newcomers meet first. libyaml reports where
/// it gave up, not what the author did:
/// - a tab in the indentation ("found character that cannot start any token");
/// - an unquoted hex color in a flow mapping, `{ fillColor: #ff0000 }`: the comment swallows
///   the `}` and the error points at a later line.
enum SyntaxErrorHints {
  static func explain(
    _ error: LibYAMLError, at location: SourceLocation, lines: SourceLines, file: String
  ) -> Diagnostic? {
    tabIndentation(error, at: location, lines: lines, file: file)
      ?? swallowedFlowEnd(error, at: location, lines: lines, file: file)
  }

  private static func libyamlNote(_ error: LibYAMLError, at location: SourceLocation, file: String)
    -> DiagnosticNote
  {
    DiagnosticNote("libyaml: \(error.problem)", file: file, range: SourceRange(at: location))
  }

  /// A tab among the leading blanks of the error's line (or the line before: libyaml may
  /// stop at the token after it).
  private static func tabIndentation(
    _ error: LibYAMLError, at location: SourceLocation, lines: SourceLines, file: String
  ) -> Diagnostic? {
    for line in [location.line, location.line - 1] where line >= 1 && line <= lines.lineCount {
      let text = lines.text(ofLine: line)
      let blanks = text.prefix { $0 == " " || $0 == "\t" }
      guard let tab = blanks.firstIndex(of: "\t"), blanks.count < text.count else { continue }
      let column = text.distance(from: text.startIndex, to: tab) + 1
      return Diagnostic(
        id: "yaml-syntax", message: "YAML forbids tabs for indentation; indent with spaces",
        file: file, range: SourceRange(at: lines.location(line: line, column: column)),
        notes: [libyamlNote(error, at: location, file: file)])
    }
    return nil
  }

  /// The nearest line at or before the error whose comment reads as a hex color and hid a
  /// closing bracket (the bracket is in the comment, or the line opens more than it closes).
  private static func swallowedFlowEnd(
    _ error: LibYAMLError, at location: SourceLocation, lines: SourceLines, file: String
  ) -> Diagnostic? {
    let last = min(location.line, lines.lineCount)
    guard last >= 1 else { return nil }
    for line in stride(from: last, through: max(1, last - 100), by: -1) {
      let text = lines.text(ofLine: line)
      guard let color = LineComments.hexColor(text) else { continue }
      let code = text.prefix(color.column - 1)
      let opened = code.filter { $0 == "{" || $0 == "[" }.count
      let closed = code.filter { $0 == "}" || $0 == "]" }.count
      guard color.rest.contains(where: { $0 == "}" || $0 == "]" }) || opened > closed else {
        continue
      }
      let range = lines.range(of: color, line: line)
      return Diagnostic(
        id: "yaml-syntax",
        message:
          "'#' starts a comment in YAML, so '\(color.text)' and the rest of the line are not read",
        file: file, range: range,
        notes: [
          DiagnosticNote("quote the color: \"\(color.text)\"", file: file, range: range),
          libyamlNote(error, at: location, file: file),
        ],
        fixIts: [FixIt(message: "quote the color", range: range, replacement: "\"\(color.text)\"")])
    }
    return nil
  }
}

extension SourceLines {
  /// Where a hex color comment's `#rgb…` stands on `line`.
  func range(of color: LineComments.HexColor, line: Int) -> SourceRange {
    SourceRange(
      start: location(line: line, column: color.column),
      end: location(line: line, column: color.column + color.text.unicodeScalars.count))
  }
}
