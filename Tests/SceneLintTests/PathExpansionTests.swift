import Foundation
import SceneTestSupport
import XCTest

@testable import SceneLint

/// Files, folders (recursive, sorted, hidden entries skipped) and globs.
final class PathExpansionTests: XCTestCase {
  func tree() -> URL {
    makeTree([
      "scenes/b.yaml": "",
      "scenes/a.yml": "",
      "scenes/notes.md": "",
      "scenes/sub/c.yaml": "",
      "scenes/sub/deeper/d.YAML": "",
      "scenes/.hidden/e.yaml": "",
      "scenes/.f.yaml": "",
      "other/x.yaml": "",
      "other/readme.txt": "",
    ])
  }

  func expand(_ arguments: [String]) -> PathExpander.Result {
    inFolder(tree()) { PathExpander().expand(arguments) }
  }

  func testFolderIsSearchedRecursivelyAndSorted() {
    XCTAssertEqual(
      expand(["scenes"]).files,
      ["scenes/a.yml", "scenes/b.yaml", "scenes/sub/c.yaml", "scenes/sub/deeper/d.YAML"])
    XCTAssertEqual(expand(["scenes/"]).files.first, "scenes/a.yml")
    XCTAssertEqual(expand(["./other"]).files, ["other/x.yaml"])
    XCTAssertEqual(expand(["."]).files.first, "other/x.yaml")
  }

  func testFilesStandForThemselvesAndAppearOnce() {
    let result = expand(["other/readme.txt", "scenes/sub", "./scenes/sub/c.yaml"])
    XCTAssertEqual(result.files, ["other/readme.txt", "scenes/sub/c.yaml", "scenes/sub/deeper/d.YAML"])
    XCTAssertEqual(result.problems, [])
  }

  func testGlobs() {
    XCTAssertEqual(expand(["scenes/*.yaml"]).files, ["scenes/b.yaml"])
    XCTAssertEqual(expand(["scenes/*.y?ml"]).files, ["scenes/b.yaml"])
    XCTAssertEqual(
      expand(["scenes/**/*.yaml"]).files, ["scenes/b.yaml", "scenes/sub/c.yaml"])
    XCTAssertEqual(expand(["**/x.yaml"]).files, ["other/x.yaml"])
    XCTAssertEqual(expand(["scenes/*.{yaml,yml}"]).files, ["scenes/a.yml", "scenes/b.yaml"])
    XCTAssertEqual(expand(["scenes/.*.yaml"]).files, ["scenes/.f.yaml"])
  }

  func testUnknownPathsAndEmptyGlobsAreProblems() {
    let result = expand(["missing.yaml", "scenes/*.json", "other"])
    XCTAssertEqual(result.files, ["other/x.yaml"])
    XCTAssertEqual(
      result.problems, ["no such file or folder: 'missing.yaml'", "no scene files match 'scenes/*.json'"])
  }
}

final class GlobTests: XCTestCase {
  func testSegmentsAndWildcards() {
    XCTAssertTrue(Glob("*.yaml").matches("a.yaml"))
    XCTAssertFalse(Glob("*.yaml").matches("dir/a.yaml"))
    XCTAssertTrue(Glob("**/*.yaml").matches("a.yaml"))
    XCTAssertTrue(Glob("**/*.yaml").matches("x/y/a.yaml"))
    XCTAssertTrue(Glob("scenes/drafts/**").matches("scenes/drafts/a/b.yaml"))
    XCTAssertTrue(Glob("scenes/drafts/**").matches("scenes/drafts"))
    XCTAssertFalse(Glob("scenes/drafts/**").matches("scenes/draftsX/a.yaml"))
    XCTAssertTrue(Glob("a/**/b/*.yml").matches("a/b/c.yml"))
    XCTAssertTrue(Glob("a/**/b/*.yml").matches("a/x/y/b/c.yml"))
    XCTAssertTrue(Glob("scene?.yaml").matches("scene1.yaml"))
    XCTAssertFalse(Glob("scene?.yaml").matches("scene12.yaml"))
  }

  func testClassesAndBraces() {
    XCTAssertTrue(Glob("s[0-9].yaml").matches("s7.yaml"))
    XCTAssertFalse(Glob("s[0-9].yaml").matches("sx.yaml"))
    XCTAssertTrue(Glob("s[!0-9].yaml").matches("sx.yaml"))
    XCTAssertTrue(Glob("s[ab].yaml").matches("sb.yaml"))
    XCTAssertTrue(Glob("x[.yaml").matches("x[.yaml"))
    XCTAssertEqual(Glob.expandBraces("a{b,c}d{1,2}"), ["abd1", "abd2", "acd1", "acd2"])
    XCTAssertEqual(Glob.expandBraces("a{b}c"), ["a{b}c"])
    XCTAssertTrue(Glob("*.{yaml,yml}").matches("a.yml"))
  }
}
