/// How bad a finding is. Notes only appear attached to a diagnostic.
public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
  case error, warning, note

  private var rank: Int {
    switch self {
    case .error: 0
    case .warning: 1
    case .note: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A suggested edit: replace the text in `range` by `replacement`.
public struct FixIt: Hashable, Sendable {
  public var message: String
  public var range: SourceRange
  public var replacement: String

  public init(message: String, range: SourceRange, replacement: String) {
    self.message = message
    self.range = range
    self.replacement = replacement
  }
}

/// Extra context for a diagnostic, optionally located (in `file`, or the diagnostic's file).
public struct DiagnosticNote: Hashable, Sendable {
  public var message: String
  public var file: String?
  public var range: SourceRange?

  public init(_ message: String, file: String? = nil, range: SourceRange? = nil) {
    self.message = message
    self.file = file
    self.range = range
  }
}

/// One problem found in a scene. Produced by a stage, printed by a reporter; never printed
/// where it is made. `id` is a stable kebab-case identifier (never renamed or reused).
public struct Diagnostic: Hashable, Sendable {
  public var id: String
  public var severity: Severity
  public var message: String
  public var file: String
  public var range: SourceRange?
  public var notes: [DiagnosticNote]
  public var fixIts: [FixIt]

  public init(
    id: String, severity: Severity = .error, message: String, file: String,
    range: SourceRange?, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    self.id = id
    self.severity = severity
    self.message = message
    self.file = file
    self.range = range
    self.notes = notes
    self.fixIts = fixIts
  }

  /// Stable order for printing: file, then position, then id, then message.
  public static func sortKey(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
    if lhs.file != rhs.file { return lhs.file < rhs.file }
    let l = lhs.range?.start ?? SourceLocation(line: 0, column: 0)
    let r = rhs.range?.start ?? SourceLocation(line: 0, column: 0)
    if l != r { return l < r }
    if lhs.id != rhs.id { return lhs.id < rhs.id }
    return lhs.message < rhs.message
  }
}

extension Array where Element == Diagnostic {
  /// Sorted by position and with exact duplicates removed.
  public func sortedAndUnique() -> [Diagnostic] {
    var seen = Set<Diagnostic>()
    return self.sorted(by: Diagnostic.sortKey).filter { seen.insert($0).inserted }
  }

  public var errorCount: Int { self.lazy.filter { $0.severity == .error }.count }
  public var warningCount: Int { self.lazy.filter { $0.severity == .warning }.count }
  public var hasErrors: Bool { self.contains { $0.severity == .error } }
}
