import SceneModel
import XCTest

@testable import SceneDecoder

/// The layer property schema is the one table of layer properties: the animatable ones are
/// exactly `LayerProperty`'s cases, each row's key path reads and writes its own property,
/// and the decoder, dump and reference follow it.
final class LayerPropertySchemaTests: XCTestCase {
  func testKeysAreUniqueAndAnimatableRowsAreTheLayerProperties() {
    let keys = LayerPropertySchema.rows.map(\.key)
    XCTAssertEqual(Set(keys).count, keys.count)
    let animatable = LayerPropertySchema.rows.compactMap(\.property)
    XCTAssertEqual(Set(animatable), Set(LayerProperty.allCases))
    XCTAssertEqual(animatable.count, LayerProperty.allCases.count)
    for row in LayerPropertySchema.rows {
      XCTAssertEqual(row.property?.rawValue ?? row.key, row.key)
      // Only slots animations can give values to are animatable.
      if row.isAnimatable { XCTAssertNotNil(row.slot.animatableType, row.key) }
    }
  }

  /// `LayerProperty.row` indexes by case position; every case finds its own row.
  func testEveryPropertyFindsItsOwnRow() {
    for property in LayerProperty.allCases {
      XCTAssertEqual(property.row.key, property.rawValue)
    }
  }

  /// Writing a property through the schema changes that property and no other.
  func testEachRowsKeyPathIsItsOwnProperty() {
    let defaults = LayerProperties()
    for property in LayerProperty.allCases {
      var changed = defaults
      let value: AnimatableValue =
        switch property.valueType {
        case .number: .number(0.375)
        case .point: .point(Point(3, 4))
        case .size: .size(Size(5, 6))
        case .rect: .rect(Rect(1, 2, 3, 4))
        case .color: .color(Color(red: 0.25, green: 0.5, blue: 0.75))
        case .colors: .colors([.black, .white])
        case .numbers: .numbers([0.25, 0.75])
        case .bool: .bool(true)
        case .path: .path(BezierPath([.move(Point(1, 1)), .line(Point(2, 2))]))
        case .transform: .transform(Transform(translation: Point(7, 8)))
        }
      changed[property] = value
      XCTAssertEqual(changed[property], value, "\(property)")
      // Unset locations are spaced evenly over the colors, so colors move them.
      for other in LayerProperty.allCases where other != property && (property, other) != (.colors, .locations) {
        XCTAssertEqual(changed[other], defaults[other], "setting \(property) changed \(other)")
      }
    }
  }

  /// The layer tables of the reference are the schema's rows in order, around the
  /// structural keys.
  func testLayerTablesAreTheSchemaRows() {
    XCTAssertEqual(
      KeyTables.layer.keys,
      ["id", "type"] + LayerPropertySchema.rows(ownedBy: nil).map(\.key) + ["mask", "maskMode", "sublayers", "animations"])
    for kind in LayerKind.allCases where kind != .layer {
      XCTAssertEqual(KeyTables.table(for: kind)?.keys, LayerPropertySchema.rows(ownedBy: kind).map(\.key))
    }
    XCTAssertEqual(KeyTables.shape.entry("strokeEnd")?.defaultValue, "1")
    XCTAssertEqual(KeyTables.layer.entry("shadowOffset")?.defaultValue, "[0, -3]")
    XCTAssertEqual(KeyTables.gradient.entry("locations")?.defaultValue, "evenly spaced")
    XCTAssertEqual(KeyTables.layer.entry("borderColor")?.defaultValue, "black")
    XCTAssertEqual(KeyTables.replicator.entry("instanceDelay")?.type, "time")
  }

  /// The typed provenance keys name exactly the keys the tables know: a layer's structural
  /// keys and schema rows, every animation type's keys, the scene mapping's keys.
  func testProvenanceFieldsAreTheTablesKeys() {
    XCTAssertEqual(
      Set(LayerSetting.allCases.map(\.rawValue)),
      Set(LayerPropertySchema.rows.filter { !$0.isAnimatable }.map(\.key)))
    XCTAssertEqual(KeyTables.nonAnimatableLayerKeys, Set(LayerSetting.allCases.map(\.rawValue) + ["maskMode"]))
    for row in LayerPropertySchema.rows {
      XCTAssertEqual(row.field.key, row.key)
      XCTAssertEqual(LayerField(key: row.key), row.field)
    }
    for key in ["id", "type", "mask", "maskMode", "sublayers", "animations"] {
      XCTAssertEqual(LayerField(key: key)?.key, key)
    }
    XCTAssertNil(LayerField(key: "colour"))
    XCTAssertEqual(Set(AnimationField.allCases.map(\.rawValue)), Set(KeyTables.anyAnimationKeys))
    XCTAssertEqual(SceneField.allCases.map(\.rawValue), KeyTables.scene.keys)
  }
}
