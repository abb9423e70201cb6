import Foundation
import SceneOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

public struct PreviewWriteError: Error, CustomStringConvertible, Sendable {
  public var description: String

  init(_ description: String) { self.description = description }
}

/// What a finished page holds.
public struct PreviewPageSummary: Hashable, Sendable {
  /// Where the page was written.
  public var path: String
  /// Size of the page file.
  public var bytes: Int
  public var frameCount: Int
  /// Frames stored (a run of identical consecutive frames is stored once).
  public var storedFrames: Int
}

/// Writes one self-contained HTML preview page, streaming: frames are appended in order and
/// written out as they come, so memory holds one frame (and one number per run of identical
/// frames), not the page.
///
/// The page is written to a temporary file beside the target and renamed over it by
/// `finish()`; until then (and after `discard()` or an error) the target is untouched.
/// Writing goes through SceneOutput: a symbolic link at the target is refused, temporaries
/// a killed run left beside it are removed, and failures are one-line `OutputError`s naming
/// the target.
///
/// Layout: the player's markup and style; the scene's facts (an `application/json` block);
/// one data block per distinct frame, in order, holding its SVG text verbatim (see
/// `frameBlock`); the run lengths (how many consecutive frames each stored text stands for,
/// JSON); then the player's script.
public final class PreviewPageWriter {
  public let facts: PreviewFacts
  public let path: String
  private let temporaryPath: String
  private var descriptor: Int32
  private var buffer = Data()
  private var written = 0
  private var previous: String?
  private var runs: [Int] = []
  private var frameBytes = 0
  private var appended = 0
  private var closed = false

