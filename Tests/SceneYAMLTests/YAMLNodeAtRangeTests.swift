import Foundation
import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneYAML

/// `firstNode(at:)` and `firstKey(ofValueAt:)` against the walk they stand for: every node
/// of the tree, parents before children and in source order, the first met with a range
/// winning (nodes an alias or a merge key repeats keep their definition's ranges).
final class YAMLNodeAtRangeTests: XCTestCase {
  /// Documents with what breaks the nesting of ranges or puts two nodes at one range.
  static let edgeCases: [String] = [
    // Aliases of a scalar, a mapping and a sequence, and an alias inside a flow collection.
    """
    base: &b { x: 1, y: [2, 3] }
    color: &c red
    list: &l [a, b]
    uses: [*b, *c, *l, { again: *b }]
    block:
      - *b
      - key: *l
    """,
    // Merge keys: one mapping, a list of them, keys written in the mapping winning.
    """
    defaults: &d
      bounds: [0, 0, 10, 10]
      opacity: 0.5
    more: &m { hidden: false, opacity: 1 }
    layers:
      - <<: *d
        id: a
      - <<: [*m, *d]
        id: b
        opacity: 0.25
      - { <<: *d, id: c }
    """,
    // Values left empty at the ends of nested mappings and sequences, and of the file.
    """
    a:
      b:
      c:
        d:
    e:
      -
      - f:
    g:
    """,
    // Block scalars with trailing blank lines, folded and literal, kept and stripped.
    """
    literal: |
      one
      two


    folded: >-
      three
      four

    kept: |+
      five

    after: 1
    """,
    // Flow collections, empty ones, nested sequences, multi-line plain and quoted scalars.
    """
    flow: { a: [1, [2, [3, {}]]], b: [], c: {} }
    nested:
      - - - deep
          - deeper
        - x
    plain: this is
      one scalar
    quoted: "a
      b"
    single: 'c'
    """,
    // Document markers, comments, a tag, unicode before the nodes.
    """
    %YAML 1.1
    ---
    # é日本 😀
    name: !!str 12  # comment
    emoji: "😀"
    list: [é, 日本]
    ...
    """,
    // An anchor on the value of a duplicate key: the tree drops that value, the aliases
    // keep its nodes (found by the fuzzer; the walk meets them only inside the aliases).
    """
    a:
      x: 1
      x: &d { k: [1, 2], m: { n: 3 } }
    b: *d
    c: [*d, { e: *d }]
    """,
    // A root scalar, and a root sequence of mappings.
    "just a scalar",
    "- a: 1\n- b: [2, 3]\n- &x c\n- *x\n",
  ]

  func testTheSearchFindsWhatTheWalkFindsInTheEdgeCases() {
    for (number, text) in Self.edgeCases.enumerated() {
      let (root, _) = parse(text)
      guard let root else { return XCTFail("document \(number) did not parse") }
      // Only the dropped duplicate's nodes need the whole walk.
      assertSearchMatchesWalk(root, "document \(number)", inHoldingCollections: !text.contains("x: &d"))
    }
  }

  /// The search's first try alone misses what only aliases of a dropped value hold; the
  /// whole walk finds it.
  func testNodesOnlyAliasesHoldAreFoundByTheWholeWalk() throws {
    let (parsed, diagnostics) = parse("a:\n  x: 1\n  x: &d { k: 2 }\nb: *d\n")
    XCTAssertEqual(diagnostics.map(\.id), ["duplicate-key"])
    let root = try XCTUnwrap(parsed)
    let aliased = try XCTUnwrap(root.mapping?["b"]?.mapping?.entries.first)
    XCTAssertEqual(aliased.value.range.description, "3:14-3:15")
    let search = YAMLNodeSearch(tree: root.handle.tree, target: aliased.value.range)
    XCTAssertNil(search.firstInHoldingCollections(.node, root.handle.index))
    XCTAssertEqual(root.firstNode(at: aliased.value.range).map(\.handle.index), aliased.value.handle.index)
    XCTAssertEqual(root.firstKey(ofValueAt: aliased.value.range)?.value, "k")
  }

  func testTheSearchFindsWhatTheWalkFindsInEveryYAMLFileOfThePackage() throws {
    let files = try yamlFilesOfThePackage()
    XCTAssertGreaterThanOrEqual(files.count, 25)
    for file in files {
      let (root, _) = YAMLParser.parse(try [UInt8](Data(contentsOf: file)), file: file.lastPathComponent)
      guard let root else { continue }
      assertSearchMatchesWalk(root, file.lastPathComponent, inHoldingCollections: !file.path.contains("/Regressions/"))
    }
  }

