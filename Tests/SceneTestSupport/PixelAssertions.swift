// Test-only code: compiled to nothing where XCTest is absent (see Golden.swift).
#if canImport(XCTest)
import XCTest

extension XCTestCase {
  /// Each (x, y, pixel) of `expected` matches `image` within `tolerance` per channel.
  public func assertPixels(
    _ image: PNGImage, _ expected: [(Int, Int, PNGImage.Pixel)], tolerance: Int = 2,
    file: StaticString = #filePath, line: UInt = #line
  ) {
    for (x, y, pixel) in expected {
      XCTAssertTrue(
        image.pixel(x, y).isClose(to: pixel, tolerance: tolerance),
        "pixel (\(x), \(y)) is \(image.pixel(x, y)), expected \(pixel)", file: file, line: line)
    }
  }
}
#endif
