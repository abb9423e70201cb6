import Foundation
import SceneGeometry
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneSVG
@testable import SceneText

#if canImport(Glibc)
  import Glibc
#endif

/// The manifest is written as bytes into one buffer (ManifestJSON.bytes); these pin its
/// bytes to the way it was written before, String lines joined (`reference` below, the old
/// code kept as it was), on inputs chosen to reach every branch of the byte writers.
final class ManifestJSONTests: XCTestCase {
  /// The manifest as it was written before the byte writer: a String per line, joined.
  static func reference(scene: SceneManifestInfo, frames: [WrittenFrame]) -> String {
    func string(_ text: String) -> String { JSONText.string(text) }
    func number(_ value: Double) -> String { JSONText.number(value) }
    var lines: [String] = ["{"]
    lines.append("  \"scene\": \(string(scene.name)),")
    lines.append("  \"fps\": \(number(scene.fps)),")
    lines.append("  \"size\": [\(number(scene.size.width)), \(number(scene.size.height))],")
    lines.append("  \"duration\": \(number(scene.duration)),")
    lines.append("  \"frameCount\": \(scene.frameCount),")
    if frames.isEmpty {
      lines.append("  \"frames\": []")
    } else {
      lines.append("  \"frames\": [")
      for (i, frame) in frames.enumerated() {
        let comma = i == frames.count - 1 ? "" : ","
        lines.append(
          "    { \"file\": \(string(frame.file)), \"time\": \(number(frame.time)), "
            + "\"sha256\": \(string(frame.sha256)) }\(comma)")
      }
      lines.append("  ]")
    }
    if !scene.fonts.isEmpty {
      lines[lines.count - 1] += ","
      lines.append("  \"fonts\": [")
      for (i, font) in scene.fonts.enumerated() {
        let comma = i == scene.fonts.count - 1 ? "" : ","
        lines.append(
          "    { \"family\": \(string(font.requestedFamily)), \"weight\": \(font.requestedWeight), "
            + "\"font\": \(string(font.family)), \"fontWeight\": \(font.weight), "
            + "\"file\": \(string(font.file)), \"fallback\": \(font.isFallback) }\(comma)")
      }
      lines.append("  ]")
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// Names that need every kind of escape, and some that need none but are not ASCII.
  static let awkwardNames = [
    "", "plain", "quote\"in", "back\\slash", "new\nline", "tab\t", "cr\r", "bell\u{07}", "nul\u{00}",
    "\u{08}\u{0C}\u{1F}", "é✓ 日本", "\u{7F}del", "emoji 🎬", String(repeating: "x", count: 7) + "\"",
    String(repeating: "y", count: 8) + "\\", String(repeating: "z", count: 23) + "\u{1F}",
  ]

  /// Times that print with an exponent, with 17 digits, as integers, at the ends of Double.
  static let awkwardTimes: [Double] = [
    0, -0.0, 1, 0.1, 0.1 + 0.2, 1e-7, 1.5e-7, 1e-5, 1e-4, 0.0001234, 1.0 / 3, 2.0 / 3, 1e15, 1e16, 123456789012345680000,
    1e21, 1e22, 9007199254740992, 9007199254740993, 5e-324, 2.2250738585072014e-308, 1.7976931348623157e308,
    -1.5e-300, -42, 1e100, .infinity, -.infinity, .nan, 0.03333333333333333, 4.0333333333333333,
  ]

  static func font(_ family: String, _ used: String, fallback: Bool) -> ResolvedFont {
    var font = ResolvedFont(
      requestedFamily: family, requestedWeight: 700, family: used, file: "/usr/share/fonts/\(used).ttf",
      faceIndex: 0, weight: 400, generic: .sansSerif)
    font.matchedByOtherName = !fallback
    return font
  }

  func assertSameBytes(_ scene: SceneManifestInfo, _ frames: [WrittenFrame], file: StaticString = #filePath, line: UInt = #line) {
    let fast = ManifestJSON.bytes(scene: scene, frames: frames)
    let expected = Self.reference(scene: scene, frames: frames)
    XCTAssertEqual(fast.bytes, Array(expected.utf8), file: file, line: line)
    XCTAssertEqual(ManifestJSON.text(scene: scene, frames: frames), expected, file: file, line: line)
  }

  func testAwkwardNamesTimesAndSizesGiveTheBytesTheLinesGave() {
    let frames = Self.awkwardTimes.enumerated().map { i, time in
      WrittenFrame(
        index: i, file: Self.awkwardNames[i % Self.awkwardNames.count], time: time,
        sha256: i % 3 == 0 ? String(repeating: "ab", count: 32) : Self.awkwardNames[(i + 1) % Self.awkwardNames.count])
    }
    for name in Self.awkwardNames {
      let scene = SceneManifestInfo(
        name: name, fps: 29.97, size: Size(1e-7, 0.1 + 0.2), duration: 1e21, frameCount: frames.count)
      assertSameBytes(scene, frames)
      assertSameBytes(scene, [])
      assertSameBytes(scene, Array(frames.prefix(1)))
    }
    for time in Self.awkwardTimes {
      let scene = SceneManifestInfo(name: "t", fps: time, size: Size(time, -time), duration: time, frameCount: -7)
      assertSameBytes(scene, [WrittenFrame(index: 0, file: "frame-00000.svg", time: time, sha256: "0")])
    }
  }

  func testFontsAreListedAsTheyWere() {
    let fonts = [
      Self.font("Helvetica \"Neue\"", "DejaVu Sans", fallback: true),
      Self.font("DejaVu Sans", "DejaVu Sans", fallback: false),
      Self.font("tab\tfamily", "Liberation\\Sans", fallback: true),
    ]
    XCTAssertEqual(fonts.map(\.isFallback), [true, false, true])
    let frame = WrittenFrame(index: 3, file: "frame-00003.svg", time: 0.1, sha256: String(repeating: "f", count: 64))
    for count in 1...3 {
      let scene = SceneManifestInfo(
        name: "fonts", fps: 30, size: Size(640, 360), duration: 2, frameCount: 60, fonts: Array(fonts.prefix(count)))
      assertSameBytes(scene, [frame, frame])
      assertSameBytes(scene, [])
    }
  }

  /// A large compile: 20,000 frames of a scene of 1,200,000, names past five digits, times
  /// of index / fps.
  func testALargeFrameCountGivesTheSameBytes() {
    let count = 1_200_000
    let frames = (90_000..<110_000).map { i in
      WrittenFrame(
        index: i, file: FrameSequenceWriter.fileName(index: i, frameCount: count), time: Double(i) / 29.97,
        sha256: String(repeating: String(i % 16, radix: 16), count: 64))
    }
    let scene = SceneManifestInfo(name: "large", fps: 29.97, size: Size(1920, 1080), duration: 4004, frameCount: count)
    let text = ManifestJSON.text(scene: scene, frames: frames)
    XCTAssertEqual(text, Self.reference(scene: scene, frames: frames))
    XCTAssertTrue(text.contains("{ \"file\": \"frame-100000.svg\", \"time\": 3336.67000333667, \"sha256\": \"0000"), "as read by eye")
    XCTAssertEqual(ManifestJSON.frames(in: text, scene: scene), frames.map { WrittenFrame(index: $0.index, file: $0.file, time: $0.time, sha256: $0.sha256) })
  }

  /// Shortest digits written into the buffer are JSONText.number's, for values of every
  /// magnitude (random bit patterns) and for the frame times of common rates.
  func testNumbersAreJSONTextsDigits() {
    var generator = SystemRandomNumberGenerator()
    var values = Self.awkwardTimes
    for _ in 0..<20_000 { values.append(Double(bitPattern: generator.next())) }
    for fps in [23.976, 24, 25, 29.97, 30, 50, 59.94, 60, 120] {
      values += (0..<600).map { Double($0) / fps }
    }
    for value in values {
      let out = ByteBuffer(capacity: 16)
      ManifestJSON.number(value, into: out)
      XCTAssertEqual(out.string, JSONText.number(value), "\(value.bitPattern)")
    }
  }

  func testIntegersAreTheirDescription() {
    for value in [0, 1, -1, 9, 10, -10, 99_999, 100_000, Int.max, Int.min, Int.min + 1, 1_000_000_007] {
      let out = ByteBuffer(capacity: 16)
      ManifestJSON.integer(value, into: out)
      XCTAssertEqual(out.string, "\(value)")
    }
  }

  /// The eight-bytes-at-a-time scan finds each escaped byte at every position of texts
  /// around the word size, and never a byte that needs no escape.
  func testTheEscapeScanFindsEveryEscapedByteAtEveryPosition() {
    for length in 1...25 {
      for position in 0..<length {
        for byte in UInt8(0)...UInt8(255) {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[position] = byte
          let expected = byte < 0x20 || byte == 0x22 || byte == 0x5C
          let found = bytes.withUnsafeBytes { ManifestJSON.needsEscape($0) }
          XCTAssertEqual(found, expected, "byte \(byte) at \(position) of \(length)")
        }
      }
    }
    XCTAssertFalse([UInt8]().withUnsafeBytes { ManifestJSON.needsEscape($0) })
    // Neighbours of the escaped bytes, all in one word, are not escapes.
    XCTAssertFalse(Array("!#[]^_ ~".utf8).withUnsafeBytes { ManifestJSON.needsEscape($0) })
    XCTAssertFalse(Array("\u{80}\u{A2}\u{DC}".utf8).withUnsafeBytes { ManifestJSON.needsEscape($0) })
  }

  /// Frames are opened by name in the staging folder's descriptor; a failure names the
  /// file by its whole path, as a write by path did.
  func testAFrameWrittenByNameInAnOpenFolder() throws {
    let folder = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let descriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    XCTAssertGreaterThanOrEqual(descriptor, 0)
    defer { close(descriptor) }
    let buffer = ByteBuffer(capacity: 16)
    buffer.append("<svg/>\n")
    try FrameFile.write(buffer, named: "frame-00000.svg", in: descriptor, folderPath: folder.path)
    XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("frame-00000.svg"), encoding: .utf8), "<svg/>\n")
    mkdir(folder.appendingPathComponent("frame-00001.svg").path, 0o755)
    XCTAssertThrowsError(try FrameFile.write(buffer, named: "frame-00001.svg", in: descriptor, folderPath: folder.path)) {
      XCTAssertEqual("\($0)", "cannot write '\(folder.path)/frame-00001.svg': Is a directory")
    }
    XCTAssertThrowsError(try FrameFile.write(buffer, to: folder.path + "/missing/frame-00002.svg")) {
      XCTAssertEqual("\($0)", "cannot write '\(folder.path)/missing/frame-00002.svg': No such file or directory")
    }
  }
}
