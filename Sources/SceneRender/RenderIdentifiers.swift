public import SceneModel

/// Element ids of one frame: layer ids as written in the scene (copies made by a replicator
/// get `-i<n>` per instance), and definitions named `<kind>-<layer id>`. Every id is claimed
/// in document order, so the same frame always gets the same ids; a clash (a layer literally
/// named like a generated id) gets `-2`, `-3`, … appended to the later one.
final class RenderIdentifiers {
  // The `var`s are unchecked (see RenderTreeBuilder's): one builder's, one thread at a time.
  @exclusivity(unchecked) private var reserved: Set<String> = []
  @exclusivity(unchecked) private var used: Set<String> = []

  /// The layer ids and copy indices of the frame `reserved` was made for, in walk order.
  @exclusivity(unchecked) private var skeleton = Skeleton()
  /// The top-level layers of the last frame started, which `skeleton` describes: one of
  /// the next frame's that is the same storage (a layer at rest, a constant one) has the
  /// same skeleton and is not walked again.
  @exclusivity(unchecked) private var lastRoots: [FrameLayer] = []

  /// How many ids got a clash suffix so far (a subtree built without one may be reused).
  @exclusivity(unchecked) private(set) var clashCount = 0

  init() {}

  /// Reserves every layer id the frame will write, so definitions never take one.
  init(frame: Frame) {
    start(frame)
  }

  /// Starts a frame: forgets the ids used so far and reserves the frame's layer ids. The
  /// frames of a scene have the same layers every time, so the reserved set is rebuilt
  /// only when the layer tree differs from the previous frame's. True when it was rebuilt
  /// (the layer tree changed: tree positions mean other layers now).
  @discardableResult
  func start(_ frame: Frame) -> Bool {
    used.removeAll(keepingCapacity: true)
    let matches = skeleton.ids.withUnsafeBufferPointer { ids in
      skeleton.shape.withUnsafeBufferPointer { shape in
        var matcher = SkeletonMatcher(ids: ids, shape: shape)
        let visited = frame.layers.withUnsafeBufferPointer { layers in
          lastRoots.withUnsafeBufferPointer { last in
            for i in layers.indices {
              if i < last.count, FrameLayer.sameStorage(layers[i], last[i]) {
                matcher.skip(skeleton.rootSpans[i])
              } else if !matcher.visit(layers[i]) {
                return false
              }
            }
            return true
          }
        }
        return visited && matcher.idIndex == ids.count && matcher.shapeIndex == shape.count
      }
    }
    lastRoots = frame.layers
    if matches { return false }
    skeleton = Skeleton()
    for layer in frame.layers { skeleton.addRoot(layer) }
    reserved.removeAll(keepingCapacity: true)
    var walk: [String] = []
    var built: [Bool] = []
    for layer in frame.layers { reserve(layer, suffix: "", built: true, into: &walk, &built) }
    var occurrences: [String: Int] = [:]
    for id in walk { occurrences[id, default: 0] += 1 }
    soleLayerID = walk.map { occurrences[$0] == 1 }
    elementIDs = walk
    definitionIDs = Array(repeating: nil, count: walk.count * kindCount)
    clashFree =
      !checksClaims && Self.cannotClash(walk: zip(walk, built).filter { $0.1 }.map { $0.0 }, reserved: reserved)
    return true
  }

  /// Whether no frame of this layer tree can have a clash (see `cannotClash`): then every
  /// id is claimed as asked, without the look-ups in `used` and `reserved` (a hash of each
  /// id), and a reused subtree's ids need no claiming.
  @exclusivity(unchecked) private(set) var clashFree = false

  /// Claims through `used` even where the tree cannot clash (tests compare the two ways).
  var checksClaims = false

