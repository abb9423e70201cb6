import Foundation
import SceneDecoder
import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLottie

/// A Lottie file may hold any number JSON can spell where an index, a code or a count
/// belongs. Converting such a number to Int used to stop the process (the fuzzer found a
/// layer type of 4.1e68, Fuzz/Regressions/lottie/); now every one imports, out of range
/// as the file's number was, and counts that make vertices are bounded.
final class OutOfRangeNumberTests: XCTestCase {
  func testWholeNumbersTruncateAndClampInsteadOfStopping() {
    XCTAssertEqual(Int(lottie: 2.9), 2)
    XCTAssertEqual(Int(lottie: -2.9), -2)
    XCTAssertEqual(Int(lottie: 0), 0)
    XCTAssertEqual(Int(lottie: 9_007_199_254_740_991), 9_007_199_254_740_991)
    XCTAssertEqual(Int(lottie: 1e300), 9_007_199_254_740_992)
    XCTAssertEqual(Int(lottie: -4.1e68), -9_007_199_254_740_992)
    XCTAssertEqual(Int(lottie: .infinity), 9_007_199_254_740_992)
    XCTAssertEqual(Int(lottie: -.infinity), -9_007_199_254_740_992)
    XCTAssertEqual(Int(lottie: .nan), 0)
  }

  /// The fuzzer's input, trimmed: a layer type far beyond Int is an unknown type, warned
  /// about with the number as the file wrote it.
  func testAHugeLayerTypeIsLeftOutWithAWarning() throws {
    let text = LottieFixture.file(layers: """
      [{"ty": 411111111111111111111111111111111111111111111111111111111111111111111, "nm": "Odd", "ind": 1,
        "ip": 0, "op": 31, "st": 0, "ks": {}}]
      """)
    let result = LottieFixture.convert(text)
    XCTAssertNotNil(result.yaml)
    XCTAssertEqual(
      result.diagnostics.map(\.message), ["layer 'Odd' (layers[0].ty): layer type 4.111111111111111e+68 is left out"])
  }

