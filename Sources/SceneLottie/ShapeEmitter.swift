import Foundation

/// A shape layer's items as scene layers. Lottie draws a style (fill, stroke, gradient)
/// over every shape before it in its group and in the groups before it; items earlier in
/// a list are in front. Each style becomes one scene layer whose path joins the shapes it
/// paints (nested group transforms applied to the points); each group becomes a layer
/// with the group's transform. Modifiers (trim, round corners, …) are applied to the
/// geometry: exactly when static, sampled at every frame when animated.
final class ShapeEmitter {
  let converter: Converter
  let time: TimeMap
  let layer: LayerInfo
  let items: [ShapeItem]
  private var animated = false
  private var hasModifiers = false
  /// Modifiers other than trim paths (which rule out strokeStart/strokeEnd).
  private var hasShapeChangingModifiers = false
  /// Each trim paths item with the shapes it reaches.
  private var trims: [(trim: ShapeModifier, scope: Set<String>)] = []
  /// The zig-zags (by JSON path) already warned about for their bounded ridges.
  private var boundedZigZags: Set<String> = []
  private var cache: [Double: [String: [BezierShape]]] = [:]
  /// Scene frames the layer can be seen in: where sampling happens.
  private let frames: ClosedRange<Int>?
  /// The transforms of the groups being emitted, outermost first.
  private var groupChain: [LottieTransform] = []
  /// A group or style has a blend mode: the layer is then drawn as one group.
  private(set) var usesBlendModes = false

  init(converter: Converter, time: TimeMap, layer: LayerInfo, items: [ShapeItem]) {
    self.converter = converter
    self.time = time
    self.layer = layer
    self.items = items
    let comp = converter.frameCount - 1
    frames = comp > 0 ? 0...comp : nil
    scan(items)
    collectTrims(items)
  }

  private func scan(_ list: [ShapeItem]) {
    for item in list {
      switch item {
      case .group(let g):
        if g.transform?.isAnimated ?? false { animated = true }
        scan(g.items)
      case .shape(let s): if s.properties.contains(where: \.isAnimated) { animated = true }
      case .modifier(let m):
        hasModifiers = true
        if m.properties.contains(where: \.isAnimated) { animated = true }
        if case .trim = m.kind {} else { hasShapeChangingModifiers = true }
      case .style, .repeater: break
      }
    }
  }

  @discardableResult
  private func collectTrims(_ list: [ShapeItem]) -> [String] {
    var scope: [String] = []
    for item in list {
      switch item {
      case .shape(let s): scope.append(s.path)
      case .group(let g): scope += collectTrims(g.items)
      case .modifier(let m):
        if case .trim = m.kind { trims.append((m, Set(scope))) }
      default: break
      }
    }
    return scope
  }

  private var writer: TransformWriter { TransformWriter(converter: converter, time: time, layer: layer.name) }
  private var context: ImportContext { converter.context }

  func emit() -> [SceneNode] { emitItems(items, groupName: layer.name) }

  // MARK: - Geometry

  /// Every shape's geometry at frame `f` after the modifiers that reach it, keyed by
  /// the shape's JSON path, in the shape's own coordinates.
  private func resolved(at f: Double) -> [String: [BezierShape]] {
    if let hit = cache[f] { return hit }
    var result: [String: [BezierShape]] = [:]
    func resolve(_ list: [ShapeItem]) -> [String] {
      var scope: [String] = []
      for item in list {
        switch item {
        case .shape(let s):
          result[s.path] = [s.shape(at: f)]
          scope.append(s.path)
        case .group(let g):
          scope += resolve(g.items)
        case .modifier(let m):
          apply(m, to: scope, at: f, in: &result)
        case .style, .repeater: break
        }
      }
      return scope
    }
    _ = resolve(items)
    if cache.count < 4096 { cache[f] = result }
    return result
  }

