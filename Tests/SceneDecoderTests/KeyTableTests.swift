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

  /// The decoder's known layer keys come from the schema rows without building the
  /// documentation tables; they must be the tables' keys, in table order.
  func testKnownLayerKeysAreTheTablesKeys() {
    XCTAssertEqual(KeyTables.layerKeys(nil), KeyTables.layer.keys)
    for kind in LayerKind.allCases {
      XCTAssertEqual(
        KeyTables.layerKeys(kind), KeyTables.layer.keys + (KeyTables.table(for: kind)?.keys ?? []),
        kind.rawValue)
    }
    XCTAssertTrue(KeyTables.layerKeys(.shape).contains("fillColor"))
    XCTAssertFalse(KeyTables.layerKeys(.layer).contains("fillColor"))
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
    XCTAssertFalse(KeyTables.animationKeys(.set).contains("duration"))
    XCTAssertTrue(KeyTables.animationKeys(.basic).contains("removedOnCompletion"))
  }

  func testFontWeightNamesAreDocumented() {
    let type = KeyTables.text.entry("fontWeight")?.type ?? ""
    for (name, _) in FontWeight.names {
      XCTAssertTrue(type.contains(name), name)
    }
  }
}

/// The defaults the key tables document (docs/scene-format.md) are the model's: each
/// documented default, written as the value of its key, decodes to what `LayerProperties()`
/// holds when the key is left out. (The tables format `strokeEnd`'s 1, `shadowOffset`'s
/// [0, -3], … from the model; this checks the formatting reads back.)
final class KeyTableDefaultTests: XCTestCase {
  /// Defaults written in words rather than as a value, with the value they stand for.
  static let spelled: [String: String] = [
    "identity": "{ translation: [0, 0] }", "evenly spaced": "[]",
  ]

  func testEveryDocumentedLayerDefaultIsTheModelDefault() throws {
    var checked: [String] = []
    for kind in LayerKind.allCases {
      let table = KeyTables.table(for: kind) ?? KeyTables.layer
      for entry in table.entries {
        guard let property = LayerProperty(rawValue: entry.key), !entry.isRequired else { continue }
        let written = Self.spelled[entry.defaultValue] ?? entry.defaultValue
        let type = kind == .layer ? "" : "    type: \(kind.rawValue)\n"
        let text =
          "version: 1\nscene: { size: [10, 10] }\nlayers:\n  - id: a\n" + type
          + "    \(entry.key): \(written)\n"
        let result = decodeScene(text)
        let layer = try XCTUnwrap(
          result.scene?.layers.first, "\(kind.rawValue).\(entry.key): \(describe(result.diagnostics))")
        XCTAssertEqual(
          layer.properties[property], LayerProperties()[property],
          "\(kind.rawValue).\(entry.key): documented default \(entry.defaultValue)")
        checked.append(entry.key)
      }
    }
    XCTAssertTrue(checked.contains("strokeEnd"))
    XCTAssertTrue(checked.contains("shadowOffset"))
    XCTAssertGreaterThan(checked.count, 30)
  }
}
