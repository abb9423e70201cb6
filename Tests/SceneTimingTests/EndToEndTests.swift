import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTiming
import XCTest

/// A few scenes through SceneLoader (YAML) and the evaluator.
final class EndToEndTests: XCTestCase {
  func evaluate(_ yaml: String) throws -> SceneEvaluator {
    let result = SceneLoader.decode(bytes: Array(yaml.utf8), file: "e2e.yaml")
    let scene = try XCTUnwrap(result.scene, "\(result.diagnostics.map(\.message))")
    XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }, [])
    return SceneEvaluator(scene: scene)
  }

  func testReadmeExample() throws {
    let evaluator = try evaluate(
      """
      version: 1
      scene: { name: pop, size: [200, 200], fps: 30 }
      layers:
        - id: ring
          type: shape
          position: [100, 100]
          path: { circle: [0, 0], radius: 60 }
          fillColor: none
          strokeColor: "#009ad6"
          lineWidth: 8
          animations:
            - { keyPath: strokeEnd, fromValue: 0, toValue: 1, duration: 0.6, timingFunction: easeOut }
      """)
    XCTAssertEqual(evaluator.duration, 0.6)
    XCTAssertEqual(evaluator.frameCount, 19)
    let timeline = evaluator.timeline()
    XCTAssertEqual(timeline.tracks.map(\.property), [.strokeEnd])
    let values = timeline.tracks[0].values.compactMap(\.number)
    // Frame 9 is t = 0.3, half-way: easeOut(0.5) = 0.684643 (docs/timing.md, "Reference values").
    XCTAssertEqual(values[9], 0.684643, accuracy: 5e-7)
    XCTAssertEqual(values.first, 0)
    XCTAssertEqual(values.last, 1)
    XCTAssertTrue(
      TimelineJSON.encode(timeline).hasPrefix(
        """
        {
          "scene": "pop",
          "fps": 30,
          "frameCount": 19,
          "duration": 0.6,
          "size": [200, 200],
        """))
  }

  /// Discrete path keyframes jump from shape to shape; differing elements morph nothing.
  func testDiscretePathKeyframesAreNoMorph() throws {
    let text = """
      version: 1
      scene: { name: morph, size: [100, 100] }
      layers:
        - id: shape
          type: shape
          path: { rect: [0, 0, 10, 10] }
          animations:
            - type: keyframe
              keyPath: path
              calculationMode: discrete
              values: [{ rect: [0, 0, 10, 10] }, { polygon: [[0, 0], [10, 0], [5, 8]] }]
              duration: 1
      """
    XCTAssertEqual(try evaluate(text).diagnostics.map(\.id), [])
    let linear = text.replacingOccurrences(of: "calculationMode: discrete", with: "calculationMode: linear")
    XCTAssertEqual(try evaluate(linear).diagnostics.map(\.id), ["path-morph-mismatch"])
  }

  func testMorphWarningPointsAtTheValue() throws {
    let evaluator = try evaluate(
      """
      version: 1
      scene: { name: morph, size: [100, 100] }
      layers:
        - id: shape
          type: shape
          path: { rect: [0, 0, 10, 10] }
          animations:
            - keyPath: path
              toValue: { polygon: [[0, 0], [10, 0], [5, 8]] }
              duration: 1
      """)
    XCTAssertEqual(evaluator.diagnostics.map(\.id), ["path-morph-mismatch"])
    let range = try XCTUnwrap(evaluator.diagnostics.first?.range)
    XCTAssertEqual(range.start.line, 9)
    XCTAssertEqual(range.start.column, 18)  // the value after "toValue: "
  }

  func testSequenceSetAndAfterThroughYAML() throws {
    let evaluator = try evaluate(
      """
      version: 1
      scene: { name: chain, size: [100, 100], fps: 10 }
      layers:
        - id: box
          opacity: 1
          animations:
            - id: steps
              type: sequence
              animations:
                - { keyPath: opacity, fromValue: 0, toValue: 1, duration: 0.5 }
                - { keyPath: opacity, fromValue: 1, toValue: 0.5, duration: 0.5 }
            - type: set
              after: steps
              delay: 0.2
              values: { opacity: 0.25 }
      """)
    XCTAssertEqual(evaluator.duration, 1.2)
    XCTAssertEqual(evaluator.opacity("box", .opacity, at: 0.25), 0.5, accuracy: 1e-12)
    XCTAssertEqual(evaluator.opacity("box", .opacity, at: 0.75), 0.75, accuracy: 1e-12)
    XCTAssertEqual(evaluator.opacity("box", .opacity, at: 1.1), 1)
    XCTAssertEqual(evaluator.opacity("box", .opacity, at: 1.2), 0.25)
  }
}

extension SceneEvaluator {
  fileprivate func opacity(_ id: String, _ property: LayerProperty, at time: Double) -> Double {
    let values = timeline(at: time, layer: id, keyPath: property.rawValue).tracks.first?.values
    guard case .number(let v)? = values?.first else { return .nan }
    return v
  }
}
