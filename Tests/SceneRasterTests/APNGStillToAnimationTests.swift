import Foundation
import SceneTestSupport
import XCTest

@testable import SceneRaster

/// A still PNG becomes an animated PNG of one frame (APNGStillToAnimation).
final class APNGStillToAnimationTests: XCTestCase {
  /// The CRC of every PNG's last chunk, IEND with no data, is AE 42 60 82.
  func testTheCRCIsPNGs() {
    XCTAssertEqual(APNGStillToAnimation.crc32(Array("IEND".utf8)), 0xAE42_6082)
    XCTAssertEqual(APNGStillToAnimation.crc32(Array("123456789".utf8)), 0xCBF4_3926)  // the CRC-32 check value
  }

  /// A 1 × 1 still: acTL and fcTL go right before IDAT; everything else keeps its bytes.
  func testChunksAreInsertedBeforeTheImageData() throws {
    let still = Data(
      [137, 80, 78, 71, 13, 10, 26, 10]
        + chunk("IHDR", [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0])
        + chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x00, 0x02, 0x00, 0x00, 0x05, 0x00, 0x01])
        + chunk("IEND", []))
    let animated = try XCTUnwrap(APNGStillToAnimation.animated(still, rate: FrameRate(29.97)))
    let apng = try APNGFile(animated)
    XCTAssertEqual([apng.frameCount, apng.plays], [1, 0])
    XCTAssertEqual(apng.frames.map { [$0.delayNumerator, $0.delayDenominator, $0.width, $0.height, $0.dispose, $0.blend] }, [[100, 2997, 1, 1, 0, 0]])
    let types = chunkTypes(animated)
    XCTAssertEqual(types, ["IHDR", "acTL", "fcTL", "IDAT", "IEND"])
    XCTAssertEqual(animated.prefix(33), still.prefix(33), "signature and IHDR unchanged")
    XCTAssertEqual(animated.suffix(still.count - 33), still.suffix(still.count - 33), "IDAT and IEND unchanged")
    // Already animated: the same bytes back. Not a PNG: nil.
    XCTAssertEqual(APNGStillToAnimation.animated(animated, rate: FrameRate(30)), animated)
    XCTAssertNil(APNGStillToAnimation.animated(Data("GIF89a".utf8), rate: FrameRate(30)))
  }

  /// Delays are 16-bit: a rate whose fraction is larger is scaled into range.
  func testALargeFractionIsScaledIntoSixteenBits() {
    XCTAssertEqual(APNGStillToAnimation.delay(FrameRate(frames: 30, seconds: 1)).0, 1)
    let (numerator, denominator) = APNGStillToAnimation.delay(FrameRate(frames: 239_999, seconds: 10_000))
    XCTAssertLessThanOrEqual(max(numerator, denominator), 0xFFFF)
    XCTAssertEqual(Double(numerator) / Double(denominator), 10_000 / 239_999, accuracy: 1e-5)
  }

  private func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    let crc = APNGStillToAnimation.crc32(body)
    return be(data.count) + body + be(Int(crc))
  }

  private func be(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

  private func chunkTypes(_ data: Data) -> [String] {
    let b = [UInt8](data)
    var out: [String] = [], o = 8
    while o + 12 <= b.count {
      let length = b[o..<o + 4].reduce(0) { $0 << 8 | Int($1) }
      out.append(String(decoding: b[o + 4..<o + 8], as: UTF8.self))
      o += 12 + length
    }
    return out
  }
}
