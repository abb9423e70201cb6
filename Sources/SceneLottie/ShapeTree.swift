import SceneDiagnostics

/// The items of a shape layer, parsed: groups, shapes, styles and the modifiers that
/// change the shapes before them.
indirect enum ShapeItem {
  case group(ShapeGroup)
  case shape(ShapeSource)
  case style(ShapeStyle)
  case modifier(ShapeModifier)
  case repeater(Repeater)
}

struct ShapeGroup {
  var name: String
  var path: String
  var items: [ShapeItem]
  var transform: LottieTransform?
  /// The scene's `blendMode` (BlendModes); nil: normal.
  var blendMode: String? = nil
}

struct ShapeSource {
  enum Kind {
    case path(Property)
    case rectangle(position: Property, size: Property, roundness: Property)
    case ellipse(position: Property, size: Property)
    /// `mostPoints`: the import's `ImportLimits.maxPolystarPoints`.
    case polystar(
      star: Bool, position: Property, points: Property, rotation: Property, outer: Property,
      inner: Property, outerRoundness: Property, innerRoundness: Property, mostPoints: Int)
  }
  var kind: Kind
  var reversed: Bool
  var path: String

  var properties: [Property] {
    switch kind {
    case .path(let p): [p]
    case .rectangle(let a, let b, let c): [a, b, c]
    case .ellipse(let a, let b): [a, b]
    case .polystar(_, let a, let b, let c, let d, let e, let f, let g, _): [a, b, c, d, e, f, g]
    }
  }

  func shape(at f: Double) -> BezierShape {
    func vec(_ p: Property) -> Vec {
      let v = p.value(at: f)
      return Vec(v.first ?? 0, v.count > 1 ? v[1] : 0)
    }
    func num(_ p: Property) -> Double { p.value(at: f).first ?? 0 }
    switch kind {
    case .path(let p):
      var shape = BezierShape(vector: p.value(at: f))
      if reversed { shape = shape.reversed() }
      return shape
    case .rectangle(let p, let s, let r):
      return ShapeBuilder.rectangle(center: vec(p), size: vec(s), roundness: num(r), reversed: reversed)
    case .ellipse(let p, let s):
      return ShapeBuilder.ellipse(center: vec(p), size: vec(s), reversed: reversed)
    case .polystar(let star, let p, let pt, let r, let or, let ir, let os, let isr, let most):
      return ShapeBuilder.polystar(
        center: vec(p), points: num(pt), rotation: num(r), outerRadius: num(or),
        innerRadius: num(ir), outerRoundness: num(os), innerRoundness: num(isr), star: star,
        reversed: reversed, mostPoints: most)
    }
  }
}

struct GradientSpec {
  var linear: Bool
  var stopCount: Int
  var colors: Property
  var start: Property
  var end: Property
  var highlight: Property?
  var highlightAngle: Property?
}

struct ShapeStyle {
  enum Paint {
    case color(Property)
    case gradient(GradientSpec)
  }
  var stroke: Bool
  var paint: Paint
  var opacity: Property
  var name: String
  var path: String
  var evenOdd = false
  var width: Property?
  var cap = "butt"
  var join = "miter"
  var miterLimit = 4.0
  /// An animatable miter limit (`ml2`), when the file has one instead of `ml`.
  var animatedMiterLimit: Property?
  var dashes: [(kind: String, value: Property)] = []
  /// The scene's `blendMode` (BlendModes); nil: normal.
  var blendMode: String? = nil
}

struct ShapeModifier {
  enum Kind {
    case trim(start: Property, end: Property, offset: Property, individually: Bool)
    case roundCorners(Property)
    case puckerBloat(Property)
    case zigZag(size: Property, ridges: Property, smooth: Bool)
    case offset(amount: Property, join: Int, miterLimit: Property)
    /// Merge paths (`mm`), mode 1 merge … 5 exclude (MergePaths.swift).
    case merge(mode: Int)
  }
  var kind: Kind
  var path: String

  var properties: [Property] {
    switch kind {
    case .trim(let a, let b, let c, _): [a, b, c]
    case .roundCorners(let a), .puckerBloat(let a): [a]
    case .zigZag(let a, let b, _): [a, b]
    case .offset(let a, _, let b): [a, b]
    case .merge: []
    }
  }
}

