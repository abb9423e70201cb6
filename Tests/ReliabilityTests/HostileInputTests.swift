import Foundation
import SceneTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Inputs built to hurt the newer commands: each must end in a clear error or a bounded
/// run, never a hang or an out-of-memory kill. A command that is not available in this
/// build is skipped, naming it.
final class HostileInputTests: XCTestCase {
  /// Wall-clock bound per run (far above what a bounded run needs on a busy machine).
  static let timeLimit: TimeInterval = 120
  /// Address-space bound per run, enforced by prlimit(1): an unbounded run dies instead of
  /// taking the machine down.
  static let memoryLimit = "4294967296"

  var folder: URL!
  override func setUp() { folder = temporaryDirectory() }
  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  /// Skips unless `command` is implemented (placeholders answer "is not available yet").
  func requireCommand(_ command: String) throws {
    let probe = runCLI([command, "--help"])
    if probe.status != 0 || probe.stdout.contains("Not available yet") {
      throw XCTSkip("'scenec \(command)' is not available in this build")
    }
  }

  /// Runs scenec with limits; fails on a hang, a signal or a crash. Returns status and stderr.
  @discardableResult
  func runBounded(_ arguments: [String], _ what: String, file: StaticString = #filePath, line: UInt = #line)
    throws -> (status: Int32, stderr: String)
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/prlimit")
    process.arguments = ["--as=\(Self.memoryLimit)", "--", scenecExecutable().path] + arguments
    let stderrURL = folder.appendingPathComponent("stderr-\(UUID().uuidString)")
    XCTAssertTrue(FileManager.default.createFile(atPath: stderrURL.path, contents: nil))
    let handle = try FileHandle(forWritingTo: stderrURL)
    defer { try? handle.close() }
    process.standardOutput = FileHandle.nullDevice
    process.standardError = handle
    let started = Date()
    try process.run()
    while process.isRunning, Date().timeIntervalSince(started) < Self.timeLimit { usleep(50_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      XCTFail("\(what): still running after \(Int(Self.timeLimit)) s", file: file, line: line)
    } else {
      XCTAssertEqual(process.terminationReason, .exit, "\(what): killed by a signal", file: file, line: line)
    }
    let stderr = String(decoding: try Data(contentsOf: stderrURL), as: UTF8.self)
    XCTAssertTrue([0, 1, 2].contains(process.terminationStatus), "\(what): exit \(process.terminationStatus): \(stderr.prefix(500))", file: file, line: line)
    XCTAssertLessThan(stderr.count, 100_000, "\(what): a bounded error report", file: file, line: line)
    return (process.terminationStatus, stderr)
  }

  func write(_ text: String, _ name: String) -> String { Fixture.write(text, name, in: folder) }

  // MARK: - Lottie import

  /// A Lottie layer whose position has `count` keyframes (about 60 bytes each).
  func lottie(keyframes count: Int) -> String {
    var keyframes: [String] = []
    keyframes.reserveCapacity(count)
    for i in 0..<count { keyframes.append("{\"t\":\(i),\"s\":[\(i % 500),10,0],\"i\":{\"x\":0.5,\"y\":0.5},\"o\":{\"x\":0.5,\"y\":0.5}}") }
    return """
      {"v":"5.7.0","fr":30,"ip":0,"op":\(count),"w":100,"h":100,"layers":[{"ty":4,"ind":1,"ip":0,"op":\(count),"st":0,
      "ks":{"p":{"a":1,"k":[\(keyframes.joined(separator: ","))]},"a":{"a":0,"k":[0,0,0]},"s":{"a":0,"k":[100,100,100]},
      "r":{"a":0,"k":0},"o":{"a":0,"k":100}},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},"s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},
      {"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
      """
  }

  func testImportOfAMillionKeyframesIsBounded() throws {
    try requireCommand("import")
    let input = write(lottie(keyframes: 1_000_000), "huge.json")
    let run = try runBounded(["import", input, "-o", folder.appendingPathComponent("huge.yaml").path], "import of 1e6 keyframes")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("[json-too-large]") || run.stderr.contains("[lottie-too-large]"), run.stderr)
  }

