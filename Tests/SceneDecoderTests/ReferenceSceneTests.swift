import Foundation
import SceneDecoder
import SceneTestSupport
import XCTest

/// The reference scenes under scenes/ are valid and decode without any diagnostic.
final class ReferenceSceneTests: XCTestCase {
  func testReferenceScenesDecodeCleanly() throws {
    let folder = packageRoot().appendingPathComponent("scenes")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".yaml") }.sorted()
    XCTAssertFalse(names.isEmpty)
    for name in names {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let result = SceneLoader.decode(bytes: Array(data), file: "scenes/" + name)
      XCTAssertEqual(describe(result.diagnostics), [], name)
      XCTAssertEqual(result.scene?.name, String(name.dropLast(5)), name)
    }
  }
}
