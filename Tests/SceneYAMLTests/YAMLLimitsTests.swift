import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneYAML

/// Alias expansion and nesting stay within `YAMLLimits`, and large inputs parse.
final class YAMLLimitsTests: XCTestCase {
  func testBillionLaughsFailsFastWithTooLarge() {
    // 9 levels of 10 aliases: 10^9 scalars if expanded. Counting (keys included), the
    // anchors hold 1, 11, 111, … nodes; before `a7` 1_234_576 nodes are counted, and its
    // first alias adds 1_111_111, crossing the default budget of 2_000_000.
    var lines = ["a0: &a0 lol"]
    for level in 1...9 {
      let aliases = Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ")
      lines.append("a\(level): &a\(level) [\(aliases)]")
    }
    let (root, diagnostics) = parse(lines.joined(separator: "\n") + "\n")
    XCTAssertNil(root)
    XCTAssertEqual(
      describe(diagnostics),
      ["8:10: error: the document has more than 2000000 nodes after expanding aliases [yaml-too-large]"])
    XCTAssertEqual(diagnostics.first?.range?.description, "8:10-8:13")
  }

  func testNodeBudgetCountsNodesAfterExpansion() {
    // Root, 2 keys, the anchored sequence and its 3 items, and 4 for the alias: 11 nodes.
    let text = "a: &x [1, 2, 3]\nb: *x\n"
    XCTAssertEqual(parse(text, limits: YAMLLimits(maxNodes: 11)).diagnostics, [])
    let (root, diagnostics) = parse(text, limits: YAMLLimits(maxNodes: 10))
    XCTAssertNil(root)
    XCTAssertEqual(
      describe(diagnostics),
      ["2:4: error: the document has more than 10 nodes after expanding aliases [yaml-too-large]"])
  }

  func testDeepNestingFailsWithTooDeep() {
    let text = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    let (root, diagnostics) = parse(text)
    XCTAssertNil(root)
    XCTAssertEqual(
      describe(diagnostics),
      ["1:257: error: mappings and sequences nest deeper than 256 levels [yaml-too-deep]"])
    // Exactly at the limit is fine.
    let atLimit = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    XCTAssertEqual(parse(atLimit).diagnostics, [])
  }

  func testAliasDepthCountsTheExpandedNesting() {
    // `x` holds two levels; inside `b`'s mapping, within the root, it would be four.
    let text = "a: &x [[1]]\nb: {c: *x}\n"
    XCTAssertEqual(parse(text, limits: YAMLLimits(maxDepth: 4)).diagnostics, [])
    XCTAssertEqual(
      describe(parse(text, limits: YAMLLimits(maxDepth: 3)).diagnostics),
      ["2:8: error: mappings and sequences nest deeper than 3 levels [yaml-too-deep]"])
  }

  func testTenMegabyteSceneParses() throws {
    let layerCount = 100_000
    var text = "layers:\n"
    text.reserveCapacity(layerCount * 110)
    for index in 0..<layerCount {
      text += "  - id: layer\(index)\n    type: shape\n    position: [\(index), \(index * 2)]\n"
      text += "    opacity: 0.5\n    fillColor: \"#009ad6\"\n"
    }
    XCTAssertGreaterThan(text.utf8.count, 10_000_000)
    let (root, diagnostics) = parse(text)
    XCTAssertEqual(diagnostics, [])
    let tree = try XCTUnwrap(root)
    // Root mapping, its key, the sequence, and per layer: the mapping, 5 keys, 4 scalars
    // and the position sequence with 2 items (13).
    XCTAssertEqual(nodeCount(tree), 3 + 13 * layerCount)
    let layers = try XCTUnwrap(tree["layers"]?.sequence)
    XCTAssertEqual(layers.items.count, layerCount)
    let last = try XCTUnwrap(layers.items.last?.mapping)
    XCTAssertEqual(last["id"]?.scalar?.value, "layer99999")
    XCTAssertEqual(last.entry("fillColor")?.key.range.start.line, 1 + 5 * layerCount)
    XCTAssertEqual(last["position"]?.sequence?.items.last?.scalar?.value, "199998")
  }
}
