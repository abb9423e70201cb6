import Foundation
import SceneOutput
import SceneDiagnostics
import ScenePreview
import SceneSVG

/// `scenec preview SCENE.yaml [-o FILE.html] [--jobs N] [--quiet]`: one self-contained HTML
/// page that plays the frames `compile` writes (the same bytes) at the scene's fps.
enum PreviewCommand {
  static let help = """
    USAGE: scenec preview SCENE.yaml [-o FILE.html] [--jobs N] [--quiet]

    Writes one self-contained HTML page (default: out/<scene name>.html) that plays the
    scene's frames, the same SVG bytes 'scenec compile' writes, at the scene's fps. The page
    fetches nothing: open it from disk, mail it, attach it to a bug. Identical consecutive
    frames are stored once. Controls: play/pause (space), scrubber, step (← →), first/last
    (Home/End), loop, speed 0.25×–2×, zoom fit/1×/2×, background checkerboard/white/black.
    A page plays at most 36000 frames (longer scenes: compile them, or preview a shorter
    version). The page is written to a temporary file and renamed into place.

    OPTIONS:
      -o, --output FILE   The page to write (default: out/<scene name>.html)
      --jobs N            Frames rendered in parallel (default: the number of cores)
      --quiet             Print errors only (no warnings, no progress, no summary)

    EXAMPLE: scenec preview scenes/welcome.yaml && xdg-open out/welcome.html

    """

  static let spec = CommandSpec(
    name: "preview", valueOptions: ["--output", "--jobs"], flags: ["--quiet"], aliases: ["-o": "--output"],
    minPositionals: 1, maxPositionals: 1, positionalName: "a scene file")

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let jobs = try parsed.int("--jobs", in: 1...512) ?? DefaultJobs.count
    let quiet = parsed.flags.contains("--quiet")
    let input: SceneInput
    switch SceneInput.load(path: parsed.positionals[0], frameRate: nil, lint: true, quiet: quiet) {
    case .success(let value): input = value
    case .failure(let status): return status.code
    }
    let path = parsed.values["--output"] ?? defaultPath(input)
    InterruptCleanup.install()
    InterruptCleanup.register(PreviewPageWriter.temporaryPath(for: path))
    let outcome = writePage(input, to: path, jobs: jobs, quiet: quiet)
    if outcome.status == 0, !quiet { Output.stderr("wrote \(outcome.what) in \(RunSummary.seconds(outcome.seconds))\n") }
    return outcome.status
  }

  static func defaultPath(_ input: SceneInput) -> String { "out/\(input.scene.name).html" }

  /// Writes the page (frames rendered as `compile` renders them, default precision), with a
  /// progress line on a terminal; what was written, for the summary line. `warnings`: print
  /// the scene's warnings first (`watch` has printed them already).
  static func writePage(
    _ input: SceneInput, to path: String, jobs: Int, quiet: Bool, warnings: Bool = true
  ) -> RunSummary.Outcome {
    let started = Date()
    let evaluator = input.evaluator
    let frameCount = evaluator.frameCount
    guard frameCount <= PreviewLimits.maxFrames else {
      SceneInput.report([tooManyFrames(input, frameCount: frameCount)], source: input.source)
      return RunSummary.Outcome(status: 1)
    }
    if warnings { input.reportWarnings(quiet: quiet) }
    let facts = PreviewFacts(
      name: input.scene.name, width: input.scene.size.width, height: input.scene.size.height,
      fps: input.scene.fps, duration: evaluator.duration, frameCount: frameCount)
    let renderer = SVGFrameRenderer(precision: 3)
    let progress = ProgressLine("rendering", total: frameCount, quiet: quiet)
    do {
      let summary = try PreviewPageBuilder.write(
        facts: facts, to: path, jobs: jobs, progress: progress.update
      ) { renderer.render(evaluator.frame(index: $0)) }
      progress.finish()
      return RunSummary.Outcome(
        status: 0,
        what: "\(path) (\(RunSummary.count(summary.frameCount, "frame")), \(summary.storedFrames) stored, "
          + "\(RunSummary.bytes(summary.bytes)))",
        seconds: Date().timeIntervalSince(started))
    } catch {
      progress.finish()
      Output.stderr("error: \(error)\n")
      return RunSummary.Outcome(status: 2)
    }
  }

  static func tooManyFrames(_ input: SceneInput, frameCount: Int) -> Diagnostic {
    Diagnostic(
      id: "too-many-frames",
      message: "the scene has \(frameCount) frames, more than the \(PreviewLimits.maxFrames) a preview page plays",
      file: input.scene.file,
      range: input.scene.lengthSource,
      notes: [DiagnosticNote("shorten it ('duration', 'fps') for the preview, or compile it with 'scenec compile'")])
  }
}
