import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneSVG

/// `skew` and `skewAxis` (an extension) rasterized by rsvg-convert: a red 40×40 square
/// whose anchor (its centre) sits at (50, 50). Skew 45° along x moves the top edge 20
/// right and the bottom edge 20 left; along the axis 90° the right edge moves 20 down.
final class SkewPixelTests: XCTestCase {
  typealias Pixel = PNGImage.Pixel
  let clear = Pixel(0, 0, 0, 0)
  let red = Pixel(255, 0, 0)

  private func render(skew: Double, axis: Double) throws -> PNGImage {
    let square = layer("square") {
      place(&$0, 30, 30, 40, 40)
      $0.backgroundColor = rgb(1, 0, 0)
      $0.skew = skew
      $0.skewAxis = axis
    }
    return try Rasterizer.render(SVGFrameRenderer().render(frame([square])))
  }

  func testSkewAlongXLeansTheTopEdgeRight() throws {
    // Top edge y = 30 spans x 50…90, bottom edge y = 70 spans x 10…50.
    assertPixels(
      try render(skew: 45, axis: 0),
      [(85, 32, red), (20, 32, clear), (15, 68, red), (80, 68, clear), (50, 50, red), (52, 50, red)], tolerance: 1)
  }

  func testSkewAxis90ShearsVertically() throws {
    // Right edge x = 70 spans y 50…90, left edge x = 30 spans y 10…50.
    assertPixels(
      try render(skew: 45, axis: 90),
      [(68, 85, red), (68, 20, clear), (32, 15, red), (32, 80, clear), (50, 50, red)], tolerance: 1)
  }

  func testNoSkewDrawsTheSquare() throws {
    assertPixels(try render(skew: 0, axis: 30), [(32, 32, red), (68, 68, red), (28, 50, clear), (72, 50, clear)], tolerance: 1)
  }
}
