import SceneTestSupport
import XCTest

/// Time remapping (`tm` on a precomposition layer) becomes the layer's `timeRemap`, its
/// keyframes as keyframes (docs/import.md, "Layers").
final class TimeRemapImportTests: XCTestCase {
  /// A precomposition whose red 20×20 square moves linearly from x 0 (inner frame 0) to
  /// x 100 (inner frame 30) at y 50, placed by a layer with time remap `tm`.
  private func file(tm: String, st: Double = 0) -> String {
    let linear = #""o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}"#
    let square = LottieFixture.squareLayer(
      ks: #"{"p": {"a": 1, "k": [{"t": 0, "s": [0, 50], \#(linear)}, {"t": 30, "s": [100, 50]}]}, "s": {"a": 0, "k": [50, 50]}}"#)
    return LottieFixture.file(
      layers: """
        [{"ty": 0, "nm": "Remapped", "refId": "inner", "ind": 1, "ip": 0, "op": 31, "st": \(st), "w": 100, "h": 100,
          "ks": {"a": {"a": 0, "k": [50, 50]}, "p": {"a": 0, "k": [50, 50]}}, "tm": \(tm)}]
        """,
      extra: #""assets": [{"id": "inner", "w": 100, "h": 100, "layers": [\#(square)]}],"#)
  }

  func testKeyframedRemapPlaysThePrecompositionBackwards() throws {
    let linear = #""o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}"#
    let text = file(tm: #"{"a": 1, "k": [{"t": 0, "s": [1], \#(linear)}, {"t": 30, "s": [0]}]}"#)
    let yaml = try LottieFixture.yaml(text)
    XCTAssertEqual(LottieFixture.warnings(text), [])
    XCTAssertTrue(yaml.contains("""
          timeRemap: 1
          animations:
            - type: keyframe
              keyPath: timeRemap
              beginTime: 0
              duration: 1
              values: [1, 0]
              keyTimes: [0, 1]
      """), yaml)
    // Scene frame 0 shows inner frame 30 (x 100, off the right edge but for its left half),
    // frame 10 inner frame 20 (x 66.7), frame 30 inner frame 0 (x 0).
    assertPixels(try LottieFixture.render(text, frame: 10), [(66, 50, .red), (33, 50, .clear), (80, 50, .clear)])
    assertPixels(try LottieFixture.render(text, frame: 20), [(33, 50, .red), (66, 50, .clear)])
    assertPixels(try LottieFixture.render(text, frame: 30), [(3, 50, .red), (30, 50, .clear)])
  }

  func testStaticRemapFreezesAFrame() throws {
    let text = file(tm: #"{"a": 0, "k": 0.5}"#)
    let yaml = try LottieFixture.yaml(text)
    XCTAssertTrue(yaml.contains("timeRemap: 0.5\n"), yaml)
    for frame in [0, 25] {
      assertPixels(try LottieFixture.render(text, frame: frame), [(50, 50, .red), (35, 50, .clear), (65, 50, .clear)])
    }
  }

  func testRemapKeyframesFollowTheLayersStartTime() throws {
    // st 10: the remap's keyframe 0 is at scene frame 10; before it the first value holds.
    let hold = #""h": 1"#
    let text = file(tm: #"{"a": 1, "k": [{"t": 0, "s": [0], \#(hold)}, {"t": 10, "s": [0.5]}]}"#, st: 10)
    let yaml = try LottieFixture.yaml(text)
    XCTAssertTrue(yaml.contains("keyPath: timeRemap\n        beginTime: 0.333333\n"), yaml)
    assertPixels(try LottieFixture.render(text, frame: 5), [(3, 50, .red), (50, 50, .clear)])
    assertPixels(try LottieFixture.render(text, frame: 25), [(50, 50, .red), (3, 50, .clear)])
  }
}
