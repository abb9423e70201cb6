import Foundation
public import SceneDiagnostics
public import SceneModel
public import SceneTiming
public import SceneYAML
import SceneThreads

/// `scenec lint PATH...`: the whole command behind the thin executable.
public enum LintCommand {
  /// The version SARIF output names.
  public static let toolVersion = ToolVersion.scenec
  /// Where SARIF viewers link the tool to.
  public static let informationURI = "https://scenec.invalid/docs/lint.md"

  /// Expands files, folders (recursive `*.yaml`/`*.yml`, sorted) and globs (`*`, `**`, `?`,
  /// `[…]`, `{a,b}`); finds each file's `.scenec.yml` (its folder or the nearest above);
  /// lints the files in parallel (`options.jobs` at once) and reports in a stable order,
  /// whatever the number of jobs.
  ///
  /// The text format goes to `stderr` (as compiler diagnostics do); json, github and sarif
  /// go to `stdout`. Unknown paths and unreadable files are one-line errors on `stderr`.
  /// Status: 2 when a path is unknown or a file unreadable; else 1 when there are errors
  /// (or warnings with `strict`); else 0. `isTerminal` says whether standard error is a
  /// terminal (for `--color auto`). `progress`, when given, is called with (files done,
  /// files to lint) as files finish, from the linting threads.
  public static func run(
    paths: [String], options: LintOptions, isTerminal: Bool,
    progress: (@Sendable (Int, Int) -> Void)? = nil
  ) -> (stdout: String, stderr: String, status: Int32) {
    var problems: [String] = []
    let expansion = PathExpander().expand(paths)
    problems += expansion.problems

    let store = ConfigurationStore(ruleIDs: RuleRegistry.ids)
    var work: [(file: String, configuration: LintConfiguration)] = []
    var usedConfigurations: [String: LintConfiguration] = [:]
    for file in expansion.files {
      let configuration = store.configuration(forFile: file)
      if let name = configuration.file { usedConfigurations[name] = configuration }
      if configuration.ignores(absolutePath: PathExpander.absolute(file)) { continue }
      work.append((file, configuration))
    }
    problems += store.unreadable.map { "cannot read configuration '\($0)'" }

    let counter = DoneCounter(total: work.count, report: progress)
    let outcomes = ParallelMap.map(work, jobs: options.jobs) { item -> FileOutcome? in
      defer { counter.increment() }
      guard let data = FileManager.default.contents(atPath: item.file) else { return nil }
      let bytes = [UInt8](data)
      let diagnostics = FileLinter.lint(bytes: bytes, file: item.file, configuration: item.configuration)
      return FileOutcome(
        diagnostics: diagnostics,
        source: diagnostics.isEmpty ? nil : SourceText(String(decoding: bytes, as: UTF8.self)))
    }

    var diagnostics: [Diagnostic] = []
    var sources: [String: SourceText] = [:]
    for (item, outcome) in zip(work, outcomes) {
      guard let outcome else {
        problems.append("cannot read '\(item.file)'")
        continue
      }
      diagnostics += outcome.diagnostics
      if let source = outcome.source { sources[item.file] = source }
    }
    for name in usedConfigurations.keys.sorted() {
      let configuration = usedConfigurations[name]!
      diagnostics += configuration.diagnostics
      if !configuration.diagnostics.isEmpty, let folder = configuration.folder,
        let data = FileManager.default.contents(
          atPath: (folder as NSString).appendingPathComponent(ConfigurationStore.fileName))
      {
        sources[name] = SourceText(String(decoding: data, as: UTF8.self))
      }
    }

    let report = LintReport(diagnostics: diagnostics, fileCount: work.count, sources: sources)
    var stdout = ""
    var stderr = problems.map { "error: \($0)\n" }.joined()
    switch options.format {
    case .text:
      let colored = options.color == .always || (options.color == .auto && isTerminal)
      stderr += TextReporter(colored: colored).render(report)
    case .json:
      stdout = JSONReporter().render(report)
    case .github:
      stdout = GitHubReporter().render(report)
    case .sarif:
      stdout = SARIFReporter(toolVersion: toolVersion, informationURI: informationURI).render(report)
    }
    let status: Int32
    if !problems.isEmpty {
      status = 2
    } else if report.errorCount > 0 || (options.strict && report.warningCount > 0) {
      status = 1
    } else {
      status = 0
    }
    return (stdout, stderr, status)
  }

  /// What `lint` says about a scene already decoded (without errors) and evaluated, beyond
  /// its decoding diagnostics: the timing engine's warnings and the rules' findings, with
  /// the file's `.scenec.yml` and suppression comments applied. For commands that report a
  /// scene's warnings as they go (`compile`, `preview`, `watch`).
  /// `document` is the YAML the decoder read (`SceneLoader.decodeKeepingDocument`);
  /// `samples`, the frames a command gathered for lint while it rendered them (the same
  /// findings as without, sooner).
  public static func warnings(
    scene: Scene, evaluator: SceneEvaluator, document: YAMLNode?, bytes: [UInt8], file: String,
    samples: FrameSampleCollector? = nil
  ) -> [Diagnostic] {
    let configuration = ConfigurationStore(ruleIDs: RuleRegistry.ids).configuration(forFile: file)
    return FileLinter.findings(
      scene: scene, evaluator: evaluator, document: document, bytes: bytes, file: file,
      configuration: configuration, samples: samples)
  }

  /// Counts finished files for the progress callback.
  final class DoneCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: (@Sendable (Int, Int) -> Void)?

    init(total: Int, report: (@Sendable (Int, Int) -> Void)?) {
      self.total = total
      self.report = report
    }

    func increment() {
      guard let report else { return }
      lock.lock()
      done += 1
      let now = done
      lock.unlock()
      report(now, total)
    }
  }

  /// What linting one file gave; nil in `ParallelMap`'s result when it could not be read.
  struct FileOutcome: Sendable {
    var diagnostics: [Diagnostic]
    var source: SourceText?
  }
}
