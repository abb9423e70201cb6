import SceneDiff
import SceneTiming

/// `scenec diff OLD.yaml NEW.yaml [--format text|json] [--tolerance X]`: what a change of a
/// scene changes on screen (SceneDiff does the comparing).
enum DiffCommand {
  static let help = """
    USAGE: scenec diff OLD.yaml NEW.yaml [--format text|json] [--tolerance X]

    Shows what a change of a scene changes on screen. Both versions are evaluated at the
    frame times of NEW (i / fps of NEW, over the longer of the two durations); a change is
    a (layer, property) whose values differ by more than X at some frame: numbers by
    value, colors per channel (0…1), points, sizes, rects and transforms per component,
    paths per coordinate; text, booleans and paths whose elements differ by equality.
    Changed size, fps, duration or background and added or removed layers are listed too.
    A change of formatting only (key order, flow or block style, comments, values moved
    into defs) is no change.

    OPTIONS:
      --format F        text (default: one line per change) or json
      --tolerance X     The largest difference that is no change (default 1e-6)

    EXIT STATUS: 0 nothing differs, 1 something does, 2 bad usage or a scene with errors.

    EXAMPLE: scenec diff old/badge.yaml scenes/badge.yaml
      badge  opacity  frames 16–30 (0.533–1.000 s)  max Δ 0.3  (0.62 → 0.41 at frame 16)

    """

  enum Format: String, CaseIterable { case text, json }

  static let spec = CommandSpec(
    name: "diff", valueOptions: ["--format", "--tolerance"], minPositionals: 2, maxPositionals: 2,
    positionalName: "two scene files (OLD.yaml NEW.yaml)")

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let format = try LintCommandLine.choice(parsed.values["--format"], option: "--format", Format.self) ?? .text
    var tolerance = SceneDiff.defaultTolerance
    if let text = parsed.values["--tolerance"] {
      guard let value = Double(text), value.isFinite, value >= 0 else {
        throw UsageError(
          message: "invalid value '\(text)' for '--tolerance': expected a number ≥ 0, e.g. 0.001")
      }
      tolerance = value
    }
    // Both are loaded, so the problems of both are printed. A scene with errors cannot be
    // compared: for diff that is bad usage (status 2).
    let loaded = parsed.positionals.map { SceneInput.load(path: $0, frameRate: nil) }
    guard case .success(let old) = loaded[0], case .success(let new) = loaded[1] else { return 2 }
    let frames = SceneDiff.frameCount(old: old.evaluator, new: new.evaluator)
    guard frames <= SceneDiff.maxFrames else {
      throw UsageError(
        message: "the scenes have \(frames) frames to compare, more than the \(SceneDiff.maxFrames) one diff "
          + "compares; shorten them ('duration', 'fps')")
    }
    let diff = SceneDiff.compare(old: old.evaluator, new: new.evaluator, tolerance: tolerance)
    Output.stdout(format == .json ? DiffReport.json(diff) : DiffReport.text(diff))
    return diff.isEqual ? 0 : 1
  }
}
