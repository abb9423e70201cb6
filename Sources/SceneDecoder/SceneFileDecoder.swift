import SceneDiagnostics
import SceneModel
import SceneYAML

/// Decodes the top level of a scene file: `version`, `scene`, `defs` and `layers`, then
/// runs the checks that need the whole scene (`after` references, endless animations).
struct SceneFileDecoder {
  let context: DecodeContext
  /// `LayerListDecoder.halvesFrom`: how long a list of layers is decoded in two halves.
  let layerHalvesFrom: Int

  init(file: String, layerHalvesFrom: Int = LayerListDecoder.minimumScalars) {
    context = DecodeContext(file: file)
    self.layerHalvesFrom = layerHalvesFrom
  }

  var diagnostics: [Diagnostic] { context.diagnostics }

  /// The decoded scene; meaningful only when no error was reported.
  func decode(_ root: YAMLNode) -> Scene? {
    guard let top = context.mapping(root, what: "a scene") else { return nil }
    context.checkKeys(top, table: KeyTables.file)
    context.requireKeys(["version", "scene"], in: top, kind: KeyTables.file.kind)
    if let versionNode = top["version"] { decodeVersion(versionNode) }

    // defs first: everything else may reference them; a definition may not.
    context.values.allowsReferences = false
    let definitionNames = top["defs"].map { DefinitionsDecoder(context: context).decode($0) } ?? []
    context.values.allowsReferences = true

    var scene = Scene(file: context.file, name: Self.stem(of: context.file), size: .zero)
    var durationWritten = false
    if let sceneNode = top["scene"] {
      durationWritten = decodeSceneHeader(sceneNode, into: &scene)
    }

    if let layersNode = top["layers"], let items = context.items(layersNode, what: "a list of layers") {
      scene.layers = LayerListDecoder(context: context, halvesFrom: layerHalvesFrom).decode(items)
    }
    DrawnLayerBudget(context: context).check(scene.layers)
    if let node = top["snapshots"] { scene.snapshots = SnapshotsDecoder(context: context).decode(node) }

    if AfterReferenceChecker(context: context).check() { scene.resolveAfterReferences() }
    if scene.duration == nil, !durationWritten {
      EndlessAnimationChecker(context: context).check(scene.layers)
    }

    scene.definitions = definitionNames.map { name in
      Definition(
        name: name.name, kind: name.kind, source: name.range,
        useCount: context.definitions.useCounts(of: name.kind)[name.name] ?? 0)
    }
    return scene
  }

  private func decodeVersion(_ node: YAMLNode) {
    guard let version = context.values.integer(node) else { return }
    if version != 1 {
      context.error(
        "unsupported-version", "unsupported scene format version \(version); this scenec reads version 1",
        at: node.range)
    }
  }

  /// Fills name, size, fps, duration and background. Returns true when `duration` was
  /// written (even if it did not decode), so no follow-up error is reported for it.
  private func decodeSceneHeader(_ node: YAMLNode, into scene: inout Scene) -> Bool {
    guard let mapping = context.mapping(node, what: "the scene's settings") else { return true }
    let table = KeyTables.scene
    context.checkKeys(mapping, table: table)
    context.requireKeys(["size"], in: mapping, kind: table.kind)
    for entry in mapping.entries {
      if let field = SceneField(rawValue: entry.key.value) { scene.sources[field] = entry.value.range }
    }
    let values = context.values
    if let node = mapping["name"], let name = values.string(node) {
      if isValidSceneName(name) {
        scene.name = name
      } else {
        context.error(
          "invalid-name", "scene name '\(name)' may only contain letters, digits, '_' and '-'",
          at: node.range)
      }
    }
    if let node = mapping["size"], let size = values.size(node) {
      if size.width > 0, size.height > 0 {
        scene.size = size
      } else {
        context.error(
          "value-out-of-range", "the scene's 'size' must have a positive width and height", at: node.range)
      }
    }
    if let node = mapping["fps"], let fps = context.number(node, in: Scene.fpsRange, what: "fps") {
      scene.fps = fps
    }
    if let node = mapping["duration"] {
      scene.duration = context.nonNegativeTime(node, what: "duration")
    }
    if let node = mapping["background"], let color = values.optionalColor(node) {
      scene.background = color
    }
    return mapping["duration"] != nil
  }

  /// The file name without folders and without its last extension.
  static func stem(of file: String) -> String {
    let name = file.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? file
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
    return String(name[..<dot])
  }
}

/// A name declared under `defs`, in file order.
struct DeclaredDefinition {
  var name: String
  var kind: DefinitionKind
  var range: SourceRange
}

/// Decodes `defs` into the definition table (with references disabled).
struct DefinitionsDecoder {
  let context: DecodeContext

  func decode(_ node: YAMLNode) -> [DeclaredDefinition] {
    guard let mapping = context.mapping(node, what: "definitions") else { return [] }
    context.checkKeys(mapping, table: KeyTables.defs)
    var declared: [DeclaredDefinition] = []
    for kind in DefinitionKind.allCases {
      guard let group = mapping[kind.rawValue],
        let entries = context.mapping(group, what: "named \(kind.rawValue)")
      else { continue }
      for entry in entries.entries {
        let name = entry.key.value
        if !isValidIdentifier(name) {
          context.error(
            "invalid-id",
            "definition name '\(name)' must start with a letter or '_' and contain only letters, "
              + "digits, '_' and '-'",
            at: entry.key.range)
        }
        declared.append(DeclaredDefinition(name: name, kind: kind, range: entry.key.range))
        store(entry.value, name: name, kind: kind)
      }
    }
    return declared
  }

  /// Stores the decoded value; a value that fails to decode is stored as a placeholder so
  /// its uses do not report a second, misleading "unknown reference".
  private func store(_ node: YAMLNode, name: String, kind: DefinitionKind) {
    let values = context.values
    let table = context.definitions
    switch kind {
    case .colors:
      table.colors[name] = values.color(node) ?? .black
    case .paths:
      table.paths[name] = values.path(node) ?? BezierPath()
    case .timingFunctions:
      table.timingFunctions[name] = values.timingFunction(node) ?? .linear
    }
  }
}
