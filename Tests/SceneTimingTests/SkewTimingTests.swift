import SceneModel
import XCTest

@testable import SceneTiming

/// `skew` and `skewAxis` (an extension) animate as numbers and enter the layer matrix
/// between the transform's scale and its rotation (docs/scene-format.md, "skew").
final class SkewTimingTests: XCTestCase {
  func testKeyframedSkewIsInterpolatedPerFrame() {
    let k = KeyframeAnimation(
      keyPath: KeyPath(.skew), values: [.number(0), .number(30), .number(60)], keyTimes: [0, 0.5, 1])
    let layer = Build.layer("a", [Build.keyframe(k, Build.timing(duration: 1, fill: .both, removedOnCompletion: false))])
    let e = SceneEvaluator(scene: Build.scene([layer], duration: 1))
    XCTAssertEqual(e.number("a", .skew, at: 0), 0)
    XCTAssertEqual(e.number("a", .skew, at: 0.25), 15, accuracy: 1e-9)
    XCTAssertEqual(e.number("a", .skew, at: 0.75), 45, accuracy: 1e-9)
    XCTAssertEqual(e.number("a", .skewAxis, at: 0.75), 0)
    let timeline = e.timeline()
    XCTAssertEqual(timeline.tracks.map(\.property), [.skew])
  }

  func testMatrixOrderIsScaleSkewRotation() {
    // scale [2, 1], skew 45° along x, rotation 90° clockwise.
    let t = Transform(rotation: .pi / 2, scaleX: 2, scaleY: 1)
    let m = t.matrix(skew: 45, skewAxis: 0)
    let x = m.apply(Point(1, 0)), y = m.apply(Point(0, 1))
    // (1, 0) → scale (2, 0) → skew (2, 0) → rotate (0, 2).
    XCTAssertEqual(x.x, 0, accuracy: 1e-12)
    XCTAssertEqual(x.y, 2, accuracy: 1e-12)
    // (0, 1) → (0, 1) → x − tan 45° · y = −1: (−1, 1) → rotate (−1, −1).
    XCTAssertEqual(y.x, -1, accuracy: 1e-12)
    XCTAssertEqual(y.y, -1, accuracy: 1e-12)
    // A skew axis of 90° shears vertically: (1, 0) → (1, tan 45°).
    let v = Transform().matrix(skew: 45, skewAxis: 90).apply(Point(1, 0))
    XCTAssertEqual(v.x, 1, accuracy: 1e-12)
    XCTAssertEqual(v.y, 1, accuracy: 1e-12)
    XCTAssertEqual(t.matrix(skew: 0, skewAxis: 30), t.matrix)
  }
}
