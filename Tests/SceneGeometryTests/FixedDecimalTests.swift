import XCTest

@testable import SceneGeometry

/// The SVG number format written straight into bytes, against printf's %.*f (trimmed), the
/// reference the frames have always followed, at every precision compile accepts.
final class FixedDecimalTests: XCTestCase {
  func reference(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "0" }
    var text = ""
    FixedDecimal.printf(value, digits: digits) { text = String(decoding: $0, as: UTF8.self) }
    return text
  }

  /// Values of every kind: uniform and log-spread magnitudes, both signs, integers, halves at
  /// each precision and their neighbours one ulp away, tiny and huge values.
  func values(count: Int, seed: UInt64) -> [Double] {
    var state = seed
    func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    var result: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 1e15, -1e15, 1e300, 5e-324, .greatestFiniteMagnitude]
    while result.count < count {
      let r = next()
      let unit = Double(r >> 11) / Double(1 << 53)
      let sign: Double = r & 1 == 0 ? 1 : -1
      switch r % 6 {
      case 0: result.append(sign * unit * 1000)
      case 1: result.append(sign * pow(10, unit * 24 - 12))
      case 2: result.append(sign * Double(r % 100_000))
      case 3:
        // k + 0.5 at some precision, and its neighbours
        let d = Int(r >> 8 % 11) % 11
        let half = (Double(r % 1_000_000) + 0.5) / pow(10, Double(d))
        result += [sign * half, sign * half.nextUp, sign * half.nextDown]
      case 4: result.append(Double(bitPattern: r))  // any bit pattern (NaN and infinities too)
      default: result.append(sign * (Double(r % 10_000) / 1000))
      }
    }
    return result
  }

  func testMatchesPrintfAtEveryPrecision() {
    let sample = values(count: 100_000, seed: 42)
    for digits in 0...10 {
      var mismatches: [String] = []
      for v in sample {
        let got = FixedDecimal.string(v, digits: digits)
        let want = reference(v, digits)
        if got != want && mismatches.count < 5 { mismatches.append("\(v) → \(got), printf \(want)") }
        let zero = FixedDecimal.printsAsZero(v, digits: digits)
        if zero != (want == "0") && mismatches.count < 5 { mismatches.append("\(v) printsAsZero \(zero)") }
        let one = FixedDecimal.printsAsOne(v, digits: digits)
        if one != (want == "1") && mismatches.count < 5 { mismatches.append("\(v) printsAsOne \(one)") }
        let back = FixedDecimal.printedValue(v, digits: digits)
        if back != (Double(want) ?? 0) && mismatches.count < 5 { mismatches.append("\(v) printedValue \(back)") }
      }
      XCTAssertEqual(mismatches, [], "precision \(digits)")
    }
  }

  func testExamples() {
    XCTAssertEqual(FixedDecimal.string(1.23456, digits: 3), "1.235")
    XCTAssertEqual(FixedDecimal.string(-0.0004, digits: 3), "0")
    XCTAssertEqual(FixedDecimal.string(0.05, digits: 3), "0.05")
    // An exact half goes to even, as printf rounds the exact binary value.
    XCTAssertEqual(FixedDecimal.string(-12.5, digits: 0), "-12")
    XCTAssertEqual(FixedDecimal.string(2.5, digits: 0), "2")
    XCTAssertEqual(FixedDecimal.string(2.5000001, digits: 0), "3")
    XCTAssertEqual(FixedDecimal.string(1e20, digits: 2), "100000000000000000000")
    XCTAssertEqual(FixedDecimal.string(.nan, digits: 3), "0")
    XCTAssertEqual(FixedDecimal.string(0.000001, digits: 6), "0.000001")
    XCTAssertEqual(FixedDecimal.string(100, digits: 3), "100")
  }
}
