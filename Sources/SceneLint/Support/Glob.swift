/// A path pattern as shells and `.gitignore`-style tools write them, matched against paths
/// with `/` separators:
/// - `*` matches any run of characters within one path segment, `?` one character,
/// - `[abc]`, `[a-z]`, `[!abc]` one character of (or not of) a set,
/// - `**` as a whole segment matches any number of segments, none included,
/// - `{a,b}` either alternative (not nested).
struct Glob: Hashable, Sendable {
  let pattern: String
  /// The pattern with braces expanded, each split into segments.
  private let alternatives: [[String]]

  init(_ pattern: String) {
    self.pattern = pattern
    alternatives = Self.expandBraces(pattern).map { alternative in
      alternative.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    }
  }

  /// True when a string contains glob syntax (so it is not a plain path).
  static func hasMagic(_ text: String) -> Bool {
    text.contains { "*?[{".contains($0) }
  }

  /// True when the whole of `path` (segments separated by `/`) matches.
  func matches(_ path: String) -> Bool {
    let segments = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    return alternatives.contains { Self.match(pattern: $0[...], path: segments[...]) }
  }

  private static func match(pattern: ArraySlice<String>, path: ArraySlice<String>) -> Bool {
    guard let head = pattern.first else { return path.isEmpty }
    if head == "**" {
      let rest = pattern.dropFirst()
      var remaining = path
      while true {
        if match(pattern: rest, path: remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    }
    guard let segment = path.first,
      matchSegment(Array(head.unicodeScalars)[...], Array(segment.unicodeScalars)[...])
    else { return false }
    return match(pattern: pattern.dropFirst(), path: path.dropFirst())
  }

  /// Wildcard match of one segment, with backtracking over `*`.
  private static func matchSegment(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>)
    -> Bool
  {
    guard let first = pattern.first else { return text.isEmpty }
    switch first {
    case "*":
      var remaining = text
      while true {
        if matchSegment(pattern.dropFirst(), remaining) { return true }
        guard !remaining.isEmpty else { return false }
        remaining = remaining.dropFirst()
      }
    case "?":
      guard !text.isEmpty else { return false }
      return matchSegment(pattern.dropFirst(), text.dropFirst())
    case "[":
      guard let character = text.first else { return false }
      guard let (matched, rest) = matchClass(pattern.dropFirst(), character) else {
        // An unclosed `[` is a literal bracket.
        return character == "[" && matchSegment(pattern.dropFirst(), text.dropFirst())
      }
      return matched && matchSegment(rest, text.dropFirst())
    default:
      guard text.first == first else { return false }
      return matchSegment(pattern.dropFirst(), text.dropFirst())
    }
  }

  /// Matches `character` against the set that starts after `[`; returns the result and the
  /// pattern after `]`, or nil when the set is not closed.
  private static func matchClass(
    _ pattern: ArraySlice<Unicode.Scalar>, _ character: Unicode.Scalar
  ) -> (Bool, ArraySlice<Unicode.Scalar>)? {
    var rest = pattern
    var negated = false
    if let first = rest.first, first == "!" || first == "^" {
      negated = true
      rest = rest.dropFirst()
    }
    var matched = false
    var isFirst = true
    while let scalar = rest.first {
      if scalar == "]" && !isFirst { return (matched != negated, rest.dropFirst()) }
      isFirst = false
      rest = rest.dropFirst()
      if rest.count >= 2, rest.first == "-", let upper = rest.dropFirst().first, upper != "]" {
        if scalar.value <= character.value && character.value <= upper.value { matched = true }
        rest = rest.dropFirst(2)
      } else if scalar == character {
        matched = true
      }
    }
    return nil
  }

  /// `a{b,c}d` → `abd`, `acd`; braces without a comma stay literal.
  static func expandBraces(_ pattern: String) -> [String] {
    let scalars = Array(pattern.unicodeScalars)
    guard let open = scalars.firstIndex(of: "{"),
      let close = scalars[open...].firstIndex(of: "}"),
      scalars[open..<close].contains(",")
    else { return [pattern] }
    var prefix = String.UnicodeScalarView()
    prefix.append(contentsOf: scalars[..<open])
    var suffix = String.UnicodeScalarView()
    suffix.append(contentsOf: scalars[(close + 1)...])
    var body = String.UnicodeScalarView()
    body.append(contentsOf: scalars[(open + 1)..<close])
    return String(body).split(separator: ",", omittingEmptySubsequences: false).flatMap { choice in
      expandBraces(String(prefix) + choice + String(suffix))
    }
  }
}
