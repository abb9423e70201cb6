import Foundation
import SceneTestSupport
import XCTest

/// compile's lint warnings come from the frames it writes (lint's frame rules are handed
/// each rendered frame) and are printed after them: the same text as `scenec lint`, for a
/// whole run, a part, another precision and any number of jobs, and also when writing fails.
final class CompileWarningsTests: XCTestCase {
  /// A layer hidden while its animation runs, and one off the canvas in every frame; one
  /// layer that comes onto the canvas only in the last frames (11 frames).
  let scene = LintSampleScenes.hiddenArrivingStray(arrivingFrom: 250)

  func testWarningsAreLintsWhateverFramesAreWritten() throws {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(scene.utf8).write(to: folder.appendingPathComponent("s.yaml"))
    let lint = runCLI(["lint", "s.yaml"], currentDirectory: folder)
    XCTAssertEqual(lint.status, 0)
    XCTAssertTrue(lint.stderr.hasSuffix("2 warnings in 1 file\n"), lint.stderr)
    let warnings = String(lint.stderr.dropLast("2 warnings in 1 file\n".count))
    XCTAssertTrue(warnings.contains("[animation-never-visible]") && warnings.contains("[off-canvas-layer]"), warnings)
    XCTAssertFalse(warnings.contains("'arriving'"), warnings)
    // With more than one job a whole run finds lint's findings on another thread while it
    // publishes (FindingsAhead); with one job, or a part, after publishing.
    let runs = [[], ["--jobs", "1"], ["--jobs", "2"], ["--jobs", "3"], ["--frames", "0-3"], ["--frames", "10"], ["--precision", "5", "--jobs", "2"]]
    for flags in runs {
      let compile = runCLI(["compile", "s.yaml", "-o", "out"] + flags, currentDirectory: folder)
      XCTAssertEqual(compile.status, 0, "\(flags)")
      let summary = try XCTUnwrap(compile.stderr.range(of: "wrote "), "\(flags): \(compile.stderr)")
      XCTAssertEqual(String(compile.stderr[..<summary.lowerBound]), warnings, "\(flags)")
      try? FileManager.default.removeItem(at: folder.appendingPathComponent("out"))
    }
    // Writing fails (a file is in the way): the warnings, then the error.
    try Data("x".utf8).write(to: folder.appendingPathComponent("out"))
    let failed = runCLI(["compile", "s.yaml", "-o", "out"], currentDirectory: folder)
    XCTAssertEqual(failed.status, 2)
    XCTAssertTrue(failed.stderr.hasPrefix(warnings + "error: cannot write '"), failed.stderr)
    XCTAssertTrue(failed.stderr.hasSuffix("out': a file is in the way (the output is a folder)\n"), failed.stderr)
  }
}
