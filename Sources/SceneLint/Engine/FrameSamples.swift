import SceneGeometry
import SceneModel
import SceneRender

/// What the evaluated frames show of each layer, for rules about visibility and placement,
/// read from the render tree that compile writes (at its default precision), so "shown"
/// and "draws" mean exactly what the frames show: a layer culled there (hidden, opacity or
/// scale that rounds to 0) is not shown, a layer whose bounds have no area draws no
/// background, and masksToBounds and masks cut what a layer draws.
///
/// Every frame is looked at when the scene has at most `maxSamples` frames; longer scenes
/// are sampled at `maxSamples` evenly spaced frames, first and last included. Crowded scenes
/// get fewer samples, so that samples × layers stays within `maxLayerEvaluations` (at least
/// the first and the last frame are always looked at).
///
/// The samples are gathered by a `FrameSampleCollector`: from the frames compile writes
/// anyway (each sampled frame's render tree is handed over as it is built), and for the
/// samples nobody handed over, by evaluating them. Each sample's contribution depends only on
/// its own frame, so the result is the same in any order and however it was gathered.
struct FrameSamples: Sendable {
  static let maxSamples = 300
  static let maxLayerEvaluations = 40_000
  /// The precision compile writes by default; culling is decided at it.
  static let precision = 3

  /// Scene-clock times of the sampled frames, increasing.
  private(set) var times: [Double] = []
  /// Per layer id: whether the layer (and every ancestor) is shown in each sample. Missing
  /// for masks, which draw nothing themselves.
  var visible: [String: [Bool]] {
    slots.mapValues { Array(shown[$0 * times.count..<($0 + 1) * times.count]) }
  }
  /// `visible`, stored as one row of `times.count` flags per layer: the layer's slot.
  private var slots: [String: Int] = [:]
  private var shown: [Bool] = []
  /// Per layer id: whether what the layer and its sublayers draw lies at least partly on the
  /// canvas in some sample.
  var everOnCanvas: Set<String> { ids(flagged: onCanvasBySlot, others: otherOnCanvas) }
  /// Per layer id: whether the layer or a sublayer draws anything in some sample.
  var everDraws: Set<String> { ids(flagged: drawsBySlot, others: otherDraws) }
  /// `everDraws` and `everOnCanvas` by slot (a flag per layer, no hashing per visit), and
  /// for ids without a slot (none expected: every drawn layer is registered) as sets.
  private var drawsBySlot: [Bool] = []
  private var onCanvasBySlot: [Bool] = []
  private var otherDraws: Set<String> = []
  private var otherOnCanvas: Set<String> = []
  /// The ids `register` met last, in walk order: an id met again at the same place is
  /// known without a lookup (ids of unchanged layers share storage, so comparing is cheap).
  private var registeredWalk: [String] = []
  /// Per render tree position (`RenderLayer.position`): the id and slot last found there,
  /// so a visit finds its layer's slot by comparing ids instead of hashing one.
  private var slotsByPosition: [(id: String, slot: Int)] = []

  /// The frame indices to sample, increasing (see the type's comment).
  static func indices(frameCount: Int, layersPerFrame: Int) -> [Int] {
    let count = max(frameCount, 1)
    let affordable = max(2, maxLayerEvaluations / max(layersPerFrame, 1))
    let sampleCount = min(count, maxSamples, affordable)
    return sampleCount == 1
      ? [0]
      : (0..<sampleCount).map { i in
        Int((Double(i) * Double(count - 1) / Double(sampleCount - 1)).rounded())
      }
  }

  /// Whether a visit skips the boxes nobody needs (see `visit`); tests turn it off to
  /// check that skipping changes nothing.
  private let skipsSettledBoxes: Bool

  /// No sample looked at yet; `times` are the sampled frames' times.
  init(times: [Double], skipsSettledBoxes: Bool = true) {
    self.times = times
    self.skipsSettledBoxes = skipsSettledBoxes
  }

