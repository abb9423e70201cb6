import Foundation
import SceneGeometry
public import SceneModel
import SceneOutput
public import SceneRender
public import SceneText
import SceneThreads

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The scene facts `manifest.json` records.
public struct SceneManifestInfo: Hashable, Sendable {
  public var name: String
  public var fps: Double
  public var size: Size
  public var duration: Double
  /// The scene's number of frames (also when only a range of them is written).
  public var frameCount: Int
  /// The fonts text is drawn with (`SceneFonts.used(in:)`); listed when there are any.
  /// `compile` leaves them out here and gives `FrameSequenceWriter.manifestFonts` instead,
  /// which is asked only when the manifest is written.
  public var fonts: [ResolvedFont]

  public init(
    name: String, fps: Double, size: Size, duration: Double, frameCount: Int, fonts: [ResolvedFont] = []
  ) {
    self.name = name
    self.fps = fps
    self.size = size
    self.duration = duration
    self.frameCount = frameCount
    self.fonts = fonts
  }
}

/// One frame as written.
public struct WrittenFrame: Hashable, Sendable {
  public var index: Int
  public var file: String
  public var time: Double
  public var sha256: String
  /// The file's size; 0 for a frame read back from a manifest (which does not record it).
  public var bytes: Int = 0
}

/// What one run wrote: its frames and the bytes of its files (frames and manifest), as
/// the writer knows them (no file is looked at again for its size).
public struct WrittenSequence: Sendable {
  public var frames: [WrittenFrame]
  public var bytes: Int
}

/// Writes a frame sequence and its manifest into a folder, as `scenec compile` does.
///
/// Frames are rendered and hashed on up to `jobs` threads (FrameSequenceWorker: two frames
/// of a thread hashed together where the CPU gains from it) and written to their files by one
/// thread at a time, in index order (FrameWriteQueue: threads creating files in one folder
/// wait on its lock); only each frame's hash is kept, and at most `4 × jobs` rendered frames
/// wait for their file, so memory does not grow with the number of frames. Everything is
/// written into a temporary folder beside the output folder first; nothing in the output
/// folder changes until every frame and the manifest are complete. If anything fails
/// before that, the temporary folder is deleted and the output folder is left as it was.
///
/// Publishing (OutputPublisher): the finished folder replaces the output folder in one
/// atomic exchange when that holds only scenec's own files, else file by file with the
/// manifest last; files that do not match scenec's names are never touched. A whole run
/// (`publication: .whole`) replaces every frame; a part (`.part`) replaces only its own and
/// keeps, and lists, the frames other parts of the same scene and flags wrote.
/// Staging folders of runs that were killed are removed by the next run (StagingFolder).
///
/// The output is the same whatever `jobs` is.
public struct FrameSequenceWriter: Sendable {
  public var directory: String
  public var precision: Int
  public var jobs: Int

  /// `<text>` elements, or glyph outlines as paths.
  public var textRendering: TextRendering = .text

  /// Whether this run is the whole output or one part of it (`compile --frames`).
  public var publication: FramePublication

  /// Called with each frame and its render tree (built at `precision`) as it is rendered,
  /// from the rendering threads, for work that reads the same frames (lint's samples).
  public var frameObserver: (@Sendable (Frame, RenderFrame) -> Void)? = nil

  /// When set, the manifest's font list (`SceneManifestInfo.fonts`) is asked for only when
  /// the manifest is written, after the frames: the fonts are then resolved on their own
  /// thread while the staging folder is made and the first frames drawn, instead of before
  /// (about 0.6 ms of a text scene's compile; docs/performance.md, "Overlapping the fixed
  /// work"). A frame with text waits for the fonts it draws with either way.
  public var manifestFonts: (@Sendable () -> [ResolvedFont])? = nil

  /// A staging folder being made for `directory` while the scene loaded; taken (waited
  /// for) once the output is checked. Without one, or when it could not be made, the
  /// writer makes its own there.
  public var stagingInAdvance: StagingInAdvance? = nil

  /// Test seams: how a frame's bytes reach its file (given its path; nil: FrameFile,
  /// relative to the staging folder's descriptor), how many rendered frames may wait for
  /// theirs (nil: `4 × jobs`), and the queue of each pass as it starts.
  var writeFile: (@Sendable (ByteBuffer, String) throws -> Void)? = nil
  var queueBound: Int? = nil
  var queueStarted: (@Sendable (FrameWriteQueue) -> Void)? = nil
  /// Test seam: whether workers hash frames two at a time (nil: where the CPU gains from it).
  var pairsHashes: Bool? = nil

