public import SceneModel

/// A deterministic, indented text dump of a decoded scene, for golden tests and debugging.
/// Every property that applies to a layer's type is listed (defaults included; the
/// format's extensions only when set, `LayerPropertyRow.isExtension`), and every
/// timing field of every animation. Numbers use Swift's shortest round-trip description;
/// colors are `#rrggbbaa`.
public func dumpModel(_ scene: Scene) -> String {
  var dump = ModelDump()
  dump.scene(scene)
  return dump.text
}

struct ModelDump {
  var text = ""
  private var depth = 0

  private mutating func line(_ content: String) {
    text += String(repeating: "  ", count: depth) + content + "\n"
  }

  private mutating func nested(_ body: (inout ModelDump) -> Void) {
    depth += 1
    body(&self)
    depth -= 1
  }

  mutating func scene(_ scene: Scene) {
    line("scene '\(scene.name)'")
    nested { d in
      d.line("file: \(scene.file)")
      d.line("size: [\(n(scene.size.width)), \(n(scene.size.height))]")
      d.line("fps: \(n(scene.fps))")
      d.line("duration: \(scene.duration.map(n) ?? "default")")
      d.line("background: \(color(scene.background))")
      d.line("definitions:" + (scene.definitions.isEmpty ? " none" : ""))
      d.nested { d in
        for definition in scene.definitions {
          d.line("\(definition.kind.rawValue) '\(definition.name)' used \(definition.useCount)")
        }
      }
      d.line("layers:" + (scene.layers.isEmpty ? " none" : ""))
      d.nested { d in
        for layer in scene.layers { d.layer(layer) }
      }
    }
  }

  // MARK: - Layers

  private mutating func layer(_ layer: Layer) {
    line("\(layer.kind.rawValue) '\(layer.id)'")
    nested { d in
      for (key, value) in Self.properties(layer.properties, kind: layer.kind) {
        d.line("\(key): \(value)")
      }
      if let mask = layer.mask {
        d.line("mask:")
        d.nested { $0.layer(mask) }
      }
      if !layer.sublayers.isEmpty {
        d.line("sublayers:")
        d.nested { d in
          for sublayer in layer.sublayers { d.layer(sublayer) }
        }
      }
      if !layer.animations.isEmpty {
        d.line("animations:")
        d.nested { d in
          for animation in layer.animations { d.animation(animation) }
        }
      }
    }
  }

  /// The properties of `kind`, in the order of the layer property schema (an extension's
  /// only when set).
  static func properties(_ p: LayerProperties, kind: LayerKind) -> [(String, String)] {
    LayerPropertySchema.rows(for: kind).filter { $0.isListed(in: p) }.map { row in (row.key, value(of: row, in: p)) }
  }

  static func value(of row: LayerPropertyRow, in p: LayerProperties) -> String {
    switch row.slot {
    case .number(let path): n(p[field: path])
    case .point(let path): point(p[field: path])
    case .size(let path): size(p[field: path])
    case .rect(let path): rect(p[field: path])
    case .transform(let path): transform(p[field: path])
    case .bool(let path): "\(p[field: path])"
    case .path(let key): path(p[field: key])
    case .color(let path): color(p[field: path])
    case .opaqueColor(let path): color(p[field: path])
    case .colors(let path): colors(p[field: path])
    case .numbers(let path): numbers(p[field: path])
    case .stops(let path): p[field: path].map(numbers) ?? "evenly spaced"
    case .integer(let path): "\(p[field: path])"
    case .string(let path): quoted(p[field: path])
    case .image(let path): p[field: path].map { "\($0.prefix(40))… (\($0.count) characters)" } ?? "none"
    case .choice(_, let get, _): get(p)
    }
  }

  // MARK: - Animations

  private mutating func animation(_ animation: Animation) {
    let type: String =
      switch animation.kind {
      case .basic: "basic"
      case .keyframe: "keyframe"
      case .spring: "spring"
      case .group: "group"
      case .sequence: "sequence"
      case .set: "set"
      }
    line(type + (animation.id.map { " '\($0)'" } ?? ""))
    nested { d in
      d.line("start: \(Self.start(animation.timing.start))")
      if case .set(let values) = animation.kind {
        d.line("values:")
        d.nested { d in
          for value in values { d.line("\(value.keyPath): \(Self.value(value.value))") }
        }
        return
      }
      d.timing(animation)
      switch animation.kind {
      case .basic(let basic):
        d.basic(basic)
      case .spring(let spring):
        d.basic(spring.basic)
        d.line("mass: \(n(spring.mass))")
        d.line("stiffness: \(n(spring.stiffness))")
        d.line("damping: \(n(spring.damping))")
        d.line("initialVelocity: \(n(spring.initialVelocity))")
        d.line("allowsOverdamping: \(spring.allowsOverdamping)")
      case .keyframe(let keyframe):
        d.keyframe(keyframe)
      case .group(let children), .sequence(let children):
        d.line("animations:")
        d.nested { d in
          for child in children { d.animation(child) }
        }
      case .set:
        break
      }
    }
  }

