import Foundation
import SceneDiagnostics
import SceneLint
import SceneSnapshot

/// `scenec test PATH... [--update] [--format text|json|junit]`: checks (or records) the
/// snapshots scenes list under `snapshots:`. SceneSnapshot does the work.
enum TestCommand {
  static let help = """
    USAGE: scenec test PATH... [--update] [--format text|json|junit]

    Checks the snapshots scenes declare. A scene lists instants at the top level,
    `snapshots: [0, 0.25, "300ms", end]`; each is kept as two files in
    __snapshots__/<scene file name without .yaml>/ beside the scene: t0.250s.svg (the frame,
    the same bytes 'compile --at 0.25' writes) and t0.250s.json (every layer's presentation
    values at that instant), or end.svg and end.json for 'end'. PATHs are files, folders
    (searched recursively for *.yaml and *.yml) and globs, as for 'lint'.

    A snapshot that differs is explained in the scene's terms: the scene, the time, each
    layer and property that differs with its recorded and new value, or that only the SVG
    bytes differ. A missing snapshot fails and says how to record it. Nothing is written
    without --update.

    OPTIONS:
      --update          Record missing and differing snapshots and remove those no longer
                        listed (exit status 0), in CI as anywhere.
      --force           Accepted beside --update and changes nothing (scripts written
                        when --update refused to run in CI keep working)
      --format F        text (default), json, or junit (JUnit XML: one testsuite per scene,
                        one testcase per snapshot)

    EXIT STATUS: 0 every snapshot matches, 1 one differs or is missing or a scene has
    errors, 2 bad usage or --update cannot write the snapshots (one line of error; the
    recorded ones stay as they were).

    EXAMPLE: scenec test scenes --format junit > snapshots.xml

    """

  static let spec = CommandSpec(
    name: "test", valueOptions: ["--format"], flags: ["--update", "--force"], minPositionals: 1,
    positionalName: "at least one file or folder")

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let format =
      try LintCommandLine.choice(parsed.values["--format"], option: "--format", SnapshotFormat.self) ?? .text
    let update = parsed.flags.contains("--update")
    if parsed.flags.contains("--force"), !update {
      throw UsageError(message: "'--force' only goes with '--update'")
    }
    let expansion = PathExpander().expand(parsed.positionals)
    if !expansion.problems.isEmpty {
      throw UsageError(message: expansion.problems.joined(separator: "; "))
    }
    let results = expansion.files.map { SnapshotTester.run(file: $0, update: update) }
    for result in results where !result.diagnostics.isEmpty && result.diagnostics.hasErrors {
      let source = result.source ?? SourceText("")
      Output.stderr(TextRenderer(colored: Output.isTerminal(2)).render(result.diagnostics, source: { _ in source }))
    }
    let report = SnapshotReport(results: results, update: update)
    switch format {
    case .text: Output.stdout(report.text())
    case .json: Output.stdout(report.json())
    case .junit: Output.stdout(report.junit())
    }
    for result in results { if let error = result.writeError { Output.stderr("error: \(error)\n") } }
    return report.status
  }
}
