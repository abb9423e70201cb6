#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Numbers rounded to at most `digits` decimals, as the SVG frames write them: the exact
/// binary value rounded as printf's `%.*f` rounds it, trailing zeros and a trailing point
/// removed, never an exponent, never `-0`; a value that is not finite prints as 0. `digits`
/// is clamped to 0…15.
///
/// Written straight into a `ByteBuffer`. The common case needs no printf: value·10^digits
/// is computed within a few ulps, so unless it lies that close to a half its nearest integer
/// is the one the exact value rounds to, and those digits are the answer. Values near a
/// half, and magnitudes of 10^15 and more, go through printf itself.
///
/// The same rounding answers "does this number print as 0 (or 1)?" without printing, so
/// the render tree can cull a layer whose opacity rounds to 0 from values, not text.
public enum FixedDecimal {
  static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

  @inline(__always)
  static func clampedDigits(_ digits: Int) -> Int { min(max(digits, 0), 15) }

  /// round(value · 10^digits) when that is unambiguous (see the type), else nil.
  /// (|scaled| < 10^15, so Int64 conversion truncates exactly, without a libm call.)
  @inline(__always)
  static func quickScaled(_ value: Double, digits: Int) -> Int64? {
    quickScaled(value, scale: powersOfTen[digits])
  }

  @inline(__always)
  static func quickScaled(_ value: Double, scale: Double) -> Int64? {
    let scaled = value * scale
    guard abs(scaled) < 1e15 else { return nil }
    let truncated = Int64(scaled)
    let fraction = abs(scaled - Double(truncated))
    guard abs(fraction - 0.5) > 4 * scaled.ulp else { return nil }
    guard fraction > 0.5 else { return truncated }
    return scaled < 0 ? truncated - 1 : truncated + 1
  }

  public static func write(_ value: Double, digits: Int, into out: ByteBuffer) {
    Format(digits: digits).write(value, into: out)
  }

  /// One precision, with its power of ten looked up once (writers make one per frame).
  public struct Format: Sendable {
    public let digits: Int
    let scale: Double
    let one: Int64

    public init(digits: Int) {
      self.digits = FixedDecimal.clampedDigits(digits)
      scale = FixedDecimal.powersOfTen[self.digits]
      one = Int64(scale)
    }

    public func printsAsZero(_ value: Double) -> Bool {
      guard value.isFinite else { return true }
      if let integer = FixedDecimal.quickScaled(value, scale: scale) { return integer == 0 }
      return FixedDecimal.string(value, digits: digits) == "0"
    }

    public func printsAsOne(_ value: Double) -> Bool {
      guard value.isFinite else { return false }
      if let integer = FixedDecimal.quickScaled(value, scale: scale) { return integer == one }
      return FixedDecimal.string(value, digits: digits) == "1"
    }

    public func write(_ value: Double, into out: ByteBuffer) {
      guard value.isFinite else { return out.append(UInt8(ascii: "0")) }
      guard let integer = FixedDecimal.quickScaled(value, scale: scale) else {
        return FixedDecimal.printf(value, digits: digits) { out.append($0) }
      }
      FixedDecimal.writeScaled(integer, decimals: digits, into: out)
    }
  }

  /// The digits of integer / 10^decimals, trailing zeros after the point removed.
  @inline(__always)
  static func writeScaled(_ integer: Int64, decimals d: Int, into out: ByteBuffer) {
    if integer == 0 { return out.append(UInt8(ascii: "0")) }
    var magnitude = integer.magnitude
    var decimals = d
    while decimals > 0 && magnitude % 10 == 0 {
      magnitude /= 10
      decimals -= 1
    }
    // Assembled right to left in 40 stack bytes (at most 15 digits, a leading "0.", a
    // sign), then appended at once.
    var text: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    withUnsafeMutableBytes(of: &text) { buffer in
      var i = 40
      for _ in 0..<decimals {
        i -= 1
        buffer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      }
      if decimals > 0 {
        i -= 1
        buffer[i] = UInt8(ascii: ".")
      }
      repeat {
        i -= 1
        buffer[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if integer < 0 {
        i -= 1
        buffer[i] = UInt8(ascii: "-")
      }
      out.append(UnsafeRawBufferPointer(rebasing: buffer[i..<40]))
    }
  }

  public static func string(_ value: Double, digits: Int) -> String {
    let out = ByteBuffer(capacity: 32)
    write(value, digits: digits, into: out)
    return out.string
  }

  /// True when the value prints as `0`.
  public static func printsAsZero(_ value: Double, digits: Int) -> Bool {
    guard value.isFinite else { return true }
    let d = clampedDigits(digits)
    if let integer = quickScaled(value, digits: d) { return integer == 0 }
    return string(value, digits: d) == "0"
  }

  /// True when the value prints as `1`.
  public static func printsAsOne(_ value: Double, digits: Int) -> Bool {
    guard value.isFinite else { return false }
    let d = clampedDigits(digits)
    if let integer = quickScaled(value, digits: d) { return integer == Int64(powersOfTen[d]) }
    return string(value, digits: d) == "1"
  }

  /// The double the printed text reads back as. (k / 10^d with both exact is one correctly
  /// rounded division, the same double as parsing the decimal text.)
  public static func printedValue(_ value: Double, digits: Int) -> Double {
    guard value.isFinite else { return 0 }
    let d = clampedDigits(digits)
    if let integer = quickScaled(value, digits: d) { return Double(integer) / powersOfTen[d] }
    return Double(string(value, digits: d)) ?? 0
  }

  /// printf's %.*f, trimmed, handed over as bytes.
  public static func printf(_ value: Double, digits: Int, _ body: (UnsafeRawBufferPointer) -> Void) {
    // 309 integer digits at most, a sign, a point and the decimals, plus the terminator.
    let capacity = 330 + digits
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      let base = buffer.baseAddress!
      var count = base.withMemoryRebound(to: CChar.self, capacity: capacity) { chars in
        Int(withVaList([Int32(digits), value]) { vsnprintf(chars, capacity, "%.*f", $0) })
      }
      // Trim trailing zeros after the point, then the point itself.
      if digits > 0 {
        while count > 0 && base[count - 1] == UInt8(ascii: "0") { count -= 1 }
        if count > 0 && base[count - 1] == UInt8(ascii: ".") { count -= 1 }
      }
      if count == 2 && base[0] == UInt8(ascii: "-") && base[1] == UInt8(ascii: "0") {
        base[0] = UInt8(ascii: "0")
        count = 1
      }
      body(UnsafeRawBufferPointer(start: base, count: count))
    }
  }
}
