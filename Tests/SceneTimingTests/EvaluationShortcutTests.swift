import XCTest

@testable import SceneModel
@testable import SceneTiming

/// The evaluator's shortcuts give what the long way gives, bit for bit: prepared endpoints
/// and the number fast path of basic and spring animations (`PreparedBasic`,
/// `NumberSlot`), constant frame layers, and replicator copies shared with copy 0.
/// Each scene is evaluated by `SceneEvaluator(scene:shortcuts: false)` and by the default
/// evaluator at frame times and at the edges of every animation (begin, end, every repeat
/// and autoreverse turn, each also a little before and after and at the tolerance), and
/// every frame is compared with `==`, and at frame times also as printed (which tells
/// -0.0 from 0.0).
final class EvaluationShortcutTests: XCTestCase {
  // MARK: - NumberSlot

  /// Every key path the evaluator can be handed: each property alone and with each component.
  static let everyKeyPath: [KeyPath] =
    LayerProperty.allCases.flatMap { property in
      [KeyPath(property)] + KeyPathComponent.allCases.map { KeyPath(property, $0) }
    }

  func testEveryNumberKeyPathOfTheFormatHasASlot() {
    for (spelling, keyPath) in KeyPath.all where keyPath.valueType == .number {
      XCTAssertNotNil(NumberSlot(keyPath), spelling)
    }
    XCTAssertNil(NumberSlot(KeyPath(.position)))
    XCTAssertNil(NumberSlot(KeyPath(.transform, .translation)))
    XCTAssertNil(NumberSlot(KeyPath(.opacity, .x)))
  }

  func testASlotReadsAndWritesWhatKeyPathAccessDoes() {
    let p = TypedFastPathTests.distinctProperties()
    var slots = 0
    for keyPath in Self.everyKeyPath {
      // Key paths without a slot (instanceTransform's components, …) take the general path.
      guard let slot = NumberSlot(keyPath) else { continue }
      slots += 1
      XCTAssertEqual(KeyPathAccess.read(keyPath, from: p), .number(slot.read(p)), "\(keyPath)")
      var viaAccess = p
      var viaSlot = p
      KeyPathAccess.write(.number(-41.5), at: keyPath, into: &viaAccess)
      slot.write(-41.5, into: &viaSlot)
      XCTAssertEqual(viaSlot, viaAccess, "\(keyPath)")
      XCTAssertNotEqual(viaSlot, p, "\(keyPath)")
    }
    // 16 number properties, 8 transform components, position, bounds, shadowOffset and four
    // point properties' components.
    XCTAssertEqual(slots, 16 + 8 + 2 + 4 + 2 + 8)
  }

  func testTheNumberSwitchReadsAndWritesTheNumberProperties() {
    let p = TypedFastPathTests.distinctProperties()
    for property in LayerProperty.allCases {
      XCTAssertEqual(PropertyFields.isNumber(property), property.valueType == .number, "\(property)")
      guard PropertyFields.isNumber(property) else { continue }
      XCTAssertEqual(PropertyFields.value(property, in: p), .number(PropertyFields.number(property, in: p)))
      var viaSet = p
      var viaNumber = p
      PropertyFields.set(.number(3.5), property, in: &viaSet)
      PropertyFields.setNumber(3.5, property, in: &viaNumber)
      XCTAssertEqual(viaNumber, viaSet, "\(property)")
    }
  }

  // MARK: - Prepared endpoints

