import SceneModel

/// What the evaluated frames show of each layer, for rules about visibility and placement.
/// Every frame is looked at when the scene has at most `maxSamples` frames; longer scenes
/// are sampled at `maxSamples` evenly spaced frames, first and last included. Crowded scenes
/// get fewer samples, so that samples × layers stays within `maxLayerEvaluations` (at least
/// the first and the last frame are always looked at).
struct FrameSamples: Sendable {
  static let maxSamples = 300
  static let maxLayerEvaluations = 40_000

  /// Scene-clock times of the sampled frames, increasing.
  private(set) var times: [Double] = []
  /// Per layer id: whether the layer (and every ancestor) is shown in each sample, i.e. not
  /// hidden and with opacity above 0. Missing for masks, which draw nothing themselves.
  private(set) var visible: [String: [Bool]] = [:]
  /// Per layer id: whether what the layer and its sublayers draw lies at least partly on the
  /// canvas in some sample.
  private(set) var everOnCanvas: Set<String> = []
  /// Per layer id: whether the layer or a sublayer draws anything in some sample.
  private(set) var everDraws: Set<String> = []

  init(frameCount: Int, fps: Double, canvas: Size, layersPerFrame: Int, frame: (Int) -> Frame) {
    let count = max(frameCount, 1)
    let affordable = max(2, Self.maxLayerEvaluations / max(layersPerFrame, 1))
    let sampleCount = min(count, Self.maxSamples, affordable)
    let indices: [Int] =
      sampleCount == 1
      ? [0]
      : (0..<sampleCount).map { i in
        Int((Double(i) * Double(count - 1) / Double(sampleCount - 1)).rounded())
      }
    for (sample, index) in indices.enumerated() {
      let frame = frame(index)
      times.append(FrameClock.time(ofFrame: index, fps: fps))
      for layer in frame.layers {
        visit(
          layer, toScene: .identity, parentVisible: true, sample: sample, sampleCount: sampleCount,
          canvas: canvas)
      }
    }
  }

  /// True when `layerID` is shown in some sampled frame with time in `window`.
  func isVisible(_ layerID: String, during window: ClosedRange<Double>) -> Bool? {
    guard let flags = visible[layerID] else { return nil }
    var sawSample = false
    for (index, time) in times.enumerated() where window.contains(time) {
      sawSample = true
      if flags[index] { return true }
    }
    return sawSample ? false : nil
  }

  /// Visits a layer; returns the box, in scene coordinates, of what it and its sublayers draw.
  @discardableResult
  private mutating func visit(
    _ layer: FrameLayer, toScene parent: AffineMatrix, parentVisible: Bool, sample: Int,
    sampleCount: Int, canvas: Size
  ) -> Rect? {
    let p = layer.properties
    let shown = parentVisible && !p.hidden && p.opacity > 0
    var flags = visible[layer.id] ?? Array(repeating: false, count: sampleCount)
    if shown { flags[sample] = true }
    visible[layer.id] = flags

    let toScene = Self.layerMatrix(p).then(parent)
    let ownBox = shown ? Self.contentBox(of: layer) : nil
    var sceneBox = ownBox.map { Self.transformed($0, by: toScene) }
    if layer.instances.isEmpty {
      for sublayer in layer.sublayers {
        let box = visit(
          sublayer, toScene: toScene, parentVisible: shown, sample: sample, sampleCount: sampleCount,
          canvas: canvas)
        sceneBox = Self.union(sceneBox, box)
      }
    } else {
      for instance in layer.instances {
        for sublayer in instance.sublayers {
          let box = visit(
            sublayer, toScene: instance.transform.then(toScene), parentVisible: shown, sample: sample,
            sampleCount: sampleCount, canvas: canvas)
          sceneBox = Self.union(sceneBox, box)
        }
      }
    }
    if p.masksToBounds, let box = sceneBox {
      sceneBox = Self.intersection(box, Self.transformed(p.bounds, by: toScene))
    }
    if let box = sceneBox {
      everDraws.insert(layer.id)
      if box.maxX > 0, box.minX < canvas.width, box.maxY > 0, box.minY < canvas.height {
        everOnCanvas.insert(layer.id)
      }
    }
    return sceneBox
  }

  /// Core Animation's layer-to-superlayer matrix: the anchor point of `bounds` goes to
  /// `position`, and `transform` applies about it.
  static func layerMatrix(_ p: LayerProperties) -> AffineMatrix {
    let anchorX = p.bounds.x + p.anchorPoint.x * p.bounds.width
    let anchorY = p.bounds.y + p.anchorPoint.y * p.bounds.height
    return AffineMatrix.translation(-anchorX, -anchorY)
      .then(p.transform.matrix)
      .then(.translation(p.position.x, p.position.y))
  }

  /// The box, in the layer's own coordinates, of what the layer itself draws, or nil.
  static func contentBox(of layer: FrameLayer) -> Rect? {
    let p = layer.properties
    var box: Rect?
    func visible(_ color: Color?) -> Bool { (color?.alpha ?? 0) > 0 }
    let hasArea = p.bounds.width > 0 || p.bounds.height > 0
    var fillsBounds = visible(p.backgroundColor) || (p.borderWidth > 0 && visible(p.borderColor))
    switch layer.kind {
    case .text: fillsBounds = fillsBounds || !p.string.isEmpty
    case .gradient: fillsBounds = fillsBounds || !p.colors.isEmpty
    default: break
    }
    if fillsBounds && hasArea { box = p.bounds }
    if layer.kind == .shape, let path = p.path, !path.isEmpty {
      let stroked = visible(p.strokeColor) && p.lineWidth > 0
      if stroked || visible(p.fillColor), let pathBox = pointsBox(path) {
        let margin = stroked ? p.lineWidth / 2 : 0
        box = union(
          box,
          Rect(
            pathBox.x - margin, pathBox.y - margin, pathBox.width + 2 * margin, pathBox.height + 2 * margin))
      }
    }
    return box
  }

  /// The box of all points of a path, control points included (it contains the curve).
  static func pointsBox(_ path: BezierPath) -> Rect? {
    let points = path.elements.flatMap(\.points)
    guard let first = points.first else { return nil }
    var minX = first.x
    var minY = first.y
    var maxX = first.x
    var maxY = first.y
    for point in points.dropFirst() {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    return Rect(minX, minY, maxX - minX, maxY - minY)
  }

  static func transformed(_ rect: Rect, by matrix: AffineMatrix) -> Rect {
    let corners = [
      Point(rect.minX, rect.minY), Point(rect.maxX, rect.minY), Point(rect.minX, rect.maxY),
      Point(rect.maxX, rect.maxY),
    ].map(matrix.apply)
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minX = xs.min()!
    let minY = ys.min()!
    return Rect(minX, minY, xs.max()! - minX, ys.max()! - minY)
  }

  static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
    guard let a else { return b }
    guard let b else { return a }
    let minX = min(a.minX, b.minX)
    let minY = min(a.minY, b.minY)
    return Rect(minX, minY, max(a.maxX, b.maxX) - minX, max(a.maxY, b.maxY) - minY)
  }

  static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
    let minX = max(a.minX, b.minX)
    let minY = max(a.minY, b.minY)
    let maxX = min(a.maxX, b.maxX)
    let maxY = min(a.maxY, b.maxY)
    guard maxX >= minX, maxY >= minY else { return nil }
    return Rect(minX, minY, maxX - minX, maxY - minY)
  }
}
