/// ffmpeg's output options per format, after the raw RGBA input (`FFmpegEncoder`).
enum FFmpegArguments {
  static func output(_ plan: RenderPlan) -> [String] {
    let rate = plan.request.rate
    let count = plan.request.frames.count
    switch plan.request.format {
    case .gif:
      // One palette per frame (stats_mode=single, new=1): each frame keeps up to 256 of its
      // own colors, and frames stream through (a palette for the whole animation would need
      // every frame before the first could be written). ffmpeg's GIF muxer keeps time in
      // hundredths of a second and rounds each frame's start, k / fps, to the nearest one, so
      // delays spread the rounding; the last frame's delay is given (`-final_delay`).
      // `-transdiff` is off: it marks pixels unchanged by comparing palette indices with the
      // frame before, which under a new palette keeps wrong colors (seen with ffmpeg 5.1).
      let reserve = plan.transparentGIF ? 1 : 0
      let graph =
        "[0:v]split[a][b];[a]palettegen=stats_mode=single:reserve_transparent=\(reserve)[p];"
        + "[b][p]paletteuse=new=1"
      return [
        "-filter_complex", graph, "-gifflags", "-transdiff", "-loop", "0",
        "-final_delay", "\(rate.delay(ofFrame: count - 1, unitsPerSecond: 100))", "-f", "gif",
      ]
    case .apng:
      // Each frame's delay is the fraction 1 / fps itself (delay_num/delay_den), exact.
      return ["-plays", "0", "-pred", "mixed", "-f", "apng"]
    case .mp4:
      let fill = (plan.fill ?? .white).hexRGB.dropFirst()
      var filters: [String] = []
      if plan.paddedWidth != plan.width || plan.paddedHeight != plan.height {
        filters.append("pad=\(plan.paddedWidth):\(plan.paddedHeight):0:0:color=0x\(fill)")
      }
      filters.append("scale=out_color_matrix=bt709:out_range=tv,format=yuv420p")
      // --quality Q maps to x264's constant rate factor 51·(1 − Q/100); default CRF 18.
      let crf = plan.request.quality.map { Int((Double(100 - $0) * 0.51).rounded()) } ?? 18
      return [
        "-vf", filters.joined(separator: ","), "-c:v", "libx264", "-preset", "medium", "-tune", "animation",
        "-crf", "\(crf)", "-fps_mode", "cfr", "-r", rate.description,
        "-colorspace", "bt709", "-color_primaries", "bt709", "-color_trc", "bt709", "-color_range", "tv",
        "-movflags", "+faststart", "-f", "mp4",
      ]
    case .png, .webp, .sheet:
      return []
    }
  }
}