  func testFixedEndpointsAreThoseComputedPerFrame() {
    let values: [AnimatableValue?] = [nil, .number(0.25), .number(2)]
    for from in values {
      for to in values {
        for by in values {
          for additive in [false, true] {
            let basic = BasicAnimation(keyPath: KeyPath(.opacity), fromValue: from, toValue: to, byValue: by)
            let prepared = PreparedBasic(basic, additive: additive)
            let general = { (current: Double, model: Double) in
              AnimationApplier.endpoints(basic, additive: additive, current: .number(current), model: .number(model))
            }
            if let fixed = prepared.fixedEndpoints {
              XCTAssertEqual(fixed.from, general(7, 9)?.0)
              XCTAssertEqual(fixed.to, general(7, 9)?.1)
              XCTAssertEqual(general(7, 9)?.0, general(-3, 5)?.0)
              XCTAssertEqual(general(7, 9)?.1, general(-3, 5)?.1)
            }
            guard let numbers = prepared.numbers else { return XCTFail("no number form") }
            for (current, model) in [(7.0, 9.0), (-3.0, 0.5)] {
              let expected = general(current, model)
              let typed = NumberEndpoints.endpoints(
                numbers.from, numbers.to, numbers.by, additive: additive, current: current, model: model)
              XCTAssertEqual(typed.map { AnimatableValue.number($0.from) }, expected?.0, "\(basic)")
              XCTAssertEqual(typed.map { AnimatableValue.number($0.to) }, expected?.1, "\(basic)")
            }
          }
        }
      }
    }
  }

  func testValuesThatAreNotNumbersTakeTheGeneralPath() {
    let point = BasicAnimation(keyPath: KeyPath(.position), fromValue: .point(.zero), toValue: .point(Point(1, 2)))
    XCTAssertNil(PreparedBasic(point, additive: false).numbers)
    XCTAssertNotNil(PreparedBasic(point, additive: false).fixedEndpoints)
    let mixed = BasicAnimation(keyPath: KeyPath(.opacity), fromValue: .number(0), toValue: .bool(true))
    XCTAssertNil(PreparedBasic(mixed, additive: false).numbers)
  }

  // MARK: - Whole frames, shortcuts against the long way

  func testNumberAnimationsOfEveryShape() {
    let keyPaths = [
      "opacity", "transform.scale", "transform.rotation.z", "position.x", "bounds.size.width",
      "transform.translation.y", "strokeEnd", "transform.scale.y",
    ]
    let values: [AnimatableValue?] = [nil, .number(0.25), .number(1.75)]
    var layers: [Layer] = []
    var n = 0
    for from in values {
      for to in values {
        for by in [nil, AnimatableValue.number(-0.5)] {
          for additive in [false, true] {
            n += 1
            let keyPath = keyPaths[n % keyPaths.count]
            let timing = Self.timing(n)
            // A first animation, so the presentation so far differs from the model.
            let below = Build.basic(keyPath, from: .number(3), to: .number(5), Build.timing(duration: 1.3, fill: .both))
            let tested = Build.basic(
              keyPath, from: from, to: to, by: by, timing, additive: additive, cumulative: n % 3 == 0)
            layers.append(Build.layer("l\(n)", kind: .shape, [below, tested]) { $0.opacity = 0.625 })
          }
        }
      }
    }
    assertShortcutsAgree(Build.scene(layers, duration: 4))
  }

  func testSpringsAndOtherValueTypes() {
    var spring = SpringAnimation(
      basic: BasicAnimation(keyPath: Build.keyPath("transform.rotation.z"), fromValue: .number(0), toValue: .number(1.5)))
    spring.damping = 6
    let springs = (0..<4).map { i in
      Animation(kind: .spring(spring), timing: Self.timing(i), additive: i == 1, cumulative: i == 2)
    }
    var overdamped = spring
    overdamped.basic.fromValue = nil
    overdamped.damping = 40
    overdamped.allowsOverdamping = true
    let a = BezierPath([.move(Point(0, 0)), .line(Point(40, 0)), .cubic(control1: Point(50, 10), control2: Point(50, 30), to: Point(40, 40))])
    let b = BezierPath([.move(Point(5, 5)), .line(Point(35, 0)), .cubic(control1: Point(60, 15), control2: Point(45, 35), to: Point(30, 45))])
    let others: [Animation] = [
      Animation(kind: .spring(overdamped), timing: Build.timing(begin: 0.2, repeatCount: 2)),
      Build.basic("position", from: .point(Point(1, 2)), to: .point(Point(30, 40)), Self.timing(5), cumulative: true),
      Build.basic("position", by: .point(Point(3, -4)), Self.timing(6), additive: true),
      Build.basic("backgroundColor", from: .color(.white), to: .color(Color(red: 0.2, green: 0.4, blue: 0.6)), Self.timing(7)),
      Build.basic("fillColor", to: .color(nil), Self.timing(8)),
      Build.basic("path", from: .path(a), to: .path(b), Self.timing(9)),
      Build.basic("path", by: .path(b), Self.timing(10), additive: true),
      Build.basic("transform", from: .transform(Transform(rotation: 1)), to: .transform(Transform(scaleX: 2)), Self.timing(11)),
      Build.basic("transform.translation", by: .point(Point(5, 5)), Self.timing(12), cumulative: true),
      Build.basic("bounds", to: .rect(Rect(0, 0, 80, 20)), Self.timing(13)),
    ]
    let layers = [
      Build.layer("springs", springs), Build.layer("others", kind: .shape, others) { $0.path = a },
    ]
    assertShortcutsAgree(Build.scene(layers, duration: 4))
  }

