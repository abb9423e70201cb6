import SceneModel

/// A color written with alpha 0 (other than `clear`), which draws nothing.
enum ColorAlphaZeroRule: LintRule {
  static let description = RuleDescription(
    id: "color-alpha-zero",
    summary: "a layer color is fully transparent (alpha 0) without saying 'clear'",
    explanation: """
      A color whose alpha is 0 draws nothing, whatever its red, green and blue. Written as \
      `"#rrggbb00"`, `"#rgb0"`, `rgba(…, 0)` or `[r, g, b, 0]` it is usually a mistake — a \
      missing `ff` at the end of a hex color, or an alpha meant as 0…255 — rather than an \
      intended invisible color. Layer colors written as `clear` or `transparent` are taken as \
      intended, and so are colors in animations and gradients (fading to a transparent color \
      is common).
      """,
    fixHint: """
      Give the color a non-zero alpha (`"#ff0000"` or `"#ff0000ff"` for opaque red), or write \
      `clear` (or leave the color out) if nothing should be drawn.
      """,
    fix: "give the color a non-zero alpha, or write 'clear' if nothing should be drawn",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          type: shape
          path: { circle: [50, 50], radius: 10 }
          fillColor: ↓"#ff000000"
          strokeColor: ↓[0, 0, 1, 0]
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          type: shape
          path: { circle: [50, 50], radius: 10 }
          fillColor: clear
          strokeColor: "#0000ff80"
          backgroundColor: transparent
          animations:
            - keyPath: fillColor
              toValue: "#ff000000"
      """
    ])

  static let colorKeys: [LayerProperty] = [
    .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .foregroundColor,
  ]

  static let intendedSpellings: Set<String> = ["clear", "transparent"]

  static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for layer in context.allLayers {
      var written: [(field: LayerField, color: Color?)] = []
      for property in colorKeys {
        guard case .color(let color) = layer.properties[property], color?.alpha == 0 else { continue }
        written.append((.property(property), color))
      }
      if layer.kind == .replicator {
        written.append((.setting(.instanceColor), layer.properties.instanceColor))
      }
      for (field, color) in written {
        guard let color, color.alpha == 0, let range = layer.propertySources[field] else { continue }
        let key = field.key
        if let scalar = context.raw.scalar(at: range) {
          let text = scalar.value.lowercased()
          if intendedSpellings.contains(text) || text.hasPrefix("$") { continue }
        }
        findings.append(
          Finding(
            message: "'\(key)' of layer '\(layer.id)' is fully transparent (alpha 0), so it draws nothing",
            range: range))
      }
    }
    return findings
  }
}