  /// True when no id any frame of the tree could ask for can be asked for twice, or be a
  /// layer's: the ids of the layers that are built (`walk`: a layer's element id when
  /// nothing clashed, its id and copy suffix; a replicator's sublayers are built only as
  /// its copies) are distinct, and no layer id (`reserved`) starts with a definition's
  /// prefix (`clip-`, `gradient-`, …). Then a definition's id `<kind>-<element id>` is no
  /// layer's, and two of them differ: of one kind, their element ids differ; of two kinds
  /// whose prefixes differ within their length, they differ there; and where one prefix
  /// extends the other (`gradient-clip-` and `gradient-`), they could meet only for an
  /// element id starting with `clip-`, which no layer id does. So every request gets its
  /// base and none a suffix, whatever the frame shows. (Conservative: a scene with a layer
  /// named `clip-…` is claimed the checked way.)
  static func cannotClash(walk: [String], reserved: Set<String>) -> Bool {
    guard Set(walk).count == walk.count else { return false }
    let prefixes = DefinitionKind.allCases.map { Array(($0.rawValue + "-").utf8) }
    for id in reserved {
      for prefix in prefixes where id.utf8.starts(with: prefix) { return false }
    }
    return true
  }

  /// Per tree position: whether its layer's element id is reserved by that layer alone.
  /// Then nothing else can claim it (definitions and clash suffixes avoid reserved ids), so
  /// `layer(_:at:)` hands it out without the look-up in `used`, which costs a hash of the id.
  @exclusivity(unchecked) private var soleLayerID: [Bool] = []

  // MARK: - Tree positions

  /// How many layers the frame's tree has: positions are 0..<positionCount, in the walk
  /// order of `Skeleton.add` (a layer, its mask's subtree, its sublayers' subtrees, then
  /// each replicator copy's sublayers' subtrees).
  var positionCount: Int { skeleton.ids.count }

  /// How many positions the subtree at `position` spans (itself included).
  func subtreeSize(at position: Int) -> Int { skeleton.sizes[position] }

  /// A frame's layer tree as flat lists, in walk order.
  private struct Skeleton {
    var ids: [String] = []
    var shape: [Int] = []
    /// Per position: the size of the subtree there.
    var sizes: [Int] = []
    /// Per top-level layer: how many of `ids` and of `shape` its subtree takes.
    var rootSpans: [Span] = []

    struct Span {
      var ids: Int
      var shape: Int
    }

    /// Adds a top-level layer's subtree.
    mutating func addRoot(_ layer: FrameLayer) {
      let (id, shapeStart) = (ids.count, shape.count)
      add(layer)
      rootSpans.append(Span(ids: ids.count - id, shape: shape.count - shapeStart))
    }

    mutating func add(_ layer: FrameLayer) {
      let position = ids.count
      ids.append(layer.id)
      sizes.append(1)
      shape.append(layer.sublayers.count)
      shape.append(layer.instances.count)
      // Whether its sublayers are built (see `reserve`).
      shape.append(layer.kind == .replicator ? 1 : 0)
      if let mask = layer.mask {
        shape.append(-1)
        add(mask)
      }
      for sublayer in layer.sublayers { add(sublayer) }
      for instance in layer.instances {
        shape.append(instance.index)
        shape.append(instance.sublayers.count)
        for sublayer in instance.sublayers { add(sublayer) }
      }
      sizes[position] = ids.count - position
    }
  }

  /// Walks a frame as `Skeleton.add` does, comparing with a stored skeleton instead of
  /// building one (ids share storage with the scene's, so most comparisons are pointer
  /// comparisons). Reads the skeleton through its buffers and stops at the first
  /// difference.
  private struct SkeletonMatcher {
    let ids: UnsafeBufferPointer<String>
    let shape: UnsafeBufferPointer<Int>
    var idIndex = 0
    var shapeIndex = 0

    @inline(__always)
    mutating func id(_ id: String) -> Bool {
      guard idIndex < ids.count, ids[idIndex] == id else { return false }
      idIndex += 1
      return true
    }

    /// Passes over a subtree known to match (`Skeleton.rootSpans`).
    mutating func skip(_ span: Skeleton.Span) {
      idIndex += span.ids
      shapeIndex += span.shape
    }

    @inline(__always)
    mutating func shape(_ value: Int) -> Bool {
      guard shapeIndex < shape.count, shape[shapeIndex] == value else { return false }
      shapeIndex += 1
      return true
    }

