import SceneGeometry
public import SceneModel
import SceneText

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Builds the render tree of a frame (see RenderTree.swift). One builder per thread: it
/// keeps, across the frames it builds, the arc-length measure of each layer's path, so a
/// path no animation changes is measured once, not once per frame, and the node it built
/// at each tree position (see "Reuse").
///
/// Visibility is decided at the output precision, from values: a layer whose opacity
/// prints as 0, or whose matrix has a zero determinant once its entries are rounded to
/// the output precision, draws nothing, exactly as the written file would show it.
///
/// NaN policy (one place): an opacity or alpha that is NaN counts as 0 (culled); a trim
/// end that is NaN takes its default (`LayerProperties()`'s: strokeStart 0, strokeEnd 1);
/// colors clamp NaN components to 0; a miter limit that is not finite is its default (10);
/// non-finite shadow radius and offsets are 0.
///
/// Reuse: a node is a function of its frame layer, its tree position (which decides its
/// element id: the layer's id and copy suffix, `RenderIdentifiers.elementIDs`), its paint mode, the
/// precision and the ids free when it is built. The builder remembers, per tree position
/// (`RenderIdentifiers`: positions stand for the same layers while the scene's layer tree
/// keeps its structure), the last frame layer and paint mode built there and the node
/// made; when the next frame brings an equal layer with the same paint mode there, the
/// node is handed out again (with its whole subtree) instead of being built anew, provided
/// it got its ids without a clash suffix and every one of them is still free in this frame
/// (then a fresh build would claim exactly the same ids). Writers that meet the same node
/// object again may reuse what they made of it (the SVG writer: its bytes). A change of
/// structure forgets every position.
///
/// Skipping comparisons: on a scene whose layers animate all the time the comparison fails
/// at every position, every frame, and costs. So where it failed `missesBeforeSkipping`
/// times in a row, the builder builds afresh without comparing, and compares again only
/// every `retryInterval` frames (staggered by position); one success there resumes the
/// comparison every frame. Exact: a skipped comparison only means a fresh build, which
/// makes the node reuse would have handed out; a layer that stops changing is reused
/// again within `retryInterval` frames.
public final class RenderTreeBuilder {
  /// Decimals of the output; decides what prints as 0 or 1.
  public let precision: Int
  // A `let`: reading a class's stored `var` costs a dynamic exclusivity check. The `var`s
  // below are declared unchecked for the same reason: a builder is used by one thread at
  // a time, and no access to one of them overlaps another (the debug test runs with the
  // checks on found none before they were turned off).
  let ids = RenderIdentifiers()
  /// Per tree position: the measure of the path last cut there.
  @exclusivity(unchecked) private var measures: [PathMeasure?] = []
  /// Per tree position: the gradient stops made there last (see `stops(_:paint:at:)`).
  @exclusivity(unchecked) var gradientStops: [GradientStops?] = []
  /// The last cut stroke: replicator copies cut the same path at the same trim, one after
  /// another (the piece is a function of the three).
  @exclusivity(unchecked) private var lastCut: (path: BezierPath, start: Double, end: Double, piece: BezierPath)?
  /// The last shape layer's paths inside a replicator's copies: the copies are one frame
  /// layer (one storage) drawn with one paint, whose paths are a function of the two.
  @exclusivity(unchecked) private var lastShape: (layer: FrameLayer, paint: PaintMode, paths: [RenderPath]?)?
  /// How many replicators' copies are being built (`lastShape` serves only there, where
  /// it pays).
  @exclusivity(unchecked) private var copyDepth = 0
  /// How many paths this builder has measured (tests check the reuse).
  @exclusivity(unchecked) private(set) var measureCount = 0

  /// What was built at each tree position (see "Reuse"); nil where nothing reusable was.
  @exclusivity(unchecked) private var built: [Built?] = []
  /// Per tree position: how many comparisons in a row found the layer changed there (see
  /// "Skipping comparisons").
  @exclusivity(unchecked) private var misses: [UInt8] = []
  /// Frames built since the layer tree last changed (decides when a skipped position is
  /// compared again).
  @exclusivity(unchecked) private var framesInStructure = 0
  /// Whether nodes are reused at all (tests build with and without).
  let reusesNodes: Bool
  /// How many nodes were handed out again instead of built (each counts once, whatever
  /// its subtree holds; tests check the reuse).
  @exclusivity(unchecked) private(set) var reusedCount = 0

