public import SceneModel

/// The one serializer of path data (the SVG frames' `d` and the timeline's path values):
/// absolute commands `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`, every
/// token separated by one space. The caller chooses how numbers are written.
public enum PathDataText {
  /// Into a byte buffer, with a number writer. (`@inlinable`, so the caller's writer is
  /// inlined into the loop instead of called through a closure per number.)
  @inlinable
  public static func write(
    _ path: BezierPath, into out: ByteBuffer, number: (Double, ByteBuffer) -> Void
  ) {
    write(path, into: out, point: { p, out in
      out.append(UInt8(ascii: " "))
      number(p.x, out)
      out.append(UInt8(ascii: " "))
      number(p.y, out)
    })
  }

  /// With numbers in a `FixedDecimal` format, through a writer's cache of their texts:
  /// each point's ` x y` goes in under one capacity check.
  @inlinable
  public static func write(_ path: BezierPath, into out: ByteBuffer, numbers: FixedDecimal.TextCache) {
    let format = numbers.format
    write(path, into: out, point: { p, out in
      guard let x = format.scaled(p.x), let y = format.scaled(p.y) else {
        return writeSlowly(p, into: out, format: format)
      }
      out.append(reserving: 2 &+ 2 &* FixedDecimal.Format.maxTextLength) { q in
        q[0] = UInt8(ascii: " ")
        var i = 1 &+ numbers.writeText(scaled: x, at: q + 1)
        q[i] = UInt8(ascii: " ")
        i &+= 1
        return i &+ numbers.writeText(scaled: y, at: q + i)
      }
    })
  }

  /// A point the fast path leaves (a coordinate near a half, huge or not finite).
  @usableFromInline @inline(never)
  static func writeSlowly(_ p: Point, into out: ByteBuffer, format: FixedDecimal.Format) {
    out.append(UInt8(ascii: " "))
    format.write(p.x, into: out)
    out.append(UInt8(ascii: " "))
    format.write(p.y, into: out)
  }

  /// The commands; `point` writes a point as ` x y`.
  @inlinable @inline(__always)
  static func write(_ path: BezierPath, into out: ByteBuffer, point: (Point, ByteBuffer) -> Void) {
    var first = true
    @inline(__always)
    func command(_ letter: UInt8) {
      if first {
        out.append(letter)
        first = false
      } else {
        out.append(UInt8(ascii: " "), letter)
      }
    }
    @inline(__always)
    func writePoint(_ p: Point) { point(p, out) }
    for element in path.elements {
      switch element {
      case .move(let p):
        command(UInt8(ascii: "M"))
        writePoint(p)
      case .line(let p):
        command(UInt8(ascii: "L"))
        writePoint(p)
      case .quad(let c, let p):
        command(UInt8(ascii: "Q"))
        writePoint(c)
        writePoint(p)
      case .cubic(let c1, let c2, let p):
        command(UInt8(ascii: "C"))
        writePoint(c1)
        writePoint(c2)
        writePoint(p)
      case .close: command(UInt8(ascii: "Z"))
      }
    }
  }

  /// As a String, with numbers as `number` spells them.
  public static func string(_ path: BezierPath, number: (Double) -> String) -> String {
    let out = ByteBuffer(capacity: 64 + 24 * path.elements.count)
    write(path, into: out, number: { value, out in out.append(number(value)) })
    return out.string
  }
}