  public init(
    directory: String, precision: Int = 3, jobs: Int = 1, textRendering: TextRendering = .text,
    publication: FramePublication = .whole
  ) {
    self.textRendering = textRendering
    self.directory = directory
    self.precision = precision
    self.jobs = max(1, jobs)
    self.publication = publication
  }

  /// File name of frame `index`: `frame-00000.svg`, five digits, more when the index itself
  /// needs them (`frame-99999.svg`, `frame-100000.svg`), as printf's `%05d` and ffmpeg's
  /// `frame-%05d.svg` pattern read them. `frameCount` does not change a frame's name.
  public static func fileName(index: Int, frameCount: Int) -> String {
    let digits = String(max(index, 0))
    return "frame-" + String(repeating: "0", count: max(5 - digits.count, 0)) + digits + ".svg"
  }

  /// True for names scenec's frames have: `frame-` then at least five digits, `.svg`.
  public static func isFrameFileName(_ name: String) -> Bool {
    guard name.hasPrefix("frame-"), name.hasSuffix(".svg") else { return false }
    let digits = name.dropFirst(6).dropLast(4)
    return digits.count >= 5 && digits.allSatisfy { $0.isASCII && $0.isNumber }
  }

  /// Renders and writes the frames with the given indices (sorted, duplicates and
  /// negative indices dropped) and the manifest. `frame` is called once per index, from
  /// several threads at once; `progress`, when given, with the number of frames written so
  /// far after each one, from those threads.
  @discardableResult
  public func write(
    frames requested: [Int], scene: SceneManifestInfo,
    progress: (@Sendable (Int) -> Void)? = nil, frame: @escaping @Sendable (Int) -> Frame
  ) throws -> [WrittenFrame] {
    try writeSequence(frames: requested, scene: scene, progress: progress, frame: frame).frames
  }

  /// `write`, also saying how many bytes the run's files (its frames and the manifest) hold.
  public func writeSequence(
    frames requested: [Int], scene: SceneManifestInfo,
    progress: (@Sendable (Int) -> Void)? = nil, frame: @escaping @Sendable (Int) -> Frame
  ) throws -> WrittenSequence {
    let indices = Array(Set(requested.filter { $0 >= 0 })).sorted()
    let output = Self.absolutePath(directory)
    // A missing output folder is not made: the staging folder is renamed there at the end.
    let presence = try OutputFolder.check(output)
    let names = indices.map { Self.fileName(index: $0, frameCount: scene.frameCount) }
    if presence == .folder { try OutputFolder.refuseFoldersInTheWay(of: names + ["manifest.json"], in: output) }
    let staging = try stagingInAdvance?.take(for: output) ?? StagingFolder.create(beside: output)
    defer { staging.remove() }
    let stagingPath = staging.path
    do {
      let written = try renderAll(
        indices: indices, names: names, into: stagingPath, progress: progress, frame: frame)
      var scene = scene
      if let manifestFonts { scene.fonts = manifestFonts() }
      let publisher = OutputPublisher(output: output, shown: directory, staging: staging, scene: scene)
      let published = try publisher.publish(written, as: publication, outputWasMissing: presence == .missing) {
        again in
        try renderAll(
          indices: again, names: again.map { Self.fileName(index: $0, frameCount: scene.frameCount) },
          into: stagingPath, progress: nil, frame: frame)
      }
      let bytes = written.reduce(published.manifestBytes) { $0 + $1.bytes }
      return WrittenSequence(frames: written, bytes: bytes)
    } catch {
      throw staging.shown(error, as: output)
    }
  }

  /// Convenience: the frames `range` of the scene.
  @discardableResult
  public func write(
    frames range: ClosedRange<Int>, scene: SceneManifestInfo,
    progress: (@Sendable (Int) -> Void)? = nil, frame: @escaping @Sendable (Int) -> Frame
  ) throws -> [WrittenFrame] {
    try write(frames: Array(range), scene: scene, progress: progress, frame: frame)
  }

