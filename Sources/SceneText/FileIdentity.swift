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


  init(status: Status?) { self.status = status }

  /// One word: "-" for a missing path, else `inode:size:mtime:ctime`.
  var text: String {
    guard let status else { return "-" }
    return "\(status.inode):\(status.size):\(status.modified):\(status.changed)"
  }

  init?(text: String) {
    var text = text
    guard let identity = text.withUTF8({ FileIdentity(bytes: $0) }) else { return nil }
    self = identity
  }

  /// The identity `text` wrote, from its UTF-8 bytes (digits read by hand: the cache reads
  /// some 80 of these before the first frame).
  init?<Bytes: Collection<UInt8>>(bytes: Bytes) {
    if bytes.count == 1, bytes.first == 45 {
      status = nil
      return
    }
    // The three numbers before the last, without an array (an allocation per identity).
    var numbers: (Int64, Int64, Int64) = (0, 0, 0)
    var count = 0
    var value: Int64 = 0
    var digits = 0
    for byte in bytes {
      if byte == 58 {
        guard digits > 0, count < 3 else { return nil }
        switch count {
        case 0: numbers.0 = value
        case 1: numbers.1 = value
        default: numbers.2 = value
        }
        count += 1
        value = 0
        digits = 0
      } else {
        let (tens, overflow) = value.multipliedReportingOverflow(by: 10)
        guard byte >= 48, byte <= 57, !overflow, tens <= Int64.max - Int64(byte - 48) else { return nil }
        value = tens + Int64(byte - 48)
        digits += 1
      }
    }
    guard digits > 0, count == 3 else { return nil }
    status = Status(inode: UInt64(numbers.0), size: numbers.1, modified: numbers.2, changed: value)
  }
}

/// `stat(2)` of `path` (links followed), or nil.
private func statusOf(_ path: String) -> stat? {
  var info = stat()
  return stat(path, &info) == 0 ? info : nil
}
