import XCTest

@testable import SceneSVG

final class SVGNumberTests: XCTestCase {
  func format(_ x: Double, _ precision: Int = 3) -> String { SVGNumber.format(x, precision: precision) }

  func testTinyValuesBecomeZeroNeverNegativeZero() {
    XCTAssertEqual(format(1e-7), "0")
    XCTAssertEqual(format(-1e-7), "0")
    XCTAssertEqual(format(-0.0004), "0")
    XCTAssertEqual(format(-0.0), "0")
    XCTAssertEqual(format(0), "0")
  }

  func testTrailingZerosAndPointAreTrimmed() {
    XCTAssertEqual(format(0.1 + 0.2), "0.3")
    XCTAssertEqual(format(2.5), "2.5")
    XCTAssertEqual(format(100), "100")
    XCTAssertEqual(format(-12.34), "-12.34")
    XCTAssertEqual(format(0.0005), "0.001", "0.0005 is 0.000500000000000000010… in binary")
    XCTAssertEqual(format(-0.0006), "-0.001")
  }

  func testLargeNumbersNeverUseAnExponent() {
    XCTAssertEqual(format(123456789.5), "123456789.5")
    XCTAssertEqual(format(1e21), "1000000000000000000000")
    XCTAssertEqual(format(-3e17), "-300000000000000000")
  }

  func testPrecisionIsHonoured() {
    XCTAssertEqual(format(Double.pi, 0), "3")
    XCTAssertEqual(format(Double.pi, 5), "3.14159")
    XCTAssertEqual(format(2.0 / 3.0, 1), "0.7")
    XCTAssertEqual(format(0.4, 0), "0")
    XCTAssertEqual(format(-0.4, 0), "0")
  }

  func testNonFiniteValuesPrintAsZero() {
    XCTAssertEqual(format(.nan), "0")
    XCTAssertEqual(format(.infinity), "0")
  }

  func testQuickPathAgreesWithPrintf() {
    // A fixed pseudo-random sequence (64-bit LCG) of values over many magnitudes, plus
    // values on and next to decimal halves, against printf's exact rounding.
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Double {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Double(state >> 11) / Double(1 << 53)
    }
    var values: [Double] = [0.0005, 0.0015, 2.0005, -2.5e-4, 1.0005, 0.125, -0.0625, 1e14 + 0.5]
    for _ in 0..<20000 {
      let magnitude = pow(10, (next() * 16).rounded(.down) - 6)
      values.append((next() * 2 - 1) * magnitude)
    }
    for k in 0..<2000 {
      let half = (Double(k) + 0.5) / 1000
      values += [half, half.nextUp, half.nextDown, -half]
    }
    for value in values {
      for digits in [0, 1, 3, 6] {
        XCTAssertEqual(
          SVGNumber.format(value, precision: digits), SVGNumber.printfFormat(value, digits: digits),
          "\(value) at \(digits)")
      }
    }
  }
}