  private func apply(_ m: ShapeModifier, to scope: [String], at f: Double, in result: inout [String: [BezierShape]]) {
    func num(_ p: Property) -> Double { p.value(at: f).first ?? 0 }
    switch m.kind {
    case .trim(let s, let e, let o, let individually):
      if individually {
        // One run through every shape in order; each keeps its own piece(s).
        let all = scope.flatMap { result[$0] ?? [] }
        let lengths = all.map(\.length)
        let total = lengths.reduce(0, +)
        var sv = min(1, max(0, num(s) / 100)), ev = min(1, max(0, num(e) / 100))
        if ev < sv { swap(&sv, &ev) }
        var off = (num(o) / 360).truncatingRemainder(dividingBy: 1)
        if off < 0 { off += 1 }
        var runStart = 0.0
        for path in scope {
          let shapes = result[path] ?? []
          var kept: [BezierShape] = []
          for shape in shapes {
            let l = shape.length
            defer { runStart += l }
            guard total > 0, l > 0 else { continue }
            // This shape covers [runStart, runStart + l) of the run: trim it by the
            // window of the run that falls on it.
            var windows: [(Double, Double)] = []
            var a = sv + off, b = ev + off
            if ev - sv >= 1 - 1e-9 { a = 0; b = 1 }
            if b <= 1 { windows = [(a, b)] } else if a >= 1 { windows = [(a - 1, b - 1)] } else { windows = [(a, 1), (0, b - 1)] }
            for (wa, wb) in windows {
              let lo = max(wa * total - runStart, 0), hi = min(wb * total - runStart, l)
              if hi <= lo { continue }
              if lo <= 1e-9 && hi >= l - 1e-9 { kept.append(shape); continue }
              kept.append(shape.piece(from: lo, to: hi, lengths: shape.segmentLengths))
            }
          }
          result[path] = kept
        }
      } else {
        for path in scope {
          result[path] = ShapeModifiers.trim(result[path] ?? [], start: num(s), end: num(e), offset: num(o), individually: false)
        }
      }
    case .roundCorners(let r):
      for path in scope { result[path] = ShapeModifiers.roundCorners(result[path] ?? [], radius: num(r)) }
    case .puckerBloat(let a):
      // Each shape about its own centre (ShapeModifiers.puckerBloat).
      for path in scope { result[path] = ShapeModifiers.puckerBloat(result[path] ?? [], amount: num(a)) }
    case .zigZag(let size, let ridges, let smooth):
      var bounded = false
      for path in scope {
        result[path] = ShapeModifiers.zigZag(
          result[path] ?? [], size: num(size), ridges: num(ridges), smooth: smooth,
          mostVertices: context.limits.maxShapeVertices, bounded: &bounded)
      }
      // Said once per zig-zag, whichever frame first needs the bound.
      if bounded, boundedZigZags.insert(m.path).inserted {
        context.unsupported(
          "a zig-zag gets fewer ridges a segment, so that it makes at most \(context.limits.maxShapeVertices) vertices of a shape",
          layer: layer.name, path: m.path + ".r", at: nil, approximated: true)
      }
    case .offset(let amount, let join, let miter):
      for path in scope {
        result[path] = ShapeModifiers.offset(
          result[path] ?? [], amount: num(amount), join: join, miterLimit: num(miter),
          mostVertices: context.limits.maxShapeVertices)
      }
    case .merge(let mode):
      MergePaths.apply(mode: mode, to: scope, in: &result)
    }
  }

  /// A shape painted by a style: its JSON path and the group transforms between the
  /// style's group and the shape (outermost first).
  struct Leaf {
    var path: String
    var source: ShapeSource
    var chain: [LottieTransform]
  }

  private func leaves(_ list: ArraySlice<ShapeItem>, chain: [LottieTransform] = []) -> [Leaf] {
    var out: [Leaf] = []
    for item in list {
      switch item {
      case .shape(let s): out.append(Leaf(path: s.path, source: s, chain: chain))
      case .group(let g):
        out += leaves(g.items[...], chain: chain + (g.transform.map { [$0] } ?? []))
      default: break
      }
    }
    return out
  }

  private func geometry(_ leaves: [Leaf], at f: Double) -> [BezierShape] {
    let shapes = resolved(at: f)
    var out: [BezierShape] = []
    for leaf in leaves {
      var m = Matrix.identity
      for t in leaf.chain.reversed() { m = m.then(t.matrix(at: f)) }
      out += (shapes[leaf.path] ?? []).map { $0.transformed(m) }
    }
    return out
  }

  // MARK: - Layers

