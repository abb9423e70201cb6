import Foundation
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneText

/// The layouts the font cache keeps (FontResolutionCache, LaidOutTextRecord): a warm run
/// gets every layout exactly as it was made, without loading FreeType, HarfBuzz or
/// fontconfig; a changed font file, library or configuration, a spoilt line or another
/// request lays out again; the file keeps the latest run's layouts first, up to its limit.
/// Each test uses a cache file of its own in a temporary folder, never the user's.
final class TextLayoutCacheTests: FontCacheTestCase {
  /// Requests covering two lines, wrapping with an ellipsis, a bold face, a stand-in family,
  /// every escaped character, non-ASCII text, alignments and an empty string.
  static let requests: [TextLayoutRequest] = [
    TextLayoutRequest("Inner", family: "Helvetica", fontSize: 18, weight: 400, bounds: Rect(0, 0, 200, 24), alignment: .center),
    TextLayoutRequest("Two\nlines", family: "DejaVu Sans", fontSize: 13.5, weight: 700, bounds: Rect(2, 3, 90, 40), alignment: .right),
    TextLayoutRequest(
      "a long line that wraps and is cut at the end", family: "DejaVu Serif", fontSize: 11, weight: 400,
      bounds: Rect(0, 0, 80, 30), alignment: .left, wrapped: true, truncation: .end),
    TextLayoutRequest("tab\there \\ back\rslash", family: "Menlo", fontSize: 9, weight: 100, bounds: Rect(0, 0, 300, 20), alignment: .natural),
    TextLayoutRequest("Ünïcödé — ½ ✓", family: "Liberation Serif", fontSize: 0.1 + 0.2, weight: 900, bounds: Rect(-1.5, 0, 50, 10), alignment: .center),
    TextLayoutRequest("", family: "sans-serif", fontSize: 12, weight: 400, bounds: Rect(0, 0, 10, 10), alignment: .left),
  ]

  /// A library of its own with the cache at `path` (nil: none); changes are recorded however
  /// recent (the tests change files just before).
  func library(_ path: String?, limit: Int = 1_000) -> FontLibrary {
    let cache = path.map { FontResolutionCache(path: $0) }
    cache?.changeMargin = -(1 << 62)
    cache?.layoutLimit = limit
    return FontLibrary(cache: cache)
  }

  func layOut(_ requests: [TextLayoutRequest], in library: FontLibrary, save: Bool = true) -> [LaidOutText?] {
    let layouts = requests.map { TextLayouter.layout($0, in: library) }
    if save { library.withLock { library.saveLocked() } }
    return layouts
  }

  /// The layouts without any cache.
  lazy var cold: [LaidOutText?] = layOut(Self.requests, in: library(nil))

  func testAWarmCacheGivesTheSameLayoutsWithoutLoadingTheLibraries() throws {
    XCTAssertTrue(cold.allSatisfy { $0 != nil })
    XCTAssertEqual(cold[1]?.lines.count, 2)
    XCTAssertEqual(cold[2]?.lines.last?.text.hasSuffix(TextLayouter.ellipsis), true)
    let first = library(cachePath)
    XCTAssertEqual(layOut(Self.requests, in: first), cold)
    XCTAssertEqual(first.layoutsMade, Self.requests.count)
    XCTAssertTrue(first.librariesWereLoaded)

    let warm = library(cachePath)
    XCTAssertEqual(layOut(Self.requests, in: warm, save: false), cold)
    XCTAssertEqual(warm.layoutsMade, 0)
    XCTAssertEqual(warm.fontconfigResolutions, 0)
    XCTAssertFalse(warm.librariesWereLoaded, "every answer came from the file")
    XCTAssertEqual(warm.cache?.hasUnsavedLayouts, false)
    // Asked again in the same process: from memory.
    XCTAssertEqual(layOut(Self.requests, in: warm, save: false), cold)
    XCTAssertFalse(warm.librariesWereLoaded)
  }

