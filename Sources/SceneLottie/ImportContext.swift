public import SceneDiagnostics

/// The importer's limits: a hostile Lottie file is bounded like a scene file.
public struct ImportLimits: Sendable {
  public var json = JSONReader.Limits()
  /// Keyframes in one property.
  public var maxKeyframes = 100_000
  /// Precompositions inside precompositions.
  public var maxPrecompDepth = 16
  /// Layers and shape items drawn, precomposition copies counted.
  public var maxItems = 100_000
  /// Frames a sampled property may cover.
  public var maxSampledFrames = 20_000
  /// Frames of the animation (`op` − `ip`), and how far a time remap may reach: by
  /// default as many as one `scenec compile` writes.
  public var maxFrames = 1_000_000
  /// Points of one star or polygon: a file may ask for any number, and each point is a
  /// vertex (two for a star) of every frame's path. More are drawn with this many, warned.
  public var maxPolystarPoints = 1_000
  /// Vertices a zig-zag or an offset path makes of one shape: a zig-zag gets fewer ridges a
  /// segment (warned), an offset path halves its curves fewer times (docs/import.md).
  public var maxShapeVertices = 10_000
  public init() {}
}

/// Reads Lottie values with their JSON paths and collects diagnostics. Schema breaks are
/// errors at the offending value; features the scene format cannot express are warnings
/// (errors with `strict`) naming the Lottie layer and the JSON path.
final class ImportContext {
  let file: String
  let strict: Bool
  let limits: ImportLimits
  var diagnostics: [Diagnostic] = []
  var itemCount = 0

  init(file: String, strict: Bool, limits: ImportLimits) {
    self.file = file
    self.strict = strict
    self.limits = limits
  }

  var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

  func error(_ id: String, _ message: String, at range: SourceRange?) {
    diagnostics.append(Diagnostic(id: id, message: message, file: file, range: range))
  }

  /// Something the scene cannot say exactly: `unsupported` (left out) or `approximated`.
  func unsupported(_ what: String, layer: String, path: String, at range: SourceRange?, approximated: Bool = false) {
    let id = approximated ? "lottie-approximated" : "lottie-unsupported"
    diagnostics.append(
      Diagnostic(
        id: id, severity: strict ? .error : .warning,
        message: "layer '\(layer)' (\(path)): \(what)", file: file, range: range))
  }

  // MARK: - Reading values

  func object(_ value: JSONValue?, _ path: String) -> JSONObject? {
    guard let value else { return nil }
    guard let object = value.object else {
      error("lottie-schema", "\(path) must be an object, found \(value.kindName)", at: value.range)
      return nil
    }
    return object
  }

  func array(_ value: JSONValue?, _ path: String) -> [JSONValue]? {
    guard let value else { return nil }
    guard let array = value.array else {
      error("lottie-schema", "\(path) must be an array, found \(value.kindName)", at: value.range)
      return nil
    }
    return array
  }

  func number(_ value: JSONValue?, _ path: String) -> Double? {
    guard let value else { return nil }
    if case .null = value.kind { return nil }
    guard let number = value.number else {
      error("lottie-schema", "\(path) must be a number, found \(value.kindName)", at: value.range)
      return nil
    }
    return number
  }

  func string(_ value: JSONValue?, _ path: String) -> String? {
    guard let value else { return nil }
    guard let string = value.string else {
      error("lottie-schema", "\(path) must be a string, found \(value.kindName)", at: value.range)
      return nil
    }
    return string
  }

  func numbers(_ value: JSONValue, _ path: String) -> [Double]? {
    if let n = value.number { return [n] }
    guard let items = value.array else {
      error("lottie-schema", "\(path) must be a number or a list of numbers, found \(value.kindName)", at: value.range)
      return nil
    }
    var out: [Double] = []
    for (i, item) in items.enumerated() {
      guard let n = item.number else {
        error("lottie-schema", "\(path)[\(i)] must be a number, found \(item.kindName)", at: item.range)
        return nil
      }
      out.append(n)
    }
    return out
  }

  /// An animatable property: `{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`.
  /// `fallback` is used (silently) when the property is absent.
  func property(_ value: JSONValue?, _ path: String, fallback: [Double], layer: String) -> Property {
    guard let value else { return .constant(fallback, path: path, range: SourceRange(at: .init(line: 1, column: 1))) }
    if let n = value.number { return .constant([n], path: path, range: value.range) }
    guard let object = object(value, path) else { return .constant(fallback, path: path, range: value.range) }
    if object["x"] != nil {
      unsupported("expressions are not evaluated; the property's keyframes are used", layer: layer, path: path + ".x", at: object["x"]?.range, approximated: true)
    }
    guard let k = object["k"] else {
      error("lottie-schema", "\(path) has no 'k' (value or keyframes)", at: value.range)
      return .constant(fallback, path: path, range: value.range)
    }
    if let items = k.array, let first = items.first, first.object != nil {
      return keyframes(items, path + ".k", fallback: fallback, range: value.range, vectorOf: { self.numbers($0, $1) })
    }
    guard let v = numbers(k, path + ".k") else { return .constant(fallback, path: path, range: value.range) }
    return .constant(v.isEmpty ? fallback : v, path: path, range: value.range)
  }

