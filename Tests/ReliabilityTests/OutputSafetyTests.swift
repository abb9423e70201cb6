import Foundation
import SceneTestSupport
import XCTest

#if canImport(Glibc)
  import Glibc
#endif

/// Every writing command (WritingCommand.all) keeps the same promises: killed at any
/// moment it leaves the earlier output or the complete new one; a full disk, a read-only
/// folder or a symbolic link at the output give one line of error and leave the earlier
/// output as it was; nothing is written beside the output, nothing survives a crash for
/// long (the next run removes it), and the user's own files stay.
final class OutputSafetyTests: XCTestCase {
  /// Kills per command, spread over the length of one run (bounded: each costs a run).

  /// Runs `body` for every entry this build can run; skips (naming them) the others.
  func forEachCommand(where include: (WritingCommand) -> Bool = { _ in true }, _ body: (WritingCommand) throws -> Void) throws {
    let (runnable, skipped) = WritingCommand.available
    for command in runnable where include(command) { try body(command) }
    if !skipped.isEmpty { throw XCTSkip("not run for \(skipped.joined(separator: ", "))") }
  }

  func testSIGKILLAtAnyMomentLeavesTheEarlierOrTheNewOutputAndNoLitter() throws {
    try forEachCommand { command in
      let folder = HarnessFolder()
      defer { try? FileManager.default.removeItem(at: folder.root) }
      Fixture.write("mine", "mine.txt", in: folder.root)
      let reference = folder.url("reference")
      try FileManager.default.createDirectory(at: reference, withIntermediateDirectories: true)
      XCTAssertEqual(folder.runEarlier(command, in: reference).status, 0, "\(command)")
      let started = Date()
      XCTAssertEqual(folder.run(command, folder.new, in: reference).status, 0, "\(command)")
      let length = Date().timeIntervalSince(started)
      let new = folder.snapshot(command, in: reference)
      XCTAssertEqual(folder.runEarlier(command).status, 0, "\(command)")
      let earlier = folder.snapshot(command)
      XCTAssertNotEqual(earlier, new)

      var outcomes: [String] = []
      for kill in 0..<command.kills {
        let process = Process()
        process.executableURL = scenecExecutable()
        process.arguments = command.arguments(folder.new, folder.url(command.output).path)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // From the very start to a little past the end of a typical run.
        usleep(useconds_t(length * 1.2 * 1e6 * Double(kill) / Double(command.kills - 1)))
        Glibc.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let now = folder.snapshot(command)
        if now == earlier {
          outcomes.append("earlier")
        } else if now == new {
          outcomes.append("new")
          XCTAssertEqual(folder.runEarlier(command).status, 0)
        } else {
          XCTFail("\(command): kill \(kill) left a mix: \(now.keys.count) files")
          XCTAssertEqual(folder.runEarlier(command).status, 0)
        }
      }
      // A later run removes what the killed ones left; the user's file is untouched.
      let litter = Fixture.names(folder.root).filter { $0.contains(".scenec-") }
      print("\(command): kills left \(outcomes), then \(litter.count) staging entries")
      XCTAssertEqual(outcomes.first, "earlier", "killed at once, nothing changed")
      XCTAssertEqual(folder.runEarlier(command).status, 0)
      XCTAssertEqual(
        Fixture.names(folder.root).filter { !HarnessFolder.inputs.contains($0) },
        (["earlier.yaml", "mine.txt", "new.yaml", command.output, "reference"] + command.alsoWrites).sorted(),
        "\(command) after kills: \(outcomes)")
      XCTAssertEqual(try String(contentsOf: folder.url("mine.txt"), encoding: .utf8), "mine")
    }
  }

  func testAFullDiskIsOneLineOfErrorAndLeavesTheEarlierOutput() throws {
    try forEachCommand { command in
      let folder = HarnessFolder()
      defer { try? FileManager.default.removeItem(at: folder.root) }
      let disk = try SmallFileSystem(kilobytes: 512)
      defer { disk.unmount() }
      XCTAssertEqual(folder.runEarlier(command, in: disk.mountPoint).status, 0, "\(command)")
      Fixture.write("mine", "mine.txt", in: disk.mountPoint)
      let earlier = folder.snapshot(command, in: disk.mountPoint)
      disk.fill()
      let result = folder.run(command, folder.new, in: disk.mountPoint)
      XCTAssertEqual(result.status, command.failureStatus, "\(command)")
      XCTAssertOneLineError(result.stderr, endingWith: ": No space left on device", "\(command)")
      XCTAssertEqual(folder.snapshot(command, in: disk.mountPoint), earlier, "\(command)")
      XCTAssertEqual(
        Fixture.names(disk.mountPoint).filter { !HarnessFolder.inputs.contains($0) },
        (["filler", "mine.txt", command.output] + command.alsoWrites).sorted(), "\(command)")
    }
  }

