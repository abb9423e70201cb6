import Foundation
import SceneTestSupport
import XCTest

/// End-to-end tests of the built `scenec` binary: exit codes, help, usage errors.
final class CLITests: XCTestCase {
  static let validScene = CLIScenes.dot

  /// Every entry of `folder`, hidden ones too, sorted.
  func entries(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  func write(_ text: String, name: String = "scene.yaml") -> URL {
    let url = temporaryDirectory().appendingPathComponent(name)
    try! text.write(to: url, atomically: true, encoding: .utf8)
    return url
  }

  func testVersionAndHelp() {
    let version = runCLI(["--version"])
    XCTAssertEqual(version.status, 0)
    XCTAssertTrue(version.stdout.hasPrefix("scenec "), version.stdout)

    let help = runCLI(["--help"])
    XCTAssertEqual(help.status, 0)
    for command in ["compile", "timeline", "lint", "rules", "explain", "help"] {
      XCTAssertTrue(help.stdout.contains("  \(command) "), "overview lists \(command)")
    }
    // No command at all is a usage error: the overview goes to standard error (status 2).
    let bare = runCLI([])
    XCTAssertEqual(bare.stderr, help.stdout)
    XCTAssertEqual(bare.stdout, "")
    XCTAssertEqual(bare.status, 2)

    let compileHelp = runCLI(["help", "compile"])
    XCTAssertEqual(compileHelp.status, 0)
    XCTAssertTrue(compileHelp.stdout.contains("--precision N"))
    XCTAssertEqual(runCLI(["compile", "--help"]).stdout, compileHelp.stdout)
  }

  func testUnknownCommandSuggestsTheClosest() {
    let result = runCLI(["compil", "x.yaml"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "error: unknown command 'compil'; did you mean 'compile'?\n")
    XCTAssertEqual(result.stdout, "")

    let far = runCLI(["frobnicate"])
    XCTAssertEqual(far.status, 2)
    XCTAssertEqual(far.stderr, "error: unknown command 'frobnicate'; see 'scenec --help'\n")

    let helpUnknown = runCLI(["help", "timelin"])
    XCTAssertEqual(helpUnknown.status, 2)
    XCTAssertEqual(helpUnknown.stderr, "error: unknown command 'timelin'; did you mean 'timeline'?\n")
  }

  func testUnknownOptionSuggestsTheClosest() {
    let scene = write(Self.validScene)
    let result = runCLI(["compile", scene.path, "--fsp", "30"])
    XCTAssertEqual(result.status, 2)
    XCTAssertEqual(result.stderr, "error: unknown option '--fsp' for 'compile'; did you mean '--fps'?\n")

    let lint = runCLI(["lint", "--stric", scene.path])
    XCTAssertEqual(lint.status, 2)
    XCTAssertEqual(lint.stderr, "error: unknown option '--stric' for 'lint'; did you mean '--strict'?\n")

    let badValue = runCLI(["compile", scene.path, "--fps", "0"])
    XCTAssertEqual(badValue.status, 2)
    XCTAssertEqual(
      badValue.stderr, "error: invalid value '0' for '--fps': expected a number from 1 to 240\n")

    let missing = runCLI(["compile"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.stderr, "error: 'compile' needs a scene file\n")
  }

  func testLintExitCodes() {
    let good = write(Self.validScene)
    let clean = runCLI(["lint", good.path])
    XCTAssertEqual(clean.status, 0, clean.stderr)

    let bad = write(Self.validScene.replacingOccurrences(of: "fillColor", with: "fillColour"))
    let errors = runCLI(["lint", bad.path])
    XCTAssertEqual(errors.status, 1)
    XCTAssertTrue(
      errors.stderr.contains("\(bad.path):11:5: error: unknown key 'fillColour'"), errors.stderr)
    XCTAssertTrue(errors.stderr.contains("did you mean 'fillColor'?"), errors.stderr)

    let unreadable = runCLI(["lint", "/nonexistent/scene.yaml"])
    XCTAssertEqual(unreadable.status, 2)
  }

  func testCompileWritesFramesAndManifest() throws {
    let scene = write(Self.validScene)
    let out = temporaryDirectory().appendingPathComponent("frames")
    let result = runCLI(["compile", scene.path, "-o", out.path])
    XCTAssertEqual(result.status, 0, result.stderr)
    let files = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    // duration 0.5 s at 10 fps: floor(5 + 1e-9) + 1 = 6 frames.
    XCTAssertEqual(
      files,
      ["frame-00000.svg", "frame-00001.svg", "frame-00002.svg", "frame-00003.svg", "frame-00004.svg",
       "frame-00005.svg", "manifest.json"])
    let manifest = try JSONSerialization.jsonObject(
      with: Data(contentsOf: out.appendingPathComponent("manifest.json"))) as! [String: Any]
    XCTAssertEqual(manifest["scene"] as? String, "dot")
    XCTAssertEqual(manifest["frameCount"] as? Int, 6)
    let frames = manifest["frames"] as! [[String: Any]]
    XCTAssertEqual(frames.map { $0["time"] as! Double }, [0, 0.1, 0.2, 0.3, 0.4, 0.5])

    // A part (--frames) replaces only its frames; the others stay (docs/scaling.md).
    let part = runCLI(["compile", scene.path, "-o", out.path, "--frames", "0-1"])
    XCTAssertEqual(part.status, 0, part.stderr)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: out.path).sorted(), files)

    // A whole compile replaces everything: at 4 fps, 3 frames, and the stale ones go.
    let again = runCLI(["compile", scene.path, "-o", out.path, "--fps", "4"])
    XCTAssertEqual(again.status, 0, again.stderr)
    let remaining = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
    XCTAssertEqual(remaining, ["frame-00000.svg", "frame-00001.svg", "frame-00002.svg", "manifest.json"])
  }

  func testCompileWritesNothingWhenTheSceneHasErrors() {
    let bad = write(Self.validScene.replacingOccurrences(of: "fps: 10", with: "fps: 1000"))
    let parent = temporaryDirectory()
    let out = parent.appendingPathComponent("frames")
    let result = runCLI(["compile", bad.path, "-o", out.path])
    XCTAssertEqual(result.status, 1)
    XCTAssertTrue(result.stderr.contains(":5:8: error: "), result.stderr)
    XCTAssertFalse(FileManager.default.fileExists(atPath: out.path))
    // Nor beside it: the staging folder made while the scene loaded is gone again.
    XCTAssertEqual(entries(parent), [])
  }

  /// A compile that stops after loading, before its frames, leaves nothing beside the
  /// output either; `--at` writes its one file.
  func testCompileThatStopsBeforeItsFramesLeavesNothingBesideTheOutput() throws {
    let scene = write(Self.validScene)
    let parent = temporaryDirectory()
    let out = parent.appendingPathComponent("frames").path
    let late = runCLI(["compile", scene.path, "-o", out, "--frames", "9-12"])
    XCTAssertEqual(late.status, 2, late.stderr)
    XCTAssertTrue(late.stderr.contains("'--frames' starts after the last frame (5)"), late.stderr)
    XCTAssertEqual(entries(parent), [])
    let single = runCLI(["compile", scene.path, "-o", parent.appendingPathComponent("one.svg").path, "--at", "0.2"])
    XCTAssertEqual(single.status, 0, single.stderr)
    XCTAssertEqual(entries(parent), ["one.svg"])
    let whole = runCLI(["compile", scene.path, "-o", out])
    XCTAssertEqual(whole.status, 0, whole.stderr)
    XCTAssertEqual(entries(parent), ["frames", "one.svg"])
  }

  func testCompileIsByteIdenticalWhateverTheJobCount() throws {
    let scene = write(Self.validScene)
    let one = temporaryDirectory()
    let four = temporaryDirectory()
    XCTAssertEqual(runCLI(["compile", scene.path, "-o", one.path, "--jobs", "1"]).status, 0)
    XCTAssertEqual(runCLI(["compile", scene.path, "-o", four.path, "--jobs", "4"]).status, 0)
    for name in try FileManager.default.contentsOfDirectory(atPath: one.path) {
      let a = try Data(contentsOf: one.appendingPathComponent(name))
      let b = try Data(contentsOf: four.appendingPathComponent(name))
      XCTAssertEqual(a, b, name)
    }
  }

  func testCompileAtWritesOneFrameToStandardOutput() {
    let scene = write(Self.validScene)
    let result = runCLI(["compile", scene.path, "--at", "0.25"])
    XCTAssertEqual(result.status, 0, result.stderr)
    XCTAssertTrue(result.stdout.hasPrefix("<?xml") || result.stdout.hasPrefix("<svg"), result.stdout)
    XCTAssertFalse(result.stdout.contains("<animate"))
  }

  func testTimelinePrintsTheContractJSON() throws {
    let scene = write(Self.validScene)
    let result = runCLI(["timeline", scene.path, "--key-path", "position"])
    XCTAssertEqual(result.status, 0, result.stderr)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    XCTAssertEqual(json["frameCount"] as? Int, 6)
    let tracks = json["tracks"] as! [[String: Any]]
    XCTAssertEqual(tracks.count, 1)
    XCTAssertEqual(tracks[0]["layer"] as? String, "dot")
    XCTAssertEqual(tracks[0]["keyPath"] as? String, "position")
    let xs = (tracks[0]["values"] as! [[Double]]).map { $0[0] }
    // Linear 0 → 20 over 0.5 s, sampled at 10 fps; the end instant is inside the animation.
    XCTAssertEqual(xs.count, 6)
    for (x, expected) in zip(xs, [0.0, 4, 8, 12, 16, 20]) { XCTAssertEqual(x, expected, accuracy: 1e-9) }

    let at = runCLI(["timeline", scene.path, "--at", "0.25"])
    let atJSON = try JSONSerialization.jsonObject(with: Data(at.stdout.utf8)) as! [String: Any]
    XCTAssertEqual(atJSON["frameCount"] as? Int, 1)
  }
}

/// Files with CR LF or CR line ends are read as the same file with LF: the excerpts under
/// diagnostics (the lines are split where YAML splits them) and the lines suppression
/// comments cover (they all fell on line 1 when lines were split at the Character "\n",
/// which CR LF is not, and their directives ran on into the rest of the file).
final class LineEndTests: XCTestCase {
  /// `scenec lint` of `lines` ended by LF, CR LF and CR in turn: each ending's name and run.
  private func lintWithEachLineEnd(_ lines: [String]) throws -> [(name: String, run: (stdout: String, stderr: String, status: Int32))] {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    return try [("lf", "\n"), ("crlf", "\r\n"), ("cr", "\r")].map { name, end in
      try Data((lines.joined(separator: end) + end).utf8).write(to: folder.appendingPathComponent("s.yaml"))
      return (name, runCLI(["lint", "s.yaml"], currentDirectory: folder))
    }
  }

