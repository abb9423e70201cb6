import Foundation
import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLint

/// Writes `files` (relative path → contents) under a fresh temporary folder.
func makeTree(_ files: [String: String]) -> URL {
  let root = temporaryDirectory()
  for (path, contents) in files {
    let url = root.appendingPathComponent(path)
    try! FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! Data(contents.utf8).write(to: url)
  }
  return root
}

/// Runs `body` with the current folder set to `folder` (lint reports paths relative to it).
func inFolder<T>(_ folder: URL, _ body: () throws -> T) rethrows -> T {
  let previous = FileManager.default.currentDirectoryPath
  _ = FileManager.default.changeCurrentDirectoryPath(folder.path)
  defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
  return try body()
}

/// Lints scene text as the file `file`, with the default configuration.
func lintText(_ text: String, file: String = "scene.yaml") -> [Diagnostic] {
  FileLinter.lint(bytes: Array(text.utf8), file: file, configuration: .default)
}

/// Parses JSON text into Foundation objects, for comparing documents regardless of layout.
func parseJSON(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> NSObject? {
  do {
    return try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) as? NSObject
  } catch {
    XCTFail("not JSON: \(error)\n\(text.prefix(500))", file: file, line: line)
    return nil
  }
}

/// Compares a JSON document with a golden file as parsed objects (so key order and layout do
/// not matter); records the golden like `assertGolden` when asked to or when it is missing.
func assertJSONGolden(_ actual: String, path: String, file: StaticString = #filePath, line: UInt = #line) {
  let url = packageRoot().appendingPathComponent(path)
  let update = ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1"
  guard !update, let data = FileManager.default.contents(atPath: url.path) else {
    assertGolden(actual, path: path, file: file, line: line)
    return
  }
  let expectedText = String(decoding: data, as: UTF8.self)
  guard let expected = parseJSON(expectedText, file: file, line: line),
    let parsed = parseJSON(actual, file: file, line: line)
  else { return }
  if !expected.isEqual(parsed) {
    XCTFail(
      "JSON differs from golden \(path) (UPDATE_GOLDENS=1 to re-record)\n"
        + (lineDifference(expected: expectedText, actual: actual) ?? "(same text)"),
      file: file, line: line)
  }
}