  /// Adds sample number `sample`: its evaluated frame and that frame's render tree (built
  /// at `precision`).
  /// `visits`: what the last sample's visit found, for subtrees the tree shares with it
  /// (`FrameSampleVisits`; the result is the same with or without).
  mutating func add(
    sample: Int, frame: Frame, tree: RenderFrame, canvas: Size, boxes: PathBoxes,
    visits: inout FrameSampleVisits
  ) {
    var cursor = 0
    for layer in frame.layers { register(layer, cursor: &cursor) }
    for layer in tree.layers {
      visit(layer, toScene: .identity, sample: sample, canvas: canvas, boxes: boxes, visits: &visits, boxNeeded: false)
    }
    visits.finish()
  }

  /// Adds what `other` found in other samples of the same frames (`times`), gathered apart
  /// (`FrameSampleCollector`'s shares): a layer is shown in a sample, draws, or lies on the
  /// canvas when it does in either. Only the numbering of the rows depends on the order.
  mutating func merge(_ other: FrameSamples) {
    precondition(times == other.times, "samples of other frames")
    let row = max(times.count, 1)
    for (id, otherSlot) in other.slots {
      let slot: Int
      if let known = slots[id] {
        slot = known
      } else {
        slot = drawsBySlot.count
        slots[id] = slot
        shown.append(contentsOf: repeatElement(false, count: row))
        drawsBySlot.append(false)
        onCanvasBySlot.append(false)
      }
      for sample in 0..<row where other.shown[otherSlot * row + sample] { shown[slot * row + sample] = true }
      if other.drawsBySlot[otherSlot] { drawsBySlot[slot] = true }
      if other.onCanvasBySlot[otherSlot] { onCanvasBySlot[slot] = true }
    }
    otherDraws.formUnion(other.otherDraws)
    otherOnCanvas.formUnion(other.otherOnCanvas)
  }

  /// Whether the layer or a sublayer draws anything in some sample (`everDraws`).
  func everDraws(_ layerID: String) -> Bool {
    if let slot = slots[layerID], drawsBySlot[slot] { return true }
    return otherDraws.contains(layerID)
  }

  /// Whether what the layer draws lies partly on the canvas in some sample (`everOnCanvas`).
  func everOnCanvas(_ layerID: String) -> Bool {
    if let slot = slots[layerID], onCanvasBySlot[slot] { return true }
    return otherOnCanvas.contains(layerID)
  }

  private func ids(flagged flags: [Bool], others: Set<String>) -> Set<String> {
    var ids = others
    for (id, slot) in slots where flags[slot] { ids.insert(id) }
    return ids
  }

  /// True when `layerID` is shown in some sampled frame with time in `window`.
  func isVisible(_ layerID: String, during window: ClosedRange<Double>) -> Bool? {
    guard let slot = slots[layerID] else { return nil }
    var sawSample = false
    for (index, time) in times.enumerated() where window.contains(time) {
      sawSample = true
      if shown[slot * times.count + index] { return true }
    }
    return sawSample ? false : nil
  }

  /// Every layer of the frame (masks aside) gets its flags, shown or not.
  /// `cursor`: the layer's place in this frame's walk (see `registeredWalk`).
  private mutating func register(_ layer: FrameLayer, cursor: inout Int) {
    let id = layer.id
    if cursor < registeredWalk.count, registeredWalk[cursor] == id {
      // Registered by an earlier sample.
    } else {
      if slots[id] == nil {
        slots[id] = drawsBySlot.count
        shown.append(contentsOf: repeatElement(false, count: max(times.count, 1)))
        drawsBySlot.append(false)
        onCanvasBySlot.append(false)
      }
      if cursor < registeredWalk.count { registeredWalk[cursor] = id } else { registeredWalk.append(id) }
    }
    cursor += 1
    let sublayers = layer.sublayers
    for sublayer in sublayers { register(sublayer, cursor: &cursor) }
    for instance in layer.instances {
      // A copy that shares its sublayers with the layer (copy 0, or copies evaluated as
      // copy 0) holds the same ids, just registered: one comparison of two buffers.
      if FrameLayer.sameList(instance.sublayers, sublayers) { continue }
      for sublayer in instance.sublayers { register(sublayer, cursor: &cursor) }
    }
  }

