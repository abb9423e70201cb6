import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

/// A sentence-by-sentence audit of the scene format's (docs/scene-format.md) "Units and values", "File layout",
/// "Layers", "Paths" and "Animations" (keys, types and defaults), and of the validation
/// checks the foundation issue lists: every spelling is accepted where the page puts it,
/// decodes to the page's value, and every default is the page's. Bad scenes assert the exact
/// diagnostic id at the marked line:column.
final class FormatContractTests: XCTestCase {
  // MARK: - Helpers

  /// The layers of a clean scene whose `layers:` block is `layers`.
  private func cleanLayers(
    _ layers: String, file: StaticString = #filePath, line: UInt = #line
  ) -> [Layer] {
    assertClean(sceneText(layers: layers), file: file, line: line)?.layers ?? []
  }

  /// The only layer of a clean scene, written as one flow mapping.
  private func cleanLayer(
    _ flowMapping: String, file: StaticString = #filePath, line: UInt = #line
  ) -> Layer? {
    cleanLayers("  - \(flowMapping)\n", file: file, line: line).first
  }

  /// The path of a clean shape layer whose `path:` is `path` (a flow value).
  private func shapePath(
    _ path: String, defs: String = "", file: StaticString = #filePath, line: UInt = #line
  ) -> [PathElement] {
    let text = sceneText(
      layers: "  - { id: s, type: shape, path: \(path) }\n", extra: defs)
    return assertClean(text, file: file, line: line)?.layers.first?.properties.path?.elements ?? []
  }

  /// The first animation of the only layer, whose `animations:` entry is `animation`
  /// (a flow mapping); `type` sets the layer's type.
  private func cleanAnimation(
    _ animation: String, layerType: String = "layer", scene: String = "  size: [100, 100]\n",
    file: StaticString = #filePath, line: UInt = #line
  ) -> Animation? {
    let text = sceneText(
      layers: "  - id: a\n    type: \(layerType)\n    animations:\n      - \(animation)\n", scene: scene)
    return assertClean(text, file: file, line: line)?.layers.first?.animations.first
  }

  private func assertPoint(
    _ actual: Point?, _ x: Double, _ y: Double, accuracy: Double = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    guard let actual else { return XCTFail("no point", file: file, line: line) }
    XCTAssertEqual(actual.x, x, accuracy: accuracy, "x of \(actual)", file: file, line: line)
    XCTAssertEqual(actual.y, y, accuracy: accuracy, "y of \(actual)", file: file, line: line)
  }

  /// Compares element kinds exactly and points within `accuracy`.
  private func assertElements(
    _ actual: [PathElement], _ expected: [PathElement], accuracy: Double = 1e-9,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertEqual(actual.map(\.kind), expected.map(\.kind), file: file, line: line)
    guard actual.map(\.kind) == expected.map(\.kind) else { return }
    for (a, e) in zip(actual, expected) {
      for (p, q) in zip(a.points, e.points) {
        assertPoint(p, q.x, q.y, accuracy: accuracy, file: file, line: line)
      }
    }
  }

  private func color(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
    Color(red: r, green: g, blue: b, alpha: a)
  }

  // MARK: - Units and values: number

  /// "`12`, `-0.5`, `1e3` — JSON's number grammar (so `1e3` is a number)".
  func testNumbersInJSONGrammar() {
    let layers = cleanLayers(
      """
        - { id: a, zPosition: 12 }
        - { id: b, zPosition: -0.5 }
        - { id: c, zPosition: 1e3 }
        - { id: d, zPosition: 2.5E-1 }
      """)
    XCTAssertEqual(layers.map(\.properties.zPosition), [12, -0.5, 1000, 0.25])
  }

  /// "NaN, ±inf, `.nan`/`.inf` are errors".
  func testNonFiniteNumbersAreErrors() {
    assertDiagnostics(
      sceneText(
        layers: """
            - { id: a, zPosition: 1️⃣.nan }
            - { id: b, zPosition: 2️⃣.inf }
            - { id: c, zPosition: 3️⃣-.inf }
            - { id: d, zPosition: 4️⃣NaN }
            - { id: e, zPosition: 5️⃣-inf }
            - { id: f, zPosition: 6️⃣1e999 }
          """),
      [
        ("1️⃣", "non-finite-number"), ("2️⃣", "non-finite-number"), ("3️⃣", "non-finite-number"),
        ("4️⃣", "non-finite-number"), ("5️⃣", "non-finite-number"), ("6️⃣", "non-finite-number"),
      ])
  }

  // MARK: - Units and values: time and angle

  /// "time: `0.3`, `"300ms"`, `"0.3s"` — plain number = seconds"; units also work unquoted.
  func testTimeSpellings() {
    let layers = cleanLayers(
      """
        - id: a
          animations:
            - { keyPath: opacity, beginTime: 0.3 }
            - { keyPath: opacity, beginTime: "300ms" }
            - { keyPath: opacity, beginTime: "0.3s" }
            - { keyPath: opacity, beginTime: 300ms }
            - { keyPath: opacity, beginTime: 0.3s }
            - { keyPath: opacity, beginTime: 2 }
            - { keyPath: opacity, beginTime: '1500ms' }
      """)
    XCTAssertEqual(
      layers.first?.animations.map(\.timing.start),
      [0.3, 0.3, 0.3, 0.3, 0.3, 2, 1.5].map { AnimationStart.beginTime($0) })
  }

  /// "angle: `3.14159`, `"90deg"`, `"0.25turn"`, `"1.5rad"` — plain number = radians".
  func testAngleSpellings() {
    let layers = cleanLayers(
      """
        - { id: a, transform: { rotation: 3.14159 } }
        - { id: b, transform: { rotation: "90deg" } }
        - { id: c, transform: { rotation: "0.25turn" } }
        - { id: d, transform: { rotation: "1.5rad" } }
        - { id: e, transform: { rotation: -45deg } }
        - { id: f, transform: { rotation: 0.5turn } }
      """)
    let rotations = layers.map(\.properties.transform.rotation)
    XCTAssertEqual(rotations.count, 6)
    guard rotations.count == 6 else { return }
    XCTAssertEqual(rotations[0], 3.14159)
    XCTAssertEqual(rotations[1], Double.pi / 2, accuracy: 1e-15)
    XCTAssertEqual(rotations[2], Double.pi / 2, accuracy: 1e-15)
    XCTAssertEqual(rotations[3], 1.5)
    XCTAssertEqual(rotations[4], -Double.pi / 4, accuracy: 1e-15)
    XCTAssertEqual(rotations[5], Double.pi, accuracy: 1e-15)
  }

