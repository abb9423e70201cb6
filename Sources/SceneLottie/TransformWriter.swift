import Foundation

/// Writes a Lottie transform onto a scene layer. The anchor becomes the bounds origin (or,
/// for layers with a size, the anchorPoint), position the position, scale and rotation
/// the layer's `transform` about that point and skew its `skew` and `skewAxis`, so the layer maps points exactly as
/// Lottie does. Keyframes become keyframe animations; what the format cannot say with
/// keyframes of its own is sampled at every frame (exact at the frames; docs/import.md,
/// "Sampled", says which samplings warn).
struct TransformWriter {
  let converter: Converter
  let time: TimeMap
  let layer: String

  var emitter: AnimationEmitter { converter.emitter(time) }

  func apply(_ t: LottieTransform, to node: SceneNode, size: Vec?, opacity: Bool) {
    anchor(t, node, size)
    position(t, node)
    components(t, node)
    skew(t, node)
    if opacity { self.opacity(t.opacity, node, keyPath: "opacity") }
  }

  private func anchor(_ t: LottieTransform, _ node: SceneNode, _ size: Vec?) {
    let a = t.anchor
    if let size, size.x > 0, size.y > 0 {
      node.set("bounds", .numbers([0, 0, size.x, size.y]))
      let unit: ([Double]) -> YAMLText = { v in
        .numbers([(v.first ?? 0) / size.x, (v.count > 1 ? v[1] : 0) / size.y], decimals: 6)
      }
      node.set("anchorPoint", unit(a.value))
      add(a, keyPath: "anchorPoint", to: node, value: unit)
    } else {
      let rect: ([Double]) -> YAMLText = { v in .numbers([v.first ?? 0, v.count > 1 ? v[1] : 0, 0, 0]) }
      if a.isAnimated || (a.value.first ?? 0) != 0 || (a.value.count > 1 && a.value[1] != 0) {
        node.set("bounds", rect(a.value))
      }
      add(a, keyPath: "bounds", to: node, value: rect)
    }
  }

  private func position(_ t: LottieTransform, _ node: SceneNode) {
    if let p = t.position {
      if p.isAnimated || p.value.prefix(2).contains(where: { $0 != 0 }) {
        node.set("position", ValueText.point(p.value))
      }
      guard p.isAnimated else { return }
      if p.hasSpatialCurves {
        sampled("position", node, discrete: false, range: emitter.frameRange(of: p)) { f in
          ValueText.point(p.value(at: f))
        }
      } else if p.easesAllDimensionsAlike {
        add(p, keyPath: "position", to: node, value: ValueText.point)
      } else {
        add(p, keyPath: "position.x", dimension: 0, to: node) { .number($0[0]) }
        add(p, keyPath: "position.y", dimension: 1, to: node) { .number($0[0]) }
      }
    } else if let x = t.positionX, let y = t.positionY {
      node.set("position", .numbers([x.value.first ?? 0, y.value.first ?? 0]))
      add(x, keyPath: "position.x", to: node) { .number($0.first ?? 0) }
      add(y, keyPath: "position.y", to: node) { .number($0.first ?? 0) }
    }
  }

  private func components(_ t: LottieTransform, _ node: SceneNode) {
    var model: [(String, YAMLText)] = []
    let r = t.rotation
    let orients = t.autoOrient && (t.position?.isAnimated ?? false)
    let r0 = orients ? t.rotationValue(at: t.position!.keyframes[0].frame) : (r.value.first ?? 0)
    if r0 != 0 { model.append(("rotation", ValueText.degrees([r0]))) }
    let s = t.scale
    let s0 = s.value
    let sx = (s0.first ?? 100) / 100, sy = (s0.count > 1 ? s0[1] : s0.first ?? 100) / 100
    if sx != 1 || sy != 1 {
      model.append(("scale", sx == sy ? .number(sx) : .numbers([sx, sy])))
    }
    if !model.isEmpty { node.set("transform", .map(model)) }
    if orients {
      let range = emitter.frameRange(from: min(t.position!.keyframes.first!.frame, r.keyframes.first?.frame ?? .infinity),
                                     to: max(t.position!.keyframes.last!.frame, r.keyframes.last?.frame ?? -.infinity))
      sampled("transform.rotation", node, discrete: false, range: range) { f in
        ValueText.degrees([t.rotationValue(at: f)])
      }
    } else {
      add(r, keyPath: "transform.rotation", to: node, value: ValueText.degrees)
    }
    if s.isAnimated {
      let uniform = s.keyframes.allSatisfy { k in k.value.count < 2 || k.value[0] == k.value[1] } && s.easesAllDimensionsAlike
      if uniform {
        add(s, keyPath: "transform.scale", to: node) { .number(($0.first ?? 100) / 100) }
      } else {
        add(s, keyPath: "transform.scale.x", dimension: 0, to: node) { .number($0[0] / 100) }
        add(s, keyPath: "transform.scale.y", dimension: 1, to: node) { .number($0[0] / 100) }
      }
    }
  }

