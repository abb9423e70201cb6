import Foundation

/// What a finished render wrote.
public struct RenderSummary: Sendable {
  public var format: RenderFormat
  public var frameCount: Int
  /// The files (or the folder, for `png`) written.
  public var paths: [String]
  /// Their total size in bytes.
  public var bytes: Int
}

/// Runs a render: each frame's SVG is rasterized once (on `jobs` threads, at most a small
/// window of frames ahead), and the frames go in order to the format's encoder. Nothing is
/// written at the output path unless the whole render succeeds.
public enum Renderer {
  /// `svg` gives a scene frame's SVG text (called from several threads at once);
  /// `progress` is called on the calling thread after each frame, with (done, total).
  public static func run(
    _ plan: RenderPlan, svg: @escaping @Sendable (Int) -> String,
    progress: ((Int, Int) -> Void)? = nil
  ) throws -> RenderSummary {
    let request = plan.request
    try SVGRasterizer.requireLibrary()
    let encoder = try makeEncoder(plan)
    let rasterizer = SVGRasterizer(size: request.sceneSize, scale: request.scale, background: plan.fill)
    let first = request.frames.lowerBound
    let total = request.frames.count
    let paths: [String]
    let stage = encoder.parallelStage
    do {
      try FramePipeline(jobs: request.jobs).run(
        count: total,
        produce: { position in
          let image = try rasterizer.rasterize(svg(first + position))
          return try stage.map { try $0(image, first + position) } ?? image
        },
        consume: { position, image in
          try encoder.add(image, position: position, sceneIndex: first + position)
          progress?(position + 1, total)
        })
      paths = try encoder.finish()
    } catch {
      encoder.cancel()
      throw error
    }
    return RenderSummary(format: request.format, frameCount: total, paths: paths, bytes: size(of: paths))
  }

  private static func makeEncoder(_ plan: RenderPlan) throws -> FrameEncoder {
    let request = plan.request
    switch request.format {
    case .png:
      return try PNGFolderEncoder(directory: request.output, sceneIndices: Array(request.frames))
    case .sheet:
      return try SpriteSheetEncoder(
        basePath: sheetBasePath(request.output), frameCount: request.frames.count, cellWidth: plan.width,
        cellHeight: plan.height, rate: request.rate, scale: request.scale)
    case .webp:
      return try WebPEncoder(
        path: request.output, width: plan.width, height: plan.height, rate: request.rate,
        quality: request.quality)
    case .gif, .apng, .mp4:
      guard let ffmpeg = FFmpegEncoder.executable() else { throw missingFFmpeg(request.format) }
      // ffmpeg writes one APNG frame as a still PNG, which would have no duration.
      let rate = request.rate
      let finishing: ((Data) -> Data?)? =
        request.format == .apng && request.frames.count == 1 ? { APNGStillToAnimation.animated($0, rate: rate) } : nil
      return try FFmpegEncoder(
        executable: ffmpeg, path: request.output, kind: request.format.title, width: plan.width,
        height: plan.height, rate: request.rate, outputArguments: FFmpegArguments.output(plan), finishing: finishing)
    }
  }

  /// The one-line error when the format needs a program that is missing, else nil.
  public static func missingTool(for format: RenderFormat) -> RenderError? {
    format.needsFFmpeg && FFmpegEncoder.executable() == nil ? missingFFmpeg(format) : nil
  }

  static func missingFFmpeg(_ format: RenderFormat) -> RenderError {
    RenderError(
      "rendering \(format.title) needs ffmpeg, which is not on the PATH; install it with 'apt-get install ffmpeg'"
    )
  }

  /// `-o out/hero` and `-o out/hero.png` both mean `out/hero.png` + `out/hero.json`.
  public static func sheetBasePath(_ output: String) -> String {
    for suffix in [".png", ".json"] where output.hasSuffix(suffix) && output.count > suffix.count {
      return String(output.dropLast(suffix.count))
    }
    return output
  }

  private static func size(of paths: [String]) -> Int {
    let fm = FileManager.default
    var total = 0
    for path in paths {
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
      if isDirectory.boolValue {
        for name in (try? fm.contentsOfDirectory(atPath: path)) ?? []
        where PNGFolderEncoder.isFrameFileName(name) {
          total += ((try? fm.attributesOfItem(atPath: path + "/" + name))?[.size] as? Int) ?? 0
        }
      } else {
        total += ((try? fm.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
      }
    }
    return total
  }
}
