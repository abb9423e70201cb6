import SceneDiagnostics

/// Compiler-style text, one entry per diagnostic with the source line and a caret, then a
/// summary line; nothing at all for a clean run:
///
///     scenes/a.yaml:9:19: warning: fillMode 'forwards' keeps nothing … [fill-forwards-removed]
///         9 |         fillMode: forwards
///           |                   ^~~~~~~~
///     scenes/a.yaml:9:19: note: add 'removedOnCompletion: false', …
///     1 warning in 1 file
struct TextReporter: LintReporter {
  var colored: Bool

  func render(_ report: LintReport) -> String {
    guard !report.diagnostics.isEmpty else { return "" }
    let renderer = TextRenderer(showsSourceExcerpts: true, colored: colored)
    let body = renderer.render(report.diagnostics) { report.sources[$0] }
    return body + Self.summary(report) + "\n"
  }

  /// "2 errors and 1 warning in 3 files".
  static func summary(_ report: LintReport) -> String {
    var parts: [String] = []
    if report.errorCount > 0 { parts.append(MessageFormat.count(report.errorCount, "error")) }
    if report.warningCount > 0 { parts.append(MessageFormat.count(report.warningCount, "warning")) }
    if parts.isEmpty { parts.append("no errors or warnings") }
    return parts.joined(separator: " and ") + " in " + MessageFormat.count(report.fileCount, "file")
  }
}
