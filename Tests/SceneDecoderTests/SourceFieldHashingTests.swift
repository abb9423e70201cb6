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

  /// Each row's slot reads and writes its own field and no other: a value written through
  /// the slot is read back, and of `LayerProperties`' stored fields only the one named by the
  /// row's key changed (the slots are pairs of closures, so a pair could name two fields).
  func testEachSlotReadsAndWritesTheFieldOfItsKey() {
    XCTAssertEqual(LayerPropertySchema.rows.count, 54)
    let defaults = LayerProperties()
    func changedFields(_ p: LayerProperties) -> [String] {
      zip(Mirror(reflecting: defaults).children, Mirror(reflecting: p).children).compactMap { old, new in
        String(describing: old.value) == String(describing: new.value) ? nil : old.label
      }
    }
    func check<Value: Equatable>(_ path: PropertySlot.Path<Value>, _ value: Value, _ key: String) {
      var p = defaults
      XCTAssertNotEqual(path.get(p), value, "\(key): the test value is the default")
      path.set(&p, value)
      XCTAssertEqual(path.get(p), value, key)
      XCTAssertEqual(p[field: path], value, key)
      XCTAssertEqual(changedFields(p), [key], key)
    }
    for row in LayerPropertySchema.rows {
      let key = row.key
      switch row.slot {
      case .number(let path): check(path, 7.25, key)
      case .point(let path): check(path, Point(3, 4), key)
      case .size(let path): check(path, Size(5, 6), key)
      case .rect(let path): check(path, Rect(1, 2, 3, 4), key)
      case .transform(let path): check(path, Transform(rotation: 0.5), key)
      case .bool(let path): check(path, !path.get(defaults), key)
      case .path(let path): check(path, BezierPath([.move(Point(1, 1)), .line(Point(2, 3))]), key)
      case .color(let path): check(path, Color(red: 0.1, green: 0.2, blue: 0.3), key)
      case .opaqueColor(let path): check(path, Color(red: 0.1, green: 0.2, blue: 0.3), key)
      case .colors(let path): check(path, [Color.white, Color.black], key)
      case .numbers(let path): check(path, [0.5, 2], key)
      case .stops(let path): check(path, [0, 1], key)
      case .integer(let path): check(path, path.get(defaults) + 3, key)
      case .string(let path): check(path, "x", key)
      case .image(let path): check(path, "data:image/png;base64,AA==", key)
      case .choice(let names, let get, let set):
        var p = defaults
        guard let other = names.first(where: { $0 != get(defaults) }) else { XCTFail(key); continue }
        set(&p, other)
        XCTAssertEqual(get(p), other, key)
        XCTAssertEqual(changedFields(p), [key], key)
      }
    }
    guard case .choice(let names, _, _) = LayerPropertySchema.row(key: "lineCap")?.slot else {
      return XCTFail("lineCap is not a choice slot")
    }
    XCTAssertEqual(names, ["butt", "round", "square"])
  }
}
