import SceneDecoder
import SceneModel
import XCTest

@testable import SceneTiming

/// `checkedTimeline` refuses timelines of more than a number budget: before evaluating
/// (frames × tracks) and while recording (a path counts 2 numbers per point), so a short
/// scene of huge paths cannot fill memory. Small limits stand in for the real 5 000 000.
final class TimelineLimitTests: XCTestCase {
  /// 11 frames (fps 10, 1 s) of one path track whose values have 100 points each: every
  /// value is 200 numbers, 2200 in all. With `to` 0 the path never changes.
  func pathScene(to: Double = 10) -> SceneEvaluator {
    func polyline(_ y: Double) -> BezierPath {
      BezierPath([.move(Point(0, y))] + (1..<100).map { .line(Point(Double($0), y)) })
    }
    let layer = Build.layer(
      "s", kind: .shape,
      [Build.basic("path", to: .path(polyline(to)), Build.timing(duration: 1))]
    ) { $0.path = polyline(0) }
    return SceneEvaluator(scene: Build.scene([layer], duration: 1, fps: 10))
  }

  /// `--at` evaluates frames only until every track is known to vary: the path differs in
  /// frame 1, so 400 numbers are looked at; a path that never changes is looked at in all
  /// 11 frames (2200 numbers) before it is known to have no track.
  func testAtOneInstantTheBudgetCoversTheFramesLookedAt() {
    let evaluator = pathScene()
    guard case .timeline(let one) = evaluator.checkedTimeline(at: 0.5, layer: nil, keyPath: nil, limit: 400)
    else { return XCTFail("frames 0 and 1 hold 400 numbers") }
    XCTAssertEqual(one, evaluator.timeline(at: 0.5))
    XCTAssertEqual(one.tracks.map(\.values.count), [1])
    guard case .tooLarge = evaluator.checkedTimeline(at: 0.5, layer: nil, keyPath: nil, limit: 399) else {
      return XCTFail("400 numbers exceed a limit of 399")
    }
    let constant = pathScene(to: 0)
    let whole = constant.checkedTimeline(at: 0.5, layer: nil, keyPath: nil, limit: 2200)
    guard case .timeline(let none) = whole else { return XCTFail("11 frames hold 2200 numbers") }
    XCTAssertEqual(none.tracks, [])
    guard case .tooLarge = constant.checkedTimeline(at: 0.5, layer: nil, keyPath: nil, limit: 2199) else {
      return XCTFail("2200 numbers exceed a limit of 2199")
    }
  }

  func testAPathTimelineWithinTheLimitIsTheWholeTimeline() {
    let evaluator = pathScene()
    guard case .timeline(let timeline) = evaluator.checkedTimeline(layer: nil, keyPath: nil, limit: 2200)
    else { return XCTFail("2200 numbers fit a limit of 2200") }
    XCTAssertEqual(timeline, evaluator.timeline())
    XCTAssertEqual(timeline.tracks.map(\.values.count), [11])
  }

  func testAPathTimelineOverTheLimitStopsWhileRecording() {
    // 11 frames × 1 track = 11 passes the check before evaluating; 2200 numbers do not.
    XCTAssertNil(pathScene().timelineLimitDiagnostic(layer: nil, keyPath: nil, limit: 2199))
    let outcome = pathScene().checkedTimeline(layer: nil, keyPath: nil, limit: 2199)
    guard case .tooLarge(let diagnostic) = outcome else {
      return XCTFail("2200 numbers exceed a limit of 2199")
    }
    XCTAssertEqual(diagnostic.id, "timeline-too-large")
    XCTAssertEqual(
      diagnostic.message,
      "the timeline of 11 frames of 1 animated property would hold more than 2199 numbers")
  }

  func testFramesTimesTracksOverTheLimitIsRefusedBeforeEvaluating() {
    guard case .tooLarge(let diagnostic) = pathScene().checkedTimeline(layer: nil, keyPath: nil, limit: 10)
    else { return XCTFail("11 values exceed a limit of 10") }
    XCTAssertEqual(
      diagnostic.message, "the timeline of 11 frames of 1 animated property would hold more than 10 numbers")
    // Selecting no track leaves nothing to evaluate.
    guard case .timeline(let none) = pathScene().checkedTimeline(layer: "other", keyPath: nil, limit: 10)
    else { return XCTFail("no tracks, no numbers") }
    XCTAssertEqual(none.tracks, [])
  }

  func testNumbersPerValue() {
    let cubic = BezierPath([
      .move(Point(0, 0)), .cubic(control1: Point(1, 1), control2: Point(2, 2), to: Point(3, 3)),
      .quad(control: Point(4, 4), to: Point(5, 5)), .close,
    ])
    let counts = [
      AnimatableValue.number(1), .bool(true), .color(.black), .color(nil), .point(Point(1, 2)),
      .size(Size(1, 2)), .rect(Rect(0, 0, 1, 1)), .transform(.identity), .colors([.black, .white]),
      .numbers([1, 2, 3]), .path(cubic), .path(nil), .colors([]),
    ].map(SceneEvaluator.numberCount)
    // A path: 2 × (1 + 3 + 2 + 0) points = 12.
    XCTAssertEqual(counts, [1, 1, 1, 1, 2, 2, 4, 6, 2, 3, 12, 1, 1])
  }
}

/// Timing hands the command line facts, not advice: the typed track selection, and a
/// `timeline-too-large` without notes about options (the executable words those).
final class TimelineSelectionTests: XCTestCase {
  func testTypedSelectionMatchesTheSpelling() throws {
    let text = """
      version: 1
      scene: { size: [10, 10], fps: 10, duration: 1 }
      layers:
        - id: a
          animations:
            - { keyPath: position.x, toValue: 5, duration: 1 }
            - { keyPath: opacity, toValue: 0, duration: 1 }
      """
    let scene = try XCTUnwrap(SceneLoader.decode(bytes: Array(text.utf8), file: "t.yaml").scene)
    let evaluator = SceneEvaluator(scene: scene)
    guard case .timeline(let typed) = evaluator.checkedTimeline(property: .position),
      case .timeline(let spelled) = evaluator.checkedTimeline(keyPath: "position.x"),
      case .timeline(let all) = evaluator.checkedTimeline(property: nil)
    else { return XCTFail("small timelines") }
    XCTAssertEqual(typed, spelled)
    XCTAssertEqual(typed.tracks.map(\.property), [.position])
    XCTAssertEqual(all.tracks.map(\.property), [.opacity, .position])
    XCTAssertEqual(LayerProperty(keyPathSpelling: "transform.rotation"), .transform)
    XCTAssertEqual(LayerProperty(keyPathSpelling: "transform.nope"), .transform)
    XCTAssertNil(LayerProperty(keyPathSpelling: "rotaton"))
    guard case .tooLarge(let diagnostic) = evaluator.checkedTimeline(layer: nil, keyPath: nil, limit: 1)
    else { return XCTFail("over the limit") }
    XCTAssertEqual(diagnostic.notes, [])
  }
}
