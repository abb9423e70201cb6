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
  public static func layers(of frame: Frame) -> [LayerValues] {
    var result: [LayerValues] = []
    func visit(_ layer: FrameLayer, parent: String?, index: Int?) {
      result.append(
        LayerValues(
          id: layer.id, kind: layer.kind, parent: parent, index: index, properties: properties(of: layer)))
      if let mask = layer.mask { visit(mask, parent: layer.id, index: nil) }
      for (i, sublayer) in layer.sublayers.enumerated() { visit(sublayer, parent: layer.id, index: i) }
    }
    for (i, layer) in frame.layers.enumerated() { visit(layer, parent: nil, index: i) }
    return result
  }

  /// Every property a layer of this kind has, animatable or not, sorted by name.
  public static func properties(of layer: FrameLayer) -> [NamedValue] {
    let p = layer.properties
    var list: [(String, PropertyValue)] = LayerProperty.allCases
      .filter { $0.exists(on: layer.kind) }
      .map { ($0.rawValue, .value(p[$0])) }
    list.append(("masksToBounds", .value(.bool(p.masksToBounds))))
    switch layer.kind {
    case .layer: break
    case .shape:
      list += [
        ("fillRule", .text(p.fillRule.rawValue)), ("lineCap", .text(p.lineCap.rawValue)),
        ("lineJoin", .text(p.lineJoin.rawValue)), ("lineDashPattern", .value(.numbers(p.lineDashPattern))),
      ]
    case .text:
      list += [
        ("string", .text(p.string)), ("fontFamily", .text(p.fontFamily)),
        ("fontWeight", .value(.number(Double(p.fontWeight)))),
        ("alignmentMode", .text(p.alignmentMode.rawValue)),
      ]
    case .gradient:
      list.append(("gradientType", .text(p.gradientType.rawValue)))
    case .replicator:
      list += [
        ("instanceCount", .value(.number(Double(p.instanceCount)))),
        ("instanceColor", .value(.color(p.instanceColor))),
        ("instanceRedOffset", .value(.number(p.instanceRedOffset))),
        ("instanceGreenOffset", .value(.number(p.instanceGreenOffset))),
        ("instanceBlueOffset", .value(.number(p.instanceBlueOffset))),
        ("instanceAlphaOffset", .value(.number(p.instanceAlphaOffset))),
      ]
    }
    return list.sorted { $0.0 < $1.0 }.map { NamedValue($0.0, $0.1) }
  }
}
