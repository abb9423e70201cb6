public import SceneDiagnostics
public import SceneModel

/// Core Animation's presentation values of a scene at any instant (docs/timing.md,
/// "The timing rules"), one frame at a time or as the flat timeline.
///
/// Frames are independent: `frame(index:)` needs no other frame and keeps nothing, so the
/// SVG writer can evaluate frames in parallel and in constant memory. The evaluator is an
/// immutable value, safe to share between threads.
public struct SceneEvaluator: Sendable {
  public let scene: Scene
  /// Timing-stage findings (`path-morph-mismatch` warnings), in source order.
  public let diagnostics: [Diagnostic]
  /// The scene's `duration`, or by default the latest end of any top-level animation or
  /// set on the scene clock (docs/timing.md, "Default scene duration").
  public let duration: Double
  /// Top-level animations and sets with their resolved times, layers depth-first.
  public let schedule: [AnimationSchedule]

  let roots: [LayerPlan]
  /// Every layer, depth-first as in the file (masks after their layer, then sublayers),
  /// without children, with the properties its animations and sets can change.
  let flatLayers: [(plan: LayerPlan, animated: [LayerProperty])]
  /// For each of `flatLayers`, the indices of its ancestors that set their sublayers' time
  /// (`timeRemap`), outermost first.
  let remappingAncestors: [[Int]]

  public init(scene: Scene) {
    self.init(scene: scene, shortcuts: true)
  }

  /// `shortcuts: false` evaluates every frame the long way: no prepared endpoints or number
  /// fast path, no constant frame layers, every replicator copy evaluated (for tests, which
  /// check that the shortcuts give the same values bit for bit).
  init(scene: Scene, shortcuts: Bool) {
    self.scene = scene
    let layers = scene.allLayers()
    let resolved = ScheduleResolver(layers: layers, shortcuts: shortcuts).resolveAll()
    var next = 0
    roots = scene.layers.map { LayerPlan.build($0, resolved, shortcuts: shortcuts, &next) }
    var flat: [(LayerPlan, [LayerProperty])] = []
    var remapping: [[Int]] = []
    // Depth-first as `allPlans`; a mask lives at its layer's time, sublayers at its remap.
    func visit(_ plan: LayerPlan, _ chain: [Int]) {
      let bare = plan.with(children: false)
      let index = flat.count
      let animated = Self.animatedProperties(bare)
      flat.append((bare, animated))
      remapping.append(chain)
      for mask in plan.masks { visit(mask, chain) }
      let inner = plan.remapsTime(animated: animated) ? chain + [index] : chain
      for sublayer in plan.sublayers { visit(sublayer, inner) }
    }
    for root in roots { visit(root, []) }
    flatLayers = flat
    remappingAncestors = remapping
    schedule = zip(layers, resolved).flatMap { layer, animations in
      animations.animations.map { AnimationSchedule($0, layer: layer.id, clock: .scene) }
    }
    duration = scene.duration ?? Self.snapped(Self.defaultDuration(schedule))
    diagnostics = MorphDiagnostics.check(layers, file: scene.file)
  }

  /// Sums of decimal durations along `after` chains and sequences leave binary residue
  /// (0.1 + 0.2 …); the default duration is reported and counted in frames, so it is snapped
  /// to the nanosecond: 4.750000000000001 becomes 4.75.
  static func snapped(_ seconds: Double) -> Double {
    let nanoseconds = (seconds * 1e9).rounded()
    return abs(nanoseconds - seconds * 1e9) < 1e-3 * max(1, abs(seconds)) ? nanoseconds / 1e9 : seconds
  }

  /// The latest finite end on the scene clock of any top-level animation (a group or
  /// sequence as a whole) or of any set, also one inside a group (it happens on the scene
  /// clock, even past its group's end).
  static func defaultDuration(_ schedule: [AnimationSchedule]) -> Double {
    var latest = 0.0
    func visitSets(_ entry: AnimationSchedule) {
      if entry.kind == .set, entry.sceneBegin.isFinite { latest = max(latest, entry.sceneBegin) }
      entry.children.forEach(visitSets)
    }
    for entry in schedule {
      for time in [entry.begin, entry.end] where time.isFinite {
        latest = max(latest, time)
      }
      visitSets(entry)
    }
    return latest
  }

