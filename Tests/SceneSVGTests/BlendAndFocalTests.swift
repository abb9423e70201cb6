import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneSVG

/// The scene-format extensions `blendMode` and `focalOffset` (docs/scene-format.md,
/// docs/svg-output.md): the markup written, and pixels rasterized by rsvg-convert.
final class BlendAndFocalTests: XCTestCase {
  typealias Pixel = PNGImage.Pixel

  private func assertPixel(
    _ image: PNGImage, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 2,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    XCTAssertTrue(
      image.pixel(x, y).isClose(to: expected, tolerance: tolerance),
      "pixel (\(x), \(y)) is \(image.pixel(x, y)), expected \(expected)", file: file, line: line)
  }

  private func bar(_ id: String, _ mode: BlendMode, x: Double, color: Color) -> FrameLayer {
    layer(id) {
      place(&$0, x, 0, 20, 100)
      $0.backgroundColor = color
      $0.blendMode = mode
    }
  }

  /// Over #ff8000: multiply by #80ff80 → (128, 128, 0); screen with #0000ff → (255, 128, 255);
  /// darken with #3090e0 → (48, 128, 0); difference with #ffffff → (0, 127, 255).
  func testBlendModesCompositeWithWhatIsBeneath() throws {
    let ground = layer("ground") {
      place(&$0, 0, 0, 100, 100)
      $0.backgroundColor = rgb(1, 128.0 / 255, 0)
    }
    let f = frame([
      ground,
      bar("multiply", .multiply, x: 0, color: rgb(128.0 / 255, 1, 128.0 / 255)),
      bar("screen", .screen, x: 20, color: rgb(0, 0, 1)),
      bar("darken", .darken, x: 40, color: rgb(48.0 / 255, 144.0 / 255, 224.0 / 255)),
      bar("difference", .difference, x: 60, color: rgb(1, 1, 1)),
      bar("normal", .normal, x: 80, color: rgb(0, 1, 0)),
    ])
    let svg = SVGFrameRenderer().render(f)
    XCTAssertTrue(svg.contains("<g id=\"multiply\" transform=\"translate(0 0)\" style=\"mix-blend-mode:multiply\">")
      || svg.contains("<g id=\"multiply\" style=\"mix-blend-mode:multiply\">"), svg)
    XCTAssertTrue(svg.contains("style=\"mix-blend-mode:difference\""), svg)
    XCTAssertFalse(svg.contains("mix-blend-mode:normal"), "normal writes nothing")
    let image = try Rasterizer.render(svg)
    assertPixel(image, 10, 50, Pixel(128, 128, 0))
    assertPixel(image, 30, 50, Pixel(255, 128, 255))
    assertPixel(image, 50, 50, Pixel(48, 128, 0))
    assertPixel(image, 70, 50, Pixel(0, 127, 255))
    assertPixel(image, 90, 50, Pixel(0, 255, 0))
  }

  /// A clipped layer composites on its own: a screen inside it meets nothing beneath the
  /// clip, in rsvg as in the other renderers (`isolation:isolate`, docs/svg-output.md).
  func testBlendingStopsAtAClippedAncestor() throws {
    let ground = layer("ground") {
      place(&$0, 0, 0, 100, 100)
      $0.backgroundColor = rgb(1, 1, 0)
    }
    let inner = bar("inner", .screen, x: 0, color: rgb(0, 0, 1))
    let clipped = layer("clipped", sublayers: [inner]) {
      place(&$0, 40, 0, 20, 100)
      $0.masksToBounds = true
    }
    let svg = SVGFrameRenderer().render(frame([ground, clipped]))
    XCTAssertTrue(svg.contains("clip-path=\"url(#clip-clipped)\" style=\"isolation:isolate\""), svg)
    let image = try Rasterizer.render(svg)
    assertPixel(image, 50, 50, Pixel(0, 0, 255))
    // Without the clip the screen reaches the yellow: white.
    let open = layer("open", sublayers: [inner]) { place(&$0, 40, 0, 20, 100) }
    let unclipped = SVGFrameRenderer().render(frame([ground, open]))
    XCTAssertFalse(unclipped.contains("isolation"))
    assertPixel(try Rasterizer.render(unclipped), 50, 50, Pixel(255, 255, 255))
  }

