import SceneRaster
import XCTest

/// Delays in coarse units spread the rounding: frame k starts at round(k · units / fps).
final class FrameRateTests: XCTestCase {
  func testThirtyFPSInHundredthsSpreadsTheRounding() {
    let rate = FrameRate(30)
    // Starts 0, 3.33, 6.67, 10 → 0, 3, 7, 10.
    XCTAssertEqual((0..<6).map { rate.delay(ofFrame: $0, unitsPerSecond: 100) }, [3, 4, 3, 3, 4, 3])
    XCTAssertEqual((0..<30).map { rate.delay(ofFrame: $0, unitsPerSecond: 100) }.reduce(0, +), 100)
    XCTAssertFalse(rate.isEven(unitsPerSecond: 100))
  }

  func testSixtyFPSInHundredthsNeverRoundsAFrameAlone() {
    let rate = FrameRate(60)
    // 1.67 cs per frame: rounded alone every frame would be 2 cs (the animation 20 % slow).
    XCTAssertEqual((0..<6).map { rate.delay(ofFrame: $0, unitsPerSecond: 100) }, [2, 1, 2, 2, 1, 2])
    for k in 0..<600 {
      let start = rate.start(ofFrame: k, unitsPerSecond: 100)
      XCTAssertLessThanOrEqual(abs(Double(start) - Double(k) * 100 / 60), 0.5)
    }
  }

  func testMillisecondsAndEvenRates() {
    XCTAssertEqual((0..<4).map { FrameRate(24).delay(ofFrame: $0, unitsPerSecond: 1000) }, [42, 41, 42, 42])
    XCTAssertTrue(FrameRate(25).isEven(unitsPerSecond: 100))
    XCTAssertTrue(FrameRate(50).isEven(unitsPerSecond: 100))
    XCTAssertTrue(FrameRate(40).isEven(unitsPerSecond: 1000))
    XCTAssertFalse(FrameRate(60).isEven(unitsPerSecond: 1000))
  }

  func testFractionalRatesAreExactFractions() {
    XCTAssertEqual(FrameRate(29.97), FrameRate(frames: 2997, seconds: 100))
    XCTAssertEqual(FrameRate(29.97).description, "2997/100")
    XCTAssertEqual(FrameRate(23.976).description, "2997/125")
    XCTAssertEqual(FrameRate(60).description, "60")
    // 100 frames at 29.97 fps last 100 / 29.97 = 3.3367 s → 334 cs.
    XCTAssertEqual(FrameRate(29.97).start(ofFrame: 100, unitsPerSecond: 100), 334)
  }
}
