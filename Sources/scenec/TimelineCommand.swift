import SceneDiagnostics
import SceneModel
import SceneTiming

/// `scenec timeline SCENE [--layer ID] [--key-path K] [--at T] [--times] [--decompose]`
enum TimelineCommand {
  static let spec = CommandSpec(
    name: "timeline", valueOptions: ["--layer", "--key-path", "--at"], flags: ["--times", "--decompose"],
    minPositionals: 1, maxPositionals: 1, positionalName: "a scene file")

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let at = try parsed.double("--at")
    let input: SceneInput
    switch SceneInput.load(path: parsed.positionals[0], frameRate: nil) {
    case .success(let value): input = value
    case .failure(let status): return status.code
    }
    let layer = parsed.values["--layer"]
    let keyPath = parsed.values["--key-path"]
    if let layer { try checkLayer(layer, in: input.scene) }
    if let keyPath { try checkKeyPath(keyPath) }
    // The contract's keys stay exactly as they are; the additions are asked for.
    let options = TimelineJSON.Options(
      times: parsed.flags.contains("--times"), at: at, decompose: parsed.flags.contains("--decompose"))
    let outcome: SceneEvaluator.CheckedTimeline
    if let at {
      outcome = input.evaluator.checkedTimeline(at: at, layer: layer, keyPath: keyPath)
    } else {
      // Streamed: the JSON is written as the frames are evaluated (memory independent of them).
      let tooLarge = input.evaluator.writeTimelineJSON(layer: layer, keyPath: keyPath, options: options) {
        Output.stdout($0)
      }
      guard let tooLarge else {
        Output.stdout("\n")
        return 0
      }
      outcome = .tooLarge(tooLarge)
    }
    switch outcome {
    case .timeline(let timeline):
      Output.stdout(TimelineJSON.encode(timeline, options: options) + "\n")
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

  /// `--layer` must name a layer of the scene (one without animations simply has no tracks).
  static func checkLayer(_ id: String, in scene: Scene) throws {
    let ids = scene.allLayers().map(\.id)
    guard !ids.contains(id) else { return }
    var message = "no layer '\(id)' in '\(scene.file)'"
    if let suggestion = Suggestions.closest(to: id, in: ids) {
      message += "; did you mean '\(suggestion)'?"
    } else if ids.isEmpty {
      message += "; it has no layers"
    } else {
      message += "; its layers are " + ids.prefix(8).map { "'\($0)'" }.joined(separator: ", ")
        + (ids.count > 8 ? ", …" : "")
    }
    throw UsageError(message: message)
  }

  /// `--key-path` must be a key path (`position.x`) or a property (`strokeEnd`). A
  /// misspelt last component (`rotaton`) suggests the full key path (`transform.rotation`).
  static func checkKeyPath(_ text: String) throws {
    if KeyPath(parsing: text) != nil || LayerProperty(rawValue: text) != nil { return }
    let names = KeyPath.all.keys.sorted()
    var suggestion = Suggestions.closest(to: text, in: names)
    if suggestion == nil {
      var byLastComponent: [String: [String]] = [:]
      for name in names where name.contains(".") {
        byLastComponent[String(name.split(separator: ".").last!), default: []].append(name)
      }
      if let last = Suggestions.closest(to: text, in: byLastComponent.keys.sorted()),
        let full = byLastComponent[last]?.min(by: { $0.count < $1.count })
      {
        suggestion = full
      }
    }
    var message = "unknown key path '\(text)' for '--key-path'"
    if let suggestion { message += "; did you mean '\(suggestion)'?" }
    throw UsageError(message: message)
  }
}
