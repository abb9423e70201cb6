/// Every lint rule, sorted by id (a test checks the order). Adding a rule: write its type
/// in Rules/, list it here, and regenerate docs/rules.md (`make docs`).
enum RuleRegistry {
  static let rules: [any LintRule.Type] = [
    AfterDelayNegativeRule.self,
    AfterLastFrameRule.self,
    AngleLooksLikeDegreesRule.self,
    AnimationAfterSceneEndRule.self,
    AnimationNeverVisibleRule.self,
    ColorAlphaZeroRule.self,
    FillForwardsRemovedRule.self,
    FrameBudgetRule.self,
    FromEqualsToRule.self,
    GroupClipsChildrenRule.self,
    KeyframeTimingIgnoredRule.self,
    KeyframeValuesConstantRule.self,
    KeyTimesUnevenCountRule.self,
    OffCanvasLayerRule.self,
    OverlappingAnimationsRule.self,
    PathMorphMismatchRule.self,
    ShapeWithoutPathRule.self,
    SpringCutOffRule.self,
    StrokeTrimWithoutStrokeRule.self,
    TimeLooksLikeMillisecondsRule.self,
    UnsupportedForSVGRule.self,
    UnusedDefRule.self,
    ZeroDurationRule.self,
  ]

  static let descriptions: [RuleDescription] = rules.map { $0.description }

  static let ids: [String] = descriptions.map(\.id)

  static func description(of id: String) -> RuleDescription? {
    descriptions.first { $0.id == id }
  }
}

/// Diagnostics about the lint set-up itself (configuration files and suppression comments).
/// They are not rules: they cannot be turned off or suppressed.
enum LintSetupDiagnostics {
  static let ids: [(id: String, summary: String)] = [
    ("config-invalid-value", "a setting in .scenec.yml has a value it cannot take"),
    ("config-unknown-key", "a key in .scenec.yml is not 'rules' or 'ignore'"),
    ("config-unknown-rule", "a rule id in .scenec.yml names no rule"),
    ("suppression-unknown-directive", "a '# scenec:' comment is not 'disable', 'disable-line' or 'disable-next-line'"),
    ("suppression-unknown-rule", "a suppression comment names no rule"),
    ("suppression-without-rule", "a suppression comment names no rule at all"),
  ]
}
