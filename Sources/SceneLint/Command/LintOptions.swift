/// How `scenec lint` prints its findings.
public enum LintFormat: String, Hashable, Sendable, CaseIterable {
  /// Compiler-style lines with source excerpts, on standard error.
  case text
  /// One versioned JSON document with sorted keys, on standard output.
  case json
  /// GitHub Actions workflow commands (`::error file=…::…`), on standard output.
  case github
  /// SARIF 2.1.0 (code scanning), on standard output.
  case sarif
}

/// When the text format colors severities.
public enum ColorMode: String, Hashable, Sendable, CaseIterable {
  /// Only when standard error is a terminal.
  case auto
  case always
  case never
}

/// The options of `scenec lint`.
public struct LintOptions: Hashable, Sendable {
  public var format: LintFormat
  /// Warnings fail too (exit status 1).
  public var strict: Bool
  public var color: ColorMode
  /// Files linted at once; values below 1 count as 1.
  public var jobs: Int

  public init(format: LintFormat = .text, strict: Bool = false, color: ColorMode = .auto, jobs: Int = 1) {
    self.format = format
    self.strict = strict
    self.color = color
    self.jobs = jobs
  }
}
