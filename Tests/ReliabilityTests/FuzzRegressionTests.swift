import FuzzTargets
import Foundation
import SceneTestSupport
import XCTest

/// Every input the fuzzers found (Fuzz/Regressions/<target>/, one file each, named after
/// what it broke) and every hand-written seed (Fuzz/Seeds/<target>/) runs through its
/// target again and must return. These are the same entry points libFuzzer calls.
final class FuzzRegressionTests: XCTestCase {
  func inputs(_ folder: String, _ target: String) -> [URL] {
    let directory = packageRoot().appendingPathComponent("Fuzz/\(folder)/\(target)")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.sorted().map { directory.appendingPathComponent($0) }
  }

  func testEveryRecordedFindingAndSeedRunsToTheEnd() throws {
    var count = 0
    for target in FuzzTargets.names {
      for input in inputs("Regressions", target) + inputs("Seeds", target) {
        XCTAssertTrue(FuzzTargets.run(target, [UInt8](try Data(contentsOf: input))), input.path)
        count += 1
      }
    }
    XCTAssertGreaterThanOrEqual(count, 17, "the seeds are there")
  }

  func testTheReferenceScenesRunThroughEveryTarget() throws {
    let scenes = packageRoot().appendingPathComponent("scenes")
    for name in try FileManager.default.contentsOfDirectory(atPath: scenes.path).sorted() where name.hasSuffix(".yaml") {
      let bytes = [UInt8](try Data(contentsOf: scenes.appendingPathComponent(name)))
      // (The pipeline runs these scenes in many other tests.)
      XCTAssertTrue(FuzzTargets.run("yaml", bytes))
      XCTAssertTrue(FuzzTargets.run("pathdata", Array(bytes.prefix(64))))
      XCTAssertTrue(FuzzTargets.run("color", Array(bytes.prefix(24))))
    }
    XCTAssertFalse(FuzzTargets.run("nonsense", []))
  }

  /// The Lottie target's seeds: every conformance file, as written and truncated halfway
  /// (malformed JSON), runs through the reader, the importer and the pipeline.
  func testTheLottieConformanceFilesRunThroughTheLottieTarget() throws {
    let cases = packageRoot().appendingPathComponent("Tests/Conformance/lottie-test-files")
    let files = FileManager.default.enumerator(atPath: cases.path)?.compactMap { $0 as? String }
      .filter { $0.hasSuffix(".json") }.sorted() ?? []
    XCTAssertGreaterThan(files.count, 50)
    for name in files.prefix(40) {
      let bytes = [UInt8](try Data(contentsOf: cases.appendingPathComponent(name)))
      XCTAssertTrue(FuzzTargets.run("lottie", bytes), name)
      XCTAssertTrue(FuzzTargets.run("lottie", Array(bytes.prefix(bytes.count / 2))), name)
    }
  }

  /// The path and color targets embed their input as a YAML double-quoted scalar: the
  /// quoting must give back exactly the input, or those targets fuzz something else.
  func testQuotingKeepsTheInputExact() {
    XCTAssertEqual(FuzzTargets.yamlQuoted("a\"b\\c\u{7}\u{2028}é"), "\"a\\\"b\\\\c\\u0007\\u2028é\"")
  }
}
