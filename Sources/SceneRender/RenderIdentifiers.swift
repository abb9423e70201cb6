public import SceneModel

/// Element ids of one frame: layer ids as written in the scene (copies made by a replicator
/// get `-i<n>` per instance), and definitions named `<kind>-<layer id>`. Every id is claimed
/// in document order, so the same frame always gets the same ids; a clash (a layer literally
/// named like a generated id) gets `-2`, `-3`, … appended to the later one.
final class RenderIdentifiers {
  private var reserved: Set<String> = []
  private var used: Set<String> = []

  init() {}

  /// Reserves every layer id the frame will write, so definitions never take one.
  init(frame: Frame) {
    for layer in frame.layers { reserve(layer, suffix: "") }
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
    if !used.contains(base) {
      used.insert(base)
      return base
    }
    return unique(base)
  }

  /// The id of a definition (clip path, mask, gradient, filter).
  func definition(_ kind: String, of layerID: String) -> String {
    let base = kind + "-" + layerID
    if !used.contains(base) && !reserved.contains(base) {
      used.insert(base)
      return base
    }
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
