import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneYAML

/// The policies libyaml leaves to us: each with its exact id and location.
final class YAMLPolicyTests: XCTestCase {
  func testEmptyFileAndCommentsOnlyGiveNoRootAndNoDiagnostics() {
    for text in ["", "\n\n", "# only a comment\n  # another\n"] {
      let (root, diagnostics) = parse(text)
      XCTAssertNil(root, "for \(text.debugDescription)")
      XCTAssertEqual(diagnostics, [], "for \(text.debugDescription)")
    }
  }

  func testDuplicateKeyPointsAtTheSecondAndKeepsTheFirst() throws {
    let (root, diagnostics, m) = parseMarked(
      "1️⃣opacity: 1\nnested: {2️⃣a: 1, b: 2, 3️⃣a: 3}\n"
        + "4️⃣opacity5️⃣: 0.5\nother:\n  opacity: 2\n")
    XCTAssertEqual(
      describe(diagnostics),
      [
        "2:22: error: duplicate key 'a' [duplicate-key]",
        "2:10: note: first defined here",
        "3:1: error: duplicate key 'opacity' [duplicate-key]",
        "1:1: note: first defined here",
      ])
    let mapping = try XCTUnwrap(root?.mapping)
    XCTAssertEqual(diagnostics[1].range, range(m, "4️⃣", "5️⃣"))
    XCTAssertEqual(diagnostics[1].notes.first?.range?.start, m["1️⃣"])
    XCTAssertEqual(diagnostics[0].range?.start, m["3️⃣"])
    XCTAssertEqual(diagnostics[0].notes.first?.range?.start, m["2️⃣"])
    XCTAssertEqual(mapping.entries.map(\.key.value), ["opacity", "nested", "other"])
    XCTAssertEqual(mapping["opacity"]?.scalar?.value, "1")
    XCTAssertEqual(root?["nested", "a"]?.scalar?.value, "1")
    // The same key in different mappings is fine.
    XCTAssertEqual(root?["other", "opacity"]?.scalar?.value, "2")
  }

  func testDuplicatesInALargeMappingAreFound() {
    // Past a dozen keys the parser switches from a linear search to a hash index.
    let keys = (0..<20).map { "k\($0): \($0)\n" }.joined()
    let (root, diagnostics) = parse(keys + "k3: x\nk15: y\nk20: z\n")
    XCTAssertEqual(
      describe(diagnostics),
      [
        "21:1: error: duplicate key 'k3' [duplicate-key]",
        "4:1: note: first defined here",
        "22:1: error: duplicate key 'k15' [duplicate-key]",
        "16:1: note: first defined here",
      ])
    XCTAssertEqual(root?.mapping?.entries.count, 21)
    XCTAssertEqual(root?["k15"]?.scalar?.value, "15")
  }

  func testSecondDocumentIsAnError() throws {
    let (root, diagnostics, m) = parseMarked("a: 1\n1️⃣---2️⃣\nb: 2\n")
    XCTAssertEqual(
      describe(diagnostics),
      ["2:1: error: a scene file holds one YAML document; found a second one [multiple-documents]"])
    XCTAssertEqual(diagnostics.first?.range, range(m, "1️⃣", "2️⃣"))
    // The first document is kept.
    XCTAssertEqual(root?.mapping?.entries.map(\.key.value), ["a"])
  }

  func testExplicitFirstDocumentIsFine() {
    let (root, diagnostics) = parse("---\na: 1\n...\n")
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(root?["a"]?.scalar?.value, "1")
  }

  func testUnknownAliasBecomesANullAndAnError() throws {
    let (root, diagnostics, m) = parseMarked("a: 1️⃣*nope2️⃣\nb: 2\n")
    XCTAssertEqual(describe(diagnostics), ["1:4: error: unknown alias '*nope' [yaml-unknown-alias]"])
    XCTAssertEqual(diagnostics.first?.range, range(m, "1️⃣", "2️⃣"))
    XCTAssertEqual(root?["a"]?.scalar?.isNull, true)
    XCTAssertEqual(root?["b"]?.scalar?.value, "2")
  }

