import Foundation
import SceneTestSupport
import XCTest

@testable import SceneYAML

/// The reference scenes in `scenes/` are valid YAML by our policies.
final class ReferenceScenesTests: XCTestCase {
  func testReferenceScenesParseWithoutDiagnostics() throws {
    let directory = packageRoot().appendingPathComponent("scenes")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
      .sorted()
    XCTAssertGreaterThan(files.count, 0, "no scenes found in \(directory.path)")
    for name in files {
      let path = directory.appendingPathComponent(name).path
      let bytes = try XCTUnwrap(FileManager.default.contents(atPath: path))
      let (root, diagnostics) = YAMLParser.parse(Array(bytes), file: name)
      XCTAssertEqual(describe(diagnostics), [], name)
      XCTAssertNotNil(root?["version"], name)
    }
  }
}