    mutating func visit(_ layer: FrameLayer) -> Bool {
      guard id(layer.id), shape(layer.sublayers.count), shape(layer.instances.count),
        shape(layer.kind == .replicator ? 1 : 0)
      else { return false }
      if let mask = layer.mask {
        guard shape(-1), visit(mask) else { return false }
      }
      // Through the buffers: cheaper than a for-in over [FrameLayer], which retains and
      // releases each layer; each instance read in place (`instances[k]` copies it).
      let sublayersMatch = layer.sublayers.withUnsafeBufferPointer { sublayers in
        for i in sublayers.indices where !visit(sublayers[i]) { return false }
        return true
      }
      guard sublayersMatch else { return false }
      return layer.instances.withUnsafeBufferPointer { instances in
        for k in instances.indices {
          guard shape(instances[k].index), shape(instances[k].sublayers.count) else { return false }
          let match = instances[k].sublayers.withUnsafeBufferPointer { sublayers in
            for i in sublayers.indices where !visit(sublayers[i]) { return false }
            return true
          }
          guard match else { return false }
        }
        return true
      }
    }
  }

  /// Reserves the ids of `layer`'s subtree, appending them to `walk` in position order,
  /// and to `built` whether the builder builds the layer there (not a replicator's own
  /// sublayers, which it draws only as copies).
  private func reserve(
    _ layer: FrameLayer, suffix: String, built: Bool, into walk: inout [String], _ builtFlags: inout [Bool]
  ) {
    let id = layer.id + suffix
    reserved.insert(id)
    walk.append(id)
    builtFlags.append(built)
    if let mask = layer.mask { reserve(mask, suffix: suffix, built: built, into: &walk, &builtFlags) }
    let sublayersBuilt = built && layer.kind != .replicator
    for sublayer in layer.sublayers {
      reserve(sublayer, suffix: suffix, built: sublayersBuilt, into: &walk, &builtFlags)
    }
    for instance in layer.instances {
      let instanceSuffix = suffix + Self.instanceSuffix(instance.index)
      for sublayer in instance.sublayers {
        reserve(sublayer, suffix: instanceSuffix, built: built, into: &walk, &builtFlags)
      }
    }
  }

  static func instanceSuffix(_ index: Int) -> String { index == 0 ? "" : "-i\(index)" }

  /// Per tree position: the id its layer element gets when nothing clashes (the layer's id
  /// and its copy suffix), made once per layer tree, not per frame.
  @exclusivity(unchecked) private(set) var elementIDs: [String] = []

  /// The id of the layer element at tree `position`.
  func layer(at position: Int) -> String {
    let base = elementIDs[position]
    if clashFree {
      assert(used.insert(base).inserted, "a clash in a tree that cannot clash: \(base)")
      claimLog?.append(base)
      return base
    }
    if soleLayerID[position] {
      claimLog?.append(base)
      return base
    }
    return layer(base)
  }

  /// The id of a layer element.
  func layer(_ base: String) -> String {
    if used.insert(base).inserted {
      claimLog?.append(base)
      return base
    }
    return unique(base)
  }

  /// Per tree position and definition kind: the id made there, in a tree that cannot
  /// clash (then `<kind>-<element id>` every frame); nil until first asked for.
  @exclusivity(unchecked) private var definitionIDs: [String?] = []
  private let kindCount = DefinitionKind.allCases.count

  /// The id of the definition of `kind` of the layer element at tree `position`, whose id
  /// is `layerID`: in a tree that cannot clash made once per layer tree, not per frame
  /// (the concatenation cost some 460 instructions); else as `definition(_:of:)` makes it.
  func definition(_ kind: DefinitionKind, at position: Int, of layerID: String) -> String {
    guard clashFree else { return definition(kind, of: layerID) }
    let slot = position * kindCount + kind.slot
    if let known = definitionIDs[slot] {
      assert(known == kind.rawValue + "-" + layerID, "a definition id of another layer: \(known)")
      assert(!reserved.contains(known) && used.insert(known).inserted, "a clash in a tree that cannot clash: \(known)")
      claimLog?.append(known)
      return known
    }
    let id = definition(kind, of: layerID)
    definitionIDs[slot] = id
    return id
  }