  func testAliasToItsOwnNodeIsReported() {
    let (_, diagnostics) = parse("a: &x [1, *x]\n")
    XCTAssertEqual(
      describe(diagnostics),
      ["1:11: error: alias '*x' refers to a node that contains it [yaml-unknown-alias]"])
  }

  func testAnchorsAndAliasesExpand() throws {
    let (root, diagnostics, m) = parseMarked(
      "base: &b\n  x: 1\n  y: [2, 3]\ncolor: &c \"#fff\"\n"
        + "copy: 1️⃣*b2️⃣\nlist: [*c, 3️⃣*c4️⃣]\n")
    XCTAssertEqual(diagnostics, [])
    let tree = try XCTUnwrap(root)
    let base = try XCTUnwrap(tree["base"]?.mapping)
    let copy = try XCTUnwrap(tree["copy"]?.mapping)
    XCTAssertEqual(copy.entries, base.entries)
    XCTAssertEqual(copy.entries.map(\.key.value), ["x", "y"])
    XCTAssertEqual(tree["copy", "y"]?.sequence?.items.compactMap(\.scalar?.value), ["2", "3"])
    // The alias node points where it is used; what it contains points at the definition.
    XCTAssertEqual(copy.range, range(m, "1️⃣", "2️⃣"))
    XCTAssertEqual(copy.entries[0].key.range.description, "2:3-2:4")
    let second = try XCTUnwrap(tree["list", 1]?.scalar)
    XCTAssertEqual(second.value, "#fff")
    XCTAssertEqual(second.style, .doubleQuoted)
    XCTAssertEqual(second.range, range(m, "3️⃣", "4️⃣"))
  }

  func testStandardTagsAreAcceptedOthersAreNot() throws {
    let (root, diagnostics, m) = parseMarked(
      """
      ok: [!!str a, !!int 1, !!float 1.5, !!bool true, !!null ~, !!map {a: 1}, !!seq [1]]
      custom: 1️⃣!foo x
      binary: 2️⃣!!binary aGk=
      scalarAsMap: 3️⃣!!map x
      mapAsSeq: 4️⃣!!seq {a: 1}
      nonSpecific: 5️⃣! x
      """)
    XCTAssertEqual(
      describe(diagnostics),
      [
        "2:9: error: unknown tag '!foo' [yaml-unknown-tag]",
        "3:9: error: unknown tag '!!binary' [yaml-unknown-tag]",
        "4:14: error: tag '!!map' cannot apply to a scalar [yaml-unknown-tag]",
        "5:11: error: tag '!!seq' cannot apply to a mapping [yaml-unknown-tag]",
        "6:14: error: unknown tag '!' [yaml-unknown-tag]",
      ])
    for (index, marker) in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣"].enumerated() {
      XCTAssertEqual(diagnostics[index].range?.start, m[marker], marker)
    }
    // The node stays in the tree with the tag it was given.
    XCTAssertEqual(root?["custom"]?.scalar?.tag, "!foo")
    XCTAssertEqual(root?["ok", 1]?.scalar?.tag, "tag:yaml.org,2002:int")
  }

  func testNonScalarKeysAreRejected() throws {
    let (root, diagnostics, m) = parseMarked(
      "1️⃣[a, b]2️⃣: 1\n? 3️⃣{k: v}\n: 2\nanchor: &k [x]\n4️⃣*k: 3\nc: 4\n")
    XCTAssertEqual(
      describe(diagnostics),
      [
        "1:1: error: a mapping key must be a scalar, not a sequence [yaml-complex-key]",
        "2:3: error: a mapping key must be a scalar, not a mapping [yaml-complex-key]",
        "5:1: error: a mapping key must be a scalar, not a sequence [yaml-complex-key]",
      ])
    XCTAssertEqual(diagnostics[0].range, range(m, "1️⃣", "2️⃣"))
    XCTAssertEqual(diagnostics[1].range?.start, m["3️⃣"])
    XCTAssertEqual(diagnostics[2].range?.start, m["4️⃣"])
    // Their values are dropped; the rest of the mapping is intact.
    XCTAssertEqual(root?.mapping?.entries.map(\.key.value), ["anchor", "c"])
  }

  func testAliasToAScalarIsAValidKey() {
    let (root, diagnostics) = parse("name: &n opacity\nlayer:\n  *n : 0.5\n")
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(root?["layer", "opacity"]?.scalar?.value, "0.5")
  }
}

