import Foundation
import SceneSVG

/// The snapshot files of one scene, in `__snapshots__/<stem>/`: `<name>.svg` and
/// `<name>.json` per snapshot. Writes go to a temporary file beside the target and are
/// renamed into place, so a snapshot is never half-written.
struct SnapshotStore {
  var folder: String
  var fileManager = FileManager.default

  /// The managed snapshot names present in the folder, sorted.
  func names() -> [String] {
    let files = (try? fileManager.contentsOfDirectory(atPath: folder)) ?? []
    return Set(files.compactMap(SnapshotName.managed)).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  func path(_ name: String, _ ext: String) -> String { folder + "/" + name + "." + ext }

  /// The recorded snapshot, or nil when either file is missing.
  func read(_ name: String) -> SnapshotRecord? {
    guard let svg = fileManager.contents(atPath: path(name, "svg")),
      let json = fileManager.contents(atPath: path(name, "json"))
    else { return nil }
    return SnapshotRecord(svg: String(decoding: svg, as: UTF8.self), json: String(decoding: json, as: UTF8.self))
  }

  func write(_ record: SnapshotRecord, as name: String) throws {
    do {
      try fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw SnapshotError("cannot create '\(folder)': \(error.localizedDescription)")
    }
    try FrameSequenceWriter.writeAtomically(record.svg, to: path(name, "svg"))
    try FrameSequenceWriter.writeAtomically(record.json, to: path(name, "json"))
  }

  /// Removes the snapshots named, and the folder (and `__snapshots__`) once empty.
  func remove(_ names: [String]) throws {
    for name in names {
      for ext in ["svg", "json"] where fileManager.fileExists(atPath: path(name, ext)) {
        do {
          try fileManager.removeItem(atPath: path(name, ext))
        } catch {
          throw SnapshotError("cannot remove '\(path(name, ext))': \(error.localizedDescription)")
        }
      }
    }
    guard !names.isEmpty else { return }
    for directory in [folder, (folder as NSString).deletingLastPathComponent] {
      if let left = try? fileManager.contentsOfDirectory(atPath: directory), left.isEmpty {
        try? fileManager.removeItem(atPath: directory)
      }
    }
  }
}

struct SnapshotError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
