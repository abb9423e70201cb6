public import SceneDiagnostics

extension SceneFonts {
  /// The SVG stage's diagnostic ids, for `scenec explain`.
  public static let diagnosticCatalog: [DiagnosticDescription] = [
    DiagnosticDescription(
      id: "font-fallback",
      summary: "a text layer's font is not installed, so another one draws it",
      explanation: """
        Text is laid out from the metrics of the font fontconfig finds for the layer's \\
        `fontFamily` and `fontWeight`. When that family is not installed, the closest \\
        installed font stands in and the warning names it: line breaks, widths and \\
        positions follow the stand-in, so the frames differ from a machine that has the \\
        font. When no font at all is installed, the text is not drawn.
        """,
      fix: "Install the font, or name one that is installed (`fc-list` lists them); a generic "
        + "family such as `sans-serif` always resolves."),
  ]
}
