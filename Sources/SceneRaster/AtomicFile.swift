import Foundation
import SceneOutput

#if canImport(Glibc)
  import Glibc
#endif

/// A file written under a temporary name beside its target, then renamed over it: until
/// `commit`, the target keeps whatever it held (an interrupted render leaves it as it was).
struct AtomicFile {
  let target: URL
  let temporary: URL

  init(path: String) throws {
    target = URL(fileURLWithPath: path).standardizedFileURL
    let folder = target.deletingLastPathComponent()
    // A link at the target is refused (SceneOutput's rule: never write through links).
    try FileStatus.refuseSymbolicLink(target.path)
    if FileStatus(path: target.path) == .directory {
      throw OutputError("cannot write '\(target.path)': a folder is in the way")
    }
    try Self.makeFolders(folder.path)
    SceneOutput.AtomicFile.removeAbandonedTemporaries(beside: target.path)
    temporary = folder.appendingPathComponent(".\(target.lastPathComponent).scenec-\(getpid()).tmp")
    // Created here so an unwritable folder is one line naming the target, before any child runs.
    unlink(temporary.path)
    let fd = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw OutputError.system("write", target.path) }
    close(fd)
    RenderInterruptCleanup.register(temporary.path)
  }

  func commit() throws {
    defer { RenderInterruptCleanup.unregister(temporary.path) }
    guard rename(temporary.path, target.path) == 0 else {
      let code = errno
      discard()
      throw OutputError.system("write", target.path, code: code)
    }
  }

  /// The temporary file's size in bytes (0 when it is missing).
  var temporarySize: Int {
    var info = stat()
    return stat(temporary.path, &info) == 0 ? Int(info.st_size) : 0
  }

  /// True when the target's file system has no block left for an unprivileged writer.
  var fileSystemIsFull: Bool {
    var info = statvfs()
    return statvfs(target.deletingLastPathComponent().path, &info) == 0 && info.f_bavail == 0
  }

  /// `mkdir -p`, errors as one line with the system's reason.
  private static func makeFolders(_ path: String) throws {
    if path.isEmpty || FileStatus(path: path) == .directory { return }
    let parent = (path as NSString).deletingLastPathComponent
    if !parent.isEmpty, parent != path { try makeFolders(parent) }
    if mkdir(path, 0o755) != 0, errno != EEXIST { throw OutputError.system("create", path) }
  }

  func discard() {
    unlink(temporary.path)
    RenderInterruptCleanup.unregister(temporary.path)
  }

  static func write(_ data: Data, to path: String) throws -> AtomicFile {
    let file = try AtomicFile(path: path)
    do {
      try data.write(to: file.temporary)
    } catch {
      file.discard()
      throw file.fileSystemIsFull
        ? OutputError.system("write", file.target.path, code: ENOSPC)
        : OutputError("cannot write '\(file.target.path)': \(error.localizedDescription)")
    }
    return file
  }
}