  /// Random documents: nested block and flow collections with anchors, aliases and merges
  /// at random places, and empty values.
  func testTheSearchFindsWhatTheWalkFindsInGeneratedDocuments() {
    var generator = SplitMix64(seed: 0x5EED_CAFE)
    var parsed = 0
    for number in 0..<300 {
      var document = GeneratedDocument(generator: generator)
      let text = document.text()
      generator = document.generator
      let (root, _) = parse(text)
      guard let root else { continue }
      parsed += 1
      assertSearchMatchesWalk(root, "generated document \(number):\n\(text)", inHoldingCollections: true)
    }
    XCTAssertGreaterThan(parsed, 250)
  }

  func testARangeThatNoNodeHasFindsNothing() throws {
    let (root, _) = parse("a: { b: 12, c: [x, y] }\nd: long text\n")
    let mapping = try XCTUnwrap(root?.mapping)
    let text = try XCTUnwrap(mapping["d"]?.scalar)
    // A part of a scalar, a range past the end, and a key's own range (keys are not values).
    var inside = text.range
    inside.start.column += 1
    inside.start.offset += 1
    XCTAssertNil(root?.firstNode(at: inside))
    XCTAssertNil(root?.firstKey(ofValueAt: inside))
    let past = SourceRange(at: SourceLocation(line: 9, column: 1, offset: 200))
    XCTAssertNil(root?.firstNode(at: past))
    XCTAssertNil(root?.firstKey(ofValueAt: past))
    let key = mapping.entries[0].key.range
    XCTAssertNil(root?.firstNode(at: key))
    // The value of `b`: its node, and `b` as its key.
    let value = try XCTUnwrap(mapping["a"]?.mapping?["b"])
    XCTAssertEqual(root?.firstNode(at: value.range)?.scalar?.value, "12")
    XCTAssertEqual(root?.firstKey(ofValueAt: value.range)?.value, "b")
  }

  func testASearchFromASubtreeOrAMappingWithoutSomeEntriesStaysInIt() throws {
    let (root, _) = parse("a: &x { k: 1 }\nb: *x\nc: { k: 2, m: 3 }\n")
    let mapping = try XCTUnwrap(root?.mapping)
    let first = try XCTUnwrap(mapping["a"]?.mapping?["k"])
    let c = try XCTUnwrap(mapping["c"])
    XCTAssertNil(c.firstNode(at: first.range))
    XCTAssertEqual(c.firstNode(at: c.range)?.range, c.range)
    let cMapping = try XCTUnwrap(c.mapping)
    let m = try XCTUnwrap(cMapping["m"])
    let withoutM = YAMLNode.mapping(cMapping.removingEntries { $0.key.value == "m" })
    XCTAssertNil(withoutM.firstNode(at: m.range))
    XCTAssertNil(withoutM.firstKey(ofValueAt: m.range))
    XCTAssertEqual(YAMLNode.mapping(cMapping).firstKey(ofValueAt: m.range)?.value, "m")
  }

  // MARK: - Helpers

  /// Every range the walk meets: the search must give the node (and key) the walk met first;
  /// with `inHoldingCollections`, already at its first try (the fast path, without the
  /// whole walk).
  private func assertSearchMatchesWalk(
    _ root: YAMLNode, _ name: String, inHoldingCollections: Bool, file: StaticString = #filePath, line: UInt = #line
  ) {
    var nodes: [SourceRange: Int32] = [:]
    var keys: [SourceRange: Int32] = [:]
    func walk(_ node: YAMLNode) {
      if nodes[node.range] == nil { nodes[node.range] = node.handle.index }
      switch node {
      case .scalar: break
      case .sequence(let sequence): for item in sequence.items { walk(item) }
      case .mapping(let mapping):
        for entry in mapping.entries {
          if keys[entry.value.range] == nil { keys[entry.value.range] = entry.key.index }
          walk(entry.value)
        }
      }
    }
    walk(root)
    for (range, index) in nodes {
      XCTAssertEqual(root.firstNode(at: range).map(\.handle.index), index, "\(name): node at \(range)", file: file, line: line)
      if inHoldingCollections {
        let search = YAMLNodeSearch(tree: root.handle.tree, target: range)
        XCTAssertEqual(search.firstInHoldingCollections(.node, root.handle.index), index, "\(name): node at \(range), first try", file: file, line: line)
      }
    }
    for (range, index) in keys {
      XCTAssertEqual(root.firstKey(ofValueAt: range)?.index, index, "\(name): key of \(range)", file: file, line: line)
      if inHoldingCollections {
        let search = YAMLNodeSearch(tree: root.handle.tree, target: range)
        XCTAssertEqual(search.firstInHoldingCollections(.key, root.handle.index), index, "\(name): key of \(range), first try", file: file, line: line)
      }
    }
  }