  /// What writers keep between this builder's frames (handed on with each frame).
  public let memo = RenderFrameMemo()

  private let format: FixedDecimal.Format

  private struct Built {
    var layer: FrameLayer
    var paint: PaintMode
    var node: RenderLayer
  }

  public convenience init(precision: Int) {
    self.init(precision: precision, reusesNodes: true)
  }

  init(precision: Int, reusesNodes: Bool) {
    self.precision = precision
    self.reusesNodes = reusesNodes
    format = FixedDecimal.Format(digits: precision)
    roundingError = 0.6 / Double(format.one)
  }

  public func build(_ frame: Frame) -> RenderFrame {
    if ids.start(frame) || built.count != ids.positionCount {
      built = Array(repeating: nil, count: ids.positionCount)
      misses = Array(repeating: 0, count: ids.positionCount)
      measures = Array(repeating: nil, count: ids.positionCount)
      gradientStops = Array(repeating: nil, count: ids.positionCount)
      framesInStructure = 0
    }
    framesInStructure &+= 1
    var background: RenderPaint?
    if let color = frame.background {
      let paint = PaintMode.plain.paint(color)
      if paint.alpha > 0 { background = paint }
    }
    var layers: [RenderLayer] = []
    // Reserved: grown append by append, the list was allocated seven times for 50 layers.
    layers.reserveCapacity(frame.layers.count)
    buildEach(frame.layers, from: 0, paint: .plain) { layers.append($0) }
    return RenderFrame(
      index: frame.index, time: frame.time, size: frame.size, background: background, layers: layers, memo: memo)
  }

  // MARK: - Precision

  func printsAsZero(_ v: Double) -> Bool { format.printsAsZero(v) }

  /// A color is visible when its alpha does not print as 0.
  func visible(_ color: Color?, _ mode: PaintMode) -> RenderPaint? {
    guard let color else { return nil }
    let paint = mode.paint(color)
    return printsAsZero(paint.alpha) ? nil : paint
  }

  /// True when the matrix, as written, collapses the plane: a layer scaled to 0 shows
  /// nothing in Core Animation.
  func isSingular(_ m: AffineMatrix) -> Bool {
    if Self.clearlyRegular(m, rounding: roundingError) { return false }
    let q = { FixedDecimal.printedValue($0, digits: self.precision) }
    return q(m.a) * q(m.d) - q(m.b) * q(m.c) == 0
  }

  /// How far an entry may move when printed: half a unit of the last decimal, with room
  /// for the double arithmetic of the rounding.
  private let roundingError: Double

  /// True when the determinant is so far from 0 that the printed entries cannot make it 0:
  /// each of a, b, c, d moves by at most `e` when printed, so a·d − b·c moves by at most
  /// e·(|a| + |b| + |c| + |d|) + 2e², and the two products' own rounding is far below
  /// the relative margin. (The exact test prints four numbers; this is a few
  /// multiplications, and decides every matrix that is not nearly singular.) False,
  /// never a wrong true, for NaN and infinities.
  @inline(__always)
  static func clearlyRegular(_ m: AffineMatrix, rounding e: Double) -> Bool {
    let ad = m.a * m.d
    let bc = m.b * m.c
    let sum = abs(m.a) + abs(m.b) + abs(m.c) + abs(m.d)
    let largest = max(abs(m.a), abs(m.b), abs(m.c), abs(m.d))
    let entryError = e + largest * 1e-14
    let bound = 2 * (entryError * sum + entryError * entryError) + 1e-12 * (abs(ad) + abs(bc))
    return abs(ad - bc) > bound && bound.isFinite
  }

  /// Siblings back to front: by zPosition, ties in list order (a stable sort, as Core
  /// Animation orders sublayers).
  public static func zOrdered(_ layers: [FrameLayer]) -> [FrameLayer] {
    guard let order = zOrder(layers) else { return layers }
    return order.map { layers[$0] }
  }

