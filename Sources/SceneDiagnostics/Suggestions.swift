/// "Did you mean" suggestions from a table of known names.
public enum Suggestions {
  /// The closest known name to `name`, or nil when none is close enough.
  /// First compares normalized forms (case-folded, `_`/`-` removed), then Levenshtein
  /// distance with a threshold of max(2, name.count / 3); the minimum must be unique.
  public static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
    let list = Array(candidates)
    let normalized = normalize(name)
    if let exact = list.first(where: { normalize($0) == normalized && $0 != name }) {
      return exact
    }
    let threshold = max(2, name.count / 3)
    var best: [String] = []
    var bestDistance = Int.max
    for candidate in list where candidate != name {
      let distance = levenshtein(normalized, normalize(candidate))
      if distance < bestDistance {
        bestDistance = distance
        best = [candidate]
      } else if distance == bestDistance {
        best.append(candidate)
      }
    }
    guard bestDistance <= threshold, best.count == 1 else { return nil }
    return best[0]
  }

  static func normalize(_ s: String) -> String {
    String(s.lowercased().unicodeScalars.filter { $0 != "_" && $0 != "-" })
  }

  /// Edit distance over Unicode scalars.
  public static func levenshtein(_ a: String, _ b: String) -> Int {
    let x = Array(a.unicodeScalars)
    let y = Array(b.unicodeScalars)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
      current[0] = i
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        current[j] = Swift.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      swap(&previous, &current)
    }
    return previous[y.count]
  }
}

extension Suggestions {
  /// The "did you mean" of every stage: a note and a fix-it naming the closest of
  /// `candidates` to `name` (or what `aliases` maps `name` to: spellings people reach for,
  /// like `forever` for `infinite`), none when nothing is close. `shown` is how the
  /// suggestion is quoted in the note; `replacement` the text the fix-it writes at `range`.
  public static func didYouMean(
    _ name: String, among candidates: some Sequence<String>, aliases: [String: String] = [:],
    at range: SourceRange?, shown: (String) -> String = { $0 },
    replacement: (String) -> String = { $0 }
  ) -> (notes: [DiagnosticNote], fixIts: [FixIt]) {
    guard let best = aliases[name] ?? closest(to: name, in: candidates) else { return ([], []) }
    let note = DiagnosticNote("did you mean '\(shown(best))'?", range: range)
    guard let range else { return ([note], []) }
    return (
      [note],
      [FixIt(message: "replace with '\(shown(best))'", range: range, replacement: replacement(best))]
    )
  }
}
