import SceneModel
import XCTest

@testable import SceneTiming

/// The flat timeline and its JSON.
final class TimelineTests: XCTestCase {
  /// Two layers, a mask and a sublayer, with animations on several properties.
  static func sampleScene() -> Scene {
    let mask = Build.layer(
      "mask", [Build.basic("opacity", from: .number(0), to: .number(1), Build.timing(duration: 1))])
    let child = Build.layer(
      "child",
      [
        Build.basic("position.x", from: .number(0), to: .number(30), Build.timing(duration: 0.5)),
        // From 5 to 5: animated but never changing, so no track.
        Build.basic("zPosition", from: .number(5), to: .number(5), Build.timing(duration: 1)),
      ]
    ) { $0.zPosition = 5 }
    var parent = Build.layer(
      "parent",
      [
        Build.basic("opacity", to: .number(0), Build.timing(duration: 1)),
        Build.basic(
          "backgroundColor", from: .color(.black), to: .color(.white), Build.timing(duration: 1)),
      ], sublayers: [child])
    parent.mask = mask
    let other = Build.layer(
      "other",
      [
        Build.basic(
          "transform.rotation.z", from: .number(0), to: .number(.pi), Build.timing(duration: 1))
      ])
    return Build.scene([parent, other], fps: 10, name: "sample")
  }

  func testTracksOrderedByLayerThenPropertyName() {
    let timeline = SceneEvaluator(scene: Self.sampleScene()).timeline()
    XCTAssertEqual(
      timeline.tracks.map { "\($0.layer).\($0.property.rawValue)" },
      [
        "parent.backgroundColor", "parent.opacity", "mask.opacity", "child.position",
        "other.transform",
      ])
    XCTAssertEqual(timeline.frameCount, 11)
    XCTAssertEqual(timeline.duration, 1)
    XCTAssertTrue(timeline.tracks.allSatisfy { $0.values.count == 11 })
  }

  func testFrameValuesEqualSingleFrameEvaluation() {
    let evaluator = SceneEvaluator(scene: Self.sampleScene())
    let timeline = evaluator.timeline()
    for index in 0..<timeline.frameCount {
      let frame = evaluator.frame(index: index)
      XCTAssertEqual(frame.time, Double(index) / 10)
      var layers: [String: LayerProperties] = [:]
      func collect(_ list: [FrameLayer]) {
        for layer in list {
          layers[layer.id] = layer.properties
          if let mask = layer.mask { collect([mask]) }
          collect(layer.sublayers)
        }
      }
      collect(frame.layers)
      for track in timeline.tracks {
        XCTAssertEqual(track.values[index], layers[track.layer]?[track.property], "\(track.layer) \(index)")
      }
    }
  }

  func testFramesAreIndependentOfEvaluationOrder() {
    let evaluator = SceneEvaluator(scene: Self.sampleScene())
    let forward = (0..<11).map { evaluator.frame(index: $0) }
    let backward = (0..<11).reversed().map { evaluator.frame(index: $0) }.reversed()
    XCTAssertEqual(forward, Array(backward))
  }

  func testFilters() {
    let evaluator = SceneEvaluator(scene: Self.sampleScene())
    XCTAssertEqual(evaluator.timeline(layer: "parent").tracks.map(\.property), [.backgroundColor, .opacity])
    XCTAssertEqual(evaluator.timeline(keyPath: "opacity").tracks.map(\.layer), ["parent", "mask"])
    XCTAssertEqual(evaluator.timeline(keyPath: "position.x").tracks.map(\.layer), ["child"])
    XCTAssertEqual(evaluator.timeline(keyPath: "transform.rotation").tracks.map(\.layer), ["other"])
    XCTAssertEqual(evaluator.timeline(layer: "child", keyPath: "opacity").tracks, [])
    XCTAssertEqual(evaluator.timeline(layer: "nope").tracks, [])
  }

  func testTimelineAtOneInstantKeepsTheWholeScenesTracks() {
    let evaluator = SceneEvaluator(scene: Self.sampleScene())
    // At 0.75 the child's position animation is over, but its track still belongs.
    let at = evaluator.timeline(at: 0.75)
    XCTAssertEqual(at.frameCount, 1)
    XCTAssertEqual(at.duration, 1)
    XCTAssertEqual(at.tracks.map(\.layer), ["parent", "parent", "mask", "child", "other"])
    XCTAssertEqual(at.tracks[3].values, [.point(Point(0, 0))])
    XCTAssertEqual(at.tracks[2].values, [.number(0.75)])
    XCTAssertEqual(evaluator.timeline(at: 0.75, layer: "mask").tracks.count, 1)
  }

