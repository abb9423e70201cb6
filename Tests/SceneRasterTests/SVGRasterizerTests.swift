import Foundation
import SceneModel
import SceneRaster
import SceneTestSupport
import XCTest

/// In-process rasterization gives the pixels rsvg-convert gives the same SVG frame.
final class SVGRasterizerTests: XCTestCase {
  /// Per channel; librsvg is the same library in both, so in practice the bytes are equal.
  let tolerance = 1

  func assertMatchesRSVGConvert(
    _ svg: String, scale: Double = 1, background: Color? = nil, options: [String] = [],
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    let reference = try Rasterizer.render(svg, options: options)
    let loadedSize = (reference.width, reference.height)
    let document = try XCTUnwrap(svgSize(svg))
    let image = try SVGRasterizer(size: document, scale: scale, background: background).rasterize(svg)
    XCTAssertEqual(image.width, loadedSize.0, file: file, line: line)
    XCTAssertEqual(image.height, loadedSize.1, file: file, line: line)
    guard image.width == reference.width, image.height == reference.height else { return }
    let d = difference(image.pixels, reference.rgba)
    XCTAssertLessThanOrEqual(
      d.max, tolerance, "largest channel difference from rsvg-convert", file: file, line: line)
  }

  /// The document size from the root element's width and height.
  func svgSize(_ svg: String) -> Size? {
    func attribute(_ name: String) -> Double? {
      guard let range = svg.range(of: " \(name)=\"") else { return nil }
      return Double(svg[range.upperBound...].prefix { $0 != "\"" })
    }
    guard let w = attribute("width"), let h = attribute("height") else { return nil }
    return Size(w, h)
  }

  func testReferenceSceneFramesMatchRSVGConvert() throws {
    let yaml = try String(
      contentsOf: packageRoot().appendingPathComponent("scenes/welcome.yaml"), encoding: .utf8)
    let loaded = try RenderFixture.load(yaml)
    // The growing circle, the spinning triangle, the wave, and the "Welcome" text.
    for index in [12, 160, 220, 280] {
      try assertMatchesRSVGConvert(loaded.svg(index))
    }
  }

  func testTranslucentFrameKeepsItsAlphaLikeRSVGConvert() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    try assertMatchesRSVGConvert(loaded.svg(4))
  }

  func testScaleTwoMatchesRSVGConvertZoom() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    try assertMatchesRSVGConvert(loaded.svg(4), scale: 2, options: ["-z", "2"])
    try assertMatchesRSVGConvert(loaded.svg(4), scale: 3, options: ["-z", "3"])
  }

  func testBackgroundIsPaintedUnderTheFrameLikeRSVGConvert() throws {
    let loaded = try RenderFixture.load(RenderFixture.dotScene())
    try assertMatchesRSVGConvert(
      loaded.svg(4), background: Color(red: 1, green: 1, blue: 0), options: ["-b", "#ffff00"])
    let image = try SVGRasterizer(
      size: loaded.scene.size, scale: 1, background: Color(red: 0, green: 1, blue: 0, alpha: 0.5)
    ).rasterize(loaded.svg(0))
    // (0, 0) is far from both shapes: only the background, as straight RGBA.
    XCTAssertEqual(Array(image.pixels[0..<4]), [0, 255, 0, 128])
  }

  func testScaledSizeIsRoundedScenePixels() {
    let rasterizer = SVGRasterizer(size: Size(41, 31), scale: 1.5, background: nil)
    XCTAssertEqual(rasterizer.width, 62)  // 61.5 rounds up
    XCTAssertEqual(rasterizer.height, 47)  // 46.5
  }
}
