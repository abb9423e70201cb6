import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

/// The top-level `snapshots:` list (instants for `scenec test`) is decoded like any other
/// value: times with units, `end`, located errors with "did you mean".
final class SnapshotsDecodingTests: XCTestCase {
  func scene(_ snapshots: String) -> DecodeResult {
    decodeScene("version: 1\nscene: { size: [100, 100], duration: 1 }\nsnapshots: \(snapshots)\nlayers: []\n")
  }

  func testTimesUnitsAndEnd() throws {
    let result = scene("[0, 0.25, \"300ms\", \"1.5s\", end]")
    XCTAssertEqual(describe(result.diagnostics), [])
    let snapshots = try XCTUnwrap(result.scene?.snapshots)
    XCTAssertEqual(snapshots.map(\.instant), [.seconds(0), .seconds(0.25), .seconds(0.3), .seconds(1.5), .end])
    XCTAssertEqual(snapshots.map { $0.source.map { "\($0.start)" } }, ["3:13", "3:16", "3:22", "3:31", "3:39"])
    XCTAssertEqual(snapshots[4].seconds(duration: 4.5), 4.5)
  }

  func testAbsentOrEmptyListsNothing() throws {
    XCTAssertEqual(try XCTUnwrap(scene("[]").scene).snapshots, [])
    // A key without a value is an error at the key, as everywhere.
    XCTAssertEqual(scene("").diagnostics.map(\.id), ["missing-value"])
    let without = decodeScene("version: 1\nscene: { size: [100, 100] }\nlayers: []\n")
    XCTAssertEqual(try XCTUnwrap(without.scene).snapshots, [])
  }

  func testMisspeltEndSuggestsEnd() {
    XCTAssertEqual(
      describe(scene("[0, ned]").diagnostics),
      [
        "3:16: error: unknown snapshot time 'ned'; expected a time (seconds, or e.g. '300ms') or 'end' [unknown-value]",
        "3:16: note: did you mean 'end'?",
      ])
    XCTAssertEqual(scene("[End]").diagnostics.first?.fixIts.first?.replacement, "end")
  }

  func testBadTimesAreLocatedErrors() {
    XCTAssertEqual(
      describe(scene("[-1, \"2parsecs\", 0.5, \"500ms\"]").diagnostics),
      [
        "3:13: error: 'snapshot time' must not be negative, found -1 [value-out-of-range]",
        "3:17: error: unknown time unit 'parsecs' in '2parsecs' [invalid-unit]",
        "3:17: note: valid time units: 'ms', 's'",
        "3:34: error: snapshot time '500ms' is listed twice [duplicate-snapshot]",
        "3:29: note: first listed here",
      ])
    XCTAssertEqual(
      describe(scene("0.5").diagnostics),
      ["3:12: error: expected a list of snapshot times, found a number [type-mismatch]"])
  }

  func testTooManyIsAnErrorAtTheFirstOneOverTheLimit() {
    let times = (0...10_000).map { String($0) }.joined(separator: ", ")
    let diagnostics = scene("[\(times)]").diagnostics
    XCTAssertEqual(diagnostics.map(\.id), ["value-out-of-range"])
    XCTAssertEqual(diagnostics.first?.message, "'snapshots' lists 10001 times, more than the 10000 allowed")
    // The 10001st entry, "10000", stands after "[" and 10000 entries with their ", ".
    let column = 13 + (0..<10_000).reduce(0) { $0 + String($1).count + 2 }
    XCTAssertEqual(diagnostics.first?.range.map { "\($0.start)" }, "3:\(column)")
  }

  func testUnknownTopLevelKeySuggestsSnapshots() {
    let result = decodeScene("version: 1\nscene: { size: [100, 100] }\nsnapshot: [0]\nlayers: []\n")
    XCTAssertEqual(
      describe(result.diagnostics),
      [
        "3:1: error: unknown key 'snapshot' for the scene file [unknown-key]",
        "3:1: note: did you mean 'snapshots'?",
      ])
  }
}
