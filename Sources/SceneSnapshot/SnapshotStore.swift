import Foundation
import SceneOutput

#if canImport(Glibc)
  import Glibc
#endif

/// The snapshot files of one scene, in `__snapshots__/<stem>/`: `<name>.svg` and
/// `<name>.json` per snapshot.
///
/// `--update` writes the folder the way `compile` writes its frames (SceneOutput): the
/// whole new set is built in a staging folder beside `__snapshots__`, then published at
/// once (OutputFolder: one atomic exchange when the folder holds only snapshot files), so a
/// run killed at any moment leaves the earlier snapshots or the new ones, a full disk or a
/// read-only folder leaves the earlier ones and is one line of error, and a link at
/// `__snapshots__` or at the scene's folder in it is refused, never written through.
struct SnapshotStore {
  var folder: String
  var fileManager = FileManager.default

  /// `__snapshots__`, where the staging folder and the publishing lock go beside.
  var root: String { (output as NSString).deletingLastPathComponent }
  /// The folder as an absolute path.
  var output: String { URL(fileURLWithPath: folder).standardizedFileURL.path }

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

  /// Removes what killed runs left beside `__snapshots__` (their staging folders, temporary
  /// files and publishing lock), whether or not this run writes.
  func removeAbandoned() {
    guard FileStatus(path: root) != .symbolicLink else { return }
    StagingFolder.removeAbandoned(beside: root)
    AtomicFile.removeAbandonedTemporaries(beside: output)
    if let lock = LockFile.tryAcquireExisting(OutputFolder.lockPath(for: root)) { lock.release(removing: true) }
  }

  /// Replaces the folder's snapshots with `records` plus the recorded snapshots `kept`
  /// (unchanged: their files are carried over byte for byte); every other snapshot file
  /// goes. The folder (and `__snapshots__`) is removed once it holds nothing.
  func publish(_ records: [String: SnapshotRecord], keeping kept: [String]) throws {
    let output = self.output
    try FileStatus.refuseSymbolicLink(root)
    try OutputFolder.prepare(output)
    let listed = Set(records.keys).union(kept).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    let files = listed.flatMap { [$0 + ".svg", $0 + ".json"] }
    try OutputFolder.refuseFoldersInTheWay(of: files, in: output)
    let staging = try StagingFolder.create(beside: root)
    defer { staging.remove() }
    do {
      for (name, record) in records.sorted(by: { $0.key < $1.key }) {
        try staging.write(Data(record.svg.utf8), named: name + ".svg")
        try staging.write(Data(record.json.utf8), named: name + ".json")
      }
      for name in kept where records[name] == nil {
        for file in [name + ".svg", name + ".json"] {
          try carry((output as NSString).appendingPathComponent(file), to: (staging.path as NSString).appendingPathComponent(file))
        }
      }
      let lock = try LockFile.acquire(OutputFolder.lockPath(for: root))
      defer { lock.release(removing: true) }
      try OutputFolder.publish(staging, to: output, names: files, isOwnFile: { SnapshotName.managed($0) != nil })
    } catch {
      throw staging.shown(error, as: output)
    }
    if listed.isEmpty {
      for directory in [output, root] {
        if let left = try? fileManager.contentsOfDirectory(atPath: directory), left.isEmpty { rmdir(directory) }
      }
    }
  }

  /// A hard link (same bytes, no copy), or a copy where links are refused.
  private func carry(_ from: String, to: String) throws {
    if link(from, to) == 0 { return }
    guard let data = fileManager.contents(atPath: from) else { throw OutputError.system("read", from) }
    let fd = open(to, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw OutputError.system("write", to) }
    defer { close(fd) }
    try AtomicFile.writeAll(data, to: fd, path: to)
  }
}