  /// `path` made absolute (from the working folder) with `.`, `..` and empty components
  /// resolved in the text, as `URL(fileURLWithPath:).standardizedFileURL.path` has it
  /// (no lookup, links left as they are). Done by hand: the URL's first use set up
  /// `Set<UInt8>` by mangled name, 0.38 M instructions of every compile. A path starting with
  /// `~` still goes through URL (its home folder expansion).
  static func absolutePath(_ path: String) -> String {
    if path.hasPrefix("~") { return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path }
    var full = path
    if !full.hasPrefix("/") {
      guard let folder = getcwd(nil, 0) else {
        return URL(fileURLWithPath: path, isDirectory: true).standardizedFileURL.path
      }
      defer { free(folder) }
      full = String(cString: folder) + "/" + full
    }
    // As UTF-8 bytes ('/' and '.' never occur inside a longer character's bytes).
    let slash = UInt8(ascii: "/")
    let dot = UInt8(ascii: ".")
    let bytes = Array(full.utf8)
    var parts: [ArraySlice<UInt8>] = []
    var start = 0
    for end in 0...bytes.count where end == bytes.count || bytes[end] == slash {
      let part = bytes[start..<end]
      start = end + 1
      if part.isEmpty || part.elementsEqual([dot]) { continue }
      if part.elementsEqual([dot, dot]) {
        if !parts.isEmpty { parts.removeLast() }
      } else {
        parts.append(part)
      }
    }
    var result: [UInt8] = []
    for part in parts {
      result.append(slash)
      result.append(contentsOf: part)
    }
    return result.isEmpty ? "/" : String(decoding: result, as: UTF8.self)
  }

  /// Writes text to a file atomically: a temporary file in the same folder, then a rename
  /// (a symbolic link at `path` is refused, not written through). Missing parent folders
  /// are made, as every other output of scenec makes them.
  public static func writeAtomically(_ text: String, to path: String) throws {
    try AtomicFile.write(Data(text.utf8), to: URL(fileURLWithPath: path).standardizedFileURL.path, creatingFolders: true)
  }

  /// Writes a file that does not exist yet (in a staging folder), errors as one line.
  static func writeNewFile(_ bytes: ByteBuffer, to path: String) throws {
    try FrameFile.write(bytes, to: path, mode: 0o644)
  }

  // MARK: - Steps

  private func renderAll(
    indices: [Int], names: [String], into folder: String, progress: (@Sendable (Int) -> Void)?,
    frame: @escaping @Sendable (Int) -> Frame
  ) throws -> [WrittenFrame] {
    let renderer = SVGFrameRenderer(precision: precision, textRendering: textRendering)
    let precision = self.precision
    let observer = frameObserver
    let finished = FinishedCount()
    // Frames are opened by name in the open staging folder (the queue is handed names).
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    defer { if descriptor >= 0 { close(descriptor) } }
    let writeFile: FrameWriteQueue.WriteFile
    if let seam = self.writeFile {
      writeFile = { try seam($0, folder + "/" + $1) }
    } else if descriptor >= 0 {
      writeFile = { try FrameFile.write($0, named: $1, in: descriptor, folderPath: folder) }
    } else {
      writeFile = { try FrameFile.write($0, to: folder + "/" + $1) }
    }
    let queue = FrameWriteQueue(
      bound: queueBound ?? 4 * jobs, slots: indices.count, writeFile: writeFile,
      wrote: progress.map { progress in { progress(finished.increment()) } })
    queueStarted?(queue)
    let results = try ParallelMap.run(
      count: indices.count, jobs: jobs,
      worker: { [pairsHashes] in FrameSequenceWorker(precision: precision, hasher: FrameHasher(pairs: pairsHashes)) },
      finish: { worker in try worker.flush(into: queue) }
    ) { worker, slot in
      let buffer = try worker.buffer(for: slot, in: queue)
      let produced = frame(indices[slot])
      let built = worker.tree.build(produced)
      observer?(produced, built)
      renderer.write(built, into: buffer)
      let bytes = buffer.count
      try worker.rendered(slot, in: buffer, path: names[slot], queue: queue)
      return (time: produced.time, bytes: bytes)
    }
    // A frame's digest may come from another call than its own (hashed with the next frame).
    let sha256 = queue.digests
    return results.enumerated().compactMap { slot, rendered in
      rendered.map {
        WrittenFrame(index: indices[slot], file: names[slot], time: $0.time, sha256: sha256[slot], bytes: $0.bytes)
      }
    }
  }
}

/// How many frames the worker threads have finished, for the progress callback.
private final class FinishedCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() -> Int {
    lock.lock()
    defer { lock.unlock() }
    count += 1
    return count
  }
}
