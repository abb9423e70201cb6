import Foundation

/// Lottie masks (`masksProperties`) as the scene's alpha `mask`. Masks combine in order:
/// add draws its path over what came before, subtract cuts it out, intersect keeps only
/// the overlap. Subtracting and intersecting nest the result so far inside a layer masked
/// by the new path (or its inverse: a large evenOdd rectangle with the path as a hole).
enum Masks {
  static let far = 100_000.0

  static func apply(to node: SceneNode, layer: LayerInfo, time: TimeMap, converter: Converter) {
    guard let list = layer.object["masksProperties"]?.array, !list.isEmpty else { return }
    let context = converter.context
    var result: SceneNode?
    for (i, value) in list.enumerated() {
      let p = "\(layer.path).masksProperties[\(i)]"
      guard let o = context.object(value, p) else { continue }
      let mode = o["mode"]?.string ?? "a"
      if mode == "n" { continue }
      guard let shapeProperty = context.pathProperty(o["pt"], p + ".pt", layer: layer.name) else { continue }
      let opacity = context.property(o["o"], p + ".o", fallback: [100], layer: layer.name)
      let expansion = context.property(o["x"], p + ".x", fallback: [0], layer: layer.name)
      let inverted = (o["inv"]?.number ?? 0) >= 0.5
      let feather = context.property(o["f"], p + ".f", fallback: [0, 0], layer: layer.name)
      if feather.isAnimated || feather.value.contains(where: { $0 != 0 }) {
        context.unsupported("mask feather is not drawn (the mask's edge stays sharp)", layer: layer.name, path: p + ".f", at: o["f"]?.range, approximated: true)
      }
      if expansion.isAnimated {
        context.unsupported("animated mask expansion is sampled at every frame", layer: layer.name, path: p + ".x", at: o["x"]?.range, approximated: true)
      }
      let grows = expansion.isAnimated || (expansion.value.first ?? 0) != 0
      func shapes(_ f: Double) -> [BezierShape] {
        let shape = BezierShape(vector: shapeProperty.value(at: f))
        let grow = expansion.value(at: f).first ?? 0
        return grow == 0
          ? [shape]
          : ShapeModifiers.offset(
            [shape], amount: orientation(shape) * grow, join: 2, miterLimit: 4,
            mostVertices: context.limits.maxShapeVertices)
      }
      let pathNode = SceneNode(id: converter.ids.unique(layer.name + " mask \(i + 1)"), type: "shape")
      let writer = TransformWriter(converter: converter, time: time, layer: layer.name)
      let firstFrame = [shapeProperty.keyframes.first?.frame, expansion.keyframes.first?.frame].compactMap { $0 }.min() ?? 0
      pathNode.set("path", converter.shared.path(ValueText.pathData(shapes(firstFrame)), owner: pathNode.id))
      if expansion.isAnimated {
        let emitter = converter.emitter(time)
        let ranges = [emitter.frameRange(of: shapeProperty), emitter.frameRange(of: expansion)].compactMap { $0 }
        let range = ranges.isEmpty ? nil : ranges.map(\.lowerBound).min()!...ranges.map(\.upperBound).max()!
        writer.sampled("path", pathNode, discrete: true, range: range) { f in
          .map([("d", .string(ValueText.pathData(shapes(f))))])
        }
      } else if shapeProperty.isAnimated {
        if !grows {
          writer.add(shapeProperty, keyPath: "path", to: pathNode) { v in
            .map([("d", .string(ValueText.pathData([BezierShape(vector: v)])))])
          }
        } else {
          writer.sampled("path", pathNode, discrete: true, range: converter.emitter(time).frameRange(of: shapeProperty)) { f in
            .map([("d", .string(ValueText.pathData(shapes(f))))])
          }
        }
      }
      pathNode.set("fillColor", .string("#ffffff"))
      writer.opacity(opacity, pathNode, keyPath: "opacity")
      let cutsOut = (mode == "s") != inverted
      let piece = cutsOut ? inverse(pathNode, converter: converter) : pathNode
      switch mode {
      case "a", "l", "d", "f":
        if mode != "a" {
          context.unsupported("mask mode '\(mode)' is drawn as add", layer: layer.name, path: p + ".mode", at: o["mode"]?.range, approximated: true)
        }
        if let so = result {
          let group = SceneNode(id: converter.ids.unique(layer.name + " masks"))
          group.sublayers = [so, piece]
          result = group
        } else {
          result = piece
        }
      case "s", "i":
        guard let so = result else {
          result = piece
          continue
        }
        let group = SceneNode(id: converter.ids.unique(layer.name + " masks"))
        group.sublayers = [so]
        group.mask = piece
        result = group
      default:
        context.unsupported("mask mode '\(mode)' is left out", layer: layer.name, path: p + ".mode", at: o["mode"]?.range)
      }
    }
    node.mask = result
  }

