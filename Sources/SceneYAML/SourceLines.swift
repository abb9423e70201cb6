import SceneDiagnostics

/// Line starts of the input, counted the way libyaml counts them, so byte offsets can be
/// turned into locations and lines can be re-read. Built only when needed (errors given as
/// byte offsets, block scalar ends), since most parses never need it.
struct SourceLines {
  let bytes: [UInt8]
  /// Byte offset where each line starts; line 1 starts after a UTF-8 BOM.
  private(set) var byteStarts: [Int] = []
  /// Unicode-scalar offset where each line starts (the BOM is not counted, as in libyaml).
  private(set) var scalarStarts: [Int] = []

  static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  init(_ bytes: [UInt8]) {
    self.bytes = bytes
    var i = bytes.starts(with: Self.byteOrderMark) ? 3 : 0
    var scalars = 0
    byteStarts = [i]
    scalarStarts = [0]
    // libyaml breaks lines at LF, CR, CRLF, NEL (U+0085), LS (U+2028) and PS (U+2029).
    while i < bytes.count {
      let byte = bytes[i]
      var breakLength = 0
      var breakScalars = 1
      if byte == 0x0A {
        breakLength = 1
      } else if byte == 0x0D {
        let isPair = i + 1 < bytes.count && bytes[i + 1] == 0x0A
        breakLength = isPair ? 2 : 1
        breakScalars = isPair ? 2 : 1
      } else if byte == 0xC2, i + 1 < bytes.count, bytes[i + 1] == 0x85 {
        breakLength = 2
      } else if byte == 0xE2, i + 2 < bytes.count, bytes[i + 1] == 0x80,
        bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9
      {
        breakLength = 3
      }
      if breakLength > 0 {
        i += breakLength
        scalars += breakScalars
        byteStarts.append(i)
        scalarStarts.append(scalars)
      } else {
        if byte & 0xC0 != 0x80 { scalars += 1 }
        i += 1
      }
    }
  }

  var lineCount: Int { byteStarts.count }

  /// The location of the scalar that starts at (or contains) `byteOffset`.
  func location(ofByteOffset byteOffset: Int) -> SourceLocation {
    let target = max(byteOffset, byteStarts[0])
    // The last line starting at or before the offset.
    var low = 0
    var high = byteStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if byteStarts[middle] <= target { low = middle } else { high = middle - 1 }
    }
    var column = 0
    var i = byteStarts[low]
    while i < min(target, bytes.count) {
      if bytes[i] & 0xC0 != 0x80 { column += 1 }
      i += 1
    }
    return SourceLocation(line: low + 1, column: column + 1, offset: scalarStarts[low] + column)
  }

  /// The text of 1-based line `number` without its line break.
  func text(ofLine number: Int) -> String.UnicodeScalarView {
    let start = byteStarts[number - 1]
    let next = number < byteStarts.count ? byteStarts[number] : bytes.count
    let end = next - lineBreakLength(endingAt: next, notBefore: start)
    return String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars
  }

  /// The byte length of the line break that ends just before `end`, or 0.
  private func lineBreakLength(endingAt end: Int, notBefore start: Int) -> Int {
    let tail = bytes[start..<end]
    if tail.last == 0x0A { return tail.dropLast().last == 0x0D ? 2 : 1 }
    if tail.last == 0x0D { return 1 }
    if tail.suffix(2).elementsEqual([0xC2, 0x85]) { return 2 }
    let last3 = Array(tail.suffix(3))
    if last3 == [0xE2, 0x80, 0xA8] || last3 == [0xE2, 0x80, 0xA9] { return 3 }
    return 0
  }

  /// The location just after the `column`-th scalar (1-based) of line `line`.
  func location(line: Int, column: Int) -> SourceLocation {
    SourceLocation(line: line, column: column, offset: scalarStarts[line - 1] + column - 1)
  }
}
