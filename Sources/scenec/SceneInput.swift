import Foundation
import SceneDecoder
import SceneDiagnostics
import SceneModel
import SceneTiming

/// Reads, decodes and evaluates one scene for `compile` and `timeline`, printing its
/// diagnostics to standard error. Returns nil (with the exit status) when it cannot go on.
struct SceneInput {
  var scene: Scene
  var evaluator: SceneEvaluator
  /// The file's text, for diagnostics found after loading.
  var source: SourceText

  static func load(path: String, fps: Int?) -> Result<SceneInput, ExitStatus> {
    load(path: path, frameRate: fps.map(Double.init))
  }

  /// `frameRate` replaces the scene's fps (`--fps`, any number the file may hold too).
  static func load(path: String, frameRate: Double?) -> Result<SceneInput, ExitStatus> {
    guard let data = FileManager.default.contents(atPath: path) else {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
      let reason =
        !exists ? "no such file" : isFolder.boolValue ? "it is a folder (give a scene file; 'lint' and 'test' take folders)" : "permission denied"
      Output.stderr("error: cannot read '\(path)': \(reason)\n")
      return .failure(ExitStatus(code: 2))
    }
    let result = SceneLoader.decode(bytes: [UInt8](data), file: path)
    let source = SourceText(String(decoding: data, as: UTF8.self))
    var diagnostics = result.diagnostics
    guard var scene = result.scene, !diagnostics.hasErrors else {
      report(diagnostics, source: source)
      return .failure(ExitStatus(code: 1))
    }
    if let frameRate { scene.fps = frameRate }
    let evaluator = SceneEvaluator(scene: scene)
    diagnostics += evaluator.diagnostics
    report(diagnostics.sortedAndUnique(), source: source)
    if diagnostics.hasErrors { return .failure(ExitStatus(code: 1)) }
    return .success(SceneInput(scene: scene, evaluator: evaluator, source: source))
  }

  static func report(_ diagnostics: [Diagnostic], source: SourceText) {
    guard !diagnostics.isEmpty else { return }
    let renderer = TextRenderer(colored: Output.isTerminal(2))
    Output.stderr(renderer.render(diagnostics, source: { _ in source }))
  }
}

struct ExitStatus: Error {
  var code: Int32
}
