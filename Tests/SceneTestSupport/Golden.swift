// Test-only code: compiled to nothing where XCTest is absent (a release build with the
// static Swift runtime builds every target, and that runtime has no XCTest).
#if canImport(XCTest)
import Foundation
import XCTest

/// Compares `actual` with the golden file at `path` (relative to the package root, or
/// absolute).
///
/// With `UPDATE_GOLDENS=1` in the environment, or when the file is missing, writes `actual`
/// there and fails with "recorded golden: <path>", so a recording never passes silently.
/// On a mismatch, fails with the first differing lines and their numbers. CRLF line endings
/// are normalized on both sides.
public func assertGolden(
  _ actual: String, path: String, file: StaticString = #filePath, line: UInt = #line
) {
  let update = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"
  switch compareGolden(actual, path: path, update: update) {
  case .matches:
    break
  case .recorded:
    XCTFail("recorded golden: \(path)", file: file, line: line)
  case .differs(let report):
    XCTFail(
      "output differs from golden \(path) (UPDATE_GOLDENS=1 to re-record)\n\(report)",
      file: file, line: line)
  case .cannotWrite(let reason):
    XCTFail("cannot record golden \(path): \(reason)", file: file, line: line)
  }
}

/// The outcome of comparing with a golden file; `assertGolden` turns it into a failure.
enum GoldenOutcome: Equatable {
  case matches
  case recorded
  case differs(String)
  case cannotWrite(String)
}

func goldenURL(_ path: String) -> URL {
  path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageRoot().appendingPathComponent(path)
}

func compareGolden(_ actual: String, path: String, update: Bool) -> GoldenOutcome {
  let url = goldenURL(path)
  let actualText = normalizeLineEndings(actual)
  guard !update, let data = FileManager.default.contents(atPath: url.path) else {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actualText.utf8).write(to: url)
      return .recorded
    } catch {
      return .cannotWrite("\(error)")
    }
  }
  let expected = normalizeLineEndings(String(decoding: data, as: UTF8.self))
  return lineDifference(expected: expected, actual: actualText).map { .differs($0) } ?? .matches
}

func normalizeLineEndings(_ text: String) -> String {
  text.replacingOccurrences(of: "\r\n", with: "\n")
}

/// A short, readable description of where two texts differ, or nil when they are equal:
/// up to `limit` differing lines (compared line by line), each with its line number.
public func lineDifference(expected: String, actual: String, limit: Int = 5) -> String? {
  // Bytes, not String equality: canonically equivalent texts (é vs e + ◌́) still differ.
  guard !expected.utf8.elementsEqual(actual.utf8) else { return nil }
  let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
  let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
  var report: [String] = []
  var shown = 0
  for index in 0..<max(expectedLines.count, actualLines.count) where shown < limit {
    let expectedLine = index < expectedLines.count ? String(expectedLines[index]) : nil
    let actualLine = index < actualLines.count ? String(actualLines[index]) : nil
    if let expectedLine, let actualLine, expectedLine.utf8.elementsEqual(actualLine.utf8) { continue }
    shown += 1
    report.append("line \(index + 1):")
    report.append("  expected: " + (expectedLine.map { "|\($0)|" } ?? "<no line>"))
    report.append("  actual:   " + (actualLine.map { "|\($0)|" } ?? "<no line>"))
  }
  if expectedLines.count != actualLines.count {
    report.append("expected \(expectedLines.count) lines, got \(actualLines.count)")
  }
  return report.joined(separator: "\n")
}
#endif
