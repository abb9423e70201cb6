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
/// is rounded to its nearest integer, and when the rounding error of that product provably
/// cannot move it across a half (see `nearestScaled`), that integer is the one the exact
/// value rounds to and its digits are the answer. Values near a half, and magnitudes of
/// 10^15 and more, go through printf itself.
///
/// The same rounding answers "does this number print as 0 (or 1)?" without printing, so
/// the render tree can cull a layer whose opacity rounds to 0 from values, not text.
public enum FixedDecimal {
  @usableFromInline
  static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

  @inline(__always)
  static func clampedDigits(_ digits: Int) -> Int { min(max(digits, 0), 15) }

  /// 1.5·2^52: adding it to a double of magnitude below 2^51 leaves a sum whose ulp is 1,
  /// so the addition rounds to an integer, and the sum's bit pattern minus this one's is
  /// that integer.
  @inlinable
  static var roundingShift: Double { 6_755_399_441_055_744 }

  /// round(value · scale) when it is provably what the exact product rounds to, else nil
  /// (non-finite values, |value · scale| ≥ 10^15, and products near a half).
  ///
  /// Why it is exact: `scale` is a power of ten up to 10^15, exactly representable, so
  /// `scaled` is the exact product rounded once, off by at most half its ulp, at most
  /// |scaled|·2^-53. `nearest` is computed exactly (|scaled| < 2^50) and so is the
  /// distance `scaled − nearest`. When that distance plus |scaled|·2^-50 (8 times the
  /// error bound, exact as a power-of-two scaling) is below 0.5 — and rounding is
  /// monotone, so a rounded sum below 0.5 means the exact sum is below it too — the exact
  /// product lies less than 0.5 from `nearest`, and rounds to it whatever the tie rule.
  /// (Products so small that |scaled|·2^-50 underflows round to 0, which is right.)
  @inlinable @inline(__always)
  static func nearestScaled(_ value: Double, scale: Double) -> Int64? {
    let scaled = value * scale
    let magnitude = abs(scaled)
    guard magnitude < 1e15 else { return nil }  // false for NaN and the infinities too
    let shifted = scaled + roundingShift
    let nearest = shifted - roundingShift
    guard abs(scaled - nearest) + magnitude * 0x1p-50 < 0.5 else { return nil }
    return Int64(bitPattern: shifted.bitPattern) &- Int64(bitPattern: roundingShift.bitPattern)
  }

  /// round(value · 10^digits) when that is unambiguous (see `nearestScaled`), else nil.
  @inline(__always)
  static func quickScaled(_ value: Double, digits: Int) -> Int64? {
    nearestScaled(value, scale: powersOfTen[digits])
  }

  public static func write(_ value: Double, digits: Int, into out: ByteBuffer) {
    Format(digits: digits).write(value, into: out)
  }

  /// One precision, with its power of ten looked up once (writers make one per frame).
  public struct Format: Sendable {
    public let digits: Int
    @usableFromInline let scale: Double
    /// 10^digits, the scaled integer that prints as `1`.
    public let one: Int64

    public init(digits: Int) {
      self.digits = FixedDecimal.clampedDigits(digits)
      scale = FixedDecimal.powersOfTen[self.digits]
      one = Int64(scale)
    }

    /// round(value · 10^digits) when the fast path proves it (see `nearestScaled`): equal
    /// integers print the same text, and 0 and 10^digits print as `0` and `1`.
    @inlinable @inline(__always)
    public func scaled(_ value: Double) -> Int64? { FixedDecimal.nearestScaled(value, scale: scale) }

    @inlinable
    public func printsAsZero(_ value: Double) -> Bool {
      // |value · 10^digits| well below or above 0.5 needs no rounding (the product is off
      // by a relative 2^-53 at most); infinities print as 0, NaN goes to the exact check.
      let magnitude = abs(value * scale)
      if magnitude < 0.499 { return true }
      if magnitude > 0.501 && magnitude < .infinity { return false }
      return printsAsZeroExactly(value)
    }

