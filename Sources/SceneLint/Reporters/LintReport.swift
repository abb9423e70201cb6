import SceneDiagnostics

/// What one `scenec lint` run found, ready for a reporter: diagnostics in their stable
/// order (file, position, id, message), and the text of the files they point into.
struct LintReport: Sendable {
  var diagnostics: [Diagnostic]
  /// How many scene files were linted.
  var fileCount: Int
  /// Source text by file name as diagnostics spell it, for excerpts.
  var sources: [String: SourceText]

  init(diagnostics: [Diagnostic], fileCount: Int, sources: [String: SourceText] = [:]) {
    self.diagnostics = diagnostics.sortedAndUnique()
    self.fileCount = fileCount
    self.sources = sources
  }

  var errorCount: Int { diagnostics.errorCount }
  var warningCount: Int { diagnostics.warningCount }
}

/// Renders a report in one output format.
protocol LintReporter {
  func render(_ report: LintReport) -> String
}
