import SceneModel
public import SceneTiming

/// What a change of a scene changes on screen: both versions evaluated at the frame
/// times of the new one (i / fps of NEW, over the longer of the two durations) and
/// compared per (layer, property).
public struct SceneDiff: Hashable, Sendable {
  /// A changed scene setting: `size`, `fps`, `duration` or `background`.
  public struct SettingChange: Hashable, Sendable {
    public var property: String
    /// JSON values.
    public var old: String
    public var new: String
  }

  /// A (layer, property) whose values differ by more than the tolerance at some frame.
  public struct Change: Hashable, Sendable {
    public var layer: String
    public var keyPath: String
    public var firstFrame: Int
    public var lastFrame: Int
    public var firstTime: Double
    public var lastTime: Double
    /// How many frames differ (between first and last, not necessarily all of them).
    public var frameCount: Int
    /// The largest measured difference; nil when the values differ without a size (text,
    /// booleans, paths whose elements differ).
    public var maxDifference: Double?
    /// The two values at `firstFrame`.
    public var old: PropertyValue
    public var new: PropertyValue
  }

  public var scene: [SettingChange]
  public var layersAdded: [String]
  public var layersRemoved: [String]
  /// In layer order (the new scene's, depth-first), then by property name.
  public var changes: [Change]
  /// The frames compared.
  public var frameCount: Int
  public var fps: Double

  public var isEqual: Bool {
    scene.isEmpty && layersAdded.isEmpty && layersRemoved.isEmpty && changes.isEmpty
  }

  /// The difference that counts by default: far below anything visible, far above the
  /// rounding of two evaluations of equal scenes.
  public static let defaultTolerance = 1e-6

  /// The most frames one diff compares (as many as one `compile` writes).
  public static let maxFrames = 1_000_000

  /// The frames a diff of these two scenes compares.
  public static func frameCount(old: SceneEvaluator, new: SceneEvaluator) -> Int {
    FrameClock.frameCount(duration: max(old.duration, new.duration), fps: new.scene.fps)
  }