  /// floor(duration·fps + 1e-9) + 1.
  public var frameCount: Int { FrameClock.frameCount(duration: duration, fps: scene.fps) }

  /// Frame `index`, at t = index / fps.
  public func frame(index: Int) -> Frame {
    let time = FrameClock.time(ofFrame: index, fps: scene.fps)
    return makeFrame(index: index, time: time)
  }

  /// The scene at any time (its index is the frame showing at or before that time).
  public func frame(at time: Double) -> Frame {
    makeFrame(index: FrameClock.frameIndex(at: time, fps: scene.fps), time: time)
  }

  private func makeFrame(index: Int, time: Double) -> Frame {
    Frame(
      index: index, time: time, size: scene.size, background: scene.background,
      layers: roots.map { $0.frameLayer(animationTime: time, modelTime: time) })
  }

  /// The most numbers one timeline holds (a number, color or boolean counts 1, a point 2, a
  /// rect 4, a transform 6, a path 2 per point). A timeline hours long, or of a path of
  /// thousands of points at every frame, would run for minutes and fill memory (1 GB of JSON
  /// for 20 s of an 8000-segment morph); `timeline` refuses it with `timeline-too-large`.
  /// For example, 40 animated numbers of a 30-minute scene at 60 fps stay within it.
  public static let maxTimelineNumbers = 5_000_000

  /// The outcome of `checkedTimeline`.
  public enum CheckedTimeline: Sendable {
    case timeline(Timeline)
    case tooLarge(Diagnostic)
  }

  /// `timeline-too-large` when the selected tracks of the whole scene cannot fit in
  /// `maxTimelineNumbers` numbers even at one number per value (also checked for `--at`,
  /// whose tracks are the whole scene's); nil otherwise.
  public func timelineLimitDiagnostic(layer: String? = nil, keyPath: String? = nil) -> Diagnostic? {
    timelineLimitDiagnostic(layer: layer, keyPath: keyPath, limit: Self.maxTimelineNumbers)
  }

  func timelineLimitDiagnostic(layer: String?, keyPath: String?, limit: Int) -> Diagnostic? {
    timelineLimitDiagnostic(layer: layer, property: Self.selection(keyPath), limit: limit)
  }

  func timelineLimitDiagnostic(layer: String?, property: LayerProperty??, limit: Int) -> Diagnostic? {
    let tracks = candidateTracks(layer: layer, property: property).count
    let (values, overflow) = frameCount.multipliedReportingOverflow(by: tracks)
    guard overflow || values > limit else { return nil }
    return timelineTooLarge(tracks: tracks, limit: limit)
  }

  func timelineTooLarge(tracks: Int, limit: Int) -> Diagnostic {
    let properties = tracks == 1 ? "1 animated property" : "\(tracks) animated properties"
    return Diagnostic(
      id: "timeline-too-large",
      message: "the timeline of \(frameCount) frames of \(properties) would hold more than "
        + "\(limit) numbers",
      file: scene.file,
      range: scene.lengthSource)
  }

  /// The flat timeline (as `timeline(layer:keyPath:)`), or `timeline-too-large` when it
  /// would hold more than `maxTimelineNumbers` numbers: judged before evaluating anything
  /// (frames × tracks) and again while values are recorded (paths count their points), so
  /// neither time nor memory runs away.
  public func checkedTimeline(layer: String? = nil, keyPath: String? = nil) -> CheckedTimeline {
    checkedTimeline(layer: layer, keyPath: keyPath, limit: Self.maxTimelineNumbers)
  }

  /// `checkedTimeline` with another limit (for tests).
  func checkedTimeline(layer: String?, keyPath: String?, limit: Int) -> CheckedTimeline {
    checkedTimeline(layer: layer, property: Self.selection(keyPath), limit: limit)
  }

  /// `checkedTimeline` of one property's tracks (nil: every property).
  public func checkedTimeline(layer: String? = nil, property: LayerProperty?) -> CheckedTimeline {
    checkedTimeline(layer: layer, property: property.map { Optional($0) }, limit: Self.maxTimelineNumbers)
  }

