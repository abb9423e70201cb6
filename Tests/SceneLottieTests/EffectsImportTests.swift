import SceneTestSupport
import XCTest

/// Layer effects, expressions and twist: the Fill effect is drawn, the rest warns with the
/// layer's name and the JSON path.
final class EffectsImportTests: XCTestCase {
  private func fillEffect(color: String, enabled: Int = 1, feather: Double = 0) -> String {
    """
    {"ty": 21, "nm": "Fill", "en": \(enabled), "ef": [
      {"ty": 10, "nm": "Fill Mask", "v": {"a": 0, "k": 0}}, {"ty": 7, "nm": "All Masks", "v": {"a": 0, "k": 0}},
      {"ty": 2, "nm": "Color", "v": {"a": 0, "k": \(color)}}, {"ty": 7, "nm": "Invert", "v": {"a": 0, "k": 0}},
      {"ty": 0, "nm": "Horizontal Feather", "v": {"a": 0, "k": \(feather)}}, {"ty": 0, "nm": "Vertical Feather", "v": {"a": 0, "k": 0}},
      {"ty": 0, "nm": "Opacity", "v": {"a": 0, "k": 1}}]}
    """
  }

  private let ks = #"{"p": {"a": 0, "k": [50, 50]}}"#

  func testFillEffectRecolorsTheLayer() throws {
    let layer = LottieFixture.squareLayer(ks: ks, extra: #""ef": [\#(fillEffect(color: "[0, 0, 1, 1]"))],"#)
    let text = LottieFixture.file(layers: "[\(layer)]")
    XCTAssertEqual(LottieFixture.warnings(text), [])
    assertPixels(try LottieFixture.render(text, frame: 0), [(50, 50, PNGImage.Pixel(0, 0, 255)), (35, 65, PNGImage.Pixel(0, 0, 255)), (25, 50, .clear)])
  }

  func testDisabledEffectsAreSkippedAndOthersWarn() throws {
    let tint = #"{"ty": 20, "nm": "Tint", "ef": []}"#
    let layer = LottieFixture.squareLayer(ks: ks, extra: #""ef": [\#(fillEffect(color: "[0, 0, 1, 1]", enabled: 0)), \#(tint), \#(fillEffect(color: "[0, 1, 0, 1]", feather: 3))],"#)
    let text = LottieFixture.file(layers: "[\(layer)]")
    let warnings = LottieFixture.warnings(text)
    XCTAssertEqual(warnings.count, 2, "\(warnings)")
    XCTAssertTrue(warnings[0].contains("layer 'Square' (layers[0].ef[1]): effect 'Tint' (type 20) is left out [lottie-unsupported]"), "\(warnings)")
    XCTAssertTrue(warnings[1].contains("layer 'Square' (layers[0].ef[2]): effect 'Fill' (type 21) is left out"), "\(warnings)")
    assertPixels(try LottieFixture.render(text, frame: 0), [(50, 50, .red)])
  }

  func testExpressionsAndTwistWarnWithTheirPaths() {
    let ks = #"{"p": {"a": 0, "k": [50, 50], "x": "wiggle(2, 10)"}}"#
    let twist = #"{"ty": "tw", "a": {"a": 0, "k": 30}, "c": {"a": 0, "k": [0, 0]}}"#
    let layer = """
      {"ty": 4, "nm": "Wiggly", "ind": 1, "ip": 0, "op": 31, "st": 0, "ks": \(ks),
       "shapes": [{"ty": "el", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [10, 10]}}, \(twist),
                  {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}
      """
    let warnings = LottieFixture.warnings(LottieFixture.file(layers: "[\(layer)]"))
    XCTAssertEqual(warnings.count, 2, "\(warnings)")
    XCTAssertTrue(warnings.contains { $0.contains("layer 'Wiggly' (layers[0].ks.p.x): expressions are not evaluated; the property's keyframes are used [lottie-approximated]") }, "\(warnings)")
    XCTAssertTrue(warnings.contains { $0.contains("layer 'Wiggly' (layers[0].shapes[1]): twist is not supported; left out [lottie-unsupported]") }, "\(warnings)")
  }
}