  /// Opens the temporary file and writes the page's head. Throws for a scene with more
  /// than `PreviewLimits.maxFrames` frames or an unwritable folder.
  public init(facts: PreviewFacts, path: String) throws {
    guard facts.frameCount <= PreviewLimits.maxFrames else {
      throw PreviewWriteError(
        "the scene has \(facts.frameCount) frames, more than the \(PreviewLimits.maxFrames) a preview page plays")
    }
    self.facts = facts
    let url = URL(fileURLWithPath: path).standardizedFileURL
    self.path = url.path
    try FileStatus.refuseSymbolicLink(self.path)
    if FileStatus(path: self.path) == .directory {
      throw OutputError("cannot write '\(self.path)': a folder is in the way")
    }
    try OutputFolder.makeFolders(url.deletingLastPathComponent().path)
    AtomicFile.removeAbandonedTemporaries(beside: self.path)
    temporaryPath = Self.temporaryPath(for: self.path)
    unlink(temporaryPath)
    descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw OutputError.system("write", self.path) }
    // Locked while written, so a concurrent cleanup never takes it for abandoned.
    _ = flock(descriptor, LOCK_EX | LOCK_NB)
    emit(PlayerResource.head(title: facts.name))
    emit(PlayerResource.body)
    emit("<script type=\"application/json\" id=\"scenec-facts\">")
    emit(Self.factsJSON(facts))
    emit("</script>\n")
  }

  deinit { if !closed { discard() } }

  /// Where the page for `path` is written before it is renamed into place: a hidden file
  /// beside it, named after this process.
  public static func temporaryPath(for path: String) -> String {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).scenec-\(getpid()).tmp"
    ).path
  }

  /// Appends the next frame's SVG text; a frame identical to the one before is stored once.
  public func append(frame svg: String) throws {
    appended += 1
    if let previous, previous == svg {
      runs[runs.count - 1] += 1
      return
    }
    frameBytes += svg.utf8.count
    guard frameBytes <= PreviewLimits.maxFrameBytes else {
      discard()
      throw PreviewWriteError(
        "the frames hold more than \(PreviewLimits.maxFrameBytes / 1_048_576) MB of distinct SVG, "
          + "more than a preview page holds")
    }
    emit(Self.frameBlock(svg))
    runs.append(1)
    previous = svg
    try flushIfLarge()
  }

  /// Writes the rest of the page and renames it over the target.
  @discardableResult
  public func finish() throws -> PreviewPageSummary {
    guard appended == facts.frameCount else {
      discard()
      throw PreviewWriteError("internal error: \(appended) frames appended, the scene has \(facts.frameCount)")
    }
    emit("<script type=\"application/json\" id=\"scenec-runs\">[")
    emit(runs.map(String.init).joined(separator: ","))
    emit("]</script>\n<script>\n")
    emit(PlayerResource.script)
    emit("</script>\n</body>\n</html>\n")
    try flush()
    let closedCleanly = close(descriptor) == 0
    let closeError = errno
    closed = true
    guard closedCleanly else {
      unlink(temporaryPath)
      throw OutputError.system("write", path, code: closeError)
    }
    guard rename(temporaryPath, path) == 0 else {
      let code = errno
      unlink(temporaryPath)
      throw OutputError.system("write", path, code: code)
    }
    return PreviewPageSummary(path: path, bytes: written, frameCount: appended, storedFrames: runs.count)
  }

  /// Removes the temporary file; the target stays as it was.
  public func discard() {
    if !closed { close(descriptor) }
    closed = true
    unlink(temporaryPath)
  }

  // MARK: - Output

  private func emit(_ text: String) {
    buffer.append(contentsOf: Array(text.utf8))
  }

  private func flushIfLarge() throws {
    if buffer.count >= 1 << 20 { try flush() }
  }

  private func flush() throws {
    guard !buffer.isEmpty else { return }
    do {
      try AtomicFile.writeAll(buffer, to: descriptor, path: path)
    } catch {
      discard()
      throw error
    }
    written += buffer.count
    buffer.removeAll(keepingCapacity: true)
  }

  // MARK: - Frames

  /// One stored frame as a data block (a `<script>` of a type the browser does not run).
  /// The SVG text goes in as it is — so the page holds each frame's bytes verbatim — unless
  /// the HTML parser would change or cut it short there: `</script` ends the block, `<!--`
  /// changes how it is parsed, and carriage returns and NULs are rewritten on input. Such a
  /// frame (scenec's own frames never are one) is stored as a JSON string instead.
  static func frameBlock(_ svg: String) -> String {
    if isSafeRaw(svg) {
      return "<script type=\"image/svg+xml\" class=\"scenec-frame\">" + svg + "</script>\n"
    }
    return "<script type=\"application/json\" class=\"scenec-frame\">" + jsonString(svg) + "</script>\n"
  }

  static func isSafeRaw(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    for (i, byte) in bytes.enumerated() {
      if byte == 0x0D || byte == 0x00 { return false }
      guard byte == 0x3C, i + 1 < bytes.count else { continue }
      if bytes[i + 1] == 0x21 { return false }  // <!
      if bytes[i + 1] == 0x2F, i + 8 <= bytes.count,  // </script, any case
        String(decoding: bytes[(i + 2)..<(i + 8)], as: UTF8.self).lowercased() == "script"
      {
        return false
      }
    }
    return true
  }

  // MARK: - JSON

  static func factsJSON(_ facts: PreviewFacts) -> String {
    "{\"name\":\(jsonString(facts.name)),\"width\":\(number(facts.width)),\"height\":\(number(facts.height)),"
      + "\"fps\":\(number(facts.fps)),\"duration\":\(number(facts.duration)),\"frameCount\":\(facts.frameCount)}"
  }

  /// A finite double as JSON (Swift's shortest round-trip form is valid JSON).
  static func number(_ value: Double) -> String {
    guard value.isFinite else { return "0" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }

  /// A JSON string literal, safe inside an HTML `<script>` block.
  static func jsonString(_ text: String) -> String {
    var out = [UInt8]()
    out.reserveCapacity(text.utf8.count + 16)
    out.append(0x22)
    let hex = Array("0123456789abcdef".utf8)
    let bytes = Array(text.utf8)
    for (i, byte) in bytes.enumerated() {
      switch byte {
      case 0x22: out += [0x5C, 0x22]
      case 0x5C: out += [0x5C, 0x5C]
      case 0x0A: out += [0x5C, 0x6E]
      case 0x0D: out += [0x5C, 0x72]
      case 0x09: out += [0x5C, 0x74]
      // `</` (as in `</script>`) ends a script block and `<!--` changes how it is parsed:
      // `/` is written `\/` and `<` before `!` as `\u003c`; other `<` stay (SVG is full of them).
      case 0x2F where i > 0 && bytes[i - 1] == 0x3C: out += [0x5C, 0x2F]
      case 0x3C where i + 1 < bytes.count && bytes[i + 1] == 0x21: out += Array(#"\u003c"#.utf8)
      case 0x00..<0x20:
        out += [0x5C, 0x75, 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      default: out.append(byte)
      }
    }
    out.append(0x22)
    return String(decoding: out, as: UTF8.self)
  }
}
