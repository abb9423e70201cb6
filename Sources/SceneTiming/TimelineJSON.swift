import SceneGeometry
public import SceneModel

/// The `scenec timeline` JSON (docs/cli.md, "timeline"; docs/timing.md, "Timeline"): keys in the
/// order docs/cli.md shows, two-space indentation, each track's values on one line. Numbers are
/// the shortest form that reads back to the same double, without a trailing `.0` and
/// never `-0`; colors `"#rrggbbaa"`, paths SVG path data, transforms [a, b, c, d, tx, ty];
/// a missing color or path is `null`. No trailing newline.
public enum TimelineJSON {
  /// What the command line adds to the contract's keys.
  public struct Options: Hashable, Sendable {
    /// `"times"`: the time of each frame, in seconds (`--times`).
    public var times: Bool
    /// `--at T`: `"time": T` (and with `times`, `"times": [T]`).
    public var at: Double?
    /// `"decomposed"` beside the values of each transform track: per value, its
    /// `{ "translation", "rotation", "scale", "rotationX", "rotationY", "skew" }`.
    public var decompose: Bool

    public init(times: Bool = false, at: Double? = nil, decompose: Bool = false) {
      self.times = times
      self.at = at
      self.decompose = decompose
    }
  }

  public static func encode(_ timeline: Timeline, options: Options = Options()) -> String {
    let out = ByteBuffer(capacity: 4096)
    let tracks = timeline.tracks.map { track in
      TrackSource(layer: track.layer, property: track.property, count: track.values.count) { track.values[$0] }
    }
    write(Header(timeline), tracks: tracks, options: options, into: out, chunk: .max) { _ in }
    return out.string
  }

  /// The scene facts before the tracks.
  struct Header {
    var scene: String
    var fps: Double
    var frameCount: Int
    var duration: Double
    var size: Size

    init(_ timeline: Timeline) {
      self.init(
        scene: timeline.scene, fps: timeline.fps, frameCount: timeline.frameCount, duration: timeline.duration,
        size: timeline.size)
    }

    init(scene: String, fps: Double, frameCount: Int, duration: Double, size: Size) {
      self.scene = scene
      self.fps = fps
      self.frameCount = frameCount
      self.duration = duration
      self.size = size
    }
  }

  /// One track as the writer reads it: `count` values, asked for one at a time (a stored
  /// track's, or values evaluated while they are written).
  struct TrackSource {
    var layer: String
    var property: LayerProperty
    var count: Int
    var value: (Int) -> AnimatableValue
  }

  /// The one writer of the JSON (`encode` and the streamed timeline alike): `out` is handed
  /// to `flush` and emptied whenever it holds `chunk` bytes or more, so its size need not
  /// grow with the frames; what is left at the end stays in `out`.
  static func write(
    _ header: Header, tracks: [TrackSource], options: Options, into out: ByteBuffer, chunk: Int,
    flush: (ByteBuffer) -> Void
  ) {
    func spill() {
      guard out.count >= chunk else { return }
      flush(out)
      out.removeAll()
    }
    /// `count` items written by `item`, comma-separated (the brackets are the caller's).
    func items(_ count: Int, _ item: (Int) -> Void) {
      for i in 0..<count {
        if i > 0 { out.append(", ") }
        item(i)
        spill()
      }
    }
    out.append("{\n  \"scene\": ")
    out.append(string(header.scene))
    out.append(",\n  \"fps\": ")
    out.append(number(header.fps))
    out.append(",\n  \"frameCount\": ")
    out.append(String(header.frameCount))
    out.append(",\n  \"duration\": ")
    out.append(number(header.duration))
    out.append(",\n  \"size\": [")
    out.append(number(header.size.width))
    out.append(", ")
    out.append(number(header.size.height))
    out.append("],\n")
    if let at = options.at {
      out.append("  \"time\": ")
      out.append(number(at))
      out.append(",\n")
    }
    if options.times {
      out.append("  \"times\": [")
      if let at = options.at {
        out.append(number(at))
      } else {
        items(max(header.frameCount, 0)) { write(number: FrameClock.time(ofFrame: $0, fps: header.fps), into: out) }
      }
      out.append("],\n")
    }
    if tracks.isEmpty {
      out.append("  \"tracks\": []\n")
    } else {
      out.append("  \"tracks\": [\n")
      for (index, track) in tracks.enumerated() {
        out.append("    {\n      \"layer\": ")
        out.append(string(track.layer))
        out.append(",\n      \"keyPath\": ")
        out.append(string(track.property.rawValue))
        out.append(",\n      \"values\": [")
        items(track.count) { write(value: track.value($0), into: out) }
        out.append("]")
        if options.decompose, track.property.valueType == .transform {
          out.append(",\n      \"decomposed\": [")
          items(track.count) { write(decomposed: track.value($0), into: out) }
          out.append("]")
        }
        out.append(index == tracks.count - 1 ? "\n    }\n" : "\n    },\n")
      }
      out.append("  ]\n")
    }
    out.append("}")
  }

  /// A transform value by its components (what the matrix is built from).
  static func decomposed(_ value: AnimatableValue) -> String {
    let out = ByteBuffer(capacity: 160)
    write(decomposed: value, into: out)
    return out.string
  }

