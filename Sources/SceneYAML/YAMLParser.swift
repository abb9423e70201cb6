public import SceneDiagnostics

/// Parses one YAML document into a located node tree.
///
/// Policies libyaml leaves to us: duplicate keys are errors (note at the first, which is
/// kept); more than one document is an error; aliases are expanded within `limits`;
/// explicit tags other than the core `!!str`, `!!int`, `!!float`, `!!bool`, `!!null`
/// (scalars), `!!map` and `!!seq` are errors; keys must be scalars; YAML 1.1 merge keys
/// (`<<`) are supported (see `MergeKey`); input that is not UTF-8 is an error.
/// Syntax errors become `yaml-syntax` diagnostics with libyaml's problem and context.
///
/// Ranges: lines and columns are 1-based and count Unicode scalars (a tab is one column; a
/// UTF-8 byte order mark is not counted). A scalar spans its text including quotes and any
/// tag or anchor before it; a block scalar ends after its last content line. A flow
/// collection ends after its closing bracket, a block one with its last node. An alias's
/// node spans the alias (`*name`); the nodes inside it keep the ranges of the definition.
public enum YAMLParser {
  /// Returns the root node and all diagnostics, which are located in `file`.
  ///
  /// The root is nil for an empty file (or one with only comments) and when parsing could
  /// not finish: a syntax error, input that is not UTF-8, or a limit exceeded. Otherwise it
  /// is returned even when there are errors (a duplicate key, an unknown tag or alias, …),
  /// so later stages can still look at it; an unknown alias then reads as a null scalar.
  public static func parse(
    _ bytes: [UInt8], file: String, limits: YAMLLimits = YAMLLimits()
  ) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
    if let badByte = UTF8Validation.firstInvalidByte(in: bytes) {
      let location = SourceLines(bytes).location(ofByteOffset: badByte)
      let isUTF16 = UTF8Validation.hasNonUTF8ByteOrderMark(bytes)
      return (nil, [.yamlNotUTF8(file: file, at: location, isUTF16: isUTF16)])
    }
    // A large document may be read in two parts at once (nil: it is read whole).
    if let root = SplitParse.parse(bytes, file: file, limits: limits) { return (root, []) }
    var builder = YAMLTreeBuilder(bytes: bytes, file: file, limits: limits)
    let error = readYAMLEvents(bytes, into: &builder)
    return builder.finish(syntaxError: error)
  }
}
