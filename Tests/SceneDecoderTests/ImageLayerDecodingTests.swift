import Foundation
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// Image layers (`type: image`, `contents`), a scene-format extension.
final class ImageLayerDecodingTests: XCTestCase {
  func testDataURIIsKeptAndAFileBesideTheSceneIsEmbedded() throws {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data([0x89, 0x50, 0x4E, 0x47]).write(to: folder.appendingPathComponent("logo.png"))
    let text = sceneText(layers: """
        - id: a
          type: image
          bounds: [0, 0, 10, 10]
          contents: logo.png
        - id: b
          type: image
          contents: "data:image/png;base64,iVBORw0KGgo="

      """)
    let result = SceneLoader.decode(bytes: Array(text.utf8), file: folder.appendingPathComponent("s.yaml").path)
    XCTAssertEqual(describe(result.diagnostics), [])
    XCTAssertEqual(result.scene?.layers[0].kind, .image)
    XCTAssertEqual(result.scene?.layers[0].properties.contents, "data:image/png;base64,iVBORw==")
    XCTAssertEqual(result.scene?.layers[1].properties.contents, "data:image/png;base64,iVBORw0KGgo=")
  }

  func testUnreadableImagesAreErrorsAtTheValue() {
    for contents in ["1️⃣missing.png", "1️⃣picture.bmp", "1️⃣\"data:text/plain,hello\""] {
      assertDiagnostic(
        sceneText(layers: "  - id: a\n    type: image\n    contents: \(contents)\n"), "unreadable-image")
    }
  }

  func testContentsIsOnlyOnImageLayers() {
    let result = decodeScene(sceneText(layers: "  - id: a\n    contents: x.png\n"))
    XCTAssertTrue(result.diagnostics.hasErrors)
  }
}
