import SceneModel
import XCTest

@testable import SceneTiming

/// Builders for scenes written directly in Swift (no YAML), so these tests do not depend
/// on the decoder.
enum Build {
  static func scene(
    _ layers: [Layer], duration: Double? = nil, fps: Double = 60, name: String = "test"
  ) -> Scene {
    // As the decoder does once the references are checked.
    var scene = Scene(
      file: "test.yaml", name: name, size: Size(100, 100), fps: fps, duration: duration,
      layers: layers)
    scene.resolveAfterReferences()
    return scene
  }

  static func layer(
    _ id: String, kind: LayerKind = .layer, _ animations: [Animation] = [],
    sublayers: [Layer] = [], configure: (inout LayerProperties) -> Void = { _ in }
  ) -> Layer {
    var properties = LayerProperties()
    configure(&properties)
    return Layer(
      id: id, kind: kind, properties: properties, sublayers: sublayers, animations: animations)
  }

  static func timing(
    begin: Double = 0, duration: Double? = nil, speed: Double = 1, timeOffset: Double = 0,
    repeatCount: Double = 0, repeatDuration: Double = 0, autoreverses: Bool = false,
    fill: FillMode = .removed, removedOnCompletion: Bool = true,
    timingFunction: TimingFunction? = nil, after: String? = nil, delay: Double = 0
  ) -> AnimationTiming {
    var t = AnimationTiming()
    t.start = after.map { .after(id: $0, delay: delay) } ?? .beginTime(begin)
    t.duration = duration
    t.speed = speed
    t.timeOffset = timeOffset
    t.repeatCount = repeatCount
    t.repeatDuration = repeatDuration
    t.autoreverses = autoreverses
    t.fillMode = fill
    t.removedOnCompletion = removedOnCompletion
    t.timingFunction = timingFunction
    return t
  }

  static func basic(
    _ keyPath: String, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
    by: AnimatableValue? = nil, _ timing: AnimationTiming = AnimationTiming(),
    id: String? = nil, additive: Bool = false, cumulative: Bool = false
  ) -> Animation {
    Animation(
      id: id,
      kind: .basic(
        BasicAnimation(keyPath: Build.keyPath(keyPath), fromValue: from, toValue: to, byValue: by)),
      timing: timing, additive: additive, cumulative: cumulative)
  }

  static func keyframe(
    _ keyframe: KeyframeAnimation, _ timing: AnimationTiming = AnimationTiming(),
    additive: Bool = false, cumulative: Bool = false
  ) -> Animation {
    Animation(kind: .keyframe(keyframe), timing: timing, additive: additive, cumulative: cumulative)
  }

  static func group(
    _ children: [Animation], _ timing: AnimationTiming = AnimationTiming(), id: String? = nil
  ) -> Animation {
    Animation(id: id, kind: .group(children), timing: timing)
  }

  static func sequence(
    _ children: [Animation], _ timing: AnimationTiming = AnimationTiming(), id: String? = nil
  ) -> Animation {
    Animation(id: id, kind: .sequence(children), timing: timing)
  }

  static func set(_ values: [(String, AnimatableValue)], _ timing: AnimationTiming) -> Animation {
    Animation(
      kind: .set(values.map { SetValue(keyPath: keyPath($0.0), value: $0.1) }), timing: timing)
  }

  static func keyPath(_ string: String) -> KeyPath {
    guard let keyPath = KeyPath(parsing: string) else {
      preconditionFailure("unknown key path \(string)")
    }
    return keyPath
  }
}

extension SceneEvaluator {
  /// The presentation properties of layer `id` at scene time `time` (not replicated).
  func properties(_ id: String, at time: Double) -> LayerProperties {
    func find(_ layers: [FrameLayer]) -> FrameLayer? {
      for layer in layers {
        if layer.id == id { return layer }
        if let mask = layer.mask, let found = find([mask]) { return found }
        if let found = find(layer.sublayers) { return found }
      }
      return nil
    }
    guard let layer = find(frame(at: time).layers) else {
      preconditionFailure("no layer \(id)")
    }
    return layer.properties
  }

  func number(_ id: String, _ property: LayerProperty, at time: Double) -> Double {
    guard case .number(let v) = properties(id, at: time)[property] else {
      preconditionFailure("\(property) is not a number")
    }
    return v
  }
}

func assertClose(
  _ actual: Double, _ expected: Double, accuracy: Double = 1e-9, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(actual, expected, accuracy: accuracy, message, file: file, line: line)
}

func assertClose(
  _ actual: Point, _ expected: Point, accuracy: Double = 1e-9, _ message: String = "",
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x " + message, file: file, line: line)
  XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y " + message, file: file, line: line)
}
