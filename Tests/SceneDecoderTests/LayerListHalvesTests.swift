import Foundation
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import SceneYAML
import XCTest

@testable import SceneDecoder

/// A list of layers decoded in two halves at once (`LayerListDecoder`) gives the scene and
/// the diagnostics a decode in order gives, whatever the halves find: errors, type notes,
/// duplicate ids within a half and across them, `after` references and their cycles across
/// them, and the uses of every definition.
final class LayerListHalvesTests: XCTestCase {
  /// Decodes `text` with every list of two or more layers in halves, and with none, and
  /// compares. Returns whether the document had a list to halve.
  @discardableResult
  private func assertHalvesDecodeAsInOrder(
    _ text: String, name: String, file: StaticString = #filePath, line: UInt = #line
  ) -> Bool {
    let (root, parserDiagnostics) = YAMLParser.parse(Array(text.utf8), file: name)
    guard let root else { return false }
    let inOrder = SceneLoader.decode(
      root: root, file: name, parserDiagnostics: parserDiagnostics, layerHalvesFrom: .max)
    let halved = SceneLoader.decode(
      root: root, file: name, parserDiagnostics: parserDiagnostics, layerHalvesFrom: 0)
    XCTAssertEqual(halved.diagnostics, inOrder.diagnostics, name, file: file, line: line)
    XCTAssertEqual(halved.scene, inOrder.scene, name, file: file, line: line)
    XCTAssertEqual(
      halved.scene?.definitions.map(\.useCount), inOrder.scene?.definitions.map(\.useCount), name, file: file,
      line: line)
    return (root.mapping?["layers"]?.sequence?.items.count ?? 0) >= 2
  }

  func testTheReferenceScenesAndEveryExampleOfTheDocsDecodeTheSameInHalves() throws {
    let root = packageRoot()
    var texts: [(String, String)] = []
    let scenes = root.appendingPathComponent("scenes")
    for name in try FileManager.default.contentsOfDirectory(atPath: scenes.path).sorted() where name.hasSuffix(".yaml") {
      texts.append((name, try String(contentsOf: scenes.appendingPathComponent(name), encoding: .utf8)))
    }
    let golden = root.appendingPathComponent("Tests/SceneDecoderTests/Golden/rich-scene.yaml")
    texts.append(("rich-scene.yaml", try String(contentsOf: golden, encoding: .utf8)))
    let docs = root.appendingPathComponent("docs")
    for name in try FileManager.default.contentsOfDirectory(atPath: docs.path).sorted() where name.hasSuffix(".md") {
      let markdown = try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
      for (index, block) in markdown.components(separatedBy: "```yaml\n").dropFirst().enumerated() {
        guard let end = block.range(of: "```") else { continue }
        texts.append(("\(name) #\(index)", String(block[..<end.lowerBound])))
      }
    }
    var halved = 0
    for (name, text) in texts where assertHalvesDecodeAsInOrder(text, name: name) { halved += 1 }
    XCTAssertGreaterThanOrEqual(halved, 15, "too few examples with two layers or more")
  }

