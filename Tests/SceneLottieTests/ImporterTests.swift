import Foundation
import SceneDecoder
import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLottie

final class ImporterTests: XCTestCase {
  static let cases = packageRoot().appendingPathComponent("Tests/Conformance/lottie-test-files")

  private func convert(_ text: String, strict: Bool = false) -> LottieImportResult {
    LottieImporter.convert(bytes: Array(text.utf8), file: "t.json", sceneName: "t", strict: strict)
  }

  private func caseFiles() throws -> [URL] {
    let enumerator = FileManager.default.enumerator(at: Self.cases, includingPropertiesForKeys: nil)!
    return enumerator.compactMap { $0 as? URL }
      .filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasSuffix("-meta.json") }
      .sorted { $0.path < $1.path }
  }

  /// A Lottie file with one shape layer whose shapes are `shapes` (JSON text).
  private func lottie(shapes: String, ks: String = "{}", extra: String = "", layerExtra: String = "") -> String {
    """
    {"v": "5.7.0", "fr": 30, "ip": 0, "op": 31, "w": 100, "h": 100, "nm": "T", \(extra)
     "layers": [{"ty": 4, "nm": "Shape Layer 1", "ind": 1, "ip": 0, "op": 31, "st": 0, "ks": \(ks), \(layerExtra)
       "shapes": \(shapes)}]}
    """
  }

  /// Every case imports into a scene the decoder accepts without a single diagnostic.
  func testEveryCaseImportsAndDecodesCleanly() throws {
    let files = try caseFiles()
    XCTAssertEqual(files.count, 53)
    for file in files {
      let bytes = [UInt8](try Data(contentsOf: file))
      let result = LottieImporter.convert(bytes: bytes, file: file.lastPathComponent, sceneName: "case")
      XCTAssertFalse(result.diagnostics.contains { $0.severity == .error }, "\(file.lastPathComponent): \(describe(result.diagnostics))")
      let yaml = try XCTUnwrap(result.yaml, file.lastPathComponent)
      let decoded = SceneLoader.decode(bytes: Array(yaml.utf8), file: "case.yaml")
      XCTAssertEqual(describe(decoded.diagnostics), [], file.lastPathComponent)
      // Byte-identical run to run.
      XCTAssertEqual(LottieImporter.convert(bytes: bytes, file: file.lastPathComponent, sceneName: "case").yaml, yaml)
    }
  }

  func testEasedKeyframesMapToKeyTimesAndTimingFunctions() throws {
    let ks = """
      {"o": {"a": 1, "k": [
        {"t": 0, "s": [0], "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.2], "y": [1]}},
        {"t": 10, "s": [100], "h": 1},
        {"t": 30, "s": [50]}]},
       "p": {"a": 0, "k": [50, 50, 0]}, "r": {"a": 0, "k": 90}, "s": {"a": 0, "k": [50, 200]}}
      """
    let yaml = try XCTUnwrap(convert(lottie(shapes: "[]", ks: ks)).yaml)
    XCTAssertTrue(yaml.contains("""
          position: [50, 50]
          transform:
            rotation: "90deg"
            scale: [0.5, 2]
          opacity: 0
          animations:
            - type: keyframe
              keyPath: opacity
              beginTime: 0
              duration: 1
              values: [0, 1, 1, 0.5]
              keyTimes: [0, 0.333333, 0.999999, 1]
              timingFunctions: [[0.4, 0, 0.2, 1], linear, linear]
              fillMode: both
              removedOnCompletion: false
      """), yaml)
  }

  func testPerDimensionEasingSplitsPosition() throws {
    let ks = """
      {"p": {"a": 1, "k": [
        {"t": 0, "s": [0, 0], "o": {"x": [0.5, 0], "y": [0, 0]}, "i": {"x": [0.5, 1], "y": [1, 1]}},
        {"t": 30, "s": [100, 50]}]}}
      """
    let yaml = try XCTUnwrap(convert(lottie(shapes: "[]", ks: ks)).yaml)
    XCTAssertTrue(yaml.contains("keyPath: position.x"), yaml)
    XCTAssertTrue(yaml.contains("keyPath: position.y"), yaml)
    XCTAssertTrue(yaml.contains("timingFunctions: [[0.5, 0, 0.5, 1]]"), yaml)
    // y eases linearly: no timing functions at all.
    XCTAssertTrue(yaml.contains("values: [0, 50]\n        keyTimes: [0, 1]\n        fillMode: both"), yaml)
  }

  func testUnsupportedFeaturesWarnWithLayerAndPathAndStrictFails() throws {
    let shapes = """
      [{"ty": "gr", "nm": "G", "it": [
        {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}},
        {"ty": "mm", "mm": 4},
        {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}, "bm": 17},
        {"ty": "tr"}]}]
      """
    let text = lottie(shapes: shapes)
    let result = convert(text)
    XCTAssertNotNil(result.yaml)
    XCTAssertEqual(describe(result.diagnostics), [
      "5:3: warning: layer 'Shape Layer 1' (layers[0].shapes[0].it[1]): merge paths 'intersect' is not supported; the shapes are drawn whole [lottie-unsupported]",
      "6:81: warning: layer 'Shape Layer 1' (layers[0].shapes[0].it[2].bm): blend mode 17 (hard mix) has no counterpart; drawn as normal [lottie-approximated]",
    ])
    let strict = convert(text, strict: true)
    XCTAssertNil(strict.yaml)
    XCTAssertEqual(strict.diagnostics.map(\.severity), [.error, .error])
  }

  func testSchemaBreaksAreLocatedErrors() {
    XCTAssertEqual(
      describe(convert("{\"fr\": 30, \"ip\": 0, \"op\": 10, \"w\": 10, \"h\": 10}").diagnostics),
      ["1:1: error: the file has no 'layers' [lottie-schema]"])
    XCTAssertEqual(
      describe(convert("{\"fr\": \"x\", \"ip\": 0, \"op\": 10, \"w\": 10, \"h\": 10, \"layers\": []}").diagnostics),
      ["1:8: error: fr must be a number, found a string [lottie-schema]"])
    let badShape = lottie(shapes: "[{\"ty\": \"sh\", \"ks\": {\"a\": 0, \"k\": {\"v\": 3}}}, {\"ty\": \"fl\"}]")
    XCTAssertEqual(
      describe(convert(badShape).diagnostics),
      ["3:48: error: layers[0].shapes[0].ks.k has no vertices 'v' [lottie-schema]",
       "3:54: error: layers[0].shapes[0].ks.k.v must be an array, found a number [lottie-schema]"])
    XCTAssertNil(convert(badShape).yaml)
  }

  func testPrecompositionThatContainsItselfIsAnError() {
    let text = """
      {"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10,
       "assets": [{"id": "c", "layers": [{"ty": 0, "refId": "c", "nm": "inner", "ks": {}}]}],
       "layers": [{"ty": 0, "refId": "c", "nm": "outer", "ks": {}, "w": 10, "h": 10}]}
      """
    let result = convert(text)
    XCTAssertNil(result.yaml)
    XCTAssertEqual(describe(result.diagnostics), ["2:55: error: precomposition 'c' contains itself [lottie-too-deep]"])
  }

  func testTrackMatteModesMapToMaskModes() throws {
    for (tt, mode) in [(1, nil), (2, "alphaInverted"), (3, "luminance"), (4, "luminanceInverted")] {
      let text = """
        {"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10, "layers": [
          {"ty": 1, "nm": "Matte", "ind": 1, "td": 1, "sw": 5, "sh": 5, "sc": "#ffffff", "ks": {}},
          {"ty": 1, "nm": "Red", "ind": 2, "tt": \(tt), "sw": 10, "sh": 10, "sc": "#ff0000", "ks": {}}]}
        """
      let result = convert(text)
      XCTAssertEqual(describe(result.diagnostics), [])
      let yaml = try XCTUnwrap(result.yaml)
      XCTAssertTrue(yaml.contains("- id: red-matte\n"), yaml)
      XCTAssertTrue(yaml.contains("      id: matte\n"), yaml)  // the matte, inline as the mask
      if let mode { XCTAssertTrue(yaml.contains("maskMode: \(mode)"), yaml) } else { XCTAssertFalse(yaml.contains("maskMode")) }
    }
  }

  func testImageBesideTheFileIsEmbedded() throws {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("images"), withIntermediateDirectories: true)
    try Data([1, 2, 3]).write(to: folder.appendingPathComponent("images/img_0.png"))
    let text = """
      {"fr": 30, "ip": 0, "op": 10, "w": 10, "h": 10,
       "assets": [{"id": "i", "w": 4, "h": 2, "u": "images/", "p": "img_0.png", "e": 0},
                  {"id": "gone", "w": 4, "h": 2, "u": "images/", "p": "nothing.png", "e": 0}],
       "layers": [{"ty": 2, "nm": "Pic", "refId": "i", "ks": {}}, {"ty": 2, "nm": "Gone", "refId": "gone", "ks": {}}]}
      """
    let result = LottieImporter.convert(
      bytes: Array(text.utf8), file: folder.appendingPathComponent("a.json").path, sceneName: "a")
    let yaml = try XCTUnwrap(result.yaml)
    XCTAssertTrue(yaml.contains("""
        - id: pic
          type: image
          bounds: [0, 0, 4, 2]
          anchorPoint: [0, 0]
          contents: "data:image/png;base64,AQID"
      """), yaml)
    XCTAssertEqual(result.diagnostics.map(\.id), ["lottie-unsupported"])
    XCTAssertTrue(result.diagnostics[0].message.contains("layer 'Gone' (assets[1].p): image 'images/nothing.png' cannot be read"))
  }

  func testHostileLengthsAreRefusedOrNotSampled() {
    let endless = convert("{\"fr\": 30, \"ip\": 0, \"op\": 1e12, \"w\": 10, \"h\": 10, \"layers\": []}")
    XCTAssertNil(endless.yaml)
    XCTAssertEqual(endless.diagnostics.map(\.id), ["lottie-too-large"])
    // 30 000 frames of an animated trim on a fill: more than the importer samples, so it
    // keeps the first (on a stroke it would be strokeEnd keyframes, nothing sampled).
    let text = """
      {"fr": 30, "ip": 0, "op": 30000, "w": 10, "h": 10, "layers": [{"ty": 4, "nm": "L", "ks": {}, "shapes": [
        {"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}},
        {"ty": "tm", "s": {"a": 0, "k": 0}, "e": {"a": 1, "k": [{"t": 0, "s": [0]}, {"t": 29999, "s": [100]}]}, "o": {"a": 0, "k": 0}},
        {"ty": "fl", "c": {"a": 0, "k": [0, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
      """
    let long = convert(text)
    XCTAssertEqual(convert(text.replacingOccurrences(of: "\"fl\"", with: "\"st\"")).diagnostics.map(\.id), [])
    XCTAssertNotNil(long.yaml)
    XCTAssertEqual(long.diagnostics.map(\.id), ["lottie-approximated"])
  }

  func testIdsFromNamesAreValidAndUnique() {
    XCTAssertEqual(IdAllocator.sanitize("Shape Layer 1"), "shape-layer-1")
    XCTAssertEqual(IdAllocator.sanitize("3 Ünïcode!"), "l3-n-code")
    XCTAssertEqual(IdAllocator.sanitize("***"), "layer")
    var ids = IdAllocator()
    XCTAssertEqual([ids.unique("A b"), ids.unique("a-b"), ids.unique("A B")], ["a-b", "a-b-2", "a-b-3"])
  }

  func testNumbersHaveNoNeedlessDigits() {
    XCTAssertEqual(NumberText.format(1.0), "1")
    XCTAssertEqual(NumberText.format(-0.00001), "0")
    XCTAssertEqual(NumberText.format(0.30000000000000004), "0.3")
    XCTAssertEqual(NumberText.format(1e20), "100000000000000000000")
    XCTAssertEqual(NumberText.format(-2.5), "-2.5")
  }

  func testTrimPathsSimultaneousAndIndividually() throws {
    let a = ShapeBuilder.rectangle(center: Vec(5, 5), size: Vec(10, 10), roundness: 0, reversed: false)
    let b = ShapeBuilder.rectangle(center: Vec(25, 5), size: Vec(10, 10), roundness: 0, reversed: false)
    let simultaneous = ShapeModifiers.trim([a, b], start: 0, end: 25, offset: 0, individually: false)
    XCTAssertEqual(simultaneous.map { $0.length.rounded() }, [10, 10])
    let individual = ShapeModifiers.trim([a, b], start: 0, end: 25, offset: 0, individually: true)
    XCTAssertEqual(individual.map { $0.length.rounded() }, [20])
    // An offset past the start of a closed shape wraps into one run.
    let wrapped = ShapeModifiers.trim([a], start: 0, end: 50, offset: 270, individually: false)
    XCTAssertEqual(wrapped.count, 1)
    XCTAssertEqual(wrapped[0].length, 20, accuracy: 1e-6)
    let start = try XCTUnwrap(wrapped[0].vertices.first)
    XCTAssertEqual(start.x, 0, accuracy: 1e-6)
    XCTAssertEqual(start.y, 0, accuracy: 1e-6)
  }

  /// A whole import, reviewed by eye: groups, a shared path in defs, eased keyframes.
  func testGoldenImport() throws {
    let url = Self.cases.appendingPathComponent("properties/bezier-ease.json")
    let result = LottieImporter.convert(bytes: [UInt8](try Data(contentsOf: url)), file: "bezier-ease.json", sceneName: "bezier-ease")
    assertGolden(try XCTUnwrap(result.yaml), path: "Tests/SceneLottieTests/Goldens/bezier-ease.yaml")
    let url2 = Self.cases.appendingPathComponent("layers/mask.json")
    let result2 = LottieImporter.convert(bytes: [UInt8](try Data(contentsOf: url2)), file: "mask.json", sceneName: "mask")
    assertGolden(try XCTUnwrap(result2.yaml), path: "Tests/SceneLottieTests/Goldens/mask.yaml")
  }
}
