import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneSVG

/// Frames rasterized by rsvg-convert and read back pixel by pixel. Expected colors are
/// computed by hand; sampled pixels are at least a pixel away from every edge, so
/// antialiasing cannot touch them (pixel (x, y) covers [x, x+1] × [y, y+1]).
final class PixelTests: XCTestCase {
  typealias Pixel = PNGImage.Pixel
  let clear = Pixel(0, 0, 0, 0)

  func render(_ frame: Frame) throws -> PNGImage {
    try Rasterizer.render(SVGFrameRenderer().render(frame))
  }

  func assertPixel(
    _ image: PNGImage, _ x: Int, _ y: Int, _ expected: Pixel, tolerance: Int = 0,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    let actual = image.pixel(x, y)
    XCTAssertTrue(
      actual.isClose(to: expected, tolerance: tolerance),
      "pixel (\(x), \(y)) is \(actual), expected \(expected)", file: file, line: line)
  }

  func testRectAtKnownPositionAndColor() throws {
    // Bounds 10×8 centred on (15, 14): the rect covers x 10…20, y 10…18.
    let box = layer("box") {
      $0.bounds = Rect(0, 0, 10, 8)
      $0.position = Point(15, 14)
      $0.backgroundColor = rgb(0.2, 0.4, 0.6)
    }
    let image = try render(frame([box], size: Size(40, 30)))
    XCTAssertEqual(image.width, 40)
    XCTAssertEqual(image.height, 30)
    let color = Pixel(51, 102, 153)
    for (x, y) in [(10, 10), (19, 10), (10, 17), (19, 17), (15, 14)] { assertPixel(image, x, y, color) }
    for (x, y) in [(9, 10), (20, 10), (10, 9), (10, 18), (0, 0), (39, 29)] { assertPixel(image, x, y, clear) }
  }

  func testRotationAboutANonDefaultAnchorPoint() throws {
    // Bounds 40×20, anchor (0.25, 0.5) = (10, 10) at position (50, 50), rotated +90°
    // (clockwise on screen): (x, y) ↦ (60 − y, 40 + x), so the layer covers x 40…60,
    // y 40…80, and its top-left corner (blue 5×5 marker) lands at x 55…60, y 40…45.
    let marker = layer("marker") {
      $0.bounds = Rect(0, 0, 5, 5)
      $0.position = Point(2.5, 2.5)
      $0.backgroundColor = rgb(0, 0, 1)
    }
    let bar = layer("bar", sublayers: [marker]) {
      $0.bounds = Rect(0, 0, 40, 20)
      $0.anchorPoint = Point(0.25, 0.5)
      $0.position = Point(50, 50)
      $0.transform = Transform(rotation: Double.pi / 2)
      $0.backgroundColor = rgb(1, 0, 0)
    }
    let image = try render(frame([bar]))
    let red = Pixel(255, 0, 0)
    assertPixel(image, 57, 42, Pixel(0, 0, 255))
    assertPixel(image, 42, 42, red)
    assertPixel(image, 41, 78, red)
    assertPixel(image, 58, 78, red)
    assertPixel(image, 52, 42, red)
    for (x, y) in [(38, 60), (61, 60), (50, 38), (50, 81), (30, 45), (70, 45)] {
      assertPixel(image, x, y, clear)
    }
  }

  func testStrokeEndHalfOfACircleStopsAtNineOClock() throws {
    // Circle centre (50, 50), radius 30, 6 wide, butt caps: the band is 27…33 from the
    // centre. The path starts at 3 o'clock and runs clockwise on screen, so strokeEnd 0.5
    // draws the lower half and stops on the horizontal line y = 50 at both ends.
    let ring = layer("ring", .shape) {
      $0.path = circlePath(center: Point(50, 50), radius: 30)
      $0.fillColor = nil
      $0.strokeColor = .black
      $0.lineWidth = 6
      $0.strokeEnd = 0.5
    }
    let image = try render(frame([ring]))
    let black = Pixel(0, 0, 0)
    assertPixel(image, 50, 80, black)  // 6 o'clock
    assertPixel(image, 20, 51, black)  // just below 9 o'clock
    assertPixel(image, 79, 51, black)  // just below 3 o'clock
    assertPixel(image, 20, 48, clear)  // just above: the stroke stopped
    assertPixel(image, 79, 48, clear)
    assertPixel(image, 50, 19, clear)  // 12 o'clock
    assertPixel(image, 50, 50, clear)  // no fill
  }

  func testStrokeStartAndEndCutBothEnds() throws {
    // strokeStart 0.25 (6 o'clock) … strokeEnd 0.5 (9 o'clock): the lower-left quarter.
    let ring = layer("ring", .shape) {
      $0.path = circlePath(center: Point(50, 50), radius: 30)
      $0.fillColor = rgb(0, 1, 0)
      $0.strokeColor = .black
      $0.lineWidth = 6
      $0.strokeStart = 0.25
      $0.strokeEnd = 0.5
    }
    let image = try render(frame([ring]))
    assertPixel(image, 47, 80, Pixel(0, 0, 0))  // left of 6 o'clock: stroked
    assertPixel(image, 52, 81, clear)  // right of 6 o'clock, outside the fill: no stroke
    assertPixel(image, 81, 51, clear)  // 3 o'clock, outside the fill
    assertPixel(image, 50, 50, Pixel(0, 255, 0))  // the fill is not trimmed
    assertPixel(image, 76, 40, Pixel(0, 255, 0))  // inside the circle where no stroke is drawn
  }