  func testUnknownUnitsAreErrorsAtTheValue() {
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              transform: { rotation: 1️⃣"90 degrees" }
              animations:
                - { keyPath: opacity, duration: 2️⃣"3min" }
          """),
      [("1️⃣", "invalid-unit"), ("2️⃣", "invalid-unit")])
  }

  // MARK: - Units and values: point, size, rect

  /// "point `[x, y]`", "size `[w, h]`", "rect `[x, y, w, h]`".
  func testPointSizeRect() {
    let layer = cleanLayer(
      "{ id: a, position: [10, -20], shadowOffset: [3, 4], bounds: [1, 2, 30, 40] }")
    XCTAssertEqual(layer?.properties.position, Point(10, -20))
    XCTAssertEqual(layer?.properties.shadowOffset, Size(3, 4))
    XCTAssertEqual(layer?.properties.bounds, Rect(1, 2, 30, 40))
  }

  /// "negative w or h is an error" — at the offending number.
  func testNegativeRectSizesAreErrors() {
    assertDiagnostics(
      sceneText(
        layers: """
            - { id: a, bounds: [0, 0, 1️⃣-1, 10] }
            - { id: b, bounds: [0, 0, 10, 2️⃣-0.5] }
            - { id: c, type: shape, path: { rect: [0, 0, 3️⃣-5, 5] } }
            - { id: d, type: shape, path: { oval: [0, 0, 5, 4️⃣-5] } }
          """),
      [
        ("1️⃣", "value-out-of-range"), ("2️⃣", "value-out-of-range"), ("3️⃣", "value-out-of-range"),
        ("4️⃣", "value-out-of-range"),
      ])
  }

  func testPointsNeedTwoNumbers() {
    assertDiagnostics(
      sceneText(
        layers: """
            - { id: a, position: 1️⃣[1, 2, 3] }
            - { id: b, anchorPoint: 2️⃣0.5 }
          """),
      [("1️⃣", "wrong-count"), ("2️⃣", "type-mismatch")])
  }

  // MARK: - Units and values: color

  /// Every spelling of the color row: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), CSS names,
  /// `clear`, rgb()/rgba() with or without spaces, component arrays.
  func testColorSpellings() {
    let spellings: [(String, Color)] = [
      (##""#f00""##, color(1, 0, 0)),
      (##""#0f08""##, color(0, 1, 0, 0x88 / 255.0)),
      (##""#0000FF""##, color(0, 0, 1)),
      (##""#ff000080""##, color(1, 0, 0, 128 / 255.0)),
      (##""#009ad6""##, color(0, 154 / 255.0, 214 / 255.0)),
      ("rebeccapurple", color(102 / 255.0, 51 / 255.0, 153 / 255.0)),
      ("white", .white),
      ("orange", color(1, 165 / 255.0, 0)),
      (##""red""##, color(1, 0, 0)),
      ("clear", .clear),
      (##""clear""##, .clear),
      (##""rgb(0,154,214)""##, color(0, 154 / 255.0, 214 / 255.0)),
      (##""rgb(0, 154, 214)""##, color(0, 154 / 255.0, 214 / 255.0)),
      (##""rgb( 255 , 0 , 0 )""##, color(1, 0, 0)),
      (##""rgba(0,154,214,0.5)""##, color(0, 154 / 255.0, 214 / 255.0, 0.5)),
      (##""rgba(255, 255, 255, 0.25)""##, color(1, 1, 1, 0.25)),
      // CSS's number grammar inside rgba(): a fraction without its leading zero.
      (##""rgba(0, 0, 0, .5)""##, color(0, 0, 0, 0.5)),
      ("RebeccaPurple", color(102 / 255.0, 51 / 255.0, 153 / 255.0)),
      ("[1, 0.5, 0]", color(1, 0.5, 0)),
      ("[0, 0, 1, 0.25]", color(0, 0, 1, 0.25)),
    ]
    let layers = cleanLayers(
      spellings.enumerated().map { "  - { id: c\($0.offset), backgroundColor: \($0.element.0) }\n" }
        .joined())
    XCTAssertEqual(layers.count, spellings.count)
    for (layer, (spelling, expected)) in zip(layers, spellings) {
      guard let actual = layer.properties.backgroundColor else {
        XCTFail("no color for \(spelling)")
        continue
      }
      for (a, e) in zip(actual.components, expected.components) {
        XCTAssertEqual(a, e, accuracy: 1e-12, spelling)
      }
    }
  }

  func testColorComponentsOutOfRange() {
    assertDiagnostics(
      sceneText(
        layers: """
            - { id: a, backgroundColor: [1, 1️⃣1.5, 0] }
            - { id: b, backgroundColor: 2️⃣"rgb(256, 0, 0)" }
            - { id: c, backgroundColor: 3️⃣"rgba(0, 0, 0, 2)" }
            - { id: d, backgroundColor: 4️⃣"#12345" }
            - { id: e, backgroundColor: 5️⃣blurple }
          """),
      [
        ("1️⃣", "value-out-of-range"), ("2️⃣", "value-out-of-range"), ("3️⃣", "value-out-of-range"),
        ("4️⃣", "invalid-color"), ("5️⃣", "invalid-color"),
      ])
  }

  // MARK: - Units and values: reference, repeat, anchors

  /// "reference `"$name"` — a value from `defs` of the right kind".
  func testReferencesOfEveryKind() {
    let text = sceneText(
      layers: """
          - id: s
            type: shape
            path: "$blob"
            fillColor: "$brand"
            animations:
              - { keyPath: opacity, toValue: 0, timingFunction: "$pop" }
        """,
      extra: """
        defs:
          colors: { brand: "#009ad6" }
          paths: { blob: { rect: [0, 0, 10, 10] } }
          timingFunctions: { pop: [0.2, 0.88, 0.09, 0.99] }

        """)
    let scene = assertClean(text)
    let layer = scene?.layers.first
    XCTAssertEqual(layer?.properties.fillColor, color(0, 154 / 255.0, 214 / 255.0))
    XCTAssertEqual(layer?.properties.path?.elements.count, 5)
    XCTAssertEqual(layer?.animations.first?.timing.timingFunction, TimingFunction(0.2, 0.88, 0.09, 0.99))
    XCTAssertEqual(scene?.definitions.map(\.useCount), [1, 1, 1])
  }

  /// Unknown references and references of the wrong kind are errors at the value.
  func testUnknownAndWronglyTypedReferences() {
    assertDiagnostics(
      """
      version: 1
      scene: { size: [100, 100] }
      defs:
        colors: { brand: "#009ad6" }
        timingFunctions: { pop: [0.2, 0.88, 0.09, 0.99] }
      layers:
        - id: s
          type: shape
          fillColor: 1️⃣"$brnad"
          strokeColor: 2️⃣"$pop"
          path: 3️⃣"$brand"
          animations:
            - { keyPath: opacity, timingFunction: 4️⃣"$brand" }
      """,
      [
        ("1️⃣", "unknown-reference"), ("2️⃣", "wrong-reference-kind"),
        ("3️⃣", "wrong-reference-kind"), ("4️⃣", "wrong-reference-kind"),
      ])
  }

  /// "repeat: a number ≥ 0, or `infinite`".
  func testRepeatSpellings() {
    // An endless animation needs a scene duration, so these scenes have one.
    let scene = assertClean(
      sceneText(
        layers: """
            - id: a
              animations:
                - { keyPath: opacity, repeatCount: 0 }
                - { keyPath: opacity, repeatCount: 2.5 }
                - { keyPath: opacity, repeatCount: infinite }
                - { keyPath: opacity, repeatCount: "infinite" }
          """, scene: "  size: [100, 100]\n  duration: 3\n"))
    XCTAssertEqual(
      scene?.layers.first?.animations.map(\.timing.repeatCount), [0, 2.5, .infinity, .infinity])
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              animations:
                - { keyPath: opacity, repeatCount: 1️⃣-1 }
                - { keyPath: opacity, repeatCount: 2️⃣forever }
          """, scene: "  size: [100, 100]\n  duration: 3\n"),
      [("1️⃣", "value-out-of-range"), ("2️⃣", "type-mismatch")])
  }

  /// "YAML anchors and aliases also work".
  func testAnchorsAndAliases() {
    let layers = cleanLayers(
      """
        - id: a
          position: &spot [10, 20]
          backgroundColor: &brand "#009ad6"
        - id: b
          position: *spot
          backgroundColor: *brand
      """)
    XCTAssertEqual(layers.map(\.properties.position), [Point(10, 20), Point(10, 20)])
    XCTAssertEqual(layers[0].properties.backgroundColor, layers[1].properties.backgroundColor)
  }

  // MARK: - File layout

  /// "version: 1 # required; other values are an error".
  func testVersionIsRequiredAndMustBeOne() {
    assertDiagnostic("1️⃣scene: { size: [10, 10] }\n", "missing-key")
    assertDiagnostic("version: 1️⃣2\nscene: { size: [10, 10] }\n", "unsupported-version")
    assertDiagnostic("version: 1️⃣0\nscene: { size: [10, 10] }\n", "unsupported-version")
    assertDiagnostic("version: 1️⃣\"one\"\nscene: { size: [10, 10] }\n", "type-mismatch")
    assertClean("version: 1\nscene: { size: [10, 10] }\n")
  }

  /// "name: … # [A-Za-z0-9_-]+; default: the file's stem".
  func testSceneNameDefaultsToTheFileStemAndFollowsItsPattern() {
    let bytes = Array("version: 1\nscene: { size: [10, 10] }\n".utf8)
    XCTAssertEqual(SceneLoader.decode(bytes: bytes, file: "scenes/welcome.yaml").scene?.name, "welcome")
    XCTAssertEqual(SceneLoader.decode(bytes: bytes, file: "/tmp/x/intro-2.yml").scene?.name, "intro-2")
    let named = assertClean("version: 1\nscene: { name: Intro_2-b, size: [10, 10] }\n")
    XCTAssertEqual(named?.name, "Intro_2-b")
    XCTAssertEqual(assertClean("version: 1\nscene: { name: 42, size: [10, 10] }\n")?.name, "42")
    assertDiagnostic("version: 1\nscene: { name: 1️⃣\"my scene\", size: [10, 10] }\n", "invalid-name")
    assertDiagnostic("version: 1\nscene: { name: 1️⃣a.b, size: [10, 10] }\n", "invalid-name")
  }

  /// "size: [375, 667] # required, points".
  func testSceneSizeIsRequired() {
    let scene = assertClean("version: 1\nscene: { size: [375, 667] }\n")
    XCTAssertEqual(scene?.size, Size(375, 667))
    assertDiagnostic("version: 1\nscene:\n  1️⃣fps: 30\n", "missing-key")
    assertDiagnostic("version: 1\nscene: { size: 1️⃣[375] }\n", "wrong-count")
  }

  /// "fps: 60 # 1…240, default 60".
  func testFPSRangeAndDefault() {
    XCTAssertEqual(assertClean("version: 1\nscene: { size: [1, 1] }\n")?.fps, 60)
    XCTAssertEqual(assertClean("version: 1\nscene: { size: [1, 1], fps: 1 }\n")?.fps, 1)
    XCTAssertEqual(assertClean("version: 1\nscene: { size: [1, 1], fps: 240 }\n")?.fps, 240)
    XCTAssertEqual(assertClean("version: 1\nscene: { size: [1, 1], fps: 24 }\n")?.fps, 24)
    assertDiagnostic("version: 1\nscene: { size: [1, 1], fps: 1️⃣0 }\n", "value-out-of-range")
    assertDiagnostic("version: 1\nscene: { size: [1, 1], fps: 1️⃣241 }\n", "value-out-of-range")
    assertDiagnostic("version: 1\nscene: { size: [1, 1], fps: 1️⃣-30 }\n", "value-out-of-range")
    assertDiagnostic("version: 1\nscene: { size: [1, 1], fps: 1️⃣.inf }\n", "non-finite-number")
  }

  /// "duration: 4.5 # default: the end of the last animation; required if one repeats
  /// forever" (the decoder leaves the default to the timing stage: nil).
  func testSceneDuration() {
    XCTAssertNil(assertClean("version: 1\nscene: { size: [1, 1] }\n")?.duration)
    XCTAssertEqual(assertClean("version: 1\nscene: { size: [1, 1], duration: 4.5 }\n")?.duration, 4.5)
    XCTAssertEqual(
      assertClean("version: 1\nscene: { size: [1, 1], duration: \"2500ms\" }\n")?.duration, 2.5)
    assertDiagnostic("version: 1\nscene: { size: [1, 1], duration: 1️⃣-1 }\n", "value-out-of-range")
    assertDiagnostic(
      sceneText(
        layers: """
            - id: a
              animations:
                - { keyPath: opacity, toValue: 0, repeatCount: 1️⃣infinite }
          """), "infinite-duration-needs-scene-duration")
  }

  /// "background: "#ffffff" # default: none (transparent)".
  func testSceneBackground() {
    XCTAssertNil(assertClean("version: 1\nscene: { size: [1, 1] }\n")?.background)
    XCTAssertEqual(
      assertClean("version: 1\nscene: { size: [1, 1], background: \"#ffffff\" }\n")?.background, .white)
    XCTAssertEqual(
      assertClean("version: 1\nscene: { size: [1, 1], background: clear }\n")?.background, .clear)
  }

  /// "defs: # optional named values, used as "$name"": colors, paths, timingFunctions.
  func testDefsKinds() {
    let scene = assertClean(
      """
      version: 1
      scene: { size: [100, 100] }
      defs:
        colors:          { brand: "#009ad6" }
        paths:           { circleBig: { oval: [2.5, 17.5, 95, 95] } }
        timingFunctions: { pop: [0.2, 0.88, 0.09, 0.99] }
      layers:
        - { id: a, type: shape, path: "$circleBig", fillColor: "$brand" }
      """)
    XCTAssertEqual(
      scene?.definitions.map { "\($0.kind.rawValue).\($0.name)=\($0.useCount)" },
      ["colors.brand=1", "paths.circleBig=1", "timingFunctions.pop=0"])
    assertDiagnostic(
      "version: 1\nscene: { size: [1, 1] }\ndefs:\n  1️⃣timingFunction: {}\n", "unknown-key")
  }

  /// "layers: [ ... ] # the root layer's sublayers, back to front".
  func testLayersInFileOrder() {
    XCTAssertEqual(
      cleanLayers("  - { id: back }\n  - { id: middle }\n  - { id: front }\n").map(\.id),
      ["back", "middle", "front"])
  }

  /// "Unknown keys anywhere are errors, with a "did you mean" when one is close."
  func testUnknownKeysEverywhereWithDidYouMean() {
    let marked = """
      version: 1
      1️⃣scnee: { size: [100, 100] }
      scene:
        size: [100, 100]
        2️⃣backgroud: white
      defs:
        3️⃣colours: {}
      layers:
        - id: a
          type: shape
          4️⃣fillColour: red
          path: { rect: [0, 0, 1, 1], 5️⃣cornerRadus: 3 }
          transform: { 6️⃣rotaton: 1 }
          sublayers:
            - id: b
              type: shape
              path:
                elements:
                  - move: [0, 0]
                  - 7️⃣lien: [1, 1]
                  - arc: { center: [0, 0], radius: 1, startAngle: 0, endAngle: 1, 8️⃣clockwize: true }
          animations:
            - { keyPath: opacity, 9️⃣durration: 1 }
            - { type: keyframe, keyPath: opacity, values: [0, 1], 🔟calculationMod: linear }
      """
    assertDiagnostics(
      marked,
      [
        ("1️⃣", "unknown-key"), ("2️⃣", "unknown-key"), ("3️⃣", "unknown-key"), ("4️⃣", "unknown-key"),
        ("5️⃣", "unknown-key"), ("6️⃣", "unknown-key"), ("7️⃣", "unknown-key"), ("8️⃣", "unknown-key"),
        ("9️⃣", "unknown-key"), ("🔟", "unknown-key"),
      ])
    let notes = decodeScene(extractMarkers(marked).text).diagnostics.map { $0.notes.first?.message }
    XCTAssertEqual(
      notes,
      [
        "did you mean 'scene'?", "did you mean 'background'?", "did you mean 'colors'?",
        "did you mean 'fillColor'?", nil, "did you mean 'rotation'?", "did you mean 'line'?",
        "did you mean 'clockwise'?", "did you mean 'duration'?", "did you mean 'calculationMode'?",
      ])
  }

  // MARK: - Layers: id and type

  /// "Every layer has an `id` (unique in the scene, `[A-Za-z_][A-Za-z0-9_-]*`)".
  func testLayerIDs() {
    XCTAssertEqual(
      cleanLayers("  - { id: a }\n  - { id: _b-2 }\n  - { id: Card_9-x }\n").map(\.id),
      ["a", "_b-2", "Card_9-x"])
    assertDiagnostics(
      sceneText(
        layers: """
            - 1️⃣{ type: shape }
            - { id: 2️⃣9lives }
            - { id: 3️⃣-dash }
            - { id: 4️⃣"a b" }
            - id: box
              sublayers:
                - { id: 5️⃣box }
          """),
      [
        ("1️⃣", "missing-key"), ("2️⃣", "invalid-id"), ("3️⃣", "invalid-id"), ("4️⃣", "invalid-id"),
        ("5️⃣", "duplicate-id"),
      ])
  }

  /// "and a `type`: `layer` (default), `shape`, `text`, `gradient`, `replicator`".
  func testLayerTypes() {
    let layers = cleanLayers(
      """
        - { id: a }
        - { id: b, type: layer }
        - { id: c, type: shape }
        - { id: d, type: text }
        - { id: e, type: gradient }
        - { id: f, type: replicator }
      """)
    XCTAssertEqual(layers.map(\.kind), [.layer, .layer, .shape, .text, .gradient, .replicator])
    assertDiagnostic(sceneText(layers: "  - { id: a, type: 1️⃣shap }\n"), "unknown-layer-type")
  }

  // MARK: - Layers: common properties

  /// "Common properties (Core Animation names and defaults)": each default as the page
  /// states it, on every layer type.
  func testCommonPropertyDefaults() {
    let layers = cleanLayers(
      """
        - { id: a }
        - { id: b, type: shape }
        - { id: c, type: text }
        - { id: d, type: gradient }
        - { id: e, type: replicator }
      """)
    XCTAssertEqual(layers.count, 5)
    for layer in layers {
      let p = layer.properties
      XCTAssertEqual(p.position, Point(0, 0), layer.id)
      XCTAssertEqual(p.bounds, Rect(0, 0, 0, 0), layer.id)
      XCTAssertEqual(p.anchorPoint, Point(0.5, 0.5), layer.id)
      XCTAssertEqual(p.transform.matrix, .identity, layer.id)
      XCTAssertEqual(p.opacity, 1, layer.id)
      XCTAssertEqual(p.hidden, false, layer.id)
      XCTAssertNil(p.backgroundColor, layer.id)
      XCTAssertEqual(p.cornerRadius, 0, layer.id)
      XCTAssertEqual(p.borderWidth, 0, layer.id)
      XCTAssertEqual(p.borderColor, color(0, 0, 0), layer.id)
      XCTAssertEqual(p.masksToBounds, false, layer.id)
      XCTAssertEqual(p.shadowColor, color(0, 0, 0), layer.id)
      XCTAssertEqual(p.shadowOpacity, 0, layer.id)
      XCTAssertEqual(p.shadowRadius, 3, layer.id)
      XCTAssertEqual(p.shadowOffset, Size(0, -3), layer.id)
      XCTAssertEqual(p.zPosition, 0, layer.id)
      XCTAssertNil(layer.mask, layer.id)
      XCTAssertEqual(layer.sublayers, [], layer.id)
      XCTAssertEqual(layer.animations, [], layer.id)
    }
  }

  /// Every common key is accepted with a value of its type.
  func testCommonPropertiesAreRead() {
    let layer = cleanLayers(
      """
        - id: a
          position: [10, 20]
          bounds: [1, 2, 30, 40]
          anchorPoint: [0, 1]
          transform: { translation: [5, 6] }
          opacity: 0.5
          hidden: true
          backgroundColor: red
          cornerRadius: 4
          borderWidth: 2
          borderColor: blue
          masksToBounds: true
          shadowColor: white
          shadowOpacity: 0.25
          shadowRadius: 7
          shadowOffset: [2, 3]
          zPosition: -1
          mask: { type: shape, path: { rect: [0, 0, 10, 10] } }
          sublayers: [{ id: child }]
          animations: [{ keyPath: opacity, toValue: 0 }]
      """
    ).first
    let p = layer?.properties
    XCTAssertEqual(p?.position, Point(10, 20))
    XCTAssertEqual(p?.bounds, Rect(1, 2, 30, 40))
    XCTAssertEqual(p?.anchorPoint, Point(0, 1))
    XCTAssertEqual(p?.transform.translation, Point(5, 6))
    XCTAssertEqual(p?.opacity, 0.5)
    XCTAssertEqual(p?.hidden, true)
    XCTAssertEqual(p?.backgroundColor, color(1, 0, 0))
    XCTAssertEqual(p?.cornerRadius, 4)
    XCTAssertEqual(p?.borderWidth, 2)
    XCTAssertEqual(p?.borderColor, color(0, 0, 1))
    XCTAssertEqual(p?.masksToBounds, true)
    XCTAssertEqual(p?.shadowColor, .white)
    XCTAssertEqual(p?.shadowOpacity, 0.25)
    XCTAssertEqual(p?.shadowRadius, 7)
    XCTAssertEqual(p?.shadowOffset, Size(2, 3))
    XCTAssertEqual(p?.zPosition, -1)
    XCTAssertEqual(layer?.mask?.kind, .shape)
    XCTAssertEqual(layer?.mask?.properties.path?.elements.count, 5)
    XCTAssertEqual(layer?.sublayers.map(\.id), ["child"])
    XCTAssertEqual(layer?.animations.count, 1)
  }

  /// "`mask` (an inline layer whose alpha masks this one)": any layer type, with its own
  /// properties, sublayers and animations; checked like a layer.
  func testMaskIsAnInlineLayer() {
    let layer = cleanLayers(
      """
        - id: card
          mask:
            type: gradient
            colors: [white, clear]
            sublayers: [{ id: dot, type: shape, path: { circle: [5, 5], radius: 2 } }]
            animations: [{ keyPath: startPoint, toValue: [0, 0] }]
      """
    ).first
    XCTAssertEqual(layer?.mask?.kind, .gradient)
    XCTAssertEqual(layer?.mask?.properties.colors, [.white, .clear])
    XCTAssertEqual(layer?.mask?.sublayers.map(\.id), ["dot"])
    XCTAssertEqual(layer?.mask?.animations.first?.keyPath, KeyPath(.startPoint))
    assertDiagnostic(
      sceneText(layers: "  - id: card\n    mask: { type: shape, 1️⃣fillColr: red }\n"), "unknown-key")
    assertDiagnostic(sceneText(layers: "  - id: card\n    mask: 1️⃣[1, 2]\n"), "type-mismatch")
  }

  // MARK: - Layers: transform

  /// "`transform` is written as components, applied as scale, then rotation, then
  /// translation": (1, 0) scaled by [2, 3] is (2, 0), turned 90° clockwise on screen is
  /// (0, 2), moved by (10, 20) is (10, 22).
  func testTransformComponentsApplyScaleThenRotationThenTranslation() {
    let t = cleanLayer(
      "{ id: a, transform: { translation: [10, 20], rotation: \"90deg\", scale: [2, 3] } }"
    )?.properties.transform
    assertPoint(t?.matrix.apply(Point(1, 0)), 10, 22, accuracy: 1e-12)
    assertPoint(t?.matrix.apply(Point(0, 1)), 7, 20, accuracy: 1e-12)
    let uniform = cleanLayer("{ id: a, transform: { scale: 2 } }")?.properties.transform
    XCTAssertEqual(uniform.map { [$0.scaleX, $0.scaleY] }, [2, 2])
  }

  /// "rotationX/rotationY are projected without perspective (a flattening scale)":
  /// rotationX scales y by cos, rotationY scales x by cos.
  func testRotationXAndYFlatten() {
    let t = cleanLayer("{ id: a, transform: { rotationX: 60deg, rotationY: 0.5turn } }")?.properties.transform
    XCTAssertEqual(t?.rotationX ?? 0, Double.pi / 3, accuracy: 1e-15)
    XCTAssertEqual(t?.rotationY ?? 0, Double.pi, accuracy: 1e-15)
    assertPoint(t?.matrix.apply(Point(1, 1)), -1, 0.5, accuracy: 1e-12)
  }

  /// "or as `{ matrix: [a, b, c, d, tx, ty] }`".
  func testTransformMatrix() {
    let t = cleanLayer("{ id: a, transform: { matrix: [0, 1, -1, 0, 5, 6] } }")?.properties.transform
    let m = t?.matrix
    XCTAssertEqual(m?.a ?? 9, 0, accuracy: 1e-15)
    XCTAssertEqual(m?.b ?? 9, 1, accuracy: 1e-15)
    XCTAssertEqual(m?.c ?? 9, -1, accuracy: 1e-15)
    XCTAssertEqual(m?.d ?? 9, 0, accuracy: 1e-15)
    XCTAssertEqual(m?.tx, 5)
    XCTAssertEqual(m?.ty, 6)
    assertDiagnostics(
      sceneText(
        layers: """
            - { id: a, transform: { 1️⃣matrix: [1, 0, 0, 1, 0, 0], rotation: 1 } }
            - { id: b, transform: { matrix: 2️⃣[1, 0, 0, 1] } }
          """),
      [("1️⃣", "invalid-transform"), ("2️⃣", "wrong-count")])
  }

  // MARK: - Layers: shape, text, gradient, replicator

  /// "Shape layers (`CAShapeLayer`): `path`, `fillColor` black, `fillRule`, `strokeColor`
  /// none, `lineWidth` 1, `lineCap`, `lineJoin`, `miterLimit` 10, `lineDashPattern` [],
  /// `lineDashPhase` 0, `strokeStart` 0, `strokeEnd` 1."
  func testShapeDefaults() {
    let p = cleanLayer("{ id: s, type: shape }")?.properties
    XCTAssertNil(p?.path)
    XCTAssertEqual(p?.fillColor, color(0, 0, 0))
    XCTAssertEqual(p?.fillRule, .nonZero)
    XCTAssertNotNil(p)
    XCTAssertNil(p?.strokeColor ?? nil)
    XCTAssertEqual(p?.lineWidth, 1)
    XCTAssertEqual(p?.lineCap, .butt)
    XCTAssertEqual(p?.lineJoin, .miter)
    XCTAssertEqual(p?.miterLimit, 10)
    XCTAssertEqual(p?.lineDashPattern, [])
    XCTAssertEqual(p?.lineDashPhase, 0)
    XCTAssertEqual(p?.strokeStart, 0)
    XCTAssertEqual(p?.strokeEnd, 1)
  }

  /// Every spelling of fillRule, lineCap and lineJoin, and every shape key read.
  func testShapeKeysAndEnumerations() {
    let layers = cleanLayers(
      """
        - id: a
          type: shape
          path: { rect: [0, 0, 1, 1] }
          fillColor: none
          fillRule: evenOdd
          strokeColor: red
          lineWidth: 3
          lineCap: round
          lineJoin: round
          miterLimit: 4
          lineDashPattern: [5, 2.5]
          lineDashPhase: 1
          strokeStart: 0.25
          strokeEnd: 0.75
        - { id: b, type: shape, fillRule: nonZero, lineCap: butt, lineJoin: miter }
        - { id: c, type: shape, lineCap: square, lineJoin: bevel }
      """)
    XCTAssertEqual(layers.count, 3)
    guard layers.count == 3 else { return }
    let p = layers[0].properties
    XCTAssertNil(p.fillColor)
    XCTAssertEqual(p.fillRule, .evenOdd)
    XCTAssertEqual(p.strokeColor, color(1, 0, 0))
    XCTAssertEqual(p.lineWidth, 3)
    XCTAssertEqual(p.lineCap, .round)
    XCTAssertEqual(p.lineJoin, .round)
    XCTAssertEqual(p.miterLimit, 4)
    XCTAssertEqual(p.lineDashPattern, [5, 2.5])
    XCTAssertEqual(p.lineDashPhase, 1)
    XCTAssertEqual(p.strokeStart, 0.25)
    XCTAssertEqual(p.strokeEnd, 0.75)
    XCTAssertEqual(layers[1].properties.fillRule, .nonZero)
    XCTAssertEqual(layers[1].properties.lineCap, .butt)
    XCTAssertEqual(layers[1].properties.lineJoin, .miter)
    XCTAssertEqual(layers[2].properties.lineCap, .square)
    XCTAssertEqual(layers[2].properties.lineJoin, .bevel)
  }

  /// "Text layers: `string`, `fontFamily` "Helvetica", `fontSize` 36, `fontWeight`,
  /// `foregroundColor` white, `alignmentMode`".
  func testTextDefaults() {
    let p = cleanLayer("{ id: t, type: text }")?.properties
    XCTAssertEqual(p?.string, "")
    XCTAssertEqual(p?.fontFamily, "Helvetica")
    XCTAssertEqual(p?.fontSize, 36)
    XCTAssertEqual(p?.fontWeight, 400)
    XCTAssertEqual(p?.foregroundColor, .white)
    XCTAssertEqual(p?.alignmentMode, .natural)
  }

  /// "`fontWeight` (100…900 or `thin`…`black`)", "`alignmentMode` (`left` | `center` |
  /// `right` | `natural`)".
  func testTextKeys() {
    let layers = cleanLayers(
      """
        - { id: a, type: text, string: "Hello", fontFamily: Avenir Next, fontSize: 17, fontWeight: 100 }
        - { id: b, type: text, fontWeight: 900, alignmentMode: left, foregroundColor: black }
        - { id: c, type: text, fontWeight: thin, alignmentMode: center }
        - { id: d, type: text, fontWeight: black, alignmentMode: right }
        - { id: e, type: text, fontWeight: bold, alignmentMode: natural }
        - { id: f, type: text, fontWeight: 550 }
      """)
    XCTAssertEqual(layers.map(\.properties.fontWeight), [100, 900, 100, 900, 700, 550])
    XCTAssertEqual(
      layers.map(\.properties.alignmentMode), [.natural, .left, .center, .right, .natural, .natural])
    XCTAssertEqual(layers.first?.properties.string, "Hello")
    XCTAssertEqual(layers.first?.properties.fontFamily, "Avenir Next")
    XCTAssertEqual(layers.first?.properties.fontSize, 17)
    XCTAssertEqual(layers.dropFirst().first?.properties.foregroundColor, color(0, 0, 0))
    assertDiagnostics(
      sceneText(
        layers: """
            - { id: a, type: text, fontWeight: 1️⃣950 }
            - { id: b, type: text, fontWeight: 2️⃣50 }
            - { id: c, type: text, fontWeight: 3️⃣heavyish }
            - { id: d, type: text, alignmentMode: 4️⃣justified }
          """),
      [
        ("1️⃣", "value-out-of-range"), ("2️⃣", "value-out-of-range"), ("3️⃣", "unknown-value"),
        ("4️⃣", "unknown-value"),
      ])
  }

  /// "Gradient layers: `colors`, `locations` (default evenly spaced), `startPoint`
  /// [0.5,0], `endPoint` [0.5,1] …, `gradientType` (`axial` | `radial` | `conic`)".
  func testGradientDefaultsAndKeys() {
    let layers = cleanLayers(
      """
        - { id: a, type: gradient, colors: [red, "#00ff00", [0, 0, 1]] }
        - { id: b, type: gradient, colors: [red, blue], locations: [0.2, 0.8], gradientType: radial,
            startPoint: [0, 0], endPoint: [1, 1] }
        - { id: c, type: gradient, gradientType: conic }
        - { id: d, type: gradient, gradientType: axial, colors: [red, white, blue, black, clear] }
      """)
    XCTAssertEqual(layers.count, 4)
    guard layers.count == 4 else { return }
    let a = layers[0].properties
    XCTAssertEqual(a.colors, [color(1, 0, 0), color(0, 1, 0), color(0, 0, 1)])
    XCTAssertEqual(a.resolvedLocations, [0, 0.5, 1])
    XCTAssertEqual(a.startPoint, Point(0.5, 0))
    XCTAssertEqual(a.endPoint, Point(0.5, 1))
    XCTAssertEqual(a.gradientType, .axial)
    XCTAssertEqual(a[.locations], .numbers([0, 0.5, 1]))
    let b = layers[1].properties
    XCTAssertEqual(b.resolvedLocations, [0.2, 0.8])
    XCTAssertEqual(b.gradientType, .radial)
    XCTAssertEqual(b.startPoint, Point(0, 0))
    XCTAssertEqual(b.endPoint, Point(1, 1))
    XCTAssertEqual(layers[2].properties.gradientType, .conic)
    XCTAssertEqual(layers[2].properties.colors, [])
    XCTAssertEqual(layers[3].properties.resolvedLocations, [0, 0.25, 0.5, 0.75, 1])
  }

  /// "Replicator layers: `instanceCount` 1, `instanceTransform` …, `instanceDelay` 0
  /// (seconds), `instanceColor` white, `instance…Offset` 0".
  func testReplicatorDefaultsAndKeys() {
    let layers = cleanLayers(
      """
        - { id: a, type: replicator }
        - id: b
          type: replicator
          instanceCount: 5
          instanceTransform: { translation: [10, 0], rotation: 30deg }
          instanceDelay: 100ms
          instanceColor: "#ff0000"
          instanceRedOffset: -0.1
          instanceGreenOffset: 0.1
          instanceBlueOffset: 0.2
          instanceAlphaOffset: -0.25
      """)
    XCTAssertEqual(layers.count, 2)
    guard layers.count == 2 else { return }
    let a = layers[0].properties
    XCTAssertEqual(a.instanceCount, 1)
    XCTAssertEqual(a.instanceTransform.matrix, .identity)
    XCTAssertEqual(a.instanceDelay, 0)
    XCTAssertEqual(a.instanceColor, .white)
    XCTAssertEqual(
      [a.instanceRedOffset, a.instanceGreenOffset, a.instanceBlueOffset, a.instanceAlphaOffset],
      [0, 0, 0, 0])
    let b = layers[1].properties
    XCTAssertEqual(b.instanceCount, 5)
    XCTAssertEqual(b.instanceTransform.translation, Point(10, 0))
    XCTAssertEqual(b.instanceTransform.rotation, Double.pi / 6, accuracy: 1e-15)
    XCTAssertEqual(b.instanceDelay, 0.1)
    XCTAssertEqual(b.instanceColor, color(1, 0, 0))
    XCTAssertEqual(
      [b.instanceRedOffset, b.instanceGreenOffset, b.instanceBlueOffset, b.instanceAlphaOffset],
      [-0.1, 0.1, 0.2, -0.25])
  }

  /// A key of another layer type is reported at the key.
  func testTypeSpecificKeysOnlyOnTheirType() {
    assertDiagnostics(
      sceneText(
        layers: """
            - { id: a, 1️⃣path: { rect: [0, 0, 1, 1] } }
            - { id: b, type: text, 2️⃣fillColor: red }
            - { id: c, type: shape, 3️⃣colors: [red] }
            - { id: d, type: gradient, 4️⃣instanceCount: 2 }
            - { id: e, type: replicator, 5️⃣fontSize: 3 }
          """),
      [
        ("1️⃣", "property-not-on-layer-type"), ("2️⃣", "property-not-on-layer-type"),
        ("3️⃣", "property-not-on-layer-type"), ("4️⃣", "property-not-on-layer-type"),
        ("5️⃣", "property-not-on-layer-type"),
      ])
  }

  // MARK: - Paths

  /// k·r for a 90° cubic piece, k = 4/3·tan(π/8) (python3: 4/3*math.tan(math.pi/8)).
  private let quarterK = 0.5522847498307933

  /// "SVG path data: `{ d: "M 10 10 C 20 0 40 0 50 10 Z" }`".
  func testPathDataExample() {
    assertElements(
      shapePath(#"{ d: "M 10 10 C 20 0 40 0 50 10 Z" }"#),
      [
        .move(Point(10, 10)),
        .cubic(control1: Point(20, 0), control2: Point(40, 0), to: Point(50, 10)), .close,
      ])
  }

  /// "(all commands, arcs included)": M L H V C S Q T A Z, absolute and relative. Smooth
  /// commands reflect the previous control point; arcs are 90° cubic pieces (k·5 =
  /// 2.7614237491539666); relative `m` after `Z` starts from the subpath's start.
  func testPathDataEveryCommand() {
    let k5 = quarterK * 5
    let absolute =
      "M 10 10 L 20 10 H 30 V 20 C 30 30 20 30 20 20 S 10 10 10 20 Q 0 20 0 30 T 0 40 "
      + "A 5 5 0 0 1 10 40 Z"
    let relative =
      "m 5 5 l 5 0 h 5 v 5 c 0 5 -5 5 -5 0 s -5 -5 -5 0 q 0 5 5 5 t 5 0 a 5 5 0 1 0 10 0 z"
    assertElements(
      shapePath("{ d: \"\(absolute) \(relative)\" }"),
      [
        .move(Point(10, 10)), .line(Point(20, 10)), .line(Point(30, 10)), .line(Point(30, 20)),
        .cubic(control1: Point(30, 30), control2: Point(20, 30), to: Point(20, 20)),
        .cubic(control1: Point(20, 10), control2: Point(10, 10), to: Point(10, 20)),
        .quad(control: Point(0, 20), to: Point(0, 30)),
        .quad(control: Point(0, 40), to: Point(0, 40)),
        // From (0, 40) over the top of the circle around (5, 40) to (10, 40).
        .cubic(control1: Point(0, 40 - k5), control2: Point(5 - k5, 35), to: Point(5, 35)),
        .cubic(control1: Point(5 + k5, 35), control2: Point(10, 40 - k5), to: Point(10, 40)),
        .close,
        .move(Point(15, 15)), .line(Point(20, 15)), .line(Point(25, 15)), .line(Point(25, 20)),
        .cubic(control1: Point(25, 25), control2: Point(20, 25), to: Point(20, 20)),
        .cubic(control1: Point(20, 15), control2: Point(15, 15), to: Point(15, 20)),
        .quad(control: Point(15, 25), to: Point(20, 25)),
        .quad(control: Point(25, 25), to: Point(25, 25)),
        // sweep 0: from (25, 25) under the circle around (30, 25) to (35, 25).
        .cubic(control1: Point(25, 25 + k5), control2: Point(30 - k5, 30), to: Point(30, 30)),
        .cubic(control1: Point(30 + k5, 30), control2: Point(35, 25 + k5), to: Point(35, 25)),
        .close,
      ])
  }

  /// "`rect` starts at its top-left corner", clockwise on screen.
  func testRectStartsTopLeftClockwise() {
    assertElements(
      shapePath("{ rect: [10, 20, 30, 40] }"),
      [.move(Point(10, 20)), .line(Point(40, 20)), .line(Point(40, 60)), .line(Point(10, 60)), .close])
  }

  /// "`roundedRect` starts at (x + r, y), the top edge's left end", clockwise.
  func testRoundedRectStartsAtXPlusR() {
    let c = 10 * quarterK
    assertElements(
      shapePath("{ roundedRect: [0, 0, 100, 60], cornerRadius: 10 }"),
      [
        .move(Point(10, 0)), .line(Point(90, 0)),
        .cubic(control1: Point(90 + c, 0), control2: Point(100, 10 - c), to: Point(100, 10)),
        .line(Point(100, 50)),
        .cubic(control1: Point(100, 50 + c), control2: Point(90 + c, 60), to: Point(90, 60)),
        .line(Point(10, 60)),
        .cubic(control1: Point(10 - c, 60), control2: Point(0, 50 + c), to: Point(0, 50)),
        .line(Point(0, 10)),
        .cubic(control1: Point(0, 10 - c), control2: Point(10 - c, 0), to: Point(10, 0)),
        .close,
      ])
    assertDiagnostic(
      sceneText(layers: "  - { id: s, type: shape, path: 1️⃣{ roundedRect: [0, 0, 10, 10] } }\n"),
      "missing-key")
  }

  /// "`oval` (ovalIn rect) … start at the rightmost point (3 o'clock) and are four cubic
  /// quarter arcs", clockwise on screen: 3 → 6 → 9 → 12 o'clock. Control points from
  /// python3 (center ± radius·k along the tangents).
  func testOvalStartsAtThreeOClockClockwise() {
    assertElements(
      shapePath("{ oval: [0, 0, 100, 50] }"),
      [
        .move(Point(100, 25)),
        .cubic(control1: Point(100, 38.80711874577), control2: Point(77.61423749154, 50), to: Point(50, 50)),
        .cubic(control1: Point(22.38576250846, 50), control2: Point(0, 38.80711874577), to: Point(0, 25)),
        .cubic(control1: Point(0, 11.19288125423), control2: Point(22.38576250846, 0), to: Point(50, 0)),
        .cubic(control1: Point(77.61423749154, 0), control2: Point(100, 11.19288125423), to: Point(100, 25)),
        .close,
      ], accuracy: 1e-9)
  }

  /// "`{ circle: [cx, cy], radius: r }`" — as oval, from 3 o'clock, four cubics.
  func testCircleStartsAtThreeOClockClockwise() {
    let c = 10 * quarterK
    assertElements(
      shapePath("{ circle: [50, 50], radius: 10 }"),
      [
        .move(Point(60, 50)),
        .cubic(control1: Point(60, 50 + c), control2: Point(50 + c, 60), to: Point(50, 60)),
        .cubic(control1: Point(50 - c, 60), control2: Point(40, 50 + c), to: Point(40, 50)),
        .cubic(control1: Point(40, 50 - c), control2: Point(50 - c, 40), to: Point(50, 40)),
        .cubic(control1: Point(50 + c, 40), control2: Point(60, 50 - c), to: Point(60, 50)),
        .close,
      ])
    assertDiagnostic(
      sceneText(layers: "  - { id: s, type: shape, path: 1️⃣{ circle: [0, 0] } }\n"), "missing-key")
  }

  /// "`{ polygon: [[x, y], ...] }` (closed), `{ polyline: [[x, y], ...] }`" (open), both
  /// following the points in order.
  func testPolygonClosedPolylineOpen() {
    assertElements(
      shapePath("{ polygon: [[0, 0], [10, 0], [5, 8]] }"),
      [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(5, 8)), .close])
    assertElements(
      shapePath("{ polyline: [[0, 0], [10, 0], [5, 8]] }"),
      [.move(Point(0, 0)), .line(Point(10, 0)), .line(Point(5, 8))])
  }

  /// The page's `elements` example: the arc adds a line from (10, 10) to its start
  /// (95, 50) and is a full clockwise circle of four cubics.
  func testElementsExample() {
    let text = sceneText(
      layers: """
          - id: s
            type: shape
            path:
              elements:
                - move: [5, 95]
                - line: [50, 42.5]
                - curve: [25.5, 56.5]           # cubic; c1 and c2 are its control points
                  c1: [25.5, 185.5]
                  c2: [25.5, 88.75]
                - quad: [10, 10]
                  c: [5, 5]
                - arc: { center: [50, 50], radius: 45, startAngle: 0, endAngle: "360deg", clockwise: true }
                - close
        """)
    let c = 45 * quarterK
    assertElements(
      assertClean(text)?.layers.first?.properties.path?.elements ?? [],
      [
        .move(Point(5, 95)), .line(Point(50, 42.5)),
        .cubic(control1: Point(25.5, 185.5), control2: Point(25.5, 88.75), to: Point(25.5, 56.5)),
        .quad(control: Point(5, 5), to: Point(10, 10)),
        .line(Point(95, 50)),
        .cubic(control1: Point(95, 50 + c), control2: Point(50 + c, 95), to: Point(50, 95)),
        .cubic(control1: Point(50 - c, 95), control2: Point(5, 50 + c), to: Point(5, 50)),
        .cubic(control1: Point(5, 50 - c), control2: Point(50 - c, 5), to: Point(50, 5)),
        .cubic(control1: Point(50 + c, 5), control2: Point(95, 50 - c), to: Point(95, 50)),
        .close,
      ])
  }

  /// "`arc` follows UIBezierPath(arcCenter:…:clockwise:) in y-down coordinates, and adds a
  /// line from the current point to its start, if any": no line without a current point
  /// (the arc moves there), none when the current point is its start; counterclockwise
  /// from 0 to 90° is three quarters through 12, 9 and 6 o'clock (python3 control points).
  func testArcDirectionAndJoiningLine() {
    let text = sceneText(
      layers: """
          - id: first
            type: shape
            path:
              elements:
                - arc: { center: [50, 50], radius: 10, startAngle: 0, endAngle: 90deg }
          - id: joined
            type: shape
            path:
              elements:
                - move: [60, 50]
                - arc: { center: [50, 50], radius: 10, startAngle: 0, endAngle: 90deg, clockwise: true }
          - id: ccw
            type: shape
            path:
              elements:
                - move: [0, 0]
                - arc: { center: [50, 50], radius: 10, startAngle: 0, endAngle: 0.25turn, clockwise: false }
        """)
    let layers = assertClean(text)?.layers ?? []
    XCTAssertEqual(layers.count, 3)
    guard layers.count == 3 else { return }
    let c = 10 * quarterK
    let quarter: PathElement = .cubic(
      control1: Point(60, 50 + c), control2: Point(50 + c, 60), to: Point(50, 60))
    assertElements(layers[0].properties.path?.elements ?? [], [.move(Point(60, 50)), quarter])
    assertElements(layers[1].properties.path?.elements ?? [], [.move(Point(60, 50)), quarter])
    assertElements(
      layers[2].properties.path?.elements ?? [],
      [
        .move(Point(0, 0)), .line(Point(60, 50)),
        .cubic(control1: Point(60, 44.477152501692), control2: Point(55.522847498308, 40), to: Point(50, 40)),
        .cubic(control1: Point(44.477152501692, 40), control2: Point(40, 44.477152501692), to: Point(40, 50)),
        .cubic(control1: Point(40, 55.522847498308), control2: Point(44.477152501692, 60), to: Point(50, 60)),
      ])
  }

  /// "a reference: `"$name"`", also as a keyframe path and in a set.
  func testPathReference() {
    let elements = shapePath(
      #""$tri""#, defs: "defs:\n  paths: { tri: { polygon: [[0, 0], [4, 0], [0, 3]] } }\n")
    assertElements(elements, [.move(Point(0, 0)), .line(Point(4, 0)), .line(Point(0, 3)), .close])
  }

  func testPathProblems() {
    assertDiagnostics(
      sceneText(
        layers: """
            - { id: a, type: shape, path: { 1️⃣rectangle: [0, 0, 1, 1] } }
            - { id: b, type: shape, path: { rect: [0, 0, 1, 1], 2️⃣oval: [0, 0, 1, 1] } }
            - { id: c, type: shape, path: { d: "M 0 0 3️⃣X 1 1" } }
            - { id: d, type: shape, path: { polygon: 4️⃣[[0, 0]] } }
            - { id: e, type: shape, path: 5️⃣[[0, 0], [1, 1]] }
            - id: f
              type: shape
              path:
                elements:
                  - 6️⃣line: [1, 1]
          """),
      [
        ("1️⃣", "unknown-key"), ("2️⃣", "invalid-path"), ("3️⃣", "invalid-path-data"), ("4️⃣", "wrong-count"),
        ("5️⃣", "type-mismatch"), ("6️⃣", "invalid-path"),
      ])
  }

  // MARK: - Animations: types and timing keys

  /// "an entry's `type` is `basic` (default), `keyframe`, `spring`, `group`, `sequence`
  /// or `set`".
  func testAnimationTypes() {
    let animations =
      cleanLayers(
        """
          - id: a
            animations:
              - { keyPath: opacity, toValue: 0 }
              - { type: basic, keyPath: opacity, toValue: 0 }
              - { type: keyframe, keyPath: opacity, values: [0, 1] }
              - { type: spring, keyPath: opacity, toValue: 0 }
              - { type: group, animations: [{ keyPath: opacity, toValue: 0 }] }
              - { type: sequence, animations: [{ keyPath: opacity, toValue: 0 }] }
              - { type: set, values: { opacity: 0.5 } }
        """
      ).first?.animations ?? []
    let kinds = animations.map { animation -> String in
      switch animation.kind {
      case .basic: "basic"
      case .keyframe: "keyframe"
      case .spring: "spring"
      case .group: "group"
      case .sequence: "sequence"
      case .set: "set"
      }
    }
    XCTAssertEqual(kinds, ["basic", "basic", "keyframe", "spring", "group", "sequence", "set"])
    assertDiagnostic(
      sceneText(layers: "  - id: a\n    animations:\n      - { type: 1️⃣keyFrame, keyPath: opacity }\n"),
      "unknown-animation-type")
  }

  /// The timing keys' defaults: beginTime 0, duration unset (0.25 s, resolved by the timing
  /// stage), no timing function (linear), repeatCount 0, repeatDuration 0, autoreverses
  /// false, speed 1, timeOffset 0, fillMode removed, removedOnCompletion true, additive
  /// false, cumulative false.
  func testTimingDefaults() {
    let animation = cleanAnimation("{ keyPath: opacity, toValue: 0 }")
    XCTAssertNil(animation?.id)
    let t = animation?.timing
    XCTAssertEqual(t?.start, .beginTime(0))
    XCTAssertNil(t?.duration ?? nil)
    XCTAssertNil(t?.timingFunction ?? nil)
    XCTAssertEqual(t?.repeatCount, 0)
    XCTAssertEqual(t?.repeatDuration, 0)
    XCTAssertEqual(t?.autoreverses, false)
    XCTAssertEqual(t?.speed, 1)
    XCTAssertEqual(t?.timeOffset, 0)
    XCTAssertEqual(t?.fillMode, .removed)
    XCTAssertEqual(t?.removedOnCompletion, true)
    XCTAssertEqual(animation?.additive, false)
    XCTAssertEqual(animation?.cumulative, false)
  }

  /// Every timing key with a non-default value, on every type but `set`.
  func testTimingKeysAreRead() {
    let timing = """
      id: X, beginTime: "1s", duration: 500ms, timingFunction: easeIn, repeatCount: 2,
      repeatDuration: 3, autoreverses: true, speed: 2, timeOffset: 0.1, fillMode: both,
      removedOnCompletion: false, additive: true, cumulative: true
      """
    let entries = [
      ("b", "keyPath: opacity, toValue: 0"),
      ("k", "type: keyframe, keyPath: opacity, values: [0, 1]"),
      ("s", "type: spring, keyPath: opacity, toValue: 0"),
      ("g", "type: group, animations: []"),
      ("q", "type: sequence, animations: []"),
    ].map { id, own in "{ \(timing.replacingOccurrences(of: "X", with: id)), \(own) }" }
    let animations =
      cleanLayers(
        "  - id: a\n    animations:\n"
          + entries.map { "      - " + $0.replacingOccurrences(of: "\n", with: " ") + "\n" }.joined()
      ).first?.animations ?? []
    XCTAssertEqual(animations.map(\.id), ["b", "k", "s", "g", "q"])
    for animation in animations {
      let t = animation.timing
      XCTAssertEqual(t.start, .beginTime(1))
      XCTAssertEqual(t.duration, 0.5)
      XCTAssertEqual(t.timingFunction, .easeIn)
      XCTAssertEqual(t.repeatCount, 2)
      XCTAssertEqual(t.repeatDuration, 3)
      XCTAssertEqual(t.autoreverses, true)
      XCTAssertEqual(t.speed, 2)
      XCTAssertEqual(t.timeOffset, 0.1)
      XCTAssertEqual(t.fillMode, .both)
      XCTAssertEqual(t.removedOnCompletion, false)
      XCTAssertEqual(animation.additive, true)
      XCTAssertEqual(animation.cumulative, true)
    }
  }

  /// "`duration` 0.25 (CA's default; an explicit 0 also means 0.25 s…)": an explicit 0 is
  /// stored like an absent duration.
  func testExplicitZeroDurationMeansTheDefault() {
    XCTAssertNil(cleanAnimation("{ keyPath: opacity, duration: 0 }")?.timing.duration ?? nil)
    // What was written is kept (lint's zero-duration reads it from the model).
    XCTAssertEqual(cleanAnimation("{ keyPath: opacity, duration: 0 }")?.timing.writtenDuration, 0)
    XCTAssertNil(cleanAnimation("{ keyPath: opacity }")?.timing.writtenDuration ?? nil)
    XCTAssertEqual(cleanAnimation("{ keyPath: opacity, duration: 0.25 }")?.timing.duration, 0.25)
  }

  /// "`timingFunction` (`linear` | `easeIn` | `easeOut` | `easeInEaseOut` | `default` |
  /// `[x1, y1, x2, y2]` | `"$name"`)".
  func testTimingFunctionSpellings() {
    let animations =
      assertClean(
        sceneText(
          layers: """
              - id: a
                animations:
                  - { keyPath: opacity, timingFunction: linear }
                  - { keyPath: opacity, timingFunction: easeIn }
                  - { keyPath: opacity, timingFunction: easeOut }
                  - { keyPath: opacity, timingFunction: easeInEaseOut }
                  - { keyPath: opacity, timingFunction: default }
                  - { keyPath: opacity, timingFunction: [0.2, 0.88, 0.09, 0.99] }
                  - { keyPath: opacity, timingFunction: [0.5, -0.5, 0.5, 1.5] }
                  - { keyPath: opacity, timingFunction: "$pop" }
            """, extra: "defs:\n  timingFunctions: { pop: [0.1, 0.2, 0.3, 0.4] }\n")
      )?.layers.first?.animations ?? []
    XCTAssertEqual(
      animations.map(\.timing.timingFunction),
      [
        TimingFunction(0, 0, 1, 1), TimingFunction(0.42, 0, 1, 1), TimingFunction(0, 0, 0.58, 1),
        TimingFunction(0.42, 0, 0.58, 1), TimingFunction(0.25, 0.1, 0.25, 1),
        TimingFunction(0.2, 0.88, 0.09, 0.99), TimingFunction(0.5, -0.5, 0.5, 1.5),
        TimingFunction(0.1, 0.2, 0.3, 0.4),
      ])
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              animations:
                - { keyPath: opacity, timingFunction: 1️⃣easeInOut }
                - { keyPath: opacity, timingFunction: 2️⃣[0, 0, 1] }
                - { keyPath: opacity, timingFunction: [3️⃣1.5, 0, 1, 1] }
          """),
      [("1️⃣", "unknown-timing-function"), ("2️⃣", "wrong-count"), ("3️⃣", "value-out-of-range")])
  }

  /// "`fillMode` (`removed` | `forwards` | `backwards` | `both`)".
  func testFillModes() {
    let animations =
      cleanLayers(
        """
          - id: a
            animations:
              - { keyPath: opacity, fillMode: removed }
              - { keyPath: opacity, fillMode: forwards }
              - { keyPath: opacity, fillMode: backwards }
              - { keyPath: opacity, fillMode: both }
        """
      ).first?.animations ?? []
    XCTAssertEqual(animations.map(\.timing.fillMode), [.removed, .forwards, .backwards, .both])
  }

  /// "`after: <id>` with optional `delay` (instead of beginTime…)".
  func testAfterAndDelay() {
    let animations =
      cleanLayers(
        """
          - id: a
            animations:
              - { id: first, keyPath: opacity, toValue: 0 }
              - { keyPath: opacity, after: first }
              - { keyPath: opacity, after: first, delay: 250ms }
              - { type: set, after: first, delay: 1, values: { opacity: 1 } }
        """
      ).first?.animations ?? []
    // Each `after` is resolved to the place of the animation it names.
    let first = AnimationReference(id: "first", target: AnimationPosition(layer: 0, index: 0))
    XCTAssertEqual(
      animations.map(\.timing.start),
      [.beginTime(0), .after(first, delay: 0), .after(first, delay: 0.25), .after(first, delay: 1)])
  }

  // MARK: - Animations: basic, keyframe, spring, group, sequence, set

  /// "`basic`: `keyPath`, and `fromValue`/`toValue`/`byValue`" (a missing one stays nil).
  func testBasicValues() {
    let layers = cleanLayers(
      """
        - id: a
          animations:
            - { keyPath: position, fromValue: [0, 0], toValue: [10, 20] }
            - { keyPath: position.x, byValue: 5 }
            - { keyPath: transform.rotation, toValue: 90deg }
      """)
    let basics = (layers.first?.animations ?? []).compactMap { animation -> BasicAnimation? in
      if case .basic(let basic) = animation.kind { return basic }
      return nil
    }
    XCTAssertEqual(basics.count, 3)
    guard basics.count == 3 else { return }
    XCTAssertEqual(basics[0].keyPath, KeyPath(.position))
    XCTAssertEqual(basics[0].fromValue, .point(Point(0, 0)))
    XCTAssertEqual(basics[0].toValue, .point(Point(10, 20)))
    XCTAssertNil(basics[0].byValue)
    XCTAssertEqual(basics[1].keyPath, KeyPath(.position, .x))
    XCTAssertEqual(basics[1].byValue, .number(5))
    XCTAssertNil(basics[1].fromValue)
    XCTAssertNil(basics[1].toValue)
    XCTAssertEqual(basics[2].keyPath, KeyPath(.transform, .rotationZ))
    guard case .number(let angle) = basics[2].toValue else { return XCTFail("not a number") }
    XCTAssertEqual(angle, Double.pi / 2, accuracy: 1e-15)
  }

  /// "`keyframe`: `keyPath`, `values` or (for `position`) `path`, `keyTimes`,
  /// `timingFunctions` (one per segment), `calculationMode`, `tensionValues`,
  /// `continuityValues`, `biasValues`, `rotationMode` (`auto` | `autoReverse`)".
  func testKeyframeKeys() {
    let text = sceneText(
      layers: """
          - id: a
            animations:
              - type: keyframe
                keyPath: opacity
                values: [0, 1, 0.5]
                keyTimes: [0, 0.25, 1]
                timingFunctions: [easeIn, [0.1, 0.2, 0.3, 0.4]]
                calculationMode: cubic
                tensionValues: [0, 1, -1]
                continuityValues: [0.5, 0, 0]
                biasValues: [0, 0, 0.25]
              - { type: keyframe, keyPath: position, path: { rect: [0, 0, 10, 10] }, rotationMode: auto }
              - { type: keyframe, keyPath: position, path: "$loop", rotationMode: autoReverse }
              - { type: keyframe, keyPath: opacity, values: [0, 1], calculationMode: discrete,
                  keyTimes: [0, 0.5, 1] }
              - { type: keyframe, keyPath: opacity, values: [0, 1], calculationMode: paced }
              - { type: keyframe, keyPath: opacity, values: [0, 1], calculationMode: cubicPaced }
              - { type: keyframe, keyPath: opacity, values: [0, 1], calculationMode: linear }
              - { type: keyframe, keyPath: opacity, values: [0, 1] }
        """, extra: "defs:\n  paths: { loop: { circle: [0, 0], radius: 5 } }\n")
    let keyframes = (assertClean(text)?.layers.first?.animations ?? []).compactMap {
      animation -> KeyframeAnimation? in
      if case .keyframe(let keyframe) = animation.kind { return keyframe }
      return nil
    }
    XCTAssertEqual(keyframes.count, 8)
    guard keyframes.count == 8 else { return }
    let k = keyframes[0]
    XCTAssertEqual(k.values, [.number(0), .number(1), .number(0.5)])
    XCTAssertEqual(k.keyTimes, [0, 0.25, 1])
    XCTAssertEqual(k.timingFunctions, [.easeIn, TimingFunction(0.1, 0.2, 0.3, 0.4)])
    XCTAssertEqual(k.calculationMode, .cubic)
    XCTAssertEqual(k.tensionValues, [0, 1, -1])
    XCTAssertEqual(k.continuityValues, [0.5, 0, 0])
    XCTAssertEqual(k.biasValues, [0, 0, 0.25])
    XCTAssertNil(k.rotationMode)
    XCTAssertEqual(keyframes[1].path?.elements.count, 5)
    XCTAssertEqual(keyframes[1].rotationMode, .auto)
    XCTAssertEqual(keyframes[2].path?.elements.count, 6)
    XCTAssertEqual(keyframes[2].rotationMode, .autoReverse)
    XCTAssertEqual(
      keyframes.dropFirst(3).map(\.calculationMode), [.discrete, .paced, .cubicPaced, .linear, .linear])
    XCTAssertNil(keyframes[7].keyTimes)
    XCTAssertNil(keyframes[7].timingFunctions)
  }

  /// "`spring`: a basic animation with `mass` 1, `stiffness` 100, `damping` 10,
  /// `initialVelocity` 0, `allowsOverdamping` false; `duration` defaults to the settling
  /// duration." Or UIView's form: `dampingRatio` and `duration`, with mass 1 and
  /// damping = 2·ζ·√stiffness.
  func testSpringKeysAndDefaults() {
    let animations =
      cleanLayers(
        """
          - id: a
            animations:
              - { type: spring, keyPath: position.y, fromValue: 0, toValue: 100 }
              - { type: spring, keyPath: opacity, toValue: 0, mass: 2, stiffness: 300, damping: 8,
                  initialVelocity: -1.5, allowsOverdamping: true }
              - { type: spring, keyPath: opacity, toValue: 0, dampingRatio: 0.5, duration: 0.8,
                  initialVelocity: 2 }
        """
      ).first?.animations ?? []
    let springs = animations.compactMap { animation -> SpringAnimation? in
      if case .spring(let spring) = animation.kind { return spring }
      return nil
    }
    XCTAssertEqual(springs.count, 3)
    guard springs.count == 3 else { return }
    let d = springs[0]
    XCTAssertEqual([d.mass, d.stiffness, d.damping, d.initialVelocity], [1, 100, 10, 0])
    XCTAssertEqual(d.allowsOverdamping, false)
    XCTAssertEqual(d.basic.fromValue, .number(0))
    XCTAssertEqual(d.basic.toValue, .number(100))
    XCTAssertNil(animations[0].timing.duration)
    let e = springs[1]
    XCTAssertEqual([e.mass, e.stiffness, e.damping, e.initialVelocity], [2, 300, 8, -1.5])
    XCTAssertEqual(e.allowsOverdamping, true)
    let u = springs[2]
    XCTAssertEqual(u.mass, 1)
    XCTAssertEqual(u.initialVelocity, 2)
    XCTAssertEqual(u.damping, 2 * 0.5 * u.stiffness.squareRoot(), accuracy: 1e-9)
    XCTAssertEqual(animations[2].timing.duration, 0.8)
  }

  /// "`group`: `animations`", "`sequence`: a group whose children each begin when the one
  /// before ends", with nested groups.
  func testGroupsAndSequences() {
    let animation = cleanAnimation(
      """
      { type: group, duration: 2, animations: [{ keyPath: opacity, toValue: 0 },
          { type: sequence, animations: [{ keyPath: position.x, toValue: 5 },
                                         { keyPath: position.y, toValue: 5 }] }] }
      """.replacingOccurrences(of: "\n", with: " "))
    XCTAssertEqual(animation?.children.count, 2)
    XCTAssertEqual(
      animation?.children.last?.children.map(\.keyPath), [KeyPath(.position, .x), KeyPath(.position, .y)])
    guard case .sequence = animation?.children.last?.kind else { return XCTFail("not a sequence") }
  }

  /// "`set`: `beginTime` (or `after`), `values: { keyPath: value, ... }`".
  func testSetValues() {
    let animation = cleanAnimation(
      "{ type: set, id: flip, beginTime: 1.5, "
        + "values: { opacity: 0.5, position.x: 3, backgroundColor: red, hidden: true } }")
    XCTAssertEqual(animation?.id, "flip")
    XCTAssertEqual(animation?.timing.start, .beginTime(1.5))
    guard case .set(let values) = animation?.kind else { return XCTFail("not a set") }
    XCTAssertEqual(
      values,
      [
        SetValue(keyPath: KeyPath(.opacity), value: .number(0.5)),
        SetValue(keyPath: KeyPath(.position, .x), value: .number(3)),
        SetValue(keyPath: KeyPath(.backgroundColor), value: .color(color(1, 0, 0))),
        SetValue(keyPath: KeyPath(.hidden), value: .bool(true)),
      ])
  }

  // MARK: - Animations: key paths

  /// Every key path the page lists parses, on a layer type that has it, to the property
  /// and component it names (`transform.rotation` = `.z`).
  func testEveryListedKeyPath() {
    let cases: [(String, String, String, KeyPath)] = [
      ("opacity", "layer", "0.5", KeyPath(.opacity)),
      ("position", "layer", "[1, 2]", KeyPath(.position)),
      ("position.x", "layer", "1", KeyPath(.position, .x)),
      ("position.y", "layer", "1", KeyPath(.position, .y)),
      ("bounds", "layer", "[0, 0, 1, 2]", KeyPath(.bounds)),
      ("bounds.size.width", "layer", "1", KeyPath(.bounds, .width)),
      ("bounds.size.height", "layer", "1", KeyPath(.bounds, .height)),
      ("anchorPoint", "layer", "[0, 0]", KeyPath(.anchorPoint)),
      ("cornerRadius", "layer", "4", KeyPath(.cornerRadius)),
      ("backgroundColor", "layer", "red", KeyPath(.backgroundColor)),
      ("borderWidth", "layer", "1", KeyPath(.borderWidth)),
      ("borderColor", "layer", "red", KeyPath(.borderColor)),
      ("shadowOpacity", "layer", "1", KeyPath(.shadowOpacity)),
      ("shadowRadius", "layer", "1", KeyPath(.shadowRadius)),
      ("shadowOffset", "layer", "[1, 1]", KeyPath(.shadowOffset)),
      ("shadowColor", "layer", "red", KeyPath(.shadowColor)),
      ("zPosition", "layer", "1", KeyPath(.zPosition)),
      ("hidden", "layer", "true", KeyPath(.hidden)),
      ("path", "shape", "{ rect: [0, 0, 1, 1] }", KeyPath(.path)),
      ("fillColor", "shape", "red", KeyPath(.fillColor)),
      ("strokeColor", "shape", "red", KeyPath(.strokeColor)),
      ("lineWidth", "shape", "2", KeyPath(.lineWidth)),
      ("strokeStart", "shape", "0.5", KeyPath(.strokeStart)),
      ("strokeEnd", "shape", "0.5", KeyPath(.strokeEnd)),
      ("lineDashPhase", "shape", "2", KeyPath(.lineDashPhase)),
      ("miterLimit", "shape", "2", KeyPath(.miterLimit)),
      ("colors", "gradient", "[red, blue]", KeyPath(.colors)),
      ("locations", "gradient", "[0, 1]", KeyPath(.locations)),
      ("startPoint", "gradient", "[0, 0]", KeyPath(.startPoint)),
      ("endPoint", "gradient", "[1, 1]", KeyPath(.endPoint)),
      ("foregroundColor", "text", "red", KeyPath(.foregroundColor)),
      ("fontSize", "text", "12", KeyPath(.fontSize)),
      ("instanceDelay", "replicator", "0.1", KeyPath(.instanceDelay)),
      ("instanceTransform", "replicator", "{ translation: [1, 0] }", KeyPath(.instanceTransform)),
      ("transform", "layer", "{ scale: 2 }", KeyPath(.transform)),
      ("transform.rotation", "layer", "1", KeyPath(.transform, .rotationZ)),
      ("transform.rotation.x", "layer", "1", KeyPath(.transform, .rotationX)),
      ("transform.rotation.y", "layer", "1", KeyPath(.transform, .rotationY)),
      ("transform.rotation.z", "layer", "1", KeyPath(.transform, .rotationZ)),
      ("transform.scale", "layer", "2", KeyPath(.transform, .scale)),
      ("transform.scale.x", "layer", "2", KeyPath(.transform, .scaleX)),
      ("transform.scale.y", "layer", "2", KeyPath(.transform, .scaleY)),
      ("transform.translation", "layer", "[1, 2]", KeyPath(.transform, .translation)),
      ("transform.translation.x", "layer", "1", KeyPath(.transform, .translationX)),
      ("transform.translation.y", "layer", "1", KeyPath(.transform, .translationY)),
    ]
    let layers = cleanLayers(
      cases.enumerated().map { index, c in
        "  - id: l\(index)\n    type: \(c.1)\n    animations:\n"
          + "      - { keyPath: \(c.0), toValue: \(c.2) }\n"
          + "      - { type: set, values: { \(c.0): \(c.2) } }\n"
      }.joined())
    XCTAssertEqual(layers.count, cases.count)
    for (layer, c) in zip(layers, cases) {
      XCTAssertEqual(layer.animations.first?.keyPath, c.3, c.0)
      guard case .set(let values) = layer.animations.last?.kind else {
        XCTFail("no set for \(c.0)")
        continue
      }
      XCTAssertEqual(values.first?.keyPath, c.3, c.0)
    }
  }

  // MARK: - Validation (foundation issue, "Validation and diagnostics")

  /// "wrong types" — at the value.
  func testWrongTypesPointAtTheValue() {
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              opacity: 1️⃣"0.5"
              hidden: 2️⃣1
              position: 3️⃣"10, 20"
              sublayers: 4️⃣{ id: b }
              animations:
                - { keyPath: opacity, duration: 5️⃣[1] }
                - { keyPath: opacity, autoreverses: 6️⃣"true" }
          """),
      [
        ("1️⃣", "type-mismatch"), ("2️⃣", "type-mismatch"), ("3️⃣", "type-mismatch"),
        ("4️⃣", "type-mismatch"), ("5️⃣", "type-mismatch"), ("6️⃣", "type-mismatch"),
      ])
  }

  /// "values out of range (negative durations, …)" — at the value.
  func testNegativeDurations() {
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              animations:
                - { keyPath: opacity, duration: 1️⃣-1 }
                - { keyPath: opacity, duration: 2️⃣"-300ms" }
                - { keyPath: opacity, repeatDuration: 3️⃣-2 }
          """, scene: "  size: [10, 10]\n  duration: 4️⃣-0.5\n"),
      [
        ("4️⃣", "value-out-of-range"), ("1️⃣", "value-out-of-range"), ("2️⃣", "value-out-of-range"),
        ("3️⃣", "value-out-of-range"),
      ])
  }

  /// "keyTimes not increasing or not within 0…1 or of the wrong count for the calculation
  /// mode": order and range at the offending key time, the count at the list.
  func testKeyTimesChecks() {
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              animations:
                - { type: keyframe, keyPath: opacity, values: [0, 1, 0, 1], keyTimes: [0, 0.6, 1️⃣0.5, 1] }
                - { type: keyframe, keyPath: opacity, values: [0, 1, 0], keyTimes: [0, 2️⃣-0.5, 1] }
                - { type: keyframe, keyPath: opacity, values: [0, 1, 0], keyTimes: 3️⃣[0, 1] }
                - { type: keyframe, keyPath: opacity, values: [0, 1], calculationMode: discrete,
                    keyTimes: 4️⃣[0, 1] }
                - { type: keyframe, keyPath: opacity, values: [0, 1], calculationMode: cubic,
                    keyTimes: 5️⃣[0, 0.5, 1] }
          """),
      [
        ("1️⃣", "invalid-key-times"), ("2️⃣", "invalid-key-times"), ("3️⃣", "invalid-key-times"),
        ("4️⃣", "invalid-key-times"), ("5️⃣", "invalid-key-times"),
      ])
  }

  /// "timingFunctions count": one per segment, reported at the list.
  func testTimingFunctionsCount() {
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              animations:
                - { type: keyframe, keyPath: opacity, values: [0, 1, 0], timingFunctions: 1️⃣[linear] }
                - { type: keyframe, keyPath: opacity, values: [0, 1], timingFunctions: 2️⃣[linear, easeIn] }
          """),
      [("1️⃣", "wrong-count"), ("2️⃣", "wrong-count")])
  }

  /// "duplicate ids" — at the second id's value, with a note at the first.
  func testDuplicateIDs() throws {
    let marked = sceneText(
      layers: """
          - id: card
            animations:
              - { id: fade, keyPath: opacity }
          - id: 1️⃣card
            animations:
              - { id: 2️⃣fade, keyPath: opacity }
              - type: group
                animations: [{ id: 3️⃣fade, keyPath: opacity }]
        """)
    assertDiagnostics(marked, [("1️⃣", "duplicate-id"), ("2️⃣", "duplicate-id"), ("3️⃣", "duplicate-id")])
    let first = try XCTUnwrap(decodeScene(extractMarkers(marked).text).diagnostics.first)
    XCTAssertEqual(first.notes.first.flatMap(\.range).map { "\($0.start)" }, "5:9")
  }

  /// "`after` pointing at nothing or forming a cycle" — at the `after` value.
  func testAfterReferences() {
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              animations:
                - { id: one, keyPath: opacity, after: 1️⃣two }
                - { id: two, keyPath: opacity, after: 2️⃣one }
                - { keyPath: opacity, after: 3️⃣nowhere }
          """),
      [("1️⃣", "after-cycle"), ("2️⃣", "after-cycle"), ("3️⃣", "unknown-animation-id")])
  }

  /// "a key path that the layer type does not have" — at the key path (a value in an
  /// animation, a key in a set).
  func testKeyPathNotOnTheLayerType() {
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              animations:
                - { keyPath: 1️⃣strokeEnd, toValue: 0 }
                - { type: set, values: { 2️⃣fontSize: 3 } }
            - id: b
              type: shape
              animations:
                - { type: keyframe, keyPath: 3️⃣colors, values: [[red]] }
                - { keyPath: 4️⃣instanceDelay, toValue: 1 }
          """),
      [
        ("1️⃣", "key-path-not-on-layer-type"), ("2️⃣", "key-path-not-on-layer-type"),
        ("3️⃣", "key-path-not-on-layer-type"), ("4️⃣", "key-path-not-on-layer-type"),
      ])
  }

  /// "a value whose type does not fit its key path" — at the value.
  func testValueTypeMustFitTheKeyPath() {
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              animations:
                - { keyPath: position, toValue: 1️⃣5 }
                - { keyPath: opacity, fromValue: 2️⃣[0, 1] }
                - { type: keyframe, keyPath: backgroundColor, values: [red, 3️⃣7] }
                - { type: set, values: { hidden: 4️⃣"yes" } }
                - { keyPath: transform.rotation, byValue: 5️⃣"90 grad" }
          """),
      [
        ("1️⃣", "type-mismatch"), ("2️⃣", "type-mismatch"), ("3️⃣", "type-mismatch"),
        ("4️⃣", "type-mismatch"), ("5️⃣", "invalid-unit"),
      ])
  }

  /// "a `set` of a non-animatable property" — at the key; animating one is an unknown key
  /// path at the value.
  func testSetOfANonAnimatableProperty() {
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              type: shape
              animations:
                - { type: set, values: { 1️⃣lineCap: round } }
                - { type: set, values: { 2️⃣masksToBounds: true } }
                - { keyPath: 3️⃣fillRule, toValue: evenOdd }
          """),
      [("1️⃣", "set-non-animatable"), ("2️⃣", "set-non-animatable"), ("3️⃣", "unknown-key-path")])
  }

  /// "a problem with a key points at the key": unknown, duplicate and conflicting keys,
  /// a key of another type, `delay` without `after`.
  func testKeyProblemsPointAtTheKey() {
    assertDiagnostics(
      sceneText(
        layers: """
            - id: a
              opacity: 1
              1️⃣opacity: 0.5
              animations:
                - { keyPath: opacity, beginTime: 1, 2️⃣after: x }
                - { id: x, keyPath: opacity, 3️⃣delay: 1 }
                - { keyPath: opacity, 4️⃣values: [0, 1] }
                - { type: keyframe, keyPath: position, values: [[0, 0]], 5️⃣path: { rect: [0, 0, 1, 1] } }
          """),
      [
        ("1️⃣", "duplicate-key"), ("2️⃣", "conflicting-keys"), ("3️⃣", "delay-needs-after"),
        ("4️⃣", "key-not-on-animation-type"), ("5️⃣", "conflicting-keys"),
      ])
  }
}