  private func emitItems(_ list: [ShapeItem], groupName: String) -> [SceneNode] {
    var out: [SceneNode] = []
    var k = list.count - 1
    while k >= 0 {
      defer { k -= 1 }
      switch list[k] {
      case .group(let g):
        out.append(groupNode(g))
      case .style(let style):
        if let node = styleNode(style, leaves: leaves(list[..<k]), groupName: groupName) { out.append(node) }
      case .repeater(let r):
        let inner = emitItems(Array(list[..<k]), groupName: groupName)
        out.append(repeaterNode(r, inner, groupName: groupName))
        return out
      case .shape, .modifier: break
      }
    }
    return out
  }

  private func groupNode(_ g: ShapeGroup) -> SceneNode {
    let node = SceneNode(id: converter.ids.unique(g.name))
    if let t = g.transform { writer.apply(t, to: node, size: nil, opacity: true) }
    if let t = g.transform { groupChain.append(t) }
    node.sublayers = emitItems(g.items, groupName: g.name)
    if g.transform != nil { groupChain.removeLast() }
    blend(g.blendMode, node)
    return node
  }

  private func repeaterNode(_ r: Repeater, _ inner: [SceneNode], groupName: String) -> SceneNode {
    let node = SceneNode(id: converter.ids.unique(groupName + " repeater"), type: "replicator")
    var copies = max(0, (r.copies.value.first ?? 1).rounded())
    // The scene refuses a replicator whose copies make a frame draw more layers than the
    // importer reads: say so here, at the repeater's own count.
    let limit = context.limits.maxItems
    let innerLayers = SceneNode.drawnLayers(inner, cap: limit + 1)
    if copies > Double(limit) || Double(innerLayers) * copies > Double(limit) {
      let count = copies < 1e15 ? String(Int(copies)) : "\(copies)"
      let what =
        innerLayers == 0
        ? "; at most \(limit) are made" : " of \(innerLayers) layers would make a frame draw more than \(limit) layers"
      context.error(
        "lottie-too-large", "layer '\(layer.name)' (\(r.path).c): \(count) repeater copies\(what)", at: r.copies.range)
      copies = 1
    }
    let animated = RepeaterAnimation(repeater: r, writer: writer, emitter: converter.emitter(time))
    animated.warn(context: context, layer: layer.name)
    node.set("instanceCount", .number(copies))
    node.copies = Int(copies)
    let first = animated.firstFrame
    let step = animated.step(at: first)
    node.set("instanceTransform", RepeaterAnimation.matrixText(step))
    animated.animateStep(node)
    let offset = r.offset.value(at: first).first ?? 0
    var content = inner
    if offset != 0 || r.offset.isAnimated {
      let whole = Int(lottie: offset.rounded())
      if r.offset.keyframes.contains(where: { $0.value.first.map { $0 != $0.rounded() } ?? false }) || Double(whole) != offset {
        context.unsupported("a fractional repeater offset is rounded", layer: layer.name, path: r.path + ".o", at: nil, approximated: true)
      }
      let shift = SceneNode(id: converter.ids.unique(groupName + " repeater offset"))
      shift.set("transform", RepeaterAnimation.matrixText(animated.shift(at: first)))
      animated.animateShift(shift)
      shift.sublayers = inner
      content = [shift]
    }
    let so = (r.startOpacity.value.first ?? 100) / 100, eo = (r.endOpacity.value.first ?? 100) / 100
    if copies > 1, so != eo {
      if so != 1 {
        context.unsupported("repeater start opacity below 100% fades the first copy too", layer: layer.name, path: r.path + ".tr.so", at: nil, approximated: true)
      }
      node.set("instanceAlphaOffset", .number((eo - so) / (copies - 1)))
    }
    if !r.above {
      context.unsupported("repeater copies composited below are drawn above", layer: layer.name, path: r.path + ".m", at: nil, approximated: true)
    }
    node.sublayers = content
    return node
  }

  static func inverse(_ m: Matrix) -> Matrix {
    let det = m.a * m.d - m.b * m.c
    guard det != 0 else { return .identity }
    let a = m.d / det, b = -m.b / det, c = -m.c / det, d = m.a / det
    return Matrix(a: a, b: b, c: c, d: d, tx: -(a * m.tx + c * m.ty), ty: -(b * m.tx + d * m.ty))
  }

  // MARK: - Styles

