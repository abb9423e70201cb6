import Foundation

/// `scenec watch SCENE.yaml [-o DIR] [--preview FILE.html] [--jobs N] [--quiet]`: compiles,
/// then compiles again whenever the scene file changes, until SIGINT or SIGTERM (exit 0).
enum WatchCommand {
  static let help = """
    USAGE: scenec watch SCENE.yaml [-o DIR] [--preview FILE.html] [--jobs N] [--quiet]

    Compiles the scene into DIR (default: out/<scene name>), then again whenever the scene
    file changes, until interrupted (Ctrl-C, SIGINT or SIGTERM: exit status 0). Each round
    prints the scene's diagnostics (errors and lint warnings) and one summary line. A version
    with errors leaves the last good frames (and page) as they were, and watching goes on.
    With --preview, each good round also writes the HTML player page (see 'scenec help
    preview'). Saves in place and editor-style saves (a new file renamed over the old) are
    both noticed; a burst of saves gives one compile. An interrupt during a round lets the
    round finish, so no temporary files or folders are left behind.

    OPTIONS:
      -o, --output DIR      Output folder (default: out/<scene name>)
      --preview FILE.html   Also write the preview page
      --jobs N              Frames rendered in parallel (default: the number of cores)
      --quiet               Print errors only

    EXAMPLE: scenec watch scenes/welcome.yaml --preview out/welcome.html

    """

  static let spec = CommandSpec(
    name: "watch", valueOptions: ["--output", "--preview", "--jobs"], flags: ["--quiet"],
    aliases: ["-o": "--output"], minPositionals: 1, maxPositionals: 1, positionalName: "a scene file")

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let jobs = try parsed.int("--jobs", in: 1...512) ?? DefaultJobs.count
    let quiet = parsed.flags.contains("--quiet")
    let path = parsed.positionals[0]
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
      throw UsageError(message: "cannot watch '\(path)': \(isFolder.boolValue ? "a folder" : "no such file")")
    }
    let watcher = try FileWatcher(path: path)
    if !quiet { Output.stderr("watching \(path) (Ctrl-C to stop)\n") }
    var event = FileWatcher.Event.changed
    while event == .changed {
      round(path: path, output: parsed.values["--output"], preview: parsed.values["--preview"], jobs: jobs, quiet: quiet)
      event = watcher.next()
    }
    if !quiet { Output.stderr("stopped watching \(path)\n") }
    return 0
  }

  /// One compile (and page); problems are printed, never thrown: the watch goes on.
  static func round(path: String, output: String?, preview: String?, jobs: Int, quiet: Bool) {
    let input: SceneInput
    switch SceneInput.load(path: path, frameRate: nil, lint: true, quiet: quiet) {
    case .success(let value): input = value
    case .failure:
      Output.stderr("watch: \(path) has errors; the last good output is kept\n")
      return
    }
    let frameCount = input.evaluator.frameCount
    guard frameCount <= CompileCommand.maxFramesPerRun else {
      SceneInput.report([CompileCommand.tooManyFrames(input, frameCount: frameCount)], source: input.source)
      return
    }
    let directory = output ?? "out/\(input.scene.name)"
    let frames = CompileCommand.writeFrames(
      input, range: 0...(frameCount - 1), to: directory, precision: 3, jobs: jobs, quiet: quiet)
    guard frames.status == 0 else { return }
    var what = frames.what
    var seconds = frames.seconds
    if let preview {
      let page = PreviewCommand.writePage(input, to: preview, jobs: jobs, quiet: quiet, warnings: false)
      guard page.status == 0 else { return }
      what += " and " + page.what
      seconds += page.seconds
    }
    // One summary line per round.
    if !quiet { Output.stderr("wrote \(what) in \(RunSummary.seconds(seconds))\n") }
  }
}
