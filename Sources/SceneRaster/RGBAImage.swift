/// One rasterized frame: 8-bit straight (not premultiplied) RGBA, rows top to bottom, no
/// padding between rows — the layout PNG, libwebp and ffmpeg's `rgba` pixel format take.
public struct RGBAImage: Sendable {
  public let width: Int
  public let height: Int
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "RGBA buffer of the wrong size")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  public var bytesPerRow: Int { width * 4 }

  /// True when every pixel is fully opaque.
  public var isOpaque: Bool {
    var index = 3
    while index < pixels.count {
      if pixels[index] != 255 { return false }
      index += 4
    }
    return true
  }
}
