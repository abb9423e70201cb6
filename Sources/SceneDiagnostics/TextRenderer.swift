/// Renders diagnostics as compiler-style text:
///
///     scenes/intro.yaml:14:5: error: unknown key 'opactiy' for layer [unknown-key]
///        14 |     opactiy: 0.5
///           |     ^~~~~~~
///     scenes/intro.yaml:14:5: note: did you mean 'opacity'?
///
/// The first line of each entry is fixed so editors' problem matchers can parse it.
public struct TextRenderer: Sendable {
  public var showsSourceExcerpts: Bool
  public var colored: Bool

  public init(showsSourceExcerpts: Bool = true, colored: Bool = false) {
    self.showsSourceExcerpts = showsSourceExcerpts
    self.colored = colored
  }

  /// Renders `diagnostics`, looking source lines up through `source(file)`.
  public func render(_ diagnostics: [Diagnostic], source: (String) -> SourceText?) -> String {
    var out = ""
    // Diagnostics come sorted, so many in a row may share one (possibly very long) line:
    // its scalars are split out once, not once per diagnostic.
    var cached: (file: String, line: Int, text: Substring, scalars: [Unicode.Scalar])?
    for diagnostic in diagnostics {
      out += header(
        file: diagnostic.file, range: diagnostic.range, severity: diagnostic.severity,
        message: diagnostic.message + " [\(diagnostic.id)]")
      if showsSourceExcerpts, let range = diagnostic.range {
        if cached?.file != diagnostic.file || cached?.line != range.start.line {
          cached = source(diagnostic.file)?.line(range.start.line).map {
            (diagnostic.file, range.start.line, $0, Array($0.unicodeScalars))
          }
        }
        if let cached { out += excerpt(range: range, line: cached.text, scalars: cached.scalars) }
      }
      for note in diagnostic.notes {
        out += header(
          file: note.file ?? diagnostic.file, range: note.range ?? diagnostic.range,
          severity: .note, message: note.message)
      }
    }
    return out
  }

  func header(file: String, range: SourceRange?, severity: Severity, message: String) -> String {
    let location = range.map { "\(file):\($0.start.line):\($0.start.column)" } ?? "\(file):<unknown>"
    let label = colored ? paint(severity) : severity.rawValue
    return "\(location): \(label): \(message)\n"
  }

  private func paint(_ severity: Severity) -> String {
    let code =
      switch severity {
      case .error: "\u{1B}[1;31m"
      case .warning: "\u{1B}[1;35m"
      case .note: "\u{1B}[1;36m"
      }
    return code + severity.rawValue + "\u{1B}[0m"
  }

  /// The most columns of a source line an excerpt shows; a longer line is cut to a window
  /// around the problem, marked with "…" (a line of 100 000 numbers would otherwise be
  /// printed whole under each of its diagnostics).
  public static let maxExcerptColumns = 160

  /// The source line and a caret line. Columns count Unicode scalars; the caret line repeats
  /// tabs and widens East Asian wide characters so the caret lands under the right character.
  public func excerpt(range: SourceRange, text: SourceText) -> String {
    guard let line = text.line(range.start.line) else { return "" }
    return excerpt(range: range, line: line, scalars: Array(line.unicodeScalars))
  }

  /// `scalars`: the line's Unicode scalars (`line.unicodeScalars`).
  func excerpt(range: SourceRange, line: Substring, scalars: [Unicode.Scalar]) -> String {
    let number = String(range.start.line)
    let gutter = String(repeating: " ", count: max(5 - number.count, 1)) + number + " | "
    let blankGutter = String(repeating: " ", count: gutter.count - 2) + "| "
    let startIndex = min(max(range.start.column - 1, 0), scalars.count)
    let endColumn =
      range.end.line == range.start.line ? max(range.end.column, range.start.column + 1) : scalars.count + 1
    // The shown part of the line: all of it, or a window starting a quarter before the problem.
    var window = 0..<scalars.count
    if scalars.count > Self.maxExcerptColumns {
      let from = max(0, min(startIndex - Self.maxExcerptColumns / 4, scalars.count - Self.maxExcerptColumns))
      window = from..<(from + Self.maxExcerptColumns)
    }
    let head = window.lowerBound > 0 ? "…" : ""
    let tail = window.upperBound < scalars.count ? "…" : ""
    // A slice of the line itself (appending the window's scalars one by one to a new
    // String cost about 700 instructions each).
    let lineScalars = line.unicodeScalars
    let from = lineScalars.index(lineScalars.startIndex, offsetBy: window.lowerBound)
    let shown = String(lineScalars[from..<lineScalars.index(from, offsetBy: window.count)])
    // The caret line is ASCII (spaces, tabs, '^', '~'): bytes, one String at the end (a
    // String per scalar cost about 1,500 instructions a column; a line of 130 columns under
    // each of 50 warnings was a tenth of a 600-frame compile's serial tail).
    var caret: [UInt8] = []
    caret.reserveCapacity(2 * (window.count + 2))
    if !head.isEmpty { caret.append(UInt8(ascii: " ")) }
    for scalar in scalars[window.lowerBound..<max(startIndex, window.lowerBound)] {
      Self.pad(for: scalar, fill: UInt8(ascii: " "), into: &caret)
    }
    let underlined = scalars[min(startIndex, window.upperBound)..<window.upperBound]
      .prefix(max(endColumn - range.start.column, 1))
    var first = true
    for scalar in underlined {
      if first {
        // '^' in the first column the scalar takes, '~' in the others (a tab takes one).
        caret.append(UInt8(ascii: "^"))
        if scalar != "\t" {
          caret.append(contentsOf: repeatElement(UInt8(ascii: "~"), count: Self.displayWidth(scalar) - 1))
        }
      } else {
        Self.pad(for: scalar, fill: UInt8(ascii: "~"), into: &caret)
      }
      first = false
    }
    if first { caret.append(UInt8(ascii: "^")) }
    return gutter + head + shown + tail + "\n" + blankGutter + String(decoding: caret, as: UTF8.self) + "\n"
  }

  /// The columns under `scalar`, filled with `fill`; a tab under a tab when the fill is a
  /// space (so the caret lands where the terminal puts the next column), else one `fill`.
  private static func pad(for scalar: Unicode.Scalar, fill: UInt8, into caret: inout [UInt8]) {
    if scalar == "\t" {
      caret.append(fill == UInt8(ascii: " ") ? UInt8(ascii: "\t") : fill)
      return
    }
    let width = displayWidth(scalar)
    caret.append(fill)
    if width == 2 { caret.append(fill) }
  }

  /// Terminal columns taken by a scalar: 2 for East Asian wide and fullwidth forms, else 1.
  static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
