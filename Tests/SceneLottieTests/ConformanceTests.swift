import Foundation
import SceneTestSupport
import XCTest

/// The conformance run of docs/conformance.md: every case listed in
/// Tests/Conformance/expected-passes.txt must still match After Effects' pictures.
final class ConformanceTests: XCTestCase {
  func testCasesThatPassedStillPass() throws {
    for tool in ["rsvg-convert", "convert", "python3"] {
      let which = Process()
      which.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      which.arguments = ["which", tool]
      which.standardOutput = FileHandle.nullDevice
      try which.run()
      which.waitUntilExit()
      if which.terminationStatus != 0 { throw XCTSkip("\(tool) is not installed (scripts/setup.sh installs it)") }
    }
    let root = packageRoot()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", root.appendingPathComponent("scripts/conformance.py").path,
      "--scenec", scenecExecutable().path,
      "--expected", root.appendingPathComponent("Tests/Conformance/expected-passes.txt").path,
    ]
    let output = temporaryDirectory().appendingPathComponent("conformance.log")
    FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    let log = String(decoding: try Data(contentsOf: output), as: UTF8.self)
    XCTAssertEqual(process.terminationStatus, 0, log)
  }
}
