/// How large a preview page may get. A page holds every distinct frame as text and a
/// browser keeps all of it in memory, so both the number of frames and the bytes of the
/// distinct frames are bounded; a scene beyond either is refused (before anything is
/// written for the frame count, while writing for the bytes), never half-written.
public enum PreviewLimits {
  /// The most frames one page plays (10 minutes at 60 fps; 33 at 24 fps).
  public static let maxFrames = 36_000
  /// The most bytes of distinct frame text one page holds.
  public static let maxFrameBytes = 256 * 1024 * 1024
}
