import Foundation
import SceneDecoder
import SceneModel
import SceneTestSupport
import SceneTiming
import XCTest

/// The reference scenes (scenes/*.yaml) show what the tutorials' Core Animation code shows.
/// Each expected value is derived by hand from the seed's code (the comment says how); the
/// spring and timing-curve values were computed with python3 from the formulas of
/// docs/timing.md ("Timing functions", "Reference values") (bisection on x(t), Newton for the UIView
/// spring), independently of SceneTiming.
final class ReferenceScenesTests: XCTestCase {
  /// Core Animation's ease-in-ease-out is symmetric: y(0.5) = 0.5.
  static let easeInOutHalf = 0.5
  /// UIBezierPath(ovalIn:) control-point ratio for a quarter arc: 4(√2 − 1)/3.
  static let kappa = 4 * (2.0.squareRoot() - 1) / 3

  // MARK: - welcome.yaml

  func testWelcomeCircleGrowsWobblesAndContractsOverTheWobble() throws {
    let scene = try ReferenceScene("welcome")
    // expand(): oval (50, 50, 0, 0) → (2.5, 17.5, 95, 95) in 0.3 s, linear; at 0.15 s
    // every point is halfway: the oval in (26.25, 33.75, 47.5, 47.5).
    let half = Self.oval(26.25, 33.75, 47.5, 47.5)
    try assertPath(scene.value("circle", .path, at: 0.15), half)
    // wobble from 0.3 s, first step big → vertical squish (2.5, 20, 95, 90); at 0.45 s
    // halfway: (2.5, 18.75, 95, 92.5).
    try assertPath(scene.value("circle", .path, at: 0.45), Self.oval(2.5, 18.75, 95, 92.5))
    // contract() at 2.1 s runs while the wobble's second pass (0.3 + 2 × 1.2 = 2.7 s) is
    // still on; it is added later, so it wins: at 2.25 s halfway big → small again.
    try assertPath(scene.value("circle", .path, at: 2.25), half)
    // Done at 2.4 s and held (forwards, not removed) over the rest of the wobble.
    try assertPath(scene.value("circle", .path, at: 2.6), Self.oval(50, 50, 0, 0))
  }

  func testWelcomeTriangleBulgesLeftRightTop() throws {
    let scene = try ReferenceScene("welcome")
    // Added to the view at 0.3 s (wobbleCircleLayer).
    XCTAssertEqual(try scene.value("triangle", .hidden, at: 0.2), .bool(true))
    XCTAssertEqual(try scene.value("triangle", .hidden, at: 0.4), .bool(false))
    // triangleAnimate() at 1.2 s: left 0.3 s moves (35, 95) → (5, 95); at 1.35 s: (20, 95).
    try assertPath(
      scene.value("triangle", .path, at: 1.35),
      Self.triangle(left: Point(20, 95), top: Point(50, 42.5), right: Point(65, 95)))
    // right 0.25 s from 1.5 s moves (65, 95) → (95, 95); at 1.625 s: (80, 95).
    try assertPath(
      scene.value("triangle", .path, at: 1.625),
      Self.triangle(left: Point(5, 95), top: Point(50, 42.5), right: Point(80, 95)))
    // top 0.2 s from 1.75 s moves (50, 42.5) → (50, 12.5); ends 1.95 s and is held.
    try assertPath(
      scene.value("triangle", .path, at: 2.05),
      Self.triangle(left: Point(5, 95), top: Point(50, 12.5), right: Point(95, 95)))
  }

  func testWelcomeSpinsAboutTheNewAnchorPoint() throws {
    let scene = try ReferenceScene("welcome")
    XCTAssertEqual(try scene.value("holder", .anchorPoint, at: 2.0), .point(Point(0.5, 0.5)))
    assertMatrix(try scene.value("holder", .transform, at: 2.0), .identity)
    // transformAnima() at 2.1 s: anchorPoint (0.5, 0.65), rotation 0 → 2π in 0.45 s,
    // linear. At 2.2 s: 2π · 0.1 / 0.45 = 80°.
    XCTAssertEqual(try scene.value("holder", .anchorPoint, at: 2.2), .point(Point(0.5, 0.65)))
    let angle = 2 * Double.pi * 0.1 / 0.45
    assertMatrix(
      try scene.value("holder", .transform, at: 2.2),
      AffineMatrix(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0))
    // removedOnCompletion true: identity again after 2.55 s; the anchor point stays.
    assertMatrix(try scene.value("holder", .transform, at: 2.6), .identity)
    XCTAssertEqual(try scene.value("holder", .anchorPoint, at: 2.6), .point(Point(0.5, 0.65)))
  }

