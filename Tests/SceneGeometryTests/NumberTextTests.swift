import Foundation
import XCTest

@testable import SceneGeometry
import SceneModel

/// The fast paths of the SVG writer's numbers and constant markup, byte for byte against
/// the plain way: the leaf digit writer against `String(integer)` at every decimal count,
/// the per-writer text cache against the format it caches (with evictions and texts too
/// long to keep), and constant bytes copied by word stores at every length up to 40.
final class NumberTextTests: XCTestCase {
  /// integer / 10^decimals as `%.*f` would print it, trimmed: from `String(integer)`.
  func reference(_ integer: Int64, _ decimals: Int) -> String {
    var digits = String(integer.magnitude)
    if decimals > 0 {
      while digits.count <= decimals { digits = "0" + digits }
      digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -decimals))
      while digits.hasSuffix("0") { digits.removeLast() }
      if digits.hasSuffix(".") { digits.removeLast() }
    }
    return digits == "0" || integer >= 0 ? digits : "-" + digits
  }

  func integers() -> [Int64] {
    var result: [Int64] = [0, 1, -1, 9, 10, 11, 99, 100, 101, 999, 1000, 1001, 5, 50, 500, 40_000, -40_000]
    var power: Int64 = 1
    for _ in 0..<15 {
      result += [power, power - 1, power + 1, -power, -(power - 1), power * 5, power * 7 / 3]
      power *= 10
    }
    result += [999_999_999_999_999, -999_999_999_999_999, 1 << 49, -(1 << 49)]
    var random = FixedDecimalTests.Random(state: 99)
    for _ in 0..<20_000 {
      let r = random.next()
      // Magnitudes spread over every digit count below 10^15.
      let magnitude = Int64((r >> 14) >> (r % 50) % 1_000_000_000_000_000)
      result.append(r & 1 == 0 ? magnitude : -magnitude)
    }
    return result
  }

  func testDigitWriterMatchesTheIntegersText() {
    let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    defer { p.deallocate() }
    for decimals in 0...15 {
      var mismatches: [String] = []
      for integer in integers() {
        p.initialize(repeating: UInt8(ascii: "x"), count: 64)
        let count = FixedDecimal.writeScaled(integer, decimals: decimals, at: p)
        XCTAssertLessThanOrEqual(count, FixedDecimal.Format.maxTextLength)
        let got = String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self)
        if got != reference(integer, decimals) && mismatches.count < 5 {
          mismatches.append("\(integer) → \(got), want \(reference(integer, decimals))")
        }
      }
      XCTAssertEqual(mismatches, [], "decimals \(decimals)")
    }
  }

  func testExamplesOfTheDigitWriter() {
    let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    defer { p.deallocate() }
    func text(_ integer: Int64, _ decimals: Int) -> String {
      String(decoding: UnsafeBufferPointer(start: p, count: FixedDecimal.writeScaled(integer, decimals: decimals, at: p)), as: UTF8.self)
    }
    XCTAssertEqual(text(62244, 3), "62.244")
    XCTAssertEqual(text(-458, 3), "-0.458")
    XCTAssertEqual(text(40000, 3), "40")
    XCTAssertEqual(text(5, 3), "0.005")
    XCTAssertEqual(text(-5, 3), "-0.005")
    XCTAssertEqual(text(1_500, 3), "1.5")
    XCTAssertEqual(text(0, 10), "0")
    XCTAssertEqual(text(1, 15), "0.000000000000001")
    XCTAssertEqual(text(-999_999_999_999_999, 0), "-999999999999999")
    XCTAssertEqual(text(-999_999_999_999_999, 15), "-0.999999999999999")
  }

  /// The cache writes what its format writes, for values repeated and values that evict
  /// each other (more distinct integers than slots), at every precision compile accepts.
  func testTextCacheWritesWhatItsFormatWrites() {
    let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    let q = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    defer {
      p.deallocate()
      q.deallocate()
    }
    let sample = integers()
    for digits in 0...10 {
      let format = FixedDecimal.Format(digits: digits)
      let cache = FixedDecimal.TextCache(format: format)
      var mismatches: [String] = []
      // Each integer three times, far apart and back to back, so that hits, misses and
      // replaced slots all occur.
      for integer in sample + sample.prefix(3000) + sample.prefix(500).flatMap({ [$0, $0] }) {
        p.initialize(repeating: 0xAA, count: 64)
        let want = format.writeText(scaled: integer, at: q)
        let got = cache.writeText(scaled: integer, at: p)
        if got != want || memcmp(p, q, want) != 0, mismatches.count < 5 {
          mismatches.append("\(integer): \(String(decoding: UnsafeBufferPointer(start: p, count: got), as: UTF8.self))")
        }
      }
      XCTAssertEqual(mismatches, [], "precision \(digits)")
    }
    // A text longer than a slot (18 bytes) is written every time, the same.
    let cache = FixedDecimal.TextCache(format: FixedDecimal.Format(digits: 15))
    for _ in 0..<3 {
      let count = cache.writeText(scaled: -1, at: p)
      XCTAssertEqual(String(decoding: UnsafeBufferPointer(start: p, count: count), as: UTF8.self), "-0.000000000000001")
    }
  }

  static let literals: [StaticString] = [
      "",
      "a",
      "ab",
      "abc",
      "abcd",
      "abcde",
      "abcdef",
      "abcdefg",
      "abcdefgh",
      "abcdefghi",
      "abcdefghij",
      "abcdefghijk",
      "abcdefghijkl",
      "abcdefghijklm",
      "abcdefghijklmn",
      "abcdefghijklmno",
      "abcdefghijklmnop",
      "abcdefghijklmnopq",
      "abcdefghijklmnopqr",
      "abcdefghijklmnopqrs",
      "abcdefghijklmnopqrst",
      "abcdefghijklmnopqrstu",
      "abcdefghijklmnopqrstuv",
      "abcdefghijklmnopqrstuvw",
      "abcdefghijklmnopqrstuvwx",
      "abcdefghijklmnopqrstuvwxy",
      "abcdefghijklmnopqrstuvwxyz",
      "abcdefghijklmnopqrstuvwxyz0",
      "abcdefghijklmnopqrstuvwxyz01",
      "abcdefghijklmnopqrstuvwxyz012",
      "abcdefghijklmnopqrstuvwxyz0123",
      "abcdefghijklmnopqrstuvwxyz01234",
      "abcdefghijklmnopqrstuvwxyz012345",
      "abcdefghijklmnopqrstuvwxyz0123456",
      "abcdefghijklmnopqrstuvwxyz01234567",
      "abcdefghijklmnopqrstuvwxyz012345678",
      "abcdefghijklmnopqrstuvwxyz0123456789",
      "abcdefghijklmnopqrstuvwxyz0123456789A",
      "abcdefghijklmnopqrstuvwxyz0123456789AB",
      "abcdefghijklmnopqrstuvwxyz0123456789ABC",
      "abcdefghijklmnopqrstuvwxyz0123456789ABCD"
  ]

  func testConstantBytesAtEveryLength() {
    let out = ByteBuffer(capacity: 16)
    var want = ""
    for (n, literal) in Self.literals.enumerated() {
      XCTAssertEqual(literal.utf8CodeUnitCount, n)
      out.append(literal)
      out.append(UInt8(ascii: "|"))
      want += literal.description + "|"
    }
    XCTAssertEqual(out.string, want)
    let p = UnsafeMutablePointer<UInt8>.allocate(capacity: 64)
    defer { p.deallocate() }
    for literal in Self.literals {
      p.initialize(repeating: 0, count: 64)
      XCTAssertEqual(ByteBuffer.write(literal, at: p), literal.utf8CodeUnitCount)
      XCTAssertEqual(String(decoding: UnsafeBufferPointer(start: p, count: 64), as: UTF8.self),
        literal.description + String(repeating: "\u{0}", count: 64 - literal.utf8CodeUnitCount))
    }
  }

  func testSpacesAtEveryCount() {
    let out = ByteBuffer(capacity: 16)
    var want = ""
    for n in 0...40 {
      out.appendSpaces(n)
      out.append(UInt8(ascii: "|"))
      want += String(repeating: " ", count: n) + "|"
    }
    XCTAssertEqual(out.string, want)
  }

  /// Path data through the cache is the path data of the plain number writer.
  func testPathDataThroughTheCache() {
    var random = FixedDecimalTests.Random(state: 17)
    func value() -> Double {
      switch random.next() % 5 {
      case 0: Double(random.next() % 100)
      case 1: 0.0005  // near a half at precision 3: printf decides
      default: (random.unit() - 0.5) * 400
      }
    }
    func point() -> Point { Point(value(), value()) }
    for digits in [0, 3, 6, 10] {
      let format = FixedDecimal.Format(digits: digits)
      let cache = FixedDecimal.TextCache(format: format)
      for _ in 0..<300 {
        var elements: [PathElement] = [.move(point())]
        for _ in 0..<Int(random.next() % 8) {
          switch random.next() % 4 {
          case 0: elements.append(.line(point()))
          case 1: elements.append(.quad(control: point(), to: point()))
          case 2: elements.append(.cubic(control1: point(), control2: point(), to: point()))
          default: elements.append(.close)
          }
        }
        let path = BezierPath(elements)
        let fast = ByteBuffer(capacity: 16)
        PathDataText.write(path, into: fast, numbers: cache)
        let plain = ByteBuffer(capacity: 16)
        PathDataText.write(path, into: plain, number: { v, out in out.append(SVGNumberReference.printf(v, digits)) })
        XCTAssertEqual(fast.string, plain.string)
      }
    }
  }
}

/// printf's %.*f, trimmed, non-finite values as 0 (the frames' number format, slowly).
enum SVGNumberReference {
  static func printf(_ value: Double, _ digits: Int) -> String {
    guard value.isFinite else { return "0" }
    var text = ""
    FixedDecimal.printf(value, digits: digits) { text = String(decoding: $0, as: UTF8.self) }
    return text
  }
}
