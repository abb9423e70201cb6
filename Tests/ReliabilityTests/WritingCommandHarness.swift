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
  /// The command line writing `output` from `scene`.
  var arguments: (_ scene: String, _ output: String) -> [String]
  /// The run whose output the new one replaces; by default the same command on the
  /// harness's small scene. (A part replaces only parts of the same scene.)
  var earlier: ((_ folder: HarnessFolder, _ output: String) -> [String])? = nil

  var description: String { name }

  static var all: [WritingCommand] {
    [
    WritingCommand(name: "compile", output: "out", writesFolder: true) { scene, output in
      ["compile", scene, "-o", output, "--jobs", "2"]
    },
    WritingCommand(
      name: "compile --frames", output: "out", writesFolder: true,
      arguments: { scene, output in ["compile", scene, "-o", output, "--frames", "10-100000", "--jobs", "2"] },
      earlier: { folder, output in ["compile", folder.new, "-o", output, "--frames", "0-9"] }),
    WritingCommand(name: "compile --at", output: "frame.svg", writesFolder: false) { scene, output in
      ["compile", scene, "-o", output, "--at", "0.5"]
    },
    ]
  }
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

  /// Runs `command` from `scene` into `folder/output`.
  func run(_ command: WritingCommand, _ scene: String, in folder: URL? = nil) -> (stdout: String, stderr: String, status: Int32) {
    runCLI(command.arguments(scene, (folder ?? root).appendingPathComponent(command.output).path))
  }

  /// Writes the earlier output into `folder/output`.
  func runEarlier(_ command: WritingCommand, in folder: URL? = nil) -> (stdout: String, stderr: String, status: Int32) {
    let output = (folder ?? root).appendingPathComponent(command.output).path
    return runCLI(command.earlier?(self, output) ?? command.arguments(earlier, output))
  }

  /// What is at the output: its files, or the file's bytes.
  func snapshot(_ command: WritingCommand, in folder: URL? = nil) -> [String: Data] {
    let target = (folder ?? root).appendingPathComponent(command.output)
    if command.writesFolder { return Fixture.snapshot(target) }
    return (try? Data(contentsOf: target)).map { ["": $0] } ?? [:]
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