  func testWelcomeRectanglesStrokeThemselves() throws {
    let scene = try ReferenceScene("welcome")
    XCTAssertEqual(try scene.value("firstRectangle", .hidden, at: 2.5), .bool(true))
    // Timer 0.45 s after the spin (2.1 s): strokeEnd 0 → 1 in 0.4 s; at 2.65 s: 0.25.
    try assertNumber(scene.value("firstRectangle", .strokeEnd, at: 2.65), 0.25)
    XCTAssertEqual(
      try scene.value("firstRectangle", .strokeColor, at: 2.65), .color(Self.hex(0x00, 0x9a, 0xd6)))
    // Timer 0.65 s after the spin: 2.75 s; at 2.95 s: 0.5, in the wave's color.
    try assertNumber(scene.value("secondRectangle", .strokeEnd, at: 2.95), 0.5)
    XCTAssertEqual(
      try scene.value("secondRectangle", .strokeColor, at: 2.95), .color(Self.hex(0x40, 0xe0, 0xb0)))
  }

  func testWelcomeWaveFillsInFiveSteps() throws {
    let scene = try ReferenceScene("welcome")
    // The wave starts when the second stroke ends (3.15 s); steps of 0.18 s.
    // Step 1 halfway (3.24 s): wavePathPre → wavePathStarting, top edge y 99 → 80, control
    // points (0, 99) → (30, 70) and (100, 99) → (40, 90).
    try assertPath(
      scene.value("wave", .path, at: 3.24),
      Self.wave(y: 89.5, c1: Point(15, 84.5), c2: Point(70, 94.5)))
    // End of step 3 (3.15 + 3 × 0.18 = 3.69 s): wavePathMid exactly.
    try assertPath(
      scene.value("wave", .path, at: 3.69),
      Self.wave(y: 40, c1: Point(30, 30), c2: Point(40, 50)))
    // expandView() at 4.05 s removes the sublayers.
    XCTAssertEqual(try scene.value("content", .hidden, at: 4.0), .bool(false))
    XCTAssertEqual(try scene.value("content", .hidden, at: 4.1), .bool(true))
  }

  func testWelcomeExpandsAndSpringsWelcomeIn() throws {
    let scene = try ReferenceScene("welcome")
    // expandView() at 4.05 s: frame (132.5, 263.5, 110, 110) → (0, 0, 375, 667) in 0.3 s,
    // ease-in-out; anchorPoint (0.5, 0.65) puts position at (187.5, 263.5 + 71.5 = 335)
    // → (187.5, 0.65 × 667 = 433.55). At 4.2 s the curve is at 0.5.
    let p = Self.easeInOutHalf
    try assertPoint(
      scene.value("holder", .position, at: 4.2), Point(187.5, 335 + p * (433.55 - 335)))
    try assertRect(
      scene.value("holder", .bounds, at: 4.2),
      Rect(0, 0, 110 + p * (375 - 110), 110 + p * (667 - 110)))
    XCTAssertEqual(
      try scene.value("holder", .backgroundColor, at: 4.2), .color(Self.hex(0x40, 0xe0, 0xb0)))
    // completeAnimation() at 4.35 s: the view turns mint, the label appears at scale 0.25
    // and springs to 1: UIView duration 0.4, dampingRatio 0.7, velocity 0.1 → stiffness
    // 604.0927125139, damping 34.40961662860026; scale = 0.25 + 0.75 q(t).
    XCTAssertEqual(try scene.value("screen", .backgroundColor, at: 4.3), .color(.white))
    XCTAssertEqual(
      try scene.value("screen", .backgroundColor, at: 4.4), .color(Self.hex(0x40, 0xe0, 0xb0)))
    XCTAssertEqual(try scene.value("welcomeLabel", .hidden, at: 4.3), .bool(true))
    try assertScale(scene.value("welcomeLabel", .transform, at: 4.45), 0.8960257768059035)
    try assertScale(scene.value("welcomeLabel", .transform, at: 4.55), 1.0308513385537286)
    // The spring's duration is the UIView duration: exactly 1 at 4.75 s.
    try assertScale(scene.value("welcomeLabel", .transform, at: 4.75), 1)
  }

  // MARK: - loading.yaml

