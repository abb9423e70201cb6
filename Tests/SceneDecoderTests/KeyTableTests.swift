import Foundation
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneDecoder

/// The key tables are the single list of known keys: they must agree with the model and
/// with what the decoders accept.
final class KeyTableTests: XCTestCase {
  private let structuralLayerKeys: Set<String> = ["id", "type", "mask", "sublayers", "animations"]

  func testTableNamesAndKeysAreUnique() {
    let tables = SceneLoader.keyTables
    XCTAssertEqual(Set(tables.map(\.name)).count, tables.count)
    for table in tables {
      XCTAssertEqual(Set(table.keys).count, table.keys.count, table.name)
      XCTAssertFalse(table.entries.contains { $0.doc.isEmpty || $0.type.isEmpty }, table.name)
    }
  }

  /// `cornerRadius` of a rounded rect, `colors` under `defs` and a keyframe's `path` share
  /// a layer property's name but are not animatable keys.
  func testOnlyLayerTablesHaveAnimatableKeys() {
    let layerTables = Set(["layer"] + LayerKind.allCases.compactMap(KeyTables.table(for:)).map(\.name))
    for table in KeyTables.all where !layerTables.contains(table.name) {
      XCTAssertEqual(table.entries.filter(\.isAnimatable).map(\.key), [], table.name)
    }
    XCTAssertEqual(KeyTables.layer.entry("cornerRadius")?.isAnimatable, true)
    XCTAssertEqual(KeyTables.pathRoundedRect.entry("cornerRadius")?.isAnimatable, false)
  }

  func testEveryAnimatablePropertyIsInTheTableOfItsLayerType() {
    for property in LayerProperty.allCases {
      let table = property.onlyOn.flatMap(KeyTables.table(for:)) ?? KeyTables.layer
      XCTAssertTrue(table.contains(property.rawValue), "\(property) missing from \(table.name)")
      XCTAssertTrue(table.entry(property.rawValue)?.isAnimatable ?? false)
    }
  }

  func testEveryLayerKeyIsAPropertyANonAnimatableSettingOrStructure() {
    let tables = [KeyTables.layer] + LayerKind.allCases.compactMap(KeyTables.table(for:))
    var nonAnimatable: Set<String> = []
    for table in tables {
      for key in table.keys where LayerProperty(rawValue: key) == nil && !structuralLayerKeys.contains(key) {
        nonAnimatable.insert(key)
      }
    }
    XCTAssertEqual(nonAnimatable, KeyTables.nonAnimatableLayerKeys)
  }

  func testPathAndTransformTablesMatchTheValueDecoders() {
    for form in PathForm.allCases {
      let table = KeyTables.named("path-\(form.rawValue)")
      XCTAssertEqual(table?.keys, form.keys, form.rawValue)
    }
    for kind in PathElementKind.allCases where kind != .close {
      XCTAssertEqual(KeyTables.named("element-\(kind.rawValue)")?.keys, kind.keys, kind.rawValue)
    }
    XCTAssertEqual(KeyTables.arc.keys, PathElementKind.arcKeys)
    XCTAssertEqual(KeyTables.transform.keys, ValueDecoder.transformComponentKeys + ["matrix"])
  }

  func testAnimationTypesHaveTables() {
    XCTAssertEqual(
      AnimationType.allCases.map { KeyTables.table(for: $0).name },
      ["basic", "keyframe", "spring", "group", "sequence", "set"])
    XCTAssertFalse(KeyTables.allKeys(for: .set).contains("duration"))
    XCTAssertTrue(KeyTables.allKeys(for: .basic).contains("removedOnCompletion"))
  }

  func testFontWeightNamesAreDocumented() {
    let type = KeyTables.text.entry("fontWeight")?.type ?? ""
    for (name, _) in FontWeight.names {
      XCTAssertTrue(type.contains(name), name)
    }
  }
}
