import SceneGeometry
import SceneModel

/// A layer with its resolved animations and `set` steps, and its mask and sublayers, for
/// evaluation at any instant. A class: made once per scene and walked every frame, so the
/// walk shares plans instead of copying their properties.
final class LayerPlan: Sendable {
  let id: String
  let kind: LayerKind
  let properties: LayerProperties
  /// The model values between `set` steps: `models[k]` has the first k steps applied
  /// (`models[0]` is `properties`), made once instead of per frame.
  let models: [LayerProperties]
  let animations: [ResolvedAnimation]
  /// `animations` as the per-frame loop applies them (without the `set` steps, which
  /// only change `models`); typed where `AnimationStep` has a form for them.
  let steps: [AnimationStep]
  /// `steps` without their reference counts, for the per-frame loop; `steps` keeps them
  /// alive as long as the plan.
  let unretainedSteps: [Unmanaged<AnimationStep>]
  /// For a replicator whose copies' geometry no animation changes (its instanceTransform,
  /// bounds and anchorPoint are not animated): each copy's transform and color for every
  /// entry of `models`, made once instead of per frame. nil otherwise.
  let copyLayouts: [[CopyLayout]]?
  /// In application order (time, then file order).
  let sets: [SetEvent]
  let sublayers: [LayerPlan]
  /// Zero or one mask.
  let masks: [LayerPlan]
  /// No animation in this layer, its mask or its sublayers, at any depth: the frame layer
  /// depends only on the model time (through `set` steps), never on the animation time.
  let isTimeInvariant: Bool
  /// The frame layer at every instant, made once, when neither this layer nor any layer
  /// below it has an animation or a `set` step; nil otherwise. Every frame then shares
  /// one storage for it.
  let constantFrameLayer: FrameLayer?
  /// The frame layer at every instant when no animation of this layer or below contributes
  /// a value (each is outside its active interval and not filled there): the model values,
  /// with the sublayers' and mask's own resting layers, made once. Every such frame then
  /// shares one storage for it, which the render tree recognizes without comparing
  /// (docs/performance.md, "Layers at rest"). nil when the layer is constant (then
  /// `constantFrameLayer`), when it or a layer below has `set` steps (its model values
  /// change), or when a sublayer or mask has no resting layer.
  let restingFrameLayer: FrameLayer?
  /// Where the layer's own animations may all be at rest (`restGaps(_:)`).
  let restGaps: [(lower: Double, upper: Double)]
  /// When a replicator's copies share copy 0's sublayers (made once: whether the sublayers
  /// are time-invariant does not change).
  private let copySharing: CopySharing
  /// Whether evaluation takes the shortcuts (`constantFrameLayer`, `restingFrameLayer`,
  /// replicator copies shared with copy 0); false only in tests that compare them with the
  /// long way.
  let shortcuts: Bool

  convenience init(
    id: String, kind: LayerKind, properties: LayerProperties, animations: [ResolvedAnimation], sets: [SetEvent],
    sublayers: [LayerPlan], masks: [LayerPlan], shortcuts: Bool = true
  ) {
    let models = Self.models(properties, sets)
    let steps = animations.compactMap { AnimationStep.make($0, typed: shortcuts) }
    self.init(
      own: OwnParts(
        id: id, kind: kind, properties: properties, models: models, animations: animations, steps: steps,
        copyLayouts: Self.copyLayouts(kind: kind, models: models, animations: animations, shortcuts: shortcuts),
        sets: sets, restGaps: Self.restGaps(steps), shortcuts: shortcuts),
      sublayers: sublayers, masks: masks)
  }

  /// What a plan is made of that does not depend on its sublayers and masks: a plan and its
  /// copy without children (`with(children: false)`) share it instead of making it twice.
  private struct OwnParts {
    let id: String
    let kind: LayerKind
    let properties: LayerProperties
    let models: [LayerProperties]
    let animations: [ResolvedAnimation]
    let steps: [AnimationStep]
    let copyLayouts: [[CopyLayout]]?
    let sets: [SetEvent]
    let restGaps: [(lower: Double, upper: Double)]
    let shortcuts: Bool
  }