  func testCRLFAndCRFilesShowTheLineUnderADiagnostic() throws {
    let runs = try lintWithEachLineEnd([
      "version: 1", "scene:", "  name: x", "  size: [10, 10]", "  fps: 30", "  duration: 1", "layers:",
      "  - id: a", "    bounds: [0, 0, 5, 5]", "    opacityy: 1",
    ])
    for (name, lint) in runs {
      XCTAssertEqual(lint.status, 1, name)
      XCTAssertTrue(lint.stderr.contains("   10 |     opacityy: 1\n      |     ^~~~~~~~\n"), "\(name): \(lint.stderr)")
    }
    XCTAssertEqual(Set(runs.map(\.run.stderr)).count, 1, "\(runs.map(\.run.stderr))")
  }

  func testCRLFAndCRFilesAreSuppressedAsLFFiles() throws {
    let runs = try lintWithEachLineEnd([
      "version: 1", "scene: { name: x, size: [10, 10], fps: 30, duration: 1 }", "defs:", "  colors:",
      "    # scenec:disable-next-line unused-def", "    spare: \"#ff0000\"", "    other: \"#00ff00\"", "layers:",
      "  - id: a", "    bounds: [0, 0, 5, 5]",
    ])
    for (name, lint) in runs {
      XCTAssertEqual(lint.status, 0, name)
      XCTAssertTrue(lint.stderr.hasPrefix("s.yaml:7:5: warning: color 'other' is defined but never used [unused-def]\n"), "\(name): \(lint.stderr)")
      XCTAssertTrue(lint.stderr.hasSuffix("1 warning in 1 file\n"), "\(name): \(lint.stderr)")
    }
    XCTAssertEqual(Set(runs.map(\.run.stderr)).count, 1, "\(runs.map(\.run.stderr))")
  }
}
