/// Layer effects (`ef`). The Fill effect (`ty` 21) with a static color, no mask, no
/// inversion and no feather is drawn exactly: the layer becomes the alpha mask of a layer
/// of the fill color (times the effect's opacity) as large as anything it can draw.
/// Every other effect, and a Fill effect beyond that, is left out with a warning naming
/// it; disabled effects (`en` 0) draw nothing and are skipped.
enum Effects {
  static func apply(to node: SceneNode, layer: LayerInfo, converter: Converter) -> SceneNode {
    guard let list = layer.object["ef"]?.array, !list.isEmpty else { return node }
    let context = converter.context
    var result = node
    for (i, value) in list.enumerated() {
      let path = "\(layer.path).ef[\(i)]"
      guard let effect = value.object else { continue }
      if (effect["en"]?.number ?? 1) < 0.5 { continue }
      let name = effect["nm"]?.string ?? "effect \(i)"
      let type = Int(lottie: effect["ty"]?.number ?? -1)
      if type == 21, let fill = fill(effect, path: path, layer: layer, context: context) {
        let wrapper = SceneNode(id: converter.ids.unique(layer.name + " fill effect"))
        let color = SceneNode(id: converter.ids.unique(layer.name + " fill color"))
        let far = Masks.far
        color.set("bounds", .numbers([0, 0, 2 * far, 2 * far]))
        color.set("position", .numbers([0, 0]))
        color.set("backgroundColor", converter.shared.color(ValueText.hex(fill.color), owner: color.id))
        if fill.opacity != 1 { color.set("opacity", .number(fill.opacity)) }
        wrapper.mask = result
        wrapper.sublayers = [color]
        result = wrapper
      } else {
        context.unsupported("effect '\(name)' (type \(type)) is left out", layer: layer.name, path: path, at: value.range)
      }
    }
    return result
  }

  /// A Fill effect's color and opacity, when it is static and fills the whole layer.
  private static func fill(_ effect: JSONObject, path: String, layer: LayerInfo, context: ImportContext)
    -> (color: [Double], opacity: Double)?
  {
    let params = effect["ef"]?.array?.compactMap(\.object) ?? []
    func param(_ index: Int, type: Int) -> JSONValue?? {
      guard index < params.count, Int(lottie: params[index]["ty"]?.number ?? -1) == type else { return nil }
      return .some(params[index]["v"])
    }
    func staticValue(_ v: JSONValue??) -> [Double]? {
      guard case .some(.some(let value)) = v, let o = value.object, (o["a"]?.number ?? 0) < 0.5 else { return nil }
      if let n = o["k"]?.number { return [n] }
      return o["k"]?.array?.compactMap(\.number)
    }
    // Fill Mask, All Masks, Color, Invert, Horizontal and Vertical Feather, Opacity.
    guard let color = staticValue(param(2, type: 2)), color.count >= 3 else { return nil }
    let mask = staticValue(param(0, type: 10))?.first ?? 0
    let invert = staticValue(param(3, type: 7))?.first ?? 0
    let feathers = [staticValue(param(4, type: 0))?.first ?? 0, staticValue(param(5, type: 0))?.first ?? 0]
    guard mask == 0, invert == 0, feathers.allSatisfy({ $0 == 0 }) else { return nil }
    let opacity = staticValue(param(6, type: 0))?.first ?? 1
    return (Array(color.prefix(3)), min(max(opacity, 0), 1))
  }
}
