import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTiming
import SceneYAML

/// Lints one scene file: decoding and validation (whose errors always count), then, when
/// the scene is valid, the timing engine's warnings and every rule the configuration leaves
/// on, minus what suppression comments silence.
enum FileLinter {
  static func lint(
    bytes: [UInt8], file: String, configuration: LintConfiguration,
    rules: [any LintRule.Type] = RuleRegistry.rules
  ) -> [Diagnostic] {
    let ruleIDs = Set(rules.map { $0.description.id })
    let suppressions = SuppressionComments(bytes: bytes, file: file, ruleIDs: ruleIDs)
    // One parse per file: the decoder hands back the document it read.
    let (decoded, document) = SceneLoader.decodeKeepingDocument(bytes: bytes, file: file)
    var diagnostics = decoded.diagnostics
    if let scene = decoded.scene, !diagnostics.hasErrors {
      diagnostics += ruleFindings(
        scene: scene, evaluator: SceneEvaluator(scene: scene), document: document, file: file,
        configuration: configuration, rules: rules)
    }
    diagnostics = unsuppressed(diagnostics, by: suppressions, ruleIDs: ruleIDs)
    diagnostics += suppressions.diagnostics
    return diagnostics.sortedAndUnique()
  }

  /// What lint adds to a valid scene's decoding diagnostics: the timing engine's warnings
  /// and the rules' findings, minus what suppression comments silence, plus problems with
  /// those comments. The scene, its evaluator and the YAML document the decoder read are
  /// reused: nothing is parsed again (`bytes` is read for suppression comments only).
  /// `samples`: the sampled frames the command gathered while rendering (see
  /// `FrameSampleCollector`), nil to evaluate them here.
  static func findings(
    scene: Scene, evaluator: SceneEvaluator, document: YAMLNode?, bytes: [UInt8], file: String,
    configuration: LintConfiguration, rules: [any LintRule.Type] = RuleRegistry.rules,
    samples: FrameSampleCollector? = nil
  ) -> [Diagnostic] {
    let ruleIDs = Set(rules.map { $0.description.id })
    let suppressions = SuppressionComments(bytes: bytes, file: file, ruleIDs: ruleIDs)
    let found = ruleFindings(
      scene: scene, evaluator: evaluator, document: document, file: file, configuration: configuration,
      rules: rules, samples: samples)
    return (unsuppressed(found, by: suppressions, ruleIDs: ruleIDs) + suppressions.diagnostics)
      .sortedAndUnique()
  }

  /// The timing engine's warnings and the rules' findings, in the rules' order (unsorted,
  /// unsuppressed).
  static func ruleFindings(
    scene: Scene, evaluator: SceneEvaluator, document: YAMLNode?, file: String,
    configuration: LintConfiguration, rules: [any LintRule.Type], samples: FrameSampleCollector? = nil
  ) -> [Diagnostic] {
    let ruleIDs = Set(rules.map { $0.description.id })
    // The rules report what they own themselves (with counts and notes); other timing
    // warnings pass through as they are.
    let diagnostics = evaluator.diagnostics.filter { !ruleIDs.contains($0.id) }
    let context = LintContext(scene: scene, root: document, evaluator: evaluator, samples: samples)
    // Rules that read frames run after the others (the frames may still be on their way:
    // `FrameSampleCollector.beginHandOver`); the findings keep the rules' order.
    var found = [[Diagnostic]](repeating: [], count: rules.count)
    for readingFrames in [false, true] {
      context.mayReadFrames = readingFrames
      for (position, rule) in rules.enumerated() where rule.readsFrames == readingFrames {
        guard let severity = configuration.severity(of: rule.description) else { continue }
        found[position] = rule.check(context).map { finding in
          let fixNote = DiagnosticNote("fix: " + (finding.fix ?? rule.description.fix))
          return Diagnostic(
            id: rule.description.id, severity: severity, message: finding.message, file: file,
            range: finding.range, notes: finding.notes + [fixNote], fixIts: finding.fixIts)
        }
      }
    }
    return diagnostics + found.joined()
  }

  private static func unsuppressed(
    _ diagnostics: [Diagnostic], by suppressions: SuppressionComments, ruleIDs: Set<String>
  ) -> [Diagnostic] {
    diagnostics.filter { diagnostic in
      guard ruleIDs.contains(diagnostic.id), let line = diagnostic.range?.start.line else { return true }
      return !suppressions.suppresses(ruleID: diagnostic.id, line: line)
    }
  }
}
