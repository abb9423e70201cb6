import SceneDiagnostics
import SceneModel
import SceneTestSupport
import SceneYAML
import XCTest

@testable import SceneDecoder

/// Decodes one value from real YAML: the value is the node under the top-level key `v`.
/// (A file of helpers for the Values*/Path* tests; it holds no test cases itself.)
struct ValuesHarness {
  let decoder: ValueDecoder
  let root: YAMLNode

  init(_ yaml: String, definitions: DefinitionTable = DefinitionTable()) {
    let (root, diagnostics) = YAMLParser.parse(Array(yaml.utf8), file: "values.yaml")
    precondition(diagnostics.isEmpty, "bad test YAML: \(describe(diagnostics))")
    self.root = root!
    decoder = ValueDecoder(sink: DiagnosticSink(file: "values.yaml"), definitions: definitions)
  }

  /// The node under `v`.
  var value: YAMLNode { root.mapping!["v"]! }

  /// `line:column: severity: message [id]` and note lines, in emission order.
  var diagnostics: [String] { describe(decoder.sink.diagnostics) }

  var ids: [String] { decoder.sink.diagnostics.map(\.id) }
}

/// Decodes `v` in `yaml` with `decode` and returns the result and the diagnostics.
func decodeValue<T>(
  _ yaml: String, definitions: DefinitionTable = DefinitionTable(),
  _ decode: (ValueDecoder, YAMLNode) -> T?
) -> (value: T?, diagnostics: [String]) {
  let harness = ValuesHarness(yaml, definitions: definitions)
  let value = decode(harness.decoder, harness.value)
  return (value, harness.diagnostics)
}

/// Asserts that `v` decodes without diagnostics and returns the value.
func decodedValue<T>(
  _ yaml: String, definitions: DefinitionTable = DefinitionTable(),
  file: StaticString = #filePath, line: UInt = #line,
  _ decode: (ValueDecoder, YAMLNode) -> T?
) -> T? {
  let (value, diagnostics) = decodeValue(yaml, definitions: definitions, decode)
  XCTAssertEqual(diagnostics, [], "unexpected diagnostics", file: file, line: line)
  XCTAssertNotNil(value, "no value", file: file, line: line)
  return value
}

/// Asserts every coordinate of two element lists agrees within `accuracy`.
func assertElementsEqual(
  _ actual: [PathElement], _ expected: [PathElement], accuracy: Double = 1e-12,
  file: StaticString = #filePath, line: UInt = #line
) {
  XCTAssertEqual(
    actual.map(\.kind), expected.map(\.kind), "element kinds differ", file: file, line: line)
  guard actual.map(\.kind) == expected.map(\.kind) else { return }
  for (index, (a, e)) in zip(actual, expected).enumerated() {
    for (p, q) in zip(a.points, e.points) {
      XCTAssertEqual(p.x, q.x, accuracy: accuracy, "element \(index) x", file: file, line: line)
      XCTAssertEqual(p.y, q.y, accuracy: accuracy, "element \(index) y", file: file, line: line)
    }
  }
}

/// The standard control distance for a 90° cubic piece, 4/3·tan(π/8)
/// (python3: 4/3*math.tan(math.pi/8) = 0.5522847498307933).
let quarterArcK = 0.5522847498307933
