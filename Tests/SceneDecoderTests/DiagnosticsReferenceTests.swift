import Foundation
import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// docs/diagnostics.md is generated from the diagnostic catalogs; these tests keep the page,
/// the catalogs and the ids the code emits in agreement.
final class DiagnosticsReferenceTests: XCTestCase {
  func testCheckedInReferenceIsCurrent() {
    assertGolden(DiagnosticsReference.markdown(), path: "docs/diagnostics.md")
  }

  func testPageHasASectionWithThePrintedLineForEveryID() {
    let text = DiagnosticsReference.markdown()
    for entry in SceneLoader.diagnosticCatalog {
      XCTAssertTrue(text.contains("\n### \(entry.id)\n"), entry.id)
      XCTAssertTrue(text.contains("| [`\(entry.id)`](#\(entry.id)) |"), entry.id)
      XCTAssertTrue(text.contains(": error: "), entry.id)
    }
    XCTAssertTrue(
      text.contains(
        """
        ```text
        scene.yaml:6:5: error: unknown key 'opactiy' for layer [unknown-key]
            6 |     opactiy: 0.5
              |     ^~~~~~~
        scene.yaml:6:5: note: did you mean 'opacity'?
        ```
        """))
  }

  /// Each example reports its own id and nothing else; its fixed version reports nothing.
  func testEveryExampleReportsExactlyItsOwnID() throws {
    for entry in SceneLoader.diagnosticCatalog {
      XCTAssertFalse(entry.explanation.isEmpty, entry.id)
      XCTAssertFalse(entry.fix.isEmpty, entry.id)
      let bytes = try XCTUnwrap(entry.exampleBytes, entry.id)
      let result = SceneLoader.decode(bytes: bytes, file: "scene.yaml")
      XCTAssertFalse(result.diagnostics.isEmpty, entry.id)
      for diagnostic in result.diagnostics {
        XCTAssertEqual(diagnostic.id, entry.id, "\(entry.id): \(diagnostic.message)")
        XCTAssertEqual(diagnostic.severity, .error, entry.id)
        XCTAssertNotNil(diagnostic.range, entry.id)
      }
      XCTAssertNil(result.scene, entry.id)

      let fixed = try XCTUnwrap(entry.fixedExample, entry.id)
      let fixedResult = SceneLoader.decode(bytes: Array(fixed.utf8), file: "scene.yaml")
      XCTAssertEqual(fixedResult.diagnostics.map(\.message), [], entry.id)
      XCTAssertNotNil(fixedResult.scene, entry.id)
    }
  }

  /// The printed block is the text renderer's output for the example, headers included
  /// (columns by python3: len up to 'after: ' plus 1 in lines 7 and 8).
  func testPrintedOutputOfAnExampleWithTwoDiagnostics() throws {
    let entry = try XCTUnwrap(SceneLoader.diagnosticCatalog.first { $0.id == "after-cycle" })
    XCTAssertEqual(
      DiagnosticsReference.printedOutput(for: entry),
      """
      scene.yaml:7:61: error: 'after' forms a cycle: 'fadeOut' → 'fadeIn' → 'fadeOut' [after-cycle]
          7 |       - { id: fadeOut, keyPath: opacity, toValue: 0, after: fadeIn }
            |                                                             ^~~~~~
      scene.yaml:7:61: note: an animation cannot wait, directly or through others, for its own end
      scene.yaml:8:74: error: 'after' forms a cycle: 'fadeIn' → 'fadeOut' → 'fadeIn' [after-cycle]
          8 |       - { id: fadeIn, keyPath: opacity, fromValue: 0, toValue: 1, after: fadeOut }
            |                                                                          ^~~~~~~
      scene.yaml:8:74: note: an animation cannot wait, directly or through others, for its own end

      """)
  }

  func testNonTextExampleIsRenderedFromItsBytes() throws {
    let entry = try XCTUnwrap(SceneLoader.diagnosticCatalog.first { $0.id == "yaml-not-utf8" })
    XCTAssertNil(entry.example)
    let printed = try XCTUnwrap(DiagnosticsReference.printedOutput(for: entry))
    // Line 6 is "    string: Caf" + 0xE9: the bad byte is the 16th character.
    XCTAssertTrue(
      printed.hasPrefix("scene.yaml:6:16: error: the file is not valid UTF-8 [yaml-not-utf8]\n"),
      printed)
  }

