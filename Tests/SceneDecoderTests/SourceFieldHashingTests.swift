import SceneDiagnostics
import SceneModel
import XCTest

@testable import SceneDecoder
@testable import SceneModel

/// The provenance keys (`AnimationField`, `LayerField`, `LayerSetting`) compare and hash by
/// case instead of by their scene-file spelling: each case must still be equal only to
/// itself, have its own number, and find its own entry in a dictionary.
final class SourceFieldHashingTests: XCTestCase {
  private static let allLayerFields: [LayerField] =
    [.id, .type, .mask, .maskMode, .sublayers, .animations]
    + LayerProperty.allCases.map { .property($0) } + LayerSetting.allCases.map { .setting($0) }

  func testAnimationFieldsAreNumberedInCaseOrderAndEqualOnlyToThemselves() {
    let fields = AnimationField.allCases
    XCTAssertEqual(fields.count, 36)
    XCTAssertEqual(fields.map(\.ordinal), (0..<36).map { UInt8($0) })
    for (i, a) in fields.enumerated() {
      for (j, b) in fields.enumerated() { XCTAssertEqual(a == b, i == j, "\(a) == \(b)") }
      XCTAssertEqual(AnimationField(rawValue: a.rawValue), a)
    }
    XCTAssertEqual(Set(fields.map(\.hashValue)).count, fields.count)
  }

  func testAnimationFieldSourcesFindEachField() {
    var sources: [AnimationField: SourceRange] = [:]
    for (line, field) in AnimationField.allCases.enumerated() {
      sources[field] = SourceRange(at: SourceLocation(line: line + 1, column: 1))
    }
    XCTAssertEqual(sources.count, 36)
    for (line, field) in AnimationField.allCases.enumerated() {
      XCTAssertEqual(sources[AnimationField(rawValue: field.rawValue)!]?.start.line, line + 1, "\(field)")
    }
    XCTAssertEqual(sources[.keyPath]?.start.line, 17)
    XCTAssertEqual(sources[.animations]?.start.line, 36)
  }

  func testLayerFieldsAreNumberedStructuralThenPropertiesThenSettings() {
    let fields = Self.allLayerFields
    XCTAssertEqual(fields.count, 6 + 35 + 19)
    XCTAssertEqual(fields.map(\.ordinal), Array(0..<60))
    XCTAssertEqual(LayerField.property(.anchorPoint).ordinal, 6)
    XCTAssertEqual(LayerField.property(.zPosition).ordinal, 40)
    XCTAssertEqual(LayerField.setting(.masksToBounds).ordinal, 41)
    XCTAssertEqual(LayerField.setting(.shouldRasterize).ordinal, 59)
    XCTAssertEqual(LayerSetting.allCases.map(\.ordinal), Array(0..<19))
    for (i, a) in fields.enumerated() {
      for (j, b) in fields.enumerated() { XCTAssertEqual(a == b, i == j, "\(a) == \(b)") }
      XCTAssertEqual(LayerField(key: a.key), a)
    }
    XCTAssertEqual(Set(fields.map(\.hashValue)).count, fields.count)
    XCTAssertEqual(Set(LayerSetting.allCases.map(\.hashValue)).count, 19)
  }

  func testLayerPropertySourcesFindEachField() {
    var sources: [LayerField: SourceRange] = [:]
    for (line, field) in Self.allLayerFields.enumerated() {
      sources[field] = SourceRange(at: SourceLocation(line: line + 1, column: 1))
    }
    XCTAssertEqual(sources.count, 60)
    for (line, field) in Self.allLayerFields.enumerated() {
      XCTAssertEqual(sources[LayerField(key: field.key)!]?.start.line, line + 1, field.key)
    }
    XCTAssertEqual(sources[.setting(.fontFamily)]?.start.line, 48)
    XCTAssertEqual(sources[.property(.opacity)]?.start.line, 26)
    XCTAssertEqual(Set(LayerSetting.allCases).count, 19)
  }

  /// A row's slot is made on each read (its key path on the first): every read is the
  /// same key path.
  func testSlotsReadTwiceAreTheSameKeyPath() {
    XCTAssertEqual(LayerPropertySchema.rows.count, 54)
    for row in LayerPropertySchema.rows {
      switch (row.slot, row.slot) {
      case (.number(let a), .number(let b)): XCTAssertEqual(a, b, row.key)
      case (.point(let a), .point(let b)): XCTAssertEqual(a, b, row.key)
      case (.color(let a), .color(let b)): XCTAssertEqual(a, b, row.key)
      case (.choice(let a, _, _), .choice(let b, _, _)): XCTAssertEqual(a, b, row.key)
      default: continue
      }
    }
    guard case .point(let path) = LayerPropertySchema.row(key: "position")?.slot else {
      return XCTFail("position is not a point slot")
    }
    XCTAssertEqual(path, \LayerProperties.position)
    guard case .choice(let names, _, _) = LayerPropertySchema.row(key: "lineCap")?.slot else {
      return XCTFail("lineCap is not a choice slot")
    }
    XCTAssertEqual(names, ["butt", "round", "square"])
  }
}
