import SceneDiagnostics

/// Merge paths (`mm`) without boolean path operations (the scene format and SVG have
/// none): the modes are drawn by the directions of the shapes it reaches, which a nonzero
/// fill turns into the combination. Merge (1) joins the shapes, as a fill already does:
/// exact. Add (2): every shape clockwise, so a nonzero fill paints their union: exact for
/// fills. Subtract (3): the first shape clockwise, the later ones counter-clockwise, which
/// cuts them out where they overlap the first (exact where they lie inside it; a part
/// outside stays painted). Exclude (5): directions alternate, exact for two shapes.
/// Intersect (4) is not drawn (the shapes stay whole). Strokes outline every shape in all
/// modes. Each approximation is a warning.
enum MergePaths {
  static func warn(mode: Int, context: ImportContext, layer: String, path: String, at range: SourceRange) {
    let message: String?
    switch mode {
    case 1: message = nil
    case 2: message = "merge paths 'add' is drawn as the shapes' union for fills (strokes outline each shape)"
    case 3:
      message = "merge paths 'subtract' cuts the later shapes out of the first (exact where they lie inside it; strokes outline each shape)"
    case 5: message = "merge paths 'exclude' is drawn by alternating directions (exact for two shapes under a nonzero fill)"
    default: message = nil
    }
    if let message {
      context.unsupported(message, layer: layer, path: path, at: range, approximated: true)
    } else if mode != 1 {
      context.unsupported(
        mode == 4 ? "merge paths 'intersect' is not supported; the shapes are drawn whole" : "merge paths mode \(mode) is not supported; left out",
        layer: layer, path: path, at: range)
    }
  }

  /// Re-orients the shapes of `scope` (in item order) for `mode`.
  static func apply(mode: Int, to scope: [String], in result: inout [String: [BezierShape]]) {
    var index = 0
    for path in scope {
      result[path] = (result[path] ?? []).map { shape in
        defer { index += 1 }
        let clockwise: Bool
        switch mode {
        case 2: clockwise = true
        case 3: clockwise = index == 0
        case 5: clockwise = index % 2 == 0
        default: return shape
        }
        return (Masks.orientation(shape) > 0) == clockwise ? shape : shape.reversed()
      }
    }
  }
}
