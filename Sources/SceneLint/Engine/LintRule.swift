import SceneDiagnostics

/// What a rule is, for `scenec rules`, `scenec explain`, docs/rules.md and SARIF, and the
/// examples one generic test runs through the whole pipeline. In triggering examples a `↓`
/// (or `1️⃣`) marks where the finding must point; every finding of the rule in that example
/// must sit on a marker, and every marker must get a finding.
struct RuleDescription: Sendable {
  /// Stable kebab-case id, never renamed or reused.
  var id: String
  /// One line: what the rule finds.
  var summary: String
  /// One paragraph: why it matters.
  var explanation: String
  /// How to fix a finding, for the docs.
  var fixHint: String
  /// The same in one line (lowercase, no period), added to every finding as a note.
  var fix: String
  var defaultSeverity: Severity = .warning
  var triggering: [String]
  var nonTriggering: [String]
}

/// One problem a rule found; the linter turns it into a `Diagnostic` with the rule's id and
/// the severity the configuration gives the rule.
struct Finding: Hashable, Sendable {
  var message: String
  var range: SourceRange?
  var notes: [DiagnosticNote] = []
  var fixIts: [FixIt] = []
  /// The fix to suggest when it differs from the rule's usual one.
  var fix: String? = nil
}

/// A lint rule: reads the decoded scene (and its timing) and reports findings. Rules are
/// stateless and run once per file.
protocol LintRule: Sendable {
  static var description: RuleDescription { get }
  /// Whether `check` reads evaluated frames (`LintContext.samples`). Such rules run last:
  /// in a compile the others run while the frames are still being rendered.
  static var readsFrames: Bool { get }
  static func check(_ context: LintContext) -> [Finding]
}

extension LintRule {
  static var readsFrames: Bool { false }
}
