import SceneDecoder
import SceneTestSupport
import XCTest

/// docs/scene-format.md is generated from the decoder's key tables; this fails when it is stale.
final class FormatReferenceTests: XCTestCase {
  func testCheckedInReferenceIsCurrent() {
    assertGolden(FormatReference.markdown(), path: "docs/scene-format.md")
  }

  func testReferenceListsEveryKeyTableAndKeyPath() {
    let text = FormatReference.markdown()
    for table in SceneLoader.keyTables {
      XCTAssertTrue(text.contains("(`\(table.name)`)"), table.name)
      for entry in table.entries { XCTAssertTrue(text.contains("| `\(entry.key)` |"), entry.key) }
    }
    XCTAssertTrue(text.contains("| `transform.rotation.z` | a number | all |"))
    XCTAssertTrue(text.contains("| `strokeEnd` | a number | `shape` |"))
  }
}
