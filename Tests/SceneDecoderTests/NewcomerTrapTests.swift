import SceneDecoder
import SceneDiagnostics
import SceneTestSupport
import XCTest

/// The traps a newcomer falls into first get messages that say what happened and how to
/// fix it (unquoted hex colors, tabs, spellings from other tools).
final class NewcomerTrapTests: XCTestCase {
  private func messages(_ text: String) -> [String] {
    describe(decodeScene(text).diagnostics)
  }

  private func layer(_ body: String) -> String {
    "version: 1\nscene: { size: [100, 100] }\nlayers:\n  - id: a\n    bounds: [0, 0, 10, 10]\n" + body
  }

  func testUnquotedHexColorIsAMissingValueWithAFixIt() throws {
    let result = decodeScene(layer("    backgroundColor: #ff0000\n"))
    XCTAssertNil(result.scene)
    XCTAssertEqual(
      describe(result.diagnostics),
      [
        "6:5: error: 'backgroundColor' has no value: '#' starts a comment in YAML, so '#ff0000' is not read [missing-value]",
        "6:22: note: quote the color: backgroundColor: \"#ff0000\"",
      ])
    let fixIt = try XCTUnwrap(result.diagnostics.first?.fixIts.first)
    XCTAssertEqual(fixIt.replacement, "\"#ff0000\"")
    XCTAssertEqual(fixIt.range.start.description, "6:22")
    XCTAssertEqual(fixIt.range.end.description, "6:29")
  }

  func testEveryHexLengthIsRecognisedButNotOtherComments() {
    for color in ["#fff", "#ffff", "#ff0000", "#ff000080"] {
      XCTAssertEqual(
        messages(layer("    backgroundColor: \(color)\n")).last,
        "6:22: note: quote the color: backgroundColor: \"\(color)\"", color)
    }
    XCTAssertEqual(
      messages(layer("    backgroundColor: # red, later\n")),
      [
        "6:5: error: 'backgroundColor' has no value [missing-value]",
        "6:5: note: write a value after the ':', or remove the key",
      ])
    XCTAssertEqual(
      messages(layer("    backgroundColor: #ff00\n")).first,
      "6:5: error: 'backgroundColor' has no value: '#' starts a comment in YAML, so '#ff00' is not read [missing-value]")
    // Five digits is no color.
    XCTAssertEqual(
      messages(layer("    backgroundColor: #ff000\n")).first,
      "6:5: error: 'backgroundColor' has no value [missing-value]")
  }

  /// A required key written with nothing after it is one problem, not two: `missing-value`
  /// at the key, and no `missing-key` besides.
  func testARequiredKeyWithoutValueIsOnlyAMissingValue() {
    XCTAssertEqual(
      messages("version:\nscene:\n  size:\n"),
      [
        "1:1: error: 'version' has no value [missing-value]",
        "1:1: note: write a value after the ':', or remove the key",
        "3:3: error: 'size' has no value [missing-value]",
        "3:3: note: write a value after the ':', or remove the key",
      ])
    XCTAssertEqual(
      messages("scene: { size: [10, 10] }\n"), ["1:1: error: missing required key 'version' for the scene file [missing-key]"])
  }

  func testAKeyWithoutValueIsAnErrorButBlankListsAreNot() {
    XCTAssertEqual(
      messages(layer("    opacity:\n    sublayers:\n    animations:\n")),
      [
        "6:5: error: 'opacity' has no value [missing-value]",
        "6:5: note: write a value after the ':', or remove the key",
      ])
  }

  func testHexColorInAFlowMappingPointsAtTheColor() throws {
    let result = decodeScene(
      "version: 1\nscene: { size: [100, 100] }\nlayers:\n"
        + "  - { id: a, bounds: [0, 0, 10, 10], backgroundColor: #ff0000 }\n  - id: b\n")
    XCTAssertEqual(
      describe(result.diagnostics),
      [
        "4:55: error: '#' starts a comment in YAML, so '#ff0000' and the rest of the line are not read [yaml-syntax]",
        "4:55: note: quote the color: \"#ff0000\"",
        "5:3: note: libyaml: did not find expected node content",
      ])
    XCTAssertEqual(result.diagnostics.first?.fixIts.first?.replacement, "\"#ff0000\"")
  }

  func testTabIndentationIsNamedAtTheTab() {
    XCTAssertEqual(
      messages(layer("  \t  opacity: 1\n")),
      [
        "6:3: error: YAML forbids tabs for indentation; indent with spaces [yaml-syntax]",
        "6:3: note: libyaml: found character that cannot start any token",
      ])
  }

  func testRepeatCountForeverSuggestsInfinite() throws {
    let result = decodeScene(
      layer("    animations:\n      - { keyPath: opacity, toValue: 0, repeatCount: forever }\n"))
    XCTAssertEqual(
      describe(result.diagnostics),
      [
        "7:54: error: expected a number ≥ 0 or 'infinite', found 'forever' [type-mismatch]",
        "7:54: note: did you mean 'infinite'?",
      ])
    XCTAssertEqual(result.diagnostics.first?.fixIts.first?.replacement, "infinite")
  }

  func testTransformRotateSuggestsRotation() {
    XCTAssertEqual(
      messages(layer("    transform: { rotate: 45deg }\n")),
      [
        "6:18: error: unknown key 'rotate' for a transform [unknown-key]",
        "6:18: note: did you mean 'rotation'?",
      ])
  }

  func testByteColorComponentsSuggestRGB() throws {
    let result = decodeScene(layer("    backgroundColor: [255, 0, 0]\n"))
    XCTAssertEqual(
      describe(result.diagnostics),
      [
        "6:23: error: red component must be within 0…1, found 255 [value-out-of-range]",
        "6:22: note: did you mean 'rgb(255, 0, 0)'?",
      ])
    XCTAssertEqual(result.diagnostics.first?.fixIts.first?.replacement, "\"rgb(255, 0, 0)\"")
    XCTAssertEqual(
      messages(layer("    backgroundColor: [255, 128, 0, 0.5]\n"))[1],
      "6:22: note: did you mean 'rgba(255, 128, 0, 0.5)'?")
  }

  func testCountsAgreeWithTheirNouns() {
    XCTAssertEqual(
      messages(
        layer(
          "    animations:\n      - { type: keyframe, keyPath: opacity, values: [0, 1], keyTimes: [0] }\n")
      ).first,
      "7:71: error: 'keyTimes' has 1 entry but there are 2 values; linear mode needs one key time per value [invalid-key-times]")
  }
}