  private var ownParts: OwnParts {
    OwnParts(
      id: id, kind: kind, properties: properties, models: models, animations: animations, steps: steps,
      copyLayouts: copyLayouts, sets: sets, restGaps: restGaps, shortcuts: shortcuts)
  }

  private init(own: OwnParts, sublayers: [LayerPlan], masks: [LayerPlan]) {
    id = own.id
    kind = own.kind
    let properties = own.properties
    self.properties = properties
    models = own.models
    let animations = own.animations
    self.animations = animations
    steps = own.steps
    unretainedSteps = own.steps.map { Unmanaged.passUnretained($0) }
    let sets = own.sets
    self.sets = sets
    self.sublayers = sublayers
    self.masks = masks
    let shortcuts = own.shortcuts
    self.shortcuts = shortcuts
    let layouts = own.copyLayouts
    copyLayouts = layouts
    isTimeInvariant =
      animations.isEmpty && sublayers.allSatisfy(\.isTimeInvariant) && masks.allSatisfy(\.isTimeInvariant)
    copySharing = !shortcuts ? .never : sublayers.allSatisfy(\.isTimeInvariant) ? .always : .atTheSameInstant
    let isConstant =
      shortcuts && animations.isEmpty && sets.isEmpty && sublayers.allSatisfy { $0.constantFrameLayer != nil }
      && masks.allSatisfy { $0.constantFrameLayer != nil }
    // Any instant gives the same layer; the children return their own constants.
    constantFrameLayer =
      isConstant
      ? Self.frameLayer(
        id: id, kind: kind, properties: properties, sublayers: sublayers, masks: masks,
        copiesShareCopy0: .always, copyLayout: layouts?[0], animationTime: 0, modelTime: 0)
      : nil
    // Not for a layer whose animations between them contribute at every instant from 0 on:
    // looking for rest would cost every frame and never find it.
    let gaps = own.restGaps
    restGaps = gaps
    let canRest =
      shortcuts && !isConstant && sets.isEmpty && gaps.contains { $0.upper >= 0 }
      && sublayers.allSatisfy { $0.layerAtRest != nil } && masks.allSatisfy { $0.layerAtRest != nil }
    // Every copy of a replicator shows its sublayers at rest, so all share one list.
    restingFrameLayer =
      canRest
      ? Self.frameLayer(
        id: id, kind: kind, properties: properties, sublayers: sublayers, masks: masks,
        copiesShareCopy0: .always, copyLayout: layouts?[0], animationTime: 0, modelTime: 0, childrenAtRest: true)
      : nil
  }

  /// The stretches of time outside every span in which one of `steps` contributes
  /// (`MediaTiming.contributingSpan`), in order: where the layer's own animations may all
  /// be at rest. A hint that spares the exact test elsewhere (the spans may differ from it by
  /// a rounding at their edges, which at worst misses a rest). Every instant when a span is
  /// not known.
  static func restGaps(_ steps: [AnimationStep]) -> [(lower: Double, upper: Double)] {
    var spans: [(lower: Double, upper: Double)] = []
    for step in steps {
      guard let span = step.timing.contributingSpan else { return [(-.infinity, .infinity)] }
      spans.append(span)
    }
    spans.sort { $0.lower < $1.lower }
    var gaps: [(lower: Double, upper: Double)] = []
    var covered = -Double.infinity  // every instant up to here lies in a span
    for span in spans {
      if span.lower > covered { gaps.append((covered, span.lower)) }
      covered = max(covered, span.upper)
    }
    if covered < .infinity { gaps.append((covered, .infinity)) }
    return gaps
  }

  /// The layer's one storage when nothing below it animates at some instant: the constant
  /// layer, or the resting one.
  var layerAtRest: FrameLayer? { constantFrameLayer ?? restingFrameLayer }

