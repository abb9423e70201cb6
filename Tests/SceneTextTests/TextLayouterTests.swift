import SceneModel
import XCTest

@testable import SceneText

/// Layout in DejaVu Sans, whose metrics are fixed: 2048 units per em, hhea ascender 1901,
/// descender −483, line gap 0 — so ascent 0.928 em, line height 1.164 em.
final class TextLayouterTests: XCTestCase {
  func layout(
    _ string: String, size: Double = 20, bounds: Rect = Rect(0, 0, 200, 100),
    alignment: TextAlignment = .left, wrapped: Bool = false, truncation: TextTruncation = .none
  ) throws -> LaidOutText {
    try XCTUnwrap(
      TextLayouter.layout(
        string, family: "DejaVu Sans", fontSize: size, weight: 400, bounds: bounds, alignment: alignment,
        wrapped: wrapped, truncation: truncation))
  }

  func testMetricsComeFromTheFont() throws {
    let text = try layout("A")
    XCTAssertEqual(text.metrics.ascent, 1901.0 / 2048, accuracy: 1e-12)
    XCTAssertEqual(text.metrics.descent, 483.0 / 2048, accuracy: 1e-12)
    XCTAssertEqual(text.metrics.lineGap, 0, accuracy: 1e-12)
  }

  func testBaselinesStartOneAscentBelowTheTop() throws {
    let text = try layout("one\ntwo\r\nthree\rfour", bounds: Rect(10, 30, 200, 100))
    XCTAssertEqual(text.lines.map(\.text), ["one", "two", "three", "four"])
    let ascent = 20 * 1901.0 / 2048
    let pitch = 20 * 2384.0 / 2048
    for (i, line) in text.lines.enumerated() {
      XCTAssertEqual(line.baseline, 30 + ascent + Double(i) * pitch, accuracy: 1e-9)
      XCTAssertEqual(line.x, 10)
    }
  }

  func testAdvanceWidthsAreTheFontsAndAlignmentPlacesThem() throws {
    // DejaVu Sans: "H" advances 1540 units; no kerning between two H.
    let h = 20 * 1540.0 / 2048
    let left = try layout("HH", bounds: Rect(10, 0, 100, 40))
    XCTAssertEqual(left.lines[0].width, 2 * h, accuracy: 1e-9)
    XCTAssertEqual(left.lines[0].glyphs.map(\.x)[1], 10 + h, accuracy: 1e-9)
    let center = try layout("HH", bounds: Rect(10, 0, 100, 40), alignment: .center)
    XCTAssertEqual(center.lines[0].x, 10 + (100 - 2 * h) / 2, accuracy: 1e-9)
    let right = try layout("HH  ", bounds: Rect(10, 0, 100, 40), alignment: .right)
    XCTAssertEqual(right.lines[0].x, 110 - 2 * h, accuracy: 1e-9, "trailing spaces hang outside")
    let natural = try layout("HH", bounds: Rect(10, 0, 100, 40), alignment: .natural)
    XCTAssertEqual(natural.lines[0].x, 10)
  }

  func testWrappingBreaksAtSpacesToFitTheWidth() throws {
    let text = try layout("the quick brown fox jumps", bounds: Rect(0, 0, 110, 200), wrapped: true)
    XCTAssertEqual(text.lines.map(\.text), ["the quick ", "brown fox ", "jumps"])
    for line in text.lines { XCTAssertLessThanOrEqual(line.width, 110) }
    let unwrapped = try layout("the quick brown fox jumps", bounds: Rect(0, 0, 110, 200))
    XCTAssertEqual(unwrapped.lines.count, 1)
  }

  func testAWordWiderThanTheLineBreaksBetweenCharacters() throws {
    let text = try layout("HHHHHHHHHH", bounds: Rect(0, 0, 50, 200), wrapped: true)
    XCTAssertEqual(text.lines.map(\.text), ["HHH", "HHH", "HHH", "H"])
  }

  func testTruncationAtTheEndStartAndMiddle() throws {
    // 100 points at 20 = 10240 units. Advances: a 1255, b 1300, c 1126, d 1300, e 1260,
    // f 721, g 1300, j 569, … 2048: "abcdef…" is 9010 units, with g 10310.
    let bounds = Rect(0, 0, 100, 40)
    let end = try layout("abcdefghijklmnop", bounds: bounds, truncation: .end)
    XCTAssertEqual(end.lines.map(\.text), ["abcdef…"])
    let start = try layout("abcdefghijklmnop", bounds: bounds, truncation: .start)
    XCTAssertEqual(start.lines.map(\.text), ["…jklmnop"])
    let middle = try layout("abcdefghijklmnop", bounds: bounds, truncation: .middle)
    XCTAssertEqual(middle.lines.map(\.text), ["abc…nop"])
    for line in end.lines + start.lines + middle.lines { XCTAssertLessThanOrEqual(line.width, 100) }
    let fits = try layout("abc", bounds: bounds, truncation: .end)
    XCTAssertEqual(fits.lines.map(\.text), ["abc"])
  }

  func testWrappedTruncatedTextKeepsTheLinesThatFitTheHeight() throws {
    // Line height 23.28: two lines fit 50 points (the second ends at 46.6), a third not.
    let text = try layout(
      "the quick brown fox jumps over", bounds: Rect(0, 0, 110, 50), wrapped: true, truncation: .end)
    XCTAssertEqual(text.lines.map(\.text), ["the quick ", "brown fo…"])
  }

  func testOutlinesAreTheGlyphsPlacedOnTheBaseline() throws {
    let text = try layout("HI", bounds: Rect(0, 0, 100, 40))
    let path = text.outlinePath()
    // H and I in DejaVu Sans are straight-edged: two closed contours of lines.
    let moves = path.elements.filter { if case .move = $0 { true } else { false } }
    XCTAssertEqual(moves.count, 2)
    let ys = path.elements.compactMap { element -> Double? in
      if case .line(let p) = element { p.y } else { nil }
    }
    let baseline = text.lines[0].baseline
    XCTAssertEqual(ys.max()!, baseline, accuracy: 1e-9, "the letters stand on the baseline")
    // Cap height of DejaVu Sans: 1493 units.
    XCTAssertEqual(ys.min()!, baseline - 20 * 1493.0 / 2048, accuracy: 1e-9)
  }

  func testLayoutIsTheSameOnEveryThread() throws {
    let expected = try layout("Parallel text", alignment: .center)
    final class Results: @unchecked Sendable {
      let lock = NSLock()
      var all: [LaidOutText?] = []
    }
    let results = Results()
    DispatchQueue.concurrentPerform(iterations: 16) { _ in
      let text = TextLayouter.layout(
        "Parallel text", family: "DejaVu Sans", fontSize: 20, weight: 400, bounds: Rect(0, 0, 200, 100),
        alignment: .center)
      results.lock.lock()
      results.all.append(text)
      results.lock.unlock()
    }
    XCTAssertEqual(results.all.count, 16)
    for result in results.all { XCTAssertEqual(result, expected) }
  }
}
