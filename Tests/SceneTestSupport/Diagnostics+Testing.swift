public import SceneDiagnostics

/// One line per diagnostic and note, `line:column: severity: message [id]`, for compact
/// assertions on a whole list (notes read `line:column: note: message`).
public func describe(_ diagnostics: [Diagnostic]) -> [String] {
  var lines: [String] = []
  for diagnostic in diagnostics {
    let position = diagnostic.range.map { "\($0.start)" } ?? "<unknown>"
    lines.append("\(position): \(diagnostic.severity.rawValue): \(diagnostic.message) [\(diagnostic.id)]")
    for note in diagnostic.notes {
      let notePosition = note.range.map { "\($0.start)" } ?? position
      lines.append("\(notePosition): note: \(note.message)")
    }
  }
  return lines
}
