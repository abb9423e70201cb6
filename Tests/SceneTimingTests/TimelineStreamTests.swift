import Foundation
import SceneDecoder
import SceneDiagnostics
import SceneGeometry
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneTiming

/// The streamed timeline (`writeTimelineJSON`, what `scenec timeline` writes) is byte for
/// byte `TimelineJSON.encode(checkedTimeline(…))`, with every option and selection, and
/// refuses exactly what `checkedTimeline` refuses, before writing anything.
final class TimelineStreamTests: XCTestCase {
  func streamed(
    _ evaluator: SceneEvaluator, layer: String? = nil, keyPath: String? = nil,
    options: TimelineJSON.Options = .init(), limit: Int = SceneEvaluator.maxTimelineNumbers
  ) -> (String, Diagnostic?) {
    var bytes: [UInt8] = []
    var pieces = 0
    let diagnostic = evaluator.writeTimelineJSON(
      layer: layer, property: keyPath.map { LayerProperty(keyPathSpelling: $0) }, options: options, limit: limit
    ) {
      bytes += $0
      pieces += 1
    }
    if diagnostic != nil { XCTAssertEqual(pieces, 0, "nothing is written before a refusal") }
    return (String(decoding: bytes, as: UTF8.self), diagnostic)
  }

  func encoded(
    _ evaluator: SceneEvaluator, layer: String? = nil, keyPath: String? = nil,
    options: TimelineJSON.Options = .init(), limit: Int = SceneEvaluator.maxTimelineNumbers
  ) -> (String, Diagnostic?) {
    switch evaluator.checkedTimeline(layer: layer, keyPath: keyPath, limit: limit) {
    case .timeline(let timeline): (TimelineJSON.encode(timeline, options: options), nil)
    case .tooLarge(let diagnostic): ("", diagnostic)
    }
  }

  func testEveryReferenceSceneStreamsTheEncodedTimeline() throws {
    let folder = packageRoot().appendingPathComponent("scenes")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yaml") }
    XCTAssertFalse(files.isEmpty)
    let allOptions = [
      TimelineJSON.Options(), .init(times: true), .init(decompose: true), .init(times: true, decompose: true),
    ]
    for file in files.sorted() {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
      let scene = try XCTUnwrap(SceneLoader.decode(bytes: bytes, file: "scenes/" + file).scene, file)
      let evaluator = SceneEvaluator(scene: scene)
      for options in allOptions {
        let (text, diagnostic) = streamed(evaluator, options: options)
        XCTAssertNil(diagnostic)
        XCTAssertEqual(text, encoded(evaluator, options: options).0, "\(file) \(options)")
      }
      for keyPath in ["opacity", "position.x", "transform", "nonsense"] {
        XCTAssertEqual(
          streamed(evaluator, keyPath: keyPath).0, encoded(evaluator, keyPath: keyPath).0, "\(file) \(keyPath)")
      }
      let layer = scene.allLayers().last?.id
      XCTAssertEqual(streamed(evaluator, layer: layer).0, encoded(evaluator, layer: layer).0, "\(file) \(layer ?? "")")
    }
  }

  /// Groups, keyframes with a rotation mode (which also turn the transform), sets, additive
  /// and cumulative animations on one layer: each track evaluated from its own animations
  /// equals the whole layer's evaluation.
  func testTracksEvaluatedFromTheirOwnAnimationsMatchTheWholeLayer() {
    let orbit = BezierPath([.move(Point(0, 0)), .cubic(control1: Point(50, 0), control2: Point(50, 50), to: Point(0, 50))])
    let follow = Build.keyframe(
      KeyframeAnimation(keyPath: KeyPath(.position), path: orbit, rotationMode: .auto), Build.timing(duration: 1))
    let additive = Build.basic(
      "position.x", by: .number(10), Build.timing(duration: 0.5, repeatCount: 3), additive: true, cumulative: true)
    let layer = Build.layer(
      "a",
      [
        follow,
        Build.group(
          [
            Build.basic("opacity", from: .number(1), to: .number(0.2), Build.timing(duration: 0.4)),
            Build.basic("transform.scale", to: .number(2), Build.timing(duration: 0.6)),
          ], Build.timing(begin: 0.2, duration: 1)),
        additive,
        Build.set([("backgroundColor", .color(.white))], Build.timing(begin: 0.3)),
        Build.basic("backgroundColor", to: .color(.black), Build.timing(begin: 0.5, duration: 0.5)),
      ])
    let evaluator = SceneEvaluator(scene: Build.scene([layer], duration: 2, fps: 10))
    XCTAssertEqual(
      evaluator.trackPlans(layer: nil, property: nil).map(\.property),
      [.backgroundColor, .opacity, .position, .transform])
    let options = TimelineJSON.Options(times: true, decompose: true)
    let (text, _) = streamed(evaluator, options: options)
    XCTAssertEqual(text, encoded(evaluator, options: options).0)
    XCTAssertTrue(text.contains("\"keyPath\": \"transform\""))
  }

