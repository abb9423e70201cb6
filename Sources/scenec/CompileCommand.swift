import Foundation
import SceneDiagnostics
import SceneLint
import SceneModel
import SceneSVG
import SceneTiming

/// `scenec compile SCENE [-o DIR] [--fps N] [--frames A-B] [--at T] [--precision N] [--jobs N]
/// [--text text|outlines]`
enum CompileCommand {
  static let spec = CommandSpec(
    name: "compile", valueOptions: ["--output", "--fps", "--frames", "--at", "--precision", "--jobs", "--text"],
    flags: ["--quiet"], aliases: ["-o": "--output"], minPositionals: 1, maxPositionals: 1,
    positionalName: "a scene file")

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let fps = try parsed.number("--fps", in: Scene.fpsRange)
    let precision = try parsed.int("--precision", in: 0...10) ?? 3
    let jobs = try parsed.int("--jobs", in: 1...512) ?? DefaultJobs.count
    let at = try parsed.double("--at")
    let frameRange = try parsed.values["--frames"].map(parseFrameRange)
    let textRendering = try parsed.values["--text"].map(parseTextRendering) ?? .text
    if at != nil, frameRange != nil {
      throw UsageError(message: "'--at' and '--frames' cannot be used together")
    }
    let quiet = parsed.flags.contains("--quiet")
    // The staging folder is made while the scene loads (`--at` writes one file, no folder).
    let stagingInAdvance = at == nil ? parsed.values["--output"].flatMap(StagingInAdvance.init) : nil
    defer { stagingInAdvance?.discard() }
    let input: SceneInput
    switch SceneInput.load(path: parsed.positionals[0], frameRate: fps, lint: true, quiet: quiet) {
    case .success(let value): input = value
    case .failure(let status): return status.code
    }
    LeftToExit.keep(input)
    let renderer = SVGFrameRenderer(precision: precision, textRendering: textRendering)
    if let at {
      input.reportWarnings(quiet: quiet)
      let svg = renderer.render(input.evaluator.frame(at: at))
      if let output = parsed.values["--output"] {
        do {
          try FrameSequenceWriter.writeAtomically(svg, to: output)
        } catch {
          Output.stderr("error: \(error)\n")
          return 2
        }
      } else {
        Output.stdout(svg)
      }
      return 0
    }
    let frameCount = input.evaluator.frameCount
    if let frameRange, frameRange.lowerBound >= frameCount {
      throw UsageError(message: "'--frames' starts after the last frame (\(frameCount - 1))")
    }
    let range = frameRange.map { $0.lowerBound...min($0.upperBound, frameCount - 1) } ?? 0...(frameCount - 1)
    if let frameRange, frameRange.upperBound > frameCount - 1 {
      Output.stderr(
        "warning: '--frames \(parsed.values["--frames"] ?? "")' goes past the last frame (\(frameCount - 1)); "
          + "writing frames \(range.lowerBound)–\(range.upperBound)\n")
    }
    // Every frame written is staged and listed in the manifest; a run is kept to a size that
    // fits in memory and on disk (a scene of 10^9 frames is written in parts, or not at all).
    if range.count > maxFramesPerRun {
      if frameRange != nil {
        throw UsageError(
          message:
            "'--frames' selects \(range.count) frames, more than the \(maxFramesPerRun) one run writes")
      }
      SceneInput.report([tooManyFrames(input, frameCount: frameCount)], source: input.source)
      return 1
    }
    let directory = parsed.values["--output"] ?? "out/\(input.scene.name)"
    let outcome = writeFrames(
      input, range: range, to: directory, precision: precision, textRendering: textRendering, jobs: jobs,
      quiet: quiet, publication: frameRange == nil ? .whole : .part, stagingInAdvance: stagingInAdvance)
    if outcome.status == 0, !quiet { Output.stderr("wrote \(outcome.what) in \(RunSummary.seconds(outcome.seconds))\n") }
    return outcome.status
  }

  /// Writes the frames `range` and the manifest into `directory`, with a progress line on a
  /// terminal, then the scene's warnings; what was written, for the summary line.
  ///
  /// The warnings come after the frames because lint's frame rules read the frames written:
  /// each sampled frame's render tree is handed to lint as it is built, and only samples
  /// outside `range` (or at another precision) are evaluated again, afterwards. The
  /// warnings are the same as `scenec lint` gives, and are printed on failure too (before
  /// the error).
  static func writeFrames(
    _ input: SceneInput, range: ClosedRange<Int>, to directory: String, precision: Int,
    textRendering: TextRendering = .text, jobs: Int, quiet: Bool,
    publication: FramePublication = .whole, stagingInAdvance: StagingInAdvance? = nil
  ) -> RunSummary.Outcome {
    let started = Date()
    let evaluator = input.evaluator
    let frameCount = evaluator.frameCount
    let samples = input.lintSamples(quiet: quiet, jobs: jobs)
    var writer = FrameSequenceWriter(
      directory: directory, precision: precision, jobs: jobs, textRendering: textRendering,
      publication: publication)
    writer.stagingInAdvance = stagingInAdvance
    writer.frameObserver = samples?.observer(forTreesAt: precision)
    let scene = input.scene
    writer.manifestFonts = { SceneFonts.used(in: scene) }
    let info = SceneManifestInfo(
      name: scene.name, fps: scene.fps, size: scene.size, duration: evaluator.duration, frameCount: frameCount)
    let progress = ProgressLine("compiling", total: range.count, quiet: quiet)
    // A whole run's lint findings are worked out on another thread from the start: the rules
    // that read only the scene run beside the frames (on time the writes leave the cores
    // idle), and those that read frames wait for the last sample (`beginHandOver`).
    let findings = samples.flatMap { samples in
      jobs > 1 && publication == .whole ? FindingsAhead { input.lintFindings(samples: samples) } : nil
    }
    if let findings {
      samples?.beginHandOver()
      findings.start()
    }
    // The frame code's first use (page faults, type metadata, the worker thread) happens on
    // the idle core while this thread makes the staging folder. Not when that folder was
    // made while the scene loaded: then nothing is left to overlap, and the warm-up's
    // thread only competes with the first frames
    // (docs/performance.md, "The staging folder made while the scene loads").
    let warmUp = jobs > 1 && stagingInAdvance == nil ? FrameWarmUp(precision: precision, textRendering: textRendering) {
      evaluator.frame(index: range.lowerBound)
    } : nil
    defer { warmUp?.finish() }
    let written: WrittenSequence
    do {
      written = try writer.writeSequence(frames: Array(range), scene: info) { done in
        progress.update(done)
      } frame: {
        evaluator.frame(index: $0)
      }
      progress.finish()
    } catch {
      progress.finish()
      samples?.endHandOver()
      reportWarnings(input, findings: findings, quiet: quiet, samples: samples)
      Output.stderr("error: \(error)\n")
      return RunSummary.Outcome(status: 2)
    }
    // The writer counted the bytes it wrote: no file is looked up again for its size.
    let seconds = Date().timeIntervalSince(started)
    samples?.endHandOver()
    reportWarnings(input, findings: findings, quiet: quiet, samples: samples)
    return RunSummary.Outcome(
      status: 0,
      what: "\(RunSummary.count(written.frames.count, "frame")) (\(RunSummary.bytes(written.bytes))) to \(directory)",
      seconds: seconds)
  }

  /// The warnings, with lint's findings from `findings` when it was started (else found now).
  private static func reportWarnings(
    _ input: SceneInput, findings: FindingsAhead?, quiet: Bool, samples: FrameSampleCollector?
  ) {
    guard let findings else { return input.reportWarnings(quiet: quiet, samples: samples) }
    input.reportWarnings(findings: findings.result())
  }

  /// The most frames one `compile` writes.
  static let maxFramesPerRun = 1_000_000

  static func tooManyFrames(_ input: SceneInput, frameCount: Int) -> Diagnostic {
    Diagnostic(
      id: "too-many-frames",
      message: "the scene has \(frameCount) frames, more than the \(maxFramesPerRun) one compile writes",
      file: input.scene.file,
      range: input.scene.lengthSource,
      notes: [DiagnosticNote("write it in parts with '--frames A-B', or shorten it ('duration', 'fps')")])
  }

  /// The documentation of `too-many-frames`, for `scenec explain`.
  static let tooManyFramesDescription = DiagnosticDescription(
    id: "too-many-frames",
    summary: "the scene has more frames than one 'scenec compile' writes",
    explanation: """
      One `compile` writes at most \(maxFramesPerRun) frames (every frame is staged and listed \
      in the manifest, so a run must fit in memory and on disk). The error points at the \
      scene's `duration` (else `fps`).
      """,
    fix: "Write the scene in parts with `--frames A-B`, single frames with `--at T`, or shorten it "
      + "(`duration`, `fps`).")

  static func parseTextRendering(_ text: String) throws -> TextRendering {
    guard let mode = TextRendering(rawValue: text) else {
      throw UsageError(message: "invalid value '\(text)' for '--text': expected one of text, outlines")
    }
    return mode
  }

  /// `A-B`, 0-based and inclusive, or `A` (one frame).
  static func parseFrameRange(_ text: String) throws -> ClosedRange<Int> {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    if parts.count == 1, let a = Int(parts[0]), a >= 0 { return a...a }
    guard parts.count == 2, let a = Int(parts[0]), let b = Int(parts[1]), a >= 0, a <= b else {
      throw UsageError(
        message: "invalid value '\(text)' for '--frames': expected A-B with 0 ≤ A ≤ B, or one frame A")
    }
    return a...b
  }
}
