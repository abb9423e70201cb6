/// What one frame shows: the layer tree with presentation values at one instant, with
/// replicator copies expanded. The SVG emitter reads only this (and the scene's size and
/// background), never animations.
public struct FrameLayer: Hashable, Sendable {
  public var id: String
  public var kind: LayerKind
  /// Presentation values at the frame's time.
  public var properties: LayerProperties
  public var sublayers: [FrameLayer]
  /// For replicator layers: the copies of `sublayers` to draw, index 0 first. Empty for
  /// other kinds (and then `sublayers` is drawn as is).
  public var instances: [ReplicatorInstance]
  private var maskStorage: [FrameLayer]

  public init(
    id: String, kind: LayerKind, properties: LayerProperties, sublayers: [FrameLayer] = [],
    instances: [ReplicatorInstance] = [], mask: FrameLayer? = nil
  ) {
    self.id = id
    self.kind = kind
    self.properties = properties
    self.sublayers = sublayers
    self.instances = instances
    self.maskStorage = mask.map { [$0] } ?? []
  }

  public var mask: FrameLayer? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
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
