import SceneModel
import SceneTiming

/// One animation (or `set`) of the scene with the timing the timing stage resolved, next to
/// the animation as written (for its fields and their source ranges).
struct ScheduledAnimation: Sendable {
  var layerID: String
  var animation: Animation
  /// Index of the enclosing group or sequence in `LintSchedule.entries`.
  var parent: Int?
  /// The simple duration of one pass (docs/timing.md, "Durations and sequences"), 0 for a `set`.
  var duration: Double
  /// The active duration D (infinite when repeating forever).
  var activeDuration: Double
  /// On the parent's clock (the scene's for top-level animations).
  var begin: Double
  var end: Double
  /// On the scene clock. For children of groups: the group's first pass, clipped to the
  /// group's active window (a repeating group replays them; lint looks at the first pass).
  var sceneBegin: Double
  var sceneEnd: Double

  var isTopLevel: Bool { parent == nil }

  var isSet: Bool {
    if case .set = animation.kind { return true }
    return false
  }

  var isSequence: Bool {
    if case .sequence = animation.kind { return true }
    return false
  }

  var isGroup: Bool {
    switch animation.kind {
    case .group, .sequence: true
    default: false
    }
  }
}

/// Every animation of a scene, depth-first in file order (a group before its children),
/// with the timing stage's schedule, and the scene's duration and frame count.
struct LintSchedule: Sendable {
  private(set) var entries: [ScheduledAnimation] = []
  /// Positions in `entries` by layer id and by parent group, so rules look up a layer's
  /// animations or a group's children without scanning the whole scene.
  private var positionsByLayer: [String: [Int]] = [:]
  private var positionsByParent: [Int: [Int]] = [:]
  /// Ids of the layers that have animations, in file order.
  private(set) var layerIDs: [String] = []
  /// The explicit scene duration, or the latest end of a top-level animation or set.
  let sceneDuration: Double
  let frameCount: Int

  /// The scene's number of frames. An absurd duration must not trap converting the frame
  /// count to Int (frame-budget reports it).
  static func frameCount(scene: Scene, evaluator: SceneEvaluator) -> Int {
    let frames = evaluator.duration * scene.fps
    return frames.isFinite && frames < 1e12 ? evaluator.frameCount : 1_000_000_000_000
  }

  /// `allLayers`: the scene's layers in `Scene.allLayers()` order, when the caller has them.
  init(scene: Scene, evaluator: SceneEvaluator, allLayers: [Layer]? = nil) {
    sceneDuration = evaluator.duration
    frameCount = Self.frameCount(scene: scene, evaluator: evaluator)
    var layers: [String: Layer] = [:]
    for layer in allLayers ?? scene.allLayers() where layers[layer.id] == nil { layers[layer.id] = layer }
    for schedule in evaluator.schedule {
      guard let layer = layers[schedule.layer], let first = schedule.indexPath.first,
        layer.animations.indices.contains(first)
      else { continue }
      add(schedule, animation: layer.animations[first], parent: nil)
    }
  }

  private mutating func add(_ schedule: AnimationSchedule, animation: Animation, parent: Int?) {
    let index = entries.count
    if positionsByLayer[schedule.layer] == nil { layerIDs.append(schedule.layer) }
    positionsByLayer[schedule.layer, default: []].append(index)
    if let parent { positionsByParent[parent, default: []].append(index) }
    entries.append(
      ScheduledAnimation(
        layerID: schedule.layer, animation: animation, parent: parent, duration: schedule.duration,
        activeDuration: schedule.activeDuration, begin: schedule.begin, end: schedule.end,
        sceneBegin: schedule.sceneBegin, sceneEnd: schedule.sceneEndInGroup))
    let children = animation.children
    for child in schedule.children {
      guard let position = child.indexPath.last, children.indices.contains(position) else { continue }
      add(child, animation: children[position], parent: index)
    }
  }

  /// Children of the group at `index`, in order.
  func children(of index: Int) -> [Int] {
    positionsByParent[index] ?? []
  }

  /// Positions in `entries` of the animations of layer `id`, in order.
  func positions(ofLayer id: String) -> [Int] {
    positionsByLayer[id] ?? []
  }

  /// The animations of layer `id` (groups and their children included), in order.
  func entries(ofLayer id: String) -> [ScheduledAnimation] {
    positions(ofLayer: id).map { entries[$0] }
  }
}
