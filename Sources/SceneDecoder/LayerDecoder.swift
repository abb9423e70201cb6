import SceneDiagnostics
import SceneModel
import SceneYAML

/// Decodes one layer mapping (with its mask, sublayers and animations) into a `Layer` with
/// every default filled in.
struct LayerDecoder {
  let context: DecodeContext

  /// `maskOf` is the id of the layer this one masks (a mask's own id is optional).
  func decode(_ node: YAMLNode, maskOf parentID: String?) -> Layer? {
    guard let mapping = context.mapping(node, what: parentID == nil ? "a layer" : "a mask layer")
    else { return nil }
    let kind = decodeKind(mapping)
    // Each entry's key, looked up once (nil: no layer has it).
    let keys = mapping.entries.map { LayerKey.table.value(for: $0.key) }
    checkKeys(mapping, keys, kind: kind)
    let id = decodeID(mapping, maskOf: parentID)

    var layer = Layer(id: id, kind: kind ?? .layer, source: mapping.range)
    layer.properties = readProperties(mapping, keys, kind: kind)
    // Where every key's value stands, structural keys (id, type, mask, …) included.
    layer.propertySources.reserveCapacity(mapping.entries.count)
    for (position, key) in keys.enumerated() {
      guard let field = key?.field, layer.propertySources[field] == nil else { continue }
      layer.propertySources[field] = mapping.entries[position].value.range
    }

    if let maskNode = mapping["mask"] {
      layer.mask = decode(maskNode, maskOf: id)
    }
    if let node = mapping["sublayers"], let items = context.items(node, what: "a list of layers") {
      layer.sublayers = items.compactMap { decode($0, maskOf: nil) }
    }
    if let node = mapping["animations"], let items = context.items(node, what: "a list of animations") {
      let decoder = AnimationDecoder(context: context, layerID: id, layerKind: kind)
      layer.animations = items.compactMap { decoder.decodeTopLevel($0) }
    }
    return layer
  }

  /// The layer's type; nil when it is written but unknown (then type-specific checks that
  /// would only repeat the problem are skipped).
  private func decodeKind(_ mapping: Fields) -> LayerKind? {
    guard let node = mapping["type"] else { return .layer }
    return context.namedCase(node, LayerKind.self, what: "layer type", id: "unknown-layer-type")
  }

  /// Reports the keys a layer of `kind` does not have; `keys` are the entries' keys.
  private func checkKeys(_ mapping: Fields, _ keys: [LayerKey?], kind: LayerKind?) {
    for (position, key) in keys.enumerated() where key?.isKnown(on: kind) != true {
      let name = mapping.entries[position].key
      guard let owner = key?.owner else {
        let kindName = kind.flatMap(KeyTables.table(for:))?.kind ?? KeyTables.layer.kind
        context.unknownKey(name, kind: kindName, candidates: KeyTables.layerKeys(kind))
        continue
      }
      // With an unknown type, the key may well be right: the type is what is wrong.
      guard let kind else { continue }
      let here = kind == .layer ? "plain layers" : "\(kind.rawValue) layers"
      context.error(
        "property-not-on-layer-type",
        "'\(name.value)' is a property of \(owner.rawValue) layers, not of \(here)",
        at: name.range,
        notes: [DiagnosticNote("set 'type: \(owner.rawValue)' to make this a \(owner.rawValue) layer")])
    }
  }

  private func decodeID(_ mapping: Fields, maskOf parentID: String?) -> String {
    guard let node = mapping["id"] else {
      if let parentID { return parentID + ".mask" }
      context.requireKeys(["id"], in: mapping, kind: KeyTables.layer.kind)
      return ""
    }
    guard let id = context.values.string(node) else { return "" }
    if !isValidIdentifier(id) {
      context.error(
        "invalid-id",
        "layer id '\(id)' must start with a letter or '_' and contain only letters, digits, '_' and '-'",
        at: node.range)
    }
    if let first = context.layerIDs[id] {
      context.error(
        "duplicate-id", "duplicate layer id '\(id)'", at: node.range,
        notes: [DiagnosticNote("'\(id)' is first used here", range: first)])
    } else {
      context.layerIDs[id] = node.range
    }
    return id
  }

  // MARK: - Properties

  /// Every schema row of the layer's kind that the mapping sets, in table order (every
  /// layer's rows, then the kind's own); `keys` are the entries' keys.
  private func readProperties(_ mapping: Fields, _ keys: [LayerKey?], kind: LayerKind?) -> LayerProperties {
    let decoder = PropertyValueDecoder(context: context)
    let rows = LayerPropertySchema.rows
    var present: [(row: Int, position: Int)] = []
    for (position, key) in keys.enumerated() {
      guard let key, let row = key.row, key.isKnown(on: kind) else { continue }
      present.append((row, position))
    }
    // Table order: every layer's rows first, each group in schema order.
    present.sort { (rows[$0.row].owner == nil ? 0 : 1, $0.row) < (rows[$1.row].owner == nil ? 0 : 1, $1.row) }
    var properties = LayerProperties()
    for (row, position) in present {
      let node = mapping.entries[position].value
      context.withTypeNote(Self.typeNote(for: rows[row].key)) { decoder.read(node, rows[row], into: &properties) }
    }
    if kind == .gradient { checkStopCount(mapping, properties) }
    if let node = mapping["maskMode"] {
      context.withTypeNote(Self.typeNote(for: "maskMode")) {
        context.enumValue(node, MaskMode.self, what: "maskMode").map { properties.maskMode = $0 }
      }
    }
    return properties
  }

  /// One location per color.
  private func checkStopCount(_ mapping: Fields, _ properties: LayerProperties) {
    guard let locations = properties.locations, mapping["colors"] != nil,
      locations.count != properties.colors.count, let node = mapping["locations"]
    else { return }
    context.error(
      "wrong-count",
      "'locations' has \(Wording.count(locations.count, "entry", plural: "entries")) but 'colors' "
        + "has \(properties.colors.count)",
      at: node.range)
  }

  /// The note a type mismatch of a layer key gets.
  static func typeNote(for key: String) -> String {
    if let property = LayerPropertySchema.row(key: key)?.property {
      return "'\(key)' takes \(property.valueType.description)"
    }
    return keyTypeNote(for: key, in: KeyTables.all.first { $0.contains(key) })
  }
}

/// "'key' takes …" from a key table's type description, for type-mismatch notes.
func keyTypeNote(for key: String, in table: KeyTable?) -> String {
  guard let type = table?.entry(key)?.type else { return "'\(key)' takes another kind of value" }
  if type.contains(" | ") { return "'\(key)' takes one of \(type)" }
  let article = ["a", "e", "i", "o", "u"].contains(type.prefix(1)) ? "an" : "a"
  return "'\(key)' takes \(article) \(type)"
}
