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
    let reader = PropertyReader(context: context, mapping: mapping)
    readCommon(reader)
    switch kind {
    case .shape: readShape(reader)
    case .text: readText(reader)
    case .gradient: readGradient(reader)
    case .replicator: readReplicator(reader)
    case .layer, nil: break
    }
    layer.properties = reader.properties
    // Where every key's value stands, structural keys (id, type, mask, …) included.
    for entry in mapping.entries where layer.propertySources[entry.key.value] == nil {
      layer.propertySources[entry.key.value] = entry.value.range
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
    let known = KeyTables.layerKeys[kind]!
    let kindName = kind.flatMap(KeyTables.table(for:))?.kind ?? KeyTables.layer.kind
    context.checkKeys(mapping, known: known, kind: kindName) { key in
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

  // MARK: - Properties by layer type

  private func readCommon(_ r: PropertyReader) {
    let values = context.values
    r.read("position") { values.point($0).map { r.properties.position = $0 } }
    r.read("bounds") { values.rect($0).map { r.properties.bounds = $0 } }
    r.read("anchorPoint") { values.point($0).map { r.properties.anchorPoint = $0 } }
    r.read("transform") { values.transform($0).map { r.properties.transform = $0 } }
    r.read("opacity") { context.number($0, in: 0...1, what: "opacity").map { r.properties.opacity = $0 } }
    r.read("hidden") { values.bool($0).map { r.properties.hidden = $0 } }
    r.read("backgroundColor") { values.optionalColor($0).map { r.properties.backgroundColor = $0 } }
    r.read("cornerRadius") {
      values.nonNegativeNumber($0, what: "cornerRadius").map { r.properties.cornerRadius = $0 }
    }
    r.read("borderWidth") {
      values.nonNegativeNumber($0, what: "borderWidth").map { r.properties.borderWidth = $0 }
    }
    r.read("borderColor") { values.optionalColor($0).map { r.properties.borderColor = $0 } }
    r.read("masksToBounds") { values.bool($0).map { r.properties.masksToBounds = $0 } }
    r.read("shadowColor") { values.optionalColor($0).map { r.properties.shadowColor = $0 } }
    r.read("shadowOpacity") {
      context.number($0, in: 0...1, what: "shadowOpacity").map { r.properties.shadowOpacity = $0 }
    }
    r.read("shadowRadius") {
      values.nonNegativeNumber($0, what: "shadowRadius").map { r.properties.shadowRadius = $0 }
    }
    r.read("shadowOffset") { values.size($0).map { r.properties.shadowOffset = $0 } }
    r.read("zPosition") { values.number($0).map { r.properties.zPosition = $0 } }
  }

  private func readShape(_ r: PropertyReader) {
    let values = context.values
    // `none` (or null) is no path, the documented default, as for colors.
    r.read("path") { values.optionalPath($0).map { r.properties.path = $0 } }
    r.read("fillColor") { values.optionalColor($0).map { r.properties.fillColor = $0 } }
    r.read("fillRule") {
      context.enumValue($0, FillRule.self, what: "fillRule").map { r.properties.fillRule = $0 }
    }
    r.read("strokeColor") { values.optionalColor($0).map { r.properties.strokeColor = $0 } }
    r.read("lineWidth") {
      values.nonNegativeNumber($0, what: "lineWidth").map { r.properties.lineWidth = $0 }
    }
    r.read("lineCap") {
      context.enumValue($0, LineCap.self, what: "lineCap").map { r.properties.lineCap = $0 }
    }
    r.read("lineJoin") {
      context.enumValue($0, LineJoin.self, what: "lineJoin").map { r.properties.lineJoin = $0 }
    }
    r.read("miterLimit") {
      values.nonNegativeNumber($0, what: "miterLimit").map { r.properties.miterLimit = $0 }
    }
    r.read("lineDashPattern") { node in
      guard let numbers = values.numbers(node) else { return }
      var valid = true
      for (index, value) in numbers.enumerated() where value < 0 {
        valid = false
        context.error(
          "value-out-of-range", "dash lengths in 'lineDashPattern' must not be negative",
          at: node.sequence?.items[index].range ?? node.range)
      }
      if valid { r.properties.lineDashPattern = numbers }
    }
    r.read("lineDashPhase") { values.number($0).map { r.properties.lineDashPhase = $0 } }
    r.read("strokeStart") { values.number($0).map { r.properties.strokeStart = $0 } }
    r.read("strokeEnd") { values.number($0).map { r.properties.strokeEnd = $0 } }
  }

  private func readText(_ r: PropertyReader) {
    let values = context.values
    r.read("string") { values.string($0).map { r.properties.string = $0 } }
    r.read("fontFamily") { values.string($0).map { r.properties.fontFamily = $0 } }
    r.read("fontSize") { values.nonNegativeNumber($0, what: "fontSize").map { r.properties.fontSize = $0 } }
    r.read("fontWeight") { FontWeight.decode($0, context: context).map { r.properties.fontWeight = $0 } }
    r.read("foregroundColor") { values.optionalColor($0).map { r.properties.foregroundColor = $0 } }
    r.read("alignmentMode") {
      context.enumValue($0, TextAlignment.self, what: "alignmentMode").map { r.properties.alignmentMode = $0 }
    }
  }

  private func readGradient(_ r: PropertyReader) {
    let values = context.values
    r.read("colors") { values.colors($0).map { r.properties.colors = $0 } }
    r.read("locations") { node in
      guard let numbers = values.numbers(node) else { return }
      var valid = true
      for (index, value) in numbers.enumerated() where !(0...1).contains(value) {
        valid = false
        context.error(
          "value-out-of-range", "gradient locations must be between 0 and 1",
          at: node.sequence?.items[index].range ?? node.range)
      }
      if valid { r.properties.locations = numbers }
    }
    r.read("startPoint") { values.point($0).map { r.properties.startPoint = $0 } }
    r.read("endPoint") { values.point($0).map { r.properties.endPoint = $0 } }
    r.read("gradientType") {
      context.enumValue($0, GradientType.self, what: "gradientType").map { r.properties.gradientType = $0 }
    }
    if let locations = r.properties.locations, r.mapping["colors"] != nil,
      locations.count != r.properties.colors.count, let node = r.mapping["locations"]
    {
      context.error(
        "wrong-count",
        "'locations' has \(Wording.count(locations.count, "entry", plural: "entries")) but 'colors' "
          + "has \(r.properties.colors.count)",
        at: node.range)
    }
  }

  private func readReplicator(_ r: PropertyReader) {
    let values = context.values
    r.read("instanceCount") { node in
      guard let count = values.integer(node) else { return }
      if count < 0 {
        context.error(
          "value-out-of-range", "'instanceCount' must not be negative, found \(count)", at: node.range)
      } else {
        r.properties.instanceCount = count
      }
    }
    r.read("instanceTransform") { values.transform($0).map { r.properties.instanceTransform = $0 } }
    r.read("instanceDelay") { values.time($0).map { r.properties.instanceDelay = $0 } }
    r.read("instanceColor") { values.color($0).map { r.properties.instanceColor = $0 } }
    r.read("instanceRedOffset") { values.number($0).map { r.properties.instanceRedOffset = $0 } }
    r.read("instanceGreenOffset") { values.number($0).map { r.properties.instanceGreenOffset = $0 } }
    r.read("instanceBlueOffset") { values.number($0).map { r.properties.instanceBlueOffset = $0 } }
    r.read("instanceAlphaOffset") { values.number($0).map { r.properties.instanceAlphaOffset = $0 } }
  }
}

/// Reads present keys of a layer mapping into `LayerProperties`. A class, so the reading
/// closures can fill `properties` while `read` runs.
final class PropertyReader {
  let context: DecodeContext
  let mapping: Fields
  var properties = LayerProperties()

  init(context: DecodeContext, mapping: Fields) {
    self.context = context
    self.mapping = mapping
  }

  /// Calls `body` with the value of `key` when present. A type mismatch gets a note saying
  /// what the key takes.
  func read(_ key: String, _ body: (YAMLNode) -> Void) {
    guard let node = mapping[key] else { return }
    context.withTypeNote(Self.typeNote(for: key), { body(node) })
  }

  static func typeNote(for key: String) -> String {
    if let property = LayerProperty(rawValue: key) {
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
