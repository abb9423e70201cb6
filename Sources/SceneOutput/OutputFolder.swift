import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A folder output (compile's frames, render's PNG frames, a scene's snapshots): checked
/// before anything is written, built in a StagingFolder beside it, then published here.
///
/// Publishing: when the output folder holds nothing but files scenec owns (`isOwnFile`,
/// regular files only), the staging folder is swapped with it in one atomic exchange, so
/// even a killed run leaves the old or the new set. Otherwise (the user's files live there
/// too, or the system cannot exchange folders) each file is renamed into place (an atomic
/// replace per file, which replaces a link of that name rather than following it), owned
/// files the new set does not have are removed, and `last` is renamed in at the end. Files
/// `isOwnFile` does not claim are never touched.
public enum OutputFolder {
  /// What is at an output folder's path before a run writes it.
  public enum Presence: Sendable {
    /// Nothing: the staging folder will be renamed there (`publishNew`), so nothing is made
    /// now, and an interrupted run leaves nothing behind.
    case missing
    /// A real folder (never a link to one).
    case folder
  }

  /// Like `prepare`, but a missing output folder is not made: only its parent folders are
  /// (the staging folder goes beside it). A link or a file at `path` is refused.
  public static func check(_ path: String) throws -> Presence {
    switch FileStatus(path: path) {
    case .directory: return .folder
    case .missing:
      let parent = (path as NSString).deletingLastPathComponent
      if !parent.isEmpty, parent != path { try makeFolders(parent) }
      return .missing
    case .symbolicLink: try FileStatus.refuseSymbolicLink(path)
    default: break
    }
    throw OutputError("cannot write '\(path)': a file is in the way (the output is a folder)")
  }

  /// Puts the staging folder in place of an output folder that does not exist: one rename
  /// that fails rather than replace anything that appeared at `output` meanwhile. True when
  /// published (the staging folder is then the output, and `staging.remove()` removes only
  /// its lock); false when something is at `output` now or the system cannot rename
  /// without replacing: then publish the usual way (`prepare`, `publish`), under the lock.
  public static func publishNew(_ staging: StagingFolder, to output: String) throws -> Bool {
    switch DirectoryExchange.moveToFreeName(staging.path, output) {
    case .moved:
      staging.becameOutput()
      return true
    case .taken, .unsupported: return false
    case .failed(let code): throw OutputError.system("write", output, code: code)
    }
  }
  /// The output folder exists afterwards and is a real folder (never a link to one); true
  /// when this call made it (so it is empty).
  @discardableResult
  public static func prepare(_ path: String) throws -> Bool {
    switch FileStatus(path: path) {
    case .directory: return false
    case .missing: return try makeFolders(path)
    case .symbolicLink: try FileStatus.refuseSymbolicLink(path)
    default: break
    }
    throw OutputError("cannot write '\(path)': a file is in the way (the output is a folder)")
  }

  /// A folder where an output file must go would make a rename fail halfway through
  /// publishing: refused before anything is written. The folder is read once (its entries'
  /// kinds come with them) rather than each name looked up.
  public static func refuseFoldersInTheWay(of names: [String], in output: String) throws {
    let folder = output.hasSuffix("/") ? output : output + "/"
    guard let entries = directoryEntries(in: output) else {
      // Unreadable (or gone): look each name up, as a reader without listing rights would.
      for name in names where FileStatus(path: folder + name) == .directory {
        throw OutputError("cannot write '\(folder + name)': a folder is in the way")
      }
      return
    }
    let folders = Set(entries.lazy.filter { $0.kind == .directory }.map(\.name))
    guard !folders.isEmpty else { return }
    for name in names where folders.contains(name) {
      throw OutputError("cannot write '\(folder + name)': a folder is in the way")
    }
  }

  /// `mkdir -p`, errors as one line with the system's reason; true when `path` was made.
  /// mkdir first: the parents are looked at only when it says one is missing.
  @discardableResult
  public static func makeFolders(_ path: String) throws -> Bool {
    if path.isEmpty { return false }
    if mkdir(path, 0o755) == 0 { return true }
    let code = errno
    // Some systems check permission before existence: an existing folder is fine.
    if code == EEXIST || FileStatus(path: path) == .directory { return false }
    guard code == ENOENT else { throw OutputError.system("create", path, code: code) }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path { try makeFolders(parent) }
    if mkdir(path, 0o755) == 0 { return true }
    if errno == EEXIST { return false }
    throw OutputError.system("create", path)
  }

  /// `.<name>.scenec-lock` beside the output: publishers into one folder hold it in turn.
  public static func lockPath(for output: String) -> String {
    let parent = (output as NSString).deletingLastPathComponent
    return (parent as NSString).appendingPathComponent(
      "." + (output as NSString).lastPathComponent + ".scenec-lock")
  }

  /// Puts the staged files `names` (and `last`, after them) in place of the output's.
  /// Afterwards the staging folder may hold the previous output: remove it.
  public static func publish(
    _ staging: StagingFolder, to output: String, names: [String], last: String? = nil,
    isOwnFile: (String) -> Bool
  ) throws {
    if let mode = modeIfOnlyOwnFiles(output, isOwnFile) {
      _ = chmod(staging.path, mode)
      if DirectoryExchange.exchange(staging.path, output) { return }
    }
    for name in names { try move(name, from: staging.path, to: output) }
    let keep = Set(names + (last.map { [$0] } ?? []))
    let existing = directoryEntries(in: output) ?? []
    for entry in existing.sorted(by: { $0.name < $1.name })
    where entry.kind == .regularFile && isOwnFile(entry.name) && !keep.contains(entry.name) {
      unlink((output as NSString).appendingPathComponent(entry.name))
    }
    if let last { try move(last, from: staging.path, to: output) }
  }

  /// The folder's permissions (for the staging folder that replaces it) when it is a real
  /// folder holding only owned regular files; nil otherwise.
  private static func modeIfOnlyOwnFiles(_ folder: String, _ isOwnFile: (String) -> Bool) -> mode_t? {
    var info = stat()
    guard lstat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR,
      let entries = directoryEntries(in: folder),
      entries.allSatisfy({ $0.kind == .regularFile && isOwnFile($0.name) })
    else { return nil }
    return info.st_mode & 0o7777
  }

  private static func move(_ name: String, from staging: String, to output: String) throws {
    let target = (output as NSString).appendingPathComponent(name)
    guard rename((staging as NSString).appendingPathComponent(name), target) == 0 else {
      throw OutputError.system("write", target)
    }
  }
}
