public import SceneDiagnostics
public import SceneModel
public import SceneText

/// The fonts a scene's text is drawn with, as fontconfig resolves them on this machine.
/// A text layer's family and weight are not animatable, so the scene's layers decide them
/// for every frame.
public enum SceneFonts {
  /// Every family and weight the scene's text layers ask for, with the font drawn; one
  /// entry per request, sorted by family, then weight.
  public static func used(in scene: Scene) -> [ResolvedFont] {
    var seen = Set<String>()
    var fonts: [ResolvedFont] = []
    for layer in textLayers(scene) {
      let p = layer.properties
      guard let font = TextLayouter.font(family: p.fontFamily, weight: p.fontWeight) else { continue }
      if seen.insert("\(font.requestedWeight)|\(font.requestedFamily)").inserted { fonts.append(font) }
    }
    return fonts.sorted {
      ($0.requestedFamily, $0.requestedWeight) < ($1.requestedFamily, $1.requestedWeight)
    }
  }

  /// Starts laying out the scene's text layers (as they are before any animation) on a
  /// thread of its own (nothing when it has none), so that loading the fonts — from the
  /// font cache, or the libraries and fontconfig — overlaps what comes before the first frame.
  public static func startLoading(for scene: Scene) {
    // Repeats are cheap: the library answers a request it has laid out from memory.
    TextLayouter.startLoading(textLayers(scene).map { TextLayoutRequest(layer: $0.properties) })
  }

  /// Starts loading the text libraries before the scene is decoded (see
  /// `TextLayouter.preloadLibraries`).
  public static func preloadLibraries() { TextLayouter.preloadLibraries() }

  /// Waits for the font loading threads, then writes the layouts this process made to the
  /// font cache (`TextLayouter.finish`). Before exiting.
  public static func finish() { TextLayouter.finish() }

  /// A warning for each text layer whose family is not installed, naming the font that
  /// stands in, at the layer's `fontFamily` (or the layer, when the family is the default).
  public static func fallbackWarnings(in scene: Scene) -> [Diagnostic] {
    textLayers(scene).compactMap { layer in
      let p = layer.properties
      guard let font = TextLayouter.font(family: p.fontFamily, weight: p.fontWeight) else {
        return Diagnostic(
          id: "font-fallback", severity: .warning,
          message: "\(TextLayouter.unavailableReason ?? "no font is installed"): the text of layer '\(layer.id)' is not drawn",
          file: scene.file, range: layer.propertySources[.setting(.fontFamily)] ?? layer.source)
      }
      guard font.isFallback else { return nil }
      return Diagnostic(
        id: "font-fallback", severity: .warning,
        message: "font '\(p.fontFamily)' is not installed: the text of layer '\(layer.id)' is drawn with '\(font.family)'",
        file: scene.file, range: layer.propertySources[.setting(.fontFamily)] ?? layer.source,
        notes: [DiagnosticNote("install the font, or name one that is installed (fc-list lists them)")])
    }
  }

  private static func textLayers(_ scene: Scene) -> [Layer] {
    scene.layers(where: { $0.kind == .text && !$0.properties.string.isEmpty })
  }
}