  /// Skew and skew axis (degrees) become the layer's `skew` and `skewAxis` (a scene-format
  /// extension with Lottie's matrix order: scale, skew, rotation), keyframes as they are.
  private func skew(_ t: LottieTransform, _ node: SceneNode) {
    guard t.hasSkew else { return }
    let k = t.skew.value.first ?? 0, axis = t.skewAxis.value.first ?? 0
    if k != 0 || t.skew.isAnimated { node.set("skew", .number(k)) }
    if axis != 0 || t.skewAxis.isAnimated { node.set("skewAxis", .number(axis)) }
    add(t.skew, keyPath: "skew", to: node) { .number($0.first ?? 0) }
    add(t.skewAxis, keyPath: "skewAxis", to: node) { .number($0.first ?? 0) }
  }

  func opacity(_ o: Property, _ node: SceneNode, keyPath: String) {
    let v = (o.value.first ?? 100) / 100
    if v != 1 { node.set(keyPath, .number(v)) }
    add(o, keyPath: keyPath, to: node, value: ValueText.percent)
  }

  /// A keyframe animation of `property`, or samples when its keyframes ease dimensions
  /// apart and no component key path can carry them.
  func add(
    _ property: Property, keyPath: String, dimension: Int? = nil, to node: SceneNode,
    value: @escaping ([Double]) -> YAMLText
  ) {
    guard property.isAnimated else { return }
    if dimension == nil, !property.easesAllDimensionsAlike {
      converter.context.unsupported(
        "keyframes easing each dimension apart are sampled at every frame",
        layer: layer, path: property.path, at: property.range, approximated: true)
      sampled(keyPath, node, discrete: false, range: emitter.frameRange(of: property)) { f in
        value(property.value(at: f))
      }
      return
    }
    if let animation = emitter.keyframeAnimation(keyPath: keyPath, property, dimension: dimension, value: value) {
      node.animations.append(animation)
    }
  }

  /// Values at every frame of `range`, `value` taking the property's own frame number.
  func sampled(_ keyPath: String, _ node: SceneNode, discrete: Bool, range: ClosedRange<Int>?, value: (Double) -> YAMLText) {
    guard let range else { return }
    guard range.count <= converter.context.limits.maxSampledFrames else {
      converter.context.unsupported(
        "'\(keyPath)' would be sampled at \(range.count) frames, more than \(converter.context.limits.maxSampledFrames); its first value is kept",
        layer: layer, path: keyPath, at: nil, approximated: true)
      return
    }
    if let animation = emitter.sampledAnimation(keyPath: keyPath, frames: range, discrete: discrete, value: { index in
      value(time.local(sceneIndex: index))
    }) {
      node.animations.append(animation)
    }
  }
}

/// In and out points: a layer shows from frame `ip` up to, not including, frame `op`.
enum Visibility {
  static func apply(to node: SceneNode, layer: LayerInfo, time: TimeMap, converter: Converter) {
    let ip = layer.object["ip"]?.number ?? -Double.infinity
    let op = layer.object["op"]?.number ?? Double.infinity
    // Frame numbers may be fractional inside a stretched precomposition.
    let first = (time.sceneFrame(ip) - time.start - 1e-9).rounded(.up)
    let end = (time.sceneFrame(op) - time.start - 1e-9).rounded(.up)
    let lastFrame = Double(converter.frameCount - 1)
    var sets: [YAMLText] = []
    // Half a frame early, so the frame at the point itself is on the right side.
    func set(_ frame: Double, hidden: Bool) -> YAMLText {
      .map([
        ("type", .scalar("set")), ("beginTime", AnimationEmitter.secondsText(max(0, (frame - 0.5) / time.fps))),
        ("values", .map([("hidden", .scalar(hidden ? "true" : "false"))])),
      ])
    }
    if first > 0 && first.isFinite {
      node.set("hidden", .scalar("true"))
      if first <= lastFrame { sets.append(set(first, hidden: false)) }
    }
    if end.isFinite && end <= lastFrame {
      if end <= 0 || end <= first {
        node.set("hidden", .scalar("true"))
      } else {
        sets.append(set(end, hidden: true))
      }
    }
    node.animations += sets
  }
}