  /// Whether none of the layer's own animations contributes a value at `animationTime`:
  /// then its presentation values are its model values (`presentation` applies nothing).
  /// Asked only within `restGaps`.
  private func stepsRest(at animationTime: Double) -> Bool {
    guard restGaps.contains(where: { $0.lower <= animationTime && animationTime <= $0.upper }) else { return false }
    for step in unretainedSteps
    where step._withUnsafeGuaranteedRef({ $0.timing.contributes(at: animationTime, inGroup: false) }) {
      return false
    }
    return true
  }

  /// The same layer with other animations, or without its mask and sublayers.
  func with(animations: [ResolvedAnimation]? = nil, children: Bool = true) -> LayerPlan {
    guard let animations else {
      return LayerPlan(own: ownParts, sublayers: children ? sublayers : [], masks: children ? masks : [])
    }
    return LayerPlan(
      id: id, kind: kind, properties: properties, animations: animations, sets: sets,
      sublayers: children ? sublayers : [], masks: children ? masks : [], shortcuts: shortcuts)
  }

  /// The layer's model values at scene time `time`: the scene's values changed by every
  /// `set` step at or before it (docs/timing.md, "Sets").
  func model(at time: Double) -> LayerProperties {
    models[modelIndex(at: time)]
  }

  /// How many `set` steps have happened at scene time `time`: the index in `models`.
  func modelIndex(at time: Double) -> Int {
    var applied = 0
    for event in sets {
      guard event.time <= time + MediaTiming.tolerance else { break }
      applied += 1
    }
    return applied
  }

  /// `models[k]`: the scene's values with the first k `set` steps applied, in order.
  private static func models(_ properties: LayerProperties, _ sets: [SetEvent]) -> [LayerProperties] {
    var models = [properties]
    models.reserveCapacity(sets.count + 1)
    var model = properties
    for event in sets {
      for change in event.values {
        KeyPathAccess.write(change.value, at: change.keyPath, into: &model)
      }
      models.append(model)
    }
    return models
  }

  /// Presentation values: animations evaluated at `animationTime` on top of the model
  /// values of `modelTime` (they differ only inside replicator copies, whose animations
  /// are delayed while the model is shared).
  func presentation(animationTime: Double, modelTime: Double) -> LayerProperties {
    presentation(animationTime: animationTime, modelIndex: sets.isEmpty ? 0 : modelIndex(at: modelTime))
  }

  /// The presentation values on top of `models[modelIndex]`.
  private func presentation(animationTime: Double, modelIndex: Int) -> LayerProperties {
    let model = AnimationApplier.Model(plan: self, index: modelIndex)
    var presentation = models[modelIndex]
    for step in unretainedSteps {
      step._withUnsafeGuaranteedRef { $0.apply(at: animationTime, to: &presentation, model: model) }
    }
    return presentation
  }

  /// The frame layer at one instant, with replicator copies expanded.
  func frameLayer(animationTime: Double, modelTime: Double) -> FrameLayer {
    if let constantFrameLayer { return constantFrameLayer }
    // At rest (a resting layer has no sets: its model is models[0]), the resting layer is
    // handed out when the sublayers and mask come back at rest too.
    // The model values are read in place, and copied only for a layer that is not handed
    // out at rest: most calls here hand it out, and the copy (800 bytes, a dozen retains and
    // releases, then as many releases) was 6 % of a frame's instructions in stroke-pop.
    if let restingFrameLayer, stepsRest(at: animationTime) {
      guard let children = childrenUnlessAtRest(animationTime: animationTime, modelTime: modelTime) else {
        return restingFrameLayer
      }
      return Self.assemble(
        id: id, kind: kind, properties: models[0], children: children, sublayers: sublayers,
        copiesShareCopy0: copySharing, copyLayout: copyLayouts?[0])
    }
    let modelIndex = sets.isEmpty ? 0 : modelIndex(at: modelTime)
    return Self.frameLayer(
      id: id, kind: kind, properties: presentation(animationTime: animationTime, modelIndex: modelIndex),
      sublayers: sublayers, masks: masks, copiesShareCopy0: copySharing,
      copyLayout: copyLayouts?[modelIndex], animationTime: animationTime, modelTime: modelTime)
  }