  /// A sublayer under a layer that remaps its time (`timeRemap`) is streamed at the remapped
  /// time, as `checkedTimeline` records it.
  func testRemappedSublayersStreamAtTheirRemappedTime() {
    let child = Build.layer("child", [Build.basic("opacity", from: .number(0), to: .number(1), Build.timing(duration: 2))])
    let parent = Build.layer(
      "parent", [Build.basic("timeRemap", from: .number(2), to: .number(0), Build.timing(duration: 1))],
      sublayers: [child])
    let evaluator = SceneEvaluator(scene: Build.scene([parent], duration: 1, fps: 10))
    let (text, diagnostic) = streamed(evaluator)
    XCTAssertNil(diagnostic)
    XCTAssertEqual(text, encoded(evaluator).0)
    XCTAssertTrue(text.contains("\"layer\": \"child\""))
  }

  /// The limit counts every candidate track in every frame, paths by their points, as
  /// `checkedTimeline` does: 11 frames of a 100-point path are 2200 numbers.
  func testTheStreamRefusesWhatCheckedTimelineRefuses() {
    func polyline(_ y: Double) -> BezierPath {
      BezierPath([.move(Point(0, y))] + (1..<100).map { .line(Point(Double($0), y)) })
    }
    let layer = Build.layer(
      "s", kind: .shape, [Build.basic("path", to: .path(polyline(10)), Build.timing(duration: 1))]
    ) { $0.path = polyline(0) }
    let evaluator = SceneEvaluator(scene: Build.scene([layer], duration: 1, fps: 10))
    XCTAssertNil(streamed(evaluator, limit: 2200).1)
    XCTAssertEqual(streamed(evaluator, limit: 2200).0, encoded(evaluator, limit: 2200).0)
    let refused = streamed(evaluator, limit: 2199).1
    XCTAssertEqual(refused?.id, "timeline-too-large")
    XCTAssertEqual(refused, encoded(evaluator, limit: 2199).1)
    // Refused before evaluating anything: 11 frames × 1 track exceed 10.
    XCTAssertEqual(streamed(evaluator, limit: 10).1, encoded(evaluator, limit: 10).1)
  }

  /// The byte writer of numbers spells every double as `JSONText.number` does.
  func testNumbersAreWrittenAsJSONTextSpellsThem() {
    var values: [Double] = [
      0, -0.0, 1, -1, 0.5, 1e-7, 1e21, 123456789012345, 999_999_999_999_999, 1e15, -1e15, 1e16, 4503599627370496,
      9007199254740993, .pi, -.pi, 0.1 + 0.2, 1 / 3, 5e-324, .greatestFiniteMagnitude, .infinity, -.infinity, .nan,
      1e-5, 123.456, -0.000123,
    ]
    var generator = SystemRandomNumberGenerator()
    for _ in 0..<2000 {
      values.append(Double(bitPattern: generator.next()))
      values.append(Double(Int.random(in: -1_000_000...1_000_000, using: &generator)) / 64)
    }
    let out = ByteBuffer(capacity: 64)
    for v in values {
      out.removeAll()
      TimelineJSON.write(number: v, into: out)
      XCTAssertEqual(out.string, JSONText.number(v), "\(v)")
    }
  }
}
