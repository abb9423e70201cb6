import SceneTestSupport
import XCTest

/// Merge paths (`mm`) drawn by shape directions under a nonzero fill (MergePaths.swift).
final class MergePathsImportTests: XCTestCase {
  /// A layer with a red fill over rectangles (centre, size, reversed) and merge mode `mode`.
  private func file(_ rects: [(Double, Double, Double, Bool)], mode: Int?) -> String {
    var items = rects.map { x, y, size, reversed in
      #"{"ty": "rc", "d": \#(reversed ? 3 : 1), "p": {"a": 0, "k": [\#(x), \#(y)]}, "s": {"a": 0, "k": [\#(size), \#(size)]}, "r": {"a": 0, "k": 0}}"#
    }
    if let mode { items.append(#"{"ty": "mm", "nm": "Merge", "mm": \#(mode)}"#) }
    items.append(#"{"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}"#)
    let layer = #"{"ty": 4, "nm": "Merged", "ind": 1, "ip": 0, "op": 31, "st": 0, "ks": {}, "shapes": [\#(items.joined(separator: ", "))]}"#
    return LottieFixture.file(layers: "[\(layer)]")
  }

  func testSubtractCutsTheLaterShapeOutOfTheFirst() throws {
    let text = file([(50, 50, 60, false), (50, 50, 20, false)], mode: 3)
    assertPixels(try LottieFixture.render(text, frame: 0), [(50, 50, .clear), (30, 50, .red), (70, 70, .red), (10, 10, .clear)])
    XCTAssertEqual(LottieFixture.warnings(text).count, 1)
    XCTAssertTrue(LottieFixture.warnings(text)[0].contains("(layers[0].shapes[2]): merge paths 'subtract' cuts the later shapes out"), "\(LottieFixture.warnings(text))")
    // Without merge paths both squares paint.
    assertPixels(try LottieFixture.render(file([(50, 50, 60, false), (50, 50, 20, false)], mode: nil), frame: 0), [(50, 50, .red)])
  }

  func testAddFillsTheUnionWhateverTheDirections() throws {
    let shapes = [(40.0, 40.0, 40.0, false), (60.0, 60.0, 40.0, true)]
    // Without merge the reversed square's overlap is a nonzero hole.
    assertPixels(try LottieFixture.render(file(shapes, mode: nil), frame: 0), [(50, 50, .clear)])
    assertPixels(try LottieFixture.render(file(shapes, mode: 2), frame: 0), [(50, 50, .red), (25, 25, .red), (75, 75, .red), (75, 25, .clear)])
  }

  func testExcludeDrawsTheSymmetricDifferenceOfTwoShapes() throws {
    let text = file([(40, 40, 40, false), (60, 60, 40, false)], mode: 5)
    assertPixels(try LottieFixture.render(text, frame: 0), [(50, 50, .clear), (25, 25, .red), (75, 75, .red)])
  }

  func testMergeIsExactAndIntersectWarns() throws {
    XCTAssertEqual(LottieFixture.warnings(file([(50, 50, 20, false)], mode: 1)), [])
    let warnings = LottieFixture.warnings(file([(50, 50, 20, false)], mode: 4))
    XCTAssertEqual(warnings.count, 1)
    XCTAssertTrue(warnings[0].contains("layer 'Merged' (layers[0].shapes[1]): merge paths 'intersect' is not supported; the shapes are drawn whole [lottie-unsupported]"), "\(warnings)")
  }
}
