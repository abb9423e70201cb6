import SceneModel

/// A named value under `defs` that nothing references.
enum UnusedDefRule: LintRule {
  static let description = RuleDescription(
    id: "unused-def",
    summary: "a definition under defs is never used",
    explanation: """
      Names under `defs` (colors, paths, timing functions) exist to be referenced as \
      `"$name"`. One that no value references is dead weight, and often a sign of a typo in \
      a reference elsewhere or of a leftover from an earlier version of the scene.
      """,
    fixHint: "Reference it where it was meant to be used (as \"$name\"), or delete it.",
    fix: "reference it as \"$name\", or delete it",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      defs:
        colors: { brand: "#009ad6", ↓unusedAccent: "#ff8800" }
        timingFunctions:
          ↓pop: [0.2, 0.88, 0.09, 0.99]
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: "$brand"
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      defs:
        colors: { brand: "#009ad6" }
        paths: { star: { polygon: [[0, 0], [10, 0], [5, 8]] } }
      layers:
        - id: dot
          type: shape
          path: "$star"
          fillColor: "$brand"
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.scene.definitions.filter { $0.useCount == 0 }.map { definition in
      Finding(
        message: "\(noun(definition.kind)) '\(definition.name)' is defined but never used",
        range: definition.source)
    }
  }

  static func noun(_ kind: DefinitionKind) -> String {
    switch kind {
    case .colors: "color"
    case .paths: "path"
    case .timingFunctions: "timing function"
    }
  }
}
