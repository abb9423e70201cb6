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
  /// The output folder exists afterwards and is a real folder (never a link to one).
  public static func prepare(_ path: String) throws {
    try FileStatus.refuseSymbolicLink(path)
    switch FileStatus(path: path) {
    case .directory: return
    case .missing: break
    default: throw OutputError("cannot write '\(path)': a file is in the way (the output is a folder)")
    }
    try makeFolders(path)
  }

  /// A folder where an output file must go would make a rename fail halfway through
  /// publishing: refused before anything is written.
  public static func refuseFoldersInTheWay(of names: [String], in output: String) throws {
    // Joined as text: NSString path methods per frame cost more than the stat.
    let folder = output.hasSuffix("/") ? output : output + "/"
    for name in names {
      let path = folder + name
      if FileStatus(path: path) == .directory {
        throw OutputError("cannot write '\(path)': a folder is in the way")
      }
    }
  }

  /// `mkdir -p`, errors as one line with the system's reason.
  public static func makeFolders(_ path: String) throws {
    if path.isEmpty || FileStatus(path: path) == .directory { return }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path { try makeFolders(parent) }
    if mkdir(path, 0o755) != 0, errno != EEXIST { throw OutputError.system("create", path) }
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
    if holdsOnlyOwnFiles(output, isOwnFile) {
      copyPermissions(from: output, to: staging.path)
      if DirectoryExchange.exchange(staging.path, output) { return }
    }
    for name in names { try move(name, from: staging.path, to: output) }
    let keep = Set(names + (last.map { [$0] } ?? []))
    let existing = (try? FileManager.default.contentsOfDirectory(atPath: output)) ?? []
    for name in existing.sorted() where isOwnFile(name) && !keep.contains(name) {
      let path = (output as NSString).appendingPathComponent(name)
      if FileStatus(path: path) == .regularFile { unlink(path) }
    }
    if let last { try move(last, from: staging.path, to: output) }
  }

  private static func holdsOnlyOwnFiles(_ folder: String, _ isOwnFile: (String) -> Bool) -> Bool {
    guard FileStatus(path: folder) == .directory,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return false }
    return entries.allSatisfy { name in
      isOwnFile(name) && FileStatus(path: (folder as NSString).appendingPathComponent(name)) == .regularFile
    }
  }

  private static func copyPermissions(from source: String, to target: String) {
    var info = stat()
    if stat(source, &info) == 0 { _ = chmod(target, info.st_mode & 0o7777) }
  }

  private static func move(_ name: String, from staging: String, to output: String) throws {
    let target = (output as NSString).appendingPathComponent(name)
    guard rename((staging as NSString).appendingPathComponent(name), target) == 0 else {
      throw OutputError.system("write", target)
    }
  }
}
