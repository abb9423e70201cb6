public import SceneDiagnostics
import Foundation

/// What `scenec import` produces: the scene text (nil when the file has errors) and the
/// diagnostics, located in the Lottie file.
public struct LottieImportResult: Sendable {
  public var yaml: String?
  public var diagnostics: [Diagnostic]
}

/// Lottie (Bodymovin) JSON → scene YAML text. See docs/import.md for the mapping.
public enum LottieImporter {
  public static func convert(
    bytes: [UInt8], file: String, sceneName: String, strict: Bool = false,
    limits: ImportLimits = ImportLimits(), baseDirectory: String? = nil
  ) -> LottieImportResult {
    let root: JSONValue
    switch JSONReader.parse(bytes, file: file, limits: limits.json) {
    case .success(let value): root = value
    case .failure(let failure): return LottieImportResult(yaml: nil, diagnostics: [failure.diagnostic])
    }
    let context = ImportContext(file: file, strict: strict, limits: limits)
    let folder = (file as NSString).deletingLastPathComponent
    let converter = Converter(context: context, baseDirectory: baseDirectory ?? (folder.isEmpty ? "." : folder))
    let yaml = converter.run(root, sceneName: sceneName)
    let diagnostics = context.diagnostics.sortedAndUnique()
    let failed = diagnostics.contains { $0.severity == .error }
    return LottieImportResult(yaml: failed ? nil : yaml, diagnostics: diagnostics)
  }
}

/// A layer of a composition as read from `layers[i]`.
struct LayerInfo {
  var object: JSONObject
  var path: String
  var index: Int
  var name: String
  var ind: Int?
  var parent: Int?
  var type: Int
  var range: SourceRange
  var isMatteSource: Bool { (object["td"]?.number ?? 0) >= 0.5 }
  var matteMode: Int { Int(lottie: object["tt"]?.number ?? 0) }
}

final class Converter {
  let context: ImportContext
  var ids = IdAllocator()
  var shared = SharedValues()
  var fps = 60.0
  var start = 0.0
  var frameCount = 1
  var assets: [String: (JSONObject, String)] = [:]
  var precompStack: [String] = []
  /// Whether a layer of the composition being converted has a blend mode: After Effects
  /// blends it only with the composition's own layers, so a precomposition holding one
  /// is drawn as one group (`shouldRasterize`).
  var compositionBlends = false
  /// Rotation, scale and skew from the space of the layer being converted (and of the
  /// composition it is in) to the root composition's, at the first frame: where
  /// ShapeEmitter finds half a composition pixel for gradients (GradientPixelGrid).
  var layerToRoot = Matrix.identity
  var compositionToRoot = Matrix.identity
  /// The file's fonts (`fonts.list`) by name (`fName`), and glyph outlines (`chars`).
  var fonts: [String: JSONObject] = [:]
  var chars: [JSONValue] = []

  /// Where images beside the Lottie file are looked for.
  let baseDirectory: String

  init(context: ImportContext, baseDirectory: String) {
    self.context = context
    self.baseDirectory = baseDirectory
  }

