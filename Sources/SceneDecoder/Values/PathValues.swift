import SceneDiagnostics
import SceneModel
import SceneYAML

/// The forms of a path mapping and the extra keys each form takes.
enum PathForm: String, KeyedForm {
  case d, rect, roundedRect, oval, circle, polygon, polyline, elements

  var extraKeys: [String] {
    switch self {
    case .roundedRect: ["cornerRadius"]
    case .circle: ["radius"]
    default: []
    }
  }
}

extension ValueDecoder {
  /// Any path form of docs/scene-format.md (d, rect, roundedRect, oval, circle, polygon, polyline,
  /// elements, "$name"), normalized to absolute move/line/quad/cubic/close.
  func path(_ node: YAMLNode) -> BezierPath? {
    switch node {
    case .scalar(let scalar):
      if !scalar.isNull, scalar.value.hasPrefix("$") {
        return reference(scalar, kind: .paths, in: definitions.paths)
      }
      typeMismatch(
        expected: "a path", found: node,
        notes: [DiagnosticNote("write e.g. { d: \"M 0 0 L 10 10\" }, { rect: [x, y, w, h] } or \"$name\"")])
      return nil
    case .sequence:
      typeMismatch(expected: "a path", found: node)
      return nil
    case .mapping(let mapping):
      return pathMapping(mapping)
    }
  }

  /// A path, or YAML null / `none` for "no path" (`.some(nil)`); nil on error.
  func optionalPath(_ node: YAMLNode) -> BezierPath?? {
    if let scalar = node.scalar, scalar.isNull || scalar.value == "none" { return .some(nil) }
    return path(node).map { .some($0) }
  }

  private func pathMapping(_ mapping: YAMLMapping) -> BezierPath? {
    guard
      let (form, formEntry) = keyedForm(
        mapping, PathForm.self, noun: "a path",
        secondForm: { "a path has one form, found both '\($0.rawValue)' and '\($1)'" },
        formNoun: { "a \($0.rawValue) path" })
    else { return nil }
    return shapePath(form, value: formEntry.value, mapping: mapping)
  }

  private func shapePath(_ form: PathForm, value: YAMLNode, mapping: YAMLMapping) -> BezierPath? {
    switch form {
    case .d:
      return pathData(value)
    case .rect:
      return rect(value).map(ShapePaths.rect)
    case .roundedRect:
      guard let r = rect(value), let radiusNode = mapping["cornerRadius"],
        let radius = nonNegativeNumber(radiusNode, what: "cornerRadius")
      else { return nil }
      return ShapePaths.roundedRect(r, cornerRadius: radius)
    case .oval:
      return rect(value).map(ShapePaths.oval(in:))
    case .circle:
      guard let center = point(value), let radiusNode = mapping["radius"],
        let radius = nonNegativeNumber(radiusNode, what: "radius")
      else { return nil }
      return ShapePaths.circle(center: center, radius: radius)
    case .polygon, .polyline:
      guard let points = pointList(value) else { return nil }
      return ShapePaths.polygon(points, closed: form == .polygon)
    case .elements:
      return pathElements(value)
    }
  }

  /// `[[x, y], ...]` with at least two points.
  private func pointList(_ node: YAMLNode) -> [Point]? {
    guard let sequence = expectSequence(node, expected: "a list of points [[x, y], ...]") else {
      return nil
    }
    guard sequence.items.count >= 2 else {
      error(
        "wrong-count", "expected at least 2 points, found \(sequence.items.count)",
        at: sequence.range)
      return nil
    }
    let points = sequence.items.map { point($0) }
    return points.contains(nil) ? nil : points.compactMap { $0 }
  }

  /// SVG path data in a string; problems point at the exact character.
  private func pathData(_ node: YAMLNode) -> BezierPath? {
    guard let scalar = expectScalar(node, expected: "SVG path data (a string)") else { return nil }
    guard !scalar.isNull else {
      typeMismatch(expected: "SVG path data (a string)", found: node)
      return nil
    }
    switch SVGPathDataParser.parse(scalar.value) {
    case .success(let path):
      return path
    case .failure(let problem):
      error(
        "invalid-path-data", "invalid path data: \(problem.message)",
        at: scalar.range(ofValueOffset: problem.offset, length: problem.length))
      return nil
    }
  }
}