  private func styleNode(_ style: ShapeStyle, leaves: [Leaf], groupName: String) -> SceneNode? {
    guard !leaves.isEmpty else { return nil }
    let id = converter.ids.unique(groupName + " " + style.name)
    let firstFrame = time.local(sceneIndex: 0)
    switch style.paint {
    case .color(let color):
      let node = SceneNode(id: id, type: "shape")
      if style.stroke, let trimmed = strokeTrim(leaves, node: node) {
        node.set("path", trimmed)
      } else {
        let path = pathValue(leaves, owner: id)
        node.set("path", path.model)
        if let animation = path.animation { node.animations.append(animation) }
      }
      paint(style, color, node)
      blend(style.blendMode, node)
      if style.stroke, DashAnimation.lengthsMove(style) {
        DashAnimation.cut(
          style, node: node, geometry: { geometry(leaves, at: $0) }, writer: writer, emitter: converter.emitter(time),
          sceneFrames: animated ? frames : nil, context: context, layer: layer.name)
      }
      return node
    case .gradient(let g):
      let path = pathValue(leaves, owner: id)
      let node = gradientNode(style, g, leaves: leaves, id: id, path: path, firstFrame: firstFrame)
      if let node { blend(style.blendMode, node) }
      return node
    }
  }

  /// A group's or style's blend mode. After Effects blends shapes with what their layer
  /// drew beneath them only: the layer's node gets `shouldRasterize` (LottieImporter).
  private func blend(_ mode: String?, _ node: SceneNode) {
    guard let mode else { return }
    node.set("blendMode", .scalar(mode))
    usesBlendModes = true
  }

  /// Trim paths on a stroke as Core Animation's strokeStart and strokeEnd, exactly: when
  /// one trim reaches every shape the stroke paints (and nothing else changes them), its
  /// offset does not move, the shapes make one run (one subpath, or trimmed
  /// individually, which is one run through all of them) and start never passes end nor
  /// leaves 0…1. Returns the untrimmed path; adds the strokeStart/strokeEnd animations.
  private func strokeTrim(_ leaves: [Leaf], node: SceneNode) -> YAMLText? {
    guard !hasShapeChangingModifiers else { return nil }
    let paths = Set(leaves.map(\.path))
    let reaching = trims.filter { !$0.scope.isDisjoint(with: paths) }
    guard reaching.count == 1, paths.isSubset(of: reaching[0].scope),
      case .trim(let s, let e, let o, let individually) = reaching[0].trim.kind, !o.isAnimated
    else { return nil }
    guard !leaves.contains(where: { $0.source.properties.contains(where: \.isAnimated) || $0.chain.contains(where: \.isAnimated) })
    else { return nil }
    let f0 = time.local(sceneIndex: 0)
    let shapes = leaves.flatMap { leaf -> [BezierShape] in
      var m = Matrix.identity
      for t in leaf.chain.reversed() { m = m.then(t.matrix(at: f0)) }
      return [leaf.source.shape(at: f0).transformed(m)]
    }
    guard individually || shapes.count == 1 else { return nil }
    var offset = ((o.value.first ?? 0) / 360).truncatingRemainder(dividingBy: 1)
    if offset < 0 { offset += 1 }
    let checkFrames = (frames.map { Array($0) } ?? [0]).map { time.local(sceneIndex: $0) }
      + s.keyframes.map(\.frame) + e.keyframes.map(\.frame)
    for f in checkFrames {
      let a = (s.value(at: f).first ?? 0) / 100, b = (e.value(at: f).first ?? 100) / 100
      guard a <= b, a >= 0, b <= 1, a + offset >= 0, b + offset <= 1 + 1e-9 else { return nil }
    }
    let start: ([Double]) -> YAMLText = { .number(($0.first ?? 0) / 100 + offset) }
    let end: ([Double]) -> YAMLText = { .number(($0.first ?? 100) / 100 + offset) }
    let s0 = (s.value.first ?? 0) / 100 + offset, e0 = (e.value.first ?? 100) / 100 + offset
    if s0 != 0 { node.set("strokeStart", .number(s0)) }
    if e0 != 1 { node.set("strokeEnd", .number(e0)) }
    writer.add(s, keyPath: "strokeStart", to: node, value: start)
    writer.add(e, keyPath: "strokeEnd", to: node, value: end)
    return converter.shared.path(ValueText.pathData(shapes), owner: node.id)
  }

