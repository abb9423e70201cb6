public import SceneDiagnostics

extension YAMLParser {
  /// The diagnostics the YAML stage reports, by id, for documentation (docs/diagnostics.md).
  /// Ids are never renamed or reused.
  public static var diagnosticCatalog: [DiagnosticDescription] { YAMLDiagnosticCatalog.all }
}

/// What each YAML-stage id means, with an example scene and its fix. Kept beside
/// YAMLDiagnostics.swift, which emits them; a test checks that the two agree.
enum YAMLDiagnosticCatalog {
  static let all: [DiagnosticDescription] = [
    .init(
      id: "duplicate-key", summary: "a key written twice in one mapping",
      explanation: """
        A mapping has the same key twice. Many YAML readers silently keep the last value; \
        scenec reports it instead, because one of the two values is a mistake — usually a \
        key copied and changed in one place but not the other. The first value is kept so \
        the rest of the scene is still checked; a note points at it.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            opacity: 0.5
            position: [50, 50]
            opacity: 1
        """,
      fix: "Keep one of the two entries.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            opacity: 0.5
            position: [50, 50]
        """),
    .init(
      id: "multiple-documents", summary: "a second YAML document ('---') in the file",
      explanation: """
        A scene file holds exactly one YAML document, but a line `---` started a second one. \
        Everything from the second document on is ignored. This often happens when two \
        scenes are pasted into one file.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers: []
        ---
        version: 1
        scene: { size: [200, 200] }
        layers: []
        """,
      fix: "Put each scene in its own file, or remove the `---` line and what follows it.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers: []
        """),
    .init(
      id: "yaml-complex-key", summary: "a mapping key that is a list or a mapping",
      explanation: """
        YAML allows a list or a mapping as a key (`[a, b]: value`, or `? ` keys), but every \
        key of a scene is a name, so such keys are errors. The entry is ignored.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            [position]: [50, 50]
        """,
      fix: "Write the key as a plain name.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            position: [50, 50]
        """),
    .init(
      id: "yaml-invalid-merge", summary: "a merge key '<<' whose value is not a mapping",
      explanation: """
        The merge key `<<` copies the entries of another mapping into this one (usually \
        through an alias, `<<: *base`). Its value must be a mapping or a list of mappings; \
        anything else cannot be merged. The entry is ignored.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: a
            opacity: &faded 0.5
          - id: b
            <<: *faded
        """,
      fix: """
        To reuse one value, write the alias as the value of its key; to reuse several keys, \
        anchor a mapping and merge that.
        """,
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: a
            opacity: &faded 0.5
          - id: b
            opacity: *faded
        """),
    .init(
      id: "yaml-not-utf8", summary: "the file is not UTF-8",
      explanation: """
        Scene files are UTF-8. The file holds a byte sequence that is not UTF-8 — typically \
        a file saved as Latin-1 or Windows-1252 (where `é` is the single byte 0xE9), or as \
        UTF-16 (then the message says so). The location is that of the first bad byte. The \
        example is the scene below saved as Latin-1, so its line 6 holds the byte 0xE9 \
        where UTF-8 would have 0xC3 0xA9:

        ```yaml
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: title
            type: text
            string: Café
        ```
        """,
      nonTextExample: Array(
        "version: 1\nscene: { size: [100, 100] }\nlayers:\n  - id: title\n    type: text\n    string: Caf"
          .utf8) + [0xE9, 0x0A],
      fix: "Save the file as UTF-8 (without a byte order mark, though one is accepted).",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: title
            type: text
            string: Café
        """),
    .init(
      id: "yaml-syntax", summary: "the file is not valid YAML",
      explanation: """
        The YAML parser (libyaml) could not read the file; the message is its description of \
        the problem, and a note often says what it was reading at the time. Nothing else is \
        checked until the syntax error is fixed. Common causes are an unclosed `[` or `{`, \
        a tab used for indentation, and a `:` or `#` inside an unquoted value.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            position: [50, 50
            opacity: 0.5
        """,
      fix: "Correct the syntax at the location given (here: close the list).",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            position: [50, 50]
            opacity: 0.5
        """),
    .init(
      id: "yaml-too-deep", summary: "lists and mappings nest more than 256 levels deep",
      explanation: """
        Lists and mappings nest deeper than 256 levels (counting the top-level mapping and \
        aliases as they expand). No scene needs that; the limit keeps a malicious or broken \
        file from exhausting the stack. Reading stops at the node that goes too deep.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:

        """
          + (0..<4).map { _ in "  " + String(repeating: "[", count: 64) + "\n" }.joined()
          + (0..<4).map { _ in "  " + String(repeating: "]", count: 64) + "\n" }.joined(),
      fix: "Flatten the structure; a scene's values nest only a few levels deep.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers: []
        """),
    .init(
      id: "yaml-too-large", summary: "more than 2,000,000 nodes once aliases are expanded",
      explanation: """
        The document has more than 2,000,000 nodes once aliases are expanded. A few lines \
        can describe a huge document when aliases repeat aliases (the "billion laughs" \
        pattern below expands to over eleven million nodes), so the parser counts the \
        expansion and stops at the alias that crosses the limit.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        a: &a [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]
        b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
        c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
        d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
        e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
        f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
        g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
        layers: []
        """,
      fix: "Do not nest aliases of large nodes; a scene has at most a few thousand values.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers: []
        """),
    .init(
      id: "yaml-unknown-alias", summary: "an alias '*name' with no anchor '&name' before it",
      explanation: """
        An alias `*name` repeats the node anchored `&name`, which must come earlier in the \
        file. Either no such anchor exists (a typo, or the anchor comes later), or the alias \
        is inside the node it names, which would repeat forever. The alias reads as null, so \
        the rest of the scene is still checked.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            backgroundColor: *brand
        """,
      fix: """
        Anchor the value where it is first written (`&brand`), or, for a value used in many \
        places, define it under `defs` and write `$brand`.
        """,
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        defs:
          colors: { brand: "#ff6600" }
        layers:
          - id: dot
            bounds: [0, 0, 20, 20]
            backgroundColor: $brand
        """),
    .init(
      id: "yaml-unknown-tag", summary: "an explicit tag other than the core types",
      explanation: """
        A node carries an explicit tag (`!name` or `!!type`) that scenec does not read. Only \
        the core tags `!!str`, `!!int`, `!!float`, `!!bool` and `!!null` (on scalars), \
        `!!map` and `!!seq` are allowed, each on its own kind of node; custom tags and types \
        such as `!!binary`, `!!timestamp` or `!!set` have no meaning in a scene.
        """,
      example: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: title
            type: text
            string: !!binary SGVsbG8=
        """,
      fix: "Remove the tag and write the value itself.",
      fixedExample: """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: title
            type: text
            string: Hello
        """),
  ]
}
