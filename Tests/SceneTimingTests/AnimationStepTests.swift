import XCTest

@testable import SceneModel
@testable import SceneTiming

/// The typed per-frame steps (`AnimationStep`: numbers, colors, points, paths, linear
/// keyframes), the spring constants computed once, the color and point slots and the
/// replicator copies' layouts made once give what the general path gives, bit for bit:
/// each piece against the definition it stands in for, then whole scenes evaluated both
/// ways (`EvaluationShortcutTests.assertShortcutsAgree`: frames with `==` and as printed,
/// and the timeline).
final class AnimationStepTests: XCTestCase {
  // MARK: - Slots

  func testTheColorAndPointSlotsReadAndWriteWhatKeyPathAccessDoes() {
    let p = TypedFastPathTests.distinctProperties()
    var colors = 0
    var points = 0
    for keyPath in EvaluationShortcutTests.everyKeyPath {
      if let slot = ColorSlot(keyPath) {
        colors += 1
        XCTAssertEqual(KeyPathAccess.read(keyPath, from: p), .color(slot.read(p)), "\(keyPath)")
        for value in [Color(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.125), nil] {
          var viaAccess = p
          var viaSlot = p
          KeyPathAccess.write(.color(value), at: keyPath, into: &viaAccess)
          slot.write(value, into: &viaSlot)
          XCTAssertEqual(viaSlot, viaAccess, "\(keyPath)")
          XCTAssertNotEqual(viaSlot, p, "\(keyPath)")
        }
      }
      if let slot = PointSlot(keyPath) {
        points += 1
        XCTAssertEqual(KeyPathAccess.read(keyPath, from: p), .point(slot.read(p)), "\(keyPath)")
        var viaAccess = p
        var viaSlot = p
        KeyPathAccess.write(.point(Point(-3.5, 7.25)), at: keyPath, into: &viaAccess)
        slot.write(Point(-3.5, 7.25), into: &viaSlot)
        XCTAssertEqual(viaSlot, viaAccess, "\(keyPath)")
        XCTAssertNotEqual(viaSlot, p, "\(keyPath)")
      }
    }
    // Six color properties; five point properties and transform.translation.
    XCTAssertEqual(colors, 6)
    XCTAssertEqual(points, 6)
    XCTAssertNil(ColorSlot(KeyPath(.fillColor, .x)))
    XCTAssertNil(PointSlot(KeyPath(.position, .x)))
  }

  // MARK: - Values

  /// Progress values around the ends, inside and outside 0…1.
  static let progresses: [Double] = [0, -0.0, 1, 0.5, 0.1, 1.0 / 3, 0.999999, 1e-12, -0.25, 1.75, 0.4999]

  func testColorsInterpolateAsTheValueAlgebra() {
    let colors: [Color?] = [nil, .white, Color(red: 0.1, green: 0.9, blue: 0.3, alpha: 0.6), Color(red: 2, green: -1, blue: 0.5)]
    for a in colors {
      for b in colors {
        for p in Self.progresses {
          let general = ValueAlgebra.interpolate(.color(a), .color(b), p)
          XCTAssertEqual(
            EvaluationShortcutTests.dumped(AnimatableValue.color(ColorStep.interpolate(a, b, p))),
            EvaluationShortcutTests.dumped(general), "\(String(describing: a)) \(String(describing: b)) \(p)")
        }
      }
    }
  }

  func testPointsInterpolateAsTheValueAlgebra() {
    let points = [Point(0, 0), Point(-0.0, 3.5), Point(1e300, -7), Point(0.1, 0.2)]
    for a in points {
      for b in points {
        for p in Self.progresses {
          let general = ValueAlgebra.interpolate(.point(a), .point(b), p)
          XCTAssertEqual(
            EvaluationShortcutTests.dumped(AnimatableValue.point(PointStep.interpolate(a, b, p))),
            EvaluationShortcutTests.dumped(general), "\(a) \(b) \(p)")
        }
      }
    }
  }

  static let square = BezierPath([.move(Point(0, 0)), .line(Point(40, 0)), .line(Point(40, 40)), .close])
  static let curve = BezierPath([
    .move(Point(5, 5)), .line(Point(35, 0)), .cubic(control1: Point(60, 15), control2: Point(45, 35), to: Point(30, 45)),
    .quad(control: Point(10, 50), to: Point(5, 30)), .close,
  ])
  static let sameStructure = BezierPath([.move(Point(1, 2)), .line(Point(3, 4)), .line(Point(-5, 6)), .close])

  func testPathsInterpolateAsTheValueAlgebraAlsoAcrossStructures() {
    let paths: [BezierPath?] = [nil, Self.square, Self.curve, Self.sameStructure]
    for a in paths {
      for b in paths {
        let basic = BasicAnimation(keyPath: KeyPath(.path), fromValue: .path(a), toValue: .path(b))
        let animation = ResolvedAnimation(
          animation: Animation(kind: .basic(basic)), timing: MediaTiming(begin: 0, duration: 1),
          body: .basic(PreparedBasic(basic, additive: false)), indexPath: [0])
        guard let step = PathStep(PreparedBasic(basic, additive: false), animation) else {
          return XCTFail("no path step")
        }
        for p in Self.progresses {
          XCTAssertEqual(
            AnimatableValue.path(step.interpolate(p)), ValueAlgebra.interpolate(.path(a), .path(b), p),
            "\(String(describing: a)) \(String(describing: b)) \(p)")
        }
      }
    }
  }

