import SceneModel

/// A layer that draws only outside the canvas, in every frame.
enum OffCanvasLayerRule: LintRule {
  static let description = RuleDescription(
    id: "off-canvas-layer",
    summary: "a layer lies entirely outside the scene's canvas for the whole scene",
    explanation: """
      A layer whose drawing (its background, border, path, text or gradient, together with \
      everything its sublayers draw, clipped where it masks to bounds) lies entirely outside \
      the scene's `size` in every frame never appears in any frame. The check uses the \
      evaluated frames, so a layer that moves onto the canvas at some point is fine. It is \
      reported once, at the outermost such layer; layers that draw nothing are not checked. \
      All frames are looked at for scenes of up to 300 frames, else 300 evenly spaced ones \
      (fewer in scenes with many layers: at most 40 000 layers are evaluated in all).
      """,
    fixHint: """
      Check the layer's `position`, `bounds`, `anchorPoint` and `transform` (positions are \
      in the superlayer's coordinates, y grows downward), or move it onto the canvas with an \
      animation.
      """,
    fix: "check the layer's 'position', 'bounds', 'anchorPoint' and 'transform'",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: stray
          bounds: [0, 0, 20, 20]
          position: ↓[150, 50]
          backgroundColor: red
          sublayers:
            - id: child
              bounds: [0, 0, 5, 5]
              backgroundColor: blue
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: arriving
          bounds: [0, 0, 20, 20]
          position: [150, 50]
          backgroundColor: red
          animations:
            - keyPath: position.x
              toValue: 50
              duration: 1
              fillMode: forwards
              removedOnCompletion: false
        - id: edge
          bounds: [0, 0, 20, 20]
          position: [105, 50]
          backgroundColor: red
        - id: container
          position: [500, 500]
        - id: trimmed-away
          type: shape
          path: { d: "M 10 0 L 90 0" }
          strokeColor: red
          lineWidth: 4
          strokeStart: 0.6
          strokeEnd: 0.4
        - id: no-size
          type: shape
          path: { oval: [0, 0, 0, 0] }
          fillColor: red
      """
    ])

  static let readsFrames = true

  static func check(_ context: LintContext) -> [Finding] {
    let samples = context.samples
    var findings: [Finding] = []
    func visit(_ layer: Layer) {
      if samples.everDraws(layer.id) && !samples.everOnCanvas(layer.id) {
        let size = context.scene.size
        findings.append(
          Finding(
            message: """
              layer '\(layer.id)' lies entirely outside the \(MessageFormat.number(size.width))×\
              \(MessageFormat.number(size.height)) canvas in every frame
              """,
            range: layer.propertySources[.property(.position)] ?? layer.propertySources[.property(.transform)]
              ?? context.anchor(of: layer)))
        return
      }
      layer.sublayers.forEach(visit)
    }
    context.scene.layers.forEach(visit)
    return findings
  }
}