  private func yamlFilesOfThePackage() throws -> [URL] {
    let root = packageRoot()
    var files: [URL] = []
    for folder in ["scenes", "Tests", "docs", "Fuzz"] {
      guard let enumerator = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil) else { continue }
      for case let url as URL in enumerator where url.pathExtension == "yaml" || url.pathExtension == "yml" {
        files.append(url)
      }
    }
    return files.sorted { $0.path < $1.path }
  }
}

/// A random YAML document for the search tests: block mappings and sequences, flow ones
/// inside, scalars of every style, empty values, and anchors that later nodes alias or merge.
private struct GeneratedDocument {
  var generator: SplitMix64
  private var anchors: [(name: String, isMapping: Bool)] = []
  private var counter = 0

  init(generator: SplitMix64) { self.generator = generator }

  mutating func text() -> String {
    var lines: [String] = []
    for key in 0..<(1 + pick(5)) {
      lines += blockEntry("k\(key)", indent: 0, depth: 0)
    }
    return lines.joined(separator: "\n") + (pick(2) == 0 ? "\n" : "")
  }

  private mutating func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }

  private mutating func anchor(isMapping: Bool) -> String {
    guard pick(3) == 0 else { return "" }
    counter += 1
    anchors.append((name: "a\(counter)", isMapping: isMapping))
    return "&a\(counter) "
  }

  private mutating func scalar() -> String {
    switch pick(7) {
    case 0: return "\(pick(1000))"
    case 1: return "\"q \(pick(10))\""
    case 2: return "'s \(pick(10))'"
    case 3: return "plain \(pick(10))"
    case 4: return ""
    case 5 where !anchors.isEmpty: return "*" + anchors[pick(anchors.count)].name
    default: return "é\(pick(10))"
    }
  }

  private mutating func flow(depth: Int) -> String {
    switch depth > 2 ? 0 : pick(3) {
    case 0:
      let value = scalar()
      return value.isEmpty ? "x" : value
    case 1:
      let items = (0..<pick(4)).map { _ in flow(depth: depth + 1) }
      return anchor(isMapping: false) + "[" + items.joined(separator: ", ") + "]"
    default:
      let entries = (0..<pick(4)).map { i in "f\(i): " + flow(depth: depth + 1) }
      return anchor(isMapping: true) + "{" + entries.joined(separator: ", ") + "}"
    }
  }

  /// `key:` and its value, as lines at `indent`.
  private mutating func blockEntry(_ key: String, indent: Int, depth: Int) -> [String] {
    let pad = String(repeating: " ", count: indent)
    switch depth > 3 ? pick(2) : pick(6) {
    case 0: return [pad + key + ": " + scalar()]
    case 1: return [pad + key + ": " + flow(depth: 0)]
    case 2:
      return [pad + key + ": |" + (pick(2) == 0 ? "" : "-"), pad + "  line \(pick(10))", pad + "  more", ""]
    case 3:
      var lines = [pad + key + ": " + anchor(isMapping: true)]
      let merges = anchors.filter(\.isMapping)
      if !merges.isEmpty, pick(2) == 0 { lines.append(pad + "  <<: *" + merges[pick(merges.count)].name) }
      for i in 0..<(1 + pick(3)) { lines += blockEntry("m\(i)", indent: indent + 2, depth: depth + 1) }
      return lines
    default:
      var lines = [pad + key + ": " + anchor(isMapping: false)]
      for _ in 0..<(1 + pick(3)) {
        if pick(2) == 0 {
          lines.append(pad + "  - " + scalar())
        } else {
          var entry = blockEntry("s\(pick(3))", indent: indent + 4, depth: depth + 1)
          entry[0] = pad + "  - " + entry[0].dropFirst(indent + 4)
          lines += entry
        }
      }
      return lines
    }
  }
}
