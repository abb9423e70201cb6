public import SceneModel

/// The decisions a render makes before drawing anything: the pixel size, what is painted
/// under the frames, and what the chosen format cannot show (the notes — the transparency
/// policy and the timing of coarse delay units are never applied silently).
///
/// Transparency: `--background` is painted under every frame. Without it a scene's own
/// background is already in each SVG frame; where the scene has none (or a translucent
/// one), png, sheet, apng and webp keep the alpha channel, gif keeps one fully transparent
/// palette entry (GIF alpha is one bit), and mp4, which has no alpha, is flattened onto
/// white.
public struct RenderPlan: Sendable {
  public let request: RenderRequest
  /// Frame size in pixels.
  public let width: Int
  public let height: Int
  /// Painted under every frame (nil: nothing, transparent).
  public let fill: Color?
  /// GIF: whether one palette entry is kept fully transparent.
  public let transparentGIF: Bool
  /// MP4: the picture padded to even dimensions (right and bottom), never scaled.
  public let paddedWidth: Int
  public let paddedHeight: Int
  public let notes: [RenderNote]

  public init(_ request: RenderRequest) {
    self.request = request
    let rasterizer = SVGRasterizer(size: request.sceneSize, scale: request.scale, background: nil)
    width = rasterizer.width
    height = rasterizer.height
    var notes: [RenderNote] = []
    func opaque(_ color: Color?) -> Bool { (color?.clamped().alpha ?? 0) >= 1 }
    let opaqueBehind = opaque(request.background) || opaque(request.sceneBackground)
    let rate = request.rate
    var fill = request.background
    var transparentGIF = false
    var paddedWidth = width
    var paddedHeight = height
    switch request.format {
    case .gif:
      transparentGIF = !opaqueBehind
      if transparentGIF {
        notes.append(
          RenderNote(
            kind: .warning,
            message: "GIF transparency is 1-bit: pixels less than half opaque become transparent and "
              + "the rest opaque, so soft edges turn hard; '--background COLOR' blends them onto a color"))
      }
      if !rate.isEven(unitsPerSecond: 100) {
        let delays = Set((0..<Int(rate.frames)).map { rate.delay(ofFrame: $0, unitsPerSecond: 100) }).sorted()
        notes.append(
          RenderNote(
            kind: .warning,
            message: "GIF stores delays in hundredths of a second: at \(rate) fps frames last "
              + delays.map(Self.centiseconds).joined(separator: " or ")
              + " (each starts within 0.005 s of its time; the whole lasts exactly as long)"))
      }
      if rate.delay(ofFrame: 0, unitsPerSecond: 100) < 2 || rate.frames > 50 * rate.seconds {
        notes.append(
          RenderNote(
            kind: .warning,
            message: "browsers show GIF frames shorter than 0.02 s for 0.1 s, so at \(rate) fps this GIF "
              + "plays slower there; '--fps 50' or '--fps 25' plays at the right speed everywhere"))
      }
    case .mp4:
      // No alpha in H.264: whatever is translucent is flattened onto white.
      if let background = request.background, !opaque(background) {
        fill = Self.over(background, .white)
      } else if request.background == nil {
        fill = .white
      }
      if !opaqueBehind {
        notes.append(
          RenderNote(
            kind: .warning,
            message: "MP4 has no transparency: frames are flattened onto white; "
              + "'--background COLOR' picks another color"))
      }
      paddedWidth = width + width % 2
      paddedHeight = height + height % 2
      if paddedWidth != width || paddedHeight != height {
        notes.append(
          RenderNote(
            kind: .note,
            message: "MP4 (H.264, 4:2:0) needs even dimensions: the \(width)×\(height) frames are padded "
              + "to \(paddedWidth)×\(paddedHeight) (\(Self.padding(paddedWidth - width, paddedHeight - height)) "
              + "of background), not scaled"))
      }
    case .sheet:
      let layout = SpriteSheetEncoder.Layout(
        frameCount: request.frames.count, cellWidth: width, cellHeight: height)
      if layout.width > SpriteSheetEncoder.textureLimit || layout.height > SpriteSheetEncoder.textureLimit {
        notes.append(
          RenderNote(
            kind: .warning,
            message: "the sprite sheet is \(layout.width)×\(layout.height) pixels, larger than the "
              + "\(SpriteSheetEncoder.textureLimit)×\(SpriteSheetEncoder.textureLimit) many engines and GPUs load; "
              + "'--frames A-B', '--fps' or '--scale' make it smaller"))
      }
    case .png, .apng, .webp:
      break
    }
    self.fill = fill
    self.transparentGIF = transparentGIF
    self.paddedWidth = paddedWidth
    self.paddedHeight = paddedHeight
    self.notes = notes
  }

  /// `a` composited over an opaque `b`.
  static func over(_ a: Color, _ b: Color) -> Color {
    let c = a.clamped()
    func mix(_ x: Double, _ y: Double) -> Double { c.alpha * x + (1 - c.alpha) * y }
    return Color(red: mix(c.red, b.red), green: mix(c.green, b.green), blue: mix(c.blue, b.blue))
  }

  /// 3 → `0.03 s`.
  private static func centiseconds(_ value: Int) -> String {
    "\(value / 100).\(value % 100 < 10 ? "0" : "")\(value % 100) s"
  }

  private static func padding(_ right: Int, _ bottom: Int) -> String {
    var parts: [String] = []
    if right > 0 { parts.append("a column at the right") }
    if bottom > 0 { parts.append("a row at the bottom") }
    return parts.joined(separator: " and ")
  }
}
