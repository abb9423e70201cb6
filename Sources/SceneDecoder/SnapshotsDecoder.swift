import SceneDiagnostics
import SceneModel
import SceneYAML

/// Decodes the top-level `snapshots:` list (the instants `scenec test` checks): times in
/// seconds, unit strings such as `"300ms"`, or `end` (the scene's duration). Each entry is
/// checked like any other value, at the entry; an instant listed twice is an error at the
/// second one.
struct SnapshotsDecoder {
  let context: DecodeContext

  /// More instants than anyone reviews; the limit keeps a generated list from writing
  /// millions of files.
  static let maxCount = 10_000

  /// The keyword for the scene's end.
  static let endKeyword = "end"

  func decode(_ node: YAMLNode) -> [SnapshotTime] {
    if node.scalar?.isNull == true { return [] }
    guard let sequence = context.sequence(node, what: "a list of snapshot times") else { return [] }
    if sequence.items.count > Self.maxCount {
      context.error(
        "value-out-of-range",
        "'snapshots' lists \(sequence.items.count) times, more than the \(Self.maxCount) allowed",
        at: sequence.items[Self.maxCount].range)
      return []
    }
    var result: [SnapshotTime] = []
    var seen: [SnapshotTime.Instant: SourceRange] = [:]
    for item in sequence.items {
      guard let instant = instant(item) else { continue }
      if let first = seen[instant] {
        context.error(
          "duplicate-snapshot", "snapshot time '\(context.written(item))' is listed twice",
          at: item.range, notes: [DiagnosticNote("first listed here", range: first)])
        continue
      }
      seen[instant] = item.range
      result.append(SnapshotTime(instant, source: item.range))
    }
    return result
  }

  private func instant(_ node: YAMLNode) -> SnapshotTime.Instant? {
    // A word is the `end` keyword or a misspelling of it; anything else is a time.
    if let scalar = node.scalar, let first = scalar.value.unicodeScalars.first,
      first.properties.isAlphabetic
    {
      if scalar.value == Self.endKeyword { return .end }
      var notes: [DiagnosticNote] = []
      var fixIts: [FixIt] = []
      if Suggestions.closest(to: scalar.value, in: [Self.endKeyword]) != nil {
        notes.append(DiagnosticNote("did you mean '\(Self.endKeyword)'?", range: scalar.range))
        fixIts.append(
          FixIt(
            message: "replace with '\(Self.endKeyword)'", range: scalar.range,
            replacement: scalar.sourceText(replacingValueWith: Self.endKeyword)))
      }
      context.error(
        "unknown-value",
        "unknown snapshot time '\(scalar.value)'; expected a time (seconds, or e.g. '300ms') or 'end'",
        at: scalar.range, notes: notes, fixIts: fixIts)
      return nil
    }
    guard let seconds = context.nonNegativeTime(node, what: "snapshot time") else { return nil }
    return .seconds(seconds)
  }
}
