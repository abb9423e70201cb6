import SceneDiagnostics
import SceneModel
import SceneTiming
import SceneYAML

/// Everything rules read about one scene file: the decoded scene, the YAML as written, the
/// resolved timing, and (computed on first use) what the evaluated frames show.
final class LintContext {
  let file: String
  let scene: Scene
  /// The YAML as written, searched by range when a rule asks (nothing is built ahead).
  let raw: RawSceneIndex
  let schedule: LintSchedule
  /// `scene.allLayers()`, made once (each call copies every layer, level by level).
  let allLayers: [Layer]
  /// The timing stage's own findings (`path-morph-mismatch`).
  let timingDiagnostics: [Diagnostic]
  private let evaluator: SceneEvaluator
  /// The sampled frames a command that renders the scene has gathered, if any.
  private let handedSamples: FrameSampleCollector?

  /// `samples`: frames already handed over by a command that rendered them; nil: lint
  /// evaluates its samples itself, when a rule first asks.
  init(scene: Scene, root: YAMLNode?, evaluator: SceneEvaluator, samples: FrameSampleCollector? = nil) {
    self.file = scene.file
    self.scene = scene
    self.raw = RawSceneIndex(root: root)
    self.allLayers = scene.allLayers()
    self.schedule = LintSchedule(scene: scene, evaluator: evaluator, allLayers: allLayers)
    self.timingDiagnostics = evaluator.diagnostics
    self.evaluator = evaluator
    self.handedSamples = samples
  }

  /// The evaluated frames, sampled (see `FrameSamples`). Only rules that say so
  /// (`LintRule.readsFrames`) may ask: in a compile they run last, once the frames are there.
  var samples: FrameSamples {
    assert(mayReadFrames, "a rule read frames without saying so (LintRule.readsFrames)")
    return evaluatedSamples
  }
  private lazy var evaluatedSamples: FrameSamples =
    (handedSamples ?? FrameSampleCollector(scene: scene, evaluator: evaluator)).samples
  /// Whether the rule running now declares that it reads frames (set by `FileLinter`).
  var mayReadFrames = true

  /// Layers by id (masks included).
  private(set) lazy var layersByID: [String: Layer] = {
    var table: [String: Layer] = [:]
    for layer in allLayers where table[layer.id] == nil { table[layer.id] = layer }
    return table
  }()

  /// Ids of the layers below a layer that remaps time (`timeRemap` set or animated): their
  /// animations run on the remapped clock, which the schedule's scene times do not model, so
  /// rules about when something happens on the scene clock leave them alone.
  private(set) lazy var layersOnRemappedClocks: Set<String> = {
    func touchesTimeRemap(_ animation: Animation) -> Bool {
      if case .set(let values) = animation.kind { return values.contains { $0.keyPath.property == .timeRemap } }
      return animation.keyPath?.property == .timeRemap || animation.children.contains(where: touchesTimeRemap)
    }
    var ids = Set<String>()
    func visit(_ layer: Layer, remapped: Bool) {
      if remapped { ids.insert(layer.id) }
      let remaps = remapped || layer.properties.timeRemap.isFinite
        || layer.animations.contains(where: touchesTimeRemap)
      if let mask = layer.mask { visit(mask, remapped: remaps) }
      for sublayer in layer.sublayers { visit(sublayer, remapped: remaps) }
    }
    for layer in scene.layers { visit(layer, remapped: false) }
    return ids
  }()

  // MARK: - Locations

  /// Where the value of `field` of an animation stands, else the animation's start.
  func location(of field: AnimationField, in animation: Animation) -> SourceRange? {
    animation.fieldSources[field] ?? animation.source.map(Self.start)
  }

  /// Where the value of `field` of a layer stands, else the layer's start.
  func location(of field: LayerField, in layer: Layer) -> SourceRange? {
    layer.propertySources[field] ?? layer.source.map(Self.start)
  }

  /// Where the key of `field` in a layer's mapping is written (for problems with the key
  /// itself).
  func keyLocation(of field: LayerField, in layer: Layer) -> SourceRange? {
    raw.key(ofValueAt: layer.propertySources[field])?.range
      ?? raw.entry(field.key, inMappingAt: layer.source)?.key.range
      ?? layer.source.map(Self.start)
  }

  /// Where an animation is best pointed at as a whole: its `keyPath` value, else its `type`
  /// value, else its first key.
  func anchor(of animation: Animation) -> SourceRange? {
    if let range = animation.fieldSources[.keyPath] ?? animation.fieldSources[.type] { return range }
    if let entry = raw.entry("type", inMappingAt: animation.source) { return entry.value.range }
    if let first = raw.node(at: animation.source)?.mapping?.entries.first { return first.key.range }
    return animation.source.map(Self.start)
  }

  /// Where an animation's start is written: its `beginTime` or `after` value, else its anchor.
  func startLocation(of animation: Animation) -> SourceRange? {
    switch animation.timing.start {
    case .beginTime: animation.fieldSources[.beginTime] ?? anchor(of: animation)
    case .after: animation.fieldSources[.after] ?? anchor(of: animation)
    }
  }

  /// Where a layer is best pointed at as a whole: its `id` value.
  func anchor(of layer: Layer) -> SourceRange? {
    layer.propertySources[.id] ?? raw.entry("id", inMappingAt: layer.source)?.value.range
      ?? layer.source.map(Self.start)
  }

  /// The first line of a mapping: a point range at its first key.
  static func start(_ range: SourceRange) -> SourceRange { SourceRange(at: range.start) }

  /// A note pointing at `range` in this file.
  func note(_ message: String, at range: SourceRange?) -> DiagnosticNote {
    DiagnosticNote(message, file: file, range: range)
  }
}
