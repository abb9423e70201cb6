import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

/// Bad scenes at the top level, in `scene`, `defs` and layers: each reports exactly the
/// expected diagnostic at the marked place.
final class SceneStructureDiagnosticTests: XCTestCase {
  func testUnknownLayerKeySuggestsTheClosestKeyWithAFixIt() throws {
    let diagnostic = try XCTUnwrap(
      assertDiagnostic(
        """
        version: 1
        scene: { size: [100, 100] }
        layers:
          - id: box
            1️⃣opactiy: 0.5
        """, "unknown-key"))
    XCTAssertEqual(diagnostic.message, "unknown key 'opactiy' for layer")
    XCTAssertEqual(diagnostic.notes.map(\.message), ["did you mean 'opacity'?"])
    XCTAssertEqual(diagnostic.fixIts.map(\.replacement), ["opacity"])
    XCTAssertEqual(diagnostic.fixIts.first.map { "\($0.range)" }, "5:5-5:12")
  }

  func testUnknownTopLevelKey() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      1️⃣layer: []
      """, "unknown-key")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'layers'?")
  }

  func testUnknownSceneKey() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene:
        size: [100, 100]
        1️⃣fsp: 30
      """, "unknown-key")
    XCTAssertEqual(diagnostic?.message, "unknown key 'fsp' for scene")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'fps'?")
  }

  func testUnknownDefsKindSuggestsColors() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      defs:
        1️⃣color: { brand: "#009ad6" }
      """, "unknown-key")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'colors'?")
  }

  func testMissingVersionPointsAtTheTopMapping() {
    let diagnostic = assertDiagnostic(
      """
      1️⃣scene: { size: [100, 100] }
      layers: []
      """, "missing-key")
    XCTAssertEqual(diagnostic?.message, "missing required key 'version' for the scene file")
  }

  func testMissingSceneSize() {
    assertDiagnostic(
      """
      version: 1
      scene:
        1️⃣fps: 30
      """, "missing-key")
  }

  func testMissingLayerID() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - 1️⃣type: shape
          fillColor: red
      """, "missing-key")
  }

  func testUnsupportedVersion() {
    assertDiagnostic(
      """
      version: 1️⃣2
      scene: { size: [100, 100] }
      """, "unsupported-version")
  }

  func testDuplicateLayerIDHasANoteAtTheFirst() throws {
    let (text, markers) = extractMarkers(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: 1️⃣box
        - id: other
          sublayers:
            - id: 2️⃣box
      """)
    let result = decodeScene(text)
    XCTAssertEqual(result.diagnostics.map(\.id), ["duplicate-id"])
    let diagnostic = try XCTUnwrap(result.diagnostics.first)
    XCTAssertEqual(diagnostic.range?.start, markers["2️⃣"])
    XCTAssertEqual(diagnostic.notes.first?.range?.start, markers["1️⃣"])
    XCTAssertEqual(diagnostic.message, "duplicate layer id 'box'")
  }

  func testInvalidLayerID() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: 1️⃣"2box"
      """, "invalid-id")
  }

  func testInvalidDefinitionName() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      defs:
        colors: { 1️⃣"brand color": red }
      """, "invalid-id")
  }

  func testInvalidSceneName() {
    assertDiagnostic(
      """
      version: 1
      scene:
        name: 1️⃣"my scene"
        size: [100, 100]
      """, "invalid-name")
  }

  func testUnknownLayerTypeSuggestsShape() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: s
          type: 1️⃣shap
          path: { rect: [0, 0, 10, 10] }
      """, "unknown-layer-type")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'shape'?")
  }

  func testShapePropertyOnAPlainLayer() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: plain
          1️⃣path: { rect: [0, 0, 10, 10] }
      """, "property-not-on-layer-type")
    XCTAssertEqual(diagnostic?.message, "'path' is a property of shape layers, not of plain layers")
  }

  func testTextPropertyOnAShapeLayer() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: s
          type: shape
          1️⃣fontSize: 12
      """, "property-not-on-layer-type")
    XCTAssertEqual(diagnostic?.message, "'fontSize' is a property of text layers, not of shape layers")
  }

  func testFPSOutOfRange() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene:
        size: [100, 100]
        fps: 1️⃣500
      """, "value-out-of-range")
    XCTAssertEqual(diagnostic?.message, "'fps' must be between 1 and 240, found 500")
  }

  func testOpacityOutOfRange() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: box
          opacity: 1️⃣1.5
      """, "value-out-of-range")
  }

  func testWrongPropertyTypeSaysWhatTheKeyTakes() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: box
          position: 1️⃣12
      """, "type-mismatch")
    XCTAssertEqual(diagnostic?.notes.map(\.message), ["'position' takes a point [x, y]"])
  }

  func testUnknownLineCapSuggestsRound() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: s
          type: shape
          lineCap: 1️⃣rounded
      """, "unknown-value")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'round'?")
  }

  func testFontWeightOutOfRange() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: t
          type: text
          fontWeight: 1️⃣950
      """, "value-out-of-range")
  }

  func testUnknownFontWeightName() {
    let diagnostic = assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: t
          type: text
          fontWeight: 1️⃣semiBold
      """, "unknown-value")
    XCTAssertEqual(diagnostic?.notes.first?.message, "did you mean 'semibold'?")
  }

  func testLayersMustBeAList() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers: 1️⃣{ id: box }
      """, "type-mismatch")
  }

  func testALayerMustBeAMapping() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - 1️⃣box
      """, "type-mismatch")
  }

  func testEmptyFile() {
    assertDiagnostic("1️⃣# nothing here\n", "empty-scene")
  }

  func testGradientLocationsMustMatchColors() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: g
          type: gradient
          colors: [red, blue]
          locations: 1️⃣[0, 0.5, 1]
      """, "wrong-count")
  }

  func testNegativeDashLength() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: s
          type: shape
          lineDashPattern: [4, 1️⃣-2]
      """, "value-out-of-range")
  }

  func testNegativeInstanceCount() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: r
          type: replicator
          instanceCount: 1️⃣-1
      """, "value-out-of-range")
  }

  func testUnknownReferenceInALayer() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      defs:
        colors: { brand: "#009ad6" }
      layers:
        - id: box
          backgroundColor: 1️⃣"$brnd"
      """, "unknown-reference")
  }

  func testMaskPropertiesAreCheckedLikeALayer() {
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: box
          mask:
            type: shape
            1️⃣fillColour: black
      """, "unknown-key")
  }

  func testAWrongLayerTypeDoesNotAlsoFlagItsTypeSpecificKeys() {
    // Only the type is reported: 'path' would be right for the intended 'shape'.
    assertDiagnostic(
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: s
          type: 1️⃣shapes
          path: { rect: [0, 0, 10, 10] }
          fillColor: red
      """, "unknown-layer-type")
  }

  func testNegativeSceneDuration() {
    assertDiagnostic(
      """
      version: 1
      scene:
        size: [100, 100]
        duration: 1️⃣-1
      """, "value-out-of-range")
  }

  /// Columns count Unicode scalars, so text before a mistake does not shift it; the caret
  /// excerpt widens East Asian characters so the caret still lands under the key.
  func testMultiByteTextBeforeAMistake() throws {
    let marked = """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - { id: t, type: text, string: "日本語 ✓", 1️⃣opactiy: 1 }
      """
    let diagnostic = try XCTUnwrap(assertDiagnostic(marked, "unknown-key"))
    let text = extractMarkers(marked).text
    XCTAssertEqual(diagnostic.range.map { "\($0)" }, "4:43-4:50")
    let excerpt = TextRenderer().excerpt(range: diagnostic.range!, text: SourceText(text))
    // 42 scalars before the key, three of them double width: 45 columns.
    XCTAssertEqual(
      excerpt,
      "    4 |   - { id: t, type: text, string: \"日本語 ✓\", opactiy: 1 }\n"
        + "      | " + String(repeating: " ", count: 45) + "^~~~~~~\n")
  }
}
