/// What one frame shows: the layer tree with presentation values at one instant, with
/// replicator copies expanded. The SVG emitter reads only this (and the scene's size and
/// background), never animations.
public struct FrameLayer: Hashable, Sendable {
  /// The fields, behind one reference: evaluation, the render tree and lint's samples pass
  /// frame layers around by value, and a copy of the fields (properties alone are ~800 bytes
  /// with a dozen reference-counted members) cost a memcpy and a dozen retains and releases
  /// each time. A copy of a FrameLayer is now one retain. The fields are `let`s (reading a
  /// class's `var` costs a dynamic exclusivity check); a change makes new storage, so
  /// FrameLayer keeps value semantics (frames are built once and then only read).
  @usableFromInline
  final class Storage: Sendable {
    @usableFromInline let id: String
    @usableFromInline let kind: LayerKind
    @usableFromInline let properties: LayerProperties
    @usableFromInline let sublayers: [FrameLayer]
    @usableFromInline let instances: [ReplicatorInstance]
    @usableFromInline let mask: FrameLayer?

    @usableFromInline
    init(
      id: String, kind: LayerKind, properties: LayerProperties, sublayers: [FrameLayer],
      instances: [ReplicatorInstance], mask: FrameLayer?
    ) {
      self.id = id
      self.kind = kind
      self.properties = properties
      self.sublayers = sublayers
      self.instances = instances
      self.mask = mask
    }

    /// A copy with some fields changed.
    @usableFromInline
    func with(
      id: String? = nil, kind: LayerKind? = nil, properties: LayerProperties? = nil, sublayers: [FrameLayer]? = nil,
      instances: [ReplicatorInstance]? = nil, mask: FrameLayer?? = nil
    ) -> Storage {
      Storage(
        id: id ?? self.id, kind: kind ?? self.kind, properties: properties ?? self.properties,
        sublayers: sublayers ?? self.sublayers, instances: instances ?? self.instances, mask: mask ?? self.mask)
    }
  }

  @usableFromInline var storage: Storage

  public init(
    id: String, kind: LayerKind, properties: LayerProperties, sublayers: [FrameLayer] = [],
    instances: [ReplicatorInstance] = [], mask: FrameLayer? = nil
  ) {
    storage = Storage(
      id: id, kind: kind, properties: properties, sublayers: sublayers, instances: instances, mask: mask)
  }

  @inlinable
  public var id: String {
    _read { yield storage.id }
    set { storage = storage.with(id: newValue) }
  }

  @inlinable
  public var kind: LayerKind {
    _read { yield storage.kind }
    set { storage = storage.with(kind: newValue) }
  }

  /// Presentation values at the frame's time.
  @inlinable
  public var properties: LayerProperties {
    _read { yield storage.properties }
    set { storage = storage.with(properties: newValue) }
  }

  @inlinable
  public var sublayers: [FrameLayer] {
    _read { yield storage.sublayers }
    set { storage = storage.with(sublayers: newValue) }
  }

  /// For replicator layers: the copies of `sublayers` to draw, index 0 first. Empty for
  /// other kinds (and then `sublayers` is drawn as is).
  @inlinable
  public var instances: [ReplicatorInstance] {
    _read { yield storage.instances }
    set { storage = storage.with(instances: newValue) }
  }

  @inlinable
  public var mask: FrameLayer? {
    _read { yield storage.mask }
    set { storage = storage.with(mask: newValue) }
  }

  public static func == (lhs: FrameLayer, rhs: FrameLayer) -> Bool {
    if lhs.storage === rhs.storage { return true }
    let (l, r) = (lhs.storage, rhs.storage)
    return l.id == r.id && l.kind == r.kind && l.properties == r.properties && l.sublayers == r.sublayers
      && l.instances == r.instances && l.mask == r.mask
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(storage.id)
    hasher.combine(storage.kind)
    hasher.combine(storage.properties)
    hasher.combine(storage.sublayers)
    hasher.combine(storage.instances)
    hasher.combine(storage.mask)
  }

  /// True when two frame layers are one storage, so they are equal without a look inside:
  /// evaluation hands out one storage for a layer while nothing in its subtree animates
  /// (`LayerPlan.restingFrameLayer` in SceneTiming).
  @inlinable
  public static func sameStorage(_ a: FrameLayer, _ b: FrameLayer) -> Bool { a.storage === b.storage }

  /// True when two lists of layers are one array (the same buffer), so they hold the same
  /// layers: a replicator's copies evaluated at one instant share their sublayers' list,
  /// and passes over a frame (the render tree's comparison, lint's registration) treat
  /// such a list once instead of layer by layer.
  @inlinable
  public static func sameList(_ a: [FrameLayer], _ b: [FrameLayer]) -> Bool {
    a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress && x.count == y.count } }
  }
}

/// One copy drawn by a replicator: instance i carries instanceTransform applied i times,
/// the instance color with i times the offsets, and the sublayers evaluated
/// i·instanceDelay seconds earlier.
public struct ReplicatorInstance: Hashable, Sendable {
  public var index: Int
  /// Transform of this copy in the replicator's layer space: instanceTransform applied
  /// `index` times about the replicator's anchor point (as a sublayerTransform pivots).
  public var transform: AffineMatrix
  /// Multiplies the copy's colors (non-premultiplied components).
  public var color: Color
  public var sublayers: [FrameLayer]

  public init(index: Int, transform: AffineMatrix, color: Color, sublayers: [FrameLayer]) {
    self.index = index
    self.transform = transform
    self.color = color
    self.sublayers = sublayers
  }
}

/// A whole frame.
public struct Frame: Hashable, Sendable {
  public var index: Int
  /// Seconds on the scene clock: index / fps (never an accumulated sum).
  public var time: Double
  public var size: Size
  public var background: Color?
  public var layers: [FrameLayer]

  public init(index: Int, time: Double, size: Size, background: Color?, layers: [FrameLayer]) {
    self.index = index
    self.time = time
    self.size = size
    self.background = background
    self.layers = layers
  }
}
