import Foundation
import SceneTestSupport
import XCTest

/// The same frames through four SVG renderers — rsvg-convert, headless Chromium, resvg
/// (resvg-py) and Inkscape — must look the same: every frame valid against the SVG 1.1
/// DTD, every pair of renderings within 1 % of pixels (more than 16/255 off in some
/// channel) for shapes, 4 % for `<text>`, 1 % for `--text outlines`. The probes under
/// Probes/ show one feature each; Probes/frames.txt adds frames of the reference scenes
/// (welcome's and loading's where their text shows).
/// scripts/cross-render.py does the work (docs/svg-output.md, "Across renderers").
final class CrossRendererTests: XCTestCase {
  struct Report: Decodable {
    struct Result: Decodable {
      var name: String
      var mode: String
      var valid: Bool
      var validationError: String
      var pairs: [String: Double]
      var worst: Double
      var worstPair: String?
      var threshold: Double
      var missing: [String: String]
      var textVsOutlines: [String: Double]
      var pass: Bool
    }
    var skipped: [String: String]
    var outlinesSupported: Bool
    var results: [Result]
  }

  func testEveryRendererDrawsEveryProbeAlike() throws {
    let root = packageRoot()
    let python = root.appendingPathComponent(".venv/bin/python")
    guard FileManager.default.isExecutableFile(atPath: python.path) else {
      throw XCTSkip("no .venv with resvg-py: run scripts/setup.sh (make test does)")
    }
    let scratch = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let json = scratch.appendingPathComponent("report.json")
    let process = Process()
    process.executableURL = python
    process.currentDirectoryURL = root
    process.arguments = [
      "scripts/cross-render.py", "--scenec", scenecExecutable().path, "--probes", "Tests/CrossRendererTests/Probes",
      "--work", scratch.appendingPathComponent("frames").path, "--json", json.path,
    ]
    let log = scratch.appendingPathComponent("log")
    FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let output = try String(contentsOf: log, encoding: .utf8)
    XCTAssertNotEqual(process.terminationStatus, 2, output)
    let report = try JSONDecoder().decode(Report.self, from: Data(contentsOf: json))

    let names = Set(report.results.map(\.name))
    for probe in ["text-sans", "text-serif", "text-mono", "text-weights", "text-flip", "shadow",
      "gradient-linear", "gradient-radial", "gradient-conic", "gradient-focal", "blend-modes", "dashes", "joins", "mask",
      "rounded-clip", "replicator", "opacity-group", "border", "trims", "text-lines", "text-right",
      "welcome-at-4_45", "welcome-at-4_75", "loading-at-4_75", "button-ripple-at-1_3"]
    {
      XCTAssertTrue(names.contains(probe), "probe \(probe) was not measured")
    }
    XCTAssertTrue(report.outlinesSupported, "compile has no --text outlines")
    XCTAssertTrue(report.results.contains { $0.mode == "outlines" })
    for result in report.results {
      let label = "\(result.name) (\(result.mode))"
      XCTAssertTrue(result.valid, "\(label) is not valid SVG 1.1: \(result.validationError)")
      XCTAssertEqual(result.missing, [:], "\(label): renderers drew nothing")
      XCTAssertLessThanOrEqual(
        result.worst, result.threshold,
        "\(label): \(result.worstPair ?? "?") disagree on \(String(format: "%.2f", 100 * result.worst)) % of pixels")
      // Placement: each renderer's <text> against its own drawing of the outlines. Chromium
      // rasterizes glyphs its own way; the others fill the same outlines.
      if result.mode == "text" {
        XCTAssertEqual(result.textVsOutlines.count, 4 - report.skipped.count, "\(label): text vs outlines")
      }
      for (renderer, value) in result.textVsOutlines {
        let limit = renderer == "chromium" ? 0.04 : 0.01
        XCTAssertLessThanOrEqual(
          value, limit, "\(label): \(renderer) draws <text> \(String(format: "%.2f", 100 * value)) % off its outlines")
      }
      XCTAssertTrue(result.pass, "\(label) fails in scripts/cross-render.py")
      let renderers = 4 - report.skipped.count
      XCTAssertEqual(result.pairs.count, renderers * (renderers - 1) / 2, "\(label): pairs compared")
    }
    if !report.skipped.isEmpty {
      throw XCTSkip("not measured: " + report.skipped.map { "\($0.key) (\($0.value))" }.sorted().joined(separator: "; "))
    }
  }
}