  /// The slot of the node's layer, if it has one.
  private mutating func slot(of layer: RenderLayer) -> Int? {
    let id = layer.layerID
    let position = layer.position
    if position >= 0, position < slotsByPosition.count, slotsByPosition[position].id == id {
      return slotsByPosition[position].slot
    }
    guard let slot = slots[id] else { return nil }
    if position >= 0 {
      if position >= slotsByPosition.count {
        slotsByPosition.append(
          contentsOf: repeatElement((id: "", slot: -1), count: max(position + 1, 2 * slotsByPosition.count) - slotsByPosition.count))
      }
      slotsByPosition[position] = (id, slot)
    }
    return slot
  }

  /// Visits a drawn layer, or replays the visit of the same node under the same transform
  /// in the last sample; returns the box, in scene coordinates, of what it and its
  /// sublayers draw.
  ///
  /// The box serves only the flags `everDraws` and `everOnCanvas`, of the layer and (through
  /// the boxes it adds to) of its ancestors. Those flags never go back to false, so once a
  /// layer has both (it is settled) and no ancestor still needs its box (`boxNeeded`: some
  /// ancestor is not settled), measuring it cannot change any result: the visit then only
  /// marks the layer shown and visits its sublayers, which measure themselves if they are
  /// not settled, and it returns nil. Such a visit is kept for replay with that nil box; a
  /// replay of it is again a visit where nobody needs the box, since a layer, once settled,
  /// stays settled and its ancestors are the same (a node stays at its tree position).
  @discardableResult
  private mutating func visit(
    _ layer: RenderLayer, toScene parent: AffineMatrix, sample: Int, canvas: Size, boxes: PathBoxes,
    visits: inout FrameSampleVisits, boxNeeded: Bool
  ) -> Rect? {
    let row = max(times.count, 1)
    let replayed = visits.replay(layer, parent: parent) { slot in shown[slot * row + sample] = true }
    if replayed.found { return replayed.box }
    let start = visits.open(layer, parent: parent)
    let slot = slot(of: layer)
    if let slot {
      shown[slot * row + sample] = true
      visits.marked(slot)
    }
    let box: Rect?
    if !boxNeeded, skipsSettledBoxes, let slot, drawsBySlot[slot], onCanvasBySlot[slot] {
      visitSublayers(of: layer, toScene: layer.transform.then(parent), sample: sample, canvas: canvas, boxes: boxes, visits: &visits)
      box = nil
    } else {
      box = measure(layer, slot: slot, toScene: parent, sample: sample, canvas: canvas, boxes: boxes, visits: &visits)
    }
    visits.close(layer, start: start, parent: parent, box: box)
    return box
  }

  /// The sublayers of a settled layer whose box nobody needs (see `visit`): each is visited
  /// for its marks, and measured only for its own flags.
  private mutating func visitSublayers(
    of layer: RenderLayer, toScene: AffineMatrix, sample: Int, canvas: Size, boxes: PathBoxes,
    visits: inout FrameSampleVisits
  ) {
    for child in layer.children {
      switch child {
      case .layer(let sublayer):
        visit(sublayer, toScene: toScene, sample: sample, canvas: canvas, boxes: boxes, visits: &visits, boxNeeded: false)
      case .copy(let copy):
        let copyToScene = copy.transform.then(toScene)
        for sublayer in copy.layers {
          visit(
            sublayer, toScene: copyToScene, sample: sample, canvas: canvas, boxes: boxes, visits: &visits,
            boxNeeded: false)
        }
      }
    }
  }

