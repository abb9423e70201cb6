/// Repeaters (`rp`) whose copies' transform or offset move: the replicator's
/// `instanceTransform` and the offset layer's `transform` are matrices sampled at every
/// frame (a step is a matrix about the repeater's anchor, which no component key path
/// carries). The copy count and the start and end opacities are not animatable in the
/// scene format (`instanceCount`, `instanceAlphaOffset`): their first values are used.
struct RepeaterAnimation {
  let repeater: Repeater
  let writer: TransformWriter
  let emitter: AnimationEmitter

  private var transformParts: [Property] {
    let t = repeater.transform
    return [t.anchor, t.position, t.positionX, t.positionY, t.scale, t.rotation, t.skew, t.skewAxis].compactMap { $0 }
  }

  private var moving: [Property] { (transformParts + [repeater.offset]).filter(\.isAnimated) }

  /// The first keyframe of what moves (0 when nothing does): the static values written.
  var firstFrame: Double { moving.compactMap { $0.keyframes.first?.frame }.min() ?? 0 }

  private var range: ClosedRange<Int>? {
    let last = moving.compactMap { $0.keyframes.last?.frame }.max() ?? 0
    return moving.isEmpty ? nil : emitter.frameRange(from: firstFrame, to: last)
  }

  func warn(context: ImportContext, layer: String) {
    let r = repeater
    if !moving.isEmpty {
      context.unsupported(
        "an animated repeater transform or offset is sampled at every frame", layer: layer,
        path: r.path + (r.offset.isAnimated ? ".o" : ".tr"), at: nil, approximated: true)
    }
    if r.copies.isAnimated {
      context.unsupported(
        "animated repeater copies use their first value (the scene's instanceCount is not animatable)",
        layer: layer, path: r.path + ".c", at: r.copies.range, approximated: true)
    }
    if r.startOpacity.isAnimated || r.endOpacity.isAnimated {
      context.unsupported(
        "animated repeater opacities use their first values (the scene's instanceAlphaOffset is not animatable)",
        layer: layer, path: r.path + ".tr.so", at: nil, approximated: true)
    }
  }

  /// One copy's step at local frame `f`: scale and rotate about the anchor, then move by
  /// the position.
  func step(at f: Double) -> Matrix {
    let t = repeater.transform
    let a = t.anchor.value(at: f), p = t.positionValue(at: f)
    let ax = a.first ?? 0, ay = a.count > 1 ? a[1] : 0
    return Matrix.translate(-ax, -ay).then(t.linearPart(at: f)).then(.translate(ax + p.x, ay + p.y))
  }

  /// The offset's whole number of steps at `f`, as one matrix.
  func shift(at f: Double) -> Matrix {
    let whole = Int((repeater.offset.value(at: f).first ?? 0).rounded())
    let step = step(at: f)
    var m = Matrix.identity
    for _ in 0..<min(abs(whole), 10_000) { m = m.then(step) }
    return whole < 0 ? ShapeEmitter.inverse(m) : m
  }

  func animateStep(_ node: SceneNode) {
    guard transformParts.contains(where: \.isAnimated) else { return }
    writer.sampled("instanceTransform", node, discrete: false, range: range) { Self.matrixText(step(at: $0)) }
  }

  func animateShift(_ node: SceneNode) {
    guard !moving.isEmpty else { return }
    writer.sampled("transform", node, discrete: false, range: range) { Self.matrixText(shift(at: $0)) }
  }

  static func matrixText(_ m: Matrix) -> YAMLText {
    .map([("matrix", .numbers([m.a, m.b, m.c, m.d, m.tx, m.ty], decimals: 6))])
  }
}

/// Animated stroke dashes: a moving offset (`o`) becomes `lineDashPhase` keyframes
/// exactly. Dash and gap lengths cannot move in the scene format (`lineDashPattern` is
/// not animatable, as in Core Animation's key paths): their first values are used, with a
/// warning.
enum DashAnimation {
  static func apply(_ style: ShapeStyle, to node: SceneNode, writer: TransformWriter, context: ImportContext, layer: String) {
    for (i, dash) in style.dashes.enumerated() where dash.value.isAnimated {
      if dash.kind == "o" {
        writer.add(dash.value, keyPath: "lineDashPhase", to: node) { .number($0.first ?? 0) }
      } else {
        context.unsupported(
          "animated dash lengths use their first values (the scene's lineDashPattern is not animatable)",
          layer: layer, path: style.path + ".d[\(i)].v", at: dash.value.range, approximated: true)
      }
    }
  }
}
