import Foundation

/// A Lottie transform (`ks` of a layer, `tr` of a group): anchor, position (or separate
/// x and y), scale in percent, rotation in degrees, opacity in percent, skew and skew axis
/// in degrees. Points map by T(position) · R(rotation) · Skew · S(scale) · T(−anchor).
struct LottieTransform {
  var anchor: Property
  var position: Property?
  var positionX: Property?
  var positionY: Property?
  var scale: Property
  var rotation: Property
  var opacity: Property
  var skew: Property
  var skewAxis: Property
  var autoOrient = false
  var path: String

  init(_ object: JSONObject?, path: String, context: ImportContext, layer: String) {
    self.path = path
    let dummy = SourceRangeDefault.value
    func prop(_ key: String, _ fallback: [Double]) -> Property {
      context.property(object?[key], "\(path).\(key)", fallback: fallback, layer: layer)
    }
    anchor = prop("a", [0, 0])
    if let p = object?["p"]?.object, (p["s"]?.number ?? 0) >= 0.5 || (p["k"] == nil && p["x"] != nil && p["y"] != nil) {
      positionX = context.property(p["x"], "\(path).p.x", fallback: [0], layer: layer)
      positionY = context.property(p["y"], "\(path).p.y", fallback: [0], layer: layer)
    } else {
      position = prop("p", [0, 0])
    }
    scale = prop("s", [100, 100])
    rotation = object?["r"] != nil ? prop("r", [0]) : prop("rz", [0])
    opacity = prop("o", [100])
    skew = prop("sk", [0])
    skewAxis = prop("sa", [0])
    _ = dummy
    for key in ["rx", "ry"] where object?[key] != nil {
      let p = prop(key, [0])
      if p.isAnimated || (p.value.first ?? 0) != 0 {
        context.unsupported("3D rotation '\(key)' is not supported", layer: layer, path: "\(path).\(key)", at: object?[key]?.range)
      }
    }
  }

  var hasSkew: Bool { skew.isAnimated || (skew.value.first ?? 0) != 0 }

  func positionValue(at f: Double) -> Vec {
    if let position {
      let v = position.value(at: f)
      return Vec(v.first ?? 0, v.count > 1 ? v[1] : 0)
    }
    return Vec(positionX?.value(at: f).first ?? 0, positionY?.value(at: f).first ?? 0)
  }

  /// Rotation in degrees, with the direction of travel added when auto-orienting.
  func rotationValue(at f: Double) -> Double {
    var r = rotation.value(at: f).first ?? 0
    if autoOrient, let position, position.isAnimated {
      let a = position.value(at: f - 0.01), b = position.value(at: f + 0.01)
      var dx = (b.first ?? 0) - (a.first ?? 0), dy = (b.count > 1 ? b[1] : 0) - (a.count > 1 ? a[1] : 0)
      if dx == 0 && dy == 0, let last = position.keyframes.last, let first = position.keyframes.first {
        let end = f <= first.frame ? position.value(at: first.frame + 0.01) : position.value(at: last.frame)
        let start = f <= first.frame ? first.value : position.value(at: last.frame - 0.01)
        dx = end[0] - start[0]
        dy = end.count > 1 && start.count > 1 ? end[1] - start[1] : 0
      }
      if dx != 0 || dy != 0 { r += atan2(dy, dx) * 180 / .pi }
    }
    return r
  }

  /// Rotation, skew and scale (no translation): the scene layer's `transform`.
  func linearPart(at f: Double) -> Matrix {
    let s = scale.value(at: f)
    let sx = (s.first ?? 100) / 100, sy = (s.count > 1 ? s[1] : s.first ?? 100) / 100
    var m = Matrix.scale(sx, sy)
    if hasSkew {
      let k = -(skew.value(at: f).first ?? 0) * .pi / 180
      let axis = (skewAxis.value(at: f).first ?? 0) * .pi / 180
      let shear = Matrix(a: 1, b: 0, c: tan(k), d: 1, tx: 0, ty: 0)
      m = m.then(.rotate(axis)).then(shear).then(.rotate(-axis))
    }
    return m.then(.rotate(rotationValue(at: f) * .pi / 180))
  }

  func matrix(at f: Double) -> Matrix {
    let a = anchor.value(at: f)
    let p = positionValue(at: f)
    return Matrix.translate(-(a.first ?? 0), -(a.count > 1 ? a[1] : 0))
      .then(linearPart(at: f)).then(.translate(p.x, p.y))
  }

  var isAnimated: Bool {
    [anchor, position, positionX, positionY, scale, rotation, skew, skewAxis].contains { $0?.isAnimated ?? false }
  }
}

import SceneDiagnostics

enum SourceRangeDefault {
  static let value = SourceRange(at: SourceLocation(line: 1, column: 1))
}