  static func write(decomposed value: AnimatableValue, into out: ByteBuffer) {
    guard case .transform(let t) = value else { return out.append("null") }
    out.append("{ \"translation\": ")
    write(numbers: t.translation.x, t.translation.y, into: out)
    out.append(", \"rotation\": ")
    write(number: t.rotation, into: out)
    out.append(", \"scale\": ")
    write(numbers: t.scaleX, t.scaleY, into: out)
    out.append(", \"rotationX\": ")
    write(number: t.rotationX, into: out)
    out.append(", \"rotationY\": ")
    write(number: t.rotationY, into: out)
    out.append(", \"skew\": ")
    write(number: t.skew, into: out)
    out.append(" }")
  }

  /// One presentation value as JSON.
  public static func value(_ value: AnimatableValue) -> String {
    let out = ByteBuffer(capacity: 64)
    write(value: value, into: out)
    return out.string
  }

  /// One presentation value as JSON, into a byte buffer (what `value` returns).
  static func write(value: AnimatableValue, into out: ByteBuffer) {
    switch value {
    case .number(let v): write(number: v, into: out)
    case .point(let p): write(numbers: p.x, p.y, into: out)
    case .size(let s): write(numbers: s.width, s.height, into: out)
    case .rect(let r): write(numbers: r.x, r.y, r.width, r.height, into: out)
    case .color(let c):
      if let c { write(color: c, into: out) } else { out.append("null") }
    case .colors(let cs):
      out.append(UInt8(ascii: "["))
      for (i, c) in cs.enumerated() {
        if i > 0 { out.append(", ") }
        write(color: c, into: out)
      }
      out.append(UInt8(ascii: "]"))
    case .numbers(let vs): write(numbers: vs, into: out)
    case .bool(let b): out.append(b ? "true" : "false")
    case .path(let p):
      guard let p else { return out.append("null") }
      // Path data has no character JSON escapes: quoted as it is.
      out.append(UInt8(ascii: "\""))
      PathDataText.write(p, into: out) { v, out in write(number: v, into: out) }
      out.append(UInt8(ascii: "\""))
    case .transform(let t):
      let m = t.matrix
      write(numbers: m.a, m.b, m.c, m.d, m.tx, m.ty, into: out)
    }
  }

  /// Absolute SVG path data: `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`,
  /// space-separated.
  public static func pathData(_ path: BezierPath) -> String {
    PathDataText.string(path, number: number)
  }

  /// The shortest decimal that reads back to the same double (see `JSONText.number`).
  public static func number(_ v: Double) -> String { JSONText.number(v) }

  /// `JSONText.number(v)`'s bytes, written without building a String for the common cases:
  /// integers below 10^15 (which Swift prints as `123.0`) as their digits, other finite
  /// values as Swift's shortest description (without a trailing `.0`) when it has no
  /// exponent.
  static func write(number v: Double, into out: ByteBuffer) {
    guard v.isFinite else { return out.append("null") }
    if v == 0 { return out.append(UInt8(ascii: "0")) }
    if abs(v) < 1e15, v.rounded(.towardZero) == v {
      write(integer: Int(v), into: out)
      return
    }
    var text = v.description
    let plain = text.withUTF8 { bytes -> Bool in
      guard !bytes.contains(UInt8(ascii: "e")) else { return false }
      // Integral values from 10^15 to 2^53 are still printed as `…0.0`.
      let integral = bytes.count >= 2 && bytes[bytes.count - 2] == UInt8(ascii: ".") && bytes.last == UInt8(ascii: "0")
      out.append(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<(integral ? bytes.count - 2 : bytes.count)])))
      return true
    }
    if !plain { out.append(JSONText.number(v)) }
  }

  private static func write(integer: Int, into out: ByteBuffer) {
    var digits: (UInt64, UInt64) = (0, 0)
    var magnitude = integer.magnitude
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        count += 1
        buffer[16 - count] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      if integer < 0 { out.append(UInt8(ascii: "-")) }
      out.append(UnsafeRawBufferPointer(rebasing: buffer[(16 - count)...]))
    }
  }

  private static func write(numbers: Double..., into out: ByteBuffer) {
    write(numbers: numbers, into: out)
  }

  private static func write(numbers: [Double], into out: ByteBuffer) {
    out.append(UInt8(ascii: "["))
    for (i, v) in numbers.enumerated() {
      if i > 0 { out.append(", ") }
      write(number: v, into: out)
    }
    out.append(UInt8(ascii: "]"))
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// `"#rrggbbaa"` as `Color.hexRGBA` spells it (clamped, rounded to the nearest byte).
  private static func write(color: Color, into out: ByteBuffer) {
    let c = color.clamped()
    out.append("\"#")
    for component in [c.red, c.green, c.blue, c.alpha] {
      let byte = Int((component * 255).rounded())
      out.append(hexDigits[byte >> 4])
      out.append(hexDigits[byte & 15])
    }
    out.append(UInt8(ascii: "\""))
  }

  static func string(_ s: String) -> String { JSONText.string(s) }
}