  func checkedTimeline(layer: String?, property: LayerProperty??, limit: Int) -> CheckedTimeline {
    if let tooLarge = timelineLimitDiagnostic(layer: layer, property: property, limit: limit) {
      return .tooLarge(tooLarge)
    }
    var tracks = candidateTracks(layer: layer, property: property)
    var numbers = 0
    if !tracks.isEmpty {
      for index in 0..<frameCount {
        record(at: FrameClock.time(ofFrame: index, fps: scene.fps), into: &tracks)
        for track in tracks { numbers += Self.numberCount(track.track.values[index]) }
        if numbers > limit { return .tooLarge(timelineTooLarge(tracks: tracks.count, limit: limit)) }
      }
    }
    return .timeline(finished(tracks))
  }

  /// The flat timeline over all frames: one track per (layer, property) whose presentation
  /// value is not the same in every frame, layers depth-first, then by property name.
  /// `layer` and `keyPath` (a property name or a sub-path such as `position.x`) keep only
  /// the matching tracks. Unbounded: the command line uses `checkedTimeline`.
  public func timeline(layer: String? = nil, keyPath: String? = nil) -> Timeline {
    var tracks = candidateTracks(layer: layer, keyPath: keyPath)
    if !tracks.isEmpty {
      for index in 0..<frameCount {
        record(at: FrameClock.time(ofFrame: index, fps: scene.fps), into: &tracks)
      }
    }
    return finished(tracks)
  }

  private func finished(_ tracks: [Candidate]) -> Timeline {
    Timeline(
      scene: scene.name, fps: scene.fps, duration: duration, size: scene.size,
      frameCount: frameCount,
      tracks: tracks.compactMap { candidate in
        Self.varies(candidate.track.values) ? candidate.track : nil
      })
  }

  /// The numbers a value adds to the timeline (see `maxTimelineNumbers`).
  static func numberCount(_ value: AnimatableValue) -> Int {
    switch value {
    case .number, .color, .bool: 1
    case .point, .size: 2
    case .rect: 4
    case .transform: 6
    case .colors(let colors): max(colors.count, 1)
    case .numbers(let numbers): max(numbers.count, 1)
    case .path(let path): max(path?.elements.reduce(0) { $0 + 2 * pointCount($1) } ?? 1, 1)
    }
  }

  private static func pointCount(_ element: PathElement) -> Int {
    switch element.kind {
    case .move, .line: 1
    case .quad: 2
    case .cubic: 3
    case .close: 0
    }
  }

  /// The timeline at one instant: the tracks of the whole scene, one value each.
  /// Unbounded: the command line uses `checkedTimeline(at:)`.
  public func timeline(at time: Double, layer: String? = nil, keyPath: String? = nil)
    -> Timeline
  {
    let candidates = candidateTracks(layer: layer, keyPath: keyPath)
    return timeline(at: time, candidates, varying: variation(of: candidates, limit: .max)!)
  }

  /// The timeline at one instant (as `timeline(at:)`), or `timeline-too-large` when finding
  /// which tracks vary would evaluate more than `maxTimelineNumbers` numbers (frames are
  /// evaluated until every track is known to vary, at worst all of them).
  public func checkedTimeline(at time: Double, layer: String? = nil, keyPath: String? = nil)
    -> CheckedTimeline
  {
    checkedTimeline(at: time, layer: layer, keyPath: keyPath, limit: Self.maxTimelineNumbers)
  }

  /// `checkedTimeline(at:)` with another limit (for tests).
  func checkedTimeline(at time: Double, layer: String?, keyPath: String?, limit: Int) -> CheckedTimeline {
    checkedTimeline(at: time, layer: layer, property: Self.selection(keyPath), limit: limit)
  }

  /// `checkedTimeline(at:)` of one property's tracks (nil: every property).
  public func checkedTimeline(at time: Double, layer: String? = nil, property: LayerProperty?)
    -> CheckedTimeline
  {
    checkedTimeline(at: time, layer: layer, property: property.map { Optional($0) }, limit: Self.maxTimelineNumbers)
  }

  func checkedTimeline(at time: Double, layer: String?, property: LayerProperty??, limit: Int)
    -> CheckedTimeline
  {
    if let tooLarge = timelineLimitDiagnostic(layer: layer, property: property, limit: limit) {
      return .tooLarge(tooLarge)
    }
    let candidates = candidateTracks(layer: layer, property: property)
    guard let varying = variation(of: candidates, limit: limit) else {
      return .tooLarge(timelineTooLarge(tracks: candidates.count, limit: limit))
    }
    return .timeline(timeline(at: time, candidates, varying: varying))
  }