  struct PathValue {
    var model: YAMLText
    var animation: YAMLText?
  }

  /// The style's path: static, an exact path keyframe animation (one animated `sh` that
  /// no modifier touches), or sampled at every frame.
  private func pathValue(_ leaves: [Leaf], owner: String) -> PathValue {
    let f0 = time.local(sceneIndex: 0)
    let d0 = ValueText.pathData(geometry(leaves, at: f0))
    guard animated, let frames else { return PathValue(model: converter.shared.path(d0, owner: owner)) }
    guard frames.count <= context.limits.maxSampledFrames else {
      context.unsupported(
        "an animated path over \(frames.count) frames is more than \(context.limits.maxSampledFrames) to sample; its first frame is kept",
        layer: layer.name, path: leaves[0].path, at: nil, approximated: true)
      return PathValue(model: converter.shared.path(d0, owner: owner))
    }
    var ds: [String] = []
    ds.reserveCapacity(frames.count)
    for index in frames { ds.append(ValueText.pathData(geometry(leaves, at: time.local(sceneIndex: index)))) }
    if ds.allSatisfy({ $0 == ds[0] }) { return PathValue(model: converter.shared.path(ds[0], owner: owner)) }
    let chainAnimated = leaves.contains { $0.chain.contains(where: \.isAnimated) }
    if leaves.count == 1, !hasModifiers, !chainAnimated, case .path(let p) = leaves[0].source.kind, p.isAnimated,
      Set(p.keyframes.map(\.value.count)).count == 1, p.easesAllDimensionsAlike
    {
      let leaf = leaves[0]
      var m = Matrix.identity
      for t in leaf.chain.reversed() { m = m.then(t.matrix(at: f0)) }
      let reversed = leaf.source.reversed
      let animation = converter.emitter(time).keyframeAnimation(keyPath: "path", p) { v in
        var shape = BezierShape(vector: v)
        if reversed { shape = shape.reversed() }
        return .map([("d", .string(ValueText.pathData([shape.transformed(m)])))])
      }
      return PathValue(model: .map([("d", .string(d0))]), animation: animation)
    }
    if leaves.count == 1, !hasModifiers, !chainAnimated, let timing = Self.sharedLinearTiming(leaves[0].source) {
      // Rectangles, ellipses and stars move their points linearly with position and size
      // (and radii): the path at each keyframe, eased like the keyframes, is exact.
      let leaf = leaves[0]
      var m = Matrix.identity
      for t in leaf.chain.reversed() { m = m.then(t.matrix(at: f0)) }
      var clock = timing
      for k in clock.keyframes.indices { clock.keyframes[k].value = [clock.keyframes[k].frame] }
      let animation = converter.emitter(time).keyframeAnimation(keyPath: "path", clock) { v in
        .map([("d", .string(ValueText.pathData([leaf.source.shape(at: v[0]).transformed(m)])))])
      }
      return PathValue(model: .map([("d", .string(d0))]), animation: animation)
    }
    // Sample only the frames where the path changes (the ends included).
    var lo = 0, hi = ds.count - 1
    while lo < hi && ds[lo] == ds[lo + 1] { lo += 1 }
    while hi > lo && ds[hi] == ds[hi - 1] { hi -= 1 }
    let sameElements = Set(ds[lo...hi].map(Self.commandSignature)).count == 1
    if !(leaves.count == 1 && !hasModifiers && !chainAnimated && Self.isParametric(leaves[0].source)) {
      context.unsupported(
        "animated geometry (modifiers, group transforms under a shared style, or per-dimension easing) is sampled at every frame",
        layer: layer.name, path: leaves[0].path, at: nil, approximated: true)
    }
    let emitter = converter.emitter(time)
    let range = (frames.lowerBound + lo)...(frames.lowerBound + hi)
    let animation = emitter.sampledAnimation(keyPath: "path", frames: range, discrete: !sameElements) { index in
      .map([("d", .string(ds[index - frames.lowerBound]))])
    }
    return PathValue(model: .map([("d", .string(ds[lo]))]), animation: animation)
  }

