import SceneDiagnostics
import SceneModel

/// Scenes too long or too crowded to render and review comfortably.
enum FrameBudgetRule: LintRule {
  static let maxFrames = 3600
  static let maxElements = 1000

  static let description = RuleDescription(
    id: "frame-budget",
    summary: "the scene has more than 3600 frames, or a frame draws more than 1000 layers",
    explanation: """
      Every frame becomes its own SVG file, and every layer (each replicator copy counted, \
      nested replicators multiplied) becomes elements in every frame. Past 3600 frames (about a \
      minute at 60 fps) or 1000 layers per frame, compiling takes long, the output is large \
      and viewers slow down; usually the scene's `duration` or `fps`, or a replicator's \
      `instanceCount`, is far larger than intended.
      """,
    fixHint: """
      Lower the scene's `fps` or `duration`, split the scene, or reduce replicator \
      `instanceCount`s. If the size is intended, turn the rule off for the file in \
      `.scenec.yml`.
      """,
    fix: "lower the scene's 'fps' or 'duration', or reduce 'instanceCount'",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100], fps: 60, duration: ↓61 }
      layers:
        - id: grid
          type: replicator
          instanceCount: ↓40
          sublayers:
            - id: row
              type: replicator
              instanceCount: 30
              sublayers:
                - id: cell
                  bounds: [0, 0, 2, 2]
                  backgroundColor: red
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100], fps: 60, duration: 59 }
      layers:
        - id: grid
          type: replicator
          instanceCount: 30
          sublayers:
            - id: row
              type: replicator
              instanceCount: 30
              sublayers:
                - id: cell
                  bounds: [0, 0, 2, 2]
                  backgroundColor: red
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    let scene = context.scene
    let frames = context.schedule.frameCount
    if frames > maxFrames {
      findings.append(
        Finding(
          message: """
            the scene has \(frames) frames (\(MessageFormat.seconds(context.schedule.sceneDuration)) at \
            \(MessageFormat.number(scene.fps)) fps), more than the budget of \(maxFrames)
            """,
          range: scene.lengthSource,
          fix: "lower the scene's 'fps' or 'duration', or split the scene"))
    }
    let counts = scene.layers.map { $0.drawnLayerCount() }
    let total = counts.reduce(0, +)
    if total > maxElements {
      var message = "a frame draws \(total) layers, more than the budget of \(maxElements)"
      var range: SourceRange?
      if let (index, largest) = counts.enumerated().max(by: { $0.element < $1.element }) {
        let layer = scene.layers[index]
        if largest < total, largest > 1 { message += "; '\(layer.id)' accounts for \(largest)" }
        range =
          layer.kind == .replicator
          ? context.location(of: .setting(.instanceCount), in: layer) : context.anchor(of: layer)
      }
      // Without a replicator there is no instanceCount to reduce.
      let fix =
        context.allLayers.contains { $0.kind == .replicator }
        ? nil : "draw fewer layers (one shape layer can draw many subpaths), or split the scene"
      findings.append(Finding(message: message, range: range, fix: fix))
    }
    return findings
  }
}
