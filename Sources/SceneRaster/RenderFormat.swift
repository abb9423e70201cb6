/// What `scenec render` writes.
public enum RenderFormat: String, CaseIterable, Sendable {
  case png, gif, apng, webp, mp4, sheet

  /// How the summary line names it.
  public var title: String {
    switch self {
    case .png: "PNG frames"
    case .gif: "GIF"
    case .apng: "APNG"
    case .webp: "WebP"
    case .mp4: "MP4"
    case .sheet: "a sprite sheet"
    }
  }

  /// Where the output goes without `-o`: a folder for `png`, a path without extension
  /// for `sheet` (`.png` and `.json` are added), a file for the others.
  public func defaultOutput(sceneName: String) -> String {
    switch self {
    case .png: "out/\(sceneName)-png"
    case .sheet: "out/\(sceneName)-sheet"
    default: "out/\(sceneName).\(rawValue)"
    }
  }

  /// Formats whose encoder has a quality setting (`--quality`, 0…100).
  public var hasQuality: Bool { self == .webp || self == .mp4 }

  /// Formats that need the `ffmpeg` program.
  public var needsFFmpeg: Bool { self == .gif || self == .apng || self == .mp4 }
}