  /// The keyframes shared by every animated property of a parametric shape, when the
  /// shape's points are linear in those properties and they all move on the same
  /// keyframes with the same easing.
  static func sharedLinearTiming(_ s: ShapeSource) -> Property? {
    let linear: [Property]
    switch s.kind {
    case .path: return nil
    case .rectangle(let p, let size, let r):
      if r.isAnimated { return nil }
      linear = [p, size]
    case .ellipse(let p, let size): linear = [p, size]
    case .polystar(_, let p, let points, let rotation, let outer, let inner, let os, let isr, _):
      if points.isAnimated || rotation.isAnimated || os.isAnimated || isr.isAnimated { return nil }
      linear = [p, outer, inner]
    }
    let animated = linear.filter(\.isAnimated)
    guard let first = animated.first, animated.allSatisfy(\.easesAllDimensionsAlike) else { return nil }
    for other in animated.dropFirst() {
      guard other.keyframes.count == first.keyframes.count else { return nil }
      for (a, b) in zip(first.keyframes, other.keyframes)
      where a.frame != b.frame || a.hold != b.hold || a.easing(dimension: 0) != b.easing(dimension: 0) {
        return nil
      }
    }
    return first
  }

  static func isParametric(_ s: ShapeSource) -> Bool {
    if case .path = s.kind { return false }
    return true
  }

  /// The command letters of path data: paths with the same ones morph element by element.
  static func commandSignature(_ d: String) -> String {
    String(d.filter { $0.isLetter })
  }

  private func paint(_ style: ShapeStyle, _ color: Property, _ node: SceneNode) {
    let key = style.stroke ? "strokeColor" : "fillColor"
    if style.stroke { node.set("fillColor", .string("clear")) }
    // A color's own alpha (rare in Lottie) is folded into the hex value.
    node.set(key, converter.shared.color(ValueText.hex(color.value), owner: node.id))
    writer.add(color, keyPath: key, to: node) { .string(ValueText.hex($0)) }
    if !style.stroke {
      if style.evenOdd { node.set("fillRule", .scalar("evenOdd")) }
    } else {
      stroke(style, node)
    }
    writer.opacity(style.opacity, node, keyPath: "opacity")
  }

  private func stroke(_ style: ShapeStyle, _ node: SceneNode) {
    if let w = style.width {
      node.set("lineWidth", .number(w.value.first ?? 1))
      writer.add(w, keyPath: "lineWidth", to: node) { .number($0.first ?? 1) }
    }
    if style.cap != "butt" { node.set("lineCap", .scalar(style.cap)) }
    if style.join != "miter" { node.set("lineJoin", .scalar(style.join)) }
    if style.join == "miter" {
      node.set("miterLimit", .number(style.miterLimit))
      if let limit = style.animatedMiterLimit { writer.add(limit, keyPath: "miterLimit", to: node) { .number($0.first ?? 4) } }
    }
    if !style.dashes.isEmpty {
      let pattern = style.dashes.filter { $0.kind != "o" }.map { $0.value.value.first ?? 0 }
      let phase = style.dashes.first { $0.kind == "o" }?.value.value.first ?? 0
      if pattern.contains(where: { $0 > 0 }), !DashAnimation.lengthsMove(style) {
        node.set("lineDashPattern", .numbers(pattern.count % 2 == 1 ? pattern + pattern : pattern))
        if phase != 0 { node.set("lineDashPhase", .number(phase)) }
        DashAnimation.apply(style, to: node, writer: writer, context: context, layer: layer.name)
      }
    }
  }

  // MARK: - Gradients