    @usableFromInline
    func printsAsZeroExactly(_ value: Double) -> Bool {
      guard value.isFinite else { return true }
      if let integer = scaled(value) { return integer == 0 }
      return FixedDecimal.string(value, digits: digits) == "0"
    }

    @inlinable
    public func printsAsOne(_ value: Double) -> Bool {
      if value == 1 { return true }
      if let integer = scaled(value) { return integer == one }
      return printsAsOneSlowly(value)
    }

    @usableFromInline
    func printsAsOneSlowly(_ value: Double) -> Bool {
      guard value.isFinite else { return false }
      return FixedDecimal.string(value, digits: digits) == "1"
    }

    @inlinable @inline(__always)
    public func write(_ value: Double, into out: ByteBuffer) {
      if let integer = scaled(value) {
        return out.append(reserving: Self.maxTextLength) { p in writeText(scaled: integer, at: p) }
      }
      FixedDecimal.writeSlowly(value, digits: digits, into: out)
    }

    /// The most bytes `writeText(scaled:at:)` writes: a sign, 15 integer digits, a point
    /// and 15 decimals (|integer| < 10^15).
    @inlinable
    public static var maxTextLength: Int { 32 }

    /// The text of integer / 10^digits, for an integer `scaled(_:)` returned, written at
    /// `p` (room for `maxTextLength` bytes); returns how many bytes.
    @inlinable @inline(__always)
    public func writeText(scaled integer: Int64, at p: UnsafeMutablePointer<UInt8>) -> Int {
      FixedDecimal.writeScaled(integer, decimals: digits, at: p)
    }
  }

  /// An integer's decimal digits, as `String(value)` spells them.
  public static func write(integer value: Int, into out: ByteBuffer) {
    out.append(reserving: 20) { p in
      guard value < 0 else { return writeDigits(UInt64(value), at: p) }
      p[0] = UInt8(ascii: "-")
      return 1 + writeDigits(UInt64(value.magnitude), at: p + 1)
    }
  }

  /// printf's text, for the values the fast path leaves (not finite: `0`).
  @usableFromInline @inline(never)
  static func writeSlowly(_ value: Double, digits: Int, into out: ByteBuffer) {
    guard value.isFinite else { return out.append(UInt8(ascii: "0")) }
    FixedDecimal.printf(value, digits: digits) { out.append($0) }
  }

  /// "00" "01" … "99": two digits per lookup.
  static var digitPairs: StaticString {
    "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
  }

  /// The two digits of `twoDigits` (< 100) at `p`.
  @inline(__always)
  static func storePair(_ twoDigits: UInt64, at p: UnsafeMutablePointer<UInt8>) {
    let pairs = UnsafeRawPointer(digitPairs.utf8Start)
    UnsafeMutableRawPointer(p).storeBytes(
      of: pairs.loadUnaligned(fromByteOffset: 2 &* Int(truncatingIfNeeded: twoDigits), as: UInt16.self),
      as: UInt16.self)
  }

  /// 10^k as an integer, k in 0…15 (a switch: constants in the code, no global array to
  /// reach through its accessor per number).
  @inline(__always)
  static func integerPower(_ k: Int) -> UInt64 {
    switch k {
    case 0: 1
    case 1: 10
    case 2: 100
    case 3: 1000
    case 4: 10000
    case 5: 100_000
    case 6: 1_000_000
    case 7: 10_000_000
    case 8: 100_000_000
    case 9: 1_000_000_000
    case 10: 10_000_000_000
    case 11: 100_000_000_000
    case 12: 1_000_000_000_000
    case 13: 10_000_000_000_000
    case 14: 100_000_000_000_000
    default: 1_000_000_000_000_000
    }
  }

  /// How many decimal digits `value` (1 ≤ value < 2^53) has: its bit length times
  /// log10(2) (1233/4096) is the count or one less, and one comparison tells which.
  @inline(__always)
  static func digitCount(_ value: UInt64) -> Int {
    let bits = 64 &- value.leadingZeroBitCount
    let estimate = (bits &* 1233) >> 12
    return value >= integerPower(estimate) ? estimate &+ 1 : estimate
  }

