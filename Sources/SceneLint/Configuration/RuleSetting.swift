import SceneDiagnostics

/// What a configuration says about one rule.
enum RuleSetting: String, Hashable, Sendable, CaseIterable {
  case off, warning, error

  /// The severity findings get, or nil when the rule does not run.
  var severity: Severity? {
    switch self {
    case .off: nil
    case .warning: .warning
    case .error: .error
    }
  }
}
