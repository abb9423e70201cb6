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
    var out = "{\n"
    out += "  \"scene\": \(string(timeline.scene)),\n"
    out += "  \"fps\": \(number(timeline.fps)),\n"
    out += "  \"frameCount\": \(timeline.frameCount),\n"
    out += "  \"duration\": \(number(timeline.duration)),\n"
    out += "  \"size\": [\(number(timeline.size.width)), \(number(timeline.size.height))],\n"
    if let at = options.at { out += "  \"time\": \(number(at)),\n" }
    if options.times {
      let times =
        options.at.map { [$0] }
        ?? (0..<timeline.frameCount).map { FrameClock.time(ofFrame: $0, fps: timeline.fps) }
      out += "  \"times\": " + array(times) + ",\n"
    }
    if timeline.tracks.isEmpty {
      out += "  \"tracks\": []\n"
    } else {
      out += "  \"tracks\": [\n"
      for (index, track) in timeline.tracks.enumerated() {
        out += "    {\n"
        out += "      \"layer\": \(string(track.layer)),\n"
        out += "      \"keyPath\": \(string(track.property.rawValue)),\n"
        out += "      \"values\": [" + track.values.map(value).joined(separator: ", ") + "]"
        if options.decompose, track.property.valueType == .transform {
          out += ",\n      \"decomposed\": [" + track.values.map(decomposed).joined(separator: ", ") + "]"
        }
        out += "\n"
        out += index == timeline.tracks.count - 1 ? "    }\n" : "    },\n"
      }
      out += "  ]\n"
    }
    out += "}"
    return out
  }

  /// A transform value by its components (what the matrix is built from).
  static func decomposed(_ value: AnimatableValue) -> String {
    guard case .transform(let t) = value else { return "null" }
    return "{ \"translation\": \(array([t.translation.x, t.translation.y])), \"rotation\": \(number(t.rotation)), "
      + "\"scale\": \(array([t.scaleX, t.scaleY])), \"rotationX\": \(number(t.rotationX)), "
      + "\"rotationY\": \(number(t.rotationY)), \"skew\": \(number(t.skew)) }"
  }

  /// One presentation value as JSON.
  public static func value(_ value: AnimatableValue) -> String {
    switch value {
    case .number(let v): return number(v)
    case .point(let p): return array([p.x, p.y])
    case .size(let s): return array([s.width, s.height])
    case .rect(let r): return array([r.x, r.y, r.width, r.height])
    case .color(let c): return c.map { "\"\($0.hexRGBA)\"" } ?? "null"
    case .colors(let cs): return "[" + cs.map { "\"\($0.hexRGBA)\"" }.joined(separator: ", ") + "]"
    case .numbers(let vs): return array(vs)
    case .bool(let b): return b ? "true" : "false"
    case .path(let p): return p.map { string(pathData($0)) } ?? "null"
    case .transform(let t): return array(t.matrix.array)
    }
  }

  /// Absolute SVG path data: `M x y`, `L x y`, `Q cx cy x y`, `C c1x c1y c2x c2y x y`, `Z`,
  /// space-separated.
  public static func pathData(_ path: BezierPath) -> String {
    PathDataText.string(path, number: number)
  }

  /// The shortest decimal that reads back to the same double (see `JSONText.number`).
  public static func number(_ v: Double) -> String { JSONText.number(v) }

  private static func array(_ values: [Double]) -> String {
    "[" + values.map(number).joined(separator: ", ") + "]"
  }

  static func string(_ s: String) -> String { JSONText.string(s) }
}