  func testImportOfPrecompsAThousandDeepIsBounded() throws {
    try requireCommand("import")
    // asset i holds one precomp layer of asset i+1; the last holds a shape.
    var assets: [String] = []
    for i in 0..<1000 {
      let layer =
        i == 999
        ? "{\"ty\":4,\"ind\":1,\"ip\":0,\"op\":30,\"st\":0,\"ks\":{},\"shapes\":[]}"
        : "{\"ty\":0,\"ind\":1,\"refId\":\"p\(i + 1)\",\"w\":100,\"h\":100,\"ip\":0,\"op\":30,\"st\":0,\"ks\":{}}"
      assets.append("{\"id\":\"p\(i)\",\"layers\":[\(layer)]}")
    }
    let text = """
      {"v":"5.7.0","fr":30,"ip":0,"op":30,"w":100,"h":100,"assets":[\(assets.joined(separator: ","))],
      "layers":[{"ty":0,"ind":1,"refId":"p0","w":100,"h":100,"ip":0,"op":30,"st":0,"ks":{}}]}
      """
    let input = write(text, "deep.json")
    let run = try runBounded(["import", input, "-o", folder.appendingPathComponent("deep.yaml").path], "import of precomps 1000 deep")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("precompositions nest more than 16 deep [lottie-too-deep]"), run.stderr)
  }

  // MARK: - Snapshot tests

  func testSnapshotsListOfAMillionTimesIsBounded() throws {
    try requireCommand("test")
    var text = Fixture.movingBox()
    text += "snapshots: [" + (0..<1_000_000).map { String(Double($0) / 1_000_000) }.joined(separator: ", ") + "]\n"
    let scene = write(text, "many.yaml")
    for arguments in [["test", scene], ["test", scene, "--update"]] {
      let run = try runBounded(arguments, "\(arguments.joined(separator: " ")) with 1e6 snapshot times")
      XCTAssertEqual(run.status, 1)
      XCTAssertTrue(run.stderr.contains("'snapshots' lists 1000000 times, more than the 10000 allowed"), run.stderr)
    }
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("__snapshots__").path))
  }

  // MARK: - Preview

  func testPreviewOfAHundredThousandFramesIsBounded() throws {
    try requireCommand("preview")
    let scene = write(Fixture.movingBox(seconds: 100_000.0 / 30), "long.yaml")  // 100,001 frames
    let run = try runBounded(["preview", scene, "-o", folder.appendingPathComponent("long.html").path], "preview of 100,001 frames")
    XCTAssertEqual(run.status, 1)
    XCTAssertTrue(run.stderr.contains("more than the 36000 a preview page plays [too-many-frames]"), run.stderr)
  }

  // MARK: - Watch

  /// `watch` of a scene over compile's frame limit: the round is one located error, the
  /// watch goes on, and the next save compiles.
  func testWatchOfTooManyFramesIsAClearErrorAndWatchingGoesOn() throws {
    try requireCommand("watch")
    let scene = write(Fixture.movingBox(seconds: 40_000), "long.yaml")  // 1,200,001 frames
    let output = folder.appendingPathComponent("out")
    let watch = try WatchRun(["watch", scene, "-o", output.path, "--jobs", "2"], in: folder)
    XCTAssertTrue(watch.waitFor("[too-many-frames]"), watch.stderr)
    XCTAssertTrue(watch.isRunning, "the watch goes on after a round with errors")
    XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "nothing written")
    _ = write(Fixture.movingBox(seconds: 0.2), "long.yaml")
    XCTAssertTrue(watch.waitFor("wrote "), watch.stderr)
    XCTAssertEqual(watch.stop(), 0, watch.stderr)
    XCTAssertTrue(FileManager.default.fileExists(atPath: output.appendingPathComponent("manifest.json").path))
  }

  /// A save that breaks the scene: its errors, the last good frames kept, watching goes on.
  func testWatchOfASceneWithErrorsKeepsTheLastGoodOutput() throws {
    try requireCommand("watch")
    let scene = write(Fixture.movingBox(seconds: 0.2), "scene.yaml")
    let output = folder.appendingPathComponent("out")
    let watch = try WatchRun(["watch", scene, "-o", output.path, "--jobs", "2"], in: folder)
    XCTAssertTrue(watch.waitFor("wrote "), watch.stderr)
    let good = Fixture.snapshot(output)
    _ = write("version: 1\nscene: { name: box, size: [40, 40], fps: 30, duration: 1 }\nlayers: [ {\n", "scene.yaml")
    XCTAssertTrue(watch.waitFor("has errors"), watch.stderr)
    XCTAssertTrue(watch.stderr.contains("error: "), watch.stderr)
    XCTAssertEqual(Fixture.snapshot(output), good, "the last good output is kept")
    XCTAssertEqual(watch.stop(), 0, watch.stderr)
  }

  /// The watched file deleted: the watch waits (no busy loop, no error storm) and goes on
  /// when the file is back; an interrupt ends it at once with status 0.
  func testWatchOfADeletedFileWaitsAndStopsCleanly() throws {
    try requireCommand("watch")
    let scene = write(Fixture.movingBox(seconds: 0.2), "scene.yaml")
    let output = folder.appendingPathComponent("out")
    let watch = try WatchRun(["watch", scene, "-o", output.path, "--jobs", "2"], in: folder)
    XCTAssertTrue(watch.waitFor("wrote "), watch.stderr)
    try FileManager.default.removeItem(atPath: scene)
    usleep(500_000)
    XCTAssertTrue(watch.isRunning, watch.stderr)
    XCTAssertLessThan(watch.stderr.count, 10_000, "no error storm while the file is gone")
    _ = write(Fixture.movingBox(seconds: 0.3), "scene.yaml")
    XCTAssertTrue(watch.waitFor("wrote ", count: 2), watch.stderr)
    XCTAssertEqual(watch.stop(), 0, watch.stderr)
  }
}

/// A `scenec watch` running in the background, its standard error in a file.
final class WatchRun {
  private let process = Process()
  private let stderrURL: URL
  private let handle: FileHandle

  init(_ arguments: [String], in folder: URL) throws {
    stderrURL = folder.appendingPathComponent("watch-stderr-\(UUID().uuidString)")
    XCTAssertTrue(FileManager.default.createFile(atPath: stderrURL.path, contents: nil))
    handle = try FileHandle(forWritingTo: stderrURL)
    process.executableURL = scenecExecutable()
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = handle
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? handle.close()
  }

  var isRunning: Bool { process.isRunning }
  var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }

  /// Waits (at most `HostileInputTests.timeLimit`) until standard error holds `text`
  /// `count` times; false if it never does or the process ends first.
  func waitFor(_ text: String, count: Int = 1) -> Bool {
    let deadline = Date().addingTimeInterval(HostileInputTests.timeLimit)
    while Date() < deadline {
      if stderr.components(separatedBy: text).count - 1 >= count { return true }
      if !process.isRunning { return false }
      usleep(20_000)
    }
    return false
  }

  /// SIGINT, then the exit status (SIGKILL and -1 after 30 s).
  func stop() -> Int32 {
    kill(process.processIdentifier, SIGINT)
    let deadline = Date().addingTimeInterval(30)
    while process.isRunning, Date() < deadline { usleep(20_000) }
    if process.isRunning {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return -1
    }
    return process.terminationStatus
  }
}
