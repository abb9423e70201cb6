import SceneModel

/// A basic or spring animation whose fromValue equals its toValue.
enum FromEqualsToRule: LintRule {
  static let description = RuleDescription(
    id: "from-equals-to",
    summary: "a basic or spring animation goes from a value to the same value",
    explanation: """
      A basic or spring animation with equal `fromValue` and `toValue` (and no `byValue`) \
      holds that value for its duration and animates nothing. Usually one of the two was \
      meant to differ. (An additive animation adds its value, so it is not checked.)
      """,
    fixHint: "Correct `fromValue` or `toValue`, or remove the animation.",
    fix: "correct 'fromValue' or 'toValue', or remove the animation",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: opacity
              fromValue: 0.5
              toValue: ↓0.5
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: dot
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: opacity
              fromValue: 0.5
              toValue: 1
            - keyPath: position.x
              fromValue: 10
              toValue: 10
              additive: true
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    context.schedule.entries.compactMap { entry in
      let basic: BasicAnimation
      switch entry.animation.kind {
      case .basic(let value): basic = value
      case .spring(let spring): basic = spring.basic
      default: return nil
      }
      guard !entry.animation.additive, basic.byValue == nil, let from = basic.fromValue,
        let to = basic.toValue, from == to
      else { return nil }
      return Finding(
        message:
          "'fromValue' and 'toValue' of '\(basic.keyPath)' are equal, so the animation changes nothing",
        range: context.location(of: .toValue, in: entry.animation))
    }
  }
}
