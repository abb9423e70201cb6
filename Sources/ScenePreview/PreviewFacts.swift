/// What the preview page says about its scene (shown in the header, used for timing).
public struct PreviewFacts: Hashable, Sendable {
  public var name: String
  public var width: Double
  public var height: Double
  public var fps: Double
  public var duration: Double
  public var frameCount: Int

  public init(name: String, width: Double, height: Double, fps: Double, duration: Double, frameCount: Int) {
    self.name = name
    self.width = width
    self.height = height
    self.fps = fps
    self.duration = duration
    self.frameCount = frameCount
  }
}
