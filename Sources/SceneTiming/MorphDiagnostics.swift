import SceneDiagnostics
import SceneModel

/// `path-morph-mismatch` warnings: a `path` animation between paths whose elements differ,
/// which the morph rule (PathMorph) equalizes.
enum MorphDiagnostics {
  static let id = "path-morph-mismatch"

  static func check(_ layers: [Layer], file: String) -> [Diagnostic] {
    var result: [Diagnostic] = []
    for layer in layers {
      for animation in layer.animations {
        visit(animation, model: layer.properties.path, file: file, into: &result)
      }
    }
    return result.sortedAndUnique()
  }

  private static func visit(
    _ animation: Animation, model: BezierPath?, file: String, into result: inout [Diagnostic]
  ) {
    switch animation.kind {
    case .group(let children), .sequence(let children):
      for child in children { visit(child, model: model, file: file, into: &result) }
    case .basic(let basic):
      check(basic, animation, model: model, file: file, into: &result)
    case .spring(let spring):
      check(spring.basic, animation, model: model, file: file, into: &result)
    case .keyframe(let keyframe):
      // Discrete keyframes jump from path to path: nothing is morphed.
      guard keyframe.keyPath.property == .path, keyframe.path == nil, keyframe.calculationMode != .discrete
      else { return }
      let paths = keyframe.values.map { value -> BezierPath? in
        if case .path(let p) = value { return p }
        return nil
      }
      for i in paths.indices.dropLast() {
        guard let a = paths[i], let b = paths[i + 1], !a.hasSameStructure(as: b) else {
          continue
        }
        let message =
          "keyframe values \(i + 1) and \(i + 2) of 'path' differ in their elements: "
          + "\(PathMorph.describe(a)) and \(PathMorph.describe(b)); both are morphed as "
          + "\(PathMorph.segmentCount(a, b)) cubic segments"
        result.append(diagnostic(message, animation, fields: [.values], file: file))
        return
      }
    case .set:
      return
    }
  }

  private static func check(
    _ basic: BasicAnimation, _ animation: Animation, model: BezierPath?, file: String,
    into result: inout [Diagnostic]
  ) {
    guard basic.keyPath.property == .path, !animation.additive else { return }
    func path(_ value: AnimatableValue?) -> BezierPath? {
      if case .path(let p)? = value { return p }
      return nil
    }
    // The two ends as far as they are known before evaluation; a missing one is the
    // layer's own path.
    let from: (String, BezierPath?)
    let to: (String, BezierPath?)
    switch (basic.fromValue, basic.toValue, basic.byValue) {
    case (let f?, let t?, _): (from, to) = (("fromValue", path(f)), ("toValue", path(t)))
    case (let f?, nil, nil): (from, to) = (("fromValue", path(f)), ("the layer's path", model))
    case (nil, let t?, nil): (from, to) = (("the layer's path", model), ("toValue", path(t)))
    default: return
    }
    guard let a = from.1, let b = to.1, !a.hasSameStructure(as: b) else { return }
    let message =
      "\(quoted(from.0)) and \(quoted(to.0)) differ in their elements: "
      + "\(PathMorph.describe(a)) and \(PathMorph.describe(b)); both are morphed as "
      + "\(PathMorph.segmentCount(a, b)) cubic segments"
    // The ends written in the animation are its fields (the names are their keys).
    let fields = [from.0, to.0].compactMap(AnimationField.init(rawValue:)).reversed()
    result.append(diagnostic(message, animation, fields: Array(fields), file: file))
  }

  private static func quoted(_ name: String) -> String {
    name.hasPrefix("the ") ? name : "'\(name)'"
  }

  /// Located at the first of `fields` that has a source, else at the animation.
  private static func diagnostic(
    _ message: String, _ animation: Animation, fields: [AnimationField], file: String
  ) -> Diagnostic {
    let range =
      fields.lazy.compactMap { animation.fieldSources[$0] }.first
      ?? animation.source ?? animation.fieldSources[.keyPath]
    return Diagnostic(
      id: id, severity: .warning, message: message, file: file, range: range)
  }
}
