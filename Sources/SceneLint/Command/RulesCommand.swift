import SceneDiagnostics

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

  /// One rule's documentation with examples; an unknown id gives an error with a
  /// suggestion and status 2.
  public static func explain(_ id: String) -> (text: String, status: Int32) {
    guard let rule = RuleRegistry.description(of: id) else {
      var message = "error: unknown rule '\(id)'"
      if let match = Suggestions.closest(to: id, in: RuleRegistry.ids) {
        message += "; did you mean '\(match)'?"
      } else {
        message += "; 'scenec rules' lists the rules"
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

/// Greedy word wrapping for terminal output.
enum TextWrap {
  static func wrap(_ text: String, width: Int) -> String {
    Wording.wrap(text, width: width)
  }
}
