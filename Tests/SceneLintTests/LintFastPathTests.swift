import Foundation
import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTestSupport
import SceneYAML
import XCTest

@testable import SceneLint

/// The shortcuts of lint's warnings step (docs/performance.md, "Lint's share of a
/// compile") give exactly what the slow ways give.
final class LintFastPathTests: XCTestCase {
  // MARK: - Suppression comments from bytes

  /// The comments as the text's lines give them: the text split where YAML breaks lines
  /// (LF, CR LF, CR: `SourceText`, the lines diagnostics are printed from), each line with
  /// `scenec:` read alone, at its line number, in a text of as many lines.
  func commentsLineByLine(_ bytes: [UInt8]) -> (entries: [SuppressionComments.Entry], diagnostics: [Diagnostic]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let lines = SourceText(text).lines
    var entries: [SuppressionComments.Entry] = []
    var diagnostics: [Diagnostic] = []
    for (index, line) in lines.enumerated() where line.contains("scenec:") {
      var padded = Array(repeating: "", count: lines.count)
      padded[index] = String(line)
      let alone = SuppressionComments(
        source: padded.joined(separator: "\n"), file: "f.yaml", ruleIDs: Set(RuleRegistry.ids))
      entries += alone.entries
      diagnostics += alone.diagnostics
    }
    return (entries, diagnostics)
  }

  func testSuppressionCommentsFromBytesAreThoseOfTheTextsLines() {
    let body = """
      version: 1
      layers:
        - id: a   # scenec:disable-line off-canvas-layer
          backgroundColor: "#ff000000"  # scenec:disable-next-line unused-def, bogus-rule
          # scenec:disabel zero-duration
          name: "it's # scenec:disable zero-duration"
        # scenec:disable color-alpha-zero -- the rest
        # scenec:disable-next-line
      """
    let cases: [(String, [UInt8])] = [
      ("lf", Array((body + "\n").utf8)),
      ("no final newline", Array(body.utf8)),
      ("crlf", Array(body.replacingOccurrences(of: "\n", with: "\r\n").utf8)),
      ("mixed", Array(body.replacingOccurrences(of: "a   #", with: "a\r\n  #").utf8)),
      ("lone cr", Array(body.replacingOccurrences(of: "\n", with: "\r").utf8)),
      ("utf-8", Array(("# é scenec:disable-next-line unused-def ü\n" + body + "\n").utf8)),
      ("invalid bytes", [0xFF, 0xC3, 0x0A, 0xE2, 0x82] + Array(body.utf8) + [0x0A, 0xF0, 0x9F]),
      ("directive on the last line", Array("a: 1\n# scenec:disable unused-def".utf8)),
      ("directive split by a newline", Array("# scenec\n:disable unused-def\n".utf8)),
      ("no directive", Array("version: 1\nscene: {}\n".utf8)),
      ("empty", []),
    ]
    for (name, bytes) in cases {
      let fromBytes = SuppressionComments(bytes: bytes, file: "f.yaml", ruleIDs: Set(RuleRegistry.ids))
      let reference = commentsLineByLine(bytes)
      XCTAssertEqual(fromBytes.entries, reference.entries, name)
      XCTAssertEqual(fromBytes.diagnostics, reference.diagnostics, name)
    }
    // The cases are not empty: the LF text has its entries where the lines say.
    let lf = SuppressionComments(bytes: cases[0].1, file: "f.yaml", ruleIDs: Set(RuleRegistry.ids))
    XCTAssertEqual(
      lf.entries,
      [
        .init(ruleID: "off-canvas-layer", lines: 3...3), .init(ruleID: "unused-def", lines: 5...5),
        .init(ruleID: "color-alpha-zero", lines: 7...9),
      ])
    XCTAssertEqual(
      lf.diagnostics.map(\.id),
      ["suppression-unknown-rule", "suppression-unknown-directive", "suppression-without-rule"])
    // CR LF and lone CR texts have their entries on the same lines as the LF text (they
    // were all on line 1 when lines were split at the Character "\n", which CR LF is not).
    let lfNoFinal = SuppressionComments(bytes: cases[1].1, file: "f.yaml", ruleIDs: Set(RuleRegistry.ids))
    for index in [2, 4] {
      let other = SuppressionComments(bytes: cases[index].1, file: "f.yaml", ruleIDs: Set(RuleRegistry.ids))
      XCTAssertEqual(other.entries, lfNoFinal.entries, cases[index].0)
      XCTAssertEqual(other.diagnostics.map { $0.range?.start }, lfNoFinal.diagnostics.map { $0.range?.start }, cases[index].0)
    }
  }