  /// Huge and hugely negative numbers at every place the importer reads a whole number:
  /// layer indices, parents, matte references and modes, blend modes, caps and joins, a
  /// merge mode, a gradient's stop count, a star's points, zig-zag ridges, a repeater's
  /// offset, a time remap and the composition's length. The import finishes, and the
  /// scene it writes decodes.
  func testHugeNumbersEverywhereImportWithoutStopping() throws {
    let shapes = """
      [{"ty": "sr", "sy": 1, "p": {"a": 0, "k": [0, 0]}, "pt": {"a": 0, "k": 1e300}, "r": {"a": 0, "k": 0},
        "or": {"a": 0, "k": 20}, "ir": {"a": 0, "k": 10}, "os": {"a": 0, "k": 0}, "is": {"a": 0, "k": 0}},
       {"ty": "zz", "s": {"a": 0, "k": 2}, "r": {"a": 0, "k": 1e300}, "pt": {"a": 0, "k": 1}},
       {"ty": "mm", "mm": -1e300},
       {"ty": "rp", "c": {"a": 0, "k": 2}, "o": {"a": 0, "k": -1e300},
        "tr": {"p": {"a": 0, "k": [1, 0]}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 100}}},
       {"ty": "st", "c": {"a": 0, "k": [0, 0, 1, 1]}, "o": {"a": 0, "k": 100}, "w": {"a": 0, "k": 2},
        "lc": 1e300, "lj": -1e300, "bm": 1e300},
       {"ty": "gf", "o": {"a": 0, "k": 100}, "t": 1, "s": {"a": 0, "k": [0, 0]}, "e": {"a": 0, "k": [10, 0]},
        "g": {"p": 1e300, "k": {"a": 0, "k": [0, 1, 0, 0, 1, 0, 0, 1]}}}]
      """
    let layers = """
      [{"ty": 4, "nm": "Matted", "ind": -1e300, "parent": 1e300, "tt": 1e300, "tp": 1e300, "bm": -1e300,
        "ip": 0, "op": 31, "st": 0, "ks": {}, "shapes": \(shapes)},
       {"ty": 0, "nm": "Remapped", "ind": 2, "refId": "comp", "w": 10, "h": 10, "ip": 0, "op": 31, "st": 0, "ks": {},
        "tm": {"a": 1, "k": [{"t": 0, "s": [-1e300], "i": {"x": [1], "y": [1]}, "o": {"x": [0], "y": [0]}}, {"t": 30, "s": [1]}]}}]
      """
    let text = LottieFixture.file(
      layers: layers, extra: #""assets": [{"id": "comp", "layers": []}], "#, op: 31)
    let result = LottieFixture.convert(text)
    let yaml = try XCTUnwrap(result.yaml, describe(result.diagnostics).joined(separator: "\n"))
    XCTAssertEqual(describe(SceneLoader.decode(bytes: Array(yaml.utf8), file: "t.yaml").diagnostics).filter { $0.hasPrefix("error") }, [])
    // The bounds are said, once each, where the file asks for more (docs/import.md).
    let messages = result.diagnostics.map(\.message)
    XCTAssertEqual(
      messages.filter { $0.contains("star or polygon") },
      ["layer 'Matted' (layers[0].shapes[0].pt): a star or polygon of 1e+300 points is drawn with 1000"])
    XCTAssertEqual(
      messages.filter { $0.contains("zig-zag gets fewer") },
      ["layer 'Matted' (layers[0].shapes[1].r): a zig-zag gets fewer ridges a segment, so that it makes at most 10000 vertices of a shape"])

    // A composition whose out point lies hugely before its in point is an error, not a stop.
    let backwards = LottieFixture.convert(
      #"{"v": "5.7.0", "fr": 30, "ip": 0, "op": -1e300, "w": 10, "h": 10, "layers": []}"#)
    XCTAssertNil(backwards.yaml)
    XCTAssertEqual(backwards.diagnostics.map(\.id), ["lottie-schema"])
  }

  /// The counts that become vertices are bounded (docs/import.md, `ImportLimits`): a star
  /// of 1e300 points has 1,000 (2,000 vertices); a zig-zag makes at most 10,000 vertices of
  /// a shape (for a line of one segment, 9,999 ridges and its two ends).
  func testStarPointsAndZigZagRidgesAreBounded() {
    let limits = ImportLimits()
    XCTAssertEqual(limits.maxPolystarPoints, 1_000)
    XCTAssertEqual(limits.maxShapeVertices, 10_000)
    XCTAssertEqual(limits.maxFrames, 1_000_000)
    let star = ShapeBuilder.polystar(
      center: Vec(0, 0), points: 1e300, rotation: 0, outerRadius: 20, innerRadius: 10,
      outerRoundness: 0, innerRoundness: 0, star: true, reversed: false, mostPoints: limits.maxPolystarPoints)
    XCTAssertEqual(star.vertices.count, 2_000)
    let polygon = ShapeBuilder.polystar(
      center: Vec(0, 0), points: .nan, rotation: 0, outerRadius: 20, innerRadius: 10,
      outerRoundness: 0, innerRoundness: 0, star: false, reversed: false, mostPoints: limits.maxPolystarPoints)
    XCTAssertEqual(polygon.vertices.count, 3, "NaN points: the fewest a polygon has")

    var line = BezierShape(closed: false)
    line.append(Vec(0, 0), in: Vec(0, 0), out: Vec(0, 0))
    line.append(Vec(100, 0), in: Vec(100, 0), out: Vec(100, 0))
    var fewBounded = false, manyBounded = false
    let few = ShapeModifiers.zigZag(
      [line], size: 2, ridges: 3, smooth: false, mostVertices: limits.maxShapeVertices, bounded: &fewBounded)
    let many = ShapeModifiers.zigZag(
      [line], size: 2, ridges: 1e300, smooth: false, mostVertices: limits.maxShapeVertices, bounded: &manyBounded)
    XCTAssertFalse(fewBounded)
    XCTAssertTrue(manyBounded)
    XCTAssertEqual(few[0].vertices.count, 3 + 2)
    XCTAssertEqual(many[0].vertices.count, 9_999 + 2)
    // The 2,000 segments of the bounded star leave 4 ridges each.
    var starBounded = false
    let zigzagStar = ShapeModifiers.zigZag(
      [star], size: 2, ridges: 1e300, smooth: false, mostVertices: limits.maxShapeVertices, bounded: &starBounded)
    XCTAssertTrue(starBounded)
    XCTAssertEqual(zigzagStar[0].vertices.count, 2_000 * (4 + 1))
  }

  /// The bounds are the import's limits, not constants: an application that imports with
  /// tighter ones gets them, in the shapes and in the warnings. A star of 12 points drawn
  /// with 5 (10 vertices); a zig-zag of 50 ridges on the 10 segments of that star, bounded
  /// to 100 vertices (9 ridges a segment: 10 × (9 + 1)); an animation of 31 frames where 30
  /// are allowed is an error.
  func testTighterImportLimitsBoundStarsZigZagsAndFrames() throws {
    var limits = ImportLimits()
    limits.maxPolystarPoints = 5
    limits.maxShapeVertices = 100
    let star = #"{"ty": "sr", "sy": 1, "p": {"a": 0, "k": [0, 0]}, "pt": {"a": 0, "k": 12}, "r": {"a": 0, "k": 0}, "or": {"a": 0, "k": 20}, "ir": {"a": 0, "k": 10}, "os": {"a": 0, "k": 0}, "is": {"a": 0, "k": 0}}"#
    let fill = #"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
    let zigZag = #"{"ty": "zz", "s": {"a": 0, "k": 2}, "r": {"a": 0, "k": 50}, "pt": {"a": 0, "k": 1}}"#
    func layer(_ shapes: [String]) -> String {
      #"[{"ty": 4, "nm": "Star", "ind": 1, "ip": 0, "op": 31, "st": 0, "ks": {}, "shapes": [\#(shapes.joined(separator: ", "))]}]"#
    }
    func vertices(_ yaml: String) -> Int {
      // The one closed path: "M", then a "C" to each vertex after the first and one back to
      // it, then "Z": as many "C"s as vertices.
      let d = yaml.split(separator: "\n").first { $0.contains(#"d: "M"#) } ?? ""
      return d.filter { $0 == "C" }.count
    }

    let starOnly = LottieFixture.convert(LottieFixture.file(layers: layer([star, fill])), limits: limits)
    let starYAML = try XCTUnwrap(starOnly.yaml, describe(starOnly.diagnostics).joined(separator: "\n"))
    XCTAssertEqual(
      starOnly.diagnostics.map(\.message), ["layer 'Star' (layers[0].shapes[0].pt): a star or polygon of 12.0 points is drawn with 5"])
    XCTAssertEqual(vertices(starYAML), 10, starYAML)

    let zigZagged = LottieFixture.convert(LottieFixture.file(layers: layer([star, zigZag, fill])), limits: limits)
    let zigZagYAML = try XCTUnwrap(zigZagged.yaml, describe(zigZagged.diagnostics).joined(separator: "\n"))
    XCTAssertEqual(
      zigZagged.diagnostics.map(\.message).filter { $0.contains("zig-zag") },
      ["layer 'Star' (layers[0].shapes[1].r): a zig-zag gets fewer ridges a segment, so that it makes at most 100 vertices of a shape"])
    XCTAssertEqual(vertices(zigZagYAML), 10 * (9 + 1), zigZagYAML)

    limits.maxFrames = 30
    let long = LottieFixture.convert(LottieFixture.file(layers: layer([star, fill])), limits: limits)
    XCTAssertNil(long.yaml)
    XCTAssertEqual(
      long.diagnostics.filter { $0.severity == .error }.map(\.message), ["the animation has 31.0 frames; at most 30 are imported"])
  }
}

/// A repeater's copy count is bounded by what a frame may draw (docs/import.md): beyond it
/// the importer says so at the count, in the file's terms, instead of writing a scene the
/// decoder refuses.
final class RepeaterCopyBoundTests: XCTestCase {
  private func shapeLayer(_ name: String, copies: String, nested: String? = nil) -> String {
    let rectangle = #"{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [4, 4]}, "r": {"a": 0, "k": 0}}, {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#
    func repeater(_ c: String) -> String {
      #"{"ty": "rp", "c": {"a": 0, "k": \#(c)}, "o": {"a": 0, "k": 0}, "tr": {"p": {"a": 0, "k": [5, 0]}, "so": {"a": 0, "k": 100}, "eo": {"a": 0, "k": 100}}}"#
    }
    let inner = nested.map { #"{"ty": "gr", "nm": "Inner", "it": [\#(rectangle), \#(repeater($0))]}, "# } ?? rectangle + ", "
    return #"{"ty": 4, "nm": "\#(name)", "ip": 0, "op": 31, "st": 0, "ks": {}, "shapes": [\#(inner)\#(repeater(copies))]}"#
  }

  private func errors(_ layers: [String]) -> [String] {
    let result = LottieFixture.convert(LottieFixture.file(layers: "[" + layers.joined(separator: ", ") + "]"))
    return result.diagnostics.filter { $0.severity == .error }.map { "\($0.id): \($0.message)" }
  }

  func testAHugeCopyCountIsAnErrorAtTheCount() {
    XCTAssertEqual(
      errors([shapeLayer("Dots", copies: "1e300")]),
      ["lottie-too-large: layer 'Dots' (layers[0].shapes[2].c): 1e+300 repeater copies of 1 layers would make a frame draw more than 100000 layers"])
  }

  /// Copies of nothing draw nothing, but are still made: the count alone is bounded too.
  func testAHugeCountOfNothingIsAnError() {
    let layer = #"{"ty": 4, "nm": "Empty", "ip": 0, "op": 31, "st": 0, "ks": {}, "shapes": [{"ty": "rp", "c": {"a": 0, "k": 1e300}, "o": {"a": 0, "k": 0}, "tr": {"p": {"a": 0, "k": [5, 0]}}}]}"#
    XCTAssertEqual(
      errors([layer]),
      ["lottie-too-large: layer 'Empty' (layers[0].shapes[0].c): 1e+300 repeater copies; at most 100000 are made"])
  }

  func testNestedRepeatersMultiply() {
    // 400 outer copies of a group holding a rectangle and 400 copies of it: 400 × (1 + 400) layers.
    let found = errors([shapeLayer("Grid", copies: "400", nested: "400")])
    XCTAssertEqual(found.count, 1, found.joined(separator: "\n"))
    XCTAssertTrue(found[0].hasPrefix("lottie-too-large: layer 'Grid' (layers[0].shapes[1].c): 400 repeater copies of "), found[0])
  }

  func testCopiesOfSeveralLayersAddUp() {
    // 60,000 copies each are within the bound alone, 120,000 together are not.
    XCTAssertEqual(
      errors([shapeLayer("A", copies: "60000"), shapeLayer("B", copies: "60000")]),
      ["lottie-too-large: the layers, repeater copies counted, would make a frame draw more than 100000 layers"])
  }

  func testACountWithinTheBoundImportsAndDecodes() throws {
    let result = LottieFixture.convert(LottieFixture.file(layers: "[" + shapeLayer("Dots", copies: "1000") + "]"))
    let yaml = try XCTUnwrap(result.yaml, describe(result.diagnostics).joined(separator: "\n"))
    XCTAssertTrue(yaml.contains("instanceCount: 1000"), yaml)
    XCTAssertEqual(describe(SceneLoader.decode(bytes: Array(yaml.utf8), file: "t.yaml").diagnostics).filter { $0.hasPrefix("error") }, [])
  }
}
