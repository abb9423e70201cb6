import Foundation
import SceneDiagnostics
import SceneTestSupport
import SceneThreads
import XCTest

@testable import SceneYAML

/// A document read in two parts (`SplitParse`) gives the tree the whole document gives,
/// node for node (kinds, texts, styles, tags, key signatures, hidden colors, and every
/// range with its offset), or it gives up and the document is read whole.
final class SplitParseTests: XCTestCase {
  /// The document read whole, by the builder alone.
  private func whole(_ bytes: [UInt8], limits: YAMLLimits = YAMLLimits()) -> (root: YAMLNode?, diagnostics: [Diagnostic]) {
    var builder = YAMLTreeBuilder(bytes: bytes, file: "test.yaml", limits: limits)
    let error = readYAMLEvents(bytes, into: &builder)
    return builder.finish(syntaxError: error)
  }

  /// Every place `SplitParse` may cut `text`, each read in parts and compared with the whole.
  /// Returns how many cuts joined.
  @discardableResult
  private func assertEveryCutMatches(
    _ text: String, limits: YAMLLimits = YAMLLimits(), file: StaticString = #filePath, line: UInt = #line
  ) -> Int {
    let bytes = Array(text.utf8)
    let expected = whole(bytes, limits: limits)
    var cuts: [SplitParse.Cut] = []
    for target in stride(from: 0, through: bytes.count, by: max(1, bytes.count / 200)) {
      if let cut = SplitParse.cut(bytes, near: target), cut != cuts.last { cuts.append(cut) }
    }
    var joined = 0
    for cut in cuts {
      guard let root = SplitParse.parse(bytes, file: "test.yaml", limits: limits, at: cut) else { continue }
      joined += 1
      XCTAssertEqual(expected.diagnostics.count, 0, "joined although the whole has diagnostics", file: file, line: line)
      guard let wholeRoot = expected.root else {
        XCTFail("joined although the whole has no root", file: file, line: line)
        continue
      }
      var difference: String?
      compare(root, wholeRoot, path: "$", difference: &difference)
      XCTAssertNil(difference, "cut at byte \(cut.tailStart)", file: file, line: line)
    }
    return joined
  }