  func run(_ root: JSONValue, sceneName: String) -> String? {
    guard let top = context.object(root, "the file") else { return nil }
    func required(_ key: String, _ what: String) -> Double? {
      guard let v = top[key] else {
        context.error("lottie-schema", "the file has no '\(key)' (\(what)); is it a Lottie animation?", at: SourceRange(at: root.range.start))
        return nil
      }
      return context.number(v, key)
    }
    let fr = required("fr", "frame rate")
    let ip = required("ip", "in point")
    let op = required("op", "out point")
    let w = required("w", "width")
    let h = required("h", "height")
    let layers = top["layers"].flatMap { context.array($0, "layers") }
    if top["layers"] == nil {
      context.error("lottie-schema", "the file has no 'layers'", at: SourceRange(at: root.range.start))
    }
    guard let fr, let ip, let op, let w, let h, let layers else { return nil }
    if !(fr > 0) || !(w >= 0) || !(h >= 0) || !(op >= ip) {
      context.error("lottie-schema", "fr must be positive, w and h not negative and op not before ip", at: top["fr"]?.range)
      return nil
    }
    fps = fr
    start = ip
    if fr > 240 || fr < 1 || fr != fr.rounded() {
      context.unsupported("frame rate \(fr) is outside the scene's whole 1…240; frames are placed at the nearest whole rate", layer: "(composition)", path: "fr", at: top["fr"]?.range, approximated: true)
    }
    guard op - ip <= Double(context.limits.maxFrames) else {
      context.error(
        "lottie-too-large", "the animation has \(op - ip) frames; at most \(context.limits.maxFrames) are imported",
        at: top["op"]?.range)
      return nil
    }
    frameCount = max(1, Int(lottie: (op - ip).rounded(.up)))
    for (i, asset) in (top["assets"].flatMap { context.array($0, "assets") } ?? []).enumerated() {
      guard let o = asset.object, let id = o["id"]?.string else { continue }
      assets[id] = (o, "assets[\(i)]")
    }
    for font in top["fonts"]?.object?["list"]?.array ?? [] {
      if let o = font.object, let name = o["fName"]?.string { fonts[name] = o }
    }
    chars = top["chars"]?.array ?? []
    let time = TimeMap(fps: fps, start: start)
    let nodes = convertComposition(layers, path: "layers", time: time, depth: 0)
    let limit = context.limits.maxItems
    if !context.hasErrors, SceneNode.drawnLayers(nodes, cap: limit + 1) > limit {
      context.error(
        "lottie-too-large", "the layers, repeater copies counted, would make a frame draw more than \(limit) layers",
        at: top["layers"]?.range)
    }
    if context.hasErrors { return nil }

    let sceneEntries: [(String, YAMLText)] = [
      ("name", .scalar(Self.sceneName(sceneName))),
      ("size", .numbers([w, h])),
      ("fps", .number(min(max(fr.rounded(), 1), 240))),
      ("duration", .number(Self.sceneDuration(frames: frameCount, fps: fps), decimals: 6)),
    ]
    let layerList: YAMLText = .list(nodes.map(\.yaml))
    let (defs, tree) = shared.resolve(layerList)
    var document: [(String, YAMLText)] = [("version", .scalar("1"))]
    document.append(("scene", .map(sceneEntries)))
    if let defs { document.append(("defs", defs)) }
    document.append(("layers", tree))
    let name = top["nm"]?.string.map { " (\($0))" } ?? ""
    return "# Imported from a Lottie file\(name) by scenec import.\n" + YAMLText.map(document).render()
  }

  /// The scene duration that gives `frames` frames at `fps`: (frames − 1) / fps, written
  /// with 6 decimals rounded *up*. Rounded to the nearest, 119 / 60 s becomes 1.983333, and
  /// 1.983333 · 60 = 118.99998 makes the scene one frame short (floor(D · fps) + 1 frames);
  /// rounded up it is 1.983334, 119.00004 frames in: the same count, since the 6th decimal
  /// adds less than a frame at any rate up to 240.
  static func sceneDuration(frames: Int, fps: Double) -> Double {
    (Double(frames - 1) / fps * 1e6).rounded(.up) / 1e6
  }