  func testMaskUsesTheMaskLayersAlpha() throws {
    // A 40×40 red layer at (10, 10); its mask: the left half opaque, the right half at
    // alpha 0.5 (colors of the mask do not matter, only alpha).
    let left = layer("left") {
      $0.bounds = Rect(0, 0, 20, 40)
      $0.position = Point(10, 20)
      $0.backgroundColor = rgb(0, 0, 1)
    }
    let right = layer("right") {
      $0.bounds = Rect(0, 0, 20, 20)
      $0.position = Point(30, 10)
      $0.backgroundColor = rgb(0, 0, 0, 0.5)
    }
    let mask = layer("mask", sublayers: [left, right])
    let masked = layer("masked", mask: mask) {
      place(&$0, 10, 10, 40, 40)
      $0.backgroundColor = rgb(1, 0, 0)
    }
    let image = try render(frame([masked]))
    assertPixel(image, 15, 30, Pixel(255, 0, 0))
    assertPixel(image, 40, 15, Pixel(255, 0, 0, 128), tolerance: 1)
    assertPixel(image, 40, 40, clear)  // the mask is empty there
    assertPixel(image, 5, 5, clear)
  }

  func testMasksToBoundsClipsSublayersToTheRoundedBounds() throws {
    let big = layer("big") {
      place(&$0, -20, -20, 80, 80)
      $0.backgroundColor = rgb(0, 1, 0)
    }
    let clipper = layer("clipper", sublayers: [big]) {
      place(&$0, 60, 10, 30, 30)
      $0.masksToBounds = true
      $0.cornerRadius = 10
    }
    let image = try render(frame([clipper]))
    let green = Pixel(0, 255, 0)
    assertPixel(image, 75, 25, green)
    assertPixel(image, 61, 25, green)
    assertPixel(image, 75, 11, green)
    assertPixel(image, 58, 25, clear)  // the sublayer reaches here, the clip does not
    assertPixel(image, 75, 42, clear)
    assertPixel(image, 60, 10, clear)  // outside the rounded corner
    assertPixel(image, 89, 39, clear)
  }

  func testNestedGroupOpacityMultipliesAndAppliesToTheComposite() throws {
    // Parent opacity 0.5 holds two overlapping opaque white children; the overlap is
    // drawn once at 0.5 (group opacity, not per element). A child with its own opacity
    // 0.5 inside gives 0.25. Over black: 0.5·255 = 127.5, 0.25·255 = 63.75.
    let a = layer("a") {
      place(&$0, 0, 0, 30, 20)
      $0.backgroundColor = .white
    }
    let b = layer("b") {
      place(&$0, 20, 0, 30, 20)
      $0.backgroundColor = .white
    }
    let faint = layer("faint") {
      place(&$0, 0, 30, 20, 20)
      $0.backgroundColor = .white
      $0.opacity = 0.5
    }
    let parent = layer("parent", sublayers: [a, b, faint]) {
      place(&$0, 10, 10, 60, 60)
      $0.opacity = 0.5
    }
    let image = try render(frame([parent], background: .black))
    assertPixel(image, 15, 15, Pixel(128, 128, 128), tolerance: 1)
    assertPixel(image, 35, 15, Pixel(128, 128, 128), tolerance: 1)  // the overlap
    assertPixel(image, 55, 15, Pixel(128, 128, 128), tolerance: 1)
    assertPixel(image, 15, 45, Pixel(64, 64, 64), tolerance: 1)
    assertPixel(image, 5, 5, Pixel(0, 0, 0))
  }

  func testBorderIsDrawnInsideTheBounds() throws {
    let framed = layer("framed") {
      place(&$0, 10, 10, 20, 20)
      $0.borderWidth = 4
      $0.borderColor = rgb(1, 0, 0)
    }
    let image = try render(frame([framed], size: Size(40, 40)))
    let red = Pixel(255, 0, 0)
    assertPixel(image, 10, 10, red)
    assertPixel(image, 13, 20, red)
    assertPixel(image, 29, 29, red)
    assertPixel(image, 15, 15, clear)  // inside the band
    assertPixel(image, 9, 20, clear)  // outside the bounds
    assertPixel(image, 30, 20, clear)
  }

