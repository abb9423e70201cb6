public import SceneDiagnostics

/// Lints one scene's bytes as `scenec lint FILE` does where no `.scenec.yml` applies (every
/// rule at its default severity, the file's own suppression comments honoured). For tools
/// that lint text they hold, such as the fuzzers under Fuzz/.
public enum SceneLinting {
  public static func lint(bytes: [UInt8], file: String) -> [Diagnostic] {
    FileLinter.lint(bytes: bytes, file: file, configuration: .default)
  }
}
