public import SceneModel

/// Everything one render needs to know about the scene and the options.
public struct RenderRequest: Sendable {
  public var format: RenderFormat
  /// The file, folder (`png`) or path without extension (`sheet`) to write.
  public var output: String
  public var sceneSize: Size
  /// The scene's own background (already drawn by every SVG frame), or nil.
  public var sceneBackground: Color?
  /// `--background`: painted under every frame.
  public var background: Color?
  public var scale: Double
  public var rate: FrameRate
  /// The scene's frames to render, in order.
  public var frames: ClosedRange<Int>
  /// `--quality` 0…100 (formats with `hasQuality` only).
  public var quality: Int?
  public var jobs: Int

  public init(
    format: RenderFormat, output: String, sceneSize: Size, sceneBackground: Color?, background: Color?,
    scale: Double, rate: FrameRate, frames: ClosedRange<Int>, quality: Int?, jobs: Int
  ) {
    self.format = format
    self.output = output
    self.sceneSize = sceneSize
    self.sceneBackground = sceneBackground
    self.background = background
    self.scale = scale
    self.rate = rate
    self.frames = frames
    self.quality = quality
    self.jobs = jobs
  }
}

/// A remark about what the output can and cannot show, printed before rendering.
public struct RenderNote: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable { case warning, note }
  public var kind: Kind
  public var message: String

  public var description: String { "\(kind.rawValue): \(message)" }
}
