import CWebP
import Foundation
import SceneOutput
import SharedLibraries

/// `webp`: an animated WebP made in-process with libwebp's animation encoder.
///
/// libwebp takes each frame's start time in milliseconds, so frame k starts at
/// round(1000 · k / fps) exactly and the last frame ends at round(1000 · n / fps).
/// (ffmpeg's libwebp wrapper gives its last frame the previous frame's duration, which is
/// why this one talks to libwebp directly.) Lossless by default — the pixels are the
/// frames' own; `quality` 0…100 makes it lossy. Loops forever. libwebp stores a frame
/// identical to the one before by lengthening that one's duration: the times stay exact
/// (an animation of one stored frame stays an animation: WebPStillToAnimation).
/// The encoded file is assembled in memory (its compressed size, not the raw frames).
final class WebPEncoder: FrameEncoder {
  /// libwebp and libwebpmux, opened on first use (SharedLibrary).
  private static let library = Result { () throws(SharedLibraryError) in
    try SharedLibrary.functions(
      scenec_webp_functions.self, names: scenec_webp_function_names(),
      from: ["libwebpmux.so.3", "libwebp.so.7"], purpose: "rendering WebP", package: "libwebpmux3")
  }

  private let webp: FunctionTable<scenec_webp_functions>
  private var f: scenec_webp_functions { webp.functions }
  private let file: AtomicFile
  private let rate: FrameRate
  private var config = WebPConfig()
  private var encoder: OpaquePointer?
  private var count = 0
  private let width: Int
  private let height: Int

  init(path: String, width: Int, height: Int, rate: FrameRate, quality: Int?) throws {
    do { webp = try Self.library.get() } catch { throw RenderError(error.description) }
    file = try AtomicFile(path: path)
    self.rate = rate
    self.width = width
    self.height = height
    guard scenec_webp_config_init(webp.pointer, &config) != 0 else { throw RenderError("libwebp: incompatible version") }
    if let quality {
      config.lossless = 0
      config.quality = Float(quality)
    } else {
      config.lossless = 1
      config.quality = 75  // for lossless: effort, libwebp's default
      config.exact = 1
    }
    config.method = 4
    var options = WebPAnimEncoderOptions()
    guard scenec_webp_anim_encoder_options_init(webp.pointer, &options) != 0 else {
      throw RenderError("libwebp: incompatible version")
    }
    options.anim_params.loop_count = 0
    options.anim_params.bgcolor = 0x0000_0000
    guard let encoder = scenec_webp_anim_encoder_new(webp.pointer, Int32(width), Int32(height), &options) else {
      throw RenderError("libwebp cannot make a \(width)×\(height) animation")
    }
    self.encoder = encoder
  }

  deinit {
    if let encoder { f.WebPAnimEncoderDelete(encoder) }
  }

  func add(_ image: RGBAImage, position: Int, sceneIndex: Int) throws {
    var picture = WebPPicture()
    guard scenec_webp_picture_init(webp.pointer, &picture) != 0 else { throw RenderError("libwebp: incompatible version") }
    picture.use_argb = 1
    picture.width = Int32(image.width)
    picture.height = Int32(image.height)
    defer { f.WebPPictureFree(&picture) }
    let imported = image.pixels.withUnsafeBufferPointer {
      f.WebPPictureImportRGBA(&picture, $0.baseAddress, Int32(image.bytesPerRow))
    }
    guard imported != 0 else { throw RenderError("libwebp: out of memory") }
    let start = rate.start(ofFrame: position, unitsPerSecond: 1000)
    guard f.WebPAnimEncoderAdd(encoder, &picture, Int32(start), &config) != 0 else {
      throw RenderError("libwebp cannot encode frame \(sceneIndex): \(errorText)")
    }
    count = position + 1
  }

  private var errorText: String {
    f.WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
  }

  func finish() throws -> [String] {
    let end = rate.start(ofFrame: count, unitsPerSecond: 1000)
    guard f.WebPAnimEncoderAdd(encoder, nil, Int32(end), nil) != 0 else {
      throw RenderError("libwebp cannot finish the animation: \(errorText)")
    }
    var data = WebPData()
    guard f.WebPAnimEncoderAssemble(encoder, &data) != 0 else {
      throw RenderError("libwebp cannot assemble the animation: \(errorText)")
    }
    defer { scenec_webp_data_clear(webp.pointer, &data) }
    // One stored frame comes back as a still image, which would have no duration.
    guard
      let bytes = WebPStillToAnimation.animated(
        Data(bytes: data.bytes, count: data.size), canvasWidth: width, canvasHeight: height,
        durationMilliseconds: end)
    else {
      file.discard()
      throw RenderError("libwebp wrote a file that is not WebP")
    }
    do {
      try file.write(bytes)
    } catch {
      file.discard()
      throw error
    }
    try file.commit()
    return [file.target.path]
  }

  func cancel() { file.discard() }
}
