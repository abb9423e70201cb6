import Foundation
import SceneTestSupport
import XCTest

/// `scenec explain ID` works for every id scenec prints after a problem (`[unknown-key]`),
/// not only for lint rules.
final class ExplainEveryIDTests: XCTestCase {
  /// The ids in `id: "…"`, `error("…"`, `warning("…"` of every Swift file under Sources/.
  func emittedIDs() throws -> Set<String> {
    let root = packageRoot().appendingPathComponent("Sources")
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
    let pattern = try NSRegularExpression(
      pattern: #"(?:\bid:\s*|\b(?:error|warning)\(\s*)"([a-z][a-z0-9]*(?:-[a-z0-9]+)+)""#)
    var ids: Set<String> = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        ids.insert(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    return ids
  }

  func testEveryEmittedIDIsExplained() throws {
    let ids = try emittedIDs()
    XCTAssertTrue(ids.isSuperset(of: ["unknown-key", "yaml-syntax", "too-many-frames", "timeline-too-large", "zero-duration", "config-unknown-key"]), "\(ids.sorted())")
    for id in ids.sorted() {
      let result = runCLI(["explain", id])
      XCTAssertEqual(result.status, 0, "\(id): \(result.stderr)")
      XCTAssertTrue(result.stdout.hasPrefix(id + " ("), "\(id): \(result.stdout)")
    }
  }

  func testExplainUnknownKeyShowsTheExampleWhatScenecPrintsAndTheFix() {
    let result = runCLI(["explain", "unknown-key"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.hasPrefix("unknown-key (error)\na key that the node kind does not have\n"), result.stdout)
    XCTAssertTrue(
      result.stdout.contains("\nscenec prints:\n    scene.yaml:6:5: error: unknown key 'opactiy' for layer [unknown-key]\n"),
      result.stdout)
    XCTAssertTrue(result.stdout.contains("\nHow to fix: Correct the key.\n"), result.stdout)
    let misspelt = runCLI(["explain", "unknwn-key"])
    XCTAssertEqual(misspelt.status, 2)
    XCTAssertEqual(misspelt.stderr, "error: unknown rule or diagnostic id 'unknwn-key'; did you mean 'unknown-key'?\n")
  }
}