  /// A shape path property (`sh.ks`, a mask's `pt`), flattened to vectors (see BezierShape).
  func pathProperty(_ value: JSONValue?, _ path: String, layer: String) -> Property? {
    guard let object = object(value, path) else {
      if value == nil { error("lottie-schema", "\(path) is missing", at: nil) }
      return nil
    }
    guard let k = object["k"] else {
      error("lottie-schema", "\(path) has no 'k'", at: value?.range)
      return nil
    }
    let range = value!.range
    if let items = k.array, let first = items.first, first.object?["t"] != nil {
      let p = keyframes(items, path + ".k", fallback: [0], range: range) { v, p in
        // A keyframe's value is a list holding one path.
        if let list = v.array, let first = list.first { return self.bezier(first, p + "[0]") }
        return self.bezier(v, p)
      }
      if let counts = Optional(p.keyframes.map(\.value.count)), Set(counts).count > 1 {
        unsupported("path keyframes with different vertex counts morph by padding", layer: layer, path: path, at: range, approximated: true)
      }
      return p
    }
    guard let vector = bezier(k, path + ".k") else { return nil }
    return .constant(vector, path: path, range: range)
  }

  private func bezier(_ value: JSONValue, _ path: String) -> [Double]? {
    guard let o = object(value, path) else { return nil }
    let closed = o["c"]?.number ?? 0
    guard let v = array(o["v"], path + ".v") else {
      error("lottie-schema", "\(path) has no vertices 'v'", at: value.range)
      return nil
    }
    let ins = array(o["i"], path + ".i") ?? []
    let outs = array(o["o"], path + ".o") ?? []
    var vector = [closed]
    for (n, vertex) in v.enumerated() {
      guard let p = numbers(vertex, "\(path).v[\(n)]"), p.count >= 2 else {
        error("lottie-schema", "\(path).v[\(n)] must be a point [x, y]", at: vertex.range)
        return nil
      }
      let i = n < ins.count ? (numbers(ins[n], "\(path).i[\(n)]") ?? [0, 0]) : [0, 0]
      let o = n < outs.count ? (numbers(outs[n], "\(path).o[\(n)]") ?? [0, 0]) : [0, 0]
      vector += [p[0], p[1], i.first ?? 0, i.count > 1 ? i[1] : 0, o.first ?? 0, o.count > 1 ? o[1] : 0]
    }
    return vector
  }

  private func easings(_ value: JSONValue?, _ path: String) -> ([Double], [Double])? {
    guard let o = value?.object else { return nil }
    let x = o["x"].flatMap { numbers($0, path + ".x") } ?? []
    let y = o["y"].flatMap { numbers($0, path + ".y") } ?? []
    return (x, y)
  }

  private func keyframes(
    _ items: [JSONValue], _ path: String, fallback: [Double], range: SourceRange,
    vectorOf: (JSONValue, String) -> [Double]?
  ) -> Property {
    if items.count > limits.maxKeyframes {
      error("lottie-too-large", "\(path) has \(items.count) keyframes; at most \(limits.maxKeyframes) are read", at: range)
      return .constant(fallback, path: path, range: range)
    }
    var frames: [Keyframe] = []
    var previousEnd: [Double]?
    for (n, item) in items.enumerated() {
      let p = "\(path)[\(n)]"
      guard let o = object(item, p) else { continue }
      guard let t = number(o["t"], p + ".t") else {
        error("lottie-schema", "\(p) has no time 't'", at: item.range)
        continue
      }
      var value: [Double]?
      if let s = o["s"] { value = vectorOf(s, p + ".s") } else { value = previousEnd }
      previousEnd = o["e"].flatMap { vectorOf($0, p + ".e") }
      guard let v = value ?? frames.last?.value else { continue }
      var eases: [Easing] = []
      if let (ox, oy) = easings(o["o"], p + ".o"), let (ix, iy) = easings(o["i"], p + ".i"),
        !ox.isEmpty, !oy.isEmpty, !ix.isEmpty, !iy.isEmpty
      {
        let count = max(ox.count, oy.count, ix.count, iy.count)
        for d in 0..<count {
          func at(_ a: [Double]) -> Double { a[min(d, a.count - 1)] }
          eases.append(Easing(x1: min(max(at(ox), 0), 1), y1: at(oy), x2: min(max(at(ix), 0), 1), y2: at(iy)))
        }
      }
      let hold = (o["h"]?.number ?? 0) >= 0.5
      let to = o["to"].flatMap { numbers($0, p + ".to") }
      let ti = o["ti"].flatMap { numbers($0, p + ".ti") }
      if let last = frames.last, t < last.frame {
        error("lottie-schema", "\(p).t (\(t)) comes before the keyframe before it (\(last.frame))", at: o["t"]?.range)
        continue
      }
      frames.append(Keyframe(frame: t, value: v, hold: hold, easings: eases, spatialOut: to, spatialIn: ti, range: item.range))
    }
    // An old-style list ends with a keyframe holding only "t" whose value is the last "e".
    if let end = previousEnd, let last = frames.last, items.count > 0, items.last?.object?["s"] == nil {
      frames[frames.count - 1].value = end
      _ = last
    }
    guard let first = frames.first else { return .constant(fallback, path: path, range: range) }
    if frames.count == 1 { return .constant(first.value, path: path, range: range) }
    return Property(value: first.value, keyframes: frames, path: path, range: range)
  }
}