  private mutating func timing(_ animation: Animation) {
    let t = animation.timing
    line("duration: \(t.duration.map(n) ?? "default")")
    line("timingFunction: \(t.timingFunction.map(Self.timingFunction) ?? "none")")
    line("repeatCount: \(t.repeatCount.isInfinite ? "infinite" : n(t.repeatCount))")
    line("repeatDuration: \(n(t.repeatDuration))")
    line("autoreverses: \(t.autoreverses)")
    line("speed: \(n(t.speed))")
    line("timeOffset: \(n(t.timeOffset))")
    line("fillMode: \(t.fillMode.rawValue)")
    line("removedOnCompletion: \(t.removedOnCompletion)")
    line("additive: \(animation.additive)")
    line("cumulative: \(animation.cumulative)")
  }

  private mutating func basic(_ basic: BasicAnimation) {
    line("keyPath: \(basic.keyPath)")
    line("fromValue: \(basic.fromValue.map(Self.value) ?? "none")")
    line("toValue: \(basic.toValue.map(Self.value) ?? "none")")
    line("byValue: \(basic.byValue.map(Self.value) ?? "none")")
  }

  private mutating func keyframe(_ k: KeyframeAnimation) {
    line("keyPath: \(k.keyPath)")
    line("calculationMode: \(k.calculationMode.rawValue)")
    if let path = k.path {
      line("path: \(Self.path(path))")
    } else {
      line("values:")
      nested { d in
        for value in k.values { d.line("- \(Self.value(value))") }
      }
    }
    line("keyTimes: \(k.keyTimes.map(numbers) ?? "evenly spaced")")
    let functions = k.timingFunctions.map { $0.map(Self.timingFunction).joined(separator: ", ") }
    line("timingFunctions: \(functions.map { "[\($0)]" } ?? "none")")
    line("tensionValues: \(k.tensionValues.map(numbers) ?? "none")")
    line("continuityValues: \(k.continuityValues.map(numbers) ?? "none")")
    line("biasValues: \(k.biasValues.map(numbers) ?? "none")")
    line("rotationMode: \(k.rotationMode?.rawValue ?? "none")")
  }

  // MARK: - Values

  static func start(_ start: AnimationStart) -> String {
    switch start {
    case .beginTime(let time): "beginTime \(n(time))"
    case .after(let reference, let delay): "after '\(reference.id)' + delay \(n(delay))"
    }
  }

  static func value(_ value: AnimatableValue) -> String {
    switch value {
    case .number(let v): n(v)
    case .point(let p): point(p)
    case .size(let s): size(s)
    case .rect(let r): rect(r)
    case .color(let c): color(c)
    case .colors(let c): colors(c)
    case .numbers(let v): numbers(v)
    case .bool(let b): "\(b)"
    case .path(let p): path(p)
    case .transform(let t): transform(t)
    }
  }

  static func timingFunction(_ f: TimingFunction) -> String {
    if let named = TimingFunction.named.first(where: { $0.function == f }) { return named.name }
    return numbers([f.x1, f.y1, f.x2, f.y2])
  }

  static func point(_ p: Point) -> String { "[\(n(p.x)), \(n(p.y))]" }
  static func size(_ s: Size) -> String { "[\(n(s.width)), \(n(s.height))]" }
  static func rect(_ r: Rect) -> String { "[\(n(r.x)), \(n(r.y)), \(n(r.width)), \(n(r.height))]" }
  static func quoted(_ s: String) -> String { "\"" + s + "\"" }

  static func transform(_ t: Transform) -> String {
    if t == .identity { return "identity" }
    var parts: [String] = []
    if t.translation != .zero { parts.append("translation \(point(t.translation))") }
    if t.rotation != 0 { parts.append("rotation \(n(t.rotation))") }
    if t.scaleX != 1 || t.scaleY != 1 { parts.append("scale [\(n(t.scaleX)), \(n(t.scaleY))]") }
    if t.rotationX != 0 { parts.append("rotationX \(n(t.rotationX))") }
    if t.rotationY != 0 { parts.append("rotationY \(n(t.rotationY))") }
    if t.skew != 0 { parts.append("skew \(n(t.skew))") }
    return parts.joined(separator: ", ")
  }

  static func path(_ path: BezierPath?) -> String {
    guard let path else { return "none" }
    if path.isEmpty { return "empty" }
    return path.elements.map { element in
      switch element {
      case .move(let p): "M \(n(p.x)) \(n(p.y))"
      case .line(let p): "L \(n(p.x)) \(n(p.y))"
      case .quad(let c, let p): "Q \(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
      case .cubic(let c1, let c2, let p):
        "C \(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
      case .close: "Z"
      }
    }.joined(separator: " ")
  }
}

private func n(_ value: Double) -> String { value.description }

private func numbers(_ values: [Double]) -> String {
  "[" + values.map(n).joined(separator: ", ") + "]"
}

private func color(_ color: Color?) -> String { color?.hexRGBA ?? "none" }

private func colors(_ colors: [Color]) -> String {
  "[" + colors.map { $0.hexRGBA }.joined(separator: ", ") + "]"
}
