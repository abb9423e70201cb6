import SceneDiagnostics

/// The suppression comments of one scene file:
///
///     # scenec:disable-next-line unused-def, off-canvas-layer
///     bounds: [0, 0, 1, 1]  # scenec:disable-line off-canvas-layer   (this line only)
///     # scenec:disable zero-duration          (from this line to the end of the file)
///
/// Text after ` -- ` is a free explanation. Unknown rule ids and misspelt directives are
/// warnings, located at the id or directive.
struct SuppressionComments: Sendable {
  struct Entry: Hashable, Sendable {
    var ruleID: String
    /// The lines it covers, inclusive.
    var lines: ClosedRange<Int>
  }

  static let directives = ["disable-next-line", "disable-line", "disable"]

  private(set) var entries: [Entry] = []
  private(set) var diagnostics: [Diagnostic] = []

  init(source: String, file: String, ruleIDs: Set<String>) {
    var source = source
    self = source.withUTF8 { Self(utf8: $0, file: file, ruleIDs: ruleIDs) }
  }

  /// The same from the file's bytes (decoded as UTF-8, invalid bytes replaced).
  init(bytes: [UInt8], file: String, ruleIDs: Set<String>) {
    self = bytes.withUnsafeBufferPointer { Self(utf8: $0, file: file, ruleIDs: ruleIDs) }
  }

  /// Only the lines whose bytes contain `scenec:` are decoded and read; the rest is one
  /// pass over the bytes (most files have no directive at all). Lines end where YAML ends
  /// them, as the positions of findings count them: at LF, CR LF and a lone CR
  /// (`SourceText.forEachLine`).
  private init(utf8 bytes: UnsafeBufferPointer<UInt8>, file: String, ruleIDs: Set<String>) {
    var nextMention = Self.firstDirective(in: bytes, from: 0)
    guard nextMention != nil else { return }
    var candidates: [(line: Int, bytes: Range<Int>)] = []
    var lineCount = 0
    SourceText.forEachLine(in: bytes) { line in
      // A `scenec:` holds no line break: the next one lies in this line or after it.
      if let mention = nextMention, mention < line.upperBound {
        candidates.append((lineCount, line))
        nextMention = Self.firstDirective(in: bytes, from: line.upperBound)
      }
      lineCount += 1
    }
    var sink = DiagnosticSink(file: file)
    for candidate in candidates {
      let text = Substring(String(decoding: UnsafeBufferPointer(rebasing: bytes[candidate.bytes]), as: UTF8.self))
      guard let comment = Self.commentStart(in: text) else { continue }
      parse(
        comment: Array(text.unicodeScalars)[comment...], line: candidate.line + 1, lineCount: lineCount,
        ruleIDs: ruleIDs, sink: &sink)
    }
    diagnostics = sink.diagnostics
  }

  /// Where the next `scenec:` starts at or after `from`, in bytes.
  private static func firstDirective(in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> Int? {
    let needle: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (0x73, 0x63, 0x65, 0x6E, 0x65, 0x63, 0x3A)
    guard bytes.count >= 7 else { return nil }
    var i = from
    while i <= bytes.count - 7 {
      if bytes[i] == needle.0, bytes[i + 1] == needle.1, bytes[i + 2] == needle.2, bytes[i + 3] == needle.3,
        bytes[i + 4] == needle.4, bytes[i + 5] == needle.5, bytes[i + 6] == needle.6
      {
        return i
      }
      i += 1
    }
    return nil
  }

  /// True when a finding of `ruleID` starting on `line` is suppressed.
  func suppresses(ruleID: String, line: Int) -> Bool {
    entries.contains { $0.ruleID == ruleID && $0.lines.contains(line) }
  }

  /// The scalar index of a `#` that starts a YAML comment mentioning `scenec:`, if any.
  /// A comment starts at the beginning of a line or after white space, outside quotes.
  static func commentStart(in line: Substring) -> Int? {
    guard line.contains("scenec:") else { return nil }
    let scalars = Array(line.unicodeScalars)
    var quote: Unicode.Scalar?
    for (index, scalar) in scalars.enumerated() {
      if let open = quote {
        if scalar == open { quote = nil }
        continue
      }
      if scalar == "\"" || scalar == "'" {
        // Quotes only open a scalar at its start, not inside plain text like `it's`.
        let previous = index == 0 ? " " : scalars[index - 1]
        if previous == " " || previous == "\t" || previous == "[" || previous == "{" || previous == ","
          || previous == ":" || previous == "-"
        {
          quote = scalar
        }
        continue
      }
      if scalar == "#" && (index == 0 || scalars[index - 1] == " " || scalars[index - 1] == "\t") {
        return index
      }
    }
    return nil
  }

  private mutating func parse(
    comment: ArraySlice<Unicode.Scalar>, line: Int, lineCount: Int, ruleIDs: Set<String>,
    sink: inout DiagnosticSink
  ) {
    // Tokenize the comment after `#` into words with their 1-based columns.
    var words: [(text: String, column: Int)] = []
    var current = ""
    var start = 0
    for index in comment.indices.dropFirst() {
      let scalar = comment[index]
      if scalar == " " || scalar == "\t" || scalar == "," {
        if !current.isEmpty { words.append((current, start + 1)) }
        current = ""
      } else {
        if current.isEmpty { start = index }
        current.unicodeScalars.append(scalar)
      }
    }
    if !current.isEmpty { words.append((current, start + 1)) }
    guard let first = words.first, first.text.hasPrefix("scenec:") else { return }
    let directive = String(first.text.dropFirst("scenec:".count))
    let directiveColumn = first.column + "scenec:".count
    let range = { (column: Int, text: String) in
      SourceRange(
        start: SourceLocation(line: line, column: column),
        end: SourceLocation(line: line, column: column + text.unicodeScalars.count))
    }
    guard Self.directives.contains(directive) else {
      let notes = Suggestions.didYouMean(
        directive, among: Self.directives, at: nil, shown: { "scenec:" + $0 }
      ).notes
      sink.warning(
        "suppression-unknown-directive", "unknown suppression directive 'scenec:\(directive)'",
        at: range(directiveColumn, directive), notes: notes)
      return
    }
    let covered =
      switch directive {
      case "disable": line...max(line, lineCount)
      case "disable-line": line...line
      default: (line + 1)...(line + 1)
      }
    let ids = words.dropFirst().prefix { $0.text != "--" }
    if ids.isEmpty {
      sink.warning(
        "suppression-without-rule", "'scenec:\(directive)' names no rule to disable",
        at: range(first.column, first.text),
        notes: [DiagnosticNote("write the rule ids after it, e.g. '# scenec:\(directive) unused-def'")])
    }
    for word in ids {
      guard ruleIDs.contains(word.text) else {
        let notes = Suggestions.didYouMean(word.text, among: ruleIDs.sorted(), at: nil).notes
        sink.warning(
          "suppression-unknown-rule", "unknown rule '\(word.text)' in suppression comment",
          at: range(word.column, word.text), notes: notes)
        continue
      }
      entries.append(Entry(ruleID: word.text, lines: covered))
    }
  }
}
