import SceneDiagnostics
import SceneModel

/// A `path` morph between paths whose elements differ. The timing stage finds these while
/// preparing the morph (it knows the segment count it morphs with); this rule surfaces its
/// warnings, so configuration and suppression apply to them.
enum PathMorphMismatchRule: LintRule {
  static let description = RuleDescription(
    id: "path-morph-mismatch",
    summary: "a path morph between paths whose elements differ",
    explanation: """
      Paths interpolate element by element, as Core Animation does: a morph looks right only \
      when both paths have the same elements in the same order (same kinds, same count). \
      Core Animation's result for mismatched paths is undefined (it often jumps); scenec \
      first brings both paths to the same number of cubic segments with a fixed rule, which \
      gives a smooth but probably not the intended in-between shape. The message says how \
      many elements of each kind both paths have and how many cubic segments are morphed.
      """,
    fixHint: """
      Build both paths the same way, e.g. with `elements` lists that have the same moves, \
      lines and curves in the same order (write a straight edge as a curve whose control \
      points lie on it when the other path needs a curve there).
      """,
    fix: "build both paths with the same elements in the same order",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: blob
          type: shape
          path: { oval: [0, 0, 50, 50] }
          animations:
            - keyPath: path
              fromValue: { oval: [0, 0, 50, 50] }
              toValue: ↓{ rect: [0, 0, 50, 50] }
              duration: 1
            - type: keyframe
              keyPath: path
              beginTime: 1
              values:
                ↓- { oval: [0, 0, 50, 50] }
                - { oval: [0, 0, 60, 40] }
                - { polygon: [[0, 0], [50, 0], [25, 40]] }
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: blob
          type: shape
          path: { oval: [0, 0, 50, 50] }
          animations:
            - keyPath: path
              toValue: { oval: [10, 10, 30, 30] }
              duration: 1
            - type: keyframe
              keyPath: path
              beginTime: 1
              values: [{ rect: [0, 0, 50, 50] }, { rect: [0, 0, 70, 20] }]
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.timingDiagnostics.filter { $0.id == description.id }.map { diagnostic in
      Finding(
        message: diagnostic.message, range: diagnostic.range,
        notes: diagnostic.notes + [
          DiagnosticNote("the morph's in-between shapes may not be the intended ones")
        ],
        fixIts: diagnostic.fixIts)
    }
  }
}