  /// The indices of `zOrdered`; nil when the list is in order already (the common case: no
  /// zPosition set).
  static func zOrder(_ layers: [FrameLayer]) -> [Int]? {
    var sorted = true
    for i in layers.indices.dropFirst() where !(layers[i - 1].properties.zPosition <= layers[i].properties.zPosition) {
      sorted = false
      break
    }
    if sorted { return nil }
    return layers.indices.sorted { a, b in
      let za = layers[a].properties.zPosition
      let zb = layers[b].properties.zPosition
      return za != zb ? za < zb : a < b
    }
  }

  /// Builds siblings back to front, the first of them (in list order) at tree position
  /// `first`, each next one after its predecessor's subtree.
  private func buildEach(
    _ siblings: [FrameLayer], from first: Int, paint: PaintMode, _ add: (RenderLayer) -> Void
  ) {
    // Through the buffer: a for-in over [FrameLayer] retains and releases each layer (with
    // for-in loops here and in RenderIdentifiers a frame took 3 % more instructions).
    let order = Self.zOrder(siblings)
    siblings.withUnsafeBufferPointer { siblings in
      guard let order else {
        var position = first
        for i in siblings.indices {
          if let node = build(siblings[i], at: position, paint: paint) { add(node) }
          position += ids.subtreeSize(at: position)
        }
        return
      }
      var positions: [Int] = []
      positions.reserveCapacity(siblings.count)
      var position = first
      for _ in siblings.indices {
        positions.append(position)
        position += ids.subtreeSize(at: position)
      }
      for i in order {
        if let node = build(siblings[i], at: positions[i], paint: paint) { add(node) }
      }
    }
  }

  // MARK: - Layers

  /// The node of `layer` at tree `position`: the one built there before when that may be
  /// reused (see "Reuse"), else a new one, remembered for the next frame.
  func build(_ layer: FrameLayer, at position: Int, paint: PaintMode) -> RenderLayer? {
    // Compared first: a layer equal to the one the known node was built of is shown as it
    // was (hidden, opacity and matrix are among its values), so the node is handed out
    // without deciding visibility again (its matrix costs a sine and a cosine).
    // Whether to compare is asked first: where comparisons are skipped, the known node is
    // not even read (binding it costs a copy of its layer and node).
    if reusesNodes, comparesAt(position), let known = built[position], known.paint == paint {
      if Self.unchanged(known.layer, layer), ids.claimAll(of: known.node) {
        misses[position] = 0
        reusedCount += 1
        return known.node
      }
      if misses[position] < .max { misses[position] += 1 }
    }
    // The fields read in place (a copy of the properties costs a dozen retains and releases).
    guard !layer.properties.hidden else { return nil }
    let opacity = min(max(layer.properties.opacity, 0), 1)
    if printsAsZero(opacity) { return nil }
    let matrix = layer.properties.matrixInSuperlayer
    if isSingular(matrix) { return nil }
    let clashes = ids.clashCount
    // The properties handed on borrowed from the layer's storage: a local copy of them
    // cost a dozen retains and releases and an outlined copy and destroy per node.
    let node = build(layer, layer.properties, at: position, paint: paint, opacity: opacity, matrix: matrix)
    built[position] = reusesNodes && ids.clashCount == clashes ? Built(layer: layer, paint: paint, node: node) : nil
    return node
  }

  /// Comparisons that failed this many times in a row at a position are skipped there
  /// (see "Skipping comparisons").
  static let missesBeforeSkipping: UInt8 = 3
  /// How often (in frames) a position whose comparisons are skipped is compared again.
  static let retryInterval = 4

  /// Whether to compare the layer at `position` with the one built there before.
  @inline(__always)
  private func comparesAt(_ position: Int) -> Bool {
    misses[position] < Self.missesBeforeSkipping || (framesInStructure &+ position) % Self.retryInterval == 0
  }

