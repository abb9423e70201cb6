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
    func point(_ p: Point) {
      out.append(UInt8(ascii: " "))
      number(p.x, out)
      out.append(UInt8(ascii: " "))
      number(p.y, out)
    }
    for element in path.elements {
      switch element {
      case .move(let p):
        command(UInt8(ascii: "M"))
        point(p)
      case .line(let p):
        command(UInt8(ascii: "L"))
        point(p)
      case .quad(let c, let p):
        command(UInt8(ascii: "Q"))
        point(c)
        point(p)
      case .cubic(let c1, let c2, let p):
        command(UInt8(ascii: "C"))
        point(c1)
        point(c2)
        point(p)
      case .close: command(UInt8(ascii: "Z"))
      }
    }
  }

  /// As a String, with numbers as `number` spells them.
  public static func string(_ path: BezierPath, number: (Double) -> String) -> String {
    let out = ByteBuffer(capacity: 64 + 24 * path.elements.count)
    write(path, into: out) { value, out in out.append(number(value)) }
    return out.string
  }
}
