import XCTest

@testable import SceneGeometry

/// The SVG number format written straight into bytes, against printf's %.*f (trimmed), the
/// reference the frames have always followed, at every precision compile accepts (0…10) and
/// up to the clamp (15).
///
/// `FIXED_DECIMAL_VALUES=N` runs every check over N values instead of the default sample
/// (`make test-numbers` runs 2 million).
final class FixedDecimalTests: XCTestCase {
  func reference(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "0" }
    var text = ""
    FixedDecimal.printf(value, digits: digits) { text = String(decoding: $0, as: UTF8.self) }
    return text
  }

  /// How many values a check runs over: `FIXED_DECIMAL_VALUES`, else `standard`.
  func sampleSize(_ standard: Int) -> Int {
    ProcessInfo.processInfo.environment["FIXED_DECIMAL_VALUES"].flatMap(Int.init) ?? standard
  }

  /// A fixed pseudo-random sequence (splitmix64).
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }
  }

  /// Values of every kind: uniform and log-spread magnitudes, both signs, integers, halves at
  /// each precision and their neighbours a few ulps away, subnormals, tiny and huge values,
  /// and any bit pattern (NaN and the infinities among them).
  func values(count: Int, seed: UInt64) -> [Double] {
    var random = Random(state: seed)
    var result: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 1e15, -1e15, 1e15.nextDown, -1e15.nextDown, 1e300, .leastNonzeroMagnitude, -.leastNonzeroMagnitude,
      .leastNormalMagnitude, -.leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
      .nan, -.nan, .infinity, -.infinity, 0x1p51, 0x1p52, 0x1p53, 0.1 + 0.2, 2.5, -2.5, 0.125, 1e-7,
    ]
    while result.count < count {
      let r = random.next()
      let unit = random.unit()
      let sign: Double = r & 1 == 0 ? 1 : -1
      switch r % 9 {
      case 0: result.append(sign * unit * 1000)
      case 1: result.append(sign * pow(10, unit * 40 - 20))
      case 2: result.append(sign * Double(r % 100_000))
      case 3, 4:
        // k + 0.5 at some precision (k of any size), and its neighbours up to 3 ulps away
        let d = Int((r >> 8) % 16)
        let k = (r >> 20) % (r & 2 == 0 ? 1000 : 1_000_000_000_000_000)
        let half = (Double(k) + 0.5) / pow(10, Double(d))
        var below = half
        var above = half
        result.append(sign * half)
        for _ in 0..<3 {
          below = below.nextDown
          above = above.nextUp
          result += [sign * below, sign * above]
        }
      case 5: result.append(Double(bitPattern: r))
      case 6: result.append(sign * Double(r % 10_000) / 1000)
      case 7: result.append(Double(bitPattern: r & 0x000F_FFFF_FFFF_FFFF | (r & 1) << 63))  // subnormal
      default: result.append(sign * Double(r >> 12) * 0x1p-20)  // dyadic: exact ties at every precision
      }
    }
    return result
  }

  func check(_ sample: [Double], digits: Int) -> [String] {
    var mismatches: [String] = []
    func fail(_ text: String) { if mismatches.count < 5 { mismatches.append(text) } }
    let format = FixedDecimal.Format(digits: digits)
    let out = ByteBuffer(capacity: 64)
    for v in sample {
      let want = reference(v, digits)
      out.removeAll()
      format.write(v, into: out)
      let got = out.string
      if got != want { fail("\(v) → \(got), printf \(want)") }
      if format.printsAsZero(v) != (want == "0") { fail("\(v) printsAsZero \(format.printsAsZero(v))") }
      if format.printsAsOne(v) != (want == "1") { fail("\(v) printsAsOne \(format.printsAsOne(v))") }
      if let integer = format.scaled(v) {
        // The fast path's integer is the rounded exact value: it reads back as the text.
        if Double(integer) / pow(10, Double(digits)) != Double(want) { fail("\(v) scaled \(integer)") }
      }
      let back = FixedDecimal.printedValue(v, digits: digits)
      if back != (Double(want) ?? 0) { fail("\(v) printedValue \(back)") }
    }
    return mismatches
  }

  func testMatchesPrintfAtEveryPrecision() {
    let sample = values(count: sampleSize(60_000), seed: 42)
    for digits in 0...15 {
      XCTAssertEqual(check(sample, digits: digits), [], "precision \(digits)")
    }
  }

  /// The values the fast path has to get right or hand over: decimal halves at each precision
  /// and the doubles next to them, where the product's rounding error matters.
  func testValuesNextToHalvesAtEveryPrecision() {
    var random = Random(state: 7)
    for digits in 0...10 {
      var sample: [Double] = []
      for _ in 0..<sampleSize(20_000) / 7 {
        let k = random.next() % 1_000_000_000_000
        let half = (Double(k % (random.next() & 1 == 0 ? 1000 : 1_000_000_000_000)) + 0.5) / pow(10, Double(digits))
        var below = half
        var above = half
        sample.append(half)
        for _ in 0..<3 {
          below = below.nextDown
          above = above.nextUp
          sample += [below, -above]
        }
      }
      XCTAssertEqual(check(sample, digits: digits), [], "precision \(digits)")
    }
  }

  /// The fast path takes almost every value; only products near a half go to printf.
  func testFastPathTakesOrdinaryValues() {
    let format = FixedDecimal.Format(digits: 3)
    var random = Random(state: 3)
    var slow = 0
    for _ in 0..<10_000 where format.scaled((random.unit() - 0.5) * 2000) == nil { slow += 1 }
    XCTAssertLessThan(slow, 10)
    XCTAssertNil(format.scaled(0.0005), "0.0005 is 0.000500000000000000010… in binary: printf decides")
    XCTAssertNil(format.scaled(.nan))
    XCTAssertNil(format.scaled(1e12))
    XCTAssertEqual(format.scaled(-0.0), 0)
    XCTAssertEqual(format.scaled(1.2346), 1235)
    XCTAssertNil(format.scaled(1.2345), "1.2345 is 1.23449999999999993…: within the bound of 1234.5")
    XCTAssertEqual(format.scaled(-1.2344), -1234)
  }

  func testIntegers() {
    var random = Random(state: 11)
    var values = [0, 1, -1, 9, 10, 99, 100, -100, 999_999, Int.max, Int.min, Int.max - 1, Int.min + 1]
    for _ in 0..<20_000 { values.append(Int(bitPattern: UInt(random.next() >> (random.next() % 64)))) }
    for _ in 0..<2_000 { values.append(-Int(random.next() % 10_000)) }
    let out = ByteBuffer(capacity: 8)
    for v in values {
      out.removeAll()
      FixedDecimal.write(integer: v, into: out)
      XCTAssertEqual(out.string, String(v))
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
    XCTAssertEqual(FixedDecimal.string(-.infinity, digits: 3), "0")
    XCTAssertEqual(FixedDecimal.string(0.000001, digits: 6), "0.000001")
    XCTAssertEqual(FixedDecimal.string(100, digits: 3), "100")
    XCTAssertEqual(FixedDecimal.string(-123456.0625, digits: 10), "-123456.0625")
    XCTAssertEqual(FixedDecimal.string(0.999_999_6, digits: 6), "1")
    XCTAssertEqual(FixedDecimal.string(-0.0000019, digits: 6), "-0.000002")
    XCTAssertEqual(FixedDecimal.string(.leastNonzeroMagnitude, digits: 10), "0")
    XCTAssertEqual(FixedDecimal.string(12.34, digits: -3), "12", "precision clamps to 0…15")
    XCTAssertEqual(FixedDecimal.string(1.0 / 3, digits: 99), "0.333333333333333")
  }

  /// Writing into a buffer that must grow mid-number keeps every byte.
  func testWritesAcrossGrowth() {
    let out = ByteBuffer(capacity: 16)
    let format = FixedDecimal.Format(digits: 4)
    var want = ""
    for i in 0..<1000 {
      let v = Double(i) * -1.00013
      format.write(v, into: out)
      out.append(UInt8(ascii: ","))
      want += reference(v, 4) + ","
    }
    XCTAssertEqual(out.string, want)
  }
}