  private func timeline(at time: Double, _ candidates: [Candidate], varying: [Bool]) -> Timeline {
    var tracks = zip(candidates, varying).compactMap { $1 ? $0 : nil }
    record(at: time, into: &tracks)
    return Timeline(
      scene: scene.name, fps: scene.fps, duration: duration, size: scene.size, frameCount: 1,
      tracks: tracks.map(\.track))
  }

  /// For each candidate, whether its value is not the same in every frame (`varies`),
  /// keeping only each first value: memory does not grow with the frames, and the frames
  /// stop once every candidate is known to vary. nil once the values evaluated hold more
  /// than `limit` numbers.
  private func variation(of candidates: [Candidate], limit: Int) -> [Bool]? {
    var varies = Array(repeating: false, count: candidates.count)
    var firsts: [AnimatableValue] = []
    var remaining = candidates.count
    var numbers = 0
    var index = 0
    while remaining > 0, index < frameCount {
      var sample = candidates
      record(at: FrameClock.time(ofFrame: index, fps: scene.fps), into: &sample)
      let values = sample.map { $0.track.values[0] }
      numbers = values.reduce(numbers) { $0 &+ Self.numberCount($1) }
      if numbers > limit { return nil }
      if index == 0 {
        firsts = values
      } else {
        for i in values.indices where !varies[i] && !Self.sameShown(values[i], firsts[i]) {
          varies[i] = true
          remaining -= 1
        }
      }
      index += 1
    }
    return varies
  }

  struct Candidate {
    var layerIndex: Int
    var track: Track
  }

  /// A key path spelling as a track filter (`LayerProperty(keyPathSpelling:)`, a model
  /// fact): its property, or `.some(nil)` (matches no track) for a spelling that names
  /// none; nil keeps every property. The typed overloads take the property itself.
  private static func selection(_ keyPath: String?) -> LayerProperty?? {
    keyPath.map { LayerProperty(keyPathSpelling: $0) }
  }

  private func candidateTracks(layer: String?, keyPath: String?) -> [Candidate] {
    candidateTracks(layer: layer, property: Self.selection(keyPath))
  }

  func candidateTracks(layer: String?, property: LayerProperty??) -> [Candidate] {
    var result: [Candidate] = []
    for (index, entry) in flatLayers.enumerated() {
      if let layer, entry.plan.id != layer { continue }
      for animated in entry.animated {
        if let property, property != animated { continue }
        result.append(
          Candidate(
            layerIndex: index, track: Track(layer: entry.plan.id, property: animated, values: [])
          ))
      }
    }
    return result
  }

  private func record(at time: Double, into tracks: inout [Candidate]) {
    var cachedIndex = -1
    var cached = LayerProperties()
    for i in tracks.indices {
      let layerIndex = tracks[i].layerIndex
      if layerIndex != cachedIndex {
        let local = remappingAncestors[layerIndex].reduce(time) { t, ancestor in
          flatLayers[ancestor].plan.sublayerTime(at: t)
        }
        cached = flatLayers[layerIndex].plan.presentation(animationTime: local, modelTime: local)
        cachedIndex = layerIndex
      }
      tracks[i].track.values.append(PropertyFields.value(tracks[i].track.property, in: cached))
    }
  }

  /// True when some value differs from the first (transforms compared as matrices, what
  /// is drawn).
  static func varies(_ values: [AnimatableValue]) -> Bool {
    guard let first = values.first else { return false }
    return values.dropFirst().contains { !sameShown($0, first) }
  }

  static func sameShown(_ a: AnimatableValue, _ b: AnimatableValue) -> Bool {
    if case .transform(let x) = a, case .transform(let y) = b { return x.matrix == y.matrix }
    return a == b
  }

  /// The properties the animations and sets of a layer can change, by name.
  static func animatedProperties(_ plan: LayerPlan) -> [LayerProperty] {
    LayerPlan.properties(changedBy: plan.animations, includingSets: true).sorted { $0.rawValue < $1.rawValue }
  }
}
