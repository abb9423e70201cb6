import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

/// Decodes scene text as the file `file`.
func decodeScene(_ text: String, file: String = "test.yaml") -> DecodeResult {
  SceneLoader.decode(bytes: Array(text.utf8), file: file)
}

/// A minimal valid scene around `layers` (a YAML block already indented for `layers:`).
func sceneText(layers: String, scene: String = "  size: [100, 100]\n", extra: String = "") -> String {
  "version: 1\nscene:\n" + scene + extra + "layers:\n" + layers
}

extension XCTestCase {
  /// Asserts that decoding `marked` (text with 1️⃣… markers) reports, as its errors, exactly
  /// `expected` — one (marker, id) pair per diagnostic, in source order.
  func assertDiagnostics(
    _ marked: String, _ expected: [(marker: String, id: String)],
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let (text, markers) = extractMarkers(marked)
    let result = decodeScene(text)
    let actual = result.diagnostics.map { diagnostic in
      "\(diagnostic.range.map { "\($0.start)" } ?? "<none>") \(diagnostic.id)"
    }
    let wanted = expected.map { pair in
      "\(markers[pair.marker].map { "\($0)" } ?? "<no marker \(pair.marker)>") \(pair.id)"
    }
    XCTAssertEqual(
      actual, wanted, describe(result.diagnostics).joined(separator: "\n"), file: file, line: line)
    XCTAssertEqual(result.scene == nil, result.diagnostics.hasErrors, file: file, line: line)
  }

  /// Asserts exactly one diagnostic `id` at `marker` (default 1️⃣) and returns it.
  @discardableResult
  func assertDiagnostic(
    _ marked: String, _ id: String, at marker: String = "1️⃣",
    file: StaticString = #filePath, line: UInt = #line
  ) -> Diagnostic? {
    assertDiagnostics(marked, [(marker, id)], file: file, line: line)
    let (text, _) = extractMarkers(marked)
    return decodeScene(text).diagnostics.first
  }

  /// Decodes `text` and asserts there are no diagnostics at all.
  @discardableResult
  func assertClean(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Scene? {
    let result = decodeScene(text)
    XCTAssertEqual(describe(result.diagnostics), [], file: file, line: line)
    XCTAssertNotNil(result.scene, file: file, line: line)
    return result.scene
  }
}
