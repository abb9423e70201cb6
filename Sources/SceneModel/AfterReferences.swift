extension Scene {
  /// Resolves every `after` of the scene to the place of the top-level animation it names
  /// (the first with that id, layers in `allLayers()` order). The decoder calls it once it
  /// has checked the references (each names a top-level animation, none forms a cycle), so
  /// the timing stage follows references without looking ids up or guarding cycles.
  public mutating func resolveAfterReferences() {
    var places: [String: AnimationPosition] = [:]
    for (layerIndex, layer) in allLayers().enumerated() {
      for (index, animation) in layer.animations.enumerated() {
        if let id = animation.id, places[id] == nil {
          places[id] = AnimationPosition(layer: layerIndex, index: index)
        }
      }
    }
    for index in layers.indices { Self.resolve(&layers[index], places) }
  }

  private static func resolve(_ layer: inout Layer, _ places: [String: AnimationPosition]) {
    for index in layer.animations.indices { resolve(&layer.animations[index], places) }
    if var mask = layer.mask {
      resolve(&mask, places)
      layer.mask = mask
    }
    for index in layer.sublayers.indices { resolve(&layer.sublayers[index], places) }
  }

  private static func resolve(_ animation: inout Animation, _ places: [String: AnimationPosition]) {
    if case .after(var reference, let delay) = animation.timing.start {
      reference.target = places[reference.id]
      animation.timing.start = .after(reference, delay: delay)
    }
    switch animation.kind {
    case .group(var children):
      for index in children.indices { resolve(&children[index], places) }
      animation.kind = .group(children)
    case .sequence(var children):
      for index in children.indices { resolve(&children[index], places) }
      animation.kind = .sequence(children)
    default:
      break
    }
  }
}