  func testLoadingArcFillsAndHolds() throws {
    let scene = try ReferenceScene("loading")
    // drawArc() at 3.15 s; end of step 3 (3.69 s): arcPathMid.
    try assertPath(
      scene.value("arc", .path, at: 3.69), Self.wave(y: 40, c1: Point(30, 30), c2: Point(40, 50)))
    // Step 5 (3.87…4.05 s) halfway at 3.96 s: arcPathHigh → arcPathComplete; top edge
    // y 20 → −5, control points (30, 25) → (0, −5) and (40, 10) → (100, −5).
    try assertPath(
      scene.value("arc", .path, at: 3.96), Self.wave(y: 7.5, c1: Point(15, 10), c2: Point(70, 2.5)))
    // fillMode forwards, removedOnCompletion false: arcPathComplete held after 4.05 s.
    try assertPath(
      scene.value("arc", .path, at: 4.2), Self.wave(y: -5, c1: Point(0, -5), c2: Point(100, -5)))
  }

  func testLoadingExpandsAboutItsAnchorAndSpringsTheLogo() throws {
    let scene = try ReferenceScene("loading")
    XCTAssertEqual(try scene.value("holder", .anchorPoint, at: 2.2), .point(Point(0.5, 0.6)))
    // expandView(): (132.5, 268.5, 110, 110) → (0, 0, 375, 667); with anchorPoint
    // (0.5, 0.6) position (187.5, 268.5 + 66 = 334.5) → (187.5, 0.6 × 667 = 400.2).
    try assertPoint(
      scene.value("holder", .position, at: 4.2),
      Point(187.5, 334.5 + Self.easeInOutHalf * (400.2 - 334.5)))
    XCTAssertEqual(
      try scene.value("screen", .backgroundColor, at: 4.4), .color(Self.hex(0x00, 0x00, 0xff)))
    // The same UIView spring as "Welcome": 0.4 s, 0.7, 0.1.
    try assertScale(scene.value("logo", .transform, at: 4.55), 1.0308513385537286)
  }

  // MARK: - path-follow.yaml

  func testPathFollowRidesTheBezierPath() throws {
    let scene = try ReferenceScene("path-follow")
    // Ten curves in 3 s: 0.3 s each. At 0.45 s, halfway through the second curve
    // (25.5, 56.5) (25.5, 24.25) (60.75, 64.75) (72.5, 67.5): (P0 + 3 C1 + 3 C2 + P3) / 8
    // = (356.75 / 8, 391 / 8).
    try assertPoint(scene.value("movingView", .position, at: 0.45), Point(44.59375, 48.875))
    // The ends of curves 3 and 6 are the second and third static circles.
    try assertPoint(scene.value("movingView", .position, at: 0.9), Point(108.5, 185.5))
    try assertPoint(scene.value("movingView", .position, at: 1.8), Point(202.5, 185.5))
    // The end instant is inside the animation: the path's last point, not the model value.
    try assertPoint(scene.value("movingView", .position, at: 3), Point(335.5, 299.5))
  }

  func testPathFollowPulsesAsASawTooth() throws {
    let scene = try ReferenceScene("path-follow")
    // scale 0.5 → 1 in 0.75 s, ease-in-out, then back to 0.5 and again.
    try assertScale(scene.value("movingView", .transform, at: 0.375), 0.5 + 0.5 * Self.easeInOutHalf)
    try assertScale(scene.value("movingView", .transform, at: 0.75), 0.5)
    try assertScale(scene.value("movingView", .transform, at: 1.125), 0.5 + 0.5 * Self.easeInOutHalf)
  }

  func testPathFollowGradientSwitchesAtEachCircle() throws {
    let scene = try ReferenceScene("path-follow")
    XCTAssertEqual(
      try scene.value("gradient", .colors, at: 0.79),
      .colors([Self.hex(0x4a, 0x90, 0xe2), Self.hex(0x2a, 0x52, 0xbe)]))
    XCTAssertEqual(
      try scene.value("gradient", .colors, at: 0.8),
      .colors([Color(red: 0.96, green: 0.69, blue: 0.10), Color(red: 0.95, green: 0.15, blue: 0.07)]))
    XCTAssertEqual(
      try scene.value("gradient", .colors, at: 1.6),
      .colors([Color(red: 0.47, green: 0.62, blue: 0.05), Color(red: 0.67, green: 0.73, blue: 0.47)]))
    XCTAssertEqual(
      try scene.value("gradient", .colors, at: 2.7),
      .colors([Color(red: 1.00, green: 0.89, blue: 0.35), Color(red: 1.00, green: 0.65, blue: 0.32)]))
  }

