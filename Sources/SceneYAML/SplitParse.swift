import SceneDiagnostics
import SceneThreads

#if canImport(Glibc)
  import Glibc
#endif

/// A large document read in two parts at once, on two threads, then joined into the one
/// tree `YAMLTreeBuilder` makes of the whole. libyaml reads a document on one thread only,
/// and a scene's start waits for it: 16 M of the 31 M instructions before the first frame
/// of a 41 KB scene (docs/performance.md, "A large file read in two parts (sixteenth
/// session)").
///
/// Only one shape is cut: a root mapping whose last key holds a block sequence (a scene's
/// `layers`), cut between two of its items, so the second part is itself a document (a
/// block sequence) and its items join the first part's. Anything the two parts could read
/// differently from the whole makes `parse` give up, and the caller reads the document
/// whole, which also reports every problem: a diagnostic in either part (an alias to an
/// anchor of the other part, a limit), a block scalar (libyaml ends it where the next token
/// starts), a node of the first part that reaches the line where the second starts (none
/// does: libyaml places an empty value right after its key; a guard, since such a node's
/// end would depend on what follows), line breaks other than `\n` (the parts count lines
/// as libyaml does only with those), or tabs at the start of a line.
enum SplitParse {
  /// Smaller documents are read whole: a thread's start and the join cost more than half of
  /// their reading saves (about 400 instructions a byte).
  static let minimumBytes = 16_384

  /// A part read cleanly: its tree storage, its root, and its nodes counted as the builder
  /// counts them against `YAMLLimits.maxNodes`.
  struct Part {
    var storage: YAMLTree.Storage
    var root: Int32
    var nodeCount: Int
  }

  /// Where a document is cut.
  struct Cut: Equatable {
    /// The second part's first byte: the start of a line holding an item of the sequence.
    var tailStart: Int
    /// The 1-based line of the root mapping's last key, whose sequence is cut.
    var keyLine: Int
    /// Lines, and Unicode scalars as libyaml counts them (not a byte order mark), before
    /// the second part: what its locations are moved by.
    var lineOffset: Int
    var scalarOffset: Int
  }

  /// The whole document's root, as `YAMLParser` makes it, when the document is cut and both
  /// parts read cleanly (then there is no diagnostic); nil otherwise, and also when no core
  /// is free for the second part (lint reading files on every core: there a second thread
  /// made its 20 files of 41 KB 11 % slower).
  static func parse(
    _ bytes: [UInt8], file: String, limits: YAMLLimits, minimumBytes: Int = minimumBytes
  ) -> YAMLNode? {
    guard bytes.count >= minimumBytes, WorkerThread.mayTakeAnotherCore, let cut = cut(bytes) else { return nil }
    return parse(bytes, file: file, limits: limits, at: cut)
  }

  /// The document cut at `cut`, read in two parts at once and joined (nil: see `parse`).
  static func parse(_ bytes: [UInt8], file: String, limits: YAMLLimits, at cut: Cut) -> YAMLNode? {
    guard limits.maxDepth > 1 else { return nil }
    // The first part's tree gets room for the whole document's nodes; the second part's
    // root is the cut sequence, one level inside the document's root.
    let tailLimits = YAMLLimits(maxNodes: limits.maxNodes, maxDepth: limits.maxDepth - 1)
    let parts = ParallelMap.map(
      [
        (bytes: Array(bytes[..<cut.tailStart]), limits: limits, reservingFor: bytes.count),
        (bytes: Array(bytes[cut.tailStart...]), limits: tailLimits, reservingFor: nil),
      ], jobs: 2
    ) { part in read(part.bytes, file: file, limits: part.limits, reservingFor: part.reservingFor) }
    guard let head = parts[0], let tail = parts[1] else { return nil }
    return join(head, tail, at: cut, limits: limits)
  }

  private static func read(_ bytes: [UInt8], file: String, limits: YAMLLimits, reservingFor documentBytes: Int? = nil)
    -> Part?
  {
    var builder = YAMLTreeBuilder(bytes: bytes, file: file, limits: limits, reservingFor: documentBytes)
    let error = readYAMLEvents(bytes, into: &builder)
    return builder.cleanPart(syntaxError: error)
  }

  // MARK: - Where to cut

