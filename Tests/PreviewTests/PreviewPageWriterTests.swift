import Foundation
import SceneTestSupport
import XCTest

@testable import ScenePreview

/// The page file itself: what it stores, how, and that it is written atomically.
final class PreviewPageWriterTests: XCTestCase {
  let facts = PreviewFacts(name: "dots <&>", width: 40, height: 20, fps: 10, duration: 0.5, frameCount: 6)

  func page(_ frames: [String], facts: PreviewFacts? = nil) throws -> (html: String, summary: PreviewPageSummary) {
    let path = temporaryDirectory().appendingPathComponent("page.html").path
    let summary = try PreviewPageBuilder.write(facts: facts ?? self.facts, to: path, jobs: 3) { frames[$0] }
    return (try String(contentsOfFile: path, encoding: .utf8), summary)
  }

  /// The JSON in `<script type="application/json" id="…">`.
  func block(_ id: String, in html: String) throws -> Any {
    let open = "<script type=\"application/json\" id=\"\(id)\">"
    let start = try XCTUnwrap(html.range(of: open)).upperBound
    let end = try XCTUnwrap(html.range(of: "</script>", range: start..<html.endIndex)).lowerBound
    return try JSONSerialization.jsonObject(with: Data(html[start..<end].utf8), options: [.fragmentsAllowed])
  }

  func testIdenticalConsecutiveFramesAreStoredOnceAndTextKeptExactly() throws {
    let a = "<?xml version=\"1.0\"?>\n<svg a=\"1\">\t</svg>\n"
    let b = "<svg>\"quotes\" \\ é </script><!-- \u{1} --></svg>"
    let (html, summary) = try page([a, a, a, b, b, a])
    XCTAssertEqual(try block("scenec-frames", in: html) as? [String], [a, b, a])
    XCTAssertEqual(try block("scenec-runs", in: html) as? [Int], [3, 2, 1])
    XCTAssertEqual(summary.storedFrames, 3)
    XCTAssertEqual(summary.frameCount, 6)
    XCTAssertEqual(summary.bytes, html.utf8.count)
    // No frame can end the script block early: "</" and "<!" inside JSON are escaped.
    XCTAssertEqual(html.components(separatedBy: "</script>").count, 5)  // facts, frames, runs, player
    let facts = try XCTUnwrap(block("scenec-facts", in: html) as? [String: Any])
    XCTAssertEqual(facts["name"] as? String, "dots <&>")
    XCTAssertEqual(facts["frameCount"] as? Int, 6)
    XCTAssertEqual(facts["fps"] as? Int, 10)
    XCTAssertEqual(facts["duration"] as? Double, 0.5)
    XCTAssertTrue(html.contains("<title>dots &lt;&amp;&gt; — scenec preview</title>"))
  }

  func testThePageFetchesNothing() throws {
    let (html, _) = try page(Array(repeating: "<svg/>", count: 6))
    XCTAssertTrue(html.contains("content=\"default-src 'none';"), "a CSP forbids every fetch")
    for reference in ["src=\"http", "href=", "src=\"/", "url(", "@import", "fetch(", "XMLHttpRequest"] {
      XCTAssertFalse(html.contains(reference), reference)
    }
  }

  func testATooLongSceneIsRefusedBeforeAnythingIsWritten() throws {
    let folder = temporaryDirectory()
    let path = folder.appendingPathComponent("page.html").path
    var long = facts
    long.frameCount = PreviewLimits.maxFrames + 1
    XCTAssertThrowsError(try PreviewPageWriter(facts: long, path: path)) { error in
      XCTAssertEqual(
        "\(error)", "the scene has 36001 frames, more than the 36000 a preview page plays")
    }
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
  }

  func testAFailedWriteLeavesTheOldPageAndNoTemporaryFile() throws {
    let folder = temporaryDirectory()
    let path = folder.appendingPathComponent("page.html").path
    try "old".write(toFile: path, atomically: false, encoding: .utf8)
    struct Boom: Error {}
    // Fewer frames appended than the scene has: finish refuses.
    let writer = try PreviewPageWriter(facts: facts, path: path)
    try writer.append(frame: "<svg/>")
    XCTAssertThrowsError(try writer.finish())
    XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "old")
    XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["page.html"])
  }

  func testJSONStringEscaping() {
    XCTAssertEqual(PreviewPageWriter.jsonString("a\"b\\c\nd</e\u{7}<g/><!--"), #""a\"b\\c\nd<\/e\u0007<g/>\u003c!--""#)
    XCTAssertEqual(PreviewPageWriter.number(375), "375")
    XCTAssertEqual(PreviewPageWriter.number(29.97), "29.97")
  }
}