struct Repeater {
  var copies: Property
  var offset: Property
  var transform: LottieTransform
  var startOpacity: Property
  var endOpacity: Property
  var above: Bool
  var path: String
}

/// Parses the `shapes` (or a group's `it`) list.
struct ShapeParser {
  let context: ImportContext
  let layer: String

  func items(_ list: [JSONValue], path: String) -> [ShapeItem] {
    var out: [ShapeItem] = []
    for (index, value) in list.enumerated() {
      if let item = one(value, "\(path)[\(index)]") { out.append(item) }
    }
    return out
  }

  private func one(_ value: JSONValue, _ p: String) -> ShapeItem? {
    guard let o = context.object(value, p) else { return nil }
    context.itemCount += 1
    if (o["hd"]?.number ?? 0) >= 0.5 { return nil }
    guard let ty = context.string(o["ty"], p + ".ty") else {
      if o["ty"] == nil { context.error("lottie-schema", "\(p) has no type 'ty'", at: value.range) }
      return nil
    }
    return item(ty, o, p, value.range)
  }

  private func prop(_ o: JSONObject, _ key: String, _ p: String, _ fallback: [Double]) -> Property {
    context.property(o[key], "\(p).\(key)", fallback: fallback, layer: layer)
  }

  private func item(_ ty: String, _ o: JSONObject, _ p: String, _ range: SourceRange) -> ShapeItem? {
    let reversed = (o["d"]?.number ?? 1) == 3
    let name = o["nm"]?.string ?? ty
    switch ty {
    case "gr":
      let list = context.array(o["it"], p + ".it") ?? []
      var transform: LottieTransform?
      var parsed: [ShapeItem] = []
      for (i, child) in list.enumerated() {
        if child.object?["ty"]?.string == "tr" {
          transform = LottieTransform(child.object, path: "\(p).it[\(i)]", context: context, layer: layer)
        } else if let item = one(child, "\(p).it[\(i)]") {
          parsed.append(item)
        }
      }
      return .group(
        ShapeGroup(
          name: name, path: p, items: parsed, transform: transform,
          blendMode: BlendModes.sceneName(o, path: p, layer: layer, context: context)))
    case "sh":
      guard let path = context.pathProperty(o["ks"], p + ".ks", layer: layer) else { return nil }
      return .shape(ShapeSource(kind: .path(path), reversed: reversed, path: p))
    case "rc":
      return .shape(
        ShapeSource(
          kind: .rectangle(position: prop(o, "p", p, [0, 0]), size: prop(o, "s", p, [0, 0]), roundness: prop(o, "r", p, [0])),
          reversed: reversed, path: p))
    case "el":
      return .shape(
        ShapeSource(kind: .ellipse(position: prop(o, "p", p, [0, 0]), size: prop(o, "s", p, [0, 0])), reversed: reversed, path: p))
    case "sr":
      let star = (o["sy"]?.number ?? 1) == 1
      let points = prop(o, "pt", p, [5])
      let most = ([points.value] + points.keyframes.map(\.value)).compactMap(\.first).max() ?? 0
      let mostPoints = context.limits.maxPolystarPoints
      let drawn = ShapeBuilder.polystarPoints(most, star: star, mostPoints: mostPoints)
      if Int(lottie: most.rounded(.down)) > drawn {
        context.unsupported(
          "a star or polygon of \(most) points is drawn with \(drawn)", layer: layer,
          path: p + ".pt", at: o["pt"]?.range, approximated: true)
      }
      return .shape(
        ShapeSource(
          kind: .polystar(
            star: star, position: prop(o, "p", p, [0, 0]), points: points,
            rotation: prop(o, "r", p, [0]), outer: prop(o, "or", p, [0]), inner: prop(o, "ir", p, [0]),
            outerRoundness: prop(o, "os", p, [0]), innerRoundness: prop(o, "is", p, [0]),
            mostPoints: mostPoints),
          reversed: reversed, path: p))
    case "fl", "st", "gf", "gs":
      let stroke = ty == "st" || ty == "gs"
      var paint: ShapeStyle.Paint
      if ty == "fl" || ty == "st" {
        paint = .color(prop(o, "c", p, [0, 0, 0, 1]))
      } else {
        guard let g = gradient(o, p) else { return nil }
        paint = .gradient(g)
      }
      var style = ShapeStyle(stroke: stroke, paint: paint, opacity: prop(o, "o", p, [100]), name: name, path: p)
      style.evenOdd = (o["r"]?.number ?? 1) == 2
      style.blendMode = BlendModes.sceneName(o, path: p, layer: layer, context: context)
      if stroke {
        style.width = prop(o, "w", p, [1])
        style.cap = ["1": "butt", "2": "round", "3": "square"][String(Int(lottie: o["lc"]?.number ?? 1))] ?? "butt"
        style.join = ["1": "miter", "2": "round", "3": "bevel"][String(Int(lottie: o["lj"]?.number ?? 1))] ?? "miter"
        style.miterLimit = o["ml"]?.number ?? o["ml2"]?["k"]?.number ?? 4
        if o["ml"]?.number == nil, o["ml2"] != nil {
          let limit = prop(o, "ml2", p, [4])
          style.miterLimit = limit.value.first ?? 4
          if limit.isAnimated { style.animatedMiterLimit = limit }
        }
        if let dashes = o["d"]?.array {
          for (i, d) in dashes.enumerated() {
            guard let dd = d.object else { continue }
            style.dashes.append((dd["n"]?.string ?? "d", context.property(dd["v"], "\(p).d[\(i)].v", fallback: [0], layer: layer)))
          }
        }
      }
      return .style(style)
    case "tm":
      return .modifier(
        ShapeModifier(
          kind: .trim(
            start: prop(o, "s", p, [0]), end: prop(o, "e", p, [100]), offset: prop(o, "o", p, [0]),
            individually: (o["m"]?.number ?? 1) == 2), path: p))
    case "rd":
      return .modifier(ShapeModifier(kind: .roundCorners(prop(o, "r", p, [0])), path: p))
    case "pb":
      return .modifier(ShapeModifier(kind: .puckerBloat(prop(o, "a", p, [0])), path: p))
    case "zz":
      return .modifier(
        ShapeModifier(
          kind: .zigZag(size: prop(o, "s", p, [0]), ridges: prop(o, "r", p, [0]), smooth: (o["pt"]?["k"]?.number ?? o["pt"]?.number ?? 1) == 2),
          path: p))
    case "op":
      return .modifier(
        ShapeModifier(
          kind: .offset(amount: prop(o, "a", p, [0]), join: Int(lottie: o["lj"]?.number ?? 1), miterLimit: prop(o, "ml", p, [4])), path: p))
    case "rp":
      let tr = o["tr"]?.object
      return .repeater(
        Repeater(
          copies: prop(o, "c", p, [1]), offset: prop(o, "o", p, [0]),
          transform: LottieTransform(tr, path: p + ".tr", context: context, layer: layer),
          startOpacity: context.property(tr?["so"], p + ".tr.so", fallback: [100], layer: layer),
          endOpacity: context.property(tr?["eo"], p + ".tr.eo", fallback: [100], layer: layer),
          above: (o["m"]?.number ?? 1) == 1, path: p))
    case "tr":
      return nil
    case "mm":
      let mode = Int(lottie: o["mm"]?.number ?? 1)
      MergePaths.warn(mode: mode, context: context, layer: layer, path: p, at: range)
      return .modifier(ShapeModifier(kind: .merge(mode: mode), path: p))
    default:
      let what = ["tw": "twist", "no": "a no-style item"][ty] ?? "shape item type '\(ty)'"
      context.unsupported("\(what) is not supported; left out", layer: layer, path: p, at: range)
      return nil
    }
  }

  private func gradient(_ o: JSONObject, _ p: String) -> GradientSpec? {
    guard let g = context.object(o["g"], p + ".g") else {
      context.error("lottie-schema", "\(p) is a gradient without 'g'", at: o["g"]?.range)
      return nil
    }
    let count = Int(lottie: g["p"]?.number ?? 0)
    let colors = context.property(g["k"], "\(p).g.k", fallback: [0, 0, 0, 0, 1, 1, 1, 1], layer: layer)
    return GradientSpec(
      linear: (o["t"]?.number ?? 1) == 1, stopCount: max(count, 1), colors: colors,
      start: prop(o, "s", p, [0, 0]), end: prop(o, "e", p, [0, 0]),
      highlight: o["h"].map { _ in prop(o, "h", p, [0]) }, highlightAngle: o["a"].map { _ in prop(o, "a", p, [0]) })
  }
}