  func testGroupsSequencesAndSets() {
    let children = [
      Build.basic("opacity", from: .number(0), to: .number(1), Build.timing(duration: 0.4, fill: .backwards)),
      Build.basic("strokeEnd", from: .number(0), to: .number(1.0175), Build.timing(begin: 0.1, duration: 0.45, fill: .forwards, timingFunction: TimingFunction(0.2, 0.88, 0.09, 0.99))),
      Build.set([("lineWidth", .number(4))], Build.timing(begin: 0.3)),
      Build.basic("transform.scale", by: .number(0.5), Build.timing(duration: 0.3, autoreverses: true), additive: true),
    ]
    let layers = [
      Build.layer("group", kind: .shape, [Build.group(children, Build.timing(begin: 0.25, duration: 0.6, speed: 1.5, repeatCount: 2.5, autoreverses: true, fill: .both))]),
      Build.layer("sequence", kind: .shape, [Build.sequence(children, Build.timing(begin: 0.5, timeOffset: 0.2, fill: .forwards, removedOnCompletion: false))]),
      Build.layer("sets", [
        Build.set([("opacity", .number(0.5))], Build.timing(begin: 1)),
        Build.basic("opacity", to: .number(0), Build.timing(begin: 0.5, duration: 1)),
        Build.set([("opacity", .number(0.25)), ("position.x", .number(30))], Build.timing(begin: 1.25)),
      ]),
      // Sets only: model values change, no animation time.
      Build.layer("setsOnly", [Build.set([("cornerRadius", .number(8))], Build.timing(begin: 0.75))]),
    ]
    assertShortcutsAgree(Build.scene(layers, duration: 3))
  }

  func testConstantLayersAndReplicatorCopies() {
    let animated = Build.layer("dot", [Build.basic("cornerRadius", from: .number(0), to: .number(100), Build.timing(duration: 1, repeatCount: .infinity))])
    let still = Build.layer("still") { $0.cornerRadius = 3 }
    func replicator(_ id: String, delay: Double, _ sublayers: [Layer], _ animations: [Animation] = []) -> Layer {
      Build.layer(id, kind: .replicator, animations, sublayers: sublayers) {
        $0.instanceCount = 4
        $0.instanceDelay = delay
        $0.instanceTransform = Transform(translation: Point(10, 0), rotation: .pi / 3)
        $0.instanceRedOffset = -0.25
      }
    }
    var masked = Build.layer("masked", sublayers: [still])
    masked.mask = Build.layer("mask") { $0.opacity = 0.5 }
    let layers = [
      replicator("noDelay", delay: 0, [animated]),
      replicator("delayed", delay: 0.25, [animated, still]),
      replicator("negativeZeroDelay", delay: -0.0, [animated]),
      replicator("stillCopies", delay: 0.25, [still]),
      // Its own delay animates; its sublayers do not.
      replicator("animatedDelay", delay: 0.1, [still], [Build.basic("instanceDelay", from: .number(0), to: .number(0.5), Build.timing(duration: 2))]),
      masked,
      Build.layer("constantTree", sublayers: [still, masked]),
    ]
    let scene = Build.scene(layers, duration: 2)
    assertShortcutsAgree(scene)
    let evaluator = SceneEvaluator(scene: scene)
    let (first, later) = (evaluator.frame(index: 0), evaluator.frame(index: 30))
    // A layer tree without animations or sets is one storage in every frame.
    XCTAssertTrue(first.layers[6].storage === later.layers[6].storage)
    XCTAssertTrue(first.layers[5].storage === later.layers[5].storage)
    XCTAssertFalse(first.layers[0].storage === later.layers[0].storage)
    XCTAssertNotNil(evaluator.roots[6].constantFrameLayer)
    XCTAssertNil(evaluator.roots[0].constantFrameLayer)
    XCTAssertNil(evaluator.roots[4].constantFrameLayer)
    XCTAssertTrue(evaluator.roots[3].sublayers.allSatisfy(\.isTimeInvariant))
    // Copies of a replicator without delay are copy 0.
    let noDelay = later.layers[0]
    XCTAssertEqual(noDelay.instances.count, 4)
    XCTAssertTrue(noDelay.instances.allSatisfy { $0.sublayers == noDelay.sublayers })
    XCTAssertNotEqual(later.layers[1].instances[1].sublayers, later.layers[1].sublayers)
  }