  /// Compares two evaluated scenes. `frameCount(old:new:)` frames are evaluated, twice.
  public static func compare(
    old: SceneEvaluator, new: SceneEvaluator, tolerance: Double = defaultTolerance
  ) -> SceneDiff {
    let fps = new.scene.fps
    let frames = frameCount(old: old, new: new)
    var trackers: [Key: Tracker] = [:]
    let oldIDs = old.scene.allLayers().map(\.id)
    let newIDs = new.scene.allLayers().map(\.id)
    let oldSet = Set(oldIDs)
    let newSet = Set(newIDs)
    // Layer order is the new scene's; a layer missing from a frame (the sublayers of a
    // replicator showing no copies) is compared where it shows.
    let order = Dictionary(newIDs.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
    for index in 0..<frames {
      let time = FrameClock.time(ofFrame: index, fps: fps)
      let oldLayers = FrameValues.layers(of: old.frame(at: time), allExtensions: true)
      let newLayers = FrameValues.layers(of: new.frame(index: index), allExtensions: true)
      let before = drawingOrder(oldLayers, other: newLayers)
      let after = drawingOrder(newLayers, other: oldLayers)
      let beforeByID = Dictionary(before.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
      for layer in after {
        guard let previous = beforeByID[layer.id], let layerIndex = order[layer.id] else { continue }
        for (name, a, b) in pairs(previous, layer) {
          let difference = ValueDifference.between(a, b)
          guard difference.exceeds(tolerance) else { continue }
          let key = Key(layerIndex: layerIndex, property: name)
          trackers[key, default: Tracker(layer: layer.id, property: name)]
            .record(frame: index, difference: difference, old: a, new: b)
        }
      }
    }
    let changes = trackers.sorted { $0.key < $1.key }.map { $0.value.change(fps: fps) }
    return SceneDiff(
      scene: settings(old: old, new: new),
      layersAdded: newIDs.filter { !oldSet.contains($0) },
      layersRemoved: oldIDs.filter { !newSet.contains($0) },
      changes: changes, frameCount: frames, fps: fps)
  }

  /// The properties of one layer in both versions, by name. A layer whose type changed is
  /// compared on its `type` and on the properties both types have.
  static func pairs(_ a: LayerValues, _ b: LayerValues) -> [(String, PropertyValue, PropertyValue)] {
    var result = placement(a, b)
    if a.kind == b.kind, a.properties.map(\.name) == b.properties.map(\.name) {
      return result + zip(a.properties, b.properties).map { ($0.name, $0.value, $1.value) }
    }
    result.append(("type", .text(a.kind.rawValue), .text(b.kind.rawValue)))
    for property in b.properties {
      if let before = a.value(property.name) { result.append((property.name, before, property.value)) }
    }
    return result.sorted { $0.0 < $1.0 }
  }

  /// Where a layer draws: `superlayer` (its id, "" at the top level; a mask's is the layer
  /// it masks) and `sublayerIndex` (back to front from 0, `mask` for a mask; counted by
  /// `drawingOrder`). Moving a layer in front of another changes the picture although no
  /// property does.
  static func placement(_ a: LayerValues, _ b: LayerValues) -> [(String, PropertyValue, PropertyValue)] {
    func index(_ layer: LayerValues) -> PropertyValue {
      layer.index.map { .value(.number(Double($0))) } ?? .text("mask")
    }
    return [
      ("sublayerIndex", index(a), index(b)),
      ("superlayer", .text(a.parent ?? ""), .text(b.parent ?? "")),
    ]
  }

  /// `layers` with each `index` counted among the siblings that are siblings in `other`
  /// too (same id, same superlayer): a layer added or removed beside them moves no one in
  /// front of or behind another, so it changes no other layer's `sublayerIndex`; a swap does.
  static func drawingOrder(_ layers: [LayerValues], other: [LayerValues]) -> [LayerValues] {
    let otherParent = Dictionary(
      other.filter { $0.index != nil }.map { ($0.id, $0.parent ?? "") }, uniquingKeysWith: { a, _ in a })
    var sharedBefore: [String: Int] = [:]  // per superlayer: shared siblings counted so far
    return layers.map { layer in
      guard layer.index != nil else { return layer }
      let parent = layer.parent ?? ""
      var ranked = layer
      ranked.index = sharedBefore[parent, default: 0]
      if otherParent[layer.id] == parent { sharedBefore[parent, default: 0] += 1 }
      return ranked
    }
  }

  static func settings(old: SceneEvaluator, new: SceneEvaluator) -> [SettingChange] {
    func size(_ s: Size) -> String { "[\(JSONText.number(s.width)), \(JSONText.number(s.height))]" }
    func color(_ c: Color?) -> String { c.map { JSONText.string($0.hexRGBA) } ?? "null" }
    let candidates: [(String, String, String)] = [
      ("size", size(old.scene.size), size(new.scene.size)),
      ("fps", JSONText.number(old.scene.fps), JSONText.number(new.scene.fps)),
      ("duration", JSONText.number(old.duration), JSONText.number(new.duration)),
      ("background", color(old.scene.background), color(new.scene.background)),
    ]
    return candidates.filter { $0.1 != $0.2 }.map { SettingChange(property: $0.0, old: $0.1, new: $0.2) }
  }

  private struct Key: Hashable, Comparable {
    var layerIndex: Int
    var property: String
    static func < (a: Key, b: Key) -> Bool {
      (a.layerIndex, a.property) < (b.layerIndex, b.property)
    }
  }

  private struct Tracker {
    var layer: String
    var property: String
    var first = -1
    var last = -1
    var count = 0
    var largest: Double? = nil
    var old: PropertyValue = .text("")
    var new: PropertyValue = .text("")

    mutating func record(frame: Int, difference: ValueDifference, old: PropertyValue, new: PropertyValue) {
      if first < 0 {
        first = frame
        self.old = old
        self.new = new
      }
      last = frame
      count += 1
      if case .amount(let amount) = difference { largest = max(largest ?? 0, amount) }
    }

    func change(fps: Double) -> Change {
      Change(
        layer: layer, keyPath: property, firstFrame: first, lastFrame: last,
        firstTime: FrameClock.time(ofFrame: first, fps: fps),
        lastTime: FrameClock.time(ofFrame: last, fps: fps), frameCount: count,
        maxDifference: largest, old: old, new: new)
    }
  }
}