  // MARK: - stroke-pop.yaml

  func testStrokePopLineShootsOutAndVanishes() throws {
    let scene = try ReferenceScene("stroke-pop")
    // strokeEnd 0 → 1.0175 in 0.45 s with (0.2, 0.88, 0.09, 0.99): at 0.225 s the curve
    // is at y(0.5) = 0.9657351569183195, so 1.0175 × that = 0.9826355221643901.
    try assertNumber(scene.value("popALine", .strokeEnd, at: 0.225), 0.9826355221643901)
    // Its peak at 0.45 s, held (fillMode forwards) until the group ends at 0.6 s.
    try assertNumber(scene.value("popALine", .strokeEnd, at: 0.45), 1.0175)
    try assertNumber(scene.value("popALine", .strokeEnd, at: 0.55), 1.0175)
    // strokeStart begins at 0.09 s but fills backwards: 0 before.
    try assertNumber(scene.value("popALine", .strokeStart, at: 0.05), 0)
    // After the group is removed, the model: strokeStart = strokeEnd = 1.
    try assertNumber(scene.value("popALine", .strokeStart, at: 0.7), 1)
    try assertNumber(scene.value("popALine", .strokeEnd, at: 0.7), 1)
    // The second pop is the same, 0.35 s later.
    try assertNumber(scene.value("popBLine", .strokeEnd, at: 0.575), 0.9826355221643901)
    try assertNumber(scene.value("popBLine", .strokeEnd, at: 0.3), 1)
  }

  func testStrokePopHasSixRaysSixtyDegreesApart() throws {
    let scene = try ReferenceScene("stroke-pop")
    let rays = try scene.layer("popARays", at: 0.2)
    XCTAssertEqual(rays.instances.count, 6)
    for instance in rays.instances {
      let angle = Double(instance.index) * Double.pi / 3
      let m = instance.transform
      XCTAssertEqual(m.a, cos(angle), accuracy: 1e-9, "copy \(instance.index)")
      XCTAssertEqual(m.b, sin(angle), accuracy: 1e-9, "copy \(instance.index)")
      XCTAssertEqual(m.c, -sin(angle), accuracy: 1e-9, "copy \(instance.index)")
      XCTAssertEqual(m.d, cos(angle), accuracy: 1e-9, "copy \(instance.index)")
    }
    // The PopView itself is turned by its random angle (0.37 rad for the first pop).
    assertMatrix(
      try scene.value("popA", .transform, at: 0.2),
      AffineMatrix(a: cos(0.37), b: sin(0.37), c: -sin(0.37), d: cos(0.37), tx: 0, ty: 0))
  }

  // MARK: - button-ripple.yaml

  func testButtonRipplePurpleCircleFadesAndStays() throws {
    let scene = try ReferenceScene("button-ripple")
    // A whole circle of radius 100 about the screen's center, counterclockwise from
    // 3 o'clock: four quarter arcs through the top, the left and the bottom.
    let k = 100 * Self.kappa
    try assertPath(
      scene.value("purpleCircle", .path, at: 0),
      [
        .move(Point(287.5, 333.5)),
        .cubic(control1: Point(287.5, 333.5 - k), control2: Point(187.5 + k, 233.5), to: Point(187.5, 233.5)),
        .cubic(control1: Point(187.5 - k, 233.5), control2: Point(87.5, 333.5 - k), to: Point(87.5, 333.5)),
        .cubic(control1: Point(87.5, 333.5 + k), control2: Point(187.5 - k, 433.5), to: Point(187.5, 433.5)),
        .cubic(control1: Point(187.5 + k, 433.5), control2: Point(287.5, 333.5 + k), to: Point(287.5, 333.5)),
      ])
    // opacity 1 → 0 in 1 s, linear; forwards and not removed: 0 afterwards.
    try assertNumber(scene.value("purpleCircle", .opacity, at: 0.5), 0.5)
    try assertNumber(scene.value("purpleCircle", .opacity, at: 1.5), 0)
  }