  /// A gradient layer covering the painted shapes, masked by them (filled, or stroked for
  /// a gradient stroke).
  private func gradientNode(
    _ style: ShapeStyle, _ g: GradientSpec, leaves: [Leaf], id: String, path: PathValue, firstFrame: Double
  ) -> SceneNode? {
    // Bounds: every frame's geometry, grown by the stroke.
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
    let stride = max(1, (frames?.count ?? 1) / 2000)
    let sampleFrames: [Double] =
      animated ? (frames.map { Array(Swift.stride(from: $0.lowerBound, through: $0.upperBound, by: stride)) } ?? [0]).map { time.local(sceneIndex: $0) } : [firstFrame]
    for f in sampleFrames {
      for shape in geometry(leaves, at: f) {
        for p in shape.vertices + shape.inPoints + shape.outPoints {
          minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
      }
    }
    guard minX.isFinite else { return nil }
    let grow = style.stroke ? (style.width?.keyframes.map { $0.value.first ?? 0 }.max() ?? style.width?.value.first ?? 1) * 2 + 1 : 1
    minX -= grow; minY -= grow; maxX += grow; maxY += grow
    let w = maxX - minX, h = maxY - minY
    let node = SceneNode(id: id, type: "gradient")
    node.set("position", .numbers([minX + w / 2, minY + h / 2]))
    node.set("bounds", .numbers([minX, minY, w, h]))
    node.set("gradientType", .scalar(g.linear ? "axial" : "radial"))
    // Colors and locations.
    let stops = gradientStops(g, at: firstFrame)
    node.set("colors", .list(stops.map { .string($0.color) }))
    node.set("locations", .numbers(stops.map(\.location)))
    if g.colors.isAnimated {
      let counts = Set(g.colors.keyframes.map { gradientStops(g, vector: $0.value).map(\.location) })
      if counts.count == 1 {
        writer.add(g.colors, keyPath: "colors", to: node) { v in
          .list(self.gradientStops(g, vector: v).map { .string($0.color) })
        }
      } else {
        context.unsupported("gradient keyframes whose stops move are sampled at every frame", layer: layer.name, path: g.colors.path, at: g.colors.range, approximated: true)
        writer.sampled("colors", node, discrete: false, range: converter.emitter(time).frameRange(of: g.colors)) { f in
          .list(self.gradientStops(g, at: f).prefix(stops.count).map { .string($0.color) })
        }
      }
    }
    // Half a composition pixel right and down, as After Effects samples (GradientPixelGrid).
    var toRoot = Matrix.identity
    for t in groupChain.reversed() { toRoot = toRoot.then(t.linearPart(at: firstFrame)) }
    let grid = GradientPixelGrid.halfPixel(toRoot: toRoot.then(converter.layerToRoot))
    func unit(_ v: [Double]) -> [Double] {
      [((v.first ?? 0) + grid.x - minX) / w, ((v.count > 1 ? v[1] : 0) + grid.y - minY) / h]
    }
    let s0 = g.start.value, e0 = g.end.value
    if g.linear {
      node.set("startPoint", .numbers(unit(s0), decimals: 6))
      node.set("endPoint", .numbers(unit(e0), decimals: 6))
      writer.add(g.start, keyPath: "startPoint", to: node) { .numbers(unit($0), decimals: 6) }
      writer.add(g.end, keyPath: "endPoint", to: node) { .numbers(unit($0), decimals: 6) }
    } else {
      func radial(_ f: Double) -> (YAMLText, YAMLText) {
        let s = g.start.value(at: f), e = g.end.value(at: f)
        let r = (pow((e.first ?? 0) - (s.first ?? 0), 2) + pow((e.count > 1 ? e[1] : 0) - (s.count > 1 ? s[1] : 0), 2)).squareRoot()
        let c = unit(s)
        return (.numbers(c, decimals: 6), .numbers([c[0] + r / w, c[1] + r / h], decimals: 6))
      }
      let (sp, ep) = radial(firstFrame)
      node.set("startPoint", sp)
      node.set("endPoint", ep)
      if g.start.isAnimated || g.end.isAnimated {
        let range = converter.emitter(time).frameRange(from: min(g.start.keyframes.first?.frame ?? .infinity, g.end.keyframes.first?.frame ?? .infinity),
                                                       to: max(g.start.keyframes.last?.frame ?? -.infinity, g.end.keyframes.last?.frame ?? -.infinity))
        writer.sampled("startPoint", node, discrete: false, range: range) { radial($0).0 }
        writer.sampled("endPoint", node, discrete: false, range: range) { radial($0).1 }
      }
      // The highlight: the focal point `h` % of the radius from the centre, `a` degrees
      // from the direction of the end point (focalOffset, in unit coordinates of bounds).
      func focal(_ f: Double) -> YAMLText {
        let s = g.start.value(at: f), e = g.end.value(at: f)
        let sx = s.first ?? 0, sy = s.count > 1 ? s[1] : 0
        let dx = (e.first ?? 0) - sx, dy = (e.count > 1 ? e[1] : 0) - sy
        let length = (dx * dx + dy * dy).squareRoot() * ((g.highlight?.value(at: f).first ?? 0) / 100)
        let angle = atan2(dy, dx) + (g.highlightAngle?.value(at: f).first ?? 0) * .pi / 180
        return .numbers([length * cos(angle) / w, length * sin(angle) / h], decimals: 6)
      }
      let focalProperties = [g.start, g.end] + [g.highlight, g.highlightAngle].compactMap { $0 }
      if let h = g.highlight, h.isAnimated || (h.value.first ?? 0) != 0 {
        node.set("focalOffset", focal(firstFrame))
        let animated = focalProperties.filter(\.isAnimated)
        if !animated.isEmpty {
          let range = converter.emitter(time).frameRange(
            from: animated.compactMap { $0.keyframes.first?.frame }.min()!,
            to: animated.compactMap { $0.keyframes.last?.frame }.max()!)
          writer.sampled("focalOffset", node, discrete: false, range: range) { focal($0) }
          context.unsupported(
            "an animated radial gradient highlight is sampled at every frame", layer: layer.name, path: style.path + ".h",
            at: nil, approximated: true)
        }
      }
    }
    writer.opacity(style.opacity, node, keyPath: "opacity")
    // The mask: the painted shapes, in the gradient layer's own (bounds) space, which is
    // the group's space since the layer sits exactly over its bounds.
    let mask = SceneNode(id: converter.ids.unique(id + " shape"), type: "shape")
    mask.set("path", path.model)
    if let animation = path.animation { mask.animations.append(animation) }
    if style.stroke {
      mask.set("fillColor", .string("clear"))
      mask.set("strokeColor", .string("#ffffff"))
      stroke(style, mask)
    } else {
      mask.set("fillColor", .string("#ffffff"))
      if style.evenOdd { mask.set("fillRule", .scalar("evenOdd")) }
    }
    node.mask = mask
    return node
  }

  struct Stop {
    var location: Double
    var color: String
  }

  private func gradientStops(_ g: GradientSpec, at f: Double) -> [Stop] {
    gradientStops(g, vector: g.colors.value(at: f))
  }

  /// Lottie's flat list: `stopCount` × (offset, r, g, b), then optional (offset, alpha)
  /// pairs. Both sets merge into one list of stops with colors and alphas interpolated,
  /// after moved midpoints have become extra stops (GradientMidpoints).
  func gradientStops(_ g: GradientSpec, vector v: [Double]) -> [Stop] {
    let n = min(g.stopCount, v.count / 4)
    var colorEntries: [GradientMidpoints.Entry] = []
    for i in 0..<n { colorEntries.append((v[i * 4], [v[i * 4 + 1], v[i * 4 + 2], v[i * 4 + 3]])) }
    var alphaEntries: [GradientMidpoints.Entry] = []
    var k = n * 4
    while k + 1 < v.count {
      alphaEntries.append((v[k], [v[k + 1]]))
      k += 2
    }
    // Moved midpoints bend the ramp (GradientMidpoints): extra stops along the curve.
    let colors = GradientMidpoints.expanded(colorEntries).map { ($0.location, $0.value) }
    let alphas = GradientMidpoints.expanded(alphaEntries).map { ($0.location, $0.value[0]) }
    guard !colors.isEmpty else { return [Stop(location: 0, color: "#000000")] }
    func interpolate<T>(_ list: [(Double, T)], at x: Double, _ mix: (T, T, Double) -> T) -> T {
      if x <= list[0].0 { return list[0].1 }
      for i in 1..<list.count where x <= list[i].0 {
        let a = list[i - 1], b = list[i]
        let t = b.0 > a.0 ? (x - a.0) / (b.0 - a.0) : 0
        return mix(a.1, b.1, t)
      }
      return list[list.count - 1].1
    }
    var locations = Set(colors.map(\.0))
    for a in alphas { locations.insert(a.0) }
    return locations.sorted().map { x in
      let c = interpolate(colors, at: x) { a, b, t in zip(a, b).map { $0 + ($1 - $0) * t } }
      let alpha = alphas.isEmpty ? 1 : interpolate(alphas, at: x) { a, b, t in a + (b - a) * t }
      return Stop(location: x, color: ValueText.hex(c, alpha: alpha))
    }
  }
}