  /// Ids are claimed in document order: the layer, its shadow, clip, mask and gradient
  /// definitions, the mask layer's subtree, then sublayers (`RenderLayer.forEachClaimedID`
  /// lists them in the same order).
  private func build(
    _ layer: FrameLayer, _ p: borrowing LayerProperties, at position: Int, paint: PaintMode, opacity: Double,
    matrix: AffineMatrix
  ) -> RenderLayer {
    let id = ids.layer(at: position)

    var shadow: RenderShadow?
    if let style = ShadowStyle(p, paint: paint), let content = VisualBounds.content(of: layer) {
      var region = BoundingBox()
      region.add(content)
      region.add(style.castBounds(of: content))
      shadow = RenderShadow(
        id: ids.definition(.shadow, at: position, of: id), region: region.rect ?? content, deviation: style.deviation,
        dx: style.dx, dy: style.dy, paint: style.paint)
    }
    let boundsShape = Self.roundedBounds(p)
    let clip =
      p.masksToBounds
      ? RenderClip(
        id: ids.definition(.clip, at: position, of: id), shape: boundsShape, asMask: boundsShape.radius > 0 && layer.mask == nil)
      : nil
    let maskID = layer.mask.map { _ in ids.definition(.mask, at: position, of: id) }

    var gradientDefinition: RenderGradientDefinition?
    var content = RenderContent.none
    var drawsContent = false
    switch layer.kind {
    case .shape:
      let paths: [RenderPath]?
      if copyDepth == 0 {
        paths = shapePaths(p, paint: paint, at: position)
      } else if let last = lastShape, last.paint == paint, FrameLayer.sameStorage(last.layer, layer) {
        paths = last.paths
      } else {
        paths = shapePaths(p, paint: paint, at: position)
        lastShape = (layer, paint, paths)
      }
      drawsContent = paths != nil
      content = .shape(paths ?? [])
    case .text:
      if let text = text(p, paint: paint) {
        drawsContent = true
        content = .text(text)
      }
    case .gradient:
      if let (definition, fill) = gradient(p, paint: paint, id: id, at: position, shape: boundsShape) {
        drawsContent = true
        gradientDefinition = definition
        content = .gradient(fill)
      }
    case .image:
      if let href = p.contents, p.bounds.width > 0, p.bounds.height > 0 {
        drawsContent = true
        let level: Int? = paint == .white ? 1 : paint == .black ? 0 : nil
        content = .image(
          RenderImage(
            rect: p.bounds, href: href, silhouetteLevel: level,
            filterID: level == nil ? nil : ids.definition(.imageAlpha, at: position, of: id)))
      }
    case .layer, .replicator:
      break
    }

    var mask: RenderMask?
    if let maskID, let maskLayer = layer.mask {
      var region = BoundingBox()
      if let drawn = VisualBounds.of(maskLayer) {
        region.add(drawn, transformedBy: maskLayer.properties.matrixInSuperlayer)
      }
      var r = region.rect.map { VisualBounds.inset($0, by: -1) } ?? Rect(0, 0, 0, 0)
      // maskMode (an extension): inverted modes mask by 1 everywhere the mask layer does
      // not draw, so their region is as large as any frame.
      let mode = p.maskMode
      if mode == .alphaInverted || mode == .luminanceInverted {
        let e = Self.invertedMaskExtent
        r = Rect(-e, -e, 2 * e, 2 * e)
      }
      let maskPaint: PaintMode = mode == .alpha ? .white : mode == .alphaInverted ? .black : .plain
      let filter = mode == .luminanceInverted ? ids.definition(.invert, of: maskID) : nil
      mask = RenderMask(
        id: maskID, region: r, layer: build(maskLayer, at: position + 1, paint: maskPaint),
        mode: mode, invertFilterID: filter)
    }

    let hasArea = p.bounds.width > 0 && p.bounds.height > 0
    let background = hasArea ? visible(p.backgroundColor, paint).map { RenderFill(shape: boundsShape, paint: $0) } : nil
    var border: RenderBorder?
    if p.borderWidth > 0 && hasArea, let borderPaint = visible(p.borderColor, paint) {
      border = Self.border(p, shape: boundsShape, paint: borderPaint)
    }
    let hasSublayers = layer.kind == .replicator ? layer.instances.contains { !$0.sublayers.isEmpty } : !layer.sublayers.isEmpty
    let hasBody = background != nil || drawsContent || hasSublayers || border != nil
    let children = hasBody ? self.children(of: layer, at: position, paint: paint) : []
    return RenderLayer(
      id: id, layerID: layer.id, kind: layer.kind, transform: matrix, opacity: opacity, shadow: shadow,
      clip: clip, mask: mask, gradientDefinition: gradientDefinition, background: background, content: content,
      children: children, border: border, hasBody: hasBody, blendMode: paint == .plain ? p.blendMode : .normal,
      rasterized: p.shouldRasterize, position: position)
  }