  func testAReadOnlyFolderIsOneLineOfErrorAndLeavesTheEarlierOutput() throws {
    try forEachCommand { command in
      let folder = HarnessFolder()
      defer { try? FileManager.default.removeItem(at: folder.root) }
      let disk = try SmallFileSystem(kilobytes: 2048)
      defer { disk.unmount() }
      XCTAssertEqual(folder.runEarlier(command, in: disk.mountPoint).status, 0, "\(command)")
      let earlier = folder.snapshot(command, in: disk.mountPoint)
      folder.prepareInputs(command, folder.new, in: disk.mountPoint)
      disk.makeReadOnly()
      let result = folder.run(command, folder.new, in: disk.mountPoint)
      XCTAssertEqual(result.status, command.failureStatus, "\(command)")
      XCTAssertOneLineError(result.stderr, endingWith: ": Read-only file system", "\(command)")
      XCTAssertEqual(folder.snapshot(command, in: disk.mountPoint), earlier, "\(command)")
    }
  }

  func testASymbolicLinkAtTheOutputIsRefusedNotWrittenThrough() throws {
    try forEachCommand { command in
      let folder = HarnessFolder()
      defer { try? FileManager.default.removeItem(at: folder.root) }
      let elsewhere = folder.url("elsewhere")
      try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
      XCTAssertEqual(folder.runEarlier(command, in: elsewhere).status, 0, "\(command)")
      let victim = Fixture.snapshot(elsewhere)
      let link = folder.url(command.output)
      try FileManager.default.createSymbolicLink(
        at: link, withDestinationURL: elsewhere.appendingPathComponent(command.output))
      let result = folder.run(command, folder.new)
      XCTAssertEqual(result.status, command.failureStatus, "\(command)")
      XCTAssertOneLineError(
        result.stderr, endingWith: "cannot write '\(link.path)': it is a symbolic link (scenec does not write through links)",
        "\(command)")
      XCTAssertEqual(Fixture.snapshot(elsewhere), victim, "\(command)")
    }
  }

  /// A link named like a frame inside the output folder is replaced by the frame; the
  /// file it pointed at is untouched.
  func testALinkNamedLikeAFrameIsReplacedNotFollowed() throws {
    try forEachCommand(where: { $0.writesFolder }) { command in
      let folder = HarnessFolder()
      defer { try? FileManager.default.removeItem(at: folder.root) }
      XCTAssertEqual(folder.runEarlier(command).status, 0, "\(command)")
      let victim = Fixture.write("precious", "victim.txt", in: folder.root)
      let frame = folder.url(command.output).appendingPathComponent(command.fileInFolder)
      try? FileManager.default.removeItem(at: frame)
      try FileManager.default.createSymbolicLink(atPath: frame.path, withDestinationPath: victim)
      XCTAssertEqual(folder.run(command, folder.new).status, 0, "\(command)")
      XCTAssertEqual(try String(contentsOfFile: victim, encoding: .utf8), "precious", "\(command)")
      let attributes = try FileManager.default.attributesOfItem(atPath: frame.path)
      XCTAssertEqual(attributes[.type] as? FileAttributeType, .typeRegular, "\(command)")
    }
  }
}

/// Standard error holds exactly one error, on one line, `error: …<reason>` (warnings about
/// the scene may come before it).
func XCTAssertOneLineError(
  _ stderr: String, endingWith reason: String, _ message: String, file: StaticString = #filePath, line: UInt = #line
) {
  let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
  let errors = lines.filter { $0.hasPrefix("error: ") || $0.contains(": error: ") }
  XCTAssertEqual(errors.count, 1, "\(message): \(stderr)", file: file, line: line)
  XCTAssertTrue(errors.first?.hasSuffix(reason) ?? false, "\(message): \(stderr)", file: file, line: line)
  XCTAssertTrue(stderr.hasSuffix("\n"), "\(message): ends its line", file: file, line: line)
  XCTAssertEqual(lines.last.map(String.init), errors.first.map(String.init), "\(message): the error comes last", file: file, line: line)
}
