import SceneDiagnostics

/// GitHub Actions workflow commands, one line per diagnostic, which the runner turns into
/// annotations on the offending lines:
///
///     ::warning file=scenes/a.yaml,line=9,col=19,endLine=9,endColumn=27,title=fill-forwards-removed::…
///
/// Escaping is exactly that of actions/toolkit `packages/core/src/command.ts`: in the
/// message `%`, CR and LF; in properties also `:` and `,`. Notes follow the message as
/// further lines (escaped LFs).
struct GitHubReporter: LintReporter {
  func render(_ report: LintReport) -> String {
    var out = ""
    for diagnostic in report.diagnostics {
      var properties: [(String, String)] = [("file", diagnostic.file)]
      if let range = diagnostic.range {
        properties += [
          ("line", String(range.start.line)), ("col", String(range.start.column)),
          ("endLine", String(range.end.line)), ("endColumn", String(range.end.column)),
        ]
      }
      properties.append(("title", diagnostic.id))
      var message = diagnostic.message
      for note in diagnostic.notes {
        message += "\nnote: " + note.message
        // Where the note points, unless that is where the annotation already is.
        if let range = note.range,
          range.start != diagnostic.range?.start || (note.file ?? diagnostic.file) != diagnostic.file
        {
          message += " (\(note.file ?? diagnostic.file):\(range.start.line):\(range.start.column))"
        }
      }
      out += "::" + Self.command(for: diagnostic.severity) + " "
      out += properties.map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
      out += "::" + Self.escapeData(message) + "\n"
    }
    return out
  }

  static func command(for severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "notice"
    }
  }

  /// `escapeData` of command.ts: `%` → %25, CR → %0D, LF → %0A.
  static func escapeData(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": out += "%25"
      case "\r": out += "%0D"
      case "\n": out += "%0A"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `escapeProperty` of command.ts: as data, and also `:` → %3A, `,` → %2C.
  static func escapeProperty(_ text: String) -> String {
    var out = ""
    for scalar in escapeData(text).unicodeScalars {
      switch scalar {
      case ":": out += "%3A"
      case ",": out += "%2C"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
