import SceneLottie
import Foundation
import SceneDiagnostics
import SceneLint
import SceneSVG

/// `scenec lint PATH... [--format F] [--strict] [--color C] [--jobs N]`, `scenec rules`,
/// `scenec explain ID`: argument parsing only; SceneLint does the work.
enum LintCommandLine {
  static let spec = CommandSpec(
    name: "lint", valueOptions: ["--format", "--color", "--jobs"], flags: ["--strict"],
    minPositionals: 1, positionalName: "at least one file or folder")

  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(arguments, spec: spec)
    let format = try choice(parsed.values["--format"], option: "--format", LintFormat.self) ?? .text
    let color = try choice(parsed.values["--color"], option: "--color", ColorMode.self) ?? .auto
    let jobs = try parsed.int("--jobs", in: 1...512) ?? DefaultJobs.count
    let options = LintOptions(format: format, strict: parsed.flags.contains("--strict"), color: color, jobs: jobs)
    let progress = ProgressLine("linting", total: 0, unit: "files", quiet: false)
    let result = LintCommand.run(
      paths: parsed.positionals, options: options, isTerminal: Output.isTerminal(2),
      progress: { progress.update($0, of: $1) })
    progress.finish()
    Output.stdout(result.stdout)
    Output.stderr(result.stderr)
    return result.status
  }

  static func choice<T: RawRepresentable & CaseIterable>(
    _ text: String?, option: String, _ type: T.Type
  ) throws -> T? where T.RawValue == String {
    guard let text else { return nil }
    if let value = T(rawValue: text) { return value }
    let names = T.allCases.map(\.rawValue)
    throw UsageError(
      message: "invalid value '\(text)' for '\(option)': expected one of \(names.joined(separator: ", "))")
  }
}

enum RulesCommandLine {
  static func run(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(
      arguments, spec: CommandSpec(name: "rules", flags: ["--markdown"], maxPositionals: 0))
    Output.stdout(parsed.flags.contains("--markdown") ? RulesCommand.markdown() : RulesCommand.list())
    return 0
  }

  static func explain(_ arguments: [String]) throws -> Int32 {
    let parsed = try ArgumentParser.parse(
      arguments,
      spec: CommandSpec(
        name: "explain", minPositionals: 1, maxPositionals: 1, positionalName: "a rule or diagnostic id"))
    let extra =
      [(description: CompileCommand.tooManyFramesDescription, severity: Severity.error)]
      + SceneFonts.diagnosticCatalog.map { (description: $0, severity: Severity.warning) }
      + LottieImporter.diagnosticCatalog.map { (description: $0.description, severity: $0.severity) }
    let result = RulesCommand.explain(parsed.positionals[0], extra: extra)
    if result.status == 0 { Output.stdout(result.text) } else { Output.stderr(result.text) }
    return result.status
  }
}
