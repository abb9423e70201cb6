import SceneGeometry
import SceneModel

/// `manifest.json`: the keys in the order docs/cli.md lists them, two-space
/// indentation, one frame per line, LF line ends and a final newline. Numbers are written
/// in their shortest form that reads back to the same double (integers without `.0`),
/// strings and numbers spelled as JSONText spells them everywhere else.
///
/// Written as bytes into one buffer: a frame's line is copied together from its name, its
/// time's digits and its hash, with no String built per line (the String lines joined at the
/// end cost some 20,000 instructions a frame; docs/performance.md, "Publishing and the manifest").
enum ManifestJSON {
  static func text(scene: SceneManifestInfo, frames: [WrittenFrame]) -> String {
    bytes(scene: scene, frames: frames).string
  }

  /// The manifest's bytes.
  static func bytes(scene: SceneManifestInfo, frames: [WrittenFrame]) -> ByteBuffer {
    // A frame's line is about 120 bytes (`frame-00000.svg`, a 19-digit time, 64 hex digits).
    let out = ByteBuffer(capacity: 512 + 128 * frames.count + 256 * scene.fonts.count)
    out.append("{\n  \"scene\": ")
    string(scene.name, into: out)
    out.append(",\n  \"fps\": ")
    number(scene.fps, into: out)
    out.append(",\n  \"size\": [")
    number(scene.size.width, into: out)
    out.append(", ")
    number(scene.size.height, into: out)
    out.append("],\n  \"duration\": ")
    number(scene.duration, into: out)
    out.append(",\n  \"frameCount\": ")
    integer(scene.frameCount, into: out)
    if frames.isEmpty {
      out.append(",\n  \"frames\": []")
    } else {
      out.append(",\n  \"frames\": [\n")
      lines(frames, into: out) { frame in
        out.append("    { \"file\": ")
        string(frame.file, into: out)
        out.append(", \"time\": ")
        number(frame.time, into: out)
        out.append(", \"sha256\": ")
        string(frame.sha256, into: out)
        out.append(" }")
      }
      out.append("\n  ]")
    }
    // Added after the contract's keys: the fonts drawn, one per line.
    if !scene.fonts.isEmpty {
      out.append(",\n  \"fonts\": [\n")
      lines(scene.fonts, into: out) { font in
        out.append("    { \"family\": ")
        string(font.requestedFamily, into: out)
        out.append(", \"weight\": ")
        integer(font.requestedWeight, into: out)
        out.append(", \"font\": ")
        string(font.family, into: out)
        out.append(", \"fontWeight\": ")
        integer(font.weight, into: out)
        out.append(", \"file\": ")
        string(font.file, into: out)
        out.append(font.isFallback ? ", \"fallback\": true }" : ", \"fallback\": false }")
      }
      out.append("\n  ]")
    }
    out.append("\n}\n")
    return out
  }

  /// Each item's line, with `,` and a line break between two.
  private static func lines<Item>(_ items: [Item], into out: ByteBuffer, _ line: (Item) -> Void) {
    for (i, item) in items.enumerated() {
      if i > 0 { out.append(",\n") }
      line(item)
    }
  }

  static func number(_ value: Double) -> String { JSONText.number(value) }

  static func string(_ text: String) -> String { JSONText.string(text) }

  // MARK: - Literals as bytes

