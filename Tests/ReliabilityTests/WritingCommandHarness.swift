import Foundation
import SceneTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// A command that writes output, as the reliability harness runs it: every entry gets the
/// same kill, full-disk, unwritable-folder and symbolic-link tests (OutputSafetyTests).
/// To cover a new writing command, add an entry to `all`.
struct WritingCommand: CustomStringConvertible {
  var name: String
  /// The output's name inside the test's folder (a folder or a file, per `writesFolder`).
  var output: String
  var writesFolder: Bool
  /// The command line writing `output` from `scene`. It may write the inputs it needs
  /// beside the output (HarnessFolder.inputs).
  var arguments: (_ scene: String, _ output: String) -> [String]
  /// The run whose output the new one replaces; by default the same command on the
  /// harness's small scene. (A part replaces only parts of the same scene.)
  var earlier: ((_ folder: HarnessFolder, _ output: String) -> [String])? = nil
  /// The subcommand that must be available (not a placeholder) for the entry to run.
  var requires: String? = nil
  /// A file inside a folder output that the new run writes (the link test puts a link of
  /// that name there).
  var fileInFolder: String = "frame-00012.svg"
  /// Runs until interrupted (`watch`): the harness interrupts it (SIGINT) once its round has
  /// printed its result; a failed round is one line of error, then exit 0 on the interrupt.
  var watches = false
  /// Files the command writes beside `output`, as part of the same output (the sprite
  /// sheet's JSON map).
  var alsoWrites: [String] = []
  /// Kills per run in the SIGKILL test (each costs a run): 8 for compile, whose folder
  /// publishing the others share, fewer for the rest to keep `make test` short.
  var kills = 4

  var description: String { name }

  /// The exit status of a run whose output cannot be written.
  var failureStatus: Int32 { watches ? 0 : 2 }

  /// True when the build's scenec implements `requires`.
  var isAvailable: Bool {
    guard let requires else { return true }
    let probe = runCLI([requires, "--help"])
    return probe.status == 0 && !probe.stdout.contains("Not available yet")
  }

  /// Runs the command line to its end (a watch: to the end of its first round, then an
  /// interrupt); the status and output.
  func run(_ arguments: [String]) -> (stdout: String, stderr: String, status: Int32) {
    guard watches else { return runCLI(arguments) }
    let result = runUntilRoundEnds(arguments)
    // `watching …` and `stopped watching …` frame every watch; the rest is the round's.
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix("watching ") && !$0.hasPrefix("stopped watching ") }
    return (result.stdout, lines.joined(separator: "\n"), result.status)
  }

  /// The entries this build can run, and the names of those it cannot (XCTSkip names them).
  static var available: (runnable: [WritingCommand], skipped: [String]) {
    var runnable: [WritingCommand] = []
    var skipped: [String] = []
    for command in all {
      if command.isAvailable { runnable.append(command) } else { skipped.append("'\(command)' ('scenec \(command.requires ?? "")' is not available)") }
    }
    return (runnable, skipped)
  }

  static var all: [WritingCommand] {
    [
    WritingCommand(
      name: "compile", output: "out", writesFolder: true,
      arguments: { scene, output in ["compile", scene, "-o", output, "--jobs", "2"] }, kills: 8),
    WritingCommand(
      name: "compile --frames", output: "out", writesFolder: true,
      arguments: { scene, output in ["compile", scene, "-o", output, "--frames", "10-100000", "--jobs", "2"] },
      earlier: { folder, output in ["compile", folder.new, "-o", output, "--frames", "0-9"] }),
    WritingCommand(name: "compile --at", output: "frame.svg", writesFolder: false) { scene, output in
      ["compile", scene, "-o", output, "--at", "0.5"]
    },
    WritingCommand(
      name: "preview", output: "preview.html", writesFolder: false,
      arguments: { scene, output in ["preview", scene, "-o", output] }, requires: "preview"),
    WritingCommand(
      name: "render --format png", output: "png", writesFolder: true,
      arguments: { scene, output in ["render", scene, "--format", "png", "-o", output, "--jobs", "2"] },
      requires: "render", fileInFolder: "frame-00012.png"),
    WritingCommand(
      name: "render --format gif", output: "anim.gif", writesFolder: false,
      arguments: { scene, output in ["render", scene, "--format", "gif", "-o", output] }, requires: "render"),
    WritingCommand(
      name: "render --format apng", output: "anim.png", writesFolder: false,
      arguments: { scene, output in ["render", scene, "--format", "apng", "-o", output] }, requires: "render",
      kills: 3),
    WritingCommand(
      name: "render --format mp4", output: "anim.mp4", writesFolder: false,
      arguments: { scene, output in ["render", scene, "--format", "mp4", "-o", output] }, requires: "render",
      kills: 3),
    WritingCommand(
      name: "render --format webp", output: "anim.webp", writesFolder: false,
      arguments: { scene, output in ["render", scene, "--format", "webp", "-o", output] }, requires: "render",
      kills: 3),
    WritingCommand(
      name: "render --format sheet", output: "sheet.png", writesFolder: false,
      arguments: { scene, output in ["render", scene, "--format", "sheet", "-o", output] }, requires: "render",
      alsoWrites: ["sheet.json"], kills: 3),
    WritingCommand(
      name: "import", output: "imported.yaml", writesFolder: false,
      arguments: { scene, output in
        ["import", HarnessFolder.lottieBeside(scene, output: output), "-o", output]
      }, requires: "import"),
    WritingCommand(
      name: "test --update", output: "__snapshots__", writesFolder: true,
      arguments: { scene, output in
        ["test", HarnessFolder.snapshotScene(from: scene, output: output), "--update"]
      }, requires: "test", fileInFolder: "snap/t0.050s.svg"),
    WritingCommand(
      name: "watch", output: "watched", writesFolder: true,
      arguments: { scene, output in ["watch", scene, "-o", output, "--jobs", "2"] }, requires: "watch",
      watches: true, kills: 3),
    ]
  }
}