  func testSpringCoefficientsGiveTheClosedForms() {
    // The formulas of SpringCurve.value(at:) before its constants were computed once.
    func reference(_ s: SpringCurve, _ t: Double) -> Double {
      let w0 = s.naturalFrequency
      let zeta = s.dampingRatio
      let v0 = s.initialVelocity
      if zeta < 1 {
        let beta = zeta * w0
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let b = (beta - v0) / wd
        return 1 - exp(-beta * t) * (cos(wd * t) + b * sin(wd * t))
      }
      if zeta > 1 && s.allowsOverdamping {
        let beta = zeta * w0
        let gamma = w0 * (zeta * zeta - 1).squareRoot()
        let a = (beta + v0 + gamma) / (2 * gamma)
        let b = (gamma - beta - v0) / (2 * gamma)
        return 1 - a * exp(-(beta + gamma) * t) - b * exp((gamma - beta) * t)
      }
      let b = w0 - v0
      return 1 - (1 + b * t) * exp(-w0 * t)
    }
    let springs = [
      SpringCurve(damping: 6), SpringCurve(), SpringCurve(mass: 2, stiffness: 300, damping: 3, initialVelocity: -4),
      SpringCurve(damping: 20), SpringCurve(damping: 40, allowsOverdamping: true),
      SpringCurve(damping: 40, initialVelocity: 7, allowsOverdamping: false), SpringCurve(damping: 0),
    ]
    for spring in springs {
      let coefficients = SpringCurve.Coefficients(spring)
      for t in stride(from: 0.0, through: 3, by: 1.0 / 60) + [1e-9, 10, 100] {
        XCTAssertEqual(coefficients.value(at: t).bitPattern, reference(spring, t).bitPattern, "\(spring) \(t)")
        XCTAssertEqual(spring.value(at: t).bitPattern, reference(spring, t).bitPattern, "\(spring) \(t)")
      }
    }
  }

  func testTypedKeyframesEvaluateAsTheGeneralKeyframes() {
    let points: [AnimatableValue] = [.point(Point(20, 20)), .point(Point(60, 40)), .point(Point(30, 90)), .point(Point(-4, 0.5))]
    let numbers: [AnimatableValue] = [.number(0.2), .number(1), .number(-3), .number(1e-7)]
    let ease = TimingFunction(0.42, 0, 0.58, 1)
    for values in [points, numbers, Array(points.prefix(1)), Array(numbers.prefix(2))] {
      for keyTimes in [nil, [0, 0.1, 0.75, 1], [0, 0, 1, 1]] as [[Double]?] {
        for functions in [nil, [ease, .linear, .easeOut]] as [[TimingFunction]?] {
          var animation = KeyframeAnimation(keyPath: KeyPath(values[0].point == nil ? .opacity : .position), values: values)
          animation.keyTimes = keyTimes.map { Array($0.prefix(values.count)) }
          animation.timingFunctions = functions
          let keyframes = PreparedKeyframes(animation)
          XCTAssertTrue(keyframes.points != nil || keyframes.numbers != nil)
          for u in Self.progresses + [0.05, 0.1, 0.1005, 0.7499, 0.76, .nan, .infinity] {
            let general = keyframes.evaluate(at: u)?.value
            let typed = keyframes.points != nil
              ? keyframes.point(at: u).map(AnimatableValue.point) : keyframes.number(at: u).map(AnimatableValue.number)
            XCTAssertEqual(EvaluationShortcutTests.dumped(typed), EvaluationShortcutTests.dumped(general), "\(values) \(u)")
          }
        }
      }
    }
    // Other modes, paths and mixed values have no typed form.
    for mode in [CalculationMode.discrete, .paced, .cubic, .cubicPaced] {
      var animation = KeyframeAnimation(keyPath: KeyPath(.position), values: points)
      animation.calculationMode = mode
      XCTAssertNil(PreparedKeyframes(animation).points, "\(mode)")
    }
    XCTAssertNil(PreparedKeyframes(KeyframeAnimation(keyPath: KeyPath(.position), values: [points[0], numbers[0]])).points)
  }

  // MARK: - Which step an animation gets