  /// Ten layers, each with mistakes of its own and shared ones.
  private func layers(_ ids: [String], animationIDs: [String], after: [String?]) -> String {
    var text = "version: 1\nscene:\n  size: [100, 100]\ndefs:\n  colors: { brand: \"#009ad6\", unused: red }\n"
    text += "  timingFunctions: { pop: [0.2, 0.9, 0.1, 1] }\nlayers:\n"
    for (index, id) in ids.enumerated() {
      text += "  - id: \(id)\n    type: shape\n    fillColor: \(index % 3 == 0 ? "\"$brand\"" : "\"$nothing\"")\n"
      text += "    opacity: \(index % 4 == 1 ? "\"half\"" : "0.5")\n"
      text += "    sublayers:\n      - id: \(id)_child\n        positon: [1, 2]\n"
      text += "    animations:\n"
      text += "      - id: \(animationIDs[index])\n        keyPath: opacity\n        fromValue: 0\n        toValue: 1\n"
      text += "        duration: 0.5\n        timingFunction: \"$pop\"\n"
      if let target = after[index] { text += "        after: \(target)\n" }
      text += "      - { type: group, animations: [{ keyPath: position, toValue: [1, 1], duration: 0.2 }] }\n"
    }
    return text
  }

  func testMistakesAndReferencesAcrossTheHalvesDecodeAsInOrder() {
    let ids = (0..<10).map { "layer\($0)" }
    let animations = (0..<10).map { "a\($0)" }
    // `after` chains reaching across the halves, one to an unknown id, and a cycle.
    let after: [String?] = ["a9", nil, "a0", "missing", "a8", "a6", "a5", nil, "a1", "a2"]
    XCTAssertTrue(assertHalvesDecodeAsInOrder(layers(ids, animationIDs: animations, after: after), name: "mistakes"))
  }

  func testDuplicateIdsWithinAndAcrossTheHalvesDecodeAsInOrder() {
    let within = ["a", "b", "a", "c", "d", "e", "f", "g", "f", "h"]
    XCTAssertTrue(
      assertHalvesDecodeAsInOrder(
        layers(within, animationIDs: within.map { "x" + $0 }, after: Array(repeating: nil, count: 10)),
        name: "within"))
    let across = ["a", "b", "c", "d", "e", "f", "g", "a", "i", "c"]
    XCTAssertTrue(
      assertHalvesDecodeAsInOrder(
        layers(across, animationIDs: (0..<10).map { "x\($0)" }, after: Array(repeating: nil, count: 10)),
        name: "layer ids across"))
    XCTAssertTrue(
      assertHalvesDecodeAsInOrder(
        layers((0..<10).map { "l\($0)" }, animationIDs: across, after: Array(repeating: nil, count: 10)),
        name: "animation ids across"))
  }

  /// Mutated scenes (a fixed seed): lines dropped, written twice, or given other values.
  func testMutatedScenesDecodeTheSameInHalves() {
    var random = SplitMix64(seed: 0xDEC0DE)
    let ids = (0..<10).map { "layer\($0)" }
    let animations = (0..<10).map { "a\($0)" }
    let after: [String?] = [nil, "a0", nil, "a2", nil, "a7", nil, nil, "a3", nil]
    let original = layers(ids, animationIDs: animations, after: after).split(separator: "\n", omittingEmptySubsequences: false)
    let values = ["a0", "a5", "layer3", "\"$brand\"", "\"$pop\"", "-1", "2", ".nan", "[1, 2]", "{ x: 1 }", "red", "\"90deg\""]
    var halved = 0
    for round in 0..<60 {
      var lines = original
      for _ in 0..<Int(random.next() % 4 + 1) {
        let at = Int(random.next() % UInt64(lines.count))
        switch random.next() % 3 {
        case 0: lines.remove(at: at)
        case 1: lines.insert(lines[at], at: at)
        default:
          guard let colon = lines[at].range(of: ": ") else { continue }
          lines[at] = lines[at][..<colon.upperBound] + values[Int(random.next() % UInt64(values.count))][...]
        }
      }
      if assertHalvesDecodeAsInOrder(lines.joined(separator: "\n"), name: "mutation \(round)") { halved += 1 }
    }
    XCTAssertGreaterThan(halved, 40)
  }

  func testALongListIsDecodedInHalvesByDefault() {
    let ids = (0..<120).map { "layer\($0)" }
    let text = layers(ids, animationIDs: ids.map { "anim_" + $0 }, after: Array(repeating: nil, count: 120))
    XCTAssertGreaterThan(text.unicodeScalars.count, 2 * LayerListDecoder.minimumScalars)
    assertHalvesDecodeAsInOrder(text, name: "long")
    // The default decode (halves) against the decode in order.
    let (root, parsed) = YAMLParser.parse(Array(text.utf8), file: "long.yaml")
    let byDefault = SceneLoader.decode(root: root!, file: "long.yaml", parserDiagnostics: parsed)
    let inOrder = SceneLoader.decode(root: root!, file: "long.yaml", parserDiagnostics: parsed, layerHalvesFrom: .max)
    XCTAssertEqual(byDefault.diagnostics, inOrder.diagnostics)
    XCTAssertFalse(byDefault.diagnostics.isEmpty)
  }
}
