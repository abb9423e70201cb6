import SceneModel
import SceneTestSupport
import XCTest

/// `maskMode`, the scene-format extension for track mattes.
final class MaskModeDecodingTests: XCTestCase {
  func testEveryModeDecodesAndTheDefaultIsAlpha() throws {
    for mode in MaskMode.allCases {
      let scene = assertClean(sceneText(layers: "  - id: a\n    maskMode: \(mode.rawValue)\n  - id: b\n"))
      XCTAssertEqual(scene?.layers.first?.properties.maskMode, mode)
      XCTAssertEqual(scene?.layers.last?.properties.maskMode, .alpha)
    }
  }

  func testAnUnknownModeIsAnErrorAtTheValue() {
    assertDiagnostic(sceneText(layers: "  - id: a\n    maskMode: 1️⃣luma\n"), "unknown-value")
  }

  func testMaskModeIsNotAnimatable() {
    let text = sceneText(layers: "  - id: a\n    animations:\n      - { keyPath: 1️⃣maskMode, toValue: alpha }\n")
    let (plain, _) = extractMarkers(text)
    XCTAssertTrue(decodeScene(plain).diagnostics.hasErrors)
  }
}