  /// +1 when the shape runs clockwise on screen (y down), −1 otherwise: offsetting
  /// outward is to the left of a clockwise run.
  static func orientation(_ shape: BezierShape) -> Double {
    var area = 0.0
    let v = shape.vertices
    for k in v.indices {
      let a = v[k], b = v[(k + 1) % v.count]
      area += a.x * b.y - b.x * a.y
    }
    return area >= 0 ? 1 : -1
  }

  /// Everything but the shape: the far rectangle with the shape's path as a hole.
  static func inverse(_ shape: SceneNode, converter: Converter) -> SceneNode {
    invertedMaskOf(shape, converter: converter)
  }

  /// An alpha mask that is opaque where `shape` is transparent: the far rectangle with
  /// the shape's path cut out as a hole (evenOdd), its opacity carried over.
  private static func invertedMaskOf(_ shape: SceneNode, converter: Converter) -> SceneNode {
    let hole = SceneNode(id: converter.ids.unique(shape.id + " hole"), type: "shape")
    for (key, value) in shape.properties where key != "fillColor" && key != "opacity" {
      hole.set(key, key == "path" ? prefixFar(value) : value)
    }
    hole.animations = shape.animations.map(prefixFarAnimation)
    hole.set("fillColor", .string("#ffffff"))
    hole.set("fillRule", .scalar("evenOdd"))
    // Mask opacity o leaves 1 − o inside the hole: draw the shape at that alpha too.
    let keep = SceneNode(id: converter.ids.unique(shape.id + " remainder"))
    keep.sublayers = [hole]
    if shape.has("opacity") || shape.animations.contains(where: { if case .map(let e) = $0 { return e.contains { $0.0 == "keyPath" && { if case .scalar("opacity") = $0.1 { return true }; return false }($0) } }; return false }) {
      let remainder = SceneNode(id: converter.ids.unique(shape.id + " partial"), type: "shape")
      for (key, value) in shape.properties where key != "opacity" { remainder.set(key, value) }
      remainder.animations = shape.animations.filter { !isOpacity($0) }
      let opacityAnimations = shape.animations.filter(isOpacity)
      let value = shape.properties.first { $0.0 == "opacity" }?.1
      remainder.set("opacity", complement(value ?? .scalar("1")))
      remainder.animations += opacityAnimations.map(complementAnimation)
      keep.sublayers.append(remainder)
    }
    return keep
  }

  static func isOpacity(_ a: YAMLText) -> Bool {
    guard case .map(let entries) = a else { return false }
    return entries.contains { entry in
      if entry.0 == "keyPath", case .scalar("opacity") = entry.1 { return true }
      return false
    }
  }

  static func complement(_ v: YAMLText) -> YAMLText {
    if case .scalar(let s) = v, let n = Double(s) { return .number(1 - n) }
    return v
  }

  static func complementAnimation(_ a: YAMLText) -> YAMLText {
    guard case .map(let entries) = a else { return a }
    return .map(entries.map { entry in
      if entry.0 == "values", case .list(let values) = entry.1 { return (entry.0, .list(values.map(complement))) }
      return entry
    })
  }

  private static func farD() -> String {
    let f = NumberText.format(far)
    return "M -\(f) -\(f) L \(f) -\(f) L \(f) \(f) L -\(f) \(f) Z "
  }

  private static func prefixFar(_ path: YAMLText) -> YAMLText {
    switch path {
    case .scalar(let s) where s.first == SharedValues.marker:
      return .map([("d", .string(farD() + String(s.dropFirst(2))))])
    case .map(let entries):
      return .map(entries.map { entry in
        if entry.0 == "d", case .scalar(let s) = entry.1 {
          return ("d", .string(farD() + String(s.dropFirst().dropLast())))
        }
        return entry
      })
    default: return path
    }
  }

  private static func prefixFarAnimation(_ a: YAMLText) -> YAMLText {
    guard case .map(let entries) = a else { return a }
    let isPath = entries.contains { e in
      if e.0 == "keyPath", case .scalar("path") = e.1 { return true }
      return false
    }
    guard isPath else { return a }
    return .map(entries.map { e in
      if e.0 == "values", case .list(let values) = e.1 { return (e.0, .list(values.map(prefixFar))) }
      return e
    })
  }

}
