import Foundation
public import SceneDiagnostics
import SceneYAML

/// Generates docs/diagnostics.md from the diagnostic catalogs of the YAML stage and the
/// decoder. What scenec prints for each example is not written by hand: the example is
/// decoded as `scene.yaml` and its diagnostics rendered as the command line renders them, so
/// the page cannot drift from the code (a test fails when the checked-in file is stale;
/// `UPDATE_GOLDENS=1 swift test --filter DiagnosticsReferenceTests` regenerates it).
public enum DiagnosticsReference {
  /// The file name the examples are decoded as.
  public static let exampleFile = "scene.yaml"

  /// The stages whose ids the page documents, in page order.
  static var stages: [(title: String, intro: String, entries: [DiagnosticDescription])] {
    [
      (
        "Reading the file (YAML)",
        """
        The file is read as one YAML 1.1 document in UTF-8. A syntax error, input that is not \
        UTF-8, or a limit exceeded stops reading, and nothing else is checked until it is \
        fixed; the other problems below still let the rest of the scene be checked.
        """,
        YAMLParser.diagnosticCatalog.sorted { $0.id < $1.id }
      ),
      (
        "Decoding and validation",
        """
        The YAML is then read as a scene: every key, value, reference and id is checked, \
        and every problem is reported in one run. The keys and value types are listed in \
        [scene-format.md](scene-format.md).
        """,
        (ValueDiagnosticCatalog.all + DecodeDiagnosticCatalog.all).sorted { $0.id < $1.id }
      ),
    ]
  }

  /// Every id the YAML stage and the decoder document, YAML first, each stage sorted.
  public static var entries: [DiagnosticDescription] { stages.flatMap(\.entries) }

  /// The catalog entry of a diagnostic id printed as `[id]`, nil for an id neither the YAML
  /// stage nor the decoder emits (lint rules are documented by SceneLint).
  public static func entry(id: String) -> DiagnosticDescription? {
    entries.first { $0.id == id }
  }

  /// What `scenec explain <id>` shows for a decoding diagnostic: summary, explanation, the
  /// fix, and the example with what scenec prints for it and its fixed form (plain text,
  /// wrapped at 80 columns). Nil for an unknown id.
  public static func explanation(id: String) -> String? {
    guard let entry = entry(id: id) else { return nil }
    var out = "\(entry.id) (error)\n\(entry.summary)\n\n"
    out += Wording.wrap(entry.explanation, width: 80) + "\n\n"
    out += Wording.wrap("How to fix: " + entry.fix, width: 80) + "\n"
    if let example = entry.example {
      out += "\nExample (\(exampleFile)):\n" + Wording.indented(example)
    }
    if let printed = printedOutput(for: entry) {
      out += "\nscenec prints:\n" + Wording.indented(printed)
    }
    if let fixed = entry.fixedExample {
      out += "\nFixed:\n" + Wording.indented(fixed)
    }
    return out
  }

  public static func markdown() -> String {
    let introExample =
      DecodeDiagnosticCatalog.all.first { $0.id == "unknown-key" }.flatMap(printedOutput(for:)) ?? ""
    var out = """
      <!-- Generated from the diagnostic catalogs (Sources/SceneYAML/YAMLDiagnosticCatalog.swift, \
      Sources/SceneDecoder/Values/ValueDiagnosticCatalog.swift, \
      Sources/SceneDecoder/DecodeDiagnosticCatalog.swift) by DiagnosticsReference.markdown(). \
      Do not edit by hand: run `UPDATE_GOLDENS=1 swift test --filter DiagnosticsReferenceTests`. -->
      # Diagnostics

      When a scene file cannot be compiled, `scenec compile`, `scenec timeline` and `scenec lint`
      say why, one diagnostic per problem, all problems in one run:

      ```text
      \(introExample)```

      The first line is the file, the line and column of the problem (both from 1; columns count
      Unicode characters, a tab as one), the severity, the message and, in brackets, the
      diagnostic's id. A problem with a key points at the key, a problem with a value at the
      value. Below come the source line with the problem underlined and any notes. Ids are
      stable: they never change meaning and are never reused.

      Every diagnostic on this page is an error: nothing is compiled until it is fixed. Each
      section shows a complete scene that reports it, exactly what scenec prints for that scene
      saved as `\(exampleFile)`, and the fix. Warnings about scenes that compile but probably do
      not do what was meant are lint rules, documented in [rules.md](rules.md); that includes
      the timing stage's `path-morph-mismatch`, whose severity lint configures.

      """
    for stage in stages {
      out += "\n## \(stage.title)\n\n\(stage.intro)\n\n| id | what it means |\n|---|---|\n"
      for entry in stage.entries {
        out += "| [`\(entry.id)`](#\(entry.id)) | \(cell(entry.summary)) |\n"
      }
      for entry in stage.entries { out += section(entry) }
    }
    return out
  }

  private static func section(_ entry: DiagnosticDescription) -> String {
    var out = "\n### \(entry.id)\n\n\(entry.explanation)\n"
    if let example = entry.example {
      out += "\nExample:\n\n```yaml\n\(withFinalNewline(example))```\n"
    }
    if let printed = printedOutput(for: entry) {
      out += "\nscenec prints:\n\n```text\n\(printed)```\n"
    }
    out += "\n**How to fix:** \(entry.fix)\n"
    if let example = entry.example, let fixed = entry.fixedExample {
      let diff = lineDiff(from: example, to: fixed)
      if !diff.isEmpty { out += "\n```diff\n\(diff)```\n" }
    }
    return out
  }

  /// What scenec prints for the entry's example: its diagnostics, with source excerpts and
  /// notes, as `scenec compile` writes them to standard error (without color).
  public static func printedOutput(for entry: DiagnosticDescription) -> String? {
    guard let bytes = entry.exampleBytes else { return nil }
    let result = SceneLoader.decode(bytes: bytes, file: exampleFile)
    guard !result.diagnostics.isEmpty else { return nil }
    let source = SourceText(String(decoding: bytes, as: UTF8.self))
    return TextRenderer(showsSourceExcerpts: true, colored: false)
      .render(result.diagnostics, source: { _ in source })
  }

  /// The changed lines between two small texts, as a unified diff without headers: removed
  /// lines `-`, added lines `+`; a hunk that only adds lines starts with the line before it
  /// (as context), and hunks are separated by ` …`.
  static func lineDiff(from old: String, to new: String) -> String {
    let a = lines(old)
    let b = lines(new)
    // common[i][j]: length of the longest common subsequence of a[i...] and b[j...].
    var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var hunks: [[String]] = []
    var hunk: [String] = []
    var previous: String?
    var (i, j) = (0, 0)
    func closeHunk() {
      guard !hunk.isEmpty else { return }
      if !hunk.contains(where: { $0.hasPrefix("-") }), let previous { hunk.insert(" " + previous, at: 0) }
      hunks.append(hunk)
      hunk = []
    }
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        closeHunk()
        previous = a[i]
        (i, j) = (i + 1, j + 1)
      } else if j == b.count || (i < a.count && common[i + 1][j] >= common[i][j + 1]) {
        hunk.append("-" + a[i])
        i += 1
      } else {
        hunk.append("+" + b[j])
        j += 1
      }
    }
    closeHunk()
    return hunks.map { $0.joined(separator: "\n") + "\n" }.joined(separator: " …\n")
  }

  private static func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() }
    return result
  }

  private static func withFinalNewline(_ text: String) -> String {
    text.hasSuffix("\n") ? text : text + "\n"
  }

  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }
}
