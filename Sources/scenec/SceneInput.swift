import Foundation
import SceneDecoder
import SceneDiagnostics
import SceneLint
import SceneModel
import SceneOutput
import SceneSVG
import SceneTiming
import SceneYAML

/// Reads, decodes and evaluates one scene for `compile` and `timeline`, printing its
/// diagnostics to standard error. Returns nil (with the exit status) when it cannot go on.
struct SceneInput {
  var scene: Scene
  var evaluator: SceneEvaluator
  /// The file's bytes, for lint's findings and for diagnostics found after loading.
  var bytes: [UInt8]
  /// The file's text split into lines, for excerpts under diagnostics: made only when one
  /// is printed (splitting a 6 KB scene was 2.5 M instructions of every compile; making its
  /// String, 64,000 instructions of stroke-pop's, is left to then too).
  var source: SourceText { SourceText(String(decoding: bytes, as: UTF8.self)) }
  var path: String = ""
  /// Whether lint's findings are reported (`lint` of `load`).
  var lints = false
  /// Warnings held back until the command is about to write (see `lint` of `load`).
  var heldWarnings: [Diagnostic] = []
  /// The YAML document the decoder read, for lint's rules (no second parse).
  var document: YAMLNode?

  /// `frameRate` replaces the scene's fps (`--fps`, any number the file may hold too).
  /// `lint`: the warnings are held back (errors are printed at once), so that a command
  /// that goes on to write prints them, with what `scenec lint` would add (rules, with the
  /// file's configuration and suppression comments), through `reportWarnings`, and one that
  /// stops at a usage error or a limit prints only that. `quiet`: print errors only.
  static func load(
    path: String, frameRate: Double?, lint: Bool = false, quiet: Bool = false
  ) -> Result<SceneInput, ExitStatus> {
    guard let data = FileBytes.read(path) else {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      let reason =
        !exists ? "no such file" : isFolder.boolValue ? "it is a folder (give a scene file; 'lint' and 'test' take folders)" : "permission denied"
      Output.stderr("error: cannot read '\(path)': \(reason)\n")
      return .failure(ExitStatus(code: 2))
    }
    // The commands that lint draw the frames: text layers' libraries load while decoding.
    if lint && TextLayerHint.mayHaveTextLayers(data) { SceneFonts.preloadLibraries() }
    let (result, document) = SceneLoader.decodeKeepingDocument(bytes: data, file: path)
    let text = { String(decoding: data, as: UTF8.self) }
    var diagnostics = result.diagnostics
    guard var scene = result.scene, !diagnostics.hasErrors else {
      report(diagnostics, source: SourceText(text()), quiet: quiet)
      return .failure(ExitStatus(code: 1))
    }
    if let frameRate { scene.fps = frameRate }
    if lint { SceneFonts.startLoading(for: scene) }  // the commands that lint draw the frames
    let evaluator = SceneEvaluator(scene: scene)
    if lint && !evaluator.diagnostics.hasErrors {
      // The timing warnings come back with lint's findings, as lint words them.
      return .success(
        SceneInput(
          scene: scene, evaluator: evaluator, bytes: data, path: path, lints: true,
          heldWarnings: diagnostics, document: document))
    }
    diagnostics += evaluator.diagnostics
    report(diagnostics.sortedAndUnique(), source: SourceText(text()), quiet: quiet)
    if diagnostics.hasErrors { return .failure(ExitStatus(code: 1)) }
    return .success(SceneInput(scene: scene, evaluator: evaluator, bytes: data, path: path))
  }

  /// Where a command that renders the frames hands lint the ones it samples, so that
  /// `reportWarnings` does not evaluate them again; nil when no warnings will be printed.
  func lintSamples(quiet: Bool, jobs: Int) -> FrameSampleCollector? {
    guard !quiet, lints else { return nil }
    return FrameSampleCollector(scene: scene, evaluator: evaluator, jobs: jobs)
  }

  /// Prints the held-back warnings, lint's findings and the fonts drawn instead of missing
  /// ones (nothing with `quiet`). `samples`: lint's sampled frames gathered while rendering
  /// (`lintSamples`).
  func reportWarnings(quiet: Bool, samples: FrameSampleCollector? = nil) {
    guard !quiet, lints else { return }
    reportWarnings(findings: lintFindings(samples: samples))
  }

  /// Lint's findings (rules, configuration, suppression comments), without printing them:
  /// what `reportWarnings` prints besides the held-back warnings and the fonts.
  func lintFindings(samples: FrameSampleCollector? = nil) -> [Diagnostic] {
    LintCommand.warnings(
      scene: scene, evaluator: evaluator, document: document, bytes: bytes, file: path, samples: samples)
  }

  /// Prints the held-back warnings, `findings` (from `lintFindings`) and the fonts drawn
  /// instead of missing ones.
  func reportWarnings(findings: [Diagnostic]) {
    let fonts = SceneFonts.fallbackWarnings(in: scene)
    Self.report((heldWarnings + findings + fonts).sortedAndUnique(), source: source)
  }

  /// `source` is split into lines only when there is something to print.
  static func report(_ diagnostics: [Diagnostic], source: @autoclosure () -> SourceText, quiet: Bool = false) {
    let diagnostics = quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    guard !diagnostics.isEmpty else { return }
    let renderer = TextRenderer(colored: Output.isTerminal(2))
    let lines = source()
    Output.stderr(renderer.render(diagnostics, source: { _ in lines }))
  }
}

struct ExitStatus: Error {
  var code: Int32
}
