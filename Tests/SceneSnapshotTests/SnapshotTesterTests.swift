import Foundation
import SceneDecoder
import SceneModel
import SceneSVG
import SceneTestSupport
import SceneTiming
import XCTest

@testable import SceneSnapshot

/// Snapshots are recorded, checked, explained and pruned beside the scene.
final class SnapshotTesterTests: XCTestCase {
  static let scene = """
    version: 1
    scene: { size: [100, 100], fps: 10, duration: 1 }
    snapshots: [0, 0.5, end]
    layers:
      - id: badge
        type: shape
        path: { circle: [50, 50], radius: 20 }
        fillColor: "#ff0000"
        animations:
          - { keyPath: opacity, fromValue: 1, toValue: 0.2, duration: 1, timingFunction: linear }

    """

  var folder: URL!
  var file: String { folder.appendingPathComponent("badge.yaml").path }
  var snapshots: String { folder.appendingPathComponent("__snapshots__/badge").path }

  override func setUp() {
    folder = temporaryDirectory()
    write(Self.scene)
  }

  override func tearDown() { try? FileManager.default.removeItem(at: folder) }

  func write(_ text: String) { try! text.write(toFile: file, atomically: true, encoding: .utf8) }

  func files() -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: snapshots)) ?? []).sorted()
  }

  func testNamesMatchTheTimes() {
    XCTAssertEqual(SnapshotName.of(.seconds(0.25)), "t0.250s")
    XCTAssertEqual(SnapshotName.of(.seconds(2)), "t2.000s")
    XCTAssertEqual(SnapshotName.of(.seconds(0.1234)), "t0.1234s")
    XCTAssertEqual(SnapshotName.of(.end), "end")
    // A time that needs more decimals keeps them, so it never takes another time's name.
    let sixtieth = SnapshotName.of(.seconds(1.0 / 60))
    XCTAssertEqual(Double(sixtieth.dropFirst().dropLast()), 1.0 / 60)
    XCTAssertNotEqual(sixtieth, SnapshotName.of(.seconds(0.017)))
    XCTAssertEqual(SnapshotName.folder(forScene: "scenes/welcome.yaml"), "scenes/__snapshots__/welcome")
    XCTAssertEqual(SnapshotName.folder(forScene: "a.yml"), "__snapshots__/a")
    XCTAssertEqual(SnapshotName.managed("t0.250s.svg"), "t0.250s")
    XCTAssertEqual(SnapshotName.managed("end.json"), "end")
    XCTAssertNil(SnapshotName.managed("README.md"))
    XCTAssertNil(SnapshotName.managed("tnotatimes.svg"))
  }

  func testMissingSnapshotsFailAndSayHowToRecordThem() throws {
    let result = SnapshotTester.run(file: file, update: false)
    XCTAssertEqual(result.cases.map(\.status), [.missing, .missing, .missing])
    XCTAssertEqual(files(), [], "test never writes without --update")
    XCTAssertEqual(
      SnapshotReport.explanation(result.cases[1], in: result),
      "\(file) at 0.500 s: no snapshot recorded (\(snapshots)/t0.500s.svg and .json); "
        + "record it with 'scenec test --update \(file)'")
    XCTAssertEqual(SnapshotReport(results: [result], update: false).status, 1)
  }

  func testRecordedSnapshotsAreTheFrameAndItsValues() throws {
    let recorded = SnapshotTester.run(file: file, update: true)
    XCTAssertEqual(recorded.cases.map(\.status), [.recorded, .recorded, .recorded])
    XCTAssertEqual(recorded.cases.map(\.name), ["t0.000s", "t0.500s", "end"])
    XCTAssertEqual(recorded.cases.map(\.time), [0, 0.5, 1])
    XCTAssertEqual(
      files(), ["end.json", "end.svg", "t0.000s.json", "t0.000s.svg", "t0.500s.json", "t0.500s.svg"])

    // The SVG is what `compile --at 0.5` writes.
    let scene = try XCTUnwrap(SceneLoader.decode(bytes: Array(Self.scene.utf8), file: file).scene)
    let svg = SVGFrameRenderer().render(SceneEvaluator(scene: scene).frame(at: 0.5))
    XCTAssertEqual(try String(contentsOfFile: snapshots + "/t0.500s.svg", encoding: .utf8), svg)

    // The values: sorted keys, every property of the layer, the timeline's spellings.
    let json = try String(contentsOfFile: snapshots + "/t0.500s.json", encoding: .utf8)
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    XCTAssertEqual(object["time"] as? Double, 0.5)
    let layers = try XCTUnwrap(object["layers"] as? [[String: Any]])
    XCTAssertEqual(layers.map { $0["id"] as? String }, ["badge"])
    let properties = try XCTUnwrap(layers[0]["properties"] as? [String: Any])
    XCTAssertEqual(try XCTUnwrap(properties["opacity"] as? Double), 0.6, accuracy: 1e-15)
    XCTAssertEqual(properties["fillColor"] as? String, "#ff0000ff")
    XCTAssertEqual(properties["lineCap"] as? String, "butt")
    XCTAssertTrue(json.contains("\n        \"opacity\": 0.6,\n"), json)
    let topKeys = ["\"background\"", "\"layers\"", "\"scene\"", "\"size\"", "\"time\""].map {
      json.range(of: "\n  " + $0)!.lowerBound
    }
    XCTAssertEqual(topKeys, topKeys.sorted())
    let propertyNames = json.split(separator: "\n").filter { $0.hasPrefix("        \"") }.map {
      String($0.dropFirst(9).prefix { $0 != "\"" })
    }
    XCTAssertEqual(propertyNames, propertyNames.sorted())
    XCTAssertTrue(propertyNames.contains("path") && propertyNames.contains("strokeEnd"))

    let checked = SnapshotTester.run(file: file, update: false)
    XCTAssertEqual(checked.cases.map(\.status), [.matches, .matches, .matches])
    XCTAssertEqual(SnapshotReport(results: [checked], update: false).status, 0)
    // Recording again changes nothing.
    XCTAssertEqual(SnapshotTester.run(file: file, update: true).cases.map(\.status), [.unchanged, .unchanged, .unchanged])
  }

  func testADifferenceIsExplainedInTheScenesTerms() throws {
    _ = SnapshotTester.run(file: file, update: true)
    write(Self.scene.replacingOccurrences(of: "toValue: 0.2", with: "toValue: 0.6"))
    let result = SnapshotTester.run(file: file, update: false)
    XCTAssertEqual(result.cases.map(\.status), [.matches, .differs, .differs])
    let half = result.cases[1]
    XCTAssertEqual(
      half.differences, [SnapshotDifference(layer: "badge", property: "opacity", recorded: "0.6", new: "0.8")])
    XCTAssertEqual(
      SnapshotReport.explanation(half, in: result),
      """
      \(file) at 0.500 s differs from \(snapshots)/t0.500s.svg:
        layer 'badge', opacity: recorded 0.6, now 0.8
        the SVG differs too, first at line 3:
          recorded: <g id="badge" opacity="0.6">
          now:      <g id="badge" opacity="0.8">
      """)
    XCTAssertEqual(result.cases[2].label, "end (1.000 s)")
    XCTAssertEqual(SnapshotReport(results: [result], update: false).status, 1)

    let updated = SnapshotTester.run(file: file, update: true)
    XCTAssertEqual(updated.cases.map(\.status), [.unchanged, .rerecorded, .rerecorded])
    XCTAssertEqual(SnapshotReport(results: [updated], update: true).status, 0)
    XCTAssertEqual(SnapshotTester.run(file: file, update: false).failureCount, 0)
  }

  func testOnlyBytesDifferWhenTheValuesMatch() throws {
    _ = SnapshotTester.run(file: file, update: true)
    let path = snapshots + "/t0.000s.svg"
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    try svg.replacingOccurrences(of: "<svg ", with: "<svg  ").write(toFile: path, atomically: true, encoding: .utf8)
    let result = SnapshotTester.run(file: file, update: false)
    XCTAssertEqual(result.cases.map(\.status), [.differs, .matches, .matches])
    let explanation = SnapshotReport.explanation(result.cases[0], in: result)
    XCTAssertTrue(
      explanation.contains(
        "\n  the values match but the SVG bytes differ (the SVG writer changed?); first at line 2:\n    recorded: <svg  "),
      explanation)
  }

  func testLayersNewAndGoneAreNamed() throws {
    _ = SnapshotTester.run(file: file, update: true)
    write(Self.scene.replacingOccurrences(of: "id: badge", with: "id: dot"))
    let result = SnapshotTester.run(file: file, update: false)
    XCTAssertEqual(
      result.cases[0].differences.map(SnapshotReport.describe), ["layer 'dot' is new", "layer 'badge' is gone"])
  }

  func testUnlistedSnapshotsAreReportedThenRemovedByUpdate() throws {
    _ = SnapshotTester.run(file: file, update: true)
    try "keep me".write(toFile: snapshots + "/notes.txt", atomically: true, encoding: .utf8)
    write(Self.scene.replacingOccurrences(of: "[0, 0.5, end]", with: "[0.5]"))
    let checked = SnapshotTester.run(file: file, update: false)
    XCTAssertEqual(checked.unlisted, ["end", "t0.000s"])
    XCTAssertEqual(checked.failureCount, 0)
    XCTAssertEqual(files().count, 7, "nothing is removed without --update")
    let text = SnapshotReport(results: [checked], update: false).text()
    XCTAssertTrue(text.contains("note: \(snapshots)/end is no longer listed in \(file); 'scenec test --update' removes it\n"), text)

    let updated = SnapshotTester.run(file: file, update: true)
    XCTAssertEqual(files(), ["notes.txt", "t0.500s.json", "t0.500s.svg"])
    XCTAssertEqual(
      SnapshotReport(results: [updated], update: true).text(),
      "\(file): removed end, t0.000s; 1 unchanged\n1 scene: 0 recorded, 0 re-recorded, 2 removed\n")

    // With none listed any more, the folders go too (once nothing else is in them).
    try FileManager.default.removeItem(atPath: snapshots + "/notes.txt")
    write(Self.scene.replacingOccurrences(of: "snapshots: [0, 0.5, end]\n", with: ""))
    _ = SnapshotTester.run(file: file, update: true)
    XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("__snapshots__").path))
  }

  func testSceneWithErrorsFailsWithoutWriting() {
    write(Self.scene.replacingOccurrences(of: "end]", with: "ned]"))
    let result = SnapshotTester.run(file: file, update: true)
    XCTAssertTrue(result.hasErrors)
    XCTAssertEqual(result.diagnostics.map(\.id), ["unknown-value"])
    XCTAssertEqual(result.cases, [])
    XCTAssertEqual(files(), [])
    XCTAssertEqual(SnapshotReport(results: [result], update: true).status, 1)
  }

  /// `--update` with nothing to change writes nothing (the files keep their inodes); with a
  /// change, the whole folder is replaced at once and unchanged snapshots keep their bytes.
  func testUpdateWritesNothingWhenNothingChangedAndTheWholeFolderOtherwise() throws {
    _ = SnapshotTester.run(file: file, update: true)
    let inode = { (name: String) in
      (try? FileManager.default.attributesOfItem(atPath: self.snapshots + "/" + name))?[.systemFileNumber] as? Int
    }
    let before = inode("t0.000s.svg")
    let again = SnapshotTester.run(file: file, update: true)
    XCTAssertEqual(again.cases.map(\.status), [.unchanged, .unchanged, .unchanged])
    XCTAssertEqual(inode("t0.000s.svg"), before, "not rewritten")
    let endBefore = try Data(contentsOf: URL(fileURLWithPath: snapshots + "/t0.000s.json"))
    write(Self.scene.replacingOccurrences(of: "toValue: 0.2", with: "toValue: 0.4"))
    let changed = SnapshotTester.run(file: file, update: true)
    XCTAssertEqual(changed.cases.map(\.status), [.unchanged, .rerecorded, .rerecorded])
    XCTAssertNil(changed.writeError)
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: snapshots + "/t0.000s.json")), endBefore)
    XCTAssertEqual(files(), ["end.json", "end.svg", "t0.000s.json", "t0.000s.svg", "t0.500s.json", "t0.500s.svg"])
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["__snapshots__", "badge.yaml"])
  }

  /// A link at `__snapshots__` is refused in one line (exit 2), never written through.
  func testUpdateRefusesALinkAtTheSnapshotsFolder() throws {
    _ = SnapshotTester.run(file: file, update: true)
    let elsewhere = folder.appendingPathComponent("elsewhere").path
    let link = folder.appendingPathComponent("__snapshots__").path
    try FileManager.default.moveItem(atPath: link, toPath: elsewhere)
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: elsewhere)
    let recorded = try FileManager.default.contentsOfDirectory(atPath: elsewhere + "/badge").sorted()
    let svg = try Data(contentsOf: URL(fileURLWithPath: elsewhere + "/badge/end.svg"))
    write(Self.scene.replacingOccurrences(of: "#ff0000", with: "#00ff00"))
    let result = SnapshotTester.run(file: file, update: true)
    XCTAssertEqual(result.writeError.map { $0.hasSuffix("/__snapshots__': it is a symbolic link (scenec does not write through links)") }, true, "\(result.writeError ?? "")")
    let report = SnapshotReport(results: [result], update: true)
    XCTAssertEqual(report.status, 2)
    XCTAssertTrue(report.text().contains("\(file): not updated"), report.text())
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: elsewhere + "/badge").sorted(), recorded)
    XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: elsewhere + "/badge/end.svg")), svg)
  }
}
