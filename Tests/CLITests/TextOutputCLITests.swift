import Foundation
import SceneTestSupport
import XCTest

/// `compile --text`, the fonts in the manifest and the warning for a missing font.
final class TextOutputCLITests: XCTestCase {
  static let scene = """
    version: 1
    scene: { name: label, size: [200, 60] }
    layers:
      - id: label
        type: text
        bounds: [0, 0, 200, 60]
        position: [100, 30]
        string: Hello
        fontFamily: Helvetica Neue
        fontWeight: bold
      - { id: plain, type: text, bounds: [0, 0, 200, 60], position: [100, 30], string: x, fontFamily: DejaVu Serif }

    """

  func writeScene() throws -> URL {
    let directory = temporaryDirectory()
    let file = directory.appendingPathComponent("label.yaml")
    try Self.scene.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  func testOutlinesWriteGlyphsAsPaths() throws {
    let file = try writeScene()
    let outlines = runCLI(["compile", file.path, "--at", "0", "--text", "outlines"])
    XCTAssertEqual(outlines.status, 0, outlines.stderr)
    XCTAssertFalse(outlines.stdout.contains("<text"))
    XCTAssertTrue(outlines.stdout.contains("<path d=\"M "))
    let text = runCLI(["compile", file.path, "--at", "0", "--text", "text"])
    XCTAssertEqual(text.status, 0)
    XCTAssertTrue(text.stdout.contains("<text "))
    XCTAssertEqual(runCLI(["compile", file.path, "--at", "0"]).stdout, text.stdout, "text is the default")
  }

  func testAnUnknownTextModeIsAUsageError() throws {
    let file = try writeScene()
    let result = runCLI(["compile", file.path, "--text", "glyphs"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "error: invalid value 'glyphs' for '--text': expected one of text, outlines\n")
  }

  func testAMissingFontIsAWarningNamingTheFontUsed() throws {
    let file = try writeScene()
    let result = runCLI(["compile", file.path, "--at", "0"])
    XCTAssertEqual(result.status, 0)
    XCTAssertTrue(
      result.stderr.hasPrefix(
        "\(file.path):9:17: warning: font 'Helvetica Neue' is not installed: the text of layer 'label' is drawn with 'DejaVu Sans' [font-fallback]\n"),
      result.stderr)
    XCTAssertFalse(result.stderr.contains("'plain'"), "DejaVu Serif is installed")
  }

  func testTheManifestListsTheFontsUsed() throws {
    let file = try writeScene()
    let out = file.deletingLastPathComponent().appendingPathComponent("out")
    let result = runCLI(["compile", file.path, "-o", out.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    let manifest = try String(contentsOf: out.appendingPathComponent("manifest.json"), encoding: .utf8)
    let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(manifest.utf8)) as? [String: Any])
    let fonts = try XCTUnwrap(json["fonts"] as? [[String: Any]])
    XCTAssertEqual(fonts.count, 2)
    XCTAssertEqual(fonts[0]["family"] as? String, "DejaVu Serif")
    XCTAssertEqual(fonts[0]["font"] as? String, "DejaVu Serif")
    XCTAssertEqual(fonts[0]["fallback"] as? Bool, false)
    XCTAssertEqual(fonts[1]["family"] as? String, "Helvetica Neue")
    XCTAssertEqual(fonts[1]["weight"] as? Int, 700)
    XCTAssertEqual(fonts[1]["font"] as? String, "DejaVu Sans")
    XCTAssertEqual(fonts[1]["fontWeight"] as? Int, 700)
    XCTAssertEqual(fonts[1]["file"] as? String, "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf")
    XCTAssertEqual(fonts[1]["fallback"] as? Bool, true)
    XCTAssertTrue(manifest.hasSuffix("\n  ]\n}\n"))
  }

  func testHelpNamesTheOption() {
    let help = runCLI(["compile", "--help"])
    XCTAssertTrue(help.stdout.contains("--text MODE"), help.stdout)
  }
}
