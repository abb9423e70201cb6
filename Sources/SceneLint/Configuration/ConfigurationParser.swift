import SceneDiagnostics
import SceneYAML

/// Reads a `.scenec.yml`:
///
///     rules:
///       unused-def: off            # off | warning | error
///       group-clips-children: error
///     ignore: ["scenes/drafts/**"]
///
/// Every problem becomes an error located in the configuration file, with "did you mean"
/// for misspelt keys, rule ids and settings; the parts that make sense still apply.
enum ConfigurationParser {
  static let topLevelKeys = ["rules", "ignore"]

  static func parse(_ bytes: [UInt8], file: String, folder: String, ruleIDs: [String]) -> LintConfiguration {
    var configuration = LintConfiguration(
      file: file, folder: folder, settings: [:], ignore: [], diagnostics: [])
    var sink = DiagnosticSink(file: file)
    let (root, yamlDiagnostics) = YAMLParser.parse(bytes, file: file)
    sink.emit(contentsOf: yamlDiagnostics)
    guard let root, !(root.scalar?.isNull ?? false) else {
      configuration.diagnostics = sink.diagnostics
      return configuration
    }
    guard let mapping = root.mapping else {
      sink.error(
        "config-invalid-value", "a configuration must be a mapping with 'rules' and 'ignore'",
        at: root.range)
      configuration.diagnostics = sink.diagnostics
      return configuration
    }
    for entry in mapping.entries {
      switch entry.key.value {
      case "rules": configuration.settings = parseRules(entry.value, ruleIDs: ruleIDs, sink: &sink)
      case "ignore": configuration.ignore = parseIgnore(entry.value, sink: &sink)
      default:
        sink.error(
          "config-unknown-key", "unknown key '\(entry.key.value)' in configuration", at: entry.key.range,
          notes: suggestion(for: entry.key.value, in: topLevelKeys))
      }
    }
    configuration.diagnostics = sink.diagnostics
    return configuration
  }

  static func parseRules(_ node: YAMLNode, ruleIDs: [String], sink: inout DiagnosticSink) -> [String:
    RuleSetting]
  {
    var settings: [String: RuleSetting] = [:]
    if node.scalar?.isNull == true { return settings }
    guard let mapping = node.mapping else {
      sink.error(
        "config-invalid-value", "'rules' must be a mapping of rule ids to off, warning or error",
        at: node.range)
      return settings
    }
    let known = Set(ruleIDs)
    let choices = RuleSetting.allCases.map(\.rawValue)
    for entry in mapping.entries {
      let id = entry.key.value
      guard known.contains(id) else {
        sink.error(
          "config-unknown-rule", "unknown rule '\(id)'", at: entry.key.range,
          notes: suggestion(for: id, in: ruleIDs) + [DiagnosticNote("'scenec rules' lists the rules")])
        continue
      }
      guard let scalar = entry.value.scalar, let setting = RuleSetting(rawValue: scalar.value) else {
        let written = entry.value.scalar.map { "'\($0.value)'" } ?? entry.value.kindDescription
        sink.error(
          "config-invalid-value",
          "invalid setting \(written) for rule '\(id)'; expected 'off', 'warning' or 'error'",
          at: entry.value.range,
          notes: entry.value.scalar.map { suggestion(for: $0.value, in: choices) } ?? [])
        continue
      }
      settings[id] = setting
    }
    return settings
  }

  static func parseIgnore(_ node: YAMLNode, sink: inout DiagnosticSink) -> [Glob] {
    if node.scalar?.isNull == true { return [] }
    let items: [YAMLNode]
    if let sequence = node.sequence {
      items = Array(sequence.items)
    } else {
      items = [node]
    }
    var globs: [Glob] = []
    for item in items {
      guard let scalar = item.scalar, !scalar.value.isEmpty else {
        sink.error(
          "config-invalid-value", "'ignore' must be a list of path patterns, like \"scenes/drafts/**\"",
          at: item.range)
        continue
      }
      globs.append(Glob(scalar.value))
    }
    return globs
  }

  /// "did you mean" for a close name, or for the only candidate that starts with `name`
  /// (so `warn` suggests `warning`).
  static func suggestion(for name: String, in candidates: [String]) -> [DiagnosticNote] {
    let prefixed = candidates.filter { $0.hasPrefix(name) && $0 != name }
    guard
      let match = Suggestions.closest(to: name, in: candidates) ?? (prefixed.count == 1 ? prefixed[0] : nil)
    else { return [] }
    return [DiagnosticNote("did you mean '\(match)'?")]
  }
}