/// YAML 1.1 merge keys, which the parser supports (see MergeKey.swift).
final class YAMLMergeKeyTests: XCTestCase {
  func testExplicitKeysWinAndMergedOnesTakeThePlaceOfTheMergeKey() throws {
    let (root, diagnostics) = parse(
      """
      base: &base
        fillColor: red
        lineWidth: 2
      layer:
        id: a
        <<: *base
        lineWidth: 5
      """)
    XCTAssertEqual(diagnostics, [])
    let layer = try XCTUnwrap(root?["layer"]?.mapping)
    XCTAssertEqual(layer.entries.map(\.key.value), ["id", "fillColor", "lineWidth"])
    XCTAssertEqual(layer["lineWidth"]?.scalar?.value, "5")
    XCTAssertEqual(layer["fillColor"]?.scalar?.value, "red")
    // A merged entry keeps the range of its definition.
    XCTAssertEqual(layer.entry("fillColor")?.key.range.description, "2:3-2:12")
  }

  func testEarlierMergedMappingsWin() throws {
    let (root, diagnostics) = parse(
      "a: &a {x: 1, y: 1}\nb: &b {y: 2, z: 2}\nc:\n  <<: [*a, *b]\n  w: 0\n")
    XCTAssertEqual(diagnostics, [])
    let c = try XCTUnwrap(root?["c"]?.mapping)
    XCTAssertEqual(c.entries.map(\.key.value), ["x", "y", "z", "w"])
    XCTAssertEqual(c.entries.compactMap(\.value.scalar?.value), ["1", "1", "2", "0"])
  }

  func testInlineMergeAndQuotedKey() throws {
    let (root, diagnostics) = parse("a:\n  <<: {x: 1}\n  \"<<\": literal\n")
    XCTAssertEqual(diagnostics, [])
    XCTAssertEqual(root?["a"]?.mapping?.entries.map(\.key.value), ["x", "<<"])
  }

  func testMergeOfANonMappingIsAnError() {
    let (root, diagnostics, m) = parseMarked("a:\n  <<: 1️⃣3\n  b: 1\nc:\n  <<: [{x: 1}, [2]]\n")
    XCTAssertEqual(
      describe(diagnostics),
      [
        "2:7: error: the merge key '<<' takes a mapping or a sequence of mappings [yaml-invalid-merge]",
        "5:7: error: the merge key '<<' takes a mapping or a sequence of mappings [yaml-invalid-merge]",
      ])
    XCTAssertEqual(diagnostics.first?.range?.start, m["1️⃣"])
    // The whole merge value is reported.
    XCTAssertEqual(diagnostics.last?.range?.description, "5:7-5:20")
    XCTAssertEqual(root?["a"]?.mapping?.entries.map(\.key.value), ["b"])
  }

  func testTwoMergeKeysAreDuplicates() {
    let (_, diagnostics) = parse("a: &a {x: 1}\nb:\n  <<: *a\n  <<: *a\n")
    XCTAssertEqual(
      describe(diagnostics),
      ["4:3: error: duplicate key '<<' [duplicate-key]", "3:3: note: first defined here"])
  }
}
