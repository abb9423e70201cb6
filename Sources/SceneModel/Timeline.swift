/// The flat timeline: for each (layer, property) whose presentation value changes, one
/// value per frame. Static values stay in the scene.
public struct Timeline: Hashable, Sendable {
  public var scene: String
  public var fps: Double
  public var duration: Double
  public var size: Size
  public var frameCount: Int
  public var tracks: [Track]

  public init(
    scene: String, fps: Double, duration: Double, size: Size, frameCount: Int, tracks: [Track]
  ) {
    self.scene = scene
    self.fps = fps
    self.duration = duration
    self.size = size
    self.frameCount = frameCount
    self.tracks = tracks
  }
}

/// One property of one layer over all frames.
public struct Track: Hashable, Sendable {
  public var layer: String
  public var property: LayerProperty
  public var values: [AnimatableValue]

  public init(layer: String, property: LayerProperty, values: [AnimatableValue]) {
    self.layer = layer
    self.property = property
    self.values = values
  }
}

/// Frame counting (docs/cli.md, "compile"): floor(D·fps + 1e-9) + 1 frames, frame i at i/fps.
public enum FrameClock {
  /// The largest frame index counted: 2^53, below which every index is exact as a Double.
  /// Longer scenes (a `duration` of 1e300) count up to it instead of trapping; no command
  /// evaluates that many frames (the timeline and compile refuse long before).
  public static let maxFrameIndex = 1 << 53

  public static func frameCount(duration: Double, fps: Double) -> Int {
    frameIndex(at: duration, fps: fps) + 1
  }

  /// The index of the frame showing at `time`: floor(time·fps + 1e-9), within
  /// -maxFrameIndex…maxFrameIndex (a time far outside the scene never traps).
  public static func frameIndex(at time: Double, fps: Double) -> Int {
    let index = (time * fps + 1e-9).rounded(.down)
    let limit = Double(maxFrameIndex)
    guard !index.isNaN else { return 0 }
    return Int(min(max(index, -limit), limit))
  }

  public static func time(ofFrame index: Int, fps: Double) -> Double {
    Double(index) / fps
  }
}