  /// The cut at the first item line from byte `target` on (default: the middle; the last
  /// item line when none is), or nil when the document has not the shape `parse` cuts (see
  /// the type's comment).
  static func cut(_ bytes: [UInt8], near target: Int? = nil) -> Cut? {
    let count = bytes.count
    // Not `SourceLines`: it takes every line break libyaml knows, a byte at a time (so did
    // this scan before memchr: 0.67 M instructions on 41 KB, 0.29 M now), and a cut takes
    // only `\n`.
    guard let lineStarts = lineStarts(bytes) else { return nil }
    func byte(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0x0A }
    /// What a line starts with, after `indent` spaces.
    func isItem(_ start: Int) -> Bool { byte(start) == 0x2D && (byte(start + 1) == 0x20 || byte(start + 1) == 0x0A) }
    func spaces(_ start: Int) -> Int {
      var end = start
      while byte(end) == 0x20 { end += 1 }
      return end - start
    }

    // The last line at column 0 that is not blank, a comment or an item is the key.
    var keyLineIndex: Int?
    for line in lineStarts.indices.reversed() {
      let start = lineStarts[line]
      switch byte(start) {
      case 0x0A, 0x20, 0x23: continue  // blank, indented, comment
      case 0x09: return nil
      default:
        if isItem(start) { continue }
        keyLineIndex = line
      }
      break
    }
    guard let keyLineIndex, isEmptyKeyLine(at: lineStarts[keyLineIndex], byte) else { return nil }

    // Its items: the first line after it that is not blank or a comment sets their indent.
    var itemIndent: Int?
    var firstItemLine = 0
    var candidates: [Int] = []
    for line in (keyLineIndex + 1)..<lineStarts.count {
      let start = lineStarts[line]
      guard start < count else { break }
      if byte(start) == 0x09 { return nil }
      let indent = spaces(start)
      let first = byte(start + indent)
      if first == 0x0A || first == 0x23 { continue }
      if let itemIndent {
        if indent == itemIndent, isItem(start + indent) { candidates.append(line) }
      } else {
        guard isItem(start + indent) else { return nil }
        itemIndent = indent
        firstItemLine = line
      }
    }
    guard itemIndent != nil,
      let line = candidates.first(where: { lineStarts[$0] >= (target ?? count / 2) }) ?? candidates.last,
      line > firstItemLine
    else { return nil }
    let tailStart = lineStarts[line]
    let scalars = bytes.withUnsafeBufferPointer { buffer in
      buffer[..<tailStart].reduce(0) { $0 &+ ($1 & 0xC0 != 0x80 ? 1 : 0) }
    }
    let hasByteOrderMark = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    return Cut(
      tailStart: tailStart, keyLine: keyLineIndex + 1, lineOffset: line,
      scalarOffset: scalars - (hasByteOrderMark ? 1 : 0))
  }

  /// Where each line starts (memchr finds the breaks), or nil when a line break other than
  /// `\n` occurs: `\r`, NEL (U+0085), LS or PS (U+2028, U+2029).
  private static func lineStarts(_ bytes: [UInt8]) -> [Int]? {
    bytes.withUnsafeBufferPointer { buffer -> [Int]? in
      guard let base = buffer.baseAddress else { return [0] }
      let count = buffer.count
      func has(_ byte: UInt8, followedBy rest: (Int) -> Bool) -> Bool {
        var from = 0
        while from < count, let found = memchr(base + from, Int32(byte), count - from) {
          let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
          if rest(index) { return true }
          from = index + 1
        }
        return false
      }
      if has(0x0D, followedBy: { _ in true })
        || has(0xC2, followedBy: { $0 + 1 < count && buffer[$0 + 1] == 0x85 })
        || has(0xE2, followedBy: { $0 + 2 < count && buffer[$0 + 1] == 0x80 && buffer[$0 + 2] | 1 == 0xA9 })
      {
        return nil
      }
      var starts = [0]
      starts.reserveCapacity(count / 24)
      _ = has(0x0A) { index in
        starts.append(index + 1)
        return false
      }
      return starts
    }
  }

