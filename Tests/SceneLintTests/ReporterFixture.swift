import SceneDiagnostics

@testable import SceneLint

/// A fixed set of findings covering what reporters must handle: an error and warnings, notes
/// with and without their own location, a note in another file, a configuration error, a
/// file name with a space, a message with characters that need escaping, and an unlocated
/// diagnostic. The reporter goldens are made from it.
enum ReporterFixture {
  static func range(_ line: Int, _ column: Int, _ endLine: Int, _ endColumn: Int) -> SourceRange {
    SourceRange(
      start: SourceLocation(line: line, column: column), end: SourceLocation(line: endLine, column: endColumn)
    )
  }

  static let intro = """
    version: 1
    scene: { size: [100, 100] }
    layers:
      - id: dot
        opactiy: 0.5
        animations:
          - keyPath: opacity
            toValue: 1
          - keyPath: opacity
            toValue: 0
            fillMode: forwards
    """

  static let config = """
    rules:
      unused-defs: off
    """

  static let diagnostics: [Diagnostic] = [
    Diagnostic(
      id: "overlapping-animations", severity: .warning,
      message: "the 'opacity' animation overlaps an earlier animation of 'opacity' from 0 s to 0.25 s; "
        + "this one replaces it there",
      file: "scenes/intro.yaml", range: range(9, 18, 9, 25),
      notes: [
        DiagnosticNote(
          "the earlier animation of 'opacity' runs from 0 s to 0.25 s", file: "scenes/intro.yaml",
          range: range(7, 18, 7, 25)),
        DiagnosticNote(
          "fix: start one when the other ends ('after' or a 'sequence'), or make one 'additive'"),
      ]),
    Diagnostic(
      id: "unknown-key", severity: .error, message: "unknown key 'opactiy' for layer",
      file: "scenes/intro.yaml", range: range(5, 5, 5, 12), notes: [DiagnosticNote("did you mean 'opacity'?")]
    ),
    Diagnostic(
      id: "fill-forwards-removed", severity: .warning,
      message: "fillMode 'forwards' keeps nothing after the 'opacity' animation ends, because "
        + "'removedOnCompletion' is true: the layer snaps back to its model value",
      file: "scenes/intro.yaml", range: range(11, 19, 11, 27),
      notes: [
        DiagnosticNote(
          "fix: add 'removedOnCompletion: false', or give the layer the end value as its model value")
      ]),
    Diagnostic(
      id: "config-unknown-rule", severity: .error, message: "unknown rule 'unused-defs'", file: ".scenec.yml",
      range: range(2, 3, 2, 14), notes: [DiagnosticNote("did you mean 'unused-def'?")]),
    Diagnostic(
      id: "unused-def", severity: .warning, message: "color 'a,b: 100%' is defined but never used\nreally",
      file: "scenes/my drafts/b,1.yaml", range: range(4, 13, 4, 19)),
    Diagnostic(
      id: "empty-scene", severity: .error, message: "the scene file is empty", file: "scenes/empty.yaml",
      range: nil),
  ]

  static var report: LintReport {
    LintReport(
      diagnostics: diagnostics, fileCount: 3,
      sources: ["scenes/intro.yaml": SourceText(intro), ".scenec.yml": SourceText(config)])
  }
}
