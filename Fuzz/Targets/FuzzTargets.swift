import SceneDecoder
import SceneDiagnostics
import SceneLint
import SceneLottie
import SceneModel
import SceneSVG
import SceneTiming
import SceneYAML

/// The entry points the libFuzzer targets (Fuzz/Driver) and the regression tests
/// (Tests/ReliabilityTests) call with arbitrary bytes. Each must return for any input:
/// a trap, a hang or unbounded memory is a finding.
public enum FuzzTargets {
  /// Target names, as `make fuzz TARGET=…` and `scenec-fuzz TARGET FILE…` take them.
  public static let names = ["pipeline", "yaml", "pathdata", "color", "lottie"]

  /// Runs target `name` on `bytes`; false for an unknown name.
  @discardableResult
  public static func run(_ name: String, _ bytes: [UInt8]) -> Bool {
    switch name {
    case "pipeline": pipeline(bytes)
    case "yaml": yaml(bytes)
    case "pathdata": pathData(bytes)
    case "color": color(bytes)
    case "lottie": lottie(bytes)
    default: return false
    }
    return true
  }

  /// bytes → YAML → decode → validate → evaluate a few frames → SVG → lint, and the
  /// diagnostics rendered as the terminal shows them.
  public static func pipeline(_ bytes: [UInt8]) {
    let file = "fuzz.yaml"
    let decoded = SceneLoader.decode(bytes: bytes, file: file)
    var diagnostics = decoded.diagnostics
    if let scene = decoded.scene, !diagnostics.hasErrors {
      let evaluator = SceneEvaluator(scene: scene)
      diagnostics += evaluator.diagnostics
      if !evaluator.diagnostics.hasErrors {
        let renderer = SVGFrameRenderer(precision: 3)
        let last = max(evaluator.frameCount - 1, 0)
        for index in Set([0, 1, last / 2, last]) where index <= last {
          _ = renderer.render(evaluator.frame(index: index))
        }
        _ = renderer.render(evaluator.frame(at: 0.5))
      }
    }
    diagnostics += SceneLinting.lint(bytes: bytes, file: file)
    render(diagnostics, bytes)
  }

  /// The YAML front end alone: parse, then render its diagnostics; and the search for what
  /// is written at a range (`YAMLNode.firstNode(at:)`, `firstKey(ofValueAt:)`, which lint's
  /// rules use) against a walk of the whole tree.
  public static func yaml(_ bytes: [UInt8]) {
    let parsed = YAMLParser.parse(bytes, file: "fuzz.yaml")
    render(parsed.diagnostics, bytes)
    if let root = parsed.root { checkSearchByRange(root) }
  }

  /// Every range a walk of the tree meets (each node before its children, a mapping's
  /// values in order) must lead the search to the node, and the key, the walk met first
  /// there. Only trees of at most `maxCheckedNodes` nodes (counting repeats by aliases),
  /// so that the check stays linear enough for the fuzzer.
  static func checkSearchByRange(_ root: YAMLNode) {
    let maxCheckedNodes = 4_000
    var nodes: [SourceRange: YAMLNode] = [:]
    var keys: [SourceRange: YAMLScalar] = [:]
    var order: [SourceRange] = []
    var left = maxCheckedNodes
    func walk(_ node: YAMLNode) -> Bool {
      left -= 1
      guard left >= 0 else { return false }
      if nodes[node.range] == nil {
        nodes[node.range] = node
        order.append(node.range)
      }
      switch node {
      case .scalar:
        return true
      case .sequence(let sequence):
        return sequence.items.allSatisfy(walk)
      case .mapping(let mapping):
        return mapping.entries.allSatisfy { entry in
          if keys[entry.value.range] == nil { keys[entry.value.range] = entry.key }
          return walk(entry.value)
        }
      }
    }
    guard walk(root) else { return }
    for range in order {
      precondition(root.firstNode(at: range) == nodes[range], "firstNode(at: \(range)) is not the walk's node")
    }
    for (range, key) in keys {
      precondition(root.firstKey(ofValueAt: range) == key, "firstKey(ofValueAt: \(range)) is not the walk's key")
    }
  }

  /// SVG path data (`path: { d: … }`), the input as the string: decoded, drawn, lengths
  /// and trims taken by a strokeEnd animation.
  public static func pathData(_ bytes: [UInt8]) {
    let text = yamlQuoted(String(decoding: bytes, as: UTF8.self))
    scene(
      """
          type: shape
          path: { d: \(text) }
          strokeColor: black
          animations:
            - { keyPath: strokeEnd, fromValue: 0, toValue: 1, duration: 1 }
      """)
  }

  /// Colors (`fillColor: …`), the input as the scalar's text, quoted and plain.
  public static func color(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    for value in [yamlQuoted(text), text.contains(where: \.isNewline) ? nil : text].compactMap({ $0 }) {
      scene(
        """
            type: shape
            path: { rect: [0, 0, 10, 10] }
            fillColor: \(value)
            animations:
              - { keyPath: fillColor, toValue: \(value), duration: 1 }
        """)
    }
  }

  /// A Lottie file's bytes: the JSON reader, the importer (every diagnostic rendered against
  /// the JSON text, as `scenec import` prints them), then the scene it writes through the
  /// pipeline, since an import must yield a scene scenec reads.
  public static func lottie(_ bytes: [UInt8]) {
    let file = "fuzz.json"
    let result = LottieImporter.convert(bytes: bytes, file: file, sceneName: "fuzz", baseDirectory: "/nonexistent")
    render(result.diagnostics, bytes)
    if let yaml = result.yaml { pipeline(Array(yaml.utf8)) }
  }

  /// A one-layer scene around `layer` (its keys, indented four spaces), through the pipeline.
  private static func scene(_ layer: String) {
    let text = """
      version: 1
      scene: { name: fuzz, size: [20, 20], fps: 2 }
      layers:
        - id: probe

      """ + layer + "\n"
    pipeline(Array(text.utf8))
  }

  private static func render(_ diagnostics: [Diagnostic], _ bytes: [UInt8]) {
    guard !diagnostics.isEmpty else { return }
    let source = SourceText(String(decoding: bytes, as: UTF8.self))
    _ = TextRenderer(colored: false).render(diagnostics, source: { _ in source })
  }

  /// A YAML double-quoted scalar whose value is `text`.
  public static func yamlQuoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20 || scalar.value == 0x7f || (0x80..<0xa0).contains(scalar.value)
        || scalar.value == 0xfeff || scalar.value == 0x2028 || scalar.value == 0x2029:
        out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
