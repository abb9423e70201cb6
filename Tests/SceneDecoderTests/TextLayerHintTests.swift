import Foundation
import SceneDecoder
import SceneModel
import SceneTestSupport
import XCTest

/// The byte-level guess that starts loading the text libraries before a scene is decoded.
final class TextLayerHintTests: XCTestCase {
  private func hint(_ text: String) -> Bool { TextLayerHint.mayHaveTextLayers(Array(text.utf8)) }

  func testSpellingsOfATextLayerAreSeen() {
    XCTAssertTrue(hint("layers:\n  - id: a\n    type: text\n"))
    XCTAssertTrue(hint("layers:\n  - id: a\n    type:   \"text\"\n"))
    XCTAssertTrue(hint("layers:\n  - id: a\n    type: 'text'\n"))
    XCTAssertTrue(hint("layers: [{id: a, type: text, string: hi}]"))
    XCTAssertTrue(hint("{\"layers\": [{\"type\": \"text\"}]}"))
    XCTAssertTrue(hint("type: text"))
  }

  func testOtherValuesAndMentionsAreNot() {
    XCTAssertFalse(hint("layers:\n  - id: a\n    type: shape\n"))
    XCTAssertFalse(hint("layers:\n  - id: a\n    type: textual\n"))
    XCTAssertFalse(hint("# the text of a label\nlayers: []\n"))
    XCTAssertFalse(hint("string: type text\n"))
    XCTAssertFalse(hint("type"))
    XCTAssertFalse(hint(""))
  }

  /// On the reference scenes the guess is exactly whether the decoded scene has text layers.
  func testReferenceScenesAreGuessedRight() throws {
    func hasText(_ layers: [Layer]) -> Bool {
      layers.contains { $0.kind == .text || hasText($0.sublayers) || ($0.mask.map { hasText([$0]) } ?? false) }
    }
    var withText = 0
    for file in try referenceSceneFiles() {
      let bytes = try [UInt8](Data(contentsOf: file))
      let scene = try XCTUnwrap(SceneLoader.decode(bytes: bytes, file: file.lastPathComponent).scene)
      XCTAssertEqual(TextLayerHint.mayHaveTextLayers(bytes), hasText(scene.layers), file.lastPathComponent)
      if hasText(scene.layers) { withText += 1 }
    }
    XCTAssertEqual(withText, 3)
  }
}
