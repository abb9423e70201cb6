import SceneDiagnostics
import SceneModel
import SceneYAML

/// A rotation written as a bare number that only makes sense in degrees.
enum AngleLooksLikeDegreesRule: LintRule {
  /// Bare angles are radians; a whole number above four turns (8π ≈ 25.1) is almost always
  /// degrees written without the unit.
  static let threshold = 8 * Double.pi

  static let description = RuleDescription(
    id: "angle-looks-like-degrees",
    summary: "a rotation given as a bare whole number above 8π, which reads as radians",
    explanation: """
      A bare number for an angle is in radians, as in Core Animation: `toValue: 360` on \
      `transform.rotation` turns the layer 360 radians, about 57 full turns, not one. A \
      whole number above 8π (four turns, about 25.1) is almost always degrees written \
      without the unit. Angles take units: `"360deg"`, `"1turn"`, `"6.283rad"`.
      """,
    fixHint: """
      Write the unit: `"360deg"`. If you mean that many radians, write `rad` to say so \
      (`"360rad"`), which also silences the rule.
      """,
    fix: "write the unit, e.g. \"360deg\"",
    triggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: spinner
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: transform.rotation
              toValue: ↓360
              duration: 1
            - type: keyframe
              keyPath: transform.rotation.z
              values: [0, ↓90, ↓180]
              duration: 1
      """
    ],
    nonTriggering: [
      """
      version: 1
      scene: { size: [100, 100] }
      layers:
        - id: spinner
          bounds: [0, 0, 10, 10]
          backgroundColor: red
          animations:
            - keyPath: transform.rotation
              toValue: "360deg"
              duration: 1
            - keyPath: transform.rotation.z
              byValue: 6.283
              beginTime: 1
              duration: 1
      """
    ])

  static func check(_ context: LintContext) -> [Finding] {
    var findings: [Finding] = []
    for entry in context.schedule.entries {
      let animation = entry.animation
      guard let keyPath = animation.keyPath, isAngle(keyPath) else { continue }
      for field: AnimationField in [.fromValue, .toValue, .byValue, .values] {
        for scalar in bareNumbers(at: animation.fieldSources[field], context) {
          guard let value = Double(scalar.value), abs(value) > threshold, value == value.rounded()
          else { continue }
          let written = context.raw.scalar(at: animation.fieldSources[.keyPath])?.value
          findings.append(finding(scalar, value: value, keyPath: written ?? keyPath.description))
        }
      }
    }
    return findings
  }

  static func isAngle(_ keyPath: KeyPath) -> Bool {
    guard keyPath.property == .transform || keyPath.property == .instanceTransform else { return false }
    switch keyPath.component {
    case .rotationX?, .rotationY?, .rotationZ?: return true
    default: return false
    }
  }

  /// The plain, untagged number scalars at `range`: the value itself, or a list's items.
  static func bareNumbers(at range: SourceRange?, _ context: LintContext) -> [YAMLScalar] {
    guard let node = context.raw.node(at: range) else { return [] }
    let scalars = node.sequence.map { $0.items.compactMap(\.scalar) } ?? node.scalar.map { [$0] } ?? []
    return scalars.filter { $0.style == .plain && $0.tag == nil && Double($0.value) != nil }
  }

  private static func finding(_ scalar: YAMLScalar, value: Double, keyPath: String) -> Finding {
    let degrees = "\"\(MessageFormat.number(value))deg\""
    let turns = abs(value) / (2 * Double.pi)
    return Finding(
      message: """
        '\(keyPath)' \(MessageFormat.number(value)) is in radians (\(MessageFormat.number((turns * 10).rounded() / 10)) \
        turns); did you mean \(degrees)?
        """,
      range: scalar.range,
      fixIts: [FixIt(message: "write \(degrees)", range: scalar.range, replacement: degrees)])
  }
}
