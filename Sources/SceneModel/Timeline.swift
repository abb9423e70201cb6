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

/// Frame counting as SCENE-FORMAT.md says: floor(D·fps + 1e-9) + 1 frames, frame i at i/fps.
public enum FrameClock {
  public static func frameCount(duration: Double, fps: Double) -> Int {
    Int((duration * fps + 1e-9).rounded(.down)) + 1
  }

  public static func time(ofFrame index: Int, fps: Double) -> Double {
    Double(index) / fps
  }
}
