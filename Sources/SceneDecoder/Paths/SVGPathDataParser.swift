import SceneModel

/// A problem in SVG path data, located by Unicode-scalar offset into the string.
struct SVGPathDataError: Error, Hashable {
  var offset: Int
  /// How many scalars the problem spans (0 at the end of the data).
  var length: Int
  var message: String
}

/// Parses SVG path data (SVG 1.1 §8.3 grammar) into absolute move/line/quad/cubic/close
/// elements: every command in both cases, implicit repeats (extra pairs after `M` are
/// lines), comma-or-whitespace separators, numbers that run together (`1.5.5` is 1.5 and
/// .5, `-1-2` is −1 and −2), packed arc flags (`a1 1 0 00 10 10`), reflected control
/// points for `S`/`T`, and arcs as cubics (`ArcToCubic.svgArc`). Commas are allowed only
/// between numbers, as the grammar says. Empty data is an empty path.
struct SVGPathDataParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var builder = PathBuilder()
  /// The second control point of the previous segment, when it was a cubic (for `S`).
  private var lastCubicControl: Point?
  /// The control point of the previous segment, when it was a quad (for `T`).
  private var lastQuadControl: Point?

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  static func parse(_ text: String) -> Result<BezierPath, SVGPathDataError> {
    var parser = SVGPathDataParser(text)
    do {
      return .success(try parser.parse())
    } catch {
      return .failure(error)
    }
  }

  private mutating func parse() throws(SVGPathDataError) -> BezierPath {
    skipWhitespace()
    if let first = peek, first != "M", first != "m" {
      throw problem(
        isCommand(first)
          ? "path data must begin with a move ('M' or 'm'), found '\(first)'"
          : "expected a command, found '\(first)'")
    }
    while let command = peek {
      guard isCommand(command) else { throw problem("expected a command, found '\(command)'") }
      index += 1
      try arguments(of: command)
      skipWhitespace()
    }
    return builder.path
  }

  /// The argument sets of one command, repeated while more numbers follow.
  private mutating func arguments(of command: Unicode.Scalar) throws(SVGPathDataError) {
    let relative = ("a"..."z").contains(command)
    let upper = relative ? Unicode.Scalar(command.value - 32)! : command
    if upper == "Z" {
      builder.close()
      lastCubicControl = nil
      lastQuadControl = nil
      skipWhitespace()
      if let next = peek, isNumberStart(next) || next == "," {
        throw problem("'\(command)' takes no numbers, found '\(next)'")
      }
      return
    }
    skipWhitespace()
    var isFirstSet = true
    repeat {
      try argumentSet(upper, relative: relative, isFirstSet: isFirstSet, command: command)
      isFirstSet = false
    } while try hasAnotherSet()
  }

  private mutating func argumentSet(
    _ upper: Unicode.Scalar, relative: Bool, isFirstSet: Bool, command: Unicode.Scalar
  ) throws(SVGPathDataError) {
    // Before the first move there is no current point; a leading `m` is absolute.
    let current = builder.currentPoint ?? .zero
    func absolute(_ p: Point) -> Point { relative ? current + p : p }
    var cubicControl: Point?
    var quadControl: Point?
    switch upper {
    case "M":
      let p = absolute(try pair(command))
      if isFirstSet { builder.move(to: p) } else { builder.line(to: p) }
    case "L":
      builder.line(to: absolute(try pair(command)))
    case "H":
      let x = try number(command)
      builder.line(to: Point(relative ? current.x + x : x, current.y))
    case "V":
      let y = try number(command)
      builder.line(to: Point(current.x, relative ? current.y + y : y))
    case "C":
      let c1 = absolute(try pair(command))
      try separator()
      let c2 = absolute(try pair(command))
      try separator()
      let p = absolute(try pair(command))
      builder.cubic(control1: c1, control2: c2, to: p)
      cubicControl = c2
    case "S":
      let c1 = lastCubicControl.map { current * 2 - $0 } ?? current
      let c2 = absolute(try pair(command))
      try separator()
      let p = absolute(try pair(command))
      builder.cubic(control1: c1, control2: c2, to: p)
      cubicControl = c2
    case "Q":
      let c = absolute(try pair(command))
      try separator()
      let p = absolute(try pair(command))
      builder.quad(control: c, to: p)
      quadControl = c
    case "T":
      let c = lastQuadControl.map { current * 2 - $0 } ?? current
      let p = absolute(try pair(command))
      builder.quad(control: c, to: p)
      quadControl = c
    case "A":
      let rx = try number(command)
      try separator()
      let ry = try number(command)
      try separator()
      let rotation = try number(command)
      try separator()
      let largeArc = try flag(command)
      try separator()
      let sweep = try flag(command)
      try separator()
      let p = absolute(try pair(command))
      if let pieces = ArcToCubic.svgArc(
        from: current, to: p, radiusX: rx, radiusY: ry, xAxisRotation: rotation / 180 * Double.pi,
        largeArc: largeArc, sweep: sweep)
      {
        builder.append(pieces)
      } else {
        builder.line(to: p)
      }
    default:
      break
    }
    lastCubicControl = cubicControl
    lastQuadControl = quadControl
  }

  /// After an argument set: another set follows when the next thing is a number, or a
  /// comma and then a number.
  private mutating func hasAnotherSet() throws(SVGPathDataError) -> Bool {
    skipWhitespace()
    guard let next = peek else { return false }
    if next == "," {
      index += 1
      skipWhitespace()
      guard let after = peek, isNumberStart(after) else {
        throw problem(
          peek.map { "expected a number after ',', found '\($0)'" }
            ?? "expected a number after ',', found the end of the path data")
      }
      return true
    }
    return isNumberStart(next)
  }

  private mutating func pair(_ command: Unicode.Scalar) throws(SVGPathDataError) -> Point {
    let x = try number(command)
    try separator()
    let y = try number(command)
    return Point(x, y)
  }

  /// Whitespace, then at most one comma and more whitespace.
  private mutating func separator() throws(SVGPathDataError) {
    skipWhitespace()
    if peek == "," {
      index += 1
      skipWhitespace()
    }
  }

  /// An SVG number: sign? (digits ('.' digits?)? | '.' digits) (('e'|'E') sign? digits)?
  private mutating func number(_ command: Unicode.Scalar) throws(SVGPathDataError) -> Double {
    let start = index
    if let sign = peek, sign == "+" || sign == "-" { index += 1 }
    let integerDigits = skipDigits()
    var fractionDigits = 0
    if peek == "." {
      index += 1
      fractionDigits = skipDigits()
    }
    guard integerDigits + fractionDigits > 0 else {
      index = start
      throw problem(
        peek.map { "expected a number for '\(command)', found '\($0)'" }
          ?? "expected a number for '\(command)', found the end of the path data")
    }
    if let e = peek, e == "e" || e == "E" {
      var exponent = index + 1
      if exponent < scalars.count, scalars[exponent] == "+" || scalars[exponent] == "-" {
        exponent += 1
      }
      if exponent < scalars.count, ("0"..."9").contains(scalars[exponent]) {
        index = exponent
        _ = skipDigits()
      }
    }
    let text = String(String.UnicodeScalarView(scalars[start..<index]))
    guard let value = Double(text), value.isFinite else {
      throw SVGPathDataError(
        offset: start, length: index - start, message: "number '\(text)' is out of range")
    }
    return value
  }

  /// An arc flag: a single '0' or '1' (flags may be packed without separators).
  private mutating func flag(_ command: Unicode.Scalar) throws(SVGPathDataError) -> Bool {
    guard let next = peek else {
      throw problem("expected an arc flag (0 or 1) for '\(command)', found the end of the path data")
    }
    guard next == "0" || next == "1" else {
      throw problem("expected an arc flag (0 or 1) for '\(command)', found '\(next)'")
    }
    index += 1
    return next == "1"
  }

  private var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private mutating func skipDigits() -> Int {
    let start = index
    while let next = peek, ("0"..."9").contains(next) { index += 1 }
    return index - start
  }

  /// SVG's whitespace: space, tab, line feed, form feed, carriage return.
  private mutating func skipWhitespace() {
    while let next = peek, [" ", "\t", "\n", "\u{0C}", "\r"].contains(next) { index += 1 }
  }

  private func isCommand(_ scalar: Unicode.Scalar) -> Bool {
    "MmLlHhVvCcSsQqTtAaZz".unicodeScalars.contains(scalar)
  }

  private func isNumberStart(_ scalar: Unicode.Scalar) -> Bool {
    ("0"..."9").contains(scalar) || scalar == "+" || scalar == "-" || scalar == "."
  }

  /// An error at the current position, one scalar wide (none at the end).
  private func problem(_ message: String) -> SVGPathDataError {
    SVGPathDataError(offset: index, length: index < scalars.count ? 1 : 0, message: message)
  }
}
