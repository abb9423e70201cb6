public import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder of generated files published all at once: files are written into a temporary
/// folder beside the output folder, then put in place by `publish`.
///
/// When the output folder holds nothing but files this tool owns (`isOwnFile`), the staged
/// folder is swapped with it in one atomic exchange, so even an interrupted run leaves
/// either the old or the new set. Otherwise (other files live there too, or the system
/// cannot exchange folders) each file is renamed into place (an atomic replace per file),
/// stale files of an earlier run (`isStale`) that are not part of this output are removed,
/// and `last` is renamed in at the end. Files the predicates do not claim are never touched.
public struct StagedFolder: Sendable {
  public let output: URL
  /// Where the files are to be written before `publish`.
  public let staging: URL
  private let isOwnFile: @Sendable (String) -> Bool
  private let isStale: @Sendable (String) -> Bool

  /// Creates the output folder (if needed) and a fresh staging folder beside it. Refuses
  /// before anything is written when a folder stands where one of `names` must go.
  public init(
    directory: String, names: [String], isOwnFile: @escaping @Sendable (String) -> Bool,
    isStale: @escaping @Sendable (String) -> Bool
  ) throws {
    let fm = FileManager.default
    output = URL(fileURLWithPath: directory).standardizedFileURL
    self.isOwnFile = isOwnFile
    self.isStale = isStale
    do {
      try fm.createDirectory(at: output, withIntermediateDirectories: true)
    } catch {
      throw FrameWriteError("cannot create '\(output.path)': \(error.localizedDescription)")
    }
    for name in names {
      var isDirectory: ObjCBool = false
      let path = output.appendingPathComponent(name).path
      if fm.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
        throw FrameWriteError("cannot write '\(path)': a folder is in the way")
      }
    }
    staging = try Self.makeStagingDirectory(beside: output)
  }

  /// Puts the staged files `names` (and `last`, after them) in place, then removes the
  /// staging folder.
  public func publish(names: [String], last: String? = nil) throws {
    defer { discard() }
    if holdsOnlyOwnFiles(output) {
      copyPermissions(from: output, to: staging)
      // After the exchange the staging path holds the previous output, deleted by `discard`.
      if DirectoryExchange.exchange(staging.path, output.path) { return }
    }
    for name in names {
      try move(staging.appendingPathComponent(name), output.appendingPathComponent(name))
    }
    let keep = Set(names + (last.map { [$0] } ?? []))
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: output.path)) ?? []
    for name in existing.sorted() where isStale(name) && !keep.contains(name) {
      let url = output.appendingPathComponent(name)
      if isRegularFile(url) { try? FileManager.default.removeItem(at: url) }
    }
    if let last {
      try move(staging.appendingPathComponent(last), output.appendingPathComponent(last))
    }
  }

  /// Deletes the staging folder and whatever is in it.
  public func discard() {
    try? FileManager.default.removeItem(at: staging)
  }

  // MARK: - Steps

  private static func makeStagingDirectory(beside output: URL) throws -> URL {
    let parent = output.deletingLastPathComponent()
    let base = ".\(output.lastPathComponent).scenec-tmp-\(getpid())"
    var attempt = 0
    while true {
      let candidate = parent.appendingPathComponent(attempt == 0 ? base : "\(base)-\(attempt)")
      if mkdir(candidate.path, 0o755) == 0 { return candidate }
      if errno != EEXIST || attempt > 1000 {
        throw FrameWriteError(
          "cannot create a temporary folder in '\(parent.path)': \(String(cString: strerror(errno)))")
      }
      attempt += 1
    }
  }

  /// True when `folder` is a real folder (not a symbolic link) containing only regular
  /// files this tool owns.
  private func holdsOnlyOwnFiles(_ folder: URL) -> Bool {
    var info = stat()
    guard lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
    else { return false }
    return entries.allSatisfy { name in
      isOwnFile(name) && isRegularFile(folder.appendingPathComponent(name))
    }
  }

  private func isRegularFile(_ url: URL) -> Bool {
    var info = stat()
    return lstat(url.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
  }

  private func copyPermissions(from source: URL, to target: URL) {
    var info = stat()
    if stat(source.path, &info) == 0 { _ = chmod(target.path, info.st_mode & 0o7777) }
  }

  private func move(_ from: URL, _ to: URL) throws {
    guard rename(from.path, to.path) == 0 else {
      throw FrameWriteError("cannot move '\(from.path)' to '\(to.path)': \(String(cString: strerror(errno)))")
    }
  }
}
