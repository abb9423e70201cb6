/// A position in a source file. `line` and `column` are 1-based; `column` and `offset`
/// count Unicode scalars (as libyaml does), so multi-byte text never shifts a caret.
public struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  /// Unicode-scalar offset from the start of the file, 0-based.
  public var offset: Int

  public init(line: Int, column: Int, offset: Int = 0) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }

  public var description: String { "\(line):\(column)" }
}

/// A half-open range `[start, end)` in one source file.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
  public var start: SourceLocation
  public var end: SourceLocation

  public init(start: SourceLocation, end: SourceLocation) {
    self.start = start
    self.end = end
  }

  /// A range for a single point (used where only a start is known).
  public init(at location: SourceLocation) {
    self.start = location
    self.end = location
  }

  public var description: String { "\(start)-\(end)" }
}