  /// `key:` at column 0, a plain key of letters, digits, `_` and `-`, with nothing after the
  /// colon but spaces and a comment.
  private static func isEmptyKeyLine(at start: Int, _ byte: (Int) -> UInt8) -> Bool {
    var offset = start
    while true {
      let b = byte(offset)
      let isKeyByte = (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        || (b == 0x2D && offset > start)
      guard isKeyByte else { break }
      offset += 1
    }
    guard offset > start, byte(offset) == 0x3A else { return false }
    offset += 1
    while byte(offset) == 0x20 { offset += 1 }
    return byte(offset) == 0x0A || byte(offset) == 0x23
  }

  // MARK: - Joining

  /// The second part's nodes appended to the first's, and the cut sequence's items made
  /// one run: the first part's, then those of the second part's root.
  static func join(_ head: Part, _ tail: Part, at cut: Cut, limits: YAMLLimits) -> YAMLNode? {
    // The second part's root is the cut sequence again, counted once in the whole.
    guard head.nodeCount + tail.nodeCount - 1 <= limits.maxNodes else { return nil }
    var tree = head.storage
    let root = tree.records[Int(head.root)]
    guard root.kind == .mapping, root.count > 0 else { return nil }
    let last = tree.entries[Int(root.start + root.count - 1)]
    let sequence = tree.records[Int(last.value)]
    let tailRoot = tail.storage.records[Int(tail.root)]
    let key = tree.records[Int(last.key)].range.start
    guard key.line == cut.keyLine, key.column == 1,
      sequence.kind == .sequence, sequence.count > 0, tailRoot.kind == .sequence, tailRoot.count > 0,
      !tree.records.contains(where: { $0.range.end.line > cut.lineOffset })
    else { return nil }

    let recordBase = Int32(tree.records.count)
    let textBase = Int32(tree.texts.count)
    let tagBase = Int32(tree.tags.count)
    let entryBase = Int32(tree.entries.count)
    let itemBase = Int32(tree.items.count)
    func moved(_ location: SourceLocation) -> SourceLocation {
      SourceLocation(
        line: location.line + cut.lineOffset, column: location.column, offset: location.offset + cut.scalarOffset)
    }
    func moved(_ range: SourceRange) -> SourceRange { SourceRange(start: moved(range.start), end: moved(range.end)) }

    tree.records.reserveCapacity(tree.records.count + tail.storage.records.count)
    for var record in tail.storage.records {
      record.range = moved(record.range)
      switch record.kind {
      case .scalar: record.start += textBase
      case .mapping: record.start += entryBase
      case .sequence: record.start += itemBase
      }
      if record.tag >= 0 { record.tag += tagBase }
      tree.records.append(record)
    }
    tree.texts.append(contentsOf: tail.storage.texts)
    tree.tags.append(contentsOf: tail.storage.tags)
    tree.entries.reserveCapacity(tree.entries.count + tail.storage.entries.count)
    for entry in tail.storage.entries {
      tree.entries.append(YAMLTree.Entry(key: entry.key + recordBase, value: entry.value + recordBase))
    }
    let joinedItems = tree.items.count + tail.storage.items.count
    tree.items.reserveCapacity(joinedItems + Int(sequence.count + tailRoot.count))
    for item in tail.storage.items { tree.items.append(item + recordBase) }
    for hidden in tail.storage.hiddenHexColors {
      let color = HiddenHexColor(text: hidden.color.text, range: moved(hidden.color.range))
      tree.hiddenHexColors.append(YAMLTree.HiddenHexColorEntry(node: hidden.node + recordBase, color: color))
    }

    // The cut sequence's items, side by side at the end (the first part's copy of them
    // stays where it was, unused).
    tree.items.append(contentsOf: tree.items[Int(sequence.start)..<Int(sequence.start + sequence.count)])
    for item in tailRoot.start..<(tailRoot.start + tailRoot.count) {
      tree.items.append(tail.storage.items[Int(item)] + recordBase)
    }
    let end = moved(tailRoot.range.end)
    tree.records[Int(last.value)].start = Int32(joinedItems)
    tree.records[Int(last.value)].count = sequence.count + tailRoot.count
    tree.records[Int(last.value)].range.end = end
    // A block collection ends with its last node: the root with the cut sequence.
    tree.records[Int(head.root)].range.end = end
    return YAMLTree(tree).node(head.root)
  }
}