  func testJSONEncoding() {
    let layer = Build.layer(
      "dot",
      [
        Build.basic("opacity", from: .number(0), to: .number(1), Build.timing(duration: 0.2)),
        Build.basic(
          "position", from: .point(Point(0, 0)), to: .point(Point(-0.0, 10)),
          Build.timing(duration: 0.2)),
        Build.basic("hidden", from: .bool(false), to: .bool(true), Build.timing(duration: 0.2)),
      ])
    let json = TimelineJSON.encode(
      SceneEvaluator(scene: Build.scene([layer], fps: 10, name: "a\"b")).timeline())
    XCTAssertEqual(
      json,
      """
      {
        "scene": "a\\"b",
        "fps": 10,
        "frameCount": 3,
        "duration": 0.2,
        "size": [100, 100],
        "tracks": [
          {
            "layer": "dot",
            "keyPath": "hidden",
            "values": [false, true, true]
          },
          {
            "layer": "dot",
            "keyPath": "opacity",
            "values": [0, 0.5, 1]
          },
          {
            "layer": "dot",
            "keyPath": "position",
            "values": [[0, 0], [0, 5], [0, 10]]
          }
        ]
      }
      """)
  }

  func testJSONWithoutTracks() {
    let json = TimelineJSON.encode(
      SceneEvaluator(scene: Build.scene([Build.layer("x")], fps: 30, name: "empty")).timeline())
    XCTAssertEqual(
      json,
      """
      {
        "scene": "empty",
        "fps": 30,
        "frameCount": 1,
        "duration": 0,
        "size": [100, 100],
        "tracks": []
      }
      """)
  }

  func testValueSpellings() {
    XCTAssertEqual(
      TimelineJSON.value(.color(Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))), "\"#ff800040\"")
    XCTAssertEqual(TimelineJSON.value(.color(nil)), "null")
    XCTAssertEqual(TimelineJSON.value(.path(nil)), "null")
    XCTAssertEqual(TimelineJSON.value(.rect(Rect(1, 2, 3.5, 4))), "[1, 2, 3.5, 4]")
    XCTAssertEqual(TimelineJSON.value(.size(Size(0.25, -1))), "[0.25, -1]")
    XCTAssertEqual(TimelineJSON.value(.numbers([0, 0.5])), "[0, 0.5]")
    XCTAssertEqual(TimelineJSON.value(.colors([.black, .clear])), "[\"#000000ff\", \"#00000000\"]")
    XCTAssertEqual(
      TimelineJSON.value(
        .transform(Transform(translation: Point(3, 4), rotation: .pi / 2, scaleX: 2, scaleY: 2))),
      "[0, 2, -2, 0, 3, 4]")
    let path = BezierPath([
      .move(Point(0, 0.5)), .line(Point(10, 0)), .quad(control: Point(1, 2), to: Point(3, 4)),
      .cubic(control1: Point(5, 6), control2: Point(7, 8), to: Point(-9, 10)), .close,
    ])
    XCTAssertEqual(
      TimelineJSON.value(.path(path)), "\"M 0 0.5 L 10 0 Q 1 2 3 4 C 5 6 7 8 -9 10 Z\"")
  }

  func testNumbersAreShortestRoundTrip() {
    XCTAssertEqual(TimelineJSON.number(100), "100")
    XCTAssertEqual(TimelineJSON.number(-0.0), "0")
    XCTAssertEqual(TimelineJSON.number(0.1), "0.1")
    XCTAssertEqual(TimelineJSON.number(0.1 + 0.2), "0.30000000000000004")
    // Shortest form: no '+' and no leading zeros in the exponent (Swift writes 1e-07, -2.5e+20).
    XCTAssertEqual(TimelineJSON.number(1e-7), "1e-7")
    XCTAssertEqual(TimelineJSON.number(-2.5e20), "-2.5e20")
    XCTAssertEqual(TimelineJSON.number(1.5e-300), "1.5e-300")
    XCTAssertEqual(TimelineJSON.number(1e100), "1e100")
    XCTAssertEqual(TimelineJSON.number(.nan), "null")
    var generator = SplitMix(seed: 3)
    for _ in 0..<2000 {
      let bits = generator.next()
      let value = Double(bitPattern: bits)
      guard value.isFinite else { continue }
      let text = TimelineJSON.number(value)
      XCTAssertEqual(Double(text), value == 0 ? 0 : value, text)
      XCTAssertFalse(text.hasSuffix(".0"), text)
      XCTAssertFalse(text.contains("e+") || text.contains("e0") || text.contains("e-0"), text)
    }
  }
}
