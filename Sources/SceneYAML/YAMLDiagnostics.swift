import SceneDiagnostics

/// The diagnostics the YAML stage emits, in alphabetical order of their ids.
extension Diagnostic {
  static func duplicateKey(
    _ key: String, file: String, at range: SourceRange, firstDefinedAt first: SourceRange
  ) -> Diagnostic {
    Diagnostic(
      id: "duplicate-key", message: "duplicate key '\(key)'", file: file, range: range,
      notes: [DiagnosticNote("first defined here", file: file, range: first)])
  }

  static func multipleDocuments(file: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      id: "multiple-documents", message: "a scene file holds one YAML document; found a second one",
      file: file, range: range)
  }

  static func yamlComplexKey(_ kind: String, file: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      id: "yaml-complex-key", message: "a mapping key must be a scalar, not \(kind)",
      file: file, range: range)
  }

  static func yamlInvalidMerge(file: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      id: "yaml-invalid-merge",
      message: "the merge key '<<' takes a mapping or a sequence of mappings", file: file,
      range: range)
  }

  static func yamlNotUTF8(file: String, at location: SourceLocation, isUTF16: Bool) -> Diagnostic {
    Diagnostic(
      id: "yaml-not-utf8",
      message: isUTF16
        ? "the file is UTF-16 or UTF-32; scene files must be UTF-8" : "the file is not valid UTF-8",
      file: file, range: SourceRange(at: location))
  }

  static func yamlRecursiveAlias(_ name: String, file: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      id: "yaml-unknown-alias", message: "alias '*\(name)' refers to a node that contains it",
      file: file, range: range)
  }

  static func yamlSyntax(_ error: LibYAMLError, file: String, at location: SourceLocation)
    -> Diagnostic
  {
    let notes = error.context.map { context in
      [DiagnosticNote(context, file: file, range: error.contextLocation.map { SourceRange(at: $0) })]
    }
    return Diagnostic(
      id: "yaml-syntax", message: error.problem, file: file, range: SourceRange(at: location),
      notes: notes ?? [])
  }

  static func yamlTooDeep(limit: Int, file: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      id: "yaml-too-deep", message: "mappings and sequences nest deeper than \(limit) levels",
      file: file, range: range)
  }

  static func yamlTooLarge(limit: Int, file: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      id: "yaml-too-large", message: "the document has more than \(limit) nodes after expanding aliases",
      file: file, range: range)
  }

  static func yamlUnknownAlias(_ name: String, file: String, at range: SourceRange) -> Diagnostic {
    Diagnostic(
      id: "yaml-unknown-alias", message: "unknown alias '*\(name)'", file: file, range: range)
  }

  static func yamlUnknownTag(_ tag: String, on kind: String, file: String, at range: SourceRange)
    -> Diagnostic
  {
    let shown = YAMLTags.shortForm(tag)
    let message =
      YAMLTags.isStandard(tag)
      ? "tag '\(shown)' cannot apply to \(kind)" : "unknown tag '\(shown)'"
    return Diagnostic(id: "yaml-unknown-tag", message: message, file: file, range: range)
  }
}