  private func compare(_ a: YAMLNode, _ b: YAMLNode, path: String, difference: inout String?) {
    guard difference == nil else { return }
    if a.range != b.range || a.range.start.offset != b.range.start.offset || a.range.end.offset != b.range.end.offset {
      difference = "\(path): range \(a.range) (offsets \(a.range.start.offset)-\(a.range.end.offset)) against "
        + "\(b.range) (\(b.range.start.offset)-\(b.range.end.offset))"
      return
    }
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)):
      compare(x, y, path: path, difference: &difference)
    case (.mapping(let x), .mapping(let y)):
      guard x.entries.count == y.entries.count else {
        difference = "\(path): \(x.entries.count) entries against \(y.entries.count)"
        return
      }
      for (p, q) in zip(x.entries, y.entries) {
        compare(p.key, q.key, path: "\(path).\(q.key.value)(key)", difference: &difference)
        compare(p.value, q.value, path: "\(path).\(q.key.value)", difference: &difference)
      }
    case (.sequence(let x), .sequence(let y)):
      guard x.items.count == y.items.count else {
        difference = "\(path): \(x.items.count) items against \(y.items.count)"
        return
      }
      for (index, (p, q)) in zip(x.items, y.items).enumerated() {
        compare(p, q, path: "\(path)[\(index)]", difference: &difference)
      }
    default:
      difference = "\(path): \(a.kindDescription) against \(b.kindDescription)"
    }
  }

  private func compare(_ x: YAMLScalar, _ y: YAMLScalar, path: String, difference: inout String?) {
    guard difference == nil else { return }
    if x.value != y.value || x.style != y.style || x.tag != y.tag || x.keySignature != y.keySignature
      || x.hiddenHexColor != y.hiddenHexColor || x.range != y.range
      || x.range.start.offset != y.range.start.offset || x.range.end.offset != y.range.end.offset
    {
      difference = "\(path): scalar \(x.value) \(x.range) against \(y.value) \(y.range)"
    }
  }

  /// A scene of `count` layers, each with a few kinds of values.
  private func scene(layers count: Int, itemIndent: String = "  ") -> String {
    var text = "version: 1\nscene:\n  size: [100, 100]\ndefs:\n  colors: { brand: \"#009ad6\" }\nlayers:\n"
    for index in 0..<count {
      let i = itemIndent
      text += "\(i)- id: layer\(index)   # a comment\n"
      text += "\(i)  type: shape\n"
      text += "\(i)  position: [\(index), \(index * 2)]\n"
      text += "\(i)  fillColor: \"$brand\"\n"
      text += "\(i)  animations:\n"
      text += "\(i)    - { keyPath: opacity, fromValue: 0, toValue: 1, duration: 0.5 }\n"
      text += "\(i)    - keyPath: position\n"
      text += "\(i)      values: [[0, 0], [10, 'ten'], [20, \"20\"]]\n"
      text += "\n"
    }
    return text
  }

  func testEveryCutOfAGeneratedSceneJoinsToTheWholeTree() {
    XCTAssertGreaterThan(assertEveryCutMatches(scene(layers: 12)), 8)
    XCTAssertGreaterThan(assertEveryCutMatches(scene(layers: 12, itemIndent: "")), 8)
  }

  func testEveryCutOfTheReferenceScenesJoinsToTheWholeTree() throws {
    let directory = packageRoot().appendingPathComponent("scenes")
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".yaml") }
    var joined = 0
    for name in files.sorted() {
      let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
      joined += assertEveryCutMatches(text)
    }
    XCTAssertGreaterThanOrEqual(joined, files.count, "the reference scenes were cut too seldom")
  }

  /// Mutated scenes (a fixed seed): wherever a cut joins, it gives the whole document's tree.
  func testMutatedScenesJoinToTheWholeTreeOrAreReadWhole() {
    var random = SplitMix64(seed: 0x5EED_CAFE)
    let pieces = [
      "&a ", "*a", "<<: *a\n", "|\n", ">-\n", "\"", "'", "#", "\t", "- ", "-\n", ": ", "{", "}", "[", "]",
      ",", "\n", "\n  - ", "\n- ", "é", "日本", "\u{2028}", "\r\n", "? ", "!!str ", "---\n", "...\n", "  ",
    ]
    let original = Array(scene(layers: 6).utf8)
    var joinedDocuments = 0
    for _ in 0..<100 {
      var bytes = original
      for _ in 0..<Int(random.next() % 3 + 1) {
        let at = Int(random.next() % UInt64(bytes.count))
        switch random.next() % 3 {
        case 0: bytes.insert(contentsOf: Array(pieces[Int(random.next() % UInt64(pieces.count))].utf8), at: at)
        case 1: bytes.removeSubrange(at..<min(bytes.count, at + Int(random.next() % 8) + 1))
        default:
          // A line written twice.
          let start = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
          let end = bytes[at...].firstIndex(of: 0x0A).map { $0 + 1 } ?? bytes.count
          bytes.insert(contentsOf: Array(bytes[start..<end]), at: end)
        }
      }
      guard let text = String(validating: bytes, as: UTF8.self) else { continue }
      if assertEveryCutMatches(text) > 0 { joinedDocuments += 1 }
    }
    XCTAssertGreaterThan(joinedDocuments, 20, "too few mutated documents were cut and joined")
  }

  func testLocationsAfterTheCutCountUnicodeScalarsAndSkipAByteOrderMark() {
    let text = "\u{FEFF}version: 1\nnote: \"héllo → wörld\"\nlayers:\n  - id: ä\n    text: \"日本\"\n  - id: b\n    text: \"ü\"\n  - id: c\n"
    XCTAssertEqual(assertEveryCutMatches(text), 2)
  }

  func testACutInsideAQuotedTextIsReadWhole() {
    // "  - b" continues the quoted text: the first part then ends inside it, a syntax error.
    let text = "a: 1\nlayers:\n  - id: \"a\n  - b\"\n  - id: c\n"
    let bytes = Array(text.utf8)
    let inside = try! XCTUnwrap(SplitParse.cut(bytes, near: 0))
    XCTAssertEqual(inside.tailStart, text.utf8.count - "  - b\"\n  - id: c\n".utf8.count)
    XCTAssertNil(SplitParse.parse(bytes, file: "test.yaml", limits: YAMLLimits(), at: inside))
    XCTAssertEqual(assertEveryCutMatches(text), 1)
  }

  func testEmptyValuesBeforeTheCutJoin() {
    // libyaml places an empty value after its key, not at the next token.
    XCTAssertEqual(assertEveryCutMatches("a: 1\nlayers:\n  - id: a\n    hidden:\n  - id: b\n"), 1)
    XCTAssertEqual(assertEveryCutMatches("a: 1\nlayers:\n  - id: a\n  -\n  - id: b\n"), 2)
  }

  func testAnchorsOfTheSecondPartAndHiddenColorsJoin() {
    let text = """
      version: 1
      layers:
        - id: a
          fillColor: #ff0000
        - id: b
          base: &base { x: 1 }
          copy: *base
          merged: { <<: *base, y: 2 }
        - id: c
          fillColor: #00ff00

      """
    XCTAssertEqual(assertEveryCutMatches(text), 2)
  }

  func testWhatThePartsCouldReadDifferentlyIsReadWhole() {
    let cases: [(String, String)] = [
      ("an alias to an anchor of the first part", "a: &x 1\nlayers:\n  - id: a\n  - id: b\n    v: *x\n"),
      ("a block scalar", "a: 1\nlayers:\n  - text: |\n      hi\n  - id: b\n"),
      ("a syntax error in the second part", "a: 1\nlayers:\n  - id: a\n  - id: [b\n"),
      ("a duplicate key in the second part", "a: 1\nlayers:\n  - id: a\n  - id: b\n    id: c\n"),
    ]
    for (what, text) in cases {
      let bytes = Array(text.utf8)
      var cuts = 0
      for target in 0...bytes.count {
        guard let cut = SplitParse.cut(bytes, near: target) else { continue }
        cuts += 1
        XCTAssertNil(SplitParse.parse(bytes, file: "test.yaml", limits: YAMLLimits(), at: cut), "\(what), cut at \(cut.tailStart)")
      }
      XCTAssertGreaterThan(cuts, 0, what)
      // Read through the parser, the document is read whole, with its diagnostics.
      let parsed = YAMLParser.parse(bytes, file: "test.yaml")
      let expected = whole(bytes)
      XCTAssertEqual(parsed.diagnostics, expected.diagnostics, what)
      XCTAssertEqual(parsed.root == nil, expected.root == nil, what)
    }
  }

  func testDocumentsOfOtherShapesAreNotCut() {
    let cases: [(String, String)] = [
      ("a key after the sequence", "layers:\n  - a\n  - b\n  - c\nafter: 1\n"),
      ("CRLF line breaks", "a: 1\r\nlayers:\r\n  - a\r\n  - b\r\n"),
      ("a line separator", "a: \"\u{2028}\"\nlayers:\n  - a\n  - b\n"),
      ("a value on the key's line", "layers: &x\n  - a\n  - b\n"),
      ("a flow sequence", "layers:\n  [a,\n  b]\n"),
      ("one item", "a: 1\nlayers:\n  - a\n"),
      ("a second document", "layers:\n  - a\n  - b\n---\n"),
      ("a tab", "layers:\n  - a\n\t- b\n  - c\n"),
    ]
    for (what, text) in cases {
      let bytes = Array(text.utf8)
      for target in 0...bytes.count {
        XCTAssertNil(SplitParse.cut(bytes, near: target), "\(what), near \(target)")
      }
    }
  }

  func testTheLimitsHoldForTheWholeDocument() {
    let text = scene(layers: 6)
    let bytes = Array(text.utf8)
    let cut = try! XCTUnwrap(SplitParse.cut(bytes))
    let nodes = { (limits: YAMLLimits) in self.whole(bytes, limits: limits).diagnostics.isEmpty }
    // The largest node budget the whole document fails: the parts must fail it too.
    var budget = 1
    while !nodes(YAMLLimits(maxNodes: budget + 1)) { budget += 1 }
    XCTAssertNil(SplitParse.parse(bytes, file: "test.yaml", limits: YAMLLimits(maxNodes: budget), at: cut))
    XCTAssertNotNil(SplitParse.parse(bytes, file: "test.yaml", limits: YAMLLimits(maxNodes: budget + 1), at: cut))
    var depth = 1
    while !nodes(YAMLLimits(maxDepth: depth + 1)) { depth += 1 }
    XCTAssertNil(SplitParse.parse(bytes, file: "test.yaml", limits: YAMLLimits(maxDepth: depth), at: cut))
    XCTAssertNotNil(SplitParse.parse(bytes, file: "test.yaml", limits: YAMLLimits(maxDepth: depth + 1), at: cut))
  }

  func testFilesReadBesideOtherThreadsAreReadWhole() throws {
    try XCTSkipIf(WorkerThread.allowedCPUCount == 1, "one CPU: never cut")
    let bytes = Array(scene(layers: 300).utf8)
    let cut = try ParallelMap.run(count: 2, jobs: 2, worker: {}) { (_: inout Void, _: Int) in
      SplitParse.parse(bytes, file: "test.yaml", limits: YAMLLimits()) != nil
    }
    XCTAssertEqual(cut, [false, false])
    XCTAssertNotNil(SplitParse.parse(bytes, file: "test.yaml", limits: YAMLLimits()))
  }

  func testTheParserCutsLargeScenesAndGivesTheWholeTree() throws {
    try XCTSkipIf(WorkerThread.allowedCPUCount == 1, "one CPU: never cut")
    let bytes = Array(scene(layers: 300).utf8)
    XCTAssertGreaterThan(bytes.count, SplitParse.minimumBytes)
    XCTAssertNotNil(SplitParse.parse(bytes, file: "test.yaml", limits: YAMLLimits()))
    let parsed = YAMLParser.parse(bytes, file: "test.yaml")
    let expected = whole(bytes)
    XCTAssertEqual(parsed.diagnostics, [])
    var difference: String?
    compare(try! XCTUnwrap(parsed.root), try! XCTUnwrap(expected.root), path: "$", difference: &difference)
    XCTAssertNil(difference)
  }
}