  func testTimeRemapAndTimelines() {
    let child = Build.layer("child", [Build.basic("opacity", from: .number(0), to: .number(1), Build.timing(duration: 2))])
    let remapped = Build.layer(
      "remap", [Build.basic("timeRemap", from: .number(2), to: .number(0), Build.timing(duration: 2))], sublayers: [child])
    let still = Build.layer("still", sublayers: [Build.layer("inner")]) { $0.timeRemap = 0.5 }
    let scene = Build.scene([remapped, still], duration: 2)
    assertShortcutsAgree(scene)
    let long = SceneEvaluator(scene: scene, shortcuts: false)
    let short = SceneEvaluator(scene: scene)
    XCTAssertEqual(Self.dumped(short.timeline()), Self.dumped(long.timeline()))
    XCTAssertEqual(Self.dumped(short.timeline(at: 0.75)), Self.dumped(long.timeline(at: 0.75)))
  }

  func testTheReferenceShapesOfTheStressScene() {
    // The shapes of scripts/stress-scene.py: repeating, autoreversing number, point, color
    // and path animations with a timing function and a spring, begins off the frame grid.
    var layers: [Layer] = []
    for i in 0..<10 {
      func common(_ j: Int) -> AnimationTiming {
        let begin = Double((i * 13 + j * 5) % 20) / 20
        let duration = 0.5 + Double((i * 7 + j * 3) % 10) / 10
        let function: TimingFunction? = j == 3 ? TimingFunction(0.42, 0, 0.58, 1) : nil
        return Build.timing(
          begin: begin, duration: duration, repeatCount: .infinity, autoreverses: true, timingFunction: function)
      }
      var spring = SpringAnimation(
        basic: BasicAnimation(keyPath: Build.keyPath("transform.rotation.z"), fromValue: .number(0), toValue: .number(1.5)))
      spring.damping = 6
      layers.append(
        Build.layer("l\(i)", kind: .shape, [
          Build.basic("opacity", from: .number(0.2), to: .number(1), common(0)),
          Build.keyframe(KeyframeAnimation(keyPath: KeyPath(.position), values: [.point(Point(20, 20)), .point(Point(60, 40)), .point(Point(30, 90))]), common(1)),
          Animation(kind: .spring(spring), timing: common(2)),
          Build.basic("transform.scale", from: .number(0.5), to: .number(1.2), common(3)),
          Build.basic("fillColor", from: .color(Color(red: 1, green: 0.5, blue: 0)), to: .color(Color(red: 0, green: 0.5, blue: 1)), common(4)),
        ]))
    }
    assertShortcutsAgree(Build.scene(layers, duration: 5))
  }

  // MARK: - Helpers