  /// `JSONText.string(text)`'s bytes: a text without `"`, `\` or control characters (every
  /// frame name and hash) is copied between quotes as it is.
  static func string(_ text: String, into out: ByteBuffer) {
    // Native strings are contiguous UTF-8; one that is not goes the slow way.
    let plain = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
      guard !needsEscape(UnsafeRawBufferPointer(bytes)) else { return false }
      out.append(reserving: bytes.count + 2) { p in
        p[0] = UInt8(ascii: "\"")
        if let base = bytes.baseAddress { (p + 1).update(from: base, count: bytes.count) }
        p[bytes.count + 1] = UInt8(ascii: "\"")
        return bytes.count + 2
      }
      return true
    }
    if plain != true { out.append(JSONText.string(text)) }
  }

  /// True when a byte is `"`, `\` or below 0x20 (what JSONText.string escapes). Eight bytes
  /// at a time: a hash is 64 bytes, and a loop per byte cost more than the copy.
  static func needsEscape(_ bytes: UnsafeRawBufferPointer) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    // A byte of `x` is below `n` (n <= 0x80): its high bit set in (x - n·ones) & ~x.
    func anyBelow(_ x: UInt64, _ n: UInt64) -> Bool { (x &- n &* ones) & ~x & highs != 0 }
    func anyEqual(_ x: UInt64, _ byte: UInt64) -> Bool { anyBelow(x ^ (byte &* ones), 1) }
    var i = 0
    while i + 8 <= bytes.count {
      let x = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
      if anyBelow(x, 0x20) || anyEqual(x, 0x22) || anyEqual(x, 0x5C) { return true }
      i += 8
    }
    while i < bytes.count {
      let b = bytes[i]
      if b < 0x20 || b == 0x22 || b == 0x5C { return true }
      i += 1
    }
    return false
  }

  /// `JSONText.number(value)`'s bytes, from Swift's shortest digits (`Double.write(to:)`
  /// writes them straight into the buffer, no String made), then mended in place: a
  /// trailing `.0` dropped, the exponent without `+` or leading zeros.
  static func number(_ value: Double, into out: ByteBuffer) {
    guard value.isFinite else { return out.append("null") }
    if value == 0 { return out.append(UInt8(ascii: "0")) }
    out.append(reserving: DigitsSink.room) { p in
      var sink = DigitsSink(p)
      value.write(to: &sink)
      var end = sink.count
      if end >= 2, p[end - 2] == UInt8(ascii: "."), p[end - 1] == UInt8(ascii: "0") { end -= 2 }
      guard let e = (0..<end).first(where: { p[$0] == UInt8(ascii: "e") }) else { return end }
      var to = e + 1
      var from = e + 1
      if from < end, p[from] == UInt8(ascii: "-") { to += 1 }
      while from < end, p[from] == UInt8(ascii: "+") || p[from] == UInt8(ascii: "-") { from += 1 }
      while from < end, p[from] == UInt8(ascii: "0") { from += 1 }
      while from < end {
        p[to] = p[from]
        to += 1
        from += 1
      }
      return to
    }
  }

  /// An integer's decimal digits, as `"\(value)"` writes them.
  static func integer(_ value: Int, into out: ByteBuffer) {
    out.append(reserving: 20) { p in
      var magnitude = value.magnitude
      var count = 0
      repeat {
        count += 1
        magnitude /= 10
      } while magnitude > 0
      if value < 0 {
        p[0] = UInt8(ascii: "-")
        count += 1
      }
      magnitude = value.magnitude
      var at = count
      repeat {
        at -= 1
        p[at] = UInt8(ascii: "0") + UInt8(magnitude % 10)
        magnitude /= 10
      } while magnitude > 0
      return count
    }
  }
}

/// Takes the ASCII text `Double.write(to:)` hands over into reserved buffer room, without
/// making a String of it. `room` is more than the longest a Double prints (24 bytes:
/// `-1.7976931348623157e+308`); anything past it is dropped, never written out of bounds.
private struct DigitsSink: TextOutputStream {
  static let room = 32
  private let base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0

  init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }

  mutating func _writeASCII(_ buffer: UnsafeBufferPointer<UInt8>) { append(buffer) }

  mutating func write(_ string: String) {
    var string = string
    string.withUTF8 { append($0) }
  }

  private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    let n = min(bytes.count, Self.room - count)
    guard n > 0, let from = bytes.baseAddress else { return }
    (base + count).update(from: from, count: n)
    count += n
  }
}

extension ManifestJSON {
  /// The frames a manifest scenec wrote lists, when its scene facts are `scene`'s; nil when
  /// they differ or the text is not in the form `text(scene:frames:)` writes.
  static func frames(in text: String, scene: SceneManifestInfo) -> [WrittenFrame]? {
    if text == Self.text(scene: scene, frames: []) { return [] }
    // Everything around the frame lines is what this scene's manifest has there.
    let sentinel = WrittenFrame(index: 0, file: "frame-00000.svg", time: 0, sha256: String(repeating: "0", count: 64))
    let template = Self.text(scene: scene, frames: [sentinel])
    let sentinelLine = template.split(separator: "\n").first { $0.contains("\"sha256\"") }!
    let around = template.components(separatedBy: sentinelLine + "\n")
    guard around.count == 2, text.hasPrefix(around[0]), text.hasSuffix(around[1]),
      text.count > around[0].count + around[1].count
    else { return nil }
    let body = text.dropFirst(around[0].count).dropLast(around[1].count + 1)
    var frames: [WrittenFrame] = []
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
      // `    { "file": NAME, "time": T, "sha256": HEX }` with an optional comma.
      let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
      guard parts.count == 11, parts[1] == "file", parts[5] == "time", parts[7] == "sha256",
        FrameSequenceWriter.isFrameFileName(String(parts[3])),
        let index = Int(parts[3].dropFirst(6).dropLast(4)),
        parts[6].hasPrefix(": "), parts[6].hasSuffix(", "),
        let time = Double(parts[6].dropFirst(2).dropLast(2)),
        parts[9].count == 64, parts[9].allSatisfy(\.isHexDigit)
      else { return nil }
      frames.append(WrittenFrame(index: index, file: String(parts[3]), time: time, sha256: String(parts[9])))
    }
    return frames
  }
}
