import SceneDiagnostics

/// The "'key' takes …" notes `DecodeContext.withTypeNote` gives the type mismatches of one
/// decode, kept as ranges of the diagnostic list and added when the list is read. A decode
/// that reports nothing (nearly every one) then costs two reads of the list's count, not a
/// swap of the diagnostic sink.
struct TypeNotes {
  private var spans: [(diagnostics: Range<Int>, note: String)] = []

  /// `note` for the type mismatches among `diagnostics` (positions in the list). Spans are
  /// added as their decodes end, so an inner decode's note comes before an outer one's.
  mutating func add(_ note: String, to diagnostics: Range<Int>) {
    spans.append((diagnostics, note))
  }

  /// `diagnostics` with the notes added, each at most once per diagnostic.
  func applied(to diagnostics: [Diagnostic]) -> [Diagnostic] {
    guard !spans.isEmpty else { return diagnostics }
    var annotated = diagnostics
    for span in spans {
      for index in span.diagnostics where annotated[index].id == Self.typeMismatch {
        if !annotated[index].notes.contains(where: { $0.message == span.note }) {
          annotated[index].notes.append(DiagnosticNote(span.note))
        }
      }
    }
    return annotated
  }

  static let typeMismatch = "type-mismatch"
}
