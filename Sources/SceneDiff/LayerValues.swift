public import SceneModel

/// The presentation values of one layer at one instant, every property its type has,
/// by name (sorted).
public struct LayerValues: Hashable, Sendable {
  public var id: String
  public var kind: LayerKind
  /// The layer it is a sublayer (or the mask) of; nil at the top level.
  public var parent: String?
  /// Its place among its superlayer's sublayers (or the scene's top-level layers), back to
  /// front from 0; nil for a mask.
  public var index: Int?
  public var properties: [NamedValue]

  public func value(_ name: String) -> PropertyValue? {
    properties.first { $0.name == name }?.value
  }
}

/// One property of a layer: its name (the scene file's key) and value.
public struct NamedValue: Hashable, Sendable {
  public var name: String
  public var value: PropertyValue

  public init(_ name: String, _ value: PropertyValue) {
    self.name = name
    self.value = value
  }
}

/// Flattens a frame into the values of its layers.
public enum FrameValues {
  /// Every layer of the frame, depth-first as in the file (a layer, its mask, then its
  /// sublayers; a replicator's sublayers once, as copy 0 shows them).
  /// `allExtensions` lists the scene-format extensions (skew, skewAxis, maskMode) of every
  /// layer, as `scenec diff` compares them; without it they are listed only where set, so
  /// snapshots recorded before they existed read the same.
  public static func layers(of frame: Frame, allExtensions: Bool = false) -> [LayerValues] {
    var result: [LayerValues] = []
    func visit(_ layer: FrameLayer, parent: String?, index: Int?) {
      result.append(
        LayerValues(
          id: layer.id, kind: layer.kind, parent: parent, index: index,
          properties: properties(of: layer, allExtensions: allExtensions)))
      if let mask = layer.mask { visit(mask, parent: layer.id, index: nil) }
      for (i, sublayer) in layer.sublayers.enumerated() { visit(sublayer, parent: layer.id, index: i) }
    }
    for (i, layer) in frame.layers.enumerated() { visit(layer, parent: nil, index: i) }
    return result
  }

  /// Every property a layer of this kind has, animatable or not (the rows of the layer
  /// property schema), sorted by name; the extensions only where set unless `allExtensions`.
  public static func properties(of layer: FrameLayer, allExtensions: Bool = false) -> [NamedValue] {
    let p = layer.properties
    var named = LayerPropertySchema.rows(for: layer.kind).filter { allExtensions || $0.isListed(in: p) }
      .map { NamedValue($0.key, value(of: $0, in: p)) }
    if allExtensions || p.maskMode != LayerProperties.defaults.maskMode {
      named.append(NamedValue("maskMode", .text(p.maskMode.rawValue)))
    }
    return named.sorted { $0.name < $1.name }
  }

  /// Animatable values as the timeline has them; integers as numbers; strings and enum
  /// choices as text.
  static func value(of row: LayerPropertyRow, in p: LayerProperties) -> PropertyValue {
    if let value = row.animatableValue(in: p) { return .value(value) }
    switch row.slot {
    case .opaqueColor(let path): return .value(.color(p[field: path]))
    case .integer(let path): return .value(.number(Double(p[field: path])))
    case .string(let path): return .text(p[field: path])
    case .image(let path): return .text(p[field: path] ?? "")
    case .choice(_, let get, _): return .text(get(p))
    default: preconditionFailure("\(row.key): an animatable slot without a value")
    }
  }
}