  func testLineDiffShowsChangedLinesAndContextForInsertions() {
    let old = "a\nb\nc\nd\ne\n"
    let new = "a\nB\nc\nd\nx\ne\n"
    XCTAssertEqual(DiagnosticsReference.lineDiff(from: old, to: new), "-b\n+B\n …\n d\n+x\n")
    XCTAssertEqual(DiagnosticsReference.lineDiff(from: "a\nb", to: "a"), "-b\n")
    XCTAssertEqual(DiagnosticsReference.lineDiff(from: "a", to: "a\n"), "")
  }

  // MARK: - Coverage

  /// The ids passed to `error(…)`, `warning(…)` and `Diagnostic(id: …)` in the Swift files
  /// under `folder` (recursively, but not under `skipping`). A call whose id is not a string
  /// literal must forward a parameter named `id` (the helpers that wrap the sink), so no id
  /// escapes the scan.
  private func emittedIDs(under folder: String, skipping: String? = nil) throws -> Set<String> {
    let root = packageRoot().appendingPathComponent(folder)
    let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root.path))
    let call = try NSRegularExpression(
      pattern: #"(?<!func )\b(?:error|warning|Diagnostic)\(\s*(?:id:\s*)?([^\s,)]+)"#)
    let literal = try NSRegularExpression(pattern: #"^"([a-z][a-z0-9]*(?:-[a-z0-9]+)+)"$"#)
    // Ids handed to a helper that reports them (`namedCase(…, id: "unknown-layer-type")`).
    let labeled = try NSRegularExpression(pattern: #"\bnamedCase\([^)]*\bid: "([a-z][a-z0-9]*(?:-[a-z0-9]+)+)""#)
    var ids: Set<String> = []
    for case let path as String in enumerator where path.hasSuffix(".swift") {
      if let skipping, path.hasPrefix(skipping + "/") { continue }
      let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
      for match in call.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        let argument = String(text[Range(match.range(at: 1), in: text)!])
        if argument == "id" { continue }
        let id = literal.firstMatch(in: argument, range: NSRange(argument.startIndex..., in: argument))
        XCTAssertNotNil(id, "\(folder)/\(path): diagnostic id \(argument) is not a kebab-case literal")
        if let id { ids.insert(String(argument[Range(id.range(at: 1), in: argument)!])) }
      }
      for match in labeled.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        ids.insert(String(text[Range(match.range(at: 1), in: text)!]))
      }
    }
    return ids
  }

  /// Every id the YAML stage and the decoder emit has a catalog entry, in the catalog beside
  /// the code that emits it, and no entry is stale.
  func testCatalogsCoverEveryEmittedID() throws {
    let yaml = try emittedIDs(under: "Sources/SceneYAML")
    let values = try emittedIDs(under: "Sources/SceneDecoder/Values")
    let structure = try emittedIDs(under: "Sources/SceneDecoder", skipping: "Values")
    XCTAssertTrue(yaml.contains("yaml-too-deep"))
    XCTAssertTrue(values.contains("invalid-color"))
    XCTAssertTrue(structure.contains("after-cycle"))
    XCTAssertTrue(structure.contains("empty-scene"))

    let catalog = SceneLoader.diagnosticCatalog.map(\.id)
    XCTAssertEqual(catalog, catalog.sorted())
    XCTAssertEqual(catalog.count, Set(catalog).count)
    XCTAssertEqual(Set(catalog), yaml.union(values).union(structure))
    let yamlStage = DiagnosticsReference.stages.first { $0.title.contains("YAML") }
    XCTAssertEqual(Set(yamlStage?.entries.map(\.id) ?? []), yaml)
    // Ids only the value decoders emit are listed with them; shared ones with the structure.
    XCTAssertEqual(Set(ValueDiagnosticCatalog.all.map(\.id)), values.subtracting(structure))
    XCTAssertEqual(Set(DecodeDiagnosticCatalog.all.map(\.id)), structure)
  }

  /// `scenec explain unknown-key`: every id printed after an error can be explained.
  func testEveryCatalogIdHasAnExplanation() throws {
    for entry in SceneLoader.diagnosticCatalog {
      XCTAssertNotNil(DiagnosticsReference.explanation(id: entry.id), entry.id)
    }
    XCTAssertNil(DiagnosticsReference.explanation(id: "no-such-id"))
    let text = try XCTUnwrap(DiagnosticsReference.explanation(id: "missing-value"))
    XCTAssertTrue(text.hasPrefix("missing-value (error)\na key with nothing after its colon\n\n"), text)
    XCTAssertTrue(text.contains("\nscenec prints:\n    scene.yaml:6:5: error: 'backgroundColor' has no value"), text)
    XCTAssertTrue(text.contains("\nFixed:\n    version: 1\n"), text)
    XCTAssertTrue(text.split(separator: "\n").allSatisfy { $0.count <= 80 || $0.hasPrefix("    ") }, text)
  }
}
