#if canImport(Glibc)
  import Glibc
#endif

/// What `stat` says about a path, as far as telling "the same file, unchanged" goes: its
/// inode, size and modification and change times (ns). The change time cannot be set back by
/// any tool, so a file rewritten with its old mtime kept (cp -p, tar, dpkg) still differs.
/// A missing path is an identity too, so a file that appears later is a change.
struct FileIdentity: Hashable, Sendable {
  /// nil for a path that does not exist (or cannot be looked at).
  var status: Status?

  struct Status: Hashable, Sendable {
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64
  }

  init(path: String) {
    guard let info = statusOf(path) else {
      status = nil
      return
    }
    status = Status(
      inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec),
      changed: Int64(info.st_ctim.tv_sec) * 1_000_000_000 + Int64(info.st_ctim.tv_nsec))
  }


  /// One word: "-" for a missing path, else `inode:size:mtime:ctime`.
  var text: String {
    guard let status else { return "-" }
    return "\(status.inode):\(status.size):\(status.modified):\(status.changed)"
  }

  init?(text: String) {
    if text == "-" {
      status = nil
      return
    }
    let parts = text.utf8.split(separator: 58, omittingEmptySubsequences: false).map(Substring.init)
    guard parts.count == 4, let inode = UInt64(parts[0]), let size = Int64(parts[1]),
      let modified = Int64(parts[2]), let changed = Int64(parts[3])
    else { return nil }
    status = Status(inode: inode, size: size, modified: modified, changed: changed)
  }
}

/// `stat(2)` of `path` (links followed), or nil.
private func statusOf(_ path: String) -> stat? {
  var info = stat()
  return stat(path, &info) == 0 ? info : nil
}
