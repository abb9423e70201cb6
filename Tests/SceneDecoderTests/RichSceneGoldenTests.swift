import Foundation
import SceneDecoder
import SceneModel
import SceneTestSupport
import XCTest

/// The decoded model of a scene using every layer type, path form, animation type and
/// value spelling matches a reviewed dump (Golden/rich-scene.model.txt).
final class RichSceneGoldenTests: XCTestCase {
  func testRichSceneModelDump() throws {
    let input = packageRoot().appendingPathComponent("Tests/SceneDecoderTests/Golden/rich-scene.yaml")
    let bytes = Array(try Data(contentsOf: input))
    let result = SceneLoader.decode(bytes: bytes, file: "rich-scene.yaml")
    XCTAssertEqual(describe(result.diagnostics), [])
    let scene = try XCTUnwrap(result.scene)
    assertGolden(dumpModel(scene), path: "Tests/SceneDecoderTests/Golden/rich-scene.model.txt")
  }

  func testDumpIsDeterministic() throws {
    let input = packageRoot().appendingPathComponent("Tests/SceneDecoderTests/Golden/rich-scene.yaml")
    let bytes = Array(try Data(contentsOf: input))
    let first = SceneLoader.decode(bytes: bytes, file: "rich-scene.yaml").scene.map(dumpModel)
    let second = SceneLoader.decode(bytes: bytes, file: "rich-scene.yaml").scene.map(dumpModel)
    XCTAssertNotNil(first)
    XCTAssertEqual(first, second)
  }
}