  // MARK: - Absolute paths without URL

  func testPlainAbsolutePathsAreThoseURLStandardizes() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-fast-\(getpid())").path
    try FileManager.default.createDirectory(atPath: folder + "/real/sub", withIntermediateDirectories: true)
    try? FileManager.default.removeItem(atPath: folder + "/link")
    try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder + "/real")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let paths = [
      folder + "/real/sub/a.yaml", folder + "/link/sub/a.yaml", folder + "/link/sub", folder + "/real",
      folder + "/link/../real/a.yaml", folder + "/./real/a.yaml", folder + "//real/a.yaml", folder + "/real/",
      "/", "/private", "/private/tmp/a.yaml", "/var/automount/x", "/tmp/a b+c@d,e=f_g-h.yaml", "/tmp/~a/é.yaml",
      "/tmp/a%20b.yaml", "/tmp/a?b#c.yaml", "scenes/stroke-pop.yaml", "./scenes/../scenes/x.yaml",
    ]
    for path in paths {
      let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
      XCTAssertEqual(PathExpander.absolute(path), URL(fileURLWithPath: full).standardizedFileURL.path, path)
    }
    XCTAssertTrue(PathExpander.isStandardized(folder + "/link/sub/a.yaml"))
    XCTAssertFalse(PathExpander.isStandardized(folder + "/link/../real/a.yaml"))
    XCTAssertFalse(PathExpander.isStandardized("/private/tmp/a.yaml"))
  }

  // MARK: - Raw scene index

  func testRawIndexOfTheReferenceScenesFindsEveryNodeAndKey() throws {
    for file in try referenceSceneFiles() {
      let bytes = try [UInt8](Data(contentsOf: file))
      let (_, document) = SceneLoader.decodeKeepingDocument(bytes: bytes, file: file.lastPathComponent)
      let root = try XCTUnwrap(document)
      let index = RawSceneIndex(root: root)
      var nodes: [SourceRange: YAMLNodeBox] = [:]
      var keys: [SourceRange: String] = [:]
      func walk(_ node: YAMLNode) {
        if nodes[node.range] == nil { nodes[node.range] = YAMLNodeBox(node: node) }
        if let sequence = node.sequence { for item in sequence.items { walk(item) } }
        if let mapping = node.mapping {
          for entry in mapping.entries {
            if keys[entry.value.range] == nil { keys[entry.value.range] = entry.key.value }
            walk(entry.value)
          }
        }
      }
      walk(root)
      XCTAssertGreaterThan(nodes.count, 100, file.lastPathComponent)
      for (range, box) in nodes { XCTAssertEqual(index.node(at: range), box.node, file.lastPathComponent) }
      for (range, key) in keys { XCTAssertEqual(index.key(ofValueAt: range)?.value, key, file.lastPathComponent) }
    }
  }

  struct YAMLNodeBox { var node: YAMLNode }

  // MARK: - Rules

  func testColorAlphaZeroReadsTheColorsItsKeysName() throws {
    var properties = LayerProperties()
    let colors: [Color] = (0..<6).map { Color(red: Double($0) / 10, green: 0.5, blue: 0.25, alpha: 0) }
    properties.backgroundColor = colors[0]
    properties.borderColor = colors[1]
    properties.shadowColor = colors[2]
    properties.fillColor = colors[3]
    properties.strokeColor = colors[4]
    properties.foregroundColor = colors[5]
    XCTAssertEqual(ColorAlphaZeroRule.colorKeys.map { properties[$0] }, colors.map { AnimatableValue.color($0) })
  }
}