  func testEachShapeGetsItsStepAndTheRestTheGeneralOne() {
    let layer = Build.layer(
      "l", kind: .shape,
      [
        Build.basic("opacity", from: .number(0), to: .number(1)),
        Build.basic("fillColor", from: .color(.white), to: .color(nil)),
        Build.basic("position", from: .point(.zero), to: .point(Point(1, 1))),
        Build.basic("path", from: .path(Self.square), to: .path(Self.curve)),
        Build.keyframe(KeyframeAnimation(keyPath: KeyPath(.position), values: [.point(.zero), .point(Point(3, 3))])),
        // The general path: additive or cumulative colors, a transform, a model read.
        Build.basic("fillColor", by: .color(.white), additive: true),
        Build.basic("position", from: .point(.zero), to: .point(Point(1, 1)), cumulative: true),
        Build.basic("transform", from: .transform(.identity), to: .transform(Transform(rotation: 1))),
        Build.basic("position", to: .point(Point(1, 1))),
        Build.group([Build.basic("opacity", from: .number(0), to: .number(1))]),
        Build.set([("opacity", .number(0.5))], Build.timing(begin: 1)),
      ])
    let evaluator = SceneEvaluator(scene: Build.scene([layer], duration: 2))
    let kinds = evaluator.roots[0].steps.map { String(describing: type(of: $0)) }
    XCTAssertEqual(
      kinds,
      [
        "NumberStep", "ColorStep", "PointStep", "PathStep", "KeyframeStep", "GeneralStep", "GeneralStep",
        "GeneralStep", "GeneralStep", "GeneralStep",
      ])
    let long = SceneEvaluator(scene: Build.scene([layer], duration: 2), shortcuts: false)
    XCTAssertTrue(long.roots[0].steps.allSatisfy { $0 is GeneralStep })
    XCTAssertEqual(long.roots[0].steps.count, 10)
  }

  // MARK: - Whole scenes, typed steps against the long way

  func testColorPointAndPathAnimationsOfEveryTiming() {
    var layers: [Layer] = []
    let colors: [Color?] = [nil, .white, Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)]
    for n in 0..<24 {
      let timing = EvaluationShortcutTests.timing(n)
      let animations = [
        Build.basic("fillColor", from: .color(colors[n % 3]), to: .color(colors[(n + 1) % 3]), timing),
        Build.basic("backgroundColor", from: .color(colors[(n + 2) % 3]), by: .color(colors[n % 3]), timing),
        Build.basic(["position", "anchorPoint", "startPoint", "endPoint", "focalOffset", "transform.translation"][n % 6],
          from: .point(Point(Double(n), 2)), to: .point(Point(-3, Double(n) / 7)), timing),
        Build.basic("path", from: .path([Self.square, Self.curve, nil][n % 3]), to: .path([Self.curve, Self.sameStructure, Self.square][n % 3]), timing),
        Build.keyframe(
          KeyframeAnimation(keyPath: KeyPath(.position), values: [.point(Point(1, 2)), .point(Point(30, -4)), .point(Point(7, 7))]),
          timing, additive: n % 2 == 0, cumulative: n % 3 == 0),
        Build.keyframe(
          KeyframeAnimation(keyPath: Build.keyPath("transform.rotation.z"), values: [.number(0), .number(2), .number(-1)]),
          timing, additive: n % 3 == 1, cumulative: n % 2 == 1),
      ]
      layers.append(Build.layer("l\(n)", kind: .shape, animations) { $0.path = Self.square })
    }
    assertShortcutsAgree(Build.scene(layers, duration: 4))
  }

  func testReplicatorCopiesLaidOutOnceAndPerFrame() {
    let dot = Build.layer("dot", [Build.basic("opacity", from: .number(0), to: .number(1), Build.timing(duration: 1, repeatCount: .infinity))])
    func replicator(_ id: String, _ animations: [Animation]) -> Layer {
      Build.layer(id, kind: .replicator, animations, sublayers: [dot]) {
        $0.instanceCount = 5
        $0.instanceDelay = 0.1
        $0.bounds = Rect(0, 0, 40, 20)
        $0.anchorPoint = Point(0.25, 1)
        $0.instanceTransform = Transform(translation: Point(10, 3), rotation: 0.3, scaleX: 0.9)
        $0.instanceColor = Color(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
        $0.instanceRedOffset = -0.2
        $0.instanceAlphaOffset = 0.1
      }
    }
    let layers = [
      // Laid out once: only the delay and opacity animate.
      replicator("still", [Build.basic("instanceDelay", from: .number(0), to: .number(0.3), Build.timing(duration: 2))]),
      // Per frame: the geometry animates.
      replicator("turning", [Build.basic("instanceTransform", from: .transform(.identity), to: .transform(Transform(rotation: 1)), Build.timing(duration: 2))]),
      replicator("growing", [Build.basic("bounds.size.width", from: .number(10), to: .number(80), Build.timing(duration: 2))]),
      replicator("sliding", [Build.basic("anchorPoint", from: .point(.zero), to: .point(Point(1, 0.5)), Build.timing(duration: 2))]),
      // Sets change the model: one layout per model.
      replicator("set", [Build.set([("instanceTransform", .transform(Transform(scaleX: 2)))], Build.timing(begin: 1))]),
    ]
    let scene = Build.scene(layers, duration: 2)
    assertShortcutsAgree(scene)
    let roots = SceneEvaluator(scene: scene).roots
    XCTAssertEqual(roots.map { $0.copyLayouts?.count }, [1, nil, nil, nil, 2])
    XCTAssertEqual(roots[0].copyLayouts?[0].count, 5)
  }
}
