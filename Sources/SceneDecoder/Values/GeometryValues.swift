import SceneDiagnostics
import SceneModel
import SceneYAML

extension ValueDecoder {
  /// `[x, y]`.
  func point(_ node: YAMLNode) -> Point? {
    guard let v = fixedNumbers(node, count: 2, expected: ValueType.point.description, shape: "[x, y]")
    else { return nil }
    return Point(v[0], v[1])
  }

  /// `[w, h]` (any sign: sizes double as offsets, e.g. `shadowOffset`).
  func size(_ node: YAMLNode) -> Size? {
    guard let v = fixedNumbers(node, count: 2, expected: ValueType.size.description, shape: "[w, h]")
    else { return nil }
    return Size(v[0], v[1])
  }

  /// `[x, y, w, h]`. Negative width or height is an error.
  func rect(_ node: YAMLNode) -> Rect? {
    guard
      let v = fixedNumbers(
        node, count: 4, expected: ValueType.rect.description, shape: "[x, y, w, h]"),
      let items = node.sequence?.items
    else { return nil }
    var valid = true
    for (index, name) in [(2, "width"), (3, "height")] where v[index] < 0 {
      error(
        "value-out-of-range", "rect \(name) must not be negative, found \(formatNumber(v[index]))",
        at: items[index].range)
      valid = false
    }
    return valid ? Rect(v[0], v[1], v[2], v[3]) : nil
  }
}
