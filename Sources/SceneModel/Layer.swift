public import SceneDiagnostics

/// A layer of the scene graph: model values with defaults filled in, sublayers back to
/// front, and animations in list order.
public struct Layer: Hashable, Sendable {
  public var id: String
  public var kind: LayerKind
  public var properties: LayerProperties
  public var sublayers: [Layer]
  public var animations: [Animation]
  /// Where the layer's mapping stands in the scene file.
  public var source: SourceRange?
  /// Where the value of each key the layer's mapping sets stands (for later-stage
  /// diagnostics).
  public var propertySources: [LayerField: SourceRange]
  private var maskStorage: [Layer]

  public init(
    id: String, kind: LayerKind = .layer, properties: LayerProperties = LayerProperties(),
    sublayers: [Layer] = [], animations: [Animation] = [], mask: Layer? = nil,
    source: SourceRange? = nil, propertySources: [LayerField: SourceRange] = [:]
  ) {
    self.id = id
    self.kind = kind
    self.properties = properties
    self.sublayers = sublayers
    self.animations = animations
    self.maskStorage = mask.map { [$0] } ?? []
    self.source = source
    self.propertySources = propertySources
  }

  /// The layer whose alpha masks this one (an inline layer, in this layer's space).
  public var mask: Layer? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }

  /// This layer, its mask, and all sublayers, depth-first in file order.
  public func allLayers() -> [Layer] { layers(where: { _ in true }) }

  /// Those of `allLayers()` that `isIncluded` accepts, in its order; only they are copied
  /// (a layer is a large value: the text layers of a scene without text cost nothing).
  public func layers(where isIncluded: (Layer) -> Bool) -> [Layer] {
    var found: [Layer] = []
    collect(into: &found, isIncluded)
    return found
  }

  /// Appends to one list instead of joining one per subtree.
  func collect(into found: inout [Layer], _ isIncluded: (Layer) -> Bool) {
    if isIncluded(self) { found.append(self) }
    if let mask = maskStorage.first { mask.collect(into: &found, isIncluded) }
    for sublayer in sublayers { sublayer.collect(into: &found, isIncluded) }
  }
}
