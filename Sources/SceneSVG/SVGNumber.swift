#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Numbers as the SVG frames write them: rounded to at most `precision` decimals (the
/// exact binary value rounded as printf's %.*f rounds it), trailing zeros and a trailing
/// point removed, never an exponent, never `-0`. A value that is not finite prints as 0 (it
/// cannot be drawn; the timing stage never produces one).
public enum SVGNumber {
  public static func format(_ value: Double, precision: Int = 3) -> String {
    guard value.isFinite else { return "0" }
    let digits = min(max(precision, 0), 15)
    if let fast = quickFormat(value, digits: digits) { return fast }
    return printfFormat(value, digits: digits)
  }

  private static let powersOfTen: [Double] = (0...15).map { pow(10, Double($0)) }

  /// The same result without printf when the rounding is unambiguous: value·10^digits is
  /// computed with an error below a few ulps, so unless it lies that close to a half, its
  /// nearest integer is the one the exact value rounds to.
  static func quickFormat(_ value: Double, digits: Int) -> String? {
    let scaled = value * powersOfTen[digits]
    guard abs(scaled) < 1e15 else { return nil }
    let truncated = scaled.rounded(.towardZero)
    let fraction = abs(scaled - truncated)
    guard abs(fraction - 0.5) > 4 * scaled.ulp else { return nil }
    let integer = Int64(scaled.rounded(.toNearestOrAwayFromZero))
    if integer == 0 { return "0" }
    var text = String(integer.magnitude)
    if digits > 0 {
      if text.count <= digits { text = String(repeating: "0", count: digits - text.count + 1) + text }
      text.insert(".", at: text.index(text.endIndex, offsetBy: -digits))
      while text.last == "0" { text.removeLast() }
      if text.last == "." { text.removeLast() }
    }
    return integer < 0 ? "-" + text : text
  }

  /// printf's %.*f, trimmed.
  static func printfFormat(_ value: Double, digits: Int) -> String {
    // 309 integer digits at most, a sign, a point and the decimals, plus the terminator.
    let capacity = 330 + digits
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { buffer in
      let base = buffer.baseAddress!
      var count = base.withMemoryRebound(to: CChar.self, capacity: capacity) { chars in
        Int(withVaList([Int32(digits), value]) { vsnprintf(chars, capacity, "%.*f", $0) })
      }
      // Trim trailing zeros after the point, then the point itself.
      if digits > 0 {
        while count > 0 && base[count - 1] == UInt8(ascii: "0") { count -= 1 }
        if count > 0 && base[count - 1] == UInt8(ascii: ".") { count -= 1 }
      }
      if count == 2 && base[0] == UInt8(ascii: "-") && base[1] == UInt8(ascii: "0") { return "0" }
      return String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }
  }
}
