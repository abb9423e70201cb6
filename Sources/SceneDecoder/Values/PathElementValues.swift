import SceneDiagnostics
import SceneModel
import SceneYAML

/// The entries of an `elements:` path, as UIBezierPath builds them.
enum PathElementKind: String, KeyedForm {
  case move, line, curve, quad, arc, close

  var extraKeys: [String] {
    switch self {
    case .curve: ["c1", "c2"]
    case .quad: ["c"]
    default: []
    }
  }

  static let arcKeys = ["center", "radius", "startAngle", "endAngle", "clockwise"]
}

/// One decoded list entry, before it is added to the path.
enum DecodedPathElement {
  case move(Point)
  case line(Point)
  case curve(control1: Point, control2: Point, to: Point)
  case quad(control: Point, to: Point)
  case arc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool)
  case close
}

extension ValueDecoder {
  /// `elements:` — a list of `move`, `line`, `curve` (+ `c1`, `c2`), `quad` (+ `c`), `arc`
  /// and `close`. `line`, `curve`, `quad` and `close` need a current point; `arc` adds a line
  /// from the current point to its start when they differ, or moves there when there is none.
  func pathElements(_ node: YAMLNode) -> BezierPath? {
    guard let sequence = expectSequence(node, expected: "a list of path elements") else {
      return nil
    }
    var builder = PathBuilder()
    var valid = true
    for item in sequence.items {
      guard let element = pathElement(item) else {
        valid = false
        continue
      }
      // After an error the current point is unknown; keep checking entries, not geometry.
      guard valid else { continue }
      valid = add(element, to: &builder, at: item)
    }
    return valid ? builder.path : nil
  }

  private func add(
    _ element: DecodedPathElement, to builder: inout PathBuilder, at item: YAMLNode
  ) -> Bool {
    let needsCurrentPoint: String? =
      switch element {
      case .line: "line"
      case .curve: "curve"
      case .quad: "quad"
      case .close: "close"
      case .move, .arc: nil
      }
    if let name = needsCurrentPoint, builder.currentPoint == nil {
      error(
        "invalid-path", "'\(name)' needs a current point", at: item.range,
        notes: [DiagnosticNote("start the path with 'move' (or 'arc')")])
      return false
    }
    switch element {
    case .move(let p): builder.move(to: p)
    case .line(let p): builder.line(to: p)
    case .curve(let c1, let c2, let p): builder.cubic(control1: c1, control2: c2, to: p)
    case .quad(let c, let p): builder.quad(control: c, to: p)
    case .close: builder.close()
    case .arc(let center, let radius, let startAngle, let endAngle, let clockwise):
      Self.addArc(
        to: &builder, center: center, radius: radius, startAngle: startAngle,
        endAngle: endAngle, clockwise: clockwise)
    }
    return true
  }

  /// UIBezierPath's addArc in y-down space (docs/svg-output.md, "Geometry": arcs).
  static func addArc(
    to builder: inout PathBuilder, center: Point, radius: Double, startAngle: Double,
    endAngle: Double, clockwise: Bool
  ) {
    let start = ArcToCubic.point(center: center, radiusX: radius, radiusY: radius, angle: startAngle)
    if let current = builder.currentPoint {
      let tolerance = 1e-9 * max(1, abs(start.x), abs(start.y))
      if abs(current.x - start.x) > tolerance || abs(current.y - start.y) > tolerance {
        builder.line(to: start)
      }
    } else {
      builder.move(to: start)
    }
    let sweep = ArcToCubic.uiKitSweep(
      startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    builder.append(
      ArcToCubic.pieces(
        center: center, radiusX: radius, radiusY: radius, startAngle: startAngle, sweep: sweep,
        start: builder.currentPoint))
  }

  private func pathElement(_ node: YAMLNode) -> DecodedPathElement? {
    switch node {
    case .sequence:
      typeMismatch(expected: "a path element", found: node)
      return nil
    case .scalar(let scalar):
      if scalar.value == "close", !scalar.isNull { return .close }
      if let kind = PathElementKind(rawValue: scalar.value) {
        error(
          "invalid-path", "path element '\(kind.rawValue)' needs a value", at: scalar.range,
          notes: [DiagnosticNote("write e.g. '- \(kind.rawValue): …' as a mapping entry")])
        return nil
      }
      let (notes, fixIts) = suggestion(
        for: scalar.value, among: PathElementKind.allCases.map(\.rawValue), at: scalar.range,
        replacementFor: { scalar.sourceText(replacingValueWith: $0) })
      error(
        "invalid-path", "unknown path element '\(scalar.value)'", at: scalar.range, notes: notes,
        fixIts: fixIts)
      return nil
    case .mapping(let mapping):
      return pathElement(mapping)
    }
  }

  private func pathElement(_ mapping: YAMLMapping) -> DecodedPathElement? {
    guard
      let (kind, kindEntry) = keyedForm(
        mapping, PathElementKind.self, noun: "a path element",
        secondForm: { "one path element per list entry, found both '\($0.rawValue)' and '\($1)'" },
        formNoun: { "'\($0.rawValue)'" })
    else { return nil }
    let value = kindEntry.value
    switch kind {
    case .move:
      return point(value).map { .move($0) }
    case .line:
      return point(value).map { .line($0) }
    case .curve:
      guard let c1Node = mapping["c1"], let c2Node = mapping["c2"] else { return nil }
      let (c1, c2, p) = (point(c1Node), point(c2Node), point(value))
      guard let c1, let c2, let p else { return nil }
      return .curve(control1: c1, control2: c2, to: p)
    case .quad:
      guard let cNode = mapping["c"] else { return nil }
      let (c, p) = (point(cNode), point(value))
      guard let c, let p else { return nil }
      return .quad(control: c, to: p)
    case .arc:
      return arcElement(value)
    case .close:
      guard let scalar = value.scalar, scalar.isNull else {
        typeMismatch(expected: "nothing after 'close'", found: value)
        return nil
      }
      return .close
    }
  }

  /// `{ center: [x, y], radius: r, startAngle: a, endAngle: b, clockwise: true }`;
  /// `clockwise` defaults to true.
  private func arcElement(_ node: YAMLNode) -> DecodedPathElement? {
    guard case .mapping(let mapping) = node else {
      typeMismatch(
        expected: "an arc { center, radius, startAngle, endAngle, clockwise }", found: node)
      return nil
    }
    var valid = true
    for entry in mapping.entries where !PathElementKind.arcKeys.contains(entry.key.value) {
      unknownKey(entry.key, in: "'arc'", candidates: PathElementKind.arcKeys)
      valid = false
    }
    for key in PathElementKind.arcKeys.dropLast() where mapping.entry(key) == nil {
      missingKey(key, in: "'arc'", mapping: mapping)
      valid = false
    }
    guard valid, let centerNode = mapping["center"], let radiusNode = mapping["radius"],
      let startNode = mapping["startAngle"], let endNode = mapping["endAngle"]
    else { return nil }
    let center = point(centerNode)
    let radius = nonNegativeNumber(radiusNode, what: "radius")
    let startAngle = angle(startNode)
    let endAngle = angle(endNode)
    let clockwise = mapping["clockwise"].map { bool($0) } ?? true
    guard let center, let radius, let startAngle, let endAngle, let clockwise else { return nil }
    return .arc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }
}
