import SceneDiagnostics

/// The versioned JSON document of docs/lint.md, keys sorted:
/// `{ "version": 1, "diagnostics": [ { "file", "line", "column", "endLine", "endColumn",
/// "severity", "id", "message", "notes": [ { "message", "file", "line", "column" } ] } ],
/// "summary": { "errors", "warnings" } }`. Lines and columns are 1-based; the end is the
/// position just after the range (exclusive). Unlocated entries have null positions; a note
/// without its own location has its diagnostic's.
struct JSONReporter: LintReporter {
  func render(_ report: LintReport) -> String {
    let diagnostics = report.diagnostics.map { diagnostic -> JSONValue in
      let range = diagnostic.range
      let notes = diagnostic.notes.map { note -> JSONValue in
        let position = (note.range ?? range)?.start
        return .object([
          "message": .string(note.message),
          "file": .string(note.file ?? diagnostic.file),
          "line": position.map { .int($0.line) } ?? .null,
          "column": position.map { .int($0.column) } ?? .null,
        ])
      }
      return .object([
        "file": .string(diagnostic.file),
        "line": range.map { .int($0.start.line) } ?? .null,
        "column": range.map { .int($0.start.column) } ?? .null,
        "endLine": range.map { .int($0.end.line) } ?? .null,
        "endColumn": range.map { .int($0.end.column) } ?? .null,
        "severity": .string(diagnostic.severity.rawValue),
        "id": .string(diagnostic.id),
        "message": .string(diagnostic.message),
        "notes": .array(notes),
      ])
    }
    return JSONValue.object([
      "version": .int(1),
      "diagnostics": .array(diagnostics),
      "summary": .object(["errors": .int(report.errorCount), "warnings": .int(report.warningCount)]),
    ]).serialized()
  }
}
