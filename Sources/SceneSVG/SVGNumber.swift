#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Numbers as the SVG frames write them: rounded to at most `precision` decimals (the
/// exact binary value rounded by printf's %.*f), trailing zeros and a trailing point
/// removed, never an exponent, never `-0`. A value that is not finite prints as 0 (it
/// cannot be drawn; the timing stage never produces one).
public enum SVGNumber {
  public static func format(_ value: Double, precision: Int = 3) -> String {
    guard value.isFinite else { return "0" }
    let digits = min(max(precision, 0), 17)
    // 309 integer digits at most, a sign, a point and the decimals, plus the terminator.
    let capacity = 330 + digits
    var text = withUnsafeTemporaryAllocation(of: CChar.self, capacity: capacity) { buffer in
      let count = withVaList([Int32(digits), value]) {
        vsnprintf(buffer.baseAddress!, capacity, "%.*f", $0)
      }
      return String(
        decoding: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: Int(count)),
        as: UTF8.self)
    }
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    if text == "-0" { return "0" }
    return text
  }
}
