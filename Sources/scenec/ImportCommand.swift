import Foundation
import SceneDecoder
import SceneDiagnostics
import SceneLottie
import SceneOutput

/// `scenec import FILE.json [-o SCENE.yaml] [--strict]`
enum ImportCommand {
  static let help = """
    USAGE: scenec import FILE.json [-o SCENE.yaml] [--strict]

    Converts a Lottie (Bodymovin) animation into a scene file that lints clean and
    compiles to the same pictures. Without -o the scene is printed to standard output.
    What the scene format cannot express is a warning naming the Lottie layer and the
    JSON path (for example layers[3].shapes[1].it[2]); malformed JSON or a file that is
    not Lottie is an error at its line and column. Nothing is written on errors.

    OPTIONS:
      -o, --output FILE   write the scene to FILE (atomically) instead of standard output
      --strict            treat every warning as an error (exit 1, nothing written)

    EXAMPLES:
      scenec import anim.json -o anim.yaml && scenec compile anim.yaml
      scenec import anim.json --strict > anim.yaml

    See docs/import.md for what is imported and how.

    """

  static let spec = CommandSpec(
    name: "import", valueOptions: ["--output"], flags: ["--strict"], aliases: ["-o": "--output"],
    minPositionals: 1, maxPositionals: 1, positionalName: "a Lottie JSON file")

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let path = parsed.positionals[0]
    guard let data = FileManager.default.contents(atPath: path) else {
      let reason = FileManager.default.fileExists(atPath: path) ? "permission denied or a folder" : "no such file"
      Output.stderr("error: cannot read '\(path)': \(reason)\n")
      return 2
    }
    let bytes = [UInt8](data)
    let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    let result = LottieImporter.convert(
      bytes: bytes, file: path, sceneName: stem, strict: parsed.flags.contains("--strict"))
    let source = SourceText(String(decoding: bytes, as: UTF8.self))
    SceneInput.report(result.diagnostics, source: source)
    guard let yaml = result.yaml else { return 1 }
    // The scene must decode cleanly: anything else is a bug in the importer.
    let check = SceneLoader.decode(bytes: Array(yaml.utf8), file: parsed.values["--output"] ?? "<import>")
    if check.diagnostics.hasErrors {
      let text = TextRenderer(showsSourceExcerpts: false).render(check.diagnostics, source: { _ in nil })
      Output.stderr("error: internal error: the imported scene does not decode:\n\(text)")
      return 2
    }
    if let output = parsed.values["--output"] {
      do {
        // Missing parent folders are made, as every other command's -o does.
        let file = try AtomicFile(path: output)
        do {
          try file.write(Data(yaml.utf8))
        } catch {
          file.discard()
          throw error
        }
        try file.commit()
      } catch {
        Output.stderr("error: \(error)\n")
        return 2
      }
    } else {
      Output.stdout(yaml)
    }
    return 0
  }
}
