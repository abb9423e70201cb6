/// The documentation of one diagnostic id: what it means, a scene that reports it and how to
/// fix it. Each stage lists the ids it emits (`YAMLParser.diagnosticCatalog`,
/// `SceneLoader.diagnosticCatalog`); docs/diagnostics.md is generated from those lists.
public struct DiagnosticDescription: Hashable, Sendable {
  /// The stable kebab-case id printed as `[id]`.
  public var id: String
  /// What it means, in one line.
  public var summary: String
  /// What it means and why it is a problem, in one paragraph.
  public var explanation: String
  /// A complete, minimal scene file that reports this diagnostic and nothing else, or nil
  /// when the example cannot be written as text (see `nonTextExample`).
  public var example: String?
  /// The bytes of an example that is not text (a file that is not UTF-8), when `example`
  /// is nil.
  public var nonTextExample: [UInt8]?
  /// How to fix it, in one or two sentences.
  public var fix: String
  /// `example` with the fix applied: it decodes without any diagnostic.
  public var fixedExample: String?

  /// An entry with only a summary (explanation, example and fix to be written).
  public init(_ id: String, _ summary: String) {
    self.init(id: id, summary: summary, explanation: "", fix: "")
  }

  public init(
    id: String, summary: String, explanation: String, example: String? = nil,
    nonTextExample: [UInt8]? = nil, fix: String, fixedExample: String? = nil
  ) {
    self.id = id
    self.summary = summary
    self.explanation = explanation
    self.example = example
    self.nonTextExample = nonTextExample
    self.fix = fix
    self.fixedExample = fixedExample
  }

  /// The example file's bytes: `example` in UTF-8, or `nonTextExample`.
  public var exampleBytes: [UInt8]? { example.map { Array($0.utf8) } ?? nonTextExample }
}
