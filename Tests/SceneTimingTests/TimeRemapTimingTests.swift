import SceneModel
import XCTest

@testable import SceneTiming

/// `timeRemap` (an extension): the sublayers of a layer are evaluated at the time it names,
/// in frames and in the timeline alike; the layer itself and its mask keep their own time.
final class TimeRemapTimingTests: XCTestCase {
  /// `child`'s cornerRadius goes 0 → 100 over 0…1 s; `parent` remaps with `remap`.
  private func evaluator(_ remap: [Animation], model: Double = -.infinity) -> SceneEvaluator {
    let grow = Build.basic(
      "cornerRadius", from: .number(0), to: .number(100),
      Build.timing(duration: 1, fill: .both, removedOnCompletion: false))
    let child = Build.layer("child", [grow])
    let parent = Build.layer("parent", remap, sublayers: [child]) { $0.timeRemap = model }
    return SceneEvaluator(scene: Build.scene([parent], duration: 1))
  }

  func testWithoutRemapTheSublayersShareTheTime() {
    XCTAssertEqual(evaluator([]).number("child", .cornerRadius, at: 0.25), 25, accuracy: 1e-9)
  }

  func testAStaticRemapFreezesTheSublayers() {
    let e = evaluator([], model: 0.75)
    for t in [0.0, 0.5, 1] { XCTAssertEqual(e.number("child", .cornerRadius, at: t), 75, accuracy: 1e-9) }
  }

  func testAnAnimatedRemapPlaysBackwardsInFramesAndTimeline() {
    let reverse = Build.basic(
      "timeRemap", from: .number(1), to: .number(0),
      Build.timing(duration: 1, fill: .both, removedOnCompletion: false))
    let e = evaluator([reverse], model: 1)
    XCTAssertEqual(e.number("child", .cornerRadius, at: 0.25), 75, accuracy: 1e-9)
    let frame = e.frame(at: 0.25)
    XCTAssertEqual(frame.layers[0].sublayers[0].properties.cornerRadius, 75, accuracy: 1e-9)
    XCTAssertEqual(frame.layers[0].properties.timeRemap, 0.75, accuracy: 1e-9)
    let timeline = e.timeline()
    let track = timeline.tracks.first { $0.layer == "child" }
    guard case .number(let v) = track?.values[15] else { return XCTFail("\(timeline.tracks)") }
    XCTAssertEqual(v, 75, accuracy: 1e-9)  // frame 15 of 60 fps is 0.25 s
  }
}
