import SceneDiagnostics
import SceneModel
import SceneYAML

extension ValueDecoder {
  static let transformComponentKeys = ["translation", "rotation", "scale", "rotationX", "rotationY"]
  /// CSS's and SwiftUI's verbs for the components, only used for "did you mean".
  static let transformKeyAliases = [
    "rotate": "rotation", "translate": "translation", "rotateX": "rotationX",
    "rotateY": "rotationY", "rotateZ": "rotation", "rotationZ": "rotation",
  ]

  /// `{ translation, rotation, scale, rotationX, rotationY }` (scale a number or
  /// `[sx, sy]`, rotations angles), `{ matrix: [a, b, c, d, tx, ty] }`, or the bare matrix
  /// `[a, b, c, d, tx, ty]` (as the timeline prints transforms). Matrices are decomposed.
  func transform(_ node: YAMLNode) -> Transform? {
    let expected = "a transform"
    switch node {
    case .scalar:
      typeMismatch(
        expected: expected, found: node,
        notes: [
          DiagnosticNote(
            "write { translation: [tx, ty], rotation: angle, scale: s } "
              + "or { matrix: [a, b, c, d, tx, ty] }")
        ])
      return nil
    case .sequence:
      return matrixTransform(node)
    case .mapping(let mapping):
      return componentTransform(mapping)
    }
  }

  private func matrixTransform(_ node: YAMLNode) -> Transform? {
    guard
      let m = fixedNumbers(
        node, count: 6, expected: "a matrix [a, b, c, d, tx, ty]", shape: "[a, b, c, d, tx, ty]")
    else { return nil }
    return Transform(decomposing: AffineMatrix(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5]))
  }

  private func componentTransform(_ mapping: YAMLMapping) -> Transform? {
    let allKeys = Self.transformComponentKeys + ["matrix"]
    var valid = true
    for entry in mapping.entries where !allKeys.contains(entry.key.value) {
      unknownKey(
        entry.key, in: "a transform", candidates: allKeys, aliases: Self.transformKeyAliases)
      valid = false
    }
    let components = mapping.entries.filter { Self.transformComponentKeys.contains($0.key.value) }
    if let matrix = mapping.entry("matrix") {
      if !components.isEmpty {
        let names = components.map { "'\($0.key.value)'" }.joined(separator: ", ")
        error(
          "invalid-transform", "'matrix' cannot be combined with \(names)", at: matrix.key.range,
          notes: [DiagnosticNote("use either 'matrix' or the components, not both")])
        return nil
      }
      let transform = matrixTransform(matrix.value)
      return valid ? transform : nil
    }
    var transform = Transform.identity
    for entry in components {
      switch entry.key.value {
      case "translation":
        if let p = point(entry.value) { transform.translation = p } else { valid = false }
      case "rotation":
        if let a = angle(entry.value) { transform.rotation = a } else { valid = false }
      case "rotationX":
        if let a = angle(entry.value) { transform.rotationX = a } else { valid = false }
      case "rotationY":
        if let a = angle(entry.value) { transform.rotationY = a } else { valid = false }
      case "scale":
        if let (sx, sy) = scale(entry.value) {
          transform.scaleX = sx
          transform.scaleY = sy
        } else {
          valid = false
        }
      default:
        break
      }
    }
    return valid ? transform : nil
  }

  /// `s` (both axes) or `[sx, sy]`.
  private func scale(_ node: YAMLNode) -> (Double, Double)? {
    if node.sequence != nil {
      guard let v = fixedNumbers(node, count: 2, expected: "a scale", shape: "[sx, sy]") else {
        return nil
      }
      return (v[0], v[1])
    }
    guard let scalar = expectScalar(node, expected: "a scale (a number or [sx, sy])"),
      let s = number(scalar, expected: "a scale (a number or [sx, sy])")
    else { return nil }
    return (s, s)
  }
}