/// Runs scenec until a round of `watch` has printed its result (a `wrote …` line or an
/// error), then interrupts it (SIGINT) and waits for it to end; at most 120 s.
func runUntilRoundEnds(_ arguments: [String]) -> (stdout: String, stderr: String, status: Int32) {
  let scratch = temporaryDirectory()
  defer { try? FileManager.default.removeItem(at: scratch) }
  let errURL = scratch.appendingPathComponent("stderr")
  XCTAssertTrue(FileManager.default.createFile(atPath: errURL.path, contents: nil))
  let process = Process()
  process.executableURL = scenecExecutable()
  process.arguments = arguments
  process.standardInput = FileHandle.nullDevice
  process.standardOutput = FileHandle.nullDevice
  guard let handle = try? FileHandle(forWritingTo: errURL) else { return ("", "cannot open stderr", -1) }
  process.standardError = handle
  do { try process.run() } catch { return ("", "\(error)", -1) }
  let deadline = Date().addingTimeInterval(120)
  func roundEnded() -> Bool {
    let text = (try? String(contentsOf: errURL, encoding: .utf8)) ?? ""
    return text.split(separator: "\n").contains {
      $0.hasPrefix("wrote ") || $0.hasPrefix("error: ") || $0.contains(": error: ") || $0.contains(" has errors")
    }
  }
  while process.isRunning, !roundEnded(), Date() < deadline { usleep(20_000) }
  if process.isRunning { kill(process.processIdentifier, SIGINT) }
  process.waitUntilExit()
  try? handle.close()
  return ("", (try? String(contentsOf: errURL, encoding: .utf8)) ?? "", process.terminationStatus)
}

/// A scratch folder holding the scenes the harness needs.
struct HarnessFolder {
  let root: URL
  /// A small scene (the earlier output) and a larger, different one (the new output).
  let earlier: String
  let new: String

  init() {
    root = temporaryDirectory()
    earlier = Fixture.write(Fixture.movingBox(name: "box", seconds: 0.1, color: "#0000ff"), "earlier.yaml", in: root)
    new = Fixture.write(Fixture.movingBox(name: "box", seconds: 8, fps: 60), "new.yaml", in: root)
  }

  func url(_ name: String) -> URL { root.appendingPathComponent(name) }

  /// Files some entries write as their input (not output) beside the output.
  static let inputs: Set<String> = ["earlier.json", "new.json", "snap.yaml"]

  /// Writes the inputs `command` needs beside `folder/output` for the new run, before the
  /// folder is made read-only (a command that writes its input there cannot then).
  func prepareInputs(_ command: WritingCommand, _ scene: String, in folder: URL) {
    _ = command.arguments(scene, folder.appendingPathComponent(command.output).path)
  }

