public import SceneDiagnostics

extension SceneEvaluator {
  /// The timing stage's own error ids (its warning, `path-morph-mismatch`, is a lint rule).
  public static let diagnosticCatalog: [DiagnosticDescription] = [
    DiagnosticDescription(
      id: "timeline-too-large",
      summary: "the timeline would hold more numbers than one 'scenec timeline' prints",
      explanation: """
        `scenec timeline` prints one value per frame for every animated property. A scene \\
        hours long, or a path of thousands of points changing at every frame, would take \\
        minutes and gigabytes, so a timeline holds at most 5 000 000 numbers (a number, color \\
        or boolean counts 1, a point 2, a rect 4, a transform 6, a path 2 per point). The \\
        error points at the scene's `duration` (else `fps`).
        """,
      fix: "Keep fewer tracks with `--layer` or `--key-path`, shorten the scene (`duration`, `fps`), "
        + "or look at single instants with `timeline --at T`."),
  ]
}
