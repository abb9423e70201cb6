import SceneGeometry
import SceneModel
import SceneRender

/// Appends XML elements to a byte buffer: two-space indentation per nesting level, LF line
/// ends, attributes in the order written. Markup and fixed attribute values are constant
/// bytes; numbers go straight into the buffer (`FixedDecimal`); only text that comes from
/// the scene (ids, strings, font names) is escaped.
struct SVGMarkup {
  let out: ByteBuffer
  let precision: Int
  /// The number format of `precision`.
  let format: FixedDecimal.Format
  /// The texts of numbers written recently (in this format).
  let numbers: FixedDecimal.TextCache
  private(set) var depth = 0

  /// `numbers` for this precision, from earlier frames, or a new one.
  init(into out: ByteBuffer, precision: Int, numbers: FixedDecimal.TextCache? = nil) {
    self.out = out
    self.precision = precision
    format = FixedDecimal.Format(digits: precision)
    self.numbers = numbers ?? FixedDecimal.TextCache(format: format)
  }

  @inline(__always)
  func printsAsZero(_ v: Double) -> Bool { format.printsAsZero(v) }
  @inline(__always)
  func printsAsOne(_ v: Double) -> Bool { format.printsAsOne(v) }

  // MARK: - Elements

  /// Indentation, `<`, the name; attributes follow, then `openEnd`, `leafEnd` or text.
  /// (Inlined, like every constant-markup helper here, so that each name's length is a
  /// constant where it is written and its bytes are copied by plain stores, not `memcpy`.)
  @inline(__always)
  func start(_ name: StaticString) {
    let spaces = 2 &* depth
    out.append(reserving: ByteBuffer.spaceRoom(spaces) &+ name.utf8CodeUnitCount &+ 1) { p in
      ByteBuffer.writeSpaces(spaces, at: p)
      p[spaces] = UInt8(ascii: "<")
      return spaces &+ 1 &+ Self.write(name, at: p + (spaces &+ 1))
    }
  }

  func indent() { out.appendSpaces(2 &* depth) }

  /// `>` and a line end: the element's children follow, one level deeper.
  @inline(__always)
  mutating func openEnd() {
    out.append(UInt8(ascii: ">"), UInt8(ascii: "\n"))
    depth &+= 1
  }

  /// `/>` and a line end.
  @inline(__always)
  func leafEnd() { out.append("/>\n") }

  /// An element without attributes and with children.
  @inline(__always)
  mutating func open(_ name: StaticString) {
    start(name)
    openEnd()
  }

  @inline(__always)
  mutating func close(_ name: StaticString) {
    depth &-= 1
    let spaces = 2 &* depth
    out.append(reserving: ByteBuffer.spaceRoom(spaces) &+ name.utf8CodeUnitCount &+ 3) { p in
      ByteBuffer.writeSpaces(spaces, at: p)
      p[spaces] = UInt8(ascii: "<")
      p[spaces &+ 1] = UInt8(ascii: "/")
      var i = spaces &+ 2 &+ Self.write(name, at: p + (spaces &+ 2))
      p[i] = UInt8(ascii: ">")
      p[i &+ 1] = UInt8(ascii: "\n")
      i &+= 2
      return i
    }
  }

  /// A whole line of constant markup.
  func line(_ text: StaticString) {
    indent()
    out.append(text)
    out.append(UInt8(ascii: "\n"))
  }

  // MARK: - Attributes

  /// ` name="`, one capacity check.
  @inline(__always)
  func name(_ name: StaticString) {
    out.append(reserving: name.utf8CodeUnitCount &+ 3) { p in Self.writeName(name, at: p) }
  }

  @inline(__always)
  static func writeName(_ name: StaticString, at p: UnsafeMutablePointer<UInt8>) -> Int {
    let n = ByteBuffer.write(name, at: p + 1)
    p[0] = UInt8(ascii: " ")
    p[n &+ 1] = UInt8(ascii: "=")
    p[n &+ 2] = UInt8(ascii: "\"")
    return n &+ 3
  }

  @inline(__always)
  func endValue() { out.append(UInt8(ascii: "\"")) }

  /// A constant value (no escaping needed), name, value and quotes under one check.
  @inline(__always)
  func attribute(_ key: StaticString, _ value: StaticString) {
    out.append(reserving: key.utf8CodeUnitCount &+ value.utf8CodeUnitCount &+ 4) { p in
      var i = Self.writeName(key, at: p)
      i &+= Self.write(value, at: p + i)
      p[i] = UInt8(ascii: "\"")
      return i &+ 1
    }
  }

  /// Text from the scene, escaped.
  func attribute(_ key: StaticString, text: String) {
    name(key)
    XMLText.escape(text, into: out)
    endValue()
  }

  /// ` key="value"`; a value the fast path writes goes in with the name and the quotes
  /// under one capacity check.
  @inline(__always)
  func attribute(_ key: StaticString, _ value: Double) {
    guard let scaled = format.scaled(value) else { return slowAttribute(key, value) }
    out.append(reserving: key.utf8CodeUnitCount &+ 4 &+ FixedDecimal.Format.maxTextLength) { p in
      var i = Self.writeName(key, at: p)
      i &+= numbers.writeText(scaled: scaled, at: p + i)
      p[i] = UInt8(ascii: "\"")
      return i &+ 1
    }
  }

  /// What the fast path leaves (values near a half, huge or not finite), out of line.
  @inline(never)
  func slowAttribute(_ key: StaticString, _ value: Double) {
    name(key)
    format.write(value, into: out)
    endValue()
  }

  /// `x`, `y`, `width`, `height` of a rectangle (filter and mask regions, images, rects).
  func rectAttributes(_ rect: Rect) {
    attribute("x", rect.minX)
    attribute("y", rect.minY)
    attribute("width", rect.width)
    attribute("height", rect.height)
  }

