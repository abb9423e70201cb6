import SceneModel

/// Features that static SVG frames can only approximate.
enum UnsupportedForSVGRule: LintRule {
  static let description = RuleDescription(
    id: "unsupported-for-svg",
    summary: "a feature that scenec's SVG frames only approximate",
    explanation: """
      Some Core Animation features have no exact counterpart in static SVG 1.1, and scenec \
      draws an approximation: 3-D rotations (`rotationX`, `rotationY`, and the key paths \
      `transform.rotation.x`/`.y`) are flattened without perspective (a scale by the \
      cosine); `conic` gradients are emulated; shadows (`shadowOpacity` above 0) become an \
      SVG blur filter, whose softness and spread differ slightly from Core Animation's. The \
      frames may therefore not match what the same layers show on a device. (Text is laid \
      out from the installed font's own metrics; a font that is not installed is reported \
      by `compile` as a font-fallback warning.)
      """,
    fixHint: """
      Use a 2-D equivalent where one exists (a `transform.scale.x` animation instead of a \
      rotation about y, a radial or axial gradient), or accept the approximation and turn \
      the rule off for the file in `.scenec.yml` or with a `# scenec:disable` comment.
      """,
    fix: "use a 2-D equivalent, or turn the rule off if the approximation is fine",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: card
          bounds: [0, 0, 40, 60]
          position: [50, 50]
          backgroundColor: white
          transform: ↓{ rotationY: "30deg" }
          shadowOpacity: ↓0.5
          animations:
            - keyPath: ↓transform.rotation.x
              toValue: 1
        - id: wheel
          type: gradient
          bounds: [0, 0, 40, 40]
          colors: [red, blue]
          gradientType: ↓conic
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: card
          bounds: [0, 0, 40, 60]
          position: [50, 50]
          backgroundColor: white
          transform: { rotation: "30deg", scale: 0.5 }
          animations:
            - keyPath: transform.scale.x
              toValue: -1
        - id: wheel
          type: gradient
          bounds: [0, 0, 40, 40]
          colors: [red, blue]
          gradientType: radial
        - id: title
          type: text
          bounds: [0, 0, 100, 40]
          string: Hello
          fontFamily: Helvetica Neue
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for layer in context.allLayers {
      let p = layer.properties
      for (property, transform) in [
        (LayerProperty.transform, p.transform), (.instanceTransform, p.instanceTransform),
      ] where transform.rotationX != 0 || transform.rotationY != 0 {
        guard let range = layer.propertySources[.property(property)] else { continue }
        let key = property.rawValue
        findings.append(
          Finding(
            message:
              "3-D rotation in '\(key)' of layer '\(layer.id)' is drawn flattened, without perspective",
            range: range))
      }
      if p.gradientType == .conic, let range = layer.propertySources[.setting(.gradientType)] {
        findings.append(
          Finding(message: "conic gradient of layer '\(layer.id)' is emulated in SVG", range: range))
      }
      if p.shadowOpacity > 0, let range = layer.propertySources[.property(.shadowOpacity)] {
        findings.append(
          Finding(
            message: "shadow of layer '\(layer.id)' is approximated with an SVG blur filter", range: range,
            notes: [context.note(Self.shadowInSVG, at: range)], fix: Self.shadowFix))
      }
    }
    for entry in context.schedule.entries {
      guard let keyPath = entry.animation.keyPath else { continue }
      let message: String
      switch (keyPath.property, keyPath.component) {
      case (.transform, .rotationX?), (.transform, .rotationY?), (.instanceTransform, .rotationX?),
        (.instanceTransform, .rotationY?):
        message = "animating '\(keyPath)' is drawn as a flattening scale, without perspective"
      case (.shadowOpacity, nil):
        message = "animating 'shadowOpacity' shows a shadow, which is approximated with an SVG blur filter"
      default:
        continue
      }
      let range = context.anchor(of: entry.animation)
      if keyPath.property == .shadowOpacity {
        findings.append(
          Finding(
            message: message, range: range, notes: [context.note(Self.shadowInSVG, at: range)],
            fix: Self.shadowFix))
      } else {
        findings.append(Finding(message: message, range: range))
      }
    }
    return findings
  }

  /// What the SVG writer draws for a shadow (SceneSVG's ShadowStyle and shadow filter).
  static let shadowInSVG =
    "the SVG draws it as a filter under the layer: the layer's alpha blurred with a Gaussian "
    + "of standard deviation 'shadowRadius', moved by 'shadowOffset', filled with "
    + "'shadowColor' at 'shadowOpacity'; viewers without SVG filters show no shadow"
  static let shadowFix =
    "keep it if a blurred drop shadow is what you want (turn the rule off for the file), "
    + "or set 'shadowOpacity: 0' for no shadow"
}
