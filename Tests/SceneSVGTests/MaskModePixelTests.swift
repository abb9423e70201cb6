import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneSVG

/// `maskMode` (a scene-format extension for track mattes): rasterized by rsvg-convert.
/// A 40×40 red layer at (10, 10) masked by a layer whose left half is opaque white and whose
/// right half is opaque black, only over the top half (the bottom half of the mask is empty).
final class MaskModePixelTests: XCTestCase {
  typealias Pixel = PNGImage.Pixel
  let clear = Pixel(0, 0, 0, 0)
  let red = Pixel(255, 0, 0)

  private func render(_ mode: MaskMode) throws -> PNGImage {
    let white = layer("white") {
      $0.bounds = Rect(0, 0, 20, 20)
      $0.position = Point(10, 10)
      $0.backgroundColor = rgb(1, 1, 1)
    }
    let black = layer("black") {
      $0.bounds = Rect(0, 0, 20, 20)
      $0.position = Point(30, 10)
      $0.backgroundColor = rgb(0, 0, 0)
    }
    let mask = layer("mask", sublayers: [white, black])
    let masked = layer("masked", mask: mask) {
      place(&$0, 10, 10, 40, 40)
      $0.backgroundColor = rgb(1, 0, 0)
      $0.maskMode = mode
    }
    return try Rasterizer.render(SVGFrameRenderer().render(frame([masked])))
  }

  // Sample points: top-left (white mask), top-right (black mask), bottom (no mask).
  func testAlphaIsCoreAnimationsRule() throws {
    assertPixels(try render(.alpha), [(15, 15, red), (40, 15, red), (20, 40, clear)], tolerance: 1)
  }

  func testAlphaInvertedShowsTheLayerWhereTheMaskIsEmpty() throws {
    assertPixels(try render(.alphaInverted), [(15, 15, clear), (40, 15, clear), (20, 40, red), (5, 5, clear)], tolerance: 1)
  }

  func testLuminanceMasksByBrightness() throws {
    assertPixels(try render(.luminance), [(15, 15, red), (40, 15, clear), (20, 40, clear)], tolerance: 1)
  }

  func testLuminanceInvertedMasksByDarkness() throws {
    assertPixels(try render(.luminanceInverted), [(15, 15, clear), (40, 15, red), (20, 40, red)], tolerance: 1)
  }
}