  func testButtonRipplesScaleFadeAndAreRemoved() throws {
    let scene = try ReferenceScene("button-ripple")
    // Inner: tap at 1.3 s; group of 0.5 s: opacity 1 → 0, scale 1 → 4.5 (= 200/50 + 0.5).
    XCTAssertEqual(try scene.value("innerRipple", .hidden, at: 1.2), .bool(true))
    XCTAssertEqual(try scene.value("innerRipple", .hidden, at: 1.55), .bool(false))
    try assertNumber(scene.value("innerRipple", .opacity, at: 1.55), 0.5)
    try assertScale(scene.value("innerRipple", .transform, at: 1.55), 1 + 0.5 * 3.5)
    // The delegate removes the layer when the group stops (1.8 s).
    XCTAssertEqual(try scene.value("innerRipple", .hidden, at: 1.85), .bool(true))
    // Outer: tap at 2.1 s, scale 1 → 2.5; at 2.35 s halfway: 1.75.
    try assertScale(scene.value("outerRipple", .transform, at: 2.35), 1.75)
    try assertNumber(scene.value("outerRipple", .opacity, at: 2.35), 0.5)
    // Only the inner button clips (clipsToBounds for .Inner).
    XCTAssertEqual(try scene.layer("innerButton", at: 0).properties.masksToBounds, true)
    XCTAssertEqual(try scene.layer("outerButton", at: 0).properties.masksToBounds, false)
  }

  // MARK: - docs/cookbook.md

  /// Every ```yaml block of the cookbook is a complete scene that decodes and evaluates
  /// without a single diagnostic.
  func testCookbookScenesDecodeWithoutDiagnostics() throws {
    let url = packageRoot().appendingPathComponent("docs/cookbook.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let blocks = Self.yamlBlocks(in: text)
    let fences = text.components(separatedBy: "\n").filter { $0.hasPrefix("```yaml") }.count
    XCTAssertEqual(blocks.count, fences)
    XCTAssertGreaterThanOrEqual(blocks.count, 12)
    for (line, block) in blocks {
      let file = "docs/cookbook.md:\(line)"
      let result = SceneLoader.decode(bytes: Array(block.utf8), file: file)
      XCTAssertEqual(result.diagnostics.map { "\($0.id): \($0.message)" }, [], file)
      guard let scene = result.scene else {
        XCTFail("no scene: \(file)")
        continue
      }
      let evaluator = SceneEvaluator(scene: scene)
      XCTAssertEqual(evaluator.diagnostics.map { "\($0.id): \($0.message)" }, [], file)
      XCTAssertGreaterThan(evaluator.frameCount, 1, file)
    }
  }

  /// (line of the opening fence, block text) for each ```yaml block.
  static func yamlBlocks(in markdown: String) -> [(Int, String)] {
    var blocks: [(Int, String)] = []
    var current: (line: Int, lines: [String])?
    for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
      if var open = current {
        if line == "```" {
          blocks.append((open.line, open.lines.joined(separator: "\n") + "\n"))
          current = nil
        } else {
          open.lines.append(line)
          current = open
        }
      } else if line.hasPrefix("```yaml") {
        current = (index + 1, [])
      }
    }
    return blocks
  }

  // MARK: - Expected shapes

  static func hex(_ r: Int, _ g: Int, _ b: Int) -> Color {
    Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255)
  }

  /// UIBezierPath(ovalIn:): from (maxX, midY), four clockwise quarter arcs.
  static func oval(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> [PathElement] {
    let rx = w / 2, ry = h / 2, cx = x + rx, cy = y + ry
    let kx = kappa * rx, ky = kappa * ry
    return [
      .move(Point(cx + rx, cy)),
      .cubic(control1: Point(cx + rx, cy + ky), control2: Point(cx + kx, cy + ry), to: Point(cx, cy + ry)),
      .cubic(control1: Point(cx - kx, cy + ry), control2: Point(cx - rx, cy + ky), to: Point(cx - rx, cy)),
      .cubic(control1: Point(cx - rx, cy - ky), control2: Point(cx - kx, cy - ry), to: Point(cx, cy - ry)),
      .cubic(control1: Point(cx + kx, cy - ry), control2: Point(cx + rx, cy - ky), to: Point(cx + rx, cy)),
      .close,
    ]
  }

  static func triangle(left: Point, top: Point, right: Point) -> [PathElement] {
    [.move(left), .line(top), .line(right), .close]
  }

  /// The wave and arc paths: up the left side to `y`, a cubic to (100, y), down, back.
  static func wave(y: Double, c1: Point, c2: Point) -> [PathElement] {
    [
      .move(Point(0, 100)), .line(Point(0, y)),
      .cubic(control1: c1, control2: c2, to: Point(100, y)),
      .line(Point(100, 100)), .line(Point(0, 100)), .close,
    ]
  }
}

// MARK: - Helpers

