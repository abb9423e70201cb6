import Foundation
import SceneOutput
import SceneDecoder
import SceneModel
import SceneRaster
import SceneSVG

/// `scenec render SCENE.yaml --format png|gif|apng|webp|mp4|sheet [-o PATH] [--scale S]
/// [--background COLOR] [--fps N] [--frames A-B] [--quality Q] [--jobs N] [--quiet]`
enum RenderCommand {
  static let help = """
    USAGE: scenec render SCENE.yaml --format png|gif|apng|webp|mp4|sheet [-o PATH]
                         [--scale S] [--background COLOR] [--fps N] [--frames A-B]
                         [--quality Q] [--jobs N] [--quiet]

    Rasterizes the frames (librsvg, in-process) and writes them as:
      png     a folder of frame-00000.png … (default out/<scene name>-png/)
      gif     an animated GIF (default out/<scene name>.gif)
      apng    an animated PNG (default out/<scene name>.apng)
      webp    an animated WebP, lossless unless --quality (default out/<scene name>.webp)
      mp4     an H.264 video (default out/<scene name>.mp4)
      sheet   a sprite sheet: PATH.png plus PATH.json in TexturePacker's JSON-hash layout
              (default PATH out/<scene name>-sheet)
    Frame i shows the scene at i / fps; an animated file lasts frame count / fps, each
    frame 1 / fps (GIF delays are hundredths of a second, spread so that frame k starts
    within one of k / fps). gif, apng and mp4 need ffmpeg. Nothing is written when the
    scene has errors, and an earlier output stays as it was until the new one is complete.

    OPTIONS:
      --format F          png, gif, apng, webp, mp4 or sheet (required)
      -o, --output PATH   Where to write (see above)
      --scale S           Pixels per scene unit, e.g. 2 or 3 for crisp high-density
                          output (0.1…16, default 1)
      --background COLOR  Painted under every frame, in any color spelling of the scene
                          format ('#ffffff', white, 'rgba(0,0,0,0.5)'). Default: the
                          scene's background; without one png, sheet, apng and webp keep
                          transparency, gif keeps 1-bit transparency, mp4 is white
      --fps N             Frames per second, 1…240 (default: the scene's fps)
      --frames A-B        Only frames A through B (0-based, inclusive)
      --quality Q         webp: lossy at quality Q (0…100; default lossless);
                          mp4: 0…100, higher is better (default 65, x264 CRF 18)
      --jobs N            Frames rasterized in parallel (default: the number of cores)
      --quiet             No summary line

    EXAMPLES:
      scenec render scenes/welcome.yaml --format gif --fps 50
      scenec render scenes/welcome.yaml --format mp4 --scale 2
      scenec render scenes/loading.yaml --format sheet -o out/loading-sheet

    """

  static let spec = CommandSpec(
    name: "render",
    valueOptions: [
      "--format", "--output", "--scale", "--background", "--fps", "--frames", "--quality", "--jobs",
    ],
    flags: ["--quiet"], aliases: ["-o": "--output"], minPositionals: 1, maxPositionals: 1,
    positionalName: "a scene file")

  static func run(_ arguments: [String]) throws -> Int32 {
    let started = Date()
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let format = try parseFormat(parsed.values["--format"])
    let fps = try parsed.number("--fps", in: Scene.fpsRange)
    let jobs = try parsed.int("--jobs", in: 1...512) ?? DefaultJobs.count
    let quality = try parsed.int("--quality", in: 0...100)
    if quality != nil, !format.hasQuality {
      throw UsageError(message: "'--quality' applies to webp and mp4 only (\(format.rawValue) is lossless)")
    }
    let scale = try parseScale(parsed.values["--scale"])
    let background = try parsed.values["--background"].map(parseBackground)
    let frameRange = try parsed.values["--frames"].map(CompileCommand.parseFrameRange)
    let quiet = parsed.flags.contains("--quiet")

    let input: SceneInput
    switch SceneInput.load(path: parsed.positionals[0], frameRate: fps) {
    case .success(let value): input = value
    case .failure(let status): return status.code
    }
    let frameCount = input.evaluator.frameCount
    if let frameRange, frameRange.lowerBound >= frameCount {
      throw UsageError(message: "'--frames' starts after the last frame (\(frameCount - 1))")
    }
    let range = frameRange.map { $0.lowerBound...min($0.upperBound, frameCount - 1) } ?? 0...(frameCount - 1)
    if range.count > CompileCommand.maxFramesPerRun {
      if frameRange != nil {
        throw UsageError(
          message:
            "'--frames' selects \(range.count) frames, more than the \(CompileCommand.maxFramesPerRun) one run writes"
        )
      }
      SceneInput.report([CompileCommand.tooManyFrames(input, frameCount: frameCount)], source: input.source)
      return 1
    }
    if let missing = Renderer.missingTool(for: format) {
      Output.stderr("error: \(missing)\n")
      return 2
    }
    let output = parsed.values["--output"] ?? format.defaultOutput(sceneName: input.scene.name)
    let request = RenderRequest(
      format: format, output: output, sceneSize: input.scene.size, sceneBackground: input.scene.background,
      background: background, scale: scale, rate: FrameRate(input.scene.fps), frames: range, quality: quality,
      jobs: jobs)
    let plan = RenderPlan(request)
    for note in plan.notes { Output.stderr("\(note)\n") }
    InterruptCleanup.install()

    let evaluator = input.evaluator
    let svgWriter = SVGFrameRenderer()
    // A progress line on a terminal, erased before the summary.
    let line = ProgressLine("rendering", total: range.count, quiet: quiet)
    let summary: RenderSummary
    do {
      summary = try Renderer.run(
        plan, svg: { svgWriter.render(evaluator.frame(index: $0)) },
        progress: { done, _ in line.update(done) })
    } catch {
      line.finish()
      Output.stderr("error: \(error)\n")
      return 2
    }
    line.finish()
    if !quiet {
      let base = Renderer.sheetBasePath(output)
      let place = format == .sheet ? "\(base).png and \(base).json" : output
      Output.stderr(
        "wrote \(RunSummary.count(summary.frameCount, "frame")) as \(format.title) (\(RunSummary.bytes(summary.bytes))) to \(place) "
          + "in \(RunSummary.seconds(Date().timeIntervalSince(started)))\n")
    }
    return 0
  }

  static func parseFormat(_ text: String?) throws -> RenderFormat {
    let names = RenderFormat.allCases.map(\.rawValue).joined(separator: ", ")
    guard let text else { throw UsageError(message: "'render' needs '--format' (\(names))") }
    guard let format = RenderFormat(rawValue: text.lowercased()) else {
      throw UsageError(message: "invalid value '\(text)' for '--format': expected one of \(names)")
    }
    return format
  }

  static func parseScale(_ text: String?) throws -> Double {
    guard let text else { return 1 }
    let trimmed = text.hasSuffix("x") ? String(text.dropLast()) : text
    guard let value = Double(trimmed), value.isFinite, value >= 0.1, value <= 16 else {
      throw UsageError(message: "invalid value '\(text)' for '--scale': expected a number from 0.1 to 16")
    }
    return value
  }

  static func parseBackground(_ text: String) throws -> Color {
    switch ColorText.parse(text) {
    case .success(let color): return color
    case .failure(let error):
      throw UsageError(message: "invalid value '\(text)' for '--background': \(error.message)")
    }
  }
}
