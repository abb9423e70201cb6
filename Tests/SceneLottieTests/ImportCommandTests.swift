import Foundation
import SceneTestSupport
import XCTest

/// `scenec import` end to end: outputs, exit statuses, diagnostics, and that what it writes
/// lints clean and compiles.
final class ImportCommandTests: XCTestCase {
  let star = packageRoot().appendingPathComponent("Tests/Conformance/lottie-test-files/shapes/star.json").path

  func testWritesTheSceneAtomicallyAndItLintsAndCompiles() throws {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("star.yaml").path
    let imported = runCLI(["import", star, "-o", scene])
    XCTAssertEqual(imported.status, 0, imported.stderr)
    XCTAssertEqual(imported.stdout, "")
    let contents = try String(contentsOfFile: scene, encoding: .utf8)
    XCTAssertTrue(contents.hasPrefix("# Imported from a Lottie file"))
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["star.yaml"])
    let lint = runCLI(["lint", "--strict", scene])
    XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
    let compiled = runCLI(["compile", scene, "-o", folder.appendingPathComponent("out").path])
    XCTAssertEqual(compiled.status, 0, compiled.stderr)
  }

  /// `-o out/scenes/star.yaml` makes the missing folders, as compile, preview and render do.
  func testOutputInAFolderThatDoesNotExistYetMakesIt() throws {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("out/scenes/star.yaml").path
    let imported = runCLI(["import", star, "-o", scene])
    XCTAssertEqual(imported.status, 0, imported.stderr)
    XCTAssertEqual(imported.stderr, "")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out/scenes").path), ["star.yaml"])
    XCTAssertEqual(runCLI(["import", star]).stdout, try String(contentsOfFile: scene, encoding: .utf8))
  }

  /// Every conformance case imports into a scene that `lint --strict` passes.
  func testEveryImportedCaseLintsCleanUnderStrict() throws {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let root = packageRoot().appendingPathComponent("Tests/Conformance/lottie-test-files")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
      .compactMap { $0 as? URL }
      .filter { $0.pathExtension == "json" && !$0.lastPathComponent.hasSuffix("-meta.json") }
    XCTAssertEqual(files.count, 53)
    for file in files {
      let out = folder.appendingPathComponent(file.deletingPathExtension().lastPathComponent + ".yaml").path
      XCTAssertEqual(runCLI(["import", file.path, "-o", out]).status, 0, file.path)
    }
    let lint = runCLI(["lint", "--strict", folder.path])
    XCTAssertEqual(lint.status, 0, lint.stdout + lint.stderr)
  }

  func testWithoutOutputTheScenePrintsToStandardOutput() {
    let result = runCLI(["import", star])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(result.stdout.contains("version: 1\nscene:\n  name: star\n"), result.stdout)
  }

  func testMalformedJSONIsALocatedErrorAndWritesNothing() throws {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("bad.json")
    try Data("{\"fr\": 30,\n  \"layers\": [,]}".utf8).write(to: bad)
    let output = folder.appendingPathComponent("bad.yaml").path
    let result = runCLI(["import", bad.path, "-o", output])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.hasPrefix("\(bad.path):2:14: error: expected a value, found ',' [json-syntax]"), result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: output))
  }

  func testStrictTurnsWarningsIntoErrors() {
    // The darken case with its fill's blend mode made 16 (add), which has no counterpart.
    let source = packageRoot().appendingPathComponent("Tests/Conformance/lottie-test-files/shape-style/fill-blend-darken.json")
    let text = String(decoding: (try? Data(contentsOf: source)) ?? Data(), as: UTF8.self)
    XCTAssertEqual(text.components(separatedBy: "\"bm\": 4,").count, 2)
    let blend = temporaryDirectory().appendingPathComponent("add.json").path
    XCTAssertNoThrow(try Data(text.replacingOccurrences(of: "\"bm\": 4,", with: "\"bm\": 16,").utf8).write(to: URL(fileURLWithPath: blend)))
    let relaxed = runCLI(["import", blend])
    XCTAssertEqual(relaxed.status, 0)
    XCTAssertTrue(relaxed.stderr.contains("warning: layer 'Shape Layer 1' (layers[0].shapes[0].it[1].bm)"), relaxed.stderr)
    let strict = runCLI(["import", blend, "--strict"])
    XCTAssertEqual(strict.status, 1)
    XCTAssertEqual(strict.stdout, "")
    XCTAssertTrue(strict.stderr.contains("error: layer 'Shape Layer 1' (layers[0].shapes[0].it[1].bm)"), strict.stderr)
  }

  func testUsageAndHelp() {
    XCTAssertEqual(runCLI(["import"]).status, 2)
    XCTAssertEqual(runCLI(["import", "/no/such/file.json"]).status, 2)
    XCTAssertEqual(runCLI(["import", star, "--bogus"]).status, 2)
    let help = runCLI(["import", "--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.hasPrefix("USAGE: scenec import FILE.json [-o SCENE.yaml] [--strict]"))
    XCTAssertEqual(runCLI(["help", "import"]).stdout, help.stdout)
  }
}
