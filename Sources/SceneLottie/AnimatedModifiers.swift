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
    let whole = Int(lottie: (repeater.offset.value(at: f).first ?? 0).rounded())
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

/// Animated stroke dashes. A moving offset (`o`) alone becomes `lineDashPhase` keyframes
/// exactly. Moving dash or gap lengths cannot be said with `lineDashPattern` (not
/// animatable, as in Core Animation's key paths): the dashes are cut into the path itself
/// at every frame instead (each dash an open piece of its subpath, stroked with the
/// stroke's caps, as a dash is), with a warning.
enum DashAnimation {
  static func lengthsMove(_ style: ShapeStyle) -> Bool {
    style.dashes.contains { $0.kind != "o" && $0.value.isAnimated }
  }

  static func apply(_ style: ShapeStyle, to node: SceneNode, writer: TransformWriter, context: ImportContext, layer: String) {
    guard !lengthsMove(style) else { return }
    for dash in style.dashes where dash.kind == "o" && dash.value.isAnimated {
      writer.add(dash.value, keyPath: "lineDashPhase", to: node) { .number($0.first ?? 0) }
    }
  }

  /// Replaces the stroke's path by its dashes, sampled at every frame of `range` (local
  /// frames from `geometry`).
  static func cut(
    _ style: ShapeStyle, node: SceneNode, geometry: (Double) -> [BezierShape], writer: TransformWriter,
    emitter: AnimationEmitter, sceneFrames: ClosedRange<Int>?, context: ImportContext, layer: String
  ) {
    context.unsupported(
      "animated dash lengths are cut into the path at every frame (the scene's lineDashPattern is not animatable)",
      layer: layer, path: style.path + ".d", at: style.dashes.first { $0.value.isAnimated }?.value.range, approximated: true)
    let moving = style.dashes.map(\.value).filter(\.isAnimated)
    let first = moving.compactMap { $0.keyframes.first?.frame }.min() ?? 0
    let last = moving.compactMap { $0.keyframes.last?.frame }.max() ?? 0
    var range = emitter.frameRange(from: first, to: last)
    if let r = range, let g = sceneFrames { range = min(r.lowerBound, g.lowerBound)...max(r.upperBound, g.upperBound) }
    func path(_ f: Double) -> YAMLText {
      .map([("d", .string(ValueText.pathData(dashes(of: geometry(f), style: style, at: f))))])
    }
    node.animations.removeAll { entry in
      guard case .map(let entries) = entry else { return false }
      return entries.contains { key, value in
        if key == "keyPath", case .scalar("path") = value { return true }
        return false
      }
    }
    node.set("path", path(first))
    writer.sampled("path", node, discrete: true, range: range, value: path)
  }

  /// The dashes of every subpath at frame `f`: the pattern (dash, gap, …; an odd count
  /// repeated) from the offset on, restarting at each subpath as SVG and Core Graphics do.
  /// On a closed subpath a dash that runs over the start point is one piece, turning the
  /// corner with the stroke's join, as a renderer draws a dashed closed path.
  static func dashes(of shapes: [BezierShape], style: ShapeStyle, at f: Double) -> [BezierShape] {
    var pattern = style.dashes.filter { $0.kind != "o" }.map { max(0, $0.value.value(at: f).first ?? 0) }
    if pattern.count % 2 == 1 { pattern += pattern }
    let period = pattern.reduce(0, +)
    guard period > 0 else { return shapes }
    let offset = style.dashes.first { $0.kind == "o" }?.value.value(at: f).first ?? 0
    var out: [BezierShape] = []
    for shape in shapes {
      let lengths = shape.segmentLengths
      let total = lengths.reduce(0, +)
      guard total > 0 else { continue }
      // Where the pattern stands at the start of the subpath.
      var position = -(offset.truncatingRemainder(dividingBy: period))
      if position > 0 { position -= period }
      var index = 0
      var spans: [(from: Double, to: Double)] = []
      while position < total, spans.count < 10_000 {
        let length = pattern[index]
        let a = max(position, 0), b = min(position + length, total)
        if index % 2 == 0, b > a { spans.append((a, b)) }
        position += length
        index = (index + 1) % pattern.count
      }
      if shape.closed, let first = spans.first, let last = spans.last, first.from == 0, last.to == total {
        if spans.count == 1 { out.append(shape); continue }
        spans.removeLast()
        spans.removeFirst()
        out.append(shape.piece(from: last.from, to: total, lengths: lengths)
          .joined(to: shape.piece(from: 0, to: first.to, lengths: lengths)))
      }
      out += spans.map { shape.piece(from: $0.from, to: $0.to, lengths: lengths) }
    }
    return out
  }
}
