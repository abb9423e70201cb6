import SceneModel

/// A shape layer that never has a path.
enum ShapeWithoutPathRule: LintRule {
  static let description = RuleDescription(
    id: "shape-without-path",
    summary: "a shape layer has no path and none is animated or set",
    explanation: """
      A shape layer draws its `path`; without one (the default is none) its fill and stroke \
      draw nothing, and only its background, border and sublayers show. A shape layer with \
      no path that no animation or `set` gives one is usually missing its path, or was meant \
      to be a plain `layer`.
      """,
    fixHint: "Give the layer a `path`, or make it a plain layer (`type: layer`).",
    fix: "give the layer a 'path', or make it a plain layer ('type: layer')",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: outline
          type: ↓shape
          strokeColor: black
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: outline
          type: shape
          path: { rect: [10, 10, 80, 80] }
          strokeColor: black
        - id: appearing
          type: shape
          animations:
            - type: set
              beginTime: 0.5
              values: { path: { circle: [50, 50], radius: 10 } }
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.allLayers.compactMap { layer in
      guard layer.kind == .shape, layer.properties.path == nil else { return nil }
      let getsPath = context.schedule.entries.contains { entry in
        guard entry.layerID == layer.id else { return false }
        if case .set(let values) = entry.animation.kind {
          return values.contains { $0.keyPath.property == .path }
        }
        return entry.animation.keyPath?.property == .path
      }
      guard !getsPath else { return nil }
      let range =
        layer.propertySources[.type] ?? context.raw.entry("type", inMappingAt: layer.source)?.value.range
        ?? context.anchor(of: layer)
      return Finding(message: "shape layer '\(layer.id)' has no path, so it draws no shape", range: range)
    }
  }
}
