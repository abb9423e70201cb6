import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneSVG

/// Image layers (a scene-format extension): the image fills bounds, and as a mask its
/// alpha counts. Rasterized by rsvg-convert.
final class ImageLayerPixelTests: XCTestCase {
  typealias Pixel = PNGImage.Pixel
  /// A 4×4 opaque green PNG.
  static let green = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEklEQVQI12Nk+M8AB0wMDMRwADLSAQfO7tDPAAAAAElFTkSuQmCC"

  func testImageIsStretchedOverBounds() throws {
    let image = layer("picture", .image) {
      place(&$0, 10, 20, 40, 20)
      $0.contents = Self.green
    }
    let svg = SVGFrameRenderer().render(frame([image]))
    XCTAssertTrue(svg.contains("<image x=\"0\" y=\"0\" width=\"40\" height=\"20\" preserveAspectRatio=\"none\""), svg)
    let png = try Rasterizer.render(svg)
    for (x, y) in [(11, 21), (48, 38), (30, 30)] {
      XCTAssertTrue(png.pixel(x, y).isClose(to: Pixel(0, 255, 0), tolerance: 1), "\(x), \(y): \(png.pixel(x, y))")
    }
    for (x, y) in [(8, 30), (52, 30), (30, 18), (30, 42)] {
      XCTAssertEqual(png.pixel(x, y), Pixel(0, 0, 0, 0), "\(x), \(y)")
    }
  }

  func testImageAsAMaskMasksByItsAlpha() throws {
    let mask = layer("picture", .image) {
      place(&$0, 0, 0, 20, 40)
      $0.contents = Self.green
    }
    let masked = layer("masked", mask: mask) {
      place(&$0, 10, 10, 40, 40)
      $0.backgroundColor = rgb(1, 0, 0)
    }
    let png = try Rasterizer.render(SVGFrameRenderer().render(frame([masked])))
    XCTAssertTrue(png.pixel(15, 30).isClose(to: Pixel(255, 0, 0), tolerance: 1), "\(png.pixel(15, 30))")
    XCTAssertEqual(png.pixel(40, 30), Pixel(0, 0, 0, 0))
  }
}
