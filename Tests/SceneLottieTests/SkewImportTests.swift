import SceneTestSupport
import XCTest

/// Lottie skew (`sk`) and skew axis (`sa`) become the layer's `skew` and `skewAxis`, their
/// keyframes as keyframes (docs/import.md, "Transforms").
final class SkewImportTests: XCTestCase {
  func testStaticSkewIsALayerProperty() throws {
    let ks = #"{"p": {"a": 0, "k": [50, 50]}, "sk": {"a": 0, "k": 45}, "sa": {"a": 0, "k": 0}}"#
    let text = LottieFixture.file(layers: "[\(LottieFixture.squareLayer(ks: ks))]")
    let yaml = try LottieFixture.yaml(text)
    XCTAssertTrue(yaml.contains("    position: [50, 50]\n    skew: 45\n"), yaml)
    XCTAssertEqual(LottieFixture.warnings(text), [])
    // Top edge (y 30) spans x 50…90, bottom edge (y 70) x 10…50.
    assertPixels(
      try LottieFixture.render(text, frame: 0),
      [(85, 32, .red), (20, 32, .clear), (15, 68, .red), (80, 68, .clear)])
  }

  func testAnimatedSkewKeepsItsKeyframes() throws {
    let ks = """
      {"p": {"a": 0, "k": [50, 50]},
       "sk": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.3], "y": [0]}, "i": {"x": [0.7], "y": [1]}}, {"t": 30, "s": [45]}]},
       "sa": {"a": 1, "k": [{"t": 15, "s": [0], "h": 1}, {"t": 30, "s": [90]}]}}
      """
    let text = LottieFixture.file(layers: "[\(LottieFixture.squareLayer(ks: ks))]")
    let yaml = try LottieFixture.yaml(text)
    XCTAssertEqual(LottieFixture.warnings(text), [])
    XCTAssertTrue(yaml.contains("""
          skew: 0
          skewAxis: 0
          animations:
            - type: keyframe
              keyPath: skew
              beginTime: 0
              duration: 1
              values: [0, 45]
              keyTimes: [0, 1]
              timingFunctions: [[0.3, 0, 0.7, 1]]
      """), yaml)
    XCTAssertTrue(yaml.contains("keyPath: skewAxis\n        beginTime: 0.5\n        duration: 0.5\n        values: [0, 0, 90]"), yaml)
    // Frame 30: skew 45 along the axis 90°: the right edge (x 70) spans y 50…90.
    assertPixels(
      try LottieFixture.render(text, frame: 30),
      [(68, 85, .red), (68, 20, .clear), (32, 15, .red), (32, 80, .clear)])
  }
}