  func testHardShadowIsOffsetDownForPositiveY() throws {
    // shadowRadius 0: a sharp copy of the layer's alpha in the shadow color, offset
    // (6, 8) in the layer's space (y down on iOS), under the layer.
    let card = layer("card") {
      place(&$0, 10, 10, 20, 20)
      $0.backgroundColor = rgb(1, 1, 1)
      $0.shadowOpacity = 1
      $0.shadowColor = rgb(0, 0, 1)
      $0.shadowRadius = 0
      $0.shadowOffset = Size(6, 8)
    }
    let image = try render(frame([card], size: Size(50, 50)))
    assertPixel(image, 15, 15, Pixel(255, 255, 255))
    assertPixel(image, 33, 35, Pixel(0, 0, 255))  // shadow only
    assertPixel(image, 20, 36, Pixel(0, 0, 255))
    assertPixel(image, 12, 33, clear)  // the shadow starts at x = 16
    assertPixel(image, 34, 12, clear)  // and at y = 18
  }

  func testDefaultShadowOffsetCastsUpward() throws {
    // Default offset (0, −3): on iOS the shadow shows above the layer.
    let card = layer("card") {
      place(&$0, 10, 20, 20, 20)
      $0.backgroundColor = .white
      $0.shadowOpacity = 1
      $0.shadowRadius = 0
    }
    let image = try render(frame([card], size: Size(50, 50)))
    assertPixel(image, 20, 18, Pixel(0, 0, 0))
    assertPixel(image, 20, 41, clear)
  }

  func testReplicatorInstanceColorMultipliesAndAlphaFades() throws {
    let dot = layer("dot") {
      place(&$0, 0, 0, 10, 10)
      $0.backgroundColor = rgb(1, 0.5, 1)
    }
    let instances = [
      ReplicatorInstance(index: 0, transform: .identity, color: .white, sublayers: [dot]),
      ReplicatorInstance(
        index: 1, transform: .translation(20, 0), color: rgb(0.5, 1, 0, 0.5), sublayers: [dot]),
    ]
    let replicator = layer("rep", .replicator, sublayers: [dot], instances: instances) {
      place(&$0, 0, 0, 40, 10)
    }
    let image = try render(frame([replicator], size: Size(40, 10), background: .black))
    assertPixel(image, 5, 5, Pixel(255, 128, 255))
    // (0.5, 0.5, 0) at alpha 0.5 over black: (64, 64, 0).
    assertPixel(image, 25, 5, Pixel(64, 64, 0), tolerance: 1)
    assertPixel(image, 15, 5, Pixel(0, 0, 0))
  }

  func testAxialGradientInterpolatesAcrossTheBounds() throws {
    let gradient = layer("g", .gradient) {
      place(&$0, 0, 0, 100, 10)
      $0.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
      $0.startPoint = Point(0, 0.5)
      $0.endPoint = Point(1, 0.5)
    }
    let image = try render(frame([gradient], size: Size(100, 10)))
    // Pixel centres at x + 0.5: t = 0.005, 0.505, 0.995.
    assertPixel(image, 0, 5, Pixel(254, 0, 1), tolerance: 2)
    assertPixel(image, 50, 5, Pixel(126, 0, 129), tolerance: 2)
    assertPixel(image, 99, 5, Pixel(1, 0, 254), tolerance: 2)
  }

  func testConicGradientRunsClockwiseFromEndPointDirection() throws {
    // Centre (50, 50), angle 0 towards +x. Clockwise on screen: straight down is a quarter
    // turn (25 % of red → blue), left is half, straight up three quarters.
    let conic = layer("c", .gradient) {
      place(&$0, 0, 0, 100, 100)
      $0.colors = [rgb(1, 0, 0), rgb(0, 0, 1)]
      $0.gradientType = .conic
      $0.startPoint = Point(0.5, 0.5)
      $0.endPoint = Point(1, 0.5)
    }
    let image = try render(frame([conic]))
    assertPixel(image, 50, 90, Pixel(191, 0, 64), tolerance: 3)
    assertPixel(image, 10, 50, Pixel(128, 0, 128), tolerance: 3)
    assertPixel(image, 50, 10, Pixel(64, 0, 191), tolerance: 3)
    assertPixel(image, 95, 60, Pixel(255, 0, 0), tolerance: 20)
    assertPixel(image, 95, 40, Pixel(0, 0, 255), tolerance: 20)
  }

  func testEmptyMaskHidesTheLayerAndCollapsedLayersDrawNothing() throws {
    let emptyMask = layer("empty")
    let masked = layer("masked", mask: emptyMask) {
      place(&$0, 0, 0, 20, 20)
      $0.backgroundColor = .white
    }
    let collapsed = layer("collapsed") {
      place(&$0, 20, 0, 20, 20)
      $0.backgroundColor = .white
      $0.transform = Transform(scaleX: 0, scaleY: 0)
    }
    let image = try render(frame([masked, collapsed], size: Size(40, 20)))
    assertPixel(image, 10, 10, clear)
    assertPixel(image, 30, 10, clear)
  }

  func testEveryFeatureRasterizesWithoutWarnings() throws {
    let image = try render(StructureTests.everything)
    // The white background shows where nothing is drawn; the mask hides the border's
    // lower right part, and the replicator's first red dot sits at (0, 90).
    assertPixel(image, 99, 2, Pixel(255, 255, 255))
    assertPixel(image, 2, 92, Pixel(255, 0, 0))
    assertPixel(image, 8, 92, Pixel(255, 0, 0))
  }
}
