import SceneDecoder
import SceneDiagnostics
import SceneTiming

/// `scenec rules`, `scenec rules --markdown` and `scenec explain <id>`.
public enum RulesCommand {
  /// One line per rule: id, default severity, summary.
  public static func list() -> String {
    let rules = RuleRegistry.descriptions
    let width = rules.map(\.id.count).max() ?? 0
    var out = ""
    for rule in rules {
      let id = rule.id.padding(toLength: width, withPad: " ", startingAt: 0)
      let severity = rule.defaultSeverity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
      out += "\(id)  \(severity)  \(rule.summary)\n"
    }
    out += "\n\(rules.count) rules. 'scenec explain <id>' shows a rule's documentation.\n"
    return out
  }

  /// docs/rules.md.
  public static func markdown() -> String {
    RulesMarkdown.render()
  }

  /// One rule's documentation with examples, or any other diagnostic id's (the YAML, value,
  /// decoding and timing catalogs, the lint set-up's, and `extra` ones the caller emits,
  /// with their severity); an unknown id gives an error with a suggestion and status 2.
  public static func explain(
    _ id: String, extra: [(description: DiagnosticDescription, severity: Severity)] = []
  ) -> (text: String, status: Int32) {
    let catalog = diagnosticCatalog.map { (description: $0, severity: Severity.error) } + extra
    guard let rule = RuleRegistry.description(of: id) else {
      if let entry = catalog.first(where: { $0.description.id == id }) {
        return (explain(entry.description, severity: entry.severity), 0)
      }
      if let setup = LintSetupDiagnostics.ids.first(where: { $0.id == id }) {
        return ("\(setup.id) (lint set-up)\n\(setup.summary)\n\nSee docs/lint.md.\n", 0)
      }
      var message = "error: unknown rule or diagnostic id '\(id)'"
      let known = RuleRegistry.ids + catalog.map(\.description.id) + LintSetupDiagnostics.ids.map(\.id)
      if let match = Suggestions.closest(to: id, in: known) {
        message += "; did you mean '\(match)'?"
      } else {
        message += "; 'scenec rules' lists the lint rules, docs/diagnostics.md the other ids"
      }
      return (message + "\n", 2)
    }
    var out = "\(rule.id) (default: \(rule.defaultSeverity.rawValue))\n\(rule.summary)\n\n"
    out += TextWrap.wrap(rule.explanation, width: 80) + "\n\n"
    out += TextWrap.wrap("How to fix: " + rule.fixHint, width: 80) + "\n"
    for (title, examples) in [("Triggers", rule.triggering), ("Does not trigger", rule.nonTriggering)] {
      for example in examples {
        out += "\n\(title):\n"
        out +=
          ExampleMarkers.strip(example).text.split(separator: "\n", omittingEmptySubsequences: false)
          .map { "    " + $0 }.joined(separator: "\n") + "\n"
      }
    }
    return (out, 0)
  }
}

extension RulesCommand {
  /// Every documented diagnostic that is not a lint rule, from the stages that emit them.
  static var diagnosticCatalog: [DiagnosticDescription] {
    SceneLoader.diagnosticCatalog + SceneEvaluator.diagnosticCatalog
  }

  /// A diagnostic's documentation: what it means, an example with what scenec prints for
  /// it, and the fix.
  static func explain(_ entry: DiagnosticDescription, severity: Severity) -> String {
    var out = "\(entry.id) (\(severity.rawValue))\n\(entry.summary)\n\n"
    out += TextWrap.wrap(entry.explanation.replacingOccurrences(of: "\n", with: " "), width: 80) + "\n"
    func indented(_ text: String) -> String {
      var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
      if lines.last == "" { lines.removeLast() }
      return lines.map { "    " + $0 }.joined(separator: "\n") + "\n"
    }
    if let example = entry.example {
      out += "\nExample:\n" + indented(example)
    }
    if let printed = DiagnosticsReference.printedOutput(for: entry) {
      out += "\nscenec prints:\n" + indented(printed)
    }
    if !entry.fix.isEmpty { out += "\n" + TextWrap.wrap("How to fix: " + entry.fix, width: 80) + "\n" }
    if let fixed = entry.fixedExample { out += "\nFixed:\n" + indented(fixed) }
    return out
  }
}

/// Greedy word wrapping for terminal output.
enum TextWrap {
  static func wrap(_ text: String, width: Int) -> String {
    Wording.wrap(text, width: width)
  }
}