  /// A replicator copy's place and tint, which depend only on the model values when the
  /// geometry is not animated.
  struct CopyLayout: Sendable {
    var transform: AffineMatrix
    var color: Color
  }

  /// Every copy's transform and color as `frameLayer` computes them, from a replicator's
  /// (presentation) properties.
  private static func copyLayout(_ properties: LayerProperties) -> [CopyLayout] {
    let count = max(properties.instanceCount, 0)
    // Copies turn about the replicator's anchor point, as a sublayerTransform does
    // (docs/timing.md, "Reference values": layer geometry), not about its bounds origin.
    let pivot = LayerGeometry.anchorInBoundsSpace(
      bounds: properties.bounds, anchorPoint: properties.anchorPoint)
    let step = properties.instanceTransform.matrix
    var cumulative = AffineMatrix.identity
    return (0..<count).map { index in
      defer { cumulative = cumulative.then(step) }
      return CopyLayout(
        transform: AffineMatrix.translation(-pivot.x, -pivot.y).then(cumulative).then(.translation(pivot.x, pivot.y)),
        color: instanceColor(properties, index))
    }
  }

  /// `copyLayout` of each model, when no animation changes what it reads (instanceCount,
  /// instanceColor and its offsets are not animatable; sets are in the models). At most
  /// 4,096 copies in all, so a replicator of very many copies with many sets does not
  /// hold them all.
  private static func copyLayouts(
    kind: LayerKind, models: [LayerProperties], animations: [ResolvedAnimation], shortcuts: Bool
  ) -> [[CopyLayout]]? {
    guard shortcuts, kind == .replicator,
      models.reduce(0, { $0 + max($1.instanceCount, 0) }) <= 4_096
    else { return nil }
    let animated = properties(changedBy: animations, includingSets: false)
    guard animated.isDisjoint(with: [.instanceTransform, .bounds, .anchorPoint]) else { return nil }
    return models.map(copyLayout)
  }

  /// The properties `animations` can change, by name; with `includingSets`, those their
  /// `set` steps store too.
  static func properties(changedBy animations: [ResolvedAnimation], includingSets: Bool) -> Set<LayerProperty> {
    var found = Set<LayerProperty>()
    func visit(_ animation: Animation) {
      switch animation.kind {
      case .basic(let b): found.insert(b.keyPath.property)
      case .spring(let s): found.insert(s.basic.keyPath.property)
      case .keyframe(let k):
        found.insert(k.keyPath.property)
        if k.rotationMode != nil { found.insert(.transform) }
      case .set(let values): if includingSets { for v in values { found.insert(v.keyPath.property) } }
      case .group(let children), .sequence(let children): children.forEach(visit)
      }
    }
    for animation in animations { visit(animation.animation) }
    return found
  }

  /// A layer's frame layer from its presentation values and the plans of its sublayers and
  /// mask (static: `init` uses it for `constantFrameLayer` and `restingFrameLayer` before
  /// `self` is complete). `childrenAtRest`: the sublayers and mask as their `layerAtRest`
  /// (for `restingFrameLayer`).
  private static func frameLayer(
    id: String, kind: LayerKind, properties: consuming LayerProperties, sublayers sublayerPlans: [LayerPlan],
    masks: [LayerPlan], copiesShareCopy0: CopySharing, copyLayout: [CopyLayout]?, animationTime: Double,
    modelTime: Double, childrenAtRest: Bool = false
  ) -> FrameLayer {
    let children = Self.children(
      timeRemap: properties.timeRemap, sublayers: sublayerPlans, masks: masks, animationTime: animationTime,
      modelTime: modelTime, atRest: childrenAtRest)
    return assemble(
      id: id, kind: kind, properties: properties, children: children, sublayers: sublayerPlans,
      copiesShareCopy0: copiesShareCopy0, copyLayout: copyLayout)
  }

