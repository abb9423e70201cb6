import CWebP
import Foundation
import SceneTestSupport
import SharedLibraries
import XCTest

/// Full frames (straight RGBA) decoded from animated files by the formats' reference
/// decoders: ffmpeg for GIF, APNG and MP4, libwebp's animation decoder for WebP (ffmpeg
/// cannot read animated WebP).
enum FrameDecoding {
  static func requireFFmpeg() throws {
    guard Rasterizer.which("ffmpeg") != nil, Rasterizer.which("ffprobe") != nil else {
      throw XCTSkip("ffmpeg is not installed ('apt-get install ffmpeg')")
    }
  }

  /// Every frame ffmpeg decodes, with no frame dropped or repeated.
  static func ffmpegFrames(_ path: String, width: Int, height: Int) throws -> [[UInt8]] {
    try requireFFmpeg()
    let output = FileManager.default.temporaryDirectory.appendingPathComponent(
      "scenec-decoded-\(UUID().uuidString).rgba")
    defer { try? FileManager.default.removeItem(at: output) }
    let result = Rasterizer.run(
      Rasterizer.which("ffmpeg")!,
      [
        "-v", "error", "-i", path, "-fps_mode", "passthrough", "-f", "rawvideo", "-pix_fmt", "rgba", "-y",
        output.path,
      ])
    guard result.status == 0 else { throw ContainerError(description: "ffmpeg failed: \(result.stderr)") }
    let bytes = [UInt8](try Data(contentsOf: output))
    let size = width * height * 4
    guard bytes.count % size == 0 else {
      throw ContainerError(description: "decoded size is not whole frames")
    }
    return stride(from: 0, to: bytes.count, by: size).map { Array(bytes[$0..<$0 + size]) }
  }

  /// ffprobe's view of the first video stream (frames counted by decoding).
  static func probe(_ path: String) throws -> [String: Any] {
    try requireFFmpeg()
    let result = Rasterizer.run(
      Rasterizer.which("ffprobe")!,
      [
        "-v", "error", "-select_streams", "v:0", "-count_frames", "-show_entries",
        "stream=codec_name,width,height,r_frame_rate,avg_frame_rate,nb_read_frames,duration,pix_fmt:format=duration",
        "-of", "json", path,
      ])
    guard result.status == 0,
      let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any],
      let stream = (json["streams"] as? [[String: Any]])?.first
    else { throw ContainerError(description: "ffprobe failed: \(result.stderr)") }
    var fields = stream
    if let format = json["format"] as? [String: Any] { fields["format_duration"] = format["duration"] }
    return fields
  }

  /// Each displayed WebP frame, composited, with the time it ends (milliseconds).
  static func webpFrames(_ path: String) throws -> [(pixels: [UInt8], end: Int)] {
    let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let demux = try SharedLibrary.functions(
      scenec_webp_decoder_functions.self, names: scenec_webp_decoder_function_names(),
      from: ["libwebpdemux.so.2"], purpose: "decoding WebP", package: "libwebpdemux2")
    let f = demux.functions
    var options = WebPAnimDecoderOptions()
    guard scenec_webp_anim_decoder_options_init(demux.pointer, &options) != 0 else {
      throw ContainerError(description: "libwebp version")
    }
    options.color_mode = MODE_RGBA
    options.use_threads = 0
    return try data.withUnsafeBufferPointer { buffer in
      var webp = WebPData(bytes: buffer.baseAddress, size: buffer.count)
      guard let decoder = scenec_webp_anim_decoder_new(demux.pointer, &webp, &options) else {
        throw ContainerError(description: "libwebp cannot read the animation")
      }
      defer { f.WebPAnimDecoderDelete(decoder) }
      var info = WebPAnimInfo()
      guard f.WebPAnimDecoderGetInfo(decoder, &info) != 0 else { throw ContainerError(description: "no info") }
      let size = Int(info.canvas_width * info.canvas_height * 4)
      var frames: [(pixels: [UInt8], end: Int)] = []
      while f.WebPAnimDecoderHasMoreFrames(decoder) != 0 {
        var pixels: UnsafeMutablePointer<UInt8>? = nil
        var timestamp: Int32 = 0
        guard f.WebPAnimDecoderGetNext(decoder, &pixels, &timestamp) != 0, let pixels else {
          throw ContainerError(description: "cannot decode a frame")
        }
        frames.append((Array(UnsafeBufferPointer(start: pixels, count: size)), Int(timestamp)))
      }
      return frames
    }
  }
}
