/// The text of a source file split into lines, for printing excerpts under diagnostics.
///
/// Lines end where YAML (and so the positions diagnostics carry) says they do: at LF, at
/// CR LF and at a lone CR (`forEachLine`, which lint's suppression comments count lines
/// with too). The split runs over the UTF-8 bytes: every line break is ASCII, so each line
/// is a slice of the text between two of them (splitting by Characters cost 2.5 M
/// instructions on a 6 KB scene, and never broke at CR LF, one Character).
public struct SourceText: Sendable {
  public let lines: [Substring]

  public init(_ text: String) {
    var text = text
    var ranges: [Range<Int>] = []
    text.withUTF8 { bytes in Self.forEachLine(in: bytes) { ranges.append($0) } }
    // The ranges in order: each index is found from the one before (linear in the text).
    let utf8 = text.utf8
    var index = utf8.startIndex
    var offset = 0
    func position(_ target: Int) -> String.Index {
      index = utf8.index(index, offsetBy: target - offset)
      offset = target
      return index
    }
    lines = ranges.map { range in
      let start = position(range.lowerBound)
      return text[start..<position(range.upperBound)]
    }
  }

  /// The 1-based line `number`, or nil when out of range.
  public func line(_ number: Int) -> Substring? {
    guard number >= 1, number <= lines.count else { return nil }
    return lines[number - 1]
  }

  /// Calls `body` with the byte range of each line of `bytes`, in order, line breaks (LF,
  /// CR LF, CR) left out: one more line than there are breaks, the last one empty when the
  /// text ends in a break.
  public static func forEachLine(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
    var start = 0
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      guard byte == 0x0A || byte == 0x0D else {
        i += 1
        continue
      }
      body(start..<i)
      i += byte == 0x0D && i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
      start = i
    }
    body(start..<bytes.count)
  }
}
