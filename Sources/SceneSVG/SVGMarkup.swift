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
  private(set) var depth = 0

  init(into out: ByteBuffer, precision: Int) {
    self.out = out
    self.precision = precision
    format = FixedDecimal.Format(digits: precision)
  }

  func printsAsZero(_ v: Double) -> Bool { format.printsAsZero(v) }
  func printsAsOne(_ v: Double) -> Bool { format.printsAsOne(v) }

  // MARK: - Elements

  /// Indentation, `<`, the name; attributes follow, then `openEnd`, `leafEnd` or text.
  func start(_ name: StaticString) {
    indent()
    out.append(UInt8(ascii: "<"))
    out.append(name)
  }

  func indent() { out.append(repeating: UInt8(ascii: " "), count: 2 * depth) }

  /// `>` and a line end: the element's children follow, one level deeper.
  mutating func openEnd() {
    out.append(">\n")
    depth += 1
  }

  /// `/>` and a line end.
  func leafEnd() { out.append("/>\n") }

  /// An element without attributes and with children.
  mutating func open(_ name: StaticString) {
    start(name)
    openEnd()
  }

  mutating func close(_ name: StaticString) {
    depth -= 1
    indent()
    out.append("</")
    out.append(name)
    out.append(">\n")
  }

  /// A whole line of constant markup.
  func line(_ text: StaticString) {
    indent()
    out.append(text)
    out.append(UInt8(ascii: "\n"))
  }

  // MARK: - Attributes

  @inline(__always)
  func name(_ name: StaticString) {
    out.append(UInt8(ascii: " "))
    out.append(name)
    out.append("=\"")
  }

  @inline(__always)
  func endValue() { out.append(UInt8(ascii: "\"")) }

  /// A constant value (no escaping needed).
  func attribute(_ key: StaticString, _ value: StaticString) {
    name(key)
    out.append(value)
    endValue()
  }

  /// Text from the scene, escaped.
  func attribute(_ key: StaticString, text: String) {
    name(key)
    XMLText.escape(text, into: out)
    endValue()
  }

  func attribute(_ key: StaticString, _ value: Double) {
    name(key)
    number(value)
    endValue()
  }

  /// `x`, `y`, `width`, `height` of a rectangle (filter and mask regions, images, rects).
  func rectAttributes(_ rect: Rect) {
    attribute("x", rect.minX)
    attribute("y", rect.minY)
    attribute("width", rect.width)
    attribute("height", rect.height)
  }

  func attribute(_ key: StaticString, integer value: Int) {
    name(key)
    out.append(String(value))
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
  func nonZero(_ key: StaticString, _ value: Double) {
    if !printsAsZero(value) { attribute(key, value) }
  }

  /// An opacity (clamped to 0…1), left out when it prints as 1.
  func opacity(_ key: StaticString, _ value: Double) {
    let v = min(max(value, 0), 1)
    if !printsAsOne(v) { attribute(key, v) }
  }

  /// `#rrggbb`, then its alpha as `<key>-opacity` unless that prints as 1.
  func paint(_ key: StaticString, _ opacityKey: StaticString, _ paint: RenderPaint) {
    name(key)
    out.append(UInt8(ascii: "#"))
    Self.hexByte(paint.red, out)
    Self.hexByte(paint.green, out)
    Self.hexByte(paint.blue, out)
    endValue()
    opacity(opacityKey, paint.alpha)
  }

  /// A transform attribute: nothing for the identity, `translate(x y)` for a pure
  /// translation, else `matrix(a b c d e f)`, decided on the written digits.
  func transform(_ key: StaticString, _ m: AffineMatrix) {
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

  func number(_ value: Double) { format.write(value, into: out) }

  /// Numbers separated by single spaces.
  func numbers(_ values: Double...) {
    for (i, v) in values.enumerated() {
      if i > 0 { out.append(UInt8(ascii: " ")) }
      number(v)
    }
  }

  private static let hexDigits: StaticString = "0123456789abcdef"

  @inline(__always)
  static func hexByte(_ byte: UInt8, _ out: ByteBuffer) {
    let digits = hexDigits.utf8Start
    out.append(digits[Int(byte >> 4)])
    out.append(digits[Int(byte & 15)])
  }
}
