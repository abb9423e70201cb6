import Foundation
import XCTest

/// The code and the docs point readers to sections of docs/ as `docs/NAME.md, "Title"`
/// (in the docs themselves also `NAME.md, "Title"`). A section that was renamed or never
/// written leaves the reader with nothing to find, so every such citation must name:
/// - a heading of that file, the whole of it or its start up to a comma, colon or " (";
/// - or a paragraph of it that starts with the title in bold (`**Title.**`);
/// - or a row of one of its tables whose first cell is the title as code (`` | `skew` | ``).
final class DocumentCitationTests: XCTestCase {
  private static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `docs/x.md` or a bare `x.md`, an optional `)`, a comma, then the quoted title, which may
  /// go on to the next line of a comment.
  private static let citation = try! NSRegularExpression(
    pattern: #"(docs/[\w./-]+\.md|\b[\w-]+\.md)\)?,\s*(?:\n\s*(?:///|//|#)?\s*)?["“]([^"”]+)["”]"#)

  private struct Found: CustomStringConvertible {
    var file: String
    var line: Int
    var document: String
    var title: String
    var description: String { "\(file):\(line): \(document), \"\(title)\"" }
  }

  private func files() throws -> [String] {
    var out: [String] = ["README.md", "CHANGELOG.md", "Makefile", "Package.swift"]
    for folder in ["Sources", "Tests", "docs", "scripts"] {
      let base = Self.root.appendingPathComponent(folder)
      guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
      for case let path as String in walk
      where [".swift", ".md", ".sh", ".py", ".c", ".h"].contains(where: path.hasSuffix) {
        out.append(folder + "/" + path)
      }
    }
    return out.sorted()
  }

  private func citations() throws -> [Found] {
    var found: [Found] = []
    for file in try files() where file != "Tests/CLITests/DocumentCitationTests.swift" {
      guard let text = try? String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8) else { continue }
      let ns = text as NSString
      for match in Self.citation.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
        var document = ns.substring(with: match.range(at: 1))
        if !document.hasPrefix("docs/") {
          // A bare name: beside the citing file (docs/ citing docs/), else in docs/.
          let beside = (file as NSString).deletingLastPathComponent + "/" + document
          document = FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(beside).path)
            ? beside : "docs/" + document
        }
        let title = ns.substring(with: match.range(at: 2))
          .replacingOccurrences(of: #"\s*\n\s*(///|//|#)?\s*"#, with: " ", options: .regularExpression)
        let line = ns.substring(to: match.range.location).reduce(into: 1) { n, c in if c == "\n" { n += 1 } }
        found.append(Found(file: file, line: line, document: document, title: title))
      }
    }
    return found
  }

  /// Headings without their markup (`#`s, backticks, emphasis).
  private func headings(_ text: String) -> [String] {
    text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("#") else { return nil }
      return line.drop { $0 == "#" }.filter { $0 != "`" && $0 != "*" }.trimmingCharacters(in: .whitespaces)
    }
  }

  private func names(_ title: String, in text: String) -> Bool {
    for heading in headings(text) {
      if heading == title { return true }
      if heading.hasPrefix(title), let next = heading.dropFirst(title.count).first, ",:(".contains(next) || heading.dropFirst(title.count).hasPrefix(" (") {
        return true
      }
    }
    return text.contains("**" + title + ".") || text.contains("**" + title + "**") || text.contains("**" + title + ":")
      || text.contains("| `" + title + "` |")
  }

  func testEverySectionCitedExists() throws {
    let found = try citations()
    // The tree cites its docs' sections well over a hundred times; far fewer means the pattern
    // stopped finding them, not that the citations are right.
    XCTAssertGreaterThan(found.count, 100, "citations found: \(found.count)")
    var texts: [String: String] = [:]
    var missing: [String] = []
    for citation in found {
      if texts[citation.document] == nil {
        texts[citation.document] = try? String(contentsOf: Self.root.appendingPathComponent(citation.document), encoding: .utf8)
      }
      guard let text = texts[citation.document] else {
        missing.append("\(citation): no such file")
        continue
      }
      if !names(citation.title, in: text) { missing.append("\(citation): no such section") }
    }
    XCTAssertEqual(missing, [], missing.joined(separator: "\n"))
  }

  /// The matching rules themselves, on a made-up document.
  func testTheRulesOfAMatch() {
    let text = """
      # Top
      ## The floor as a process, and what else a small run pays
      ### Same output (`scripts/compare-outputs.sh`)
      **Pixel grid.** After Effects evaluates …
      | `skew` | number | 0 |
      """
    XCTAssertTrue(names("Top", in: text))
    XCTAssertTrue(names("The floor as a process", in: text))
    XCTAssertTrue(names("Same output", in: text))
    XCTAssertTrue(names("Pixel grid", in: text))
    XCTAssertTrue(names("skew", in: text))
    XCTAssertFalse(names("The floor", in: text), "a heading's start must end at a comma, colon or parenthesis")
    XCTAssertFalse(names("Writing", in: text))
    XCTAssertFalse(names("number", in: text))
  }
}
