import Foundation
import SceneDecoder
import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLottie

/// Small hand-written Lottie files for the layer, time and geometry features: imported,
/// decoded again, and rendered with the built `scenec` and rsvg-convert.
enum LottieFixture {
  /// A 100×100, 30 fps, 31-frame composition with `layers` (JSON text) and `extra` top-level keys.
  static func file(layers: String, extra: String = "", op: Int = 31) -> String {
    """
    {"v": "5.7.0", "fr": 30, "ip": 0, "op": \(op), "w": 100, "h": 100, "nm": "T", \(extra)
     "layers": \(layers)}
    """
  }

  /// A shape layer drawing a red 40×40 square centred on its origin, with transform `ks`.
  static func squareLayer(name: String = "Square", ks: String, extra: String = "") -> String {
    """
    {"ty": 4, "nm": "\(name)", "ind": 1, "ip": 0, "op": 31, "st": 0, "ks": \(ks), \(extra)
     "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [40, 40]}, "r": {"a": 0, "k": 0}},
                {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
    """
  }

  static func convert(_ text: String, strict: Bool = false, limits: ImportLimits = ImportLimits()) -> LottieImportResult {
    LottieImporter.convert(bytes: Array(text.utf8), file: "t.json", sceneName: "t", strict: strict, limits: limits)
  }

  /// The scene text, failing the test when it has errors or does not decode cleanly.
  static func yaml(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
    let result = convert(text)
    let yaml = try XCTUnwrap(result.yaml, describe(result.diagnostics).joined(separator: "\n"), file: file, line: line)
    let decoded = SceneLoader.decode(bytes: Array(yaml.utf8), file: "t.yaml")
    XCTAssertEqual(describe(decoded.diagnostics), [], yaml, file: file, line: line)
    return yaml
  }

  /// The warnings' messages (`line:col: warning: …`).
  static func warnings(_ text: String) -> [String] {
    describe(convert(text).diagnostics)
  }

  /// Scene frame `index` of the imported file, rendered by `scenec compile --at` and rsvg-convert.
  static func render(_ text: String, frame index: Int, fps: Double = 30) throws -> PNGImage {
    let yaml = try yaml(text)
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = folder.appendingPathComponent("t.yaml")
    try Data(yaml.utf8).write(to: scene)
    // What the importer writes lints clean, even under --strict.
    let lint = runCLI(["lint", "--strict", scene.path])
    guard lint.status == 0 else { throw CompileFailure(message: "lint: " + lint.stdout + lint.stderr) }
    let svg = folder.appendingPathComponent("f.svg")
    let compiled = runCLI(["compile", scene.path, "--at", "\(Double(index) / fps)", "-o", svg.path])
    guard compiled.status == 0 else { throw CompileFailure(message: compiled.stderr) }
    return try Rasterizer.render(try String(contentsOf: svg, encoding: .utf8))
  }
}

struct CompileFailure: Error { var message: String }

extension PNGImage.Pixel {
  static let red = PNGImage.Pixel(255, 0, 0)
  static let clear = PNGImage.Pixel(0, 0, 0, 0)
}
