import SceneModel
import XCTest

@testable import SceneTiming

/// Replicator layers: copies with instanceTransform^i, instance colors with i × offsets,
/// and each copy's animations i × instanceDelay later.
final class ReplicatorTests: XCTestCase {
  func replicator(count: Int, delay: Double = 0.5, sublayerAnimations: [Animation]? = nil)
    -> SceneEvaluator
  {
    let dot = Build.layer(
      "dot",
      sublayerAnimations ?? [
        Build.basic("cornerRadius", from: .number(0), to: .number(100), Build.timing(duration: 1))
      ]
    ) { $0.cornerRadius = 7 }
    let replicator = Build.layer("rep", kind: .replicator, sublayers: [dot]) {
      $0.instanceCount = count
      $0.instanceTransform = Transform(translation: Point(10, 0), rotation: .pi / 2)
      $0.instanceDelay = delay
      $0.instanceColor = Color(red: 1, green: 1, blue: 1, alpha: 1)
      $0.instanceRedOffset = -0.25
      $0.instanceAlphaOffset = -0.5
    }
    return SceneEvaluator(scene: Build.scene([replicator], duration: 3))
  }

  func testInstancesAreDelayedCopies() {
    let frame = replicator(count: 3).frame(at: 0.5)
    let rep = frame.layers[0]
    XCTAssertEqual(rep.instances.map(\.index), [0, 1, 2])
    let radii = rep.instances.map { $0.sublayers[0].properties.cornerRadius }
    // Copy 0 at 0.5 s, copy 1 at 0 s, copy 2 at −0.5 s (before begin: the model value).
    XCTAssertEqual(radii, [50, 0, 7])
    // The replicator's own sublayers are copy 0.
    XCTAssertEqual(rep.sublayers, rep.instances[0].sublayers)
  }

  func testInstanceTransformsAccumulate() {
    let rep = replicator(count: 3).frame(at: 0).layers[0]
    let step = Transform(translation: Point(10, 0), rotation: .pi / 2).matrix
    XCTAssertEqual(rep.instances[0].transform, .identity)
    XCTAssertEqual(rep.instances[1].transform, step)
    XCTAssertEqual(rep.instances[2].transform, step.then(step))
    // Two quarter turns and the translations: (x, y) → (−x, −y) + (10, 10).
    let m = rep.instances[2].transform
    XCTAssertEqual(m.a, -1, accuracy: 1e-12)
    XCTAssertEqual(m.d, -1, accuracy: 1e-12)
    XCTAssertEqual(m.tx, 10, accuracy: 1e-12)
    XCTAssertEqual(m.ty, 10, accuracy: 1e-12)
  }

  func testInstanceColorsCarryOffsetsClamped() {
    let rep = replicator(count: 3).frame(at: 0).layers[0]
    XCTAssertEqual(rep.instances[0].color, Color(red: 1, green: 1, blue: 1, alpha: 1))
    XCTAssertEqual(rep.instances[1].color, Color(red: 0.75, green: 1, blue: 1, alpha: 0.5))
    XCTAssertEqual(rep.instances[2].color, Color(red: 0.5, green: 1, blue: 1, alpha: 0))
  }

  func testZeroInstancesDrawNothing() {
    let rep = replicator(count: 0).frame(at: 0.5).layers[0]
    XCTAssertEqual(rep.instances, [])
    XCTAssertEqual(rep.sublayers, [])
  }

  func testTimelineShowsTheUndelayedLayer() {
    let timeline = replicator(count: 3).timeline(layer: "dot")
    XCTAssertEqual(timeline.tracks.count, 1)
    XCTAssertEqual(timeline.tracks[0].values[30], .number(50))
  }

  func testSetsAreNotDelayedPerCopy() {
    let set = Build.set([("cornerRadius", .number(60))], Build.timing(begin: 1))
    let rep = replicator(count: 3, sublayerAnimations: [set]).frame(at: 1).layers[0]
    XCTAssertEqual(rep.instances.map { $0.sublayers[0].properties.cornerRadius }, [60, 60, 60])
  }

  func testAnimatedInstanceDelay() {
    let delayRamp = Build.basic(
      "instanceDelay", from: .number(0), to: .number(1), Build.timing(duration: 1))
    let dot = Build.layer(
      "dot",
      [Build.basic("cornerRadius", from: .number(0), to: .number(100), Build.timing(duration: 2))]
    )
    let rep = Build.layer("rep", kind: .replicator, [delayRamp], sublayers: [dot]) {
      $0.instanceCount = 2
    }
    let frame = SceneEvaluator(scene: Build.scene([rep], duration: 2)).frame(at: 0.5)
    // instanceDelay is 0.5 at t = 0.5: copy 1 shows t = 0.
    XCTAssertEqual(frame.layers[0].instances[1].sublayers[0].properties.cornerRadius, 0)
    XCTAssertEqual(frame.layers[0].instances[0].sublayers[0].properties.cornerRadius, 25)
  }
}