  func testTheFileProbesTheLibrariesAndTheLoadersCache() throws {
    _ = layOut(Self.requests, in: library(cachePath))
    let text = try String(contentsOfFile: cachePath, encoding: .utf8)
    let probed = text.split(separator: "\n").filter { $0.hasPrefix("probe ") }.compactMap { $0.split(separator: "\t").last }
    for name in ["libfreetype.so.6", "libharfbuzz.so.0", "libfontconfig.so.1"] {
      XCTAssertTrue(probed.contains { $0.hasPrefix("/") && $0.hasSuffix("/" + name) }, "\(name) in \(probed)")
    }
    XCTAssertTrue(probed.contains("/etc/ld.so.cache"))
    XCTAssertEqual(text.split(separator: "\n").filter { $0.hasPrefix("layout ") }.count, Self.requests.count)
  }

  func testAnotherRequestOrAChangedFontFileIsLaidOutAgain() throws {
    _ = layOut(Self.requests, in: library(cachePath))
    // Another size, bounds or string is another request.
    var other = Self.requests[0]
    other.fontSize = 18.000000000000004
    var moved = Self.requests[0]
    moved.bounds.origin.x = 0.5
    let again = library(cachePath)
    XCTAssertEqual(layOut([other, moved], in: again), [other, moved].map { TextLayouter.layout($0, in: library(nil)) })
    XCTAssertEqual(again.layoutsMade, 2)

    // A layout recorded under another identity of its font file.
    let text = try String(contentsOfFile: cachePath, encoding: .utf8)
    let respelt = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
      guard line.hasPrefix("layout Helvetica\t400\tInner\t") else { return String(line) }
      var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      fields[FontResolutionCache.keyFieldCount + 2] = "1:2:3:4"
      return fields.joined(separator: "\t")
    }
    try respelt.joined(separator: "\n").write(toFile: cachePath, atomically: true, encoding: .utf8)
    let changed = library(cachePath)
    XCTAssertEqual(layOut(Self.requests, in: changed), cold)
    XCTAssertEqual(changed.layoutsMade, 1, "only the layout of the changed file")
    let repaired = library(cachePath)
    XCTAssertEqual(layOut(Self.requests, in: repaired), cold)
    XCTAssertEqual(repaired.layoutsMade, 0)
  }

  func testSpoiltLayoutLinesAreLaidOutAgainOrIgnoreTheFile() throws {
    _ = layOut(Self.requests, in: library(cachePath))
    let whole = try String(contentsOfFile: cachePath, encoding: .utf8)
    let target = "layout DejaVu Sans\t700\t"
    // A field cut short, a glyph dropped, a bad number: that layout alone is made again.
    let spoilers: [(String, (inout [String]) -> Void)] = [
      ("fields dropped", { $0.removeLast(2) }),
      ("a field added", { $0.append("0") }),
      ("a bad number", { $0[FontResolutionCache.keyFieldCount + 3] = "3fe7zzzzzzzzzzzz" }),
      ("a bad escape", { $0[FontResolutionCache.keyFieldCount + 7] = "Two\\q" }),
    ]
    for (what, spoil) in spoilers {
      let lines = whole.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
        guard line.hasPrefix(target) else { return String(line) }
        var fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        spoil(&fields)
        return fields.joined(separator: "\t")
      }
      try lines.joined(separator: "\n").write(toFile: cachePath, atomically: true, encoding: .utf8)
      let spoilt = library(cachePath)
      XCTAssertEqual(layOut(Self.requests, in: spoilt), cold, what)
      XCTAssertEqual(spoilt.layoutsMade, 1, what)
      let repaired = library(cachePath)
      XCTAssertEqual(layOut(Self.requests, in: repaired), cold, what)
      XCTAssertEqual(repaired.layoutsMade, 0, "\(what): the file is whole again")
    }
    // A layout line without a whole request: not this format, so nothing of the file is used.
    let cut = whole.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.hasPrefix(target) ? "layout DejaVu Sans\t700" : String($0)
    }
    try cut.joined(separator: "\n").write(toFile: cachePath, atomically: true, encoding: .utf8)
    let broken = library(cachePath)
    XCTAssertEqual(layOut(Self.requests, in: broken), cold)
    XCTAssertEqual(broken.layoutsMade, Self.requests.count)
  }

  func testTheFileKeepsTheLatestRunsLayoutsFirstUpToItsLimit() throws {
    let requests = (0..<5).map { TextLayoutRequest("Run \($0)", family: "DejaVu Sans", fontSize: 10, weight: 400, bounds: Rect(0, 0, 100, 20), alignment: .left) }
    _ = layOut(requests, in: library(cachePath, limit: 4))
    XCTAssertEqual(try layoutStrings(), ["Run 0", "Run 1", "Run 2", "Run 3"], "the first four made")
    // Another run uses one stored layout and makes a new one.
    let fresh = TextLayoutRequest("New", family: "DejaVu Sans", fontSize: 10, weight: 400, bounds: Rect(0, 0, 100, 20), alignment: .left)
    let next = library(cachePath, limit: 4)
    _ = layOut([requests[2], fresh], in: next)
    XCTAssertEqual(next.layoutsMade, 1)
    XCTAssertEqual(try layoutStrings(), ["New", "Run 2", "Run 0", "Run 1"])
  }

  /// The strings of the file's layout lines, in order.
  func layoutStrings() throws -> [String] {
    try String(contentsOfFile: cachePath, encoding: .utf8).split(separator: "\n")
      .filter { $0.hasPrefix("layout ") }.map { String($0.split(separator: "\t")[2]) }
  }
}

