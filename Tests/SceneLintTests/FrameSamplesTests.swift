import SceneDiagnostics
import XCTest

@testable import SceneLint

/// Lint's frame sampling reads the render tree compile writes, so "draws" means one thing.
final class FrameSamplesTests: XCTestCase {
  func offCanvas(_ layers: String) -> [String] {
    let text = "version: 1\nscene: { name: s, size: [100, 100], duration: 1 }\nlayers:\n" + layers
    return lintText(text).filter { $0.id == "off-canvas-layer" }.map(\.message)
  }

  func testOffCanvasLayerThatDrawsIsReported() {
    XCTAssertEqual(
      offCanvas("  - { id: far, bounds: [0, 0, 10, 20], position: [500, 50], backgroundColor: red }\n"),
      ["layer 'far' lies entirely outside the 100×100 canvas in every frame"])
  }

  /// A layer with no width draws no background in the frames, so it is not off the canvas
  /// (the sampling once counted a box with one side > 0 as drawn).
  func testZeroWidthLayerDrawsNothingAndIsNotReported() {
    XCTAssertEqual(
      offCanvas("  - { id: thin, bounds: [0, 0, 0, 20], position: [500, 50], backgroundColor: red }\n"), [])
  }

  /// A mask cuts what its layer draws: a layer masked away draws nothing.
  func testLayerWhoseMaskDrawsNothingIsNotReported() {
    let layers = """
        - id: masked
          bounds: [0, 0, 10, 10]
          position: [500, 50]
          backgroundColor: red
          mask: { id: m, bounds: [0, 0, 10, 10], position: [5, 5] }

      """
    XCTAssertEqual(offCanvas(layers), [])
  }

  /// Opacity that rounds to 0 in the written frames is not shown.
  func testLayerCulledByOpacityIsNotReported() {
    XCTAssertEqual(
      offCanvas("  - { id: faint, bounds: [0, 0, 10, 10], position: [500, 50], backgroundColor: red, opacity: 0.0001 }\n"),
      [])
  }
}
