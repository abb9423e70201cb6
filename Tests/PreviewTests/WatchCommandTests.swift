import Foundation
import SceneTestSupport
import XCTest

/// `scenec watch` as a user runs it: a real process, real saves, a real SIGINT. Every wait
/// is bounded (a condition polled until it holds, at most `patience` seconds).
final class WatchCommandTests: XCTestCase {
  let patience = 20.0

  func scene(duration: String, fps: Int = 10) -> String {
    """
    version: 1
    scene:
      name: dot
      size: [40, 20]
      fps: \(fps)
      duration: \(duration)
    layers:
      - id: dot
        type: shape
        path: { circle: [10, 10], radius: 5 }
        fillColor: "#ff0000"
        animations:
          - { keyPath: position.x, fromValue: 0, toValue: 20, duration: 0.5 }

    """
  }

  /// A running `scenec watch`, its standard error in a file.
  final class Watcher {
    let process = Process()
    let log: URL

    init(_ arguments: [String], in folder: URL) throws {
      log = folder.appendingPathComponent("watch.log")
      FileManager.default.createFile(atPath: log.path, contents: nil)
      let handle = try FileHandle(forWritingTo: log)
      process.executableURL = scenecExecutable()
      process.arguments = ["watch"] + arguments
      process.currentDirectoryURL = folder
      process.standardError = handle
      process.standardOutput = handle
      process.standardInput = FileHandle.nullDevice
      try process.run()
    }

    var output: String { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
    var rounds: Int { output.components(separatedBy: "\nwrote ").count - 1 }

    /// Interrupts and waits (bounded) for the exit status.
    func stop(_ signal: Int32 = SIGINT) -> Int32? {
      kill(process.processIdentifier, signal)
      let deadline = Date().addingTimeInterval(20)
      while process.isRunning && Date() < deadline { usleep(20_000) }
      if process.isRunning {
        process.terminate()
        return nil
      }
      return process.terminationStatus
    }
  }

  func waitUntil(_ what: String, _ condition: () -> Bool) {
    let deadline = Date().addingTimeInterval(patience)
    while !condition() {
      if Date() > deadline {
        XCTFail("timed out waiting for: \(what)")
        return
      }
      usleep(20_000)
    }
  }

  func frameCount(_ manifest: URL) -> Int? {
    guard let data = try? Data(contentsOf: manifest),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    return object["frameCount"] as? Int
  }

  /// The frame count a preview page states (its facts block).
  func pageFrameCount(_ page: URL) -> Int? {
    guard let html = try? String(contentsOf: page, encoding: .utf8),
      let range = html.range(of: "\"frameCount\":")
    else { return nil }
    return Int(html[range.upperBound...].prefix { $0.isNumber })
  }

  /// Rewrites the file in place (same inode), as `echo … > file` does.
  func writeInPlace(_ text: String, to url: URL) throws {
    let handle = try FileHandle(forWritingTo: url)
    try handle.truncate(atOffset: 0)
    try handle.write(contentsOf: Data(text.utf8))
    try handle.close()
  }

  /// Writes a new file and renames it over the old one (the inode changes), as editors do.
  func writeLikeAnEditor(_ text: String, to url: URL) throws {
    let swap = url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).swp")
    try Data(text.utf8).write(to: swap)
    XCTAssertEqual(rename(swap.path, url.path), 0)
  }

  func inode(_ url: URL) -> UInt {
    var info = stat()
    return stat(url.path, &info) == 0 ? UInt(info.st_ino) : 0
  }

