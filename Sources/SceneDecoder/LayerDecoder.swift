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
    checkKeys(mapping, kind: kind)
    let id = decodeID(mapping, maskOf: parentID)

    var layer = Layer(id: id, kind: kind ?? .layer, source: mapping.range)
    layer.properties = readProperties(mapping, kind: kind)
    // Where every key's value stands, structural keys (id, type, mask, …) included.
    layer.propertySources.reserveCapacity(mapping.entries.count)
    for entry in mapping.entries {
      guard let field = LayerField(key: entry.key.value), layer.propertySources[field] == nil else { continue }
      layer.propertySources[field] = entry.value.range
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

  private func checkKeys(_ mapping: Fields, kind: LayerKind?) {
    let known = KeyTables.layerKeys(kind)
    let kindName = { kind.flatMap(KeyTables.table(for:))?.kind ?? KeyTables.layer.kind }
    context.checkKeys(mapping, known: known, kind: kindName()) { key in
      guard
        let owner = LayerKind.allCases.first(where: {
          KeyTables.table(for: $0)?.contains(key.value) ?? false
        })
      else { return false }
      // With an unknown type, the key may well be right: the type is what is wrong.
      guard let kind else { return true }
      let here = kind == .layer ? "plain layers" : "\(kind.rawValue) layers"
      context.error(
        "property-not-on-layer-type",
        "'\(key.value)' is a property of \(owner.rawValue) layers, not of \(here)",
        at: key.range,
        notes: [DiagnosticNote("set 'type: \(owner.rawValue)' to make this a \(owner.rawValue) layer")])
      return true
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

  /// Every schema row of the layer's kind that the mapping sets, in table order.
  private func readProperties(_ mapping: Fields, kind: LayerKind?) -> LayerProperties {
    let decoder = PropertyValueDecoder(context: context)
    var properties = LayerProperties()
    // The rows of `LayerPropertySchema.rows(for: kind)`, without concatenating them.
    let own = kind == nil || kind == .layer ? [] : LayerPropertySchema.rows(ownedBy: kind)
    for rows in [LayerPropertySchema.rows(ownedBy: nil), own] {
      for row in rows {
        guard let node = mapping[row.key] else { continue }
        context.withTypeNote(Self.typeNote(for: row.key)) { decoder.read(node, row, into: &properties) }
      }
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
