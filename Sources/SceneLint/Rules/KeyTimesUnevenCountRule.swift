import SceneGeometry
import SceneModel

/// `keyTimes` of keyframes along a `path` whose count does not match the path's keyframes.
enum KeyTimesUnevenCountRule: LintRule {
  static let description = RuleDescription(
    id: "keytimes-uneven-count",
    summary: "keyTimes of a keyframe path has a different count than the path has keyframes",
    explanation: """
      Core Animation pairs `keyTimes` with keyframes: for `linear` and `cubic` one key time \
      per keyframe, for `discrete` one more. With `values` the count is easy to see, and a \
      wrong one is a validation error (`invalid-key-times`). With a `path` the keyframes are \
      the path's start and the end of each of its drawing elements (moves only jump; a \
      `close` counts when it draws a line back), which is easy to miscount: a `rect` has 5 \
      keyframes, an `oval` 5, a `polyline` of 3 points 3. With another count the timing is \
      not what it seems: key times are paired with the wrong points, and extra or missing \
      ones shift or drop keyframes. Paced modes ignore keyTimes.
      """,
    fixHint: """
      Give `keyTimes` one entry per keyframe of the path (one more for `discrete`), from 0 to \
      1, or leave it out for an equal share of time per element.
      """,
    fix: "give one key time per keyframe of the path, or leave 'keyTimes' out",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - type: keyframe
              keyPath: position
              path: { polyline: [[10, 10], [90, 10], [90, 90]] }
              keyTimes: ↓[0, 1]
              duration: 2
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - type: keyframe
              keyPath: position
              path: { polyline: [[10, 10], [90, 10], [90, 90]] }
              keyTimes: [0, 0.3, 1]
              duration: 2
            - type: keyframe
              keyPath: position
              path: { rect: [10, 10, 80, 80] }
              keyTimes: [0, 0.25, 0.5, 0.75, 1]
              beginTime: 2
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.schedule.entries.compactMap { entry in
      guard case .keyframe(let keyframe) = entry.animation.kind, let path = keyframe.path,
        let keyTimes = keyframe.keyTimes
      else { return nil }
      let mode = keyframe.calculationMode
      if mode == .paced || mode == .cubicPaced { return nil }
      let segments = segmentCount(path)
      guard segments > 0 else { return nil }
      let keyframes = segments + 1
      let expected = mode.keyTimeCount(keyframes: keyframes)
      guard keyTimes.count != expected else { return nil }
      return Finding(
        message: """
          'keyTimes' has \(MessageFormat.count(keyTimes.count, "entry", plural: "entries")) but the \
          path has \(keyframes) keyframes (its start and the ends of its \
          \(MessageFormat.count(segments, "segment"))), so calculationMode '\(mode.rawValue)' needs \
          \(expected)
          """,
        range: context.location(of: .keyTimes, in: entry.animation))
    }
  }

  /// Drawing elements of a path, as keyframes count them: lines and curves after a current
  /// point, and closes that draw a line back to a different start.
  static func segmentCount(_ path: BezierPath) -> Int {
    path.segments.lazy.filter { !$0.isEmptyClose }.count
  }
}