  /// The digits of integer / 10^decimals (|integer| < 10^15, the bound of `scaled(_:)`;
  /// decimals 0…15), trailing zeros after the point removed, written at `p` (room for
  /// `Format.maxTextLength` bytes); returns how many bytes.
  ///
  /// Right to left, two digits per step, each at its final place: the digit count gives
  /// where the text ends with every decimal written, and the zeros that end the fraction
  /// (and then a bare point) are cut off afterwards, a byte compare each.
  ///
  /// Not inlined: the writers call it once per number under a capacity check of their
  /// own. (Inlined into every caller, its loops made the callers' closures too large to
  /// inline in turn, which cost more than the call: measured.)
  @usableFromInline @inline(never)
  static func writeScaled(_ integer: Int64, decimals: Int, at p: UnsafeMutablePointer<UInt8>) -> Int {
    var rest = integer.magnitude
    if rest == 0 {
      p[0] = UInt8(ascii: "0")
      return 1
    }
    p[0] = UInt8(ascii: "-")  // kept only for a negative value
    let start = integer < 0 ? 1 : 0
    let count = digitCount(rest)
    // `count` digits with `decimals` of them after the point: a whole part and the point,
    // or "0." and the decimals.
    var end = decimals == 0 ? start &+ count : start &+ 1 &+ max(count, decimals &+ 1)
    var i = end
    if decimals > 0 {
      var left = decimals
      while left >= 2 {
        let hundredth = rest / 100
        i &-= 2
        storePair(rest &- hundredth &* 100, at: p + i)
        rest = hundredth
        left &-= 2
      }
      if left == 1 {
        let tenth = rest / 10
        i &-= 1
        p[i] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest &- tenth &* 10)
        rest = tenth
      }
      i &-= 1
      p[i] = UInt8(ascii: ".")
    }
    // The whole part (0 when the value is below 1) ends where the fraction starts.
    while rest >= 100 {
      let hundredth = rest / 100
      i &-= 2
      storePair(rest &- hundredth &* 100, at: p + i)
      rest = hundredth
    }
    if rest >= 10 {
      storePair(rest, at: p + (i &- 2))
    } else {
      p[i &- 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
    }
    if decimals > 0 {
      // Some digit is not 0 (rest was not), so this stops at it or at the point.
      while p[end &- 1] == UInt8(ascii: "0") { end &-= 1 }
      if p[end &- 1] == UInt8(ascii: ".") { end &-= 1 }
    }
    return end
  }

  /// The decimal digits of any `value`, without leading zeros; returns their count. (For
  /// `write(integer:)`, which is rare: one digit per step.)
  static func writeDigits(_ value: UInt64, at p: UnsafeMutablePointer<UInt8>) -> Int {
    var count = 1
    var probe = value
    while probe >= 10 {
      probe /= 10
      count += 1
    }
    var rest = value
    var i = count
    repeat {
      i -= 1
      p[i] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    } while rest != 0
    return count
  }

  public static func string(_ value: Double, digits: Int) -> String {
    let out = ByteBuffer(capacity: 32)
    write(value, digits: digits, into: out)
    return out.string
  }

  /// True when the value prints as `0`.
  public static func printsAsZero(_ value: Double, digits: Int) -> Bool {
    Format(digits: digits).printsAsZero(value)
  }

  /// True when the value prints as `1`.
  public static func printsAsOne(_ value: Double, digits: Int) -> Bool {
    Format(digits: digits).printsAsOne(value)
  }

  /// The double the printed text reads back as. (k / 10^d with both exact is one correctly
  /// rounded division, the same double as parsing the decimal text.)
  @inlinable
  public static func printedValue(_ value: Double, digits: Int) -> Double {
    let d = min(max(digits, 0), 15)
    let scale = powersOfTen[d]
    if let integer = nearestScaled(value, scale: scale) { return Double(integer) / scale }
    return printedValueSlowly(value, digits: d)
  }

  @usableFromInline
  static func printedValueSlowly(_ value: Double, digits: Int) -> Double {
    guard value.isFinite else { return 0 }
    return Double(string(value, digits: digits)) ?? 0
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