  func testFollowsSavesSurvivesErrorsAndStopsCleanly() throws {
    let folder = temporaryDirectory()
    let file = folder.appendingPathComponent("dot.yaml")
    try scene(duration: "0.5").write(to: file, atomically: false, encoding: .utf8)
    let manifest = folder.appendingPathComponent("out/dot/manifest.json")
    let page = folder.appendingPathComponent("out/dot.html")
    let watcher = try Watcher(["dot.yaml", "--preview", "out/dot.html"], in: folder)

    waitUntil("the first round") { frameCount(manifest) == 6 && pageFrameCount(page) == 6 }
    XCTAssertTrue(watcher.output.hasPrefix("watching dot.yaml (Ctrl-C to stop)\n"), watcher.output)

    // Saved in place.
    let before = inode(file)
    try writeInPlace(scene(duration: "0.7"), to: file)
    XCTAssertEqual(inode(file), before)
    waitUntil("the in-place save") { frameCount(manifest) == 8 && pageFrameCount(page) == 8 }

    // A version with errors: diagnostics, and the last good frames and page stay.
    let goodPage = try Data(contentsOf: page)
    let goodManifest = try Data(contentsOf: manifest)
    try writeInPlace(scene(duration: "0.7").replacingOccurrences(of: "fps: 10", with: "fps: ten"), to: file)
    waitUntil("the error round") { watcher.output.contains("has errors; the last good output is kept") }
    XCTAssertTrue(watcher.output.contains("dot.yaml:5:8: error: "), watcher.output)
    XCTAssertEqual(try Data(contentsOf: page), goodPage)
    XCTAssertEqual(try Data(contentsOf: manifest), goodManifest)
    XCTAssertTrue(watcher.process.isRunning, "an error does not end the watch")

    // Saved the way editors save: a new file renamed over the old.
    try writeLikeAnEditor(scene(duration: "0.9"), to: file)
    XCTAssertNotEqual(inode(file), before)
    waitUntil("the editor-style save") { frameCount(manifest) == 10 && pageFrameCount(page) == 10 }

    // A burst of saves: fewer rounds than saves, and the last version wins.
    let roundsBefore = watcher.rounds
    for duration in ["1.0", "1.1", "1.2", "1.3", "1.4"] {
      try writeInPlace(scene(duration: duration), to: file)
    }
    waitUntil("the burst") { frameCount(manifest) == 15 && pageFrameCount(page) == 15 }
    usleep(400_000)
    // One summary line per round: fewer rounds than saves (normally one; a save can land
    // just after a round began, which then gives a second).
    XCTAssertLessThan(watcher.rounds - roundsBefore, 5, watcher.output)
    XCTAssertNotNil(
      watcher.output.range(
        of: #"\nwrote 15 frames \(\d+\.\d kB\) to out/dot and out/dot\.html \(15 frames, \d+ stored, \d+\.\d kB\) in \d+\.\d\d s\n"#,
        options: .regularExpression), watcher.output)

    XCTAssertEqual(watcher.stop(SIGINT), 0)
    XCTAssertTrue(watcher.output.hasSuffix("stopped watching dot.yaml\n"), watcher.output)
    // Nothing left behind: no staging folders, no temporary files.
    let everything = try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted()
    XCTAssertEqual(everything.filter { $0.contains(".scenec") || $0.hasSuffix(".tmp") }, [])
    XCTAssertEqual(
      try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("out").path).sorted(),
      ["dot", "dot.html"])
  }

  func testSIGTERMEndsTheWatchWithStatusZero() throws {
    let folder = temporaryDirectory()
    let file = folder.appendingPathComponent("dot.yaml")
    try scene(duration: "0.5").write(to: file, atomically: false, encoding: .utf8)
    let watcher = try Watcher(["dot.yaml", "-o", "frames", "--quiet"], in: folder)
    let manifest = folder.appendingPathComponent("frames/manifest.json")
    waitUntil("the first round") { frameCount(manifest) == 6 }
    XCTAssertEqual(watcher.stop(SIGTERM), 0)
    XCTAssertEqual(watcher.output, "", "--quiet prints errors only")
  }

  func testUsage() {
    let missing = runCLI(["watch", "/nonexistent/dot.yaml"])
    XCTAssertEqual(missing.status, 2)
    XCTAssertEqual(missing.stderr, "error: cannot watch '/nonexistent/dot.yaml': no such file\n")
    let help = runCLI(["watch", "--help"])
    XCTAssertEqual(help.status, 0)
    XCTAssertTrue(help.stdout.hasPrefix("USAGE: scenec watch SCENE.yaml [-o DIR] [--preview FILE.html]"))
  }
}
