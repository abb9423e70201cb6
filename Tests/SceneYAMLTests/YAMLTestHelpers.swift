import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneYAML

/// Parses `text` as the file "test.yaml".
func parse(
  _ text: String, limits: YAMLLimits = YAMLLimits()
) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
  YAMLParser.parse(Array(text.utf8), file: "test.yaml", limits: limits)
}

/// Parses text containing location markers; returns the markers' locations too.
func parseMarked(
  _ marked: String
) -> (root: YAMLNode?, diagnostics: [Diagnostic], markers: [String: SourceLocation]) {
  let (text, markers) = extractMarkers(marked)
  let (root, diagnostics) = parse(text)
  return (root, diagnostics, markers)
}

/// The range between two markers.
func range(_ markers: [String: SourceLocation], _ start: String, _ end: String) -> SourceRange {
  guard let from = markers[start], let to = markers[end] else {
    preconditionFailure("missing marker \(start) or \(end)")
  }
  return SourceRange(start: from, end: to)
}

/// Nodes in a tree, keys included (what `YAMLLimits.maxNodes` counts).
func nodeCount(_ node: YAMLNode) -> Int {
  switch node {
  case .scalar: 1
  case .sequence(let sequence): 1 + sequence.items.reduce(0) { $0 + nodeCount($1) }
  case .mapping(let mapping): 1 + mapping.entries.reduce(0) { $0 + 1 + nodeCount($1.value) }
  }
}

extension YAMLNode {
  /// Follows mapping keys and sequence indices, e.g. `node["layers", 0, "id"]`.
  subscript(path: Any...) -> YAMLNode? {
    var current: YAMLNode? = self
    for step in path {
      if let key = step as? String {
        current = current?.mapping?[key]
      } else if let index = step as? Int, let items = current?.sequence?.items,
        items.indices.contains(index)
      {
        current = items[index]
      } else {
        return nil
      }
    }
    return current
  }
}