  /// `test --update` writes beside the scene: the scene is rewritten in place (so it fits on
  /// a full disk) in the output's folder, with snapshots at four times.
  static func snapshotScene(from scene: String, output: String) -> String {
    let target = ((output as NSString).deletingLastPathComponent as NSString).appendingPathComponent("snap.yaml")
    let text = (try? String(contentsOfFile: scene, encoding: .utf8)) ?? ""
    let data = Data((text + "snapshots: [0, 0.05, 0.1, end]\n").utf8)
    if let handle = FileHandle(forUpdatingAtPath: target) {
      try? handle.truncate(atOffset: 0)
      try? handle.write(contentsOf: data)
      try? handle.close()
    } else {
      _ = FileManager.default.createFile(atPath: target, contents: data)  // a read-only case may refuse; the run says so
    }
    return target
  }

  /// `import` reads Lottie: a small file for the earlier scene, a long one for the new.
  static func lottieBeside(_ scene: String, output: String) -> String {
    let long = scene.hasSuffix("new.yaml")
    let path = (scene as NSString).deletingPathExtension + ".json"
    if !FileManager.default.fileExists(atPath: path) {
      let count = long ? 20_000 : 3
      var keyframes: [String] = []
      for i in 0..<count { keyframes.append("{\"t\":\(i),\"s\":[\(i % 90),10,0]}") }
      let text = """
        {"v":"5.7.0","fr":30,"ip":0,"op":\(count),"w":100,"h":100,"layers":[{"ty":4,"ind":1,"ip":0,"op":\(count),
        "st":0,"ks":{"p":{"a":1,"k":[\(keyframes.joined(separator: ","))]}},"shapes":[{"ty":"rc","p":{"a":0,"k":[0,0]},
        "s":{"a":0,"k":[10,10]},"r":{"a":0,"k":0}},{"ty":"fl","c":{"a":0,"k":[1,0,0,1]},"o":{"a":0,"k":100}}]}]}
        """
      _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))  // a read-only case may refuse; the run says so
    }
    return path
  }

  /// Runs `command` from `scene` into `folder/output`.
  func run(_ command: WritingCommand, _ scene: String, in folder: URL? = nil) -> (stdout: String, stderr: String, status: Int32) {
    command.run(command.arguments(scene, (folder ?? root).appendingPathComponent(command.output).path))
  }

  /// Writes the earlier output into `folder/output`.
  func runEarlier(_ command: WritingCommand, in folder: URL? = nil) -> (stdout: String, stderr: String, status: Int32) {
    let output = (folder ?? root).appendingPathComponent(command.output).path
    return command.run(command.earlier?(self, output) ?? command.arguments(earlier, output))
  }

  /// What is at the output: its files, or the file's bytes.
  func snapshot(_ command: WritingCommand, in folder: URL? = nil) -> [String: Data] {
    let target = (folder ?? root).appendingPathComponent(command.output)
    if command.writesFolder { return Fixture.snapshot(target) }
    var files: [String: Data] = [:]
    for name in [command.output] + command.alsoWrites {
      files[name] = try? Data(contentsOf: target.deletingLastPathComponent().appendingPathComponent(name))
    }
    return files
  }
}

/// A small tmpfs (root only); nil, with the reason, where mounting is refused.
final class SmallFileSystem {
  let mountPoint: URL
  private var mounted = false

  init(kilobytes: Int) throws {
    mountPoint = temporaryDirectory()
    let status = Self.shell(["mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", mountPoint.path])
    if status != 0 {
      try? FileManager.default.removeItem(at: mountPoint)
      throw XCTSkip("cannot mount a tmpfs here (needs root and mount permission; mount exited \(status))")
    }
    mounted = true
  }

  /// Fills the file system to the last byte.
  func fill() {
    let fd = open(mountPoint.appendingPathComponent("filler").path, O_WRONLY | O_CREAT, 0o644)
    var block = [UInt8](repeating: 0x2e, count: 4096)
    while write(fd, &block, block.count) > 0 {}
    var byte: UInt8 = 0x2e
    while write(fd, &byte, 1) > 0 {}
    close(fd)
  }

  func makeReadOnly() { XCTAssertEqual(Self.shell(["mount", "-o", "remount,ro", mountPoint.path]), 0) }

  func unmount() {
    guard mounted else { return }
    _ = Self.shell(["umount", mountPoint.path])
    mounted = false
    try? FileManager.default.removeItem(at: mountPoint)
  }

  deinit { unmount() }

  @discardableResult
  static func shell(_ arguments: [String]) -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return -1 }
    process.waitUntilExit()
    return process.terminationStatus
  }
}