  /// The children of the node built at `position` last, read in place (binding the known
  /// node copies its layer and node).
  @inline(__always)
  private func previousChildren(at position: Int) -> [RenderChild] {
    built.withUnsafeBufferPointer { $0[position]?.node.children } ?? []
  }

  /// Half the side of the square an inverted mask covers, in the masked layer's units.
  static let invertedMaskExtent = 100_000.0

  func children(of layer: FrameLayer, at position: Int, paint: PaintMode) -> [RenderChild] {
    // Positions: the layer, its mask's subtree, its sublayers', then each copy's.
    var next = position + 1
    if layer.mask != nil { next += ids.subtreeSize(at: next) }
    // The lists of the node built here last are handed on where they come out the same
    // (see ReusableList).
    let previous = reusesNodes ? previousChildren(at: position) : []
    guard layer.kind == .replicator else {
      var children = ReusableList(previous: previous, capacity: layer.sublayers.count)
      buildEach(layer.sublayers, from: next, paint: paint) { children.append(.layer($0), same: RenderChild.same) }
      return children.list
    }
    for _ in layer.sublayers.indices { next += ids.subtreeSize(at: next) }
    // Each copy: its transform in the replicator's space, its color multiplying the
    // copy's red, green and blue paints, and its alpha as the copy's opacity (which
    // multiplies the composited copy, as a color multiply of alpha does). The instances
    // are read in place (`for instance in` copied each one out).
    var copies = ReusableList(previous: previous, capacity: layer.instances.count)
    var made = 0
    copyDepth += 1
    defer { copyDepth -= 1 }
    layer.instances.withUnsafeBufferPointer { instances in
      for k in instances.indices {
        let first = next
        for _ in instances[k].sublayers.indices { next += ids.subtreeSize(at: next) }
        if isSingular(instances[k].transform) { continue }
        let alpha = min(max(instances[k].color.alpha, 0), 1)
        if printsAsZero(alpha) { continue }
        if instances[k].sublayers.isEmpty { continue }
        let tint = paint.multiplied(by: instances[k].color)
        var previousLayers: [RenderLayer] = []
        if made < previous.count, case .copy(let copy) = previous[made] { previousLayers = copy.layers }
        var layers = ReusableList(previous: previousLayers, capacity: instances[k].sublayers.count)
        buildEach(instances[k].sublayers, from: first, paint: tint) { layers.append($0, same: ===) }
        copies.append(
          .copy(RenderCopy(transform: instances[k].transform, opacity: alpha, layers: layers.list)),
          same: RenderChild.same)
        made += 1
      }
    }
    return copies.list
  }

  // MARK: - Bounds, border

  /// Core Animation's corner radius is limited to half the shorter side (corners stay
  /// circular; SVG would clamp rx and ry separately and make them elliptical).
  public static func clampedCornerRadius(_ radius: Double, in r: Rect) -> Double {
    guard radius.isFinite, radius > 0 else { return 0 }
    return min(radius, r.width / 2, r.height / 2)
  }

  static func roundedBounds(_ p: LayerProperties) -> RenderRoundedRect {
    RenderRoundedRect(rect: p.bounds, radius: clampedCornerRadius(p.cornerRadius, in: p.bounds))
  }

  /// Core Animation draws the border inside the bounds: the band between the bounds'
  /// rounded rectangle and the same inset by borderWidth (inner corner radius
  /// cornerRadius − borderWidth, at least 0).
  static func border(_ p: LayerProperties, shape: RenderRoundedRect, paint: RenderPaint) -> RenderBorder {
    let b = p.bounds
    let w = p.borderWidth
    var inner: RenderRoundedRect?
    if 2 * w < b.width && 2 * w < b.height {
      let rect = Rect(b.minX + w, b.minY + w, b.width - 2 * w, b.height - 2 * w)
      inner = RenderRoundedRect(rect: rect, radius: clampedCornerRadius(shape.radius - w, in: rect))
    }
    return RenderBorder(outer: shape, inner: inner, paint: paint)
  }

  // MARK: - Shape

  /// Core Animation's defaults (the model's), which NaN values fall back to.
  static let defaults = LayerProperties()