/// One reference scene, decoded and evaluated; both stages must be silent.
private struct ReferenceScene {
  let evaluator: SceneEvaluator

  init(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let path = "scenes/\(name).yaml"
    let data = try Data(contentsOf: packageRoot().appendingPathComponent(path))
    let result = SceneLoader.decode(bytes: Array(data), file: path)
    XCTAssertEqual(result.diagnostics.map(\.message), [], path, file: file, line: line)
    let scene = try XCTUnwrap(result.scene, path, file: file, line: line)
    evaluator = SceneEvaluator(scene: scene)
    XCTAssertEqual(evaluator.diagnostics.map(\.message), [], path, file: file, line: line)
  }

  /// The frame layer `id` (masks and replicated sublayers included) at `time`.
  func layer(_ id: String, at time: Double) throws -> FrameLayer {
    func find(_ layers: [FrameLayer]) -> FrameLayer? {
      for layer in layers {
        if layer.id == id { return layer }
        if let mask = layer.mask, let found = find([mask]) { return found }
        if let found = find(layer.sublayers) { return found }
      }
      return nil
    }
    return try XCTUnwrap(find(evaluator.frame(at: time).layers), "no layer '\(id)'")
  }

  /// The presentation value of `property` of layer `id` at `time`.
  func value(_ id: String, _ property: LayerProperty, at time: Double) throws -> AnimatableValue {
    try layer(id, at: time).properties[property]
  }
}

private let accuracy = 1e-9

private func assertNumber(
  _ value: AnimatableValue, _ expected: Double, file: StaticString = #filePath, line: UInt = #line
) {
  guard case .number(let actual) = value else {
    return XCTFail("expected a number, got \(value)", file: file, line: line)
  }
  XCTAssertEqual(actual, expected, accuracy: accuracy, file: file, line: line)
}

private func assertPoint(
  _ value: AnimatableValue, _ expected: Point, file: StaticString = #filePath, line: UInt = #line
) {
  guard case .point(let actual) = value else {
    return XCTFail("expected a point, got \(value)", file: file, line: line)
  }
  XCTAssertEqual(actual.x, expected.x, accuracy: accuracy, "x", file: file, line: line)
  XCTAssertEqual(actual.y, expected.y, accuracy: accuracy, "y", file: file, line: line)
}

private func assertRect(
  _ value: AnimatableValue, _ expected: Rect, file: StaticString = #filePath, line: UInt = #line
) {
  guard case .rect(let actual) = value else {
    return XCTFail("expected a rect, got \(value)", file: file, line: line)
  }
  let pairs = [
    (actual.x, expected.x), (actual.y, expected.y), (actual.width, expected.width),
    (actual.height, expected.height),
  ]
  for (a, e) in pairs { XCTAssertEqual(a, e, accuracy: accuracy, "\(actual)", file: file, line: line) }
}

private func assertMatrix(
  _ value: AnimatableValue, _ expected: AffineMatrix, file: StaticString = #filePath,
  line: UInt = #line
) {
  guard case .transform(let transform) = value else {
    return XCTFail("expected a transform, got \(value)", file: file, line: line)
  }
  let m = transform.matrix
  let pairs = [(m.a, expected.a), (m.b, expected.b), (m.c, expected.c), (m.d, expected.d),
    (m.tx, expected.tx), (m.ty, expected.ty)]
  for (a, e) in pairs { XCTAssertEqual(a, e, accuracy: accuracy, "\(m)", file: file, line: line) }
}

/// A uniform scale, nothing else.
private func assertScale(
  _ value: AnimatableValue, _ scale: Double, file: StaticString = #filePath, line: UInt = #line
) {
  assertMatrix(
    value, AffineMatrix(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0), file: file, line: line)
}

private func assertPath(
  _ value: AnimatableValue, _ expected: [PathElement], file: StaticString = #filePath,
  line: UInt = #line
) {
  guard case .path(let path?) = value else {
    return XCTFail("expected a path, got \(value)", file: file, line: line)
  }
  XCTAssertEqual(
    path.elements.map(\.kind), expected.map(\.kind), "element kinds", file: file, line: line)
  guard path.elements.count == expected.count else { return }
  for (index, (a, e)) in zip(path.elements, expected).enumerated() {
    for (p, q) in zip(a.points, e.points) {
      XCTAssertEqual(p.x, q.x, accuracy: accuracy, "element \(index) x", file: file, line: line)
      XCTAssertEqual(p.y, q.y, accuracy: accuracy, "element \(index) y", file: file, line: line)
    }
  }
}
