import SceneDiagnostics
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// `"$name"` references to `defs`.
final class ValuesReferenceTests: XCTestCase {
  private func definitions() -> DefinitionTable {
    let table = DefinitionTable()
    table.colors = ["brand": Color(red: 0, green: 154.0 / 255, blue: 214.0 / 255), "accent": .white]
    table.paths = ["circleBig": BezierPath([.move(Point(1, 2)), .close])]
    table.timingFunctions = ["pop": TimingFunction(0.2, 0.88, 0.09, 0.99)]
    return table
  }

  func testResolvedReferencesCountTheirUses() {
    let table = definitions()
    XCTAssertEqual(
      decodedValue("v: $brand", definitions: table) { $0.color($1) },
      Color(red: 0, green: 154.0 / 255, blue: 214.0 / 255))
    XCTAssertEqual(
      decodedValue("v: \"$brand\"", definitions: table) { $0.optionalColor($1) },
      .some(Color(red: 0, green: 154.0 / 255, blue: 214.0 / 255)))
    XCTAssertEqual(
      decodedValue("v: $circleBig", definitions: table) { $0.path($1) },
      BezierPath([.move(Point(1, 2)), .close]))
    XCTAssertEqual(
      decodedValue("v: $pop", definitions: table) { $0.timingFunction($1) },
      TimingFunction(0.2, 0.88, 0.09, 0.99))
    XCTAssertEqual(
      decodedValue("v: [$accent, $brand]", definitions: table) { $0.colors($1) }?.count, 2)
    XCTAssertEqual(table.useCounts(of: .colors), ["brand": 3, "accent": 1])
    XCTAssertEqual(table.useCounts(of: .paths), ["circleBig": 1])
    XCTAssertEqual(table.useCounts(of: .timingFunctions), ["pop": 1])
  }

  func testUnknownReferenceSuggestsANameOfTheSameKind() {
    let table = definitions()
    XCTAssertEqual(
      decodeValue("v: $bran", definitions: table) { $0.color($1) }.diagnostics,
      [
        "1:4: error: unknown reference '$bran': no color of that name in 'defs.colors' [unknown-reference]",
        "1:4: note: did you mean '$brand'?",
      ])
    let harness = ValuesHarness("v: \"$pops\"", definitions: table)
    XCTAssertNil(harness.decoder.timingFunction(harness.value))
    XCTAssertEqual(
      harness.diagnostics,
      [
        "1:4: error: unknown reference '$pops': no timing function of that name in "
          + "'defs.timingFunctions' [unknown-reference]",
        "1:4: note: did you mean '$pop'?",
      ])
    XCTAssertEqual(harness.decoder.sink.diagnostics.first?.fixIts.first?.replacement, "\"$pop\"")
    for kind in DefinitionKind.allCases { XCTAssertEqual(table.useCounts(of: kind), [:], kind.rawValue) }
  }

  func testReferenceToAnotherKind() {
    let table = definitions()
    XCTAssertEqual(
      decodeValue("v: $circleBig", definitions: table) { $0.color($1) }.diagnostics,
      ["1:4: error: '$circleBig' is a path, expected a color [wrong-reference-kind]"])
    XCTAssertEqual(
      decodeValue("v: $brand", definitions: table) { $0.timingFunction($1) }.diagnostics,
      ["1:4: error: '$brand' is a color, expected a timing function [wrong-reference-kind]"])
    XCTAssertEqual(
      decodeValue("v: $pop", definitions: table) { $0.path($1) }.diagnostics,
      ["1:4: error: '$pop' is a timing function, expected a path [wrong-reference-kind]"])
  }

  func testDefinitionsMayNotReferenceEachOther() {
    let harness = ValuesHarness("v: $brand", definitions: definitions())
    harness.decoder.allowsReferences = false
    XCTAssertNil(harness.decoder.color(harness.value))
    XCTAssertEqual(
      harness.diagnostics,
      [
        "1:4: error: a definition may not reference another definition ('$brand') [invalid-reference]",
        "1:4: note: write the value itself",
      ])
  }
}