  /// A layer's mask and sublayers at one instant, and the instant its sublayers live at.
  private struct Children {
    var mask: FrameLayer?
    var sublayers: [FrameLayer]
    var animationTime: Double
    var modelTime: Double
  }

  /// The instant a layer's sublayers live at: the time its `timeRemap` (an extension) names,
  /// when that is finite; else the layer's own.
  private static func sublayerInstant(
    timeRemap remap: Double, animationTime: Double, modelTime: Double
  ) -> (animationTime: Double, modelTime: Double) {
    remap.isFinite ? (remap, remap) : (animationTime, modelTime)
  }

  /// The mask and sublayers made by their plans at an instant, or as their resting layers
  /// (`atRest`).
  private static func children(
    timeRemap remap: Double, sublayers sublayerPlans: [LayerPlan], masks: [LayerPlan], animationTime: Double,
    modelTime: Double, atRest: Bool = false
  ) -> Children {
    let mask =
      masks.isEmpty
      ? nil : atRest ? masks[0].layerAtRest : masks[0].frameLayer(animationTime: animationTime, modelTime: modelTime)
    let (animationTime, modelTime) = sublayerInstant(timeRemap: remap, animationTime: animationTime, modelTime: modelTime)
    let sublayers = sublayerPlans.map {
      atRest ? $0.layerAtRest! : $0.frameLayer(animationTime: animationTime, modelTime: modelTime)
    }
    return Children(mask: mask, sublayers: sublayers, animationTime: animationTime, modelTime: modelTime)
  }

  /// The mask and sublayers, now, of a layer whose own animations contribute nothing now;
  /// nil when they come back as their own resting layers and its copies (if a replicator)
  /// would share them: the layer then equals its resting layer. The sublayers are made one
  /// by one and listed only from the first that is not at rest on (those before it are their
  /// resting layers), so a layer handed out at rest allocates no list.
  private func childrenUnlessAtRest(animationTime: Double, modelTime: Double) -> Children? {
    let copiesShare =
      kind != .replicator || copySharing == .always
      || (copySharing == .atTheSameInstant && models[0].instanceDelay == 0)
    let mask = masks.isEmpty ? nil : masks[0].frameLayer(animationTime: animationTime, modelTime: modelTime)
    let (animationTime, modelTime) = Self.sublayerInstant(
      timeRemap: models[0].timeRemap, animationTime: animationTime, modelTime: modelTime)
    var atRestSoFar = copiesShare && Self.isAtRest(mask, masks)
    var made: [FrameLayer] = []
    for i in sublayers.indices {
      let layer = sublayers[i].frameLayer(animationTime: animationTime, modelTime: modelTime)
      if atRestSoFar {
        if let rest = sublayers[i].layerAtRest, FrameLayer.sameStorage(rest, layer) { continue }
        atRestSoFar = false
        made.reserveCapacity(sublayers.count)
        for j in 0..<i { made.append(sublayers[j].layerAtRest!) }
      }
      made.append(layer)
    }
    if atRestSoFar { return nil }
    return Children(mask: mask, sublayers: made, animationTime: animationTime, modelTime: modelTime)
  }

