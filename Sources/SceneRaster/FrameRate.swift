/// A frame rate as an exact fraction `frames / seconds`, and when frame k starts in the
/// whole units animated formats store delays in.
///
/// Frame k (counted from the first frame written) starts at k / fps. A format that stores
/// a delay per frame in units of 1 / `unitsPerSecond` gets
/// `delay(k) = start(k + 1) − start(k)` with `start(k) = round(k · unitsPerSecond / fps)`:
/// the rounding is spread over the frames (never one frame rounded alone), so every frame
/// starts within half a unit of its time and the whole file lasts frameCount / fps.
public struct FrameRate: Hashable, Sendable, CustomStringConvertible {
  /// fps = frames / seconds, in lowest terms.
  public let frames: Int
  public let seconds: Int

  public init(frames: Int, seconds: Int) {
    precondition(frames > 0 && seconds > 0)
    let d = Self.gcd(frames, seconds)
    self.frames = frames / d
    self.seconds = seconds / d
  }

  /// The fraction a scene's fps is (29.97 is 2997/100); the nearest with a denominator up
  /// to 10000 when it is none of those.
  public init(_ fps: Double) {
    let value = fps.isFinite && fps > 0 ? fps : 1
    for denominator in 1...10_000 {
      let scaled = value * Double(denominator)
      if abs(scaled - scaled.rounded()) <= 1e-9 * scaled {
        self.init(frames: Int(scaled.rounded()), seconds: denominator)
        return
      }
    }
    self.init(frames: max(1, Int((value * 10_000).rounded())), seconds: 10_000)
  }

  public var fps: Double { Double(frames) / Double(seconds) }

  /// `30` or `2997/100`, as ffmpeg reads a rate.
  public var description: String { seconds == 1 ? "\(frames)" : "\(frames)/\(seconds)" }

  /// When frame k starts, in units of 1 / unitsPerSecond, rounded to the nearest (halves up).
  public func start(ofFrame k: Int, unitsPerSecond: Int) -> Int {
    // round(k · units · seconds / frames) in integers: exact for any frame count we write.
    let numerator = k * unitsPerSecond * seconds
    return (2 * numerator + frames) / (2 * frames)
  }

  /// How long frame k is shown, in units of 1 / unitsPerSecond.
  public func delay(ofFrame k: Int, unitsPerSecond: Int) -> Int {
    start(ofFrame: k + 1, unitsPerSecond: unitsPerSecond) - start(ofFrame: k, unitsPerSecond: unitsPerSecond)
  }

  /// True when every frame lasts the same whole number of units.
  public func isEven(unitsPerSecond: Int) -> Bool {
    (unitsPerSecond * seconds) % frames == 0
  }

  private static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}