  static func sceneName(_ stem: String) -> String {
    let cleaned = String(stem.unicodeScalars.map { s -> Character in
      (s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s))) || s == "-" || s == "_" ? Character(s) : "-"
    })
    return cleaned.isEmpty ? "imported" : cleaned
  }

  // MARK: - Compositions and layers

  func readLayers(_ list: [JSONValue], path: String) -> [LayerInfo] {
    var out: [LayerInfo] = []
    for (i, value) in list.enumerated() {
      let p = "\(path)[\(i)]"
      guard let o = context.object(value, p) else { continue }
      guard let ty = o["ty"].flatMap({ context.number($0, p + ".ty") }) else {
        context.error("lottie-schema", "\(p) has no layer type 'ty'", at: value.range)
        continue
      }
      out.append(
        LayerInfo(
          object: o, path: p, index: i, name: o["nm"]?.string ?? "layer \(i)",
          ind: o["ind"]?.number.map { Int(lottie: $0) }, parent: o["parent"]?.number.map { Int(lottie: $0) },
          type: Int(lottie: ty), range: value.range))
    }
    return out
  }

  /// The layers of a composition, back to front (Lottie lists them front to back).
  func convertComposition(_ list: [JSONValue], path: String, time: TimeMap, depth: Int) -> [SceneNode] {
    let layers = readLayers(list, path: path)
    var byInd: [Int: LayerInfo] = [:]
    for layer in layers { if let ind = layer.ind { byInd[ind] = layer } }
    var out: [SceneNode] = []
    for (position, layer) in layers.enumerated().reversed() {
      context.itemCount += 1
      if context.itemCount > context.limits.maxItems {
        context.error("lottie-too-large", "more than \(context.limits.maxItems) layers and shapes", at: layer.range)
        return out
      }
      if (layer.object["hd"]?.number ?? 0) >= 0.5 || layer.isMatteSource { continue }
      guard var node = placedLayer(layer, byInd: byInd, time: time, depth: depth) else { continue }
      if layer.matteMode != 0 {
        var matte: LayerInfo?
        if let tp = layer.object["tp"]?.number.map({ Int(lottie: $0) }) {
          matte = byInd[tp]
        } else if position > 0 {
          matte = layers[position - 1]
        }
        if let matte, let maskNode = placedLayer(matte, byInd: byInd, time: time, depth: depth, forMatte: true) {
          let wrapper = SceneNode(id: ids.unique(layer.name + " matte"))
          wrapper.sublayers = [node]
          // Track mattes: 1 alpha, 2 alpha inverted, 3 luma, 4 luma inverted.
          let modes = [1: "alpha", 2: "alphaInverted", 3: "luminance", 4: "luminanceInverted"]
          if let mode = modes[layer.matteMode] {
            wrapper.mask = maskNode
            if mode != "alpha" { wrapper.set("maskMode", .scalar(mode)) }
          } else {
            context.unsupported(
              "track matte mode \(layer.matteMode) is not known; the layer is drawn unmasked",
              layer: layer.name, path: layer.path + ".tt", at: layer.object["tt"]?.range)
          }
          node = wrapper
        } else {
          context.unsupported("track matte without its matte layer is left out", layer: layer.name, path: layer.path + ".tt", at: layer.object["tt"]?.range)
        }
      }
      if let mode = BlendModes.sceneName(layer.object, path: layer.path, layer: layer.name, context: context) {
        node.set("blendMode", .scalar(mode))
        compositionBlends = true
      }
      out.append(node)
    }
    return out
  }

  /// A layer inside the transforms of its parents (Lottie parenting passes transforms
  /// only, not opacity), hidden outside its in and out points.
  func placedLayer(_ layer: LayerInfo, byInd: [Int: LayerInfo], time: TimeMap, depth: Int, forMatte: Bool = false) -> SceneNode? {
    layerToRoot = GradientPixelGrid.layerToRoot(layer, byInd: byInd, time: time, composition: compositionToRoot, context: context)
    guard var node = ownNode(layer, time: time, depth: depth) else { return nil }
    var seen: Set<Int> = []
    var parent = layer.parent
    while let p = parent, let info = byInd[p] {
      if seen.contains(p) || seen.count > 64 {
        context.error("lottie-schema", "layer '\(layer.name)' has a parent cycle", at: layer.object["parent"]?.range)
        break
      }
      seen.insert(p)
      let container = SceneNode(id: ids.unique(info.name + " parent"))
      let transform = LottieTransform(info.object["ks"]?.object, path: info.path + ".ks", context: context, layer: info.name)
      let parentTime = time.inner(startTime: info.object["st"]?.number ?? 0, stretch: 1)
      TransformWriter(converter: self, time: parentTime, layer: info.name).apply(transform, to: container, size: nil, opacity: false)
      container.sublayers = [node]
      node = container
      parent = info.parent
    }
    Visibility.apply(to: node, layer: layer, time: time, converter: self)
    return node
  }

  /// The layer itself: its transform, masks and content.
  func ownNode(_ layer: LayerInfo, time: TimeMap, depth: Int) -> SceneNode? {
    let o = layer.object
    let transform = LottieTransform(o["ks"]?.object, path: layer.path + ".ks", context: context, layer: layer.name)
    var t = transform
    t.autoOrient = (o["ao"]?.number ?? 0) >= 0.5
    if (o["ddd"]?.number ?? 0) >= 0.5 {
      context.unsupported("3D layers are drawn flat", layer: layer.name, path: layer.path + ".ddd", at: o["ddd"]?.range, approximated: true)
    }
    let writer = TransformWriter(converter: self, time: time.inner(startTime: o["st"]?.number ?? 0, stretch: 1), layer: layer.name)
    let node = SceneNode(id: ids.unique(layer.name))
    switch layer.type {
    case 4:
      writer.apply(t, to: node, size: nil, opacity: true)
      let shapes = context.array(o["shapes"], layer.path + ".shapes") ?? []
      let parser = ShapeParser(context: context, layer: layer.name)
      let items = parser.items(shapes, path: layer.path + ".shapes")
      let emitter = ShapeEmitter(converter: self, time: writer.time, layer: layer, items: items)
      node.sublayers = emitter.emit()
      // After Effects blends shapes only with what their own layer draws.
      if emitter.usesBlendModes { node.set("shouldRasterize", .scalar("true")) }
    case 3:
      return nil  // a null layer draws nothing; its transform reaches its children
    case 1:
      let w = o["sw"].flatMap { context.number($0, layer.path + ".sw") } ?? 0
      let h = o["sh"].flatMap { context.number($0, layer.path + ".sh") } ?? 0
      writer.apply(t, to: node, size: Vec(w, h), opacity: true)
      let color = o["sc"]?.string ?? "#000000"
      node.set("backgroundColor", shared.color(Self.normalizedHex(color), owner: node.id))
    case 0:
      guard let refId = o["refId"]?.string, let (asset, assetPath) = assets[refId] else {
        context.error("lottie-schema", "\(layer.path).refId names no asset", at: o["refId"]?.range ?? layer.range)
        return nil
      }
      guard depth < context.limits.maxPrecompDepth, !precompStack.contains(refId) else {
        context.error(
          "lottie-too-deep",
          precompStack.contains(refId)
            ? "precomposition '\(refId)' contains itself" : "precompositions nest more than \(context.limits.maxPrecompDepth) deep",
          at: o["refId"]?.range)
        return nil
      }
      let w = o["w"]?.number ?? asset["w"]?.number ?? 0
      let h = o["h"]?.number ?? asset["h"]?.number ?? 0
      writer.apply(t, to: node, size: Vec(w, h), opacity: true)
      if w > 0 && h > 0 { node.set("masksToBounds", .scalar("true")) }
      let stretch = o["sr"]?.number ?? 1
      var inner = time.inner(startTime: o["st"]?.number ?? 0, stretch: stretch == 0 ? 1 : stretch)
      let savedFrameCount = frameCount
      if o["tm"] != nil {
        inner = TimeRemap.apply(o["tm"], to: node, layer: layer, writer: writer, converter: self)
      }
      precompStack.append(refId)
      let outer = (compositionToRoot, compositionBlends)
      compositionToRoot = layerToRoot
      compositionBlends = false
      let list = context.array(asset["layers"], assetPath + ".layers") ?? []
      node.sublayers = convertComposition(list, path: assetPath + ".layers", time: inner, depth: depth + 1)
      if compositionBlends { node.set("shouldRasterize", .scalar("true")) }
      (compositionToRoot, compositionBlends) = outer
      precompStack.removeLast()
      frameCount = savedFrameCount
    case 2:
      guard let refId = o["refId"]?.string, let (asset, assetPath) = assets[refId] else {
        context.error("lottie-schema", "\(layer.path).refId names no asset", at: o["refId"]?.range ?? layer.range)
        return nil
      }
      let w = asset["w"]?.number ?? 0, h = asset["h"]?.number ?? 0
      guard let contents = imageContents(asset, path: assetPath, layer: layer) else { return nil }
      node.type = "image"
      writer.apply(t, to: node, size: Vec(w, h), opacity: true)
      node.set("contents", .string(contents))
    case 5:
      writer.apply(t, to: node, size: nil, opacity: true)
      TextLayer(converter: self, layer: layer).emit(into: node, time: writer.time)
    default:
      // The file's number where it is not a whole one in range (`Int(lottie:)` clamped it).
      let written = o["ty"]?.number.flatMap { Double(layer.type) == $0 ? nil : "\($0)" } ?? "\(layer.type)"
      context.unsupported("layer type \(written) is left out", layer: layer.name, path: layer.path + ".ty", at: o["ty"]?.range)
      return nil
    }
    Masks.apply(to: node, layer: layer, time: writer.time, converter: self)
    return Effects.apply(to: node, layer: layer, converter: self)
  }

  /// An image asset as a data URI: embedded (`e` 1, or `p` a data URI) or a file `u` + `p`
  /// beside the Lottie file, read now so the scene stands alone.
  func imageContents(_ asset: JSONObject, path: String, layer: LayerInfo) -> String? {
    let p = asset["p"]?.string ?? ""
    if p.hasPrefix("data:") { return p }
    let folder = asset["u"]?.string ?? ""
    let relative = folder + p
    let file = relative.hasPrefix("/") ? relative : baseDirectory + "/" + relative
    let ext = (p as NSString).pathExtension.lowercased()
    let types = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp"]
    guard let type = types[ext], let data = FileManager.default.contents(atPath: file), data.count <= 16 << 20 else {
      context.unsupported(
        "image '\(relative)' cannot be read (a PNG, JPEG, GIF or WebP beside the file, at most 16 MiB); the layer is left out",
        layer: layer.name, path: path + ".p", at: asset["p"]?.range)
      return nil
    }
    return "data:\(type);base64," + data.base64EncodedString()
  }

  static func normalizedHex(_ text: String) -> String {
    let hex = text.hasPrefix("#") ? String(text.dropFirst()) : text
    if hex.count == 6 || hex.count == 8, hex.allSatisfy(\.isHexDigit) { return "#" + hex.lowercased() }
    if hex.count == 3, hex.allSatisfy(\.isHexDigit) { return "#" + hex.map { "\($0)\($0)" }.joined().lowercased() }
    return "#000000"
  }

  func emitter(_ time: TimeMap) -> AnimationEmitter { AnimationEmitter(time: time, frameCount: frameCount) }
}