  @inline(__always)
  func attribute(_ key: StaticString, integer value: Int) {
    name(key)
    FixedDecimal.write(integer: value, into: out)
    endValue()
  }

  /// `url(#id)`.
  func reference(_ key: StaticString, _ id: String) {
    name(key)
    out.append("url(#")
    XMLText.escape(id, into: out)
    out.append(")\"")
  }

  /// A number, left out when it prints as 0.
  @inline(__always)
  func nonZero(_ key: StaticString, _ value: Double) {
    if !printsAsZero(value) { attribute(key, value) }
  }

  /// An opacity (clamped to 0…1), left out when it prints as 1.
  @inline(__always)
  func opacity(_ key: StaticString, _ value: Double) {
    let v = min(max(value, 0), 1)
    if !printsAsOne(v) { attribute(key, v) }
  }

  /// `#rrggbb`, then its alpha as `<key>-opacity` unless that prints as 1.
  @inline(__always)
  func paint(_ key: StaticString, _ opacityKey: StaticString, _ paint: RenderPaint) {
    out.append(reserving: key.utf8CodeUnitCount + 11) { p in
      var i = Self.writeName(key, at: p)
      p[i] = UInt8(ascii: "#")
      Self.hexByte(paint.red, at: p + i + 1)
      Self.hexByte(paint.green, at: p + i + 3)
      Self.hexByte(paint.blue, at: p + i + 5)
      p[i + 7] = UInt8(ascii: "\"")
      i += 8
      return i
    }
    opacity(opacityKey, paint.alpha)
  }

  /// A transform attribute: nothing for the identity, `translate(x y)` for a pure
  /// translation, else `matrix(a b c d e f)`, decided on the written digits.
  func transform(_ key: StaticString, _ m: AffineMatrix) {
    // Each component rounded once; the decision and the digits come from those integers.
    if let a = format.scaled(m.a), let b = format.scaled(m.b), let c = format.scaled(m.c),
      let d = format.scaled(m.d), let tx = format.scaled(m.tx), let ty = format.scaled(m.ty)
    {
      let one = format.one
      let maxText = FixedDecimal.Format.maxTextLength
      if a == one && b == 0 && c == 0 && d == one {
        if tx == 0 && ty == 0 { return }
        out.append(reserving: key.utf8CodeUnitCount + 18 + 2 * maxText) { p in
          var i = Self.writeName(key, at: p)
          i += Self.write("translate(", at: p + i)
          i += numbers.writeText(scaled: tx, at: p + i)
          p[i] = UInt8(ascii: " ")
          i += 1
          i += numbers.writeText(scaled: ty, at: p + i)
          return i + Self.write(")\"", at: p + i)
        }
      } else {
        out.append(reserving: key.utf8CodeUnitCount + 20 + 6 * maxText) { p in
          var i = Self.writeName(key, at: p)
          i += Self.write("matrix(", at: p + i)
          @inline(__always)
          func next(_ value: Int64) {
            p[i] = UInt8(ascii: " ")
            i += 1 + numbers.writeText(scaled: value, at: p + i + 1)
          }
          i += numbers.writeText(scaled: a, at: p + i)
          next(b)
          next(c)
          next(d)
          next(tx)
          next(ty)
          return i + Self.write(")\"", at: p + i)
        }
      }
      return
    }
    let linearIsIdentity =
      printsAsOne(m.a) && printsAsZero(m.b)
      && printsAsZero(m.c) && printsAsOne(m.d)
    if linearIsIdentity {
      if printsAsZero(m.tx) && printsAsZero(m.ty) { return }
      name(key)
      out.append("translate(")
      numbers(m.tx, m.ty)
    } else {
      name(key)
      out.append("matrix(")
      numbers(m.a, m.b, m.c, m.d, m.tx, m.ty)
    }
    out.append(")\"")
  }

  // MARK: - Values

  @inline(__always)
  func number(_ value: Double) {
    guard let scaled = format.scaled(value) else { return slowNumber(value) }
    out.append(reserving: FixedDecimal.Format.maxTextLength) { p in numbers.writeText(scaled: scaled, at: p) }
  }

  @inline(never)
  func slowNumber(_ value: Double) { format.write(value, into: out) }

  /// Two numbers separated by a space, under one capacity check when both take the fast
  /// path.
  @inline(__always)
  func numbers(_ x: Double, _ y: Double) {
    guard let sx = format.scaled(x), let sy = format.scaled(y) else {
      number(x)
      out.append(UInt8(ascii: " "))
      return number(y)
    }
    out.append(reserving: 1 &+ 2 &* FixedDecimal.Format.maxTextLength) { p in
      var i = numbers.writeText(scaled: sx, at: p)
      p[i] = UInt8(ascii: " ")
      i &+= 1
      return i &+ numbers.writeText(scaled: sy, at: p + i)
    }
  }

  /// Numbers separated by single spaces.
  func numbers(_ values: Double...) {
    for (i, v) in values.enumerated() {
      if i > 0 { out.append(UInt8(ascii: " ")) }
      number(v)
    }
  }

  private static let hexDigits: StaticString = "0123456789abcdef"

  @inline(__always)
  static func hexByte(_ byte: UInt8, at p: UnsafeMutablePointer<UInt8>) {
    let digits = hexDigits.utf8Start
    p[0] = digits[Int(byte >> 4)]
    p[1] = digits[Int(byte & 15)]
  }

  /// Constant bytes at `p`; returns their count.
  @inline(__always)
  static func write(_ text: StaticString, at p: UnsafeMutablePointer<UInt8>) -> Int { ByteBuffer.write(text, at: p) }
}