  /// `shouldRasterize`: drawn as one group, so a screen inside meets nothing of the yellow
  /// beneath and stays blue; without a blend mode inside, nothing is written.
  func testRasterizedLayerBlendsOnlyWithItself() throws {
    let ground = layer("ground") {
      place(&$0, 0, 0, 100, 100)
      $0.backgroundColor = rgb(1, 1, 0)
    }
    let inner = bar("inner", .screen, x: 0, color: rgb(0, 0, 1))
    let group = layer("group", sublayers: [inner]) {
      place(&$0, 40, 0, 20, 100)
      $0.shouldRasterize = true
    }
    let svg = SVGFrameRenderer().render(frame([ground, group]))
    XCTAssertTrue(svg.contains("<g id=\"group\" transform=\"translate(40 0)\" style=\"isolation:isolate\">"), svg)
    assertPixel(try Rasterizer.render(svg), 50, 50, Pixel(0, 0, 255))
    let plain = layer("group", sublayers: [bar("inner", .normal, x: 0, color: rgb(0, 0, 1))]) {
      place(&$0, 40, 0, 20, 100)
      $0.shouldRasterize = true
    }
    XCTAssertFalse(SVGFrameRenderer().render(frame([ground, plain])).contains("style="))
  }

  /// A blend mode inside a silhouette mask is left out: the mask keeps its shape.
  func testMaskLayersDoNotBlend() throws {
    let maskBar = bar("mask-bar", .difference, x: 0, color: rgb(1, 1, 1))
    let mask = layer("mask", sublayers: [maskBar])
    let masked = layer("masked", mask: mask) {
      place(&$0, 0, 0, 100, 100)
      $0.backgroundColor = rgb(1, 0, 0)
    }
    let svg = SVGFrameRenderer().render(frame([masked]))
    XCTAssertFalse(svg.contains("mix-blend-mode"), svg)
  }

  /// A radial gradient over [0, 0, 100, 100], centre (50, 50), radius 40, focal point 20 to
  /// the right: fx = 70. The pixel centred at (30.5, 50.5): 39.5 from the focal point, whose
  /// ray leftwards meets the circle at x = 10, 60 away: t = 0.658, red → blue.
  func testFocalOffsetMovesTheFirstStop() throws {
    func gradient(_ focal: Point) -> FrameLayer {
      layer("g", .gradient) {
        place(&$0, 0, 0, 100, 100)
        $0.gradientType = .radial
        $0.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
        $0.startPoint = Point(0.5, 0.5)
        $0.endPoint = Point(0.9, 0.9)
        $0.focalOffset = focal
      }
    }
    let svg = SVGFrameRenderer().render(frame([gradient(Point(0.2, 0))]))
    XCTAssertTrue(svg.contains("cx=\"50\" cy=\"50\" r=\"40\" fx=\"70\" fy=\"50\""), svg)
    let image = try Rasterizer.render(svg)
    assertPixel(image, 30, 50, Pixel(87, 0, 168), tolerance: 3)
    // Half a point right of the focal point: t = 0.0304.
    assertPixel(image, 70, 50, Pixel(247, 0, 8), tolerance: 3)
    // [0, 0] writes no fx/fy: the bytes of a scene without the extension are unchanged.
    XCTAssertFalse(SVGFrameRenderer().render(frame([gradient(.zero)])).contains("fx="))
    // Beyond the circle: pulled in to 99 % of the radius (fx = 50 + 39.6).
    XCTAssertTrue(SVGFrameRenderer().render(frame([gradient(Point(0.8, 0))])).contains("fx=\"89.6\" fy=\"50\""))
  }

  /// On an ellipse (radii 40 × 20) the focal point is written in the circle's space: its y
  /// offset divided by the y scale ½ (fy = 50 + 10 / 0.5 = 70).
  func testFocalOffsetOnAnEllipseIsInTheCirclesSpace() {
    let g = layer("g", .gradient) {
      place(&$0, 0, 0, 100, 100)
      $0.gradientType = .radial
      $0.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
      $0.startPoint = Point(0.5, 0.5)
      $0.endPoint = Point(0.9, 0.7)
      $0.focalOffset = Point(0, 0.1)
    }
    let svg = SVGFrameRenderer().render(frame([g]))
    XCTAssertTrue(svg.contains("r=\"40\" fx=\"50\" fy=\"70\" gradientTransform=\"matrix(1 0 0 0.5 0 25)\""), svg)
  }
}
