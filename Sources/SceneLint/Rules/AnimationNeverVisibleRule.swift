import SceneDiagnostics
import SceneModel

/// An animation of a layer that is hidden or fully transparent for as long as it runs.
enum AnimationNeverVisibleRule: LintRule {
  static let description = RuleDescription(
    id: "animation-never-visible",
    summary: "an animation runs only while its layer is hidden or fully transparent",
    explanation: """
      An animation of a layer that is hidden (`hidden: true`) or has opacity 0 — itself or \
      through one of its superlayers — for the whole time the animation runs shows nothing. \
      The check uses the evaluated frames, so animations and sets of `opacity` and `hidden` \
      count: a layer faded in while the animation runs is visible. Often the layer was meant \
      to be revealed first, or the animation belongs to another layer.
      """,
    fixHint: """
      Reveal the layer before or while the animation runs (animate `opacity`, or `set` \
      `hidden: false`), move the animation to the visible layer, or remove it.
      """,
    fix: "reveal the layer while the animation runs, or move the animation to a visible layer",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: ghost
          bounds: [0, 0, 10, 10]
          position: [50, 50]
          backgroundColor: red
          opacity: 0
          animations:
            - keyPath: ↓position.x
              toValue: 80
              duration: 1
        - id: folder
          hidden: true
          sublayers:
            - id: icon
              bounds: [0, 0, 10, 10]
              backgroundColor: blue
              animations:
                - keyPath: ↓transform.rotation
                  toValue: 3.14
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: ghost
          bounds: [0, 0, 10, 10]
          position: [50, 50]
          backgroundColor: red
          opacity: 0
          animations:
            - keyPath: opacity
              fromValue: 0
              toValue: 1
              duration: 0.5
            - keyPath: position.x
              toValue: 80
              duration: 1
        - id: late
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          hidden: true
          animations:
            - type: set
              beginTime: 0.5
              values: { hidden: false }
            - keyPath: position.y
              toValue: 80
              duration: 1
      """
    ])

  static let readsFrames = true

  static func check(_ context: LintContext) -> [Finding] {
    let samples = context.samples
    let sceneEnd = context.schedule.sceneDuration
    return context.schedule.entries.compactMap { entry in
      guard entry.isTopLevel, !entry.isSet, entry.sceneBegin <= sceneEnd else { return nil }
      let window = entry.sceneBegin...max(entry.sceneBegin, min(entry.sceneEnd, sceneEnd))
      guard samples.isVisible(entry.layerID, during: window) == false else { return nil }
      return Finding(
        message: """
          layer '\(entry.layerID)' is hidden or fully transparent whenever \
          \(MessageFormat.describe(entry.animation)) runs \
          (\(MessageFormat.seconds(window.lowerBound)) to \(MessageFormat.seconds(window.upperBound)))
          """,
        range: context.anchor(of: entry.animation),
        notes: reasons(for: entry.layerID, context: context))
    }
  }

  /// Notes at the model values that hide the layer or a superlayer.
  static func reasons(for layerID: String, context: LintContext) -> [DiagnosticNote] {
    var notes: [DiagnosticNote] = []
    for layer in ancestry(of: layerID, in: context.scene.layers) ?? [] {
      let subject = layer.id == layerID ? "the layer" : "its superlayer '\(layer.id)'"
      if layer.properties.hidden {
        notes.append(context.note("\(subject) is hidden here", at: layer.propertySources[.property(.hidden)]))
      }
      if layer.properties.opacity <= 0 {
        notes.append(context.note("\(subject) has opacity 0 here", at: layer.propertySources[.property(.opacity)]))
      }
    }
    return notes
  }

  /// The layers from the top down to `id` (sublayers only, not masks).
  static func ancestry(of id: String, in layers: [Layer]) -> [Layer]? {
    for layer in layers {
      if layer.id == id { return [layer] }
      if let path = ancestry(of: id, in: layer.sublayers) { return [layer] + path }
    }
    return nil
  }
}
