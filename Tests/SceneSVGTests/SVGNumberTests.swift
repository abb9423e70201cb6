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
}
