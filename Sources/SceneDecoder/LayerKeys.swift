import SceneModel
import SceneYAML

/// What a key of a layer mapping is: its field of the layer's provenance
/// (`Layer.propertySources`) and, for a property, its schema row. Every key of any layer
/// kind is here, so one lookup per entry answers "is it known for this kind?", "which row
/// decodes it?" and "where is it recorded?" — instead of looking up each row of the kind
/// by name and each entry's field by a string switch.
struct LayerKey {
  let field: LayerField
  /// Index in `LayerPropertySchema.rows`; nil for the structural keys (id, type, mask, …).
  let row: Int?

  /// Whether a layer of `kind` (nil: a layer whose type is unknown) accepts the key: the
  /// structural keys and every layer's rows, and the kind's own rows.
  func isKnown(on kind: LayerKind?) -> Bool {
    guard let row else { return true }
    let owner = LayerPropertySchema.rows[row].owner
    return owner == nil || owner == kind
  }

  /// The layer kind whose own property the key is (nil: a key of every layer).
  var owner: LayerKind? { row.flatMap { LayerPropertySchema.rows[$0].owner } }

  /// Every layer key, by signature: the structural keys of the common key table, then the
  /// schema's rows.
  static let table: NameTable<LayerKey> = {
    let rows = LayerPropertySchema.rows
    let rowKeys = Set(rows.map(\.key))
    let structural = KeyTables.commonLayerKeys.filter { !rowKeys.contains($0) }.map { key in
      guard let field = LayerField(key: key) else { preconditionFailure("'\(key)' is not a layer field") }
      return (name: key, value: LayerKey(field: field, row: nil))
    }
    return NameTable(structural + rows.indices.map { (rows[$0].key, LayerKey(field: rows[$0].field, row: $0)) })
  }()
}
