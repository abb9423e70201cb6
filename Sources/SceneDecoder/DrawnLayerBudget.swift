import SceneDiagnostics
import SceneModel

/// A hard limit on the layers one frame draws, each replicator copy counted (nested
/// replicators multiply). Every copy is evaluated and written in every frame, so an
/// `instanceCount` of 10^9, or three nested replicators of 1000, would run out of memory or
/// time instead of compiling; such a scene is refused with `value-out-of-range` at the
/// `instanceCount` of the innermost replicator that alone exceeds it. Lint's `frame-budget` warns far
/// below this, at 1000 layers.
struct DrawnLayerBudget {
  /// The most layers a frame may draw.
  static let maxDrawnLayers = 100_000

  let context: DecodeContext

  func check(_ layers: [Layer]) {
    let total = layers.reduce(0) { Self.saturatingAdd($0, Self.drawnLayers($1)) }
    guard total > Self.maxDrawnLayers else { return }
    // Blame the innermost replicator that alone exceeds the limit, else the one drawing most.
    guard let culprit = layers.lazy.compactMap(Self.innermostExceeding).first ?? Self.largest(layers)
    else { return }  // without a replicator the count is bounded by the file's own size
    let count = culprit.properties.instanceCount
    context.error(
      "value-out-of-range",
      "'instanceCount' \(count) makes a frame draw more than \(Self.maxDrawnLayers) layers "
        + "(replicator copies counted, nested replicators multiplied)",
      at: culprit.propertySources[.setting(.instanceCount)] ?? culprit.source)
  }

  static func isMultiplying(_ layer: Layer) -> Bool {
    layer.kind == .replicator && layer.properties.instanceCount > 1
  }

  static func innermostExceeding(_ layer: Layer) -> Layer? {
    for child in (layer.mask.map { [$0] } ?? []) + layer.sublayers {
      if let found = innermostExceeding(child) { return found }
    }
    return isMultiplying(layer) && drawnLayers(layer) > maxDrawnLayers ? layer : nil
  }

  static func largest(_ layers: [Layer]) -> Layer? {
    var best: (layer: Layer, drawn: Int)?
    func visit(_ layer: Layer) {
      if isMultiplying(layer) {
        let drawn = drawnLayers(layer)
        if drawn > (best?.drawn ?? 0) { best = (layer, drawn) }
      }
      layer.mask.map(visit)
      layer.sublayers.forEach(visit)
    }
    layers.forEach(visit)
    return best?.layer
  }

  /// Layers drawn for `layer` in one frame, saturating just above the limit.
  static func drawnLayers(_ layer: Layer) -> Int {
    layer.drawnLayerCount(cap: maxDrawnLayers + 1)
  }

  static func saturatingAdd(_ a: Int, _ b: Int) -> Int {
    min(a + b, maxDrawnLayers + 1)
  }
}
