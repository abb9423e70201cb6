import SceneDiagnostics
import XCTest

@testable import SceneLint

/// Workflow-command escaping exactly as actions/toolkit `packages/core/src/command.ts`
/// defines it: data escapes `%`, CR, LF; properties also `:` and `,`.
final class GitHubEscapingTests: XCTestCase {
  func testMessageWithPercentNewlineColonAndComma() {
    let diagnostic = Diagnostic(
      id: "unused-def", severity: .warning, message: "50% of 'a:b,c'\r\nis unused: yes, really",
      file: "scenes/a:b,c%.yaml",
      range: SourceRange(start: SourceLocation(line: 3, column: 7), end: SourceLocation(line: 3, column: 12)),
      notes: [DiagnosticNote("fix: remove it, 100%")])
    let output = GitHubReporter().render(LintReport(diagnostics: [diagnostic], fileCount: 1))
    XCTAssertEqual(
      output,
      "::warning file=scenes/a%3Ab%2Cc%25.yaml,line=3,col=7,endLine=3,endColumn=12,title=unused-def"
        + "::50%25 of 'a:b,c'%0D%0Ais unused: yes, really%0Anote: fix: remove it, 100%25\n")
  }

  func testEscapeFunctions() {
    XCTAssertEqual(GitHubReporter.escapeData("a%b\rc\nd:e,f"), "a%25b%0Dc%0Ad:e,f")
    XCTAssertEqual(GitHubReporter.escapeProperty("a%b\rc\nd:e,f"), "a%25b%0Dc%0Ad%3Ae%2Cf")
    // `%` first, so an escape sequence already in the text is not taken for one.
    XCTAssertEqual(GitHubReporter.escapeData("%0A"), "%250A")
  }

  func testSeveritiesAndUnlocatedDiagnostics() {
    let diagnostics = [
      Diagnostic(
        id: "empty-scene", severity: .error, message: "the scene file is empty", file: "e.yaml", range: nil),
      Diagnostic(
        id: "x", severity: .note, message: "m", file: "n.yaml",
        range: SourceRange(at: SourceLocation(line: 1, column: 1))),
    ]
    XCTAssertEqual(
      GitHubReporter().render(LintReport(diagnostics: diagnostics, fileCount: 2)),
      "::error file=e.yaml,title=empty-scene::the scene file is empty\n"
        + "::notice file=n.yaml,line=1,col=1,endLine=1,endColumn=1,title=x::m\n")
  }

  func testLocatedNotesNameTheirPlace() {
    let diagnostic = Diagnostic(
      id: "overlapping-animations", severity: .warning, message: "overlap", file: "a.yaml",
      range: SourceRange(at: SourceLocation(line: 9, column: 18)),
      notes: [
        DiagnosticNote(
          "the earlier one", file: "a.yaml", range: SourceRange(at: SourceLocation(line: 7, column: 18)))
      ])
    XCTAssertEqual(
      GitHubReporter().render(LintReport(diagnostics: [diagnostic], fileCount: 1)),
      "::warning file=a.yaml,line=9,col=18,endLine=9,endColumn=18,title=overlapping-animations"
        + "::overlap%0Anote: the earlier one (a.yaml:7:18)\n")
  }
}

final class GitHubNotePlacementTests: XCTestCase {
  func testNoteAtTheAnnotationsOwnPlaceHasNoSuffix() {
    let here = SourceRange(at: SourceLocation(line: 4, column: 2))
    let diagnostic = Diagnostic(
      id: "unknown-key", severity: .error, message: "unknown key 'opactiy' for layer", file: "a.yaml",
      range: here,
      notes: [DiagnosticNote("did you mean 'opacity'?", file: "a.yaml", range: here)])
    XCTAssertEqual(
      GitHubReporter().render(LintReport(diagnostics: [diagnostic], fileCount: 1)),
      "::error file=a.yaml,line=4,col=2,endLine=4,endColumn=2,title=unknown-key"
        + "::unknown key 'opactiy' for layer%0Anote: did you mean 'opacity'?\n")
  }
}
