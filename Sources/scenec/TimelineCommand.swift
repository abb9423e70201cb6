import SceneDiagnostics
import SceneTiming

/// `scenec timeline SCENE [--layer ID] [--key-path K] [--at T]`
enum TimelineCommand {
  static let spec = CommandSpec(
    name: "timeline", valueOptions: ["--layer", "--key-path", "--at"], minPositionals: 1,
    maxPositionals: 1, positionalName: "a scene file")

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let at = try parsed.double("--at")
    let input: SceneInput
    switch SceneInput.load(path: parsed.positionals[0], fps: nil) {
    case .success(let value): input = value
    case .failure(let status): return status.code
    }
    let layer = parsed.values["--layer"]
    let keyPath = parsed.values["--key-path"]
    let outcome =
      if let at {
        input.evaluator.checkedTimeline(at: at, layer: layer, keyPath: keyPath)
      } else {
        input.evaluator.checkedTimeline(layer: layer, keyPath: keyPath)
      }
    switch outcome {
    case .timeline(let timeline):
      Output.stdout(TimelineJSON.encode(timeline) + "\n")
      return 0
    case .tooLarge(var diagnostic):
      diagnostic.notes.append(
        DiagnosticNote(
          "shorten the scene ('duration', 'fps'), keep fewer tracks with '--layer' or "
            + "'--key-path', or render frames with 'compile --frames A-B'"))
      SceneInput.report([diagnostic], source: input.source)
      return 1
    }
  }
}
