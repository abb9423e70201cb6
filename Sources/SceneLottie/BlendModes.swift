import SceneDiagnostics

/// Lottie's blend modes (`bm` on layers, groups, fills and strokes) as the scene's
/// `blendMode`. 0…15 are After Effects' modes that W3C Compositing has under the same
/// names; 16 (add) and 17 (hard mix) have no counterpart and are drawn as normal, with a
/// warning.
enum BlendModes {
  static let names = [
    "normal", "multiply", "screen", "overlay", "darken", "lighten", "colorDodge", "colorBurn",
    "hardLight", "softLight", "difference", "exclusion", "hue", "saturation", "color", "luminosity",
  ]

  /// The scene's `blendMode` for an item's `bm`: nil for normal, or a mode that has no
  /// counterpart (warned about).
  static func sceneName(_ o: JSONObject, path: String, layer: String, context: ImportContext) -> String? {
    guard let value = o["bm"], let number = value.number, number != 0 else { return nil }
    let index = Int(lottie: number)
    if Double(index) == number, index > 0, index < names.count { return names[index] }
    let what = [16: "add", 17: "hard mix"][index].map { "blend mode \(index) (\($0))" } ?? "blend mode \(number)"
    context.unsupported("\(what) has no counterpart; drawn as normal", layer: layer, path: path + ".bm", at: value.range, approximated: true)
    return nil
  }
}
