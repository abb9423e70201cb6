public import SceneModel

/// The one serializer of path data (the SVG frames' `d` and the timeline's path values):
/// absolute commands `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`, every
/// token separated by one space. The caller chooses how numbers are written.
public enum PathDataText {
  /// Into a byte buffer, with a number writer.
  public static func write(
    _ path: BezierPath, into out: ByteBuffer, number: (Double, ByteBuffer) -> Void
  ) {
    var first = true
    func command(_ letter: StaticString, _ points: Point...) {
      if !first { out.append(UInt8(ascii: " ")) }
      first = false
      out.append(letter)
      for p in points {
        out.append(UInt8(ascii: " "))
        number(p.x, out)
        out.append(UInt8(ascii: " "))
        number(p.y, out)
      }
    }
    for element in path.elements {
      switch element {
      case .move(let p): command("M", p)
      case .line(let p): command("L", p)
      case .quad(let c, let p): command("Q", c, p)
      case .cubic(let c1, let c2, let p): command("C", c1, c2, p)
      case .close: command("Z")
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