  /// The frame layer of `properties` and `children`, with replicator copies expanded.
  private static func assemble(
    id: String, kind: LayerKind, properties: consuming LayerProperties, children: consuming Children,
    sublayers sublayerPlans: [LayerPlan], copiesShareCopy0: CopySharing, copyLayout: [CopyLayout]?
  ) -> FrameLayer {
    let (animationTime, modelTime, mask) = (children.animationTime, children.modelTime, children.mask)
    var sublayers = children.sublayers
    var instances: [ReplicatorInstance] = []
    if kind == .replicator {
      let layout = copyLayout ?? Self.copyLayout(properties)
      if layout.isEmpty { sublayers = [] }
      let delay = properties.instanceDelay
      instances = layout.indices.map { index in
        let delayed = animationTime - Double(index) * delay
        // A copy at the same instant as copy 0 (no delay), or of sublayers without
        // animations, is copy 0: the same values, evaluated once.
        let copy =
          index == 0 || copiesShareCopy0 == .always
            || (copiesShareCopy0 == .atTheSameInstant && delayed.bitPattern == animationTime.bitPattern)
          ? sublayers
          : sublayerPlans.map { $0.frameLayer(animationTime: delayed, modelTime: modelTime) }
        return ReplicatorInstance(
          index: index, transform: layout[index].transform, color: layout[index].color, sublayers: copy)
      }
    }
    return FrameLayer(
      id: id, kind: kind, properties: properties, sublayers: sublayers, instances: instances,
      mask: mask)
  }

  /// Whether the mask (`layer`, made by `masks`, at most one) came back as its resting layer.
  private static func isAtRest(_ layer: FrameLayer?, _ masks: [LayerPlan]) -> Bool {
    guard let layer else { return true }
    return masks[0].layerAtRest.map { FrameLayer.sameStorage($0, layer) } ?? false
  }

  /// When a replicator's copies reuse copy 0's sublayers.
  private enum CopySharing {
    /// Never (every copy evaluated; tests).
    case never
    /// When a copy's delayed instant is copy 0's, bit for bit.
    case atTheSameInstant
    /// Always: the sublayers have no animations, so every instant shows the same.
    case always
  }

  /// instanceColor with `index` times the offsets, clamped to 0…1.
  static func instanceColor(_ p: LayerProperties, _ index: Int) -> Color {
    let i = Double(index)
    return Color(
      red: p.instanceColor.red + i * p.instanceRedOffset,
      green: p.instanceColor.green + i * p.instanceGreenOffset,
      blue: p.instanceColor.blue + i * p.instanceBlueOffset,
      alpha: p.instanceColor.alpha + i * p.instanceAlphaOffset
    ).clamped()
  }

  /// Whether the layer may set its sublayers' time (`timeRemap`, an extension): written, or
  /// among `animated` (`SceneEvaluator.animatedProperties` of this plan, which the caller
  /// has made already).
  func remapsTime(animated: [LayerProperty]) -> Bool {
    properties.timeRemap.isFinite || animated.contains(.timeRemap)
  }

  /// The time the sublayers of this layer see at `time`.
  func sublayerTime(at time: Double) -> Double {
    let remap = presentation(animationTime: time, modelTime: time).timeRemap
    return Self.sublayerInstant(timeRemap: remap, animationTime: time, modelTime: time).animationTime
  }

  /// This plan, its mask and its sublayers, depth-first (the order of Layer.allLayers).
  func allPlans() -> [LayerPlan] {
    var result = [self]
    for mask in masks { result += mask.allPlans() }
    for sublayer in sublayers { result += sublayer.allPlans() }
    return result
  }

  /// Builds the plan tree of `layer`, taking resolved animations from `resolved` in
  /// Layer.allLayers order, starting at `next`.
  static func build(
    _ layer: Layer, _ resolved: [ScheduleResolver.LayerAnimations], shortcuts: Bool = true,
    _ next: inout Int
  ) -> LayerPlan {
    let mine = resolved[next]
    next += 1
    let masks = layer.mask.map { [build($0, resolved, shortcuts: shortcuts, &next)] } ?? []
    let sublayers = layer.sublayers.map { build($0, resolved, shortcuts: shortcuts, &next) }
    return LayerPlan(
      id: layer.id, kind: layer.kind, properties: layer.properties,
      animations: mine.animations, sets: mine.sets, sublayers: sublayers, masks: masks,
      shortcuts: shortcuts)
  }
}
