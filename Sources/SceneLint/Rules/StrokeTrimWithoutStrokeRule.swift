import SceneModel

/// strokeStart/strokeEnd on a shape layer that never strokes.
enum StrokeTrimWithoutStrokeRule: LintRule {
  static let description = RuleDescription(
    id: "stroke-trim-without-stroke",
    summary: "strokeStart or strokeEnd is set or animated on a shape layer without a stroke",
    explanation: """
      `strokeStart` and `strokeEnd` trim only the stroke of a shape layer; the fill is never \
      trimmed. On a layer without a `strokeColor` (the default is none) or with \
      `lineWidth: 0`, setting or animating them changes nothing on screen, which usually \
      means the stroke was forgotten (a "draw the line" effect needs a stroke color). \
      Animations and sets that give the layer a stroke color or a line width count.
      """,
    fixHint: """
      Give the layer a `strokeColor` (and a `lineWidth` above 0), or remove the trim.
      """,
    fix: "give the layer a 'strokeColor' and a 'lineWidth' above 0, or remove the trim",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: line
          type: shape
          path: { polyline: [[10, 10], [90, 90]] }
          strokeEnd: ↓0.5
          animations:
            - keyPath: ↓strokeEnd
              fromValue: 0
              toValue: 1
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: line
          type: shape
          path: { polyline: [[10, 10], [90, 90]] }
          strokeColor: black
          lineWidth: 2
          animations:
            - keyPath: strokeEnd
              fromValue: 0
              toValue: 1
        - id: later
          type: shape
          path: { polyline: [[10, 10], [90, 90]] }
          animations:
            - type: set
              beginTime: 0.5
              values: { strokeColor: red }
            - keyPath: strokeStart
              fromValue: 0
              toValue: 1
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for layer in context.allLayers where layer.kind == .shape {
      let entries = context.schedule.entries(ofLayer: layer.id)
      if strokes(layer, entries: entries) { continue }
      for property: LayerProperty in [.strokeStart, .strokeEnd] {
        guard let range = layer.propertySources[.property(property)] else { continue }
        findings.append(
          Finding(
            message: "'\(property.rawValue)' trims the stroke, but layer '\(layer.id)' has no stroke",
            range: range))
      }
      for entry in entries {
        guard let keyPath = entry.animation.keyPath,
          keyPath.property == .strokeStart || keyPath.property == .strokeEnd
        else { continue }
        findings.append(
          Finding(
            message: "animating '\(keyPath)' trims the stroke, but layer '\(layer.id)' has no stroke",
            range: context.anchor(of: entry.animation)))
      }
    }
    return findings
  }

  /// True when the layer has, or gets at some point, a stroke color and a line width.
  static func strokes(_ layer: Layer, entries: [ScheduledAnimation]) -> Bool {
    var hasColor = (layer.properties.strokeColor?.alpha ?? 0) > 0
    var hasWidth = layer.properties.lineWidth > 0
    for entry in entries {
      switch entry.animation.kind {
      case .set(let values):
        for value in values {
          if value.keyPath.property == .strokeColor { hasColor = true }
          if value.keyPath.property == .lineWidth { hasWidth = true }
        }
      default:
        if entry.animation.keyPath?.property == .strokeColor { hasColor = true }
        if entry.animation.keyPath?.property == .lineWidth { hasWidth = true }
      }
    }
    return hasColor && hasWidth
  }
}
