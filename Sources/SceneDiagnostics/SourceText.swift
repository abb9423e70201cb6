/// The text of a source file split into lines, for printing excerpts under diagnostics.
public struct SourceText: Sendable {
  public let lines: [Substring]

  public init(_ text: String) {
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasSuffix("\r") ? $0.dropLast() : $0
    }
  }

  /// The 1-based line `number`, or nil when out of range.
  public func line(_ number: Int) -> Substring? {
    guard number >= 1, number <= lines.count else { return nil }
    return lines[number - 1]
  }
}
