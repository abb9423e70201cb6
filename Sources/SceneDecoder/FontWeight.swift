import SceneDiagnostics
import SceneYAML

/// `fontWeight`: an integer 100…900 or a CSS-style weight name.
enum FontWeight {
  /// Accepted names and their weights (CSS font-weight names; UIKit's spellings as aliases).
  static let names: [(name: String, weight: Int)] = [
    ("thin", 100), ("extraLight", 200), ("ultraLight", 200), ("light", 300), ("regular", 400),
    ("normal", 400), ("medium", 500), ("semibold", 600), ("bold", 700), ("extraBold", 800),
    ("heavy", 800), ("black", 900),
  ]

  static func decode(_ node: YAMLNode, context: DecodeContext) -> Int? {
    if let scalar = node.scalar, scalar.style == .plain, let first = scalar.value.unicodeScalars.first,
      ("0"..."9").contains(first) || first == "-" || first == "+"
    {
      guard let weight = context.values.integer(node) else { return nil }
      guard (100...900).contains(weight) else {
        context.error(
          "value-out-of-range", "'fontWeight' must be between 100 and 900, found \(weight)", at: node.range)
        return nil
      }
      return weight
    }
    guard let name = context.enumValue(node, names: names.map(\.name), what: "fontWeight") else {
      return nil
    }
    return names.first { $0.name == name }?.weight
  }
}