/// The cache file's field forms: escaped text and exact numbers read back as written, and
/// nothing else reads.
final class CacheFieldTests: XCTestCase {
  func testTextRoundTripsWithItsSeparatorsEscaped() {
    for text in ["", "plain", "tab\tLF\nCR\rback\\slash", "\\t literally", "Ünïcödé ✓", "\\"] {
      let escaped = CacheField.escaped(text)
      XCTAssertFalse(escaped.utf8.contains { $0 == 9 || $0 == 10 || $0 == 13 }, text)
      XCTAssertEqual(CacheField.unescaped(Array(escaped.utf8)[...]), text)
    }
    XCTAssertEqual(CacheField.escaped("a\tb\\"), #"a\tb\\"#)
    for bad in [#"trailing\"#, #"\q"#] { XCTAssertNil(CacheField.unescaped(Array(bad.utf8)[...]), bad) }
    XCTAssertNil(CacheField.unescaped([0xff, 0x41][...]))
  }

  func testRequestKeyIsItsFieldsInTheFileOrder() {
    // Worked out by hand: the weight asked for (950 → 900), the string escaped, each number
    // as the hex of its bits (16 = 0x4030…, 2.5 = 0x4004…, -3 = 0xc008…, 100 = 0x4059…,
    // 20 = 0x4034…), then alignment, wrapping and truncation. Cache files written by
    // earlier versions hold keys of this form, so it must not change.
    let request = TextLayoutRequest(
      "a\tb", family: "Helvetica", fontSize: 16, weight: 950, bounds: Rect(2.5, -3, 100, 20), alignment: .center,
      wrapped: true, truncation: .middle)
    XCTAssertEqual(
      request.cacheKey,
      "Helvetica\t900\ta\\tb\t4030000000000000\t4004000000000000\tc008000000000000\t4059000000000000"
        + "\t4034000000000000\tcenter\t1\tmiddle")
    XCTAssertEqual(request.cacheKey.split(separator: "\t", omittingEmptySubsequences: false).count, FontResolutionCache.keyFieldCount)
  }

  func testDoublesRoundTripBitForBit() {
    let values: [Double] = [0, -0.0, 1, 0.1 + 0.2, -1e-310, .infinity, -.infinity, .greatestFiniteMagnitude, .pi]
    for value in values {
      let text = CacheField.bits(value)
      XCTAssertEqual(text.count, 16)
      XCTAssertEqual(CacheField.double(Array(text.utf8)[...])?.bitPattern, value.bitPattern, "\(value)")
    }
    XCTAssertEqual(CacheField.bits(1), "3ff0000000000000")
    XCTAssertEqual(CacheField.bits(-0.0), "8000000000000000")
    let nan = Double(nan: 0x1234, signaling: false)
    XCTAssertEqual(CacheField.double(Array(CacheField.bits(nan).utf8)[...])?.bitPattern, nan.bitPattern)
    for bad in ["3FF0000000000000", "3ff000000000000", "3ff00000000000000", "3ff000000000000g"] {
      XCTAssertNil(CacheField.double(Array(bad.utf8)[...]), bad)
    }
    XCTAssertEqual(CacheField.count(Array("1024".utf8)[...]), 1024)
    for bad in ["", "-1", "1e3", "1234567890"] { XCTAssertNil(CacheField.count(Array(bad.utf8)[...]), bad) }
  }
}
