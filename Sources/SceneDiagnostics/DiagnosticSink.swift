/// Collects the diagnostics of one stage for one file. Stages never throw user errors:
/// they emit here and keep going, so every problem is reported in one run.
public struct DiagnosticSink: Sendable {
  public let file: String
  public private(set) var diagnostics: [Diagnostic] = []

  public init(file: String) { self.file = file }

  public mutating func emit(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  public mutating func emit(contentsOf other: [Diagnostic]) { diagnostics.append(contentsOf: other) }

  /// Emits a diagnostic in this sink's file.
  public mutating func error(
    _ id: String, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    emit(
      Diagnostic(
        id: id, severity: .error, message: message, file: file, range: range, notes: notes,
        fixIts: fixIts))
  }

  public mutating func warning(
    _ id: String, _ message: String, at range: SourceRange?, notes: [DiagnosticNote] = [],
    fixIts: [FixIt] = []
  ) {
    emit(
      Diagnostic(
        id: id, severity: .warning, message: message, file: file, range: range, notes: notes,
        fixIts: fixIts))
  }

  public var hasErrors: Bool { diagnostics.hasErrors }
}
