public import SceneDiagnostics

/// Parses one YAML document into a located node tree.
///
/// Policies libyaml leaves to us: duplicate keys are errors (note at the first);
/// more than one document is an error; aliases are expanded within `limits`;
/// unknown explicit tags are errors; input that is not UTF-8 is an error.
/// Syntax errors become `yaml-syntax` diagnostics with libyaml's problem and context.
public enum YAMLParser {
  /// Returns the root node (nil for an empty document or on a fatal error) and all
  /// diagnostics, which are located in `file`.
  public static func parse(
    _ bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits()
  ) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
    fatalError("not implemented yet")
  }
}
