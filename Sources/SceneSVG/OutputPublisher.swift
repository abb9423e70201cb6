import Foundation
import SceneOutput

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a run's frames join what the output folder already holds.
public enum FramePublication: Sendable {
  /// The run is the whole output: earlier frames not written by it are removed.
  case whole
  /// The run is one part of a compile split by `--frames`: it replaces only the frames it
  /// writes; the frames other parts wrote stay, and the manifest lists them all.
  case part
}

/// Puts a finished staging folder in place of the output folder (see FrameSequenceWriter).
///
/// Every publication into a folder holds `.<name>.scenec-lock` beside it, so parts written
/// at the same time (several processes, or several machines on a shared file system whose
/// locks work, as NFS v4's do) publish one after another; rendering runs outside the lock.
///
/// A part merges under the lock: it reads `manifest.json`, checks the folder holds the
/// same scene and flags (the manifest's scene, fps, size, duration and frameCount must be
/// the ones this run would write, and up to four frames already there — the first, the
/// last and the two next to this part — are rendered again and must have the recorded
/// hash), hard-links the frames it keeps into the staging folder beside its own, writes
/// the merged manifest, and publishes the whole folder at once like a whole compile.
struct OutputPublisher {
  let output: String
  /// The output folder as the user named it, for messages.
  let shown: String
  let staging: StagingFolder
  let scene: SceneManifestInfo

  /// Renders the given frames into the staging folder (to compare them with the output).
  typealias Rerender = ([Int]) throws -> [WrittenFrame]

  /// Publishes `written` (already in the staging folder); returns the frames the
  /// manifest lists and the manifest's size in bytes.
  ///
  /// `outputWasMissing`: nothing was at the output when the run started (nothing was made
  /// there). Then the staging folder, with its manifest, is renamed to the output in one
  /// step that never replaces anything, without the lock: nothing could be merged, and a
  /// folder another run published meanwhile makes the rename fail. In that case (or where
  /// the system cannot rename that way) it is published as into an existing folder, under
  /// the lock, merging with what is there now.
  func publish(
    _ written: [WrittenFrame], as publication: FramePublication, outputWasMissing: Bool = false,
    rerender: Rerender
  ) throws -> (frames: [WrittenFrame], manifestBytes: Int) {
    if outputWasMissing {
      let bytes = try writeManifest(listing: written)
      if try OutputFolder.publishNew(staging, to: output) { return (written, bytes) }
    }
    let lock = try LockFile.acquire(OutputFolder.lockPath(for: output))
    defer { lock.release(removing: true) }
    if outputWasMissing {
      // Looked at again under the lock: what is there now is checked as at the start.
      if !(try OutputFolder.prepare(output)) {
        let names = written.map(\.file) + ["manifest.json"]
        try OutputFolder.refuseFoldersInTheWay(of: names, in: output)
      }
    }
    var listed = written
    if publication == .part { listed = try merge(written, rerender: rerender) }
    let bytes = try writeManifest(listing: listed)
    try publishFolder(names: listed.map(\.file))
    return (listed, bytes)
  }

  /// Writes (or rewrites) `manifest.json` in the staging folder; its size.
  private func writeManifest(listing frames: [WrittenFrame]) throws -> Int {
    let manifest = ManifestJSON.bytes(scene: scene, frames: frames)
    try FrameSequenceWriter.writeNewFile(manifest, to: path(staging.path, "manifest.json"))
    return manifest.count
  }

  // MARK: - Merging a part

  private func merge(_ written: [WrittenFrame], rerender: Rerender) throws -> [WrittenFrame] {
    let manifestPath = path(output, "manifest.json")
    guard FileStatus(path: manifestPath) == .regularFile else { return written }
    guard let data = FileManager.default.contents(atPath: manifestPath) else {
      throw OutputError.system("read", manifestPath)
    }
    let text = String(decoding: data, as: UTF8.self)
    guard let recorded = ManifestJSON.frames(in: text, scene: scene) else {
      throw OutputError(
        "cannot add frames to '\(shown)': it holds frames of another scene or other flags "
          + "(its manifest.json differs in scene, fps, size, duration or frameCount); "
          + "write this part to its own folder, or compile the whole scene")
    }
    let mine = Set(written.map(\.index))
    let kept = recorded.filter {
      !mine.contains($0.index) && FileStatus(path: path(output, $0.file)) == .regularFile
    }
    let checked = samples(of: kept, around: mine)
    let again = Dictionary(uniqueKeysWithValues: try rerender(checked.map(\.index)).map { ($0.index, $0) })
    for entry in checked where again[entry.index]?.sha256 != entry.sha256 {
      throw OutputError(
        "cannot add frames to '\(shown)': it holds frames of another scene or other flags "
          + "(\(entry.file) differs from this scene's with these flags); "
          + "write this part to its own folder, or compile the whole scene")
    }
    for entry in kept where again[entry.index] == nil {
      try linkOrCopy(path(output, entry.file), path(staging.path, entry.file))
    }
    return (kept + written).sorted { $0.index < $1.index }
  }

  /// The first and last kept frames and the kept neighbours of this part's frames.
  private func samples(of kept: [WrittenFrame], around mine: Set<Int>) -> [WrittenFrame] {
    guard let first = kept.first, let last = kept.last else { return [] }
    var chosen: [WrittenFrame] = [first, last]
    if let low = mine.min(), let below = kept.last(where: { $0.index < low }) { chosen.append(below) }
    if let high = mine.max(), let above = kept.first(where: { $0.index > high }) { chosen.append(above) }
    var seen = Set<Int>()
    return chosen.filter { seen.insert($0.index).inserted }
  }

  private func linkOrCopy(_ from: String, _ to: String) throws {
    if link(from, to) == 0 { return }
    do {
      try FileManager.default.copyItem(atPath: from, toPath: to)
    } catch {
      throw OutputError("cannot copy '\(from)' to '\(to)': \(error.localizedDescription)")
    }
  }

  // MARK: - Putting the folder in place

  /// Frames, then the manifest, through SceneOutput's OutputFolder (an atomic exchange when
  /// the folder holds only scenec's files). Other files are never touched.
  private func publishFolder(names: [String]) throws {
    try OutputFolder.publish(
      staging, to: output, names: names, last: "manifest.json",
      isOwnFile: { FrameSequenceWriter.isFrameFileName($0) || $0 == "manifest.json" })
  }

  private func path(_ folder: String, _ name: String) -> String {
    (folder as NSString).appendingPathComponent(name)
  }
}
