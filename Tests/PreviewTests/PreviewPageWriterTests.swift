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

  /// The stored frames, in order, decoded as the player decodes them.
  func storedFrames(in html: String) throws -> [String] {
    let pattern = try NSRegularExpression(
      pattern: #"<script type="(image/svg\+xml|application/json)" class="scenec-frame">(.*?)</script>"#,
      options: [.dotMatchesLineSeparators])
    let text = html as NSString
    return try pattern.matches(in: html, range: NSRange(location: 0, length: text.length)).map { match in
      let body = text.substring(with: match.range(at: 2))
      if text.substring(with: match.range(at: 1)) == "image/svg+xml" { return body }
      return try XCTUnwrap(
        try JSONSerialization.jsonObject(with: Data(body.utf8), options: [.fragmentsAllowed]) as? String)
    }
  }

  func testIdenticalConsecutiveFramesAreStoredOnceAndTextKeptExactly() throws {
    let a = "<?xml version=\"1.0\"?>\n<svg a=\"1\">\t</svg>\n"
    let b = "<svg>\"quotes\" \\ é </script><!-- \u{1} --></svg>"
    let (html, summary) = try page([a, a, a, b, b, a])
    XCTAssertEqual(try storedFrames(in: html), [a, b, a])
    // An ordinary frame is in the page verbatim; one the HTML parser would cut short or
    // rewrite ("</script", "<!--") is stored as a JSON string.
    XCTAssertTrue(html.contains("<script type=\"image/svg+xml\" class=\"scenec-frame\">" + a + "</script>"))
    XCTAssertFalse(html.contains(b))
    XCTAssertTrue(html.contains("<script type=\"application/json\" class=\"scenec-frame\">\"<svg>"))
    XCTAssertEqual(try block("scenec-runs", in: html) as? [Int], [3, 2, 1])
    XCTAssertEqual(summary.storedFrames, 3)
    XCTAssertEqual(summary.frameCount, 6)
    XCTAssertEqual(summary.bytes, html.utf8.count)
    // No frame ends its block early: facts, three frames, runs, player.
    XCTAssertEqual(html.components(separatedBy: "</script>").count, 7)
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

  func testWhichFramesAreStoredVerbatim() {
    XCTAssertTrue(PreviewPageWriter.isSafeRaw("<svg><text>a &lt;/script&gt;</text></svg>\n"))
    XCTAssertTrue(PreviewPageWriter.isSafeRaw("</scrip"))
    XCTAssertFalse(PreviewPageWriter.isSafeRaw("<svg></SCRIPT></svg>"))
    XCTAssertFalse(PreviewPageWriter.isSafeRaw("<svg><!-- c --></svg>"))
    XCTAssertFalse(PreviewPageWriter.isSafeRaw("<svg>\r\n</svg>"))
    XCTAssertFalse(PreviewPageWriter.isSafeRaw("<svg>\u{0}</svg>"))
  }

  func testJSONStringEscaping() {
    XCTAssertEqual(PreviewPageWriter.jsonString("a\"b\\c\nd</e\u{7}<g/><!--"), #""a\"b\\c\nd<\/e\u0007<g/>\u003c!--""#)
    XCTAssertEqual(PreviewPageWriter.number(375), "375")
    XCTAssertEqual(PreviewPageWriter.number(29.97), "29.97")
  }
}