  /// The id of a definition (clip path, mask, gradient, filter).
  func definition(_ kind: DefinitionKind, of layerID: String) -> String {
    let base = kind.rawValue + "-" + layerID
    if clashFree {
      assert(!reserved.contains(base) && used.insert(base).inserted, "a clash in a tree that cannot clash: \(base)")
      claimLog?.append(base)
      return base
    }
    if !reserved.contains(base), used.insert(base).inserted {
      claimLog?.append(base)
      return base
    }
    return unique(base)
  }

  /// Claims the ids a subtree built earlier in this scene structure claimed, when every
  /// one of them is still free (then a build now would claim exactly these, in its order:
  /// the same requests, none clashing). False, with nothing claimed, when one is taken.
  func claimAll(of layer: RenderLayer) -> Bool {
    if clashFree {
      // Debug builds check what `cannotClash` promises.
      assert(claimChecked(layer))
      claimLog?.append(contentsOf: RenderLayer.claimedIDs(of: layer))
      return true
    }
    var claimed = 0
    var free = true
    layer.forEachClaimedID { id in
      guard free else { return }
      if used.insert(id).inserted { claimed += 1 } else { free = false }
    }
    if !free {
      var undone = 0
      layer.forEachClaimedID { id in
        guard undone < claimed else { return }
        used.remove(id)
        undone += 1
      }
      return false
    }
    claimLog?.append(contentsOf: RenderLayer.claimedIDs(of: layer))
    return true
  }

  private func claimChecked(_ layer: RenderLayer) -> Bool {
    var free = true
    layer.forEachClaimedID { id in free = used.insert(id).inserted && free }
    return free
  }

  /// Every id claimed, in order, while not nil (tests check that a tree's ids are the
  /// ones its build claimed, which `claimAll` relies on).
  @exclusivity(unchecked) var claimLog: [String]?

  private func unique(_ base: String) -> String {
    clashCount += 1
    var n = 2
    while used.contains("\(base)-\(n)") || reserved.contains("\(base)-\(n)") { n += 1 }
    let id = "\(base)-\(n)"
    used.insert(id)
    claimLog?.append(id)
    return id
  }
}

/// What a definition is named after: `<kind>-<element id>`.
enum DefinitionKind: String, CaseIterable {
  case shadow, clip, mask, gradient
  case gradientClip = "gradient-clip"
  case imageAlpha = "image-alpha"
  /// A luminanceInverted mask's filter, named after the mask's id.
  case invert

  /// Its index in `allCases` (a switch: `firstIndex(of:)` would search).
  var slot: Int {
    switch self {
    case .shadow: 0
    case .clip: 1
    case .mask: 2
    case .gradient: 3
    case .gradientClip: 4
    case .imageAlpha: 5
    case .invert: 6
    }
  }
}

extension RenderLayer {
  /// The ids the build of this subtree claimed, in the order it claimed them: the layer's
  /// element id, its shadow filter, clip, mask, gradient definition or image filter, the
  /// mask's filter and the mask layer's subtree, then the sublayers and copies.
  func forEachClaimedID(_ body: (String) -> Void) {
    body(id)
    if let shadow { body(shadow.id) }
    if let clip { body(clip.id) }
    if let mask { body(mask.id) }
    switch gradientDefinition {
    case .linear(let id, _, _, _), .radial(let id, _, _, _, _, _), .conicClip(let id, _): body(id)
    case nil: break
    }
    if case .image(let image) = content, let filter = image.filterID { body(filter) }
    if let mask {
      if let filter = mask.invertFilterID { body(filter) }
      mask.layer?.forEachClaimedID(body)
    }
    for child in children {
      switch child {
      case .layer(let layer): layer.forEachClaimedID(body)
      case .copy(let copy): for layer in copy.layers { layer.forEachClaimedID(body) }
      }
    }
  }

  static func claimedIDs(of layer: RenderLayer) -> [String] {
    var ids: [String] = []
    layer.forEachClaimedID { ids.append($0) }
    return ids
  }
}