  static func clampTrim(_ x: Double, default value: Double) -> Double {
    x.isNaN ? value : min(max(x, 0), 1)
  }

  static func drawsSomething(_ path: BezierPath) -> Bool {
    path.elements.contains { if case .move = $0 { false } else { true } }
  }

  /// A CAShapeLayer's path elements (docs/svg-output.md): nil when it draws nothing. The
  /// fill is never trimmed; a cut stroke is a second element over the fill, on the
  /// geometry between strokeStart and strokeEnd by arc length.
  func shapePaths(_ p: LayerProperties, paint mode: PaintMode, at position: Int) -> [RenderPath]? {
    guard let path = p.path, Self.drawsSomething(path) else { return nil }
    let fillPaint = visible(p.fillColor, mode)
    let start = Self.clampTrim(p.strokeStart, default: Self.defaults.strokeStart)
    let end = Self.clampTrim(p.strokeEnd, default: Self.defaults.strokeEnd)
    var strokePaint = visible(p.strokeColor, mode)
    if !(p.lineWidth > 0 && p.lineWidth.isFinite && start < end) { strokePaint = nil }
    guard fillPaint != nil || strokePaint != nil else { return nil }
    // SVG requires a miter limit of at least 1.
    let miterLimit = max(p.miterLimit.isFinite ? p.miterLimit : Self.defaults.miterLimit, 1)
    let fill = fillPaint.map { RenderPathFill(paint: $0, rule: p.fillRule) }
    let stroke = strokePaint.map {
      RenderStroke(
        paint: $0, width: p.lineWidth, cap: p.lineCap, join: p.lineJoin, dashPattern: Self.dashes(p.lineDashPattern),
        dashPhase: p.lineDashPhase)
    }
    let trimmed = !(start <= 0 && end >= 1)
    guard trimmed, let stroke else {
      return [RenderPath(path: path, fill: fill, stroke: stroke, miterLimit: miterLimit)]
    }
    var paths: [RenderPath] = []
    // The fill and the cut stroke: one allocation instead of one per append.
    paths.reserveCapacity(2)
    if let fill { paths.append(RenderPath(path: path, fill: fill, stroke: nil, miterLimit: miterLimit)) }
    let piece: BezierPath
    if let cut = lastCut, cut.start == start, cut.end == end, cut.path == path {
      piece = cut.piece
    } else {
      piece = cut(path, from: start, to: end, at: position)
      lastCut = (path, start, end, piece)
    }
    if Self.drawsSomething(piece) {
      paths.append(RenderPath(path: piece, fill: nil, stroke: stroke, miterLimit: miterLimit))
    }
    return paths
  }

  /// The path cut from `start` to `end` by its measure, reused while the layer's path stays the same (the common case:
  /// only strokeEnd animates). Comparing equal paths is cheap when they share storage.
  /// Kept per tree position (an array slot, not a dictionary keyed by the element id,
  /// which cost a String concatenation and a hash per cut).
  ///
  /// The measure is read in place in its slot (a copy of it costs a retain and a release
  /// of each of its lists).
  func cut(_ path: BezierPath, from start: Double, to end: Double, at position: Int) -> BezierPath {
    if !(measures[position]?.path == path) {
      measures[position] = PathMeasure(path)
      measureCount += 1
    }
    return measures[position].unsafelyUnwrapped.trimmed(from: start, to: end)
  }

  /// A pattern with a negative or non-finite length, or with nothing but zeros, draws a
  /// solid line (SVG ignores such patterns too).
  static func dashes(_ pattern: [Double]) -> [Double]? {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), pattern.contains(where: { $0 > 0 })
    else { return nil }
    return pattern
  }

  // MARK: - Text

  func text(_ p: LayerProperties, paint mode: PaintMode) -> RenderText? {
    guard !p.string.isEmpty, p.fontSize > 0, let paint = visible(p.foregroundColor, mode),
      let layout = Self.textLayout(p)
    else { return nil }
    return RenderText(layout: layout, fontSize: p.fontSize, fontWeight: TextLayoutRequest.askedWeight(p.fontWeight), paint: paint)
  }

  /// CATextLayer's layout of the layer's string in its bounds (SceneText).
  static func textLayout(_ p: LayerProperties) -> LaidOutText? { TextLayouter.layout(TextLayoutRequest(layer: p)) }

}
