import Foundation

/// Maps a composition's frame numbers onto the scene clock: scene frame = frame · scale +
/// offset, and seconds = (scene frame − the root composition's in point) / fps.
struct TimeMap {
  var scale: Double = 1
  var offset: Double = 0
  var fps: Double
  var start: Double

  func sceneFrame(_ local: Double) -> Double { local * scale + offset }
  func seconds(_ local: Double) -> Double { (sceneFrame(local) - start) / fps }
  /// The local frame shown by scene frame `index`.
  func local(sceneIndex index: Int) -> Double { ((Double(index) + start) - offset) / scale }

  /// The clock of a precomposition placed with start time `st` and stretch `sr`.
  func inner(startTime st: Double, stretch sr: Double) -> TimeMap {
    TimeMap(scale: scale * sr, offset: st * scale + offset, fps: fps, start: start)
  }
}

/// Writes Lottie keyframes as scene keyframe animations: key times from the frame
/// numbers, one timing function per segment from the keyframe's tangents, hold keyframes
/// as a jump (two key times at the same instant). Where that cannot be said (per-dimension
/// easing on a value that has no component key paths, motion paths along curves) the
/// value is sampled at every frame.
struct AnimationEmitter {
  var time: TimeMap
  var frameCount: Int

  static func secondsText(_ s: Double) -> YAMLText { .number(s, decimals: 6) }

  func keyframeAnimation(
    keyPath: String, _ property: Property, dimension: Int? = nil,
    value: ([Double]) -> YAMLText
  ) -> YAMLText? {
    let frames = property.keyframes
    guard frames.count > 1 else { return nil }
    let t0 = time.seconds(frames[0].frame)
    let tN = time.seconds(frames[frames.count - 1].frame)
    let duration = tN - t0
    guard duration > 0 else { return nil }
    func pick(_ v: [Double]) -> [Double] {
      guard let d = dimension else { return v }
      return [d < v.count ? v[d] : 0]
    }
    var values: [YAMLText] = [value(pick(frames[0].value))]
    var keyTimes: [YAMLText] = [.scalar("0")]
    var functions: [YAMLText] = []
    var anyEasing = false
    for i in 0..<(frames.count - 1) {
      let a = frames[i], b = frames[i + 1]
      let fraction = (time.seconds(b.frame) - t0) / duration
      if a.hold {
        // Hold until b, then jump: the jump's key time is rounded down so the frame
        // at b already shows b's value.
        let jump = (fraction * 1e6 - 1e-3).rounded(.down) / 1e6
        values.append(value(pick(a.value)))
        keyTimes.append(.number(max(jump, 0), decimals: 6))
        functions.append(.scalar("linear"))
        values.append(value(pick(b.value)))
        keyTimes.append(.number(i == frames.count - 2 ? 1 : max(jump, 0), decimals: 6))
        functions.append(.scalar("linear"))
      } else {
        values.append(value(pick(b.value)))
        keyTimes.append(.number(i == frames.count - 2 ? 1 : fraction, decimals: 6))
        let e = a.easing(dimension: dimension ?? 0)
        if e == .linear {
          functions.append(.scalar("linear"))
        } else {
          anyEasing = true
          functions.append(.numbers([e.x1, e.y1, e.x2, e.y2]))
        }
      }
    }
    var entries: [(String, YAMLText)] = [
      ("type", .scalar("keyframe")), ("keyPath", .scalar(keyPath)),
      ("beginTime", Self.secondsText(t0)), ("duration", Self.secondsText(duration)),
      ("values", .list(values)), ("keyTimes", .list(keyTimes)),
    ]
    if anyEasing { entries.append(("timingFunctions", .list(functions))) }
    entries += [("fillMode", .scalar("both")), ("removedOnCompletion", .scalar("false"))]
    return .map(entries)
  }

  /// Values at every scene frame from `first` to `last` (inclusive): linear between
  /// frames, or `discrete` (each frame's value held until the next) for values that do
  /// not interpolate element by element.
  func sampledAnimation(
    keyPath: String, frames range: ClosedRange<Int>, discrete: Bool, value: (Int) -> YAMLText
  ) -> YAMLText? {
    guard range.count > 1 else { return nil }
    let fps = time.fps
    var values: [YAMLText] = []
    var keyTimes: [YAMLText] = []
    let n = range.count
    for (k, index) in range.enumerated() {
      values.append(value(index))
      if discrete {
        keyTimes.append(.number(Double(k) / Double(n), decimals: 6))
      } else {
        keyTimes.append(.number(k == n - 1 ? 1 : Double(k) / Double(n - 1), decimals: 6))
      }
    }
    if discrete { keyTimes.append(.scalar("1")) }
    // Discrete keys start half a frame early so each frame falls inside its own key.
    let begin = discrete ? (Double(range.lowerBound) - 0.5) / fps : Double(range.lowerBound) / fps
    let duration = discrete ? Double(n) / fps : Double(n - 1) / fps
    var entries: [(String, YAMLText)] = [
      ("type", .scalar("keyframe")), ("keyPath", .scalar(keyPath)),
      ("beginTime", Self.secondsText(begin)), ("duration", Self.secondsText(duration)),
    ]
    if discrete { entries.append(("calculationMode", .scalar("discrete"))) }
    entries += [
      ("values", .list(values)), ("keyTimes", .list(keyTimes)),
      ("fillMode", .scalar("both")), ("removedOnCompletion", .scalar("false")),
    ]
    return .map(entries)
  }

  /// The scene frames a property's keyframes span (clamped to the scene).
  func frameRange(of property: Property) -> ClosedRange<Int>? {
    guard let first = property.keyframes.first, let last = property.keyframes.last else { return nil }
    return frameRange(from: first.frame, to: last.frame)
  }

  func frameRange(from: Double, to: Double) -> ClosedRange<Int>? {
    let lo = max(0, Int(lottie: (time.sceneFrame(from) - time.start).rounded(.down)))
    let hi = min(frameCount - 1, Int(lottie: (time.sceneFrame(to) - time.start).rounded(.up)))
    return lo < hi ? lo...hi : nil
  }
}
