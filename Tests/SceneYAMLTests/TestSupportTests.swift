import Foundation
import SceneDiagnostics
import XCTest

@testable import SceneTestSupport

/// The shared helpers every test target relies on.
final class TestSupportTests: XCTestCase {
  func testExtractMarkersRecordsScalarColumnsAndOffsets() {
    let (text, markers) = extractMarkers("a: 1️⃣é日\n2️⃣🔟b 3️⃣")
    XCTAssertEqual(text, "a: é日\nb ")
    XCTAssertEqual(markers.count, 4)
    XCTAssertEqual(markers["1️⃣"], SourceLocation(line: 1, column: 4, offset: 3))
    // "a: é日\n" is 6 scalars, so line 2 starts at offset 6; two markers may share a spot.
    XCTAssertEqual(markers["2️⃣"], SourceLocation(line: 2, column: 1, offset: 6))
    XCTAssertEqual(markers["🔟"], SourceLocation(line: 2, column: 1, offset: 6))
    XCTAssertEqual(markers["3️⃣"], SourceLocation(line: 2, column: 3, offset: 8))
  }

  func testTextWithoutMarkersIsUnchanged() {
    let plain = "10 20\n1\u{20E3} #️⃣ 😀"
    let (text, markers) = extractMarkers(plain)
    XCTAssertEqual(Array(text.unicodeScalars), Array(plain.unicodeScalars))
    XCTAssertEqual(markers, [:])
  }

  func testLineDifferenceShowsNumberedLines() {
    XCTAssertNil(lineDifference(expected: "a\nb", actual: "a\nb"))
    XCTAssertEqual(
      lineDifference(expected: "a\nb\nc", actual: "a\nB\nc\nd"),
      """
      line 2:
        expected: |b|
        actual:   |B|
      line 4:
        expected: <no line>
        actual:   |d|
      expected 3 lines, got 4
      """)
    // Canonically equal but different bytes (precomposed é vs e + U+0301) still differ.
    XCTAssertNotNil(lineDifference(expected: "\u{E9}", actual: "e\u{301}"))
  }

  func testLineDifferenceStopsAtTheLimit() throws {
    let expected = (1...20).map { "line \($0)" }.joined(separator: "\n")
    let actual = (1...20).map { "LINE \($0)" }.joined(separator: "\n")
    let report = try XCTUnwrap(lineDifference(expected: expected, actual: actual, limit: 2))
    XCTAssertEqual(report.split(separator: "\n").count, 6)
    XCTAssertTrue(report.hasPrefix("line 1:\n"))
  }

  func testGoldenRecordsComparesAndNormalizesLineEndings() throws {
    let directory = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("sub/golden.txt").path

    // Missing: recorded (and assertGolden fails on it).
    XCTAssertEqual(compareGolden("one\ntwo\n", path: path, update: false), .recorded)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "one\ntwo\n")
    XCTAssertEqual(compareGolden("one\r\ntwo\r\n", path: path, update: false), .matches)
    XCTAssertEqual(
      compareGolden("one\nthree\n", path: path, update: false),
      .differs("line 2:\n  expected: |two|\n  actual:   |three|"))
    // Update mode re-records even when the file exists and matches.
    XCTAssertEqual(compareGolden("one\r\nfour\n", path: path, update: true), .recorded)
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "one\nfour\n")
    assertGolden("one\nfour\n", path: path)
  }

  func testPackageRootHoldsThePackage() {
    let root = packageRoot()
    XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path))
    XCTAssertTrue(
      FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/SceneYAML").path))
  }

  func testTemporaryDirectoriesAreFreshAndEmpty() throws {
    let first = temporaryDirectory()
    let second = temporaryDirectory()
    defer {
      try? FileManager.default.removeItem(at: first)
      try? FileManager.default.removeItem(at: second)
    }
    XCTAssertNotEqual(first, second)
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: first.path), [])
  }

  func testRunCLICapturesOutputStatusStdinAndDirectory() throws {
    // Any executable stands in for scenec through SCENEC_BIN; restore it afterwards, since
    // all test targets share this process.
    let previous = ProcessInfo.processInfo.environment["SCENEC_BIN"]
    setenv("SCENEC_BIN", "/bin/sh", 1)
    defer {
      if let previous { setenv("SCENEC_BIN", previous, 1) } else { unsetenv("SCENEC_BIN") }
    }
    XCTAssertEqual(scenecExecutable().path, "/bin/sh")

    let directory = temporaryDirectory().resolvingSymlinksInPath()
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = runCLI(
      ["-c", "echo out; echo err >&2; cat; pwd; exit 3"], stdin: "from stdin\n",
      currentDirectory: directory)
    XCTAssertEqual(result.stdout, "out\nfrom stdin\n\(directory.path)\n")
    XCTAssertEqual(result.stderr, "err\n")
    XCTAssertEqual(result.status, 3)

    // Without stdin the child reads an empty input instead of waiting.
    XCTAssertEqual(runCLI(["-c", "cat; echo done"]).stdout, "done\n")

    // Megabytes on both streams cannot deadlock.
    let big = runCLI(["-c", "head -c 3000000 /dev/zero | tr '\\0' x; head -c 2000000 /dev/zero >&2"])
    XCTAssertEqual(big.stdout, String(repeating: "x", count: 3_000_000))
    XCTAssertEqual(big.stderr.utf8.count, 2_000_000)
    XCTAssertEqual(big.status, 0)
  }
}