  /// The visit's work: the layer's own box and its sublayers', cut by its clip and mask.
  private mutating func measure(
    _ layer: RenderLayer, slot: Int?, toScene parent: AffineMatrix, sample: Int, canvas: Size, boxes: PathBoxes,
    visits: inout FrameSampleVisits
  ) -> Rect? {
    let toScene = layer.transform.then(parent)
    var box = BoundingBox()
    let layerID = layer.layerID
    if let own = RenderBounds.ownContent(
      of: layer, pathBounds: { boxes.bounds(of: $0, drawnBy: layerID, slot: slot) })
    {
      box.add(own, transformedBy: toScene)
    }
    for child in layer.children {
      switch child {
      case .layer(let sublayer):
        if let sub = visit(
          sublayer, toScene: toScene, sample: sample, canvas: canvas, boxes: boxes, visits: &visits, boxNeeded: true)
        {
          box.add(sub)
        }
      case .copy(let copy):
        let copyToScene = copy.transform.then(toScene)
        for sublayer in copy.layers {
          if let sub = visit(
            sublayer, toScene: copyToScene, sample: sample, canvas: canvas, boxes: boxes, visits: &visits,
            boxNeeded: true)
          {
            box.add(sub)
          }
        }
      }
    }
    // A box without area (a path trimmed to nothing, an oval of zero size) draws nothing.
    guard var sceneBox = box.rect, sceneBox.width > 0, sceneBox.height > 0 else { return nil }
    // A mask that draws nothing hides the layer.
    if let mask = layer.mask, mask.layer == nil { return nil }
    if let cut = RenderBounds.cut(of: layer) {
      // An empty region (a mask that draws nothing, a clip without area) shows nothing.
      guard cut.width > 0, cut.height > 0 else { return nil }
      var cutBox = BoundingBox()
      cutBox.add(cut, transformedBy: toScene)
      guard let cutRect = cutBox.rect, let clipped = RenderBounds.intersection(sceneBox, cutRect) else { return nil }
      sceneBox = clipped
    }
    let onCanvas = sceneBox.maxX > 0 && sceneBox.minX < canvas.width && sceneBox.maxY > 0
      && sceneBox.minY < canvas.height
    if let slot {
      drawsBySlot[slot] = true
      if onCanvas { onCanvasBySlot[slot] = true }
    } else {
      otherDraws.insert(layerID)
      if onCanvas { otherOnCanvas.insert(layerID) }
    }
    return sceneBox
  }
}

/// Path boxes kept between samples: the last two paths of each layer (a shape layer draws
/// at most a fill and a trimmed stroke). Comparing a path with itself is cheap (same
/// storage), so an unchanged path costs one comparison.
final class PathBoxes {
  private struct Entry {
    var path: BezierPath
    var box: Rect?
  }

  /// The last two paths of a layer, the newer second.
  private struct Recent {
    var older: Entry?
    var newer: Entry?

    func box(of path: BezierPath) -> Rect?? {
      if let newer, newer.path == path { return newer.box }
      if let older, older.path == path { return older.box }
      return nil
    }

    mutating func add(_ entry: Entry) {
      if newer != nil { older = newer }
      newer = entry
    }
  }

  /// By layer slot (`FrameSamples`' rows); by id for a layer without one. Unchecked: a
  /// collector uses its boxes under its lock only, and the dynamic exclusivity check of a
  /// class's `var` on every access cost more than the look-up.
  @exclusivity(unchecked) private var bySlot: [Recent] = []
  @exclusivity(unchecked) private var byID: [String: Recent] = [:]

  func bounds(of path: BezierPath, drawnBy layerID: String, slot: Int?) -> Rect? {
    if let slot {
      if slot < bySlot.count, let box = bySlot[slot].box(of: path) { return box }
      let box = PathBounds.of(path)
      if slot >= bySlot.count {
        bySlot.append(contentsOf: repeatElement(Recent(), count: slot + 1 - bySlot.count))
      }
      bySlot[slot].add(Entry(path: path, box: box))
      return box
    }
    if let box = byID[layerID]?.box(of: path) { return box }
    let box = PathBounds.of(path)
    byID[layerID, default: Recent()].add(Entry(path: path, box: box))
    return box
  }
}
