/// Time remapping (`tm` of a precomposition layer): the seconds of the precomposition shown
/// at each instant of the layer. It becomes the layer's `timeRemap` (a scene-format
/// extension: the time at which the sublayers are evaluated), its keyframes as keyframes,
/// so easing and holds carry over exactly. The precomposition's layers are then written on
/// their own clock (inner frame g at scene time (g − ip) / fps), which `timeRemap` selects.
enum TimeRemap {
  /// Writes `timeRemap` on `node` and returns the clock of the precomposition's layers.
  static func apply(
    _ value: JSONValue?, to node: SceneNode, layer: LayerInfo, writer: TransformWriter, converter: Converter
  ) -> TimeMap {
    let path = layer.path + ".tm"
    let tm = converter.context.property(value, path, fallback: [0], layer: layer.name)
    let fps = converter.fps
    // Inner frame g is at scene time (g − start) / fps on the precomposition's own clock.
    let shift = converter.start / fps
    let seconds: ([Double]) -> YAMLText = { .number(($0.first ?? 0) - shift, decimals: 6) }
    node.set("timeRemap", seconds(tm.value))
    writer.add(tm, keyPath: "timeRemap", to: node, value: seconds)
    // The inner layers' in and out points and samples reach as far as the remap does.
    let values = (tm.keyframes.isEmpty ? [tm.value] : tm.keyframes.map(\.value)).compactMap(\.first)
    let latest = (values.max() ?? 0) * fps - converter.start
    if latest.isFinite, latest < Double(converter.context.limits.maxFrames) {
      converter.frameCount = max(converter.frameCount, Int(lottie: latest.rounded(.up)) + 1)
    }
    return TimeMap(scale: 1, offset: 0, fps: fps, start: converter.start)
  }
}
