public import SceneDiagnostics
import SceneGeometry
public import SceneModel

/// `scenec timeline` without `--at`, streamed: the bytes of
/// `TimelineJSON.encode(checkedTimeline(…), options:)`, written while the tracks are
/// evaluated, so memory does not grow with the frames or the tracks. Each track is
/// evaluated frame by frame from only the animations that can change its property (the
/// others never touch it), once to learn whether it varies and once while it is written.
extension SceneEvaluator {
  /// Writes the timeline JSON in pieces to `write`; returns `timeline-too-large` (and
  /// writes nothing) when `checkedTimeline(layer:keyPath:)` would.
  public func writeTimelineJSON(
    layer: String? = nil, keyPath: String? = nil, options: TimelineJSON.Options = .init(),
    to write: (UnsafeRawBufferPointer) -> Void
  ) -> Diagnostic? {
    writeTimelineJSON(
      layer: layer, property: keyPath.map { LayerProperty(keyPathSpelling: $0) }, options: options,
      limit: Self.maxTimelineNumbers, to: write)
  }

  func writeTimelineJSON(
    layer: String?, property: LayerProperty??, options: TimelineJSON.Options, limit: Int,
    to write: (UnsafeRawBufferPointer) -> Void
  ) -> Diagnostic? {
    if let tooLarge = timelineLimitDiagnostic(layer: layer, property: property, limit: limit) {
      return tooLarge
    }
    let frames = frameCount
    let fps = scene.fps
    let tracks = trackPlans(layer: layer, property: property)
    // The same total `checkedTimeline` counts (every candidate, every frame): values of a
    // fixed size are counted without evaluating them.
    var numbers = 0
    var sized: [Int] = []
    for (index, track) in tracks.enumerated() {
      if let size = Self.fixedNumberCount(track.property.valueType) {
        numbers += size * frames
      } else {
        sized.append(index)
      }
    }
    if numbers > limit { return timelineTooLarge(tracks: tracks.count, limit: limit) }
    for index in sized {
      for frame in 0..<frames {
        numbers += Self.numberCount(tracks[index].value(at: FrameClock.time(ofFrame: frame, fps: fps)))
        if numbers > limit { return timelineTooLarge(tracks: tracks.count, limit: limit) }
      }
    }
    let varying = tracks.filter { track in
      guard frames > 1 else { return false }
      let first = track.value(at: FrameClock.time(ofFrame: 0, fps: fps))
      return (1..<frames).contains { !Self.sameShown(track.value(at: FrameClock.time(ofFrame: $0, fps: fps)), first) }
    }
    let header = TimelineJSON.Header(
      scene: scene.name, fps: fps, frameCount: frames, duration: duration, size: scene.size)
    let sources = varying.map { track in
      TimelineJSON.TrackSource(layer: track.layer, property: track.property, count: frames) {
        track.value(at: FrameClock.time(ofFrame: $0, fps: fps))
      }
    }
    let out = ByteBuffer(capacity: 1 << 17)
    TimelineJSON.write(header, tracks: sources, options: options, into: out, chunk: 1 << 16) { full in
      full.withUnsafeBytes(write)
    }
    out.withUnsafeBytes(write)
    return nil
  }

  /// The numbers one value of a type adds to the timeline, when every value of the type
  /// adds the same (see `numberCount`); nil for lists and paths.
  static func fixedNumberCount(_ type: ValueType) -> Int? {
    switch type {
    case .number, .color, .bool: 1
    case .point, .size: 2
    case .rect: 4
    case .transform: 6
    case .colors, .numbers, .path: nil
    }
  }

  /// One candidate track (as `candidateTracks` lists them) with the plan that evaluates it.
  struct TrackPlan {
    var layer: String
    var property: LayerProperty
    /// The layer's plan with only the animations that can change `property`.
    var plan: LayerPlan
    /// The ancestors that remap their sublayers' time (`timeRemap`), outermost first.
    var remappers: [LayerPlan]

    func value(at time: Double) -> AnimatableValue {
      let local = remappers.reduce(time) { t, ancestor in ancestor.sublayerTime(at: t) }
      return PropertyFields.value(property, in: plan.presentation(animationTime: local, modelTime: local))
    }
  }

  func trackPlans(layer: String?, property: LayerProperty??) -> [TrackPlan] {
    candidateTracks(layer: layer, property: property).map { candidate in
      let plan = flatLayers[candidate.layerIndex].plan
      let property = candidate.track.property
      return TrackPlan(
        layer: plan.id, property: property, plan: plan.restricted(to: property),
        remappers: remappingAncestors[candidate.layerIndex].map { flatLayers[$0].plan })
    }
  }
}

extension LayerPlan {
  /// This plan with only the animations that can change `property`: its presentation value
  /// of `property` is the full plan's (an animation writes only its key path's property,
  /// and a keyframe animation with a rotationMode also the transform).
  func restricted(to property: LayerProperty) -> LayerPlan {
    with(animations: animations.filter { $0.canChange(property) })
  }
}

extension ResolvedAnimation {
  func canChange(_ property: LayerProperty) -> Bool {
    switch body {
    case .set: return false
    case .group(let children, _): return children.contains { $0.canChange(property) }
    case .keyframe(let keyframes):
      return keyframes.animation.keyPath.property == property
        || (property == .transform && keyframes.animation.rotationMode != nil)
    case .basic(let prepared), .spring(let prepared, _):
      return prepared.basic.keyPath.property == property
    }
  }
}
