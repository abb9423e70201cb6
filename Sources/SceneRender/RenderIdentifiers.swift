public import SceneModel

/// Element ids of one frame: layer ids as written in the scene (copies made by a replicator
/// get `-i<n>` per instance), and definitions named `<kind>-<layer id>`. Every id is claimed
/// in document order, so the same frame always gets the same ids; a clash (a layer literally
/// named like a generated id) gets `-2`, `-3`, … appended to the later one.
final class RenderIdentifiers {
  private var reserved: Set<String> = []
  private var used: Set<String> = []

  /// The layer ids and copy indices of the frame `reserved` was made for, in walk order.
  private var skeleton = Skeleton()

  init() {}

  /// Reserves every layer id the frame will write, so definitions never take one.
  init(frame: Frame) {
    start(frame)
  }

  /// Starts a frame: forgets the ids used so far and reserves the frame's layer ids. The
  /// frames of a scene have the same layers every time, so the reserved set is rebuilt
  /// only when the layer tree differs from the previous frame's.
  func start(_ frame: Frame) {
    used.removeAll(keepingCapacity: true)
    var matcher = SkeletonMatcher(skeleton)
    frame.layers.withUnsafeBufferPointer { layers in
      for i in layers.indices { matcher.visit(layers[i]) }
    }
    if matcher.matches && matcher.idIndex == skeleton.ids.count && matcher.shapeIndex == skeleton.shape.count {
      return
    }
    skeleton = Skeleton()
    for layer in frame.layers { skeleton.add(layer) }
    reserved.removeAll(keepingCapacity: true)
    for layer in frame.layers { reserve(layer, suffix: "") }
  }

  /// A frame's layer tree as flat lists, in walk order.
  private struct Skeleton {
    var ids: [String] = []
    var shape: [Int] = []

    mutating func add(_ layer: FrameLayer) {
      ids.append(layer.id)
      shape.append(layer.sublayers.count)
      shape.append(layer.instances.count)
      if let mask = layer.mask {
        shape.append(-1)
        add(mask)
      }
      for sublayer in layer.sublayers { add(sublayer) }
      for instance in layer.instances {
        shape.append(instance.index)
        shape.append(instance.sublayers.count)
        for sublayer in instance.sublayers { add(sublayer) }
      }
    }
  }

  /// Walks a frame as `Skeleton.add` does, comparing with a stored skeleton instead of
  /// building one (ids share storage with the scene's, so most comparisons are pointer
  /// comparisons).
  private struct SkeletonMatcher {
    let skeleton: Skeleton
    var idIndex = 0
    var shapeIndex = 0
    var matches = true

    init(_ skeleton: Skeleton) { self.skeleton = skeleton }

    mutating func id(_ id: String) {
      guard matches, idIndex < skeleton.ids.count, skeleton.ids[idIndex] == id else { return matches = false }
      idIndex += 1
    }

    mutating func shape(_ value: Int) {
      guard matches, shapeIndex < skeleton.shape.count, skeleton.shape[shapeIndex] == value else { return matches = false }
      shapeIndex += 1
    }

    mutating func visit(_ layer: FrameLayer) {
      guard matches else { return }
      id(layer.id)
      shape(layer.sublayers.count)
      shape(layer.instances.count)
      if let mask = layer.mask {
        shape(-1)
        visit(mask)
      }
      // Through the buffers: cheaper than a for-in over [FrameLayer], which retains and
      // releases each layer.
      layer.sublayers.withUnsafeBufferPointer { sublayers in
        for i in sublayers.indices { visit(sublayers[i]) }
      }
      for k in layer.instances.indices {
        shape(layer.instances[k].index)
        shape(layer.instances[k].sublayers.count)
        layer.instances[k].sublayers.withUnsafeBufferPointer { sublayers in
          for i in sublayers.indices { visit(sublayers[i]) }
        }
      }
    }
  }

  private func reserve(_ layer: FrameLayer, suffix: String) {
    reserved.insert(layer.id + suffix)
    if let mask = layer.mask { reserve(mask, suffix: suffix) }
    for sublayer in layer.sublayers { reserve(sublayer, suffix: suffix) }
    for instance in layer.instances {
      let instanceSuffix = suffix + Self.instanceSuffix(instance.index)
      for sublayer in instance.sublayers { reserve(sublayer, suffix: instanceSuffix) }
    }
  }

  static func instanceSuffix(_ index: Int) -> String { index == 0 ? "" : "-i\(index)" }

  /// The id of a layer element.
  func layer(_ base: String) -> String {
    if used.insert(base).inserted { return base }
    return unique(base)
  }

  /// The id of a definition (clip path, mask, gradient, filter).
  func definition(_ kind: String, of layerID: String) -> String {
    let base = kind + "-" + layerID
    if !reserved.contains(base), used.insert(base).inserted { return base }
    return unique(base)
  }

  private func unique(_ base: String) -> String {
    var n = 2
    while used.contains("\(base)-\(n)") || reserved.contains("\(base)-\(n)") { n += 1 }
    let id = "\(base)-\(n)"
    used.insert(id)
    return id
  }
}