  /// Timing number `n`: a spread of begins, durations, speeds, offsets, repeats, reversal
  /// and fill modes.
  static func timing(_ n: Int) -> AnimationTiming {
    let fills: [FillMode] = [.removed, .forwards, .backwards, .both]
    return Build.timing(
      begin: [0, 0.25, 1.0 / 3, 0.5][n % 4], duration: [0.5, 0.3, 1][n % 3],
      speed: [1, 2, 0.5, 1.5, 1][n % 5], timeOffset: n % 4 == 1 ? 0.1 : 0,
      repeatCount: [0, 2.5, 3, .infinity][(n / 2) % 4], repeatDuration: n % 7 == 6 ? 1.1 : 0,
      autoreverses: n % 2 == 1, fill: fills[(n / 3) % 4], removedOnCompletion: n % 5 != 4,
      timingFunction: n % 3 == 2 ? TimingFunction(0.25, 0.1, 0.25, 1) : nil)
  }

  /// Frame times, and around every begin, end and cycle boundary of every animation (on
  /// the scene clock, through groups' begins and speeds): the instant, ±1e-10, ±the
  /// tolerance and ±2e-9.
  static func probeTimes(_ evaluator: SceneEvaluator) -> [Double] {
    var times = (0...Int(evaluator.duration * 60)).map { Double($0) / 60 }
    func visit(_ entry: AnimationSchedule) {
      var edges = [entry.sceneBegin, entry.sceneEnd, entry.sceneEndInGroup]
      let scale = entry.end > entry.begin ? (entry.sceneEnd - entry.sceneBegin) / (entry.end - entry.begin) : 1
      if entry.duration > 0, entry.duration.isFinite, scale.isFinite {
        for k in 1...4 { edges.append(entry.sceneBegin + Double(k) * entry.duration * scale) }
      }
      for edge in edges where edge.isFinite {
        times += [0, 1e-10, -1e-9, 2e-9, -2e-9].map { edge + $0 }
      }
      entry.children.forEach(visit)
    }
    evaluator.schedule.forEach(visit)
    return times
  }

  static func dumped<T>(_ value: T) -> String {
    var text = ""
    dump(value, to: &text)
    return text
  }

  /// Every field of a frame as printed (`dump` of a shared storage would print a back
  /// reference instead).
  static func dumped(_ frame: Frame) -> String {
    var text = "\(frame.index) \(frame.time) \(frame.size) \(String(describing: frame.background))\n"
    func layer(_ l: FrameLayer) {
      text += "layer \(l.id) \(l.kind) \(l.properties)\n"
      l.sublayers.forEach(layer)
      for instance in l.instances {
        text += "\(instance.index) \(instance.transform) \(instance.color)\n"
        instance.sublayers.forEach(layer)
      }
      if let mask = l.mask {
        text += "mask\n"
        layer(mask)
      }
      text += "end \(l.id)\n"
    }
    frame.layers.forEach(layer)
    return text
  }

}

extension XCTestCase {
  /// The default evaluator and the long way (`shortcuts: false`) agree on `scene`: frames
  /// at `EvaluationShortcutTests.probeTimes` with `==`, every third frame as printed, and
  /// the timeline.
  func assertShortcutsAgree(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) {
    let long = SceneEvaluator(scene: scene, shortcuts: false)
    let short = SceneEvaluator(scene: scene)
    let times = EvaluationShortcutTests.probeTimes(long)
    XCTAssertGreaterThan(times.count, 100, file: file, line: line)
    var differing: [Double] = []
    for time in times where short.frame(at: time) != long.frame(at: time) {
      differing.append(time)
    }
    XCTAssertEqual(differing, [], "frames differ", file: file, line: line)
    for index in 0..<long.frameCount where index % 3 == 0 {
      XCTAssertEqual(
        EvaluationShortcutTests.dumped(short.frame(index: index)), EvaluationShortcutTests.dumped(long.frame(index: index)), "frame \(index)",
        file: file, line: line)
    }
    XCTAssertEqual(EvaluationShortcutTests.dumped(short.timeline()), EvaluationShortcutTests.dumped(long.timeline()), file: file, line: line)
  }
}
