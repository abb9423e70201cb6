import Foundation
import SceneDiagnostics
import SceneTestSupport
import XCTest

/// The lines diagnostics print excerpts from: broken where YAML breaks lines.
final class SourceTextTests: XCTestCase {
  private func lines(_ text: String) -> [String] { SourceText(text).lines.map(String.init) }

  func testLineBreaksAreYAMLs() {
    XCTAssertEqual(lines("a\nb\n"), ["a", "b", ""])
    XCTAssertEqual(lines("a\r\nb\r\n"), ["a", "b", ""])
    XCTAssertEqual(lines("a\rb\r"), ["a", "b", ""])
    XCTAssertEqual(lines("a\r\n\r\nb\n\rc"), ["a", "", "b", "", "c"])
    XCTAssertEqual(lines("é → ü\r\n名前: x"), ["é → ü", "名前: x"])
    XCTAssertEqual(lines(""), [""])
    XCTAssertEqual(lines("no break"), ["no break"])
    XCTAssertEqual(SourceText("a\r\nb").line(2), "b")
    XCTAssertNil(SourceText("a\r\nb").line(3))
    XCTAssertNil(SourceText("a").line(0))
  }

  /// Files with LF line ends (all of the repository's) split as the Character split did.
  func testLFFilesSplitAsBefore() throws {
    for file in try referenceSceneFiles() {
      let text = try String(contentsOf: file, encoding: .utf8)
      let old = text.split(separator: "\n", omittingEmptySubsequences: false).map {
        $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
      }
      XCTAssertEqual(lines(text), old, file.lastPathComponent)
    }
  }
}
