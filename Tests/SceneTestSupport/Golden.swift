import Foundation
import XCTest

/// Compares `actual` with the golden file at `path` (relative to the package root).
///
/// With `UPDATE_GOLDENS=1` in the environment, or when the file is missing, writes `actual`
/// there and fails with "recorded golden: <path>", so a recording never passes silently.
/// On a mismatch, fails with the first differing lines and their numbers. CRLF line endings
/// are normalized on both sides.
public func assertGolden(
  _ actual: String, path: String, file: StaticString = #filePath, line: UInt = #line
) {
  let url = packageRoot().appendingPathComponent(path)
  let actualText = normalizeLineEndings(actual)
  let update = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"
  guard !update, let data = FileManager.default.contents(atPath: url.path) else {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actualText.utf8).write(to: url)
      XCTFail("recorded golden: \(path)", file: file, line: line)
    } catch {
      XCTFail("cannot record golden \(path): \(error)", file: file, line: line)
    }
    return
  }
  let expected = normalizeLineEndings(String(decoding: data, as: UTF8.self))
  if let difference = lineDifference(expected: expected, actual: actualText) {
    XCTFail(
      "output differs from golden \(path) (UPDATE_GOLDENS=1 to re-record)\n\(difference)",
      file: file, line: line)
  }
}

func normalizeLineEndings(_ text: String) -> String {
  text.replacingOccurrences(of: "\r\n", with: "\n")
}

/// A short, readable description of where two texts differ, or nil when they are equal:
/// up to `limit` differing lines (compared line by line), each with its line number.
public func lineDifference(expected: String, actual: String, limit: Int = 5) -> String? {
  guard expected != actual else { return nil }
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var report: [String] = []
  var shown = 0
  for index in 0..<max(expectedLines.count, actualLines.count) where shown < limit {
    let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : nil
    let actualLine = index < actualLines.count ? String(actualLines[index]) : nil
    guard expectedLine != actualLine else { continue }
    shown += 1
    report.append("line \(index + 1):")
    report.append("  expected: " + (expectedLine.map { "|\($0)|" } ?? "<no line>"))
    report.append("  actual:   " + (actualLine.map { "|\($0)|" } ?? "<no line>"))
  }
  if expectedLines.count != actualLines.count {
    report.append("expected \(expectedLines.count) lines, got \(actualLines.count)")
  }
  if report.isEmpty { report.append("the texts differ in line endings or invisible characters") }
  return report.joined(separator: "\n")
}
