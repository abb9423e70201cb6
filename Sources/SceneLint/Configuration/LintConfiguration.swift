import SceneDiagnostics

/// The settings of one `.scenec.yml`: rule severities and ignored paths. Files without a
/// configuration use `LintConfiguration.default` (every rule at its default severity).
struct LintConfiguration: Sendable {
  /// The configuration file as reports name it, or nil for the default.
  var file: String?
  /// The absolute folder the `ignore` patterns are relative to.
  var folder: String?
  var settings: [String: RuleSetting]
  var ignore: [Glob]
  /// Problems in the configuration file itself, located in it.
  var diagnostics: [Diagnostic]

  static let `default` = LintConfiguration(file: nil, folder: nil, settings: [:], ignore: [], diagnostics: [])

  /// The severity a rule's findings get, or nil when the rule is off.
  func severity(of rule: RuleDescription) -> Severity? {
    guard let setting = settings[rule.id] else { return rule.defaultSeverity }
    return setting.severity
  }

  /// True when the absolute path `file` matches an `ignore` pattern (itself or a folder
  /// above it, so `drafts` ignores everything in `drafts/`).
  func ignores(absolutePath file: String) -> Bool {
    guard let folder, !ignore.isEmpty else { return false }
    let prefix = folder.hasSuffix("/") ? folder : folder + "/"
    guard file.hasPrefix(prefix) else { return false }
    let relative = String(file.dropFirst(prefix.count))
    var candidates = [relative]
    var parts = relative.split(separator: "/").map(String.init)
    while parts.count > 1 {
      parts.removeLast()
      candidates.append(parts.joined(separator: "/"))
    }
    return ignore.contains { glob in candidates.contains { glob.matches($0) } }
  }
}
