import Foundation
import SceneGeometry
public import SceneModel
import SceneRender
public import SceneText

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
}

public struct FrameWriteError: Error, CustomStringConvertible, Sendable {
  public var description: String

  init(_ description: String) { self.description = description }
}

/// Writes a frame sequence and its manifest into a folder, as `scenec compile` does.
///
/// Frames are rendered on up to `jobs` threads; each is rendered, written and hashed, and
/// only its hash is kept, so memory does not grow with the number of frames. Everything is
/// written into a temporary folder beside the output folder first; nothing in the output
/// folder changes until every frame and the manifest are complete. If anything fails
/// before that, the temporary folder is deleted and the output folder is left as it was.
///
/// Publishing: when the output folder holds nothing but scenec's own files (frames named
/// `frame-NNNNN.svg` and `manifest.json`), the finished folder is swapped with it in one
/// atomic exchange, so even an interrupted run shows either the old or the new sequence.
/// Otherwise (other files live there too, or the system cannot exchange folders) each frame
/// is renamed into place (an atomic replace per file), stale `frame-NNNNN.svg` files of an
/// earlier run that are not part of this output are removed, and `manifest.json` is
/// renamed in last. Files that do not match scenec's names are never touched.
///
/// The output is the same whatever `jobs` is.
public struct FrameSequenceWriter: Sendable {
  public var directory: String
  public var precision: Int
  public var jobs: Int

  /// `<text>` elements, or glyph outlines as paths.
  public var textRendering: TextRendering = .text

  public init(directory: String, precision: Int = 3, jobs: Int = 1, textRendering: TextRendering = .text) {
    self.textRendering = textRendering
    self.directory = directory
    self.precision = precision
    self.jobs = max(1, jobs)
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
    let indices = Array(Set(requested.filter { $0 >= 0 })).sorted()
    let names = indices.map { Self.fileName(index: $0, frameCount: scene.frameCount) }
    let folder = try StagedFolder(
      directory: directory, names: names + ["manifest.json"],
      isOwnFile: { Self.isFrameFileName($0) || $0 == "manifest.json" }, isStale: Self.isFrameFileName)
    do {
      let written = try renderAll(
        indices: indices, names: names, into: folder.staging, progress: progress, frame: frame)
      let manifest = ManifestJSON.text(scene: scene, frames: written)
      try writeFile(Data(manifest.utf8), to: folder.staging.appendingPathComponent("manifest.json"))
      try folder.publish(names: names, last: "manifest.json")
      return written
    } catch {
      folder.discard()
      throw error
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

  /// Writes text to a file atomically: a temporary file in the same folder, then a rename.
  public static func writeAtomically(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path).standardizedFileURL
    let temporary = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).scenec-\(getpid()).tmp")
    do {
      try Data(text.utf8).write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw FrameWriteError("cannot write '\(url.path)': \(String(cString: strerror(errno)))")
      }
    } catch let error as FrameWriteError {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw FrameWriteError("cannot write '\(url.path)': \(error.localizedDescription)")
    }
  }

  // MARK: - Steps

  private func renderAll(
    indices: [Int], names: [String], into staging: URL, progress: (@Sendable (Int) -> Void)?,
    frame: @escaping @Sendable (Int) -> Frame
  ) throws -> [WrittenFrame] {
    let renderer = SVGFrameRenderer(precision: precision, textRendering: textRendering)
    let precision = self.precision
    let finished = FinishedCount()
    let results = try ParallelMap.run(
      count: indices.count, jobs: jobs, worker: { FrameWorker(precision: precision) }
    ) { worker, slot in
      let produced = frame(indices[slot])
      worker.buffer.removeAll()
      renderer.write(worker.tree.build(produced), into: worker.buffer)
      let sha256 = try FrameFile.write(worker.buffer, to: staging.appendingPathComponent(names[slot]).path)
      if let progress { progress(finished.increment()) }
      return WrittenFrame(index: indices[slot], file: names[slot], time: produced.time, sha256: sha256)
    }
    return results.compactMap { $0 }
  }

  private func writeFile(_ data: Data, to url: URL) throws {
    do {
      try data.write(to: url)
    } catch {
      throw FrameWriteError("cannot write '\(url.path)': \(error.localizedDescription)")
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
