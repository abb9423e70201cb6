import SceneDiagnostics
import SceneModel
import SceneYAML
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// The per-entry key lookups of the layer and animation decoders (`LayerKey`,
/// `AnimationKey`), the deferred type notes, and the exact fast path of JSON numbers.
final class KeyLookupTests: XCTestCase {
  private func key(_ text: String) -> YAMLScalar {
    YAMLScalar(value: text, style: .plain, range: SourceRange(at: SourceLocation(line: 1, column: 1)))
  }

  func testLayerKeysKnowTheirFieldRowAndKinds() throws {
    let fillColor = try XCTUnwrap(LayerKey.table.value(for: key("fillColor")))
    XCTAssertEqual(fillColor.field, .property(.fillColor))
    XCTAssertEqual(fillColor.row.map { LayerPropertySchema.rows[$0].key }, "fillColor")
    XCTAssertEqual(fillColor.owner, .shape)
    XCTAssertEqual(
      [nil, .layer, .shape, .text].map { fillColor.isKnown(on: $0) }, [false, false, true, false])

    let opacity = try XCTUnwrap(LayerKey.table.value(for: key("opacity")))
    XCTAssertNil(opacity.owner)
    XCTAssertTrue(opacity.isKnown(on: nil))

    let mask = try XCTUnwrap(LayerKey.table.value(for: key("maskMode")))
    XCTAssertEqual(mask.field, .maskMode)
    XCTAssertNil(mask.row)
    XCTAssertEqual(LayerKey.table.value(for: key("fillcolor"))?.field, nil)
    // Every schema row and every structural key of a layer is in the table.
    for name in KeyTables.layer.keys + LayerPropertySchema.rows.map(\.key) {
      XCTAssertEqual(LayerKey.table.value(for: key(name))?.field, LayerField(key: name), name)
    }
  }

  func testAnimationKeysKnowTheTypesThatTakeThem() throws {
    let mass = try XCTUnwrap(AnimationKey.table.value(for: key("mass")))
    XCTAssertEqual(mass.field, .mass)
    XCTAssertEqual(mass.owners, [.spring])
    XCTAssertEqual(
      [nil, .basic, .spring, .set].map { mass.isKnown(on: $0) }, [true, false, true, false])
    XCTAssertEqual(try XCTUnwrap(AnimationKey.table.value(for: key("fromValue"))).owners, [.basic, .spring])
    XCTAssertEqual(
      try XCTUnwrap(AnimationKey.table.value(for: key("id"))).owners,
      [.basic, .keyframe, .spring, .group, .sequence, .set])
    XCTAssertNil(AnimationKey.table.value(for: key("fromValues")))
  }

  func testTypeNotesAnnotateOnlyTheirOwnTypeMismatchesOnce() {
    let context = DecodeContext(file: "t.yaml")
    let range = SourceRange(at: SourceLocation(line: 1, column: 1))
    context.error("unknown-key", "before", at: range)
    context.withTypeNote("'outer' takes a number") {
      context.error("type-mismatch", "first", at: range)
      context.withTypeNote("'inner' takes a string") {
        context.error("type-mismatch", "second", at: range)
        context.error("value-out-of-range", "third", at: range)
      }
      // The same note twice on one diagnostic is added once.
      context.withTypeNote("'outer' takes a number") { context.error("type-mismatch", "fourth", at: range) }
    }
    context.withTypeNote("'unused' takes nothing") { context.error("unknown-key", "fifth", at: range) }
    XCTAssertEqual(
      context.diagnostics.map { "\($0.message): " + $0.notes.map(\.message).joined(separator: " | ") },
      [
        "before: ",
        "first: 'outer' takes a number",
        "second: 'inner' takes a string | 'outer' takes a number",
        "third: ",
        "fourth: 'outer' takes a number",
        "fifth: ",
      ])
  }

  func testJSONNumberValueIsWhatStrtodGives() {
    for text in ["0", "-0", "12", "-0.5", "0.1", "0.3", "1.5", "123456789012345", "0.000000000000001",
      "9007199254740993", "1234567890123456", "1e3", "-2.5E-3", "0.30000000000000004", "3.14159265358979"]
    {
      let value = JSONNumber.value(of: text)
      XCTAssertEqual(value?.bitPattern, Double(text)?.bitPattern, text)
    }
    var generator = SplitMix64(seed: 10)
    for _ in 0..<2000 {
      let digits = Int.random(in: 1...15, using: &generator)
      var text = String(UInt64.random(in: 0..<UInt64(pow(10, Double(digits))), using: &generator))
      let point = Int.random(in: 0...text.count, using: &generator)
      if point < text.count { text.insert(contentsOf: text.isEmpty ? "0." : ".", at: text.index(text.startIndex, offsetBy: point)) }
      if text.hasPrefix(".") { text = "0" + text }
      if Bool.random(using: &generator) { text = "-" + text }
      XCTAssertEqual(JSONNumber.value(of: text)?.bitPattern, Double(text)?.bitPattern, text)
    }
  }
}
