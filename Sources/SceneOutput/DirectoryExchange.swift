#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Atomically swaps two directories (Linux renameat2 with RENAME_EXCHANGE), so readers see
/// either the whole old folder or the whole new one, never a mix; or renames a folder to a
/// name that must still be free (RENAME_NOREPLACE: a folder that appeared there meanwhile
/// is never replaced). The function is looked up at run time because Swift's Glibc module
/// does not declare it; nil where unavailable (other systems, old C libraries), and
/// `exchange` reports false where the file system refuses, so callers fall back to moving
/// files one by one.
enum DirectoryExchange {
  private typealias RenameAt2 =
    @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

  private static let renameat2: RenameAt2? = {
    #if os(Linux)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "renameat2") else { return nil }
      return unsafeBitCast(symbol, to: RenameAt2.self)
    #else
      return nil
    #endif
  }()

  /// RENAME_NOREPLACE and RENAME_EXCHANGE from <linux/fs.h>.
  private static let renameNoReplace: UInt32 = 1 << 0
  private static let renameExchange: UInt32 = 1 << 1
  /// AT_FDCWD from <fcntl.h>.
  private static let currentDirectory: Int32 = -100

  /// Swaps the two paths (both must exist); true on success.
  static func exchange(_ a: String, _ b: String) -> Bool {
    guard let renameat2 else { return false }
    return renameat2(currentDirectory, a, currentDirectory, b, renameExchange) == 0
  }

  /// What `moveToFreeName` did.
  enum Move: Equatable {
    case moved
    /// Something is at the target now: nothing was moved.
    case taken
    /// The system cannot rename without replacing (no renameat2, or a file system that
    /// refuses the flag): nothing was moved.
    case unsupported
    /// Another failure (errno): nothing was moved.
    case failed(Int32)
  }

  /// Renames `source` to `target`, which must not exist (no folder is ever replaced).
  static func moveToFreeName(_ source: String, _ target: String) -> Move {
    guard let renameat2 else { return .unsupported }
    if renameat2(currentDirectory, source, currentDirectory, target, renameNoReplace) == 0 { return .moved }
    switch errno {
    case EEXIST, ENOTEMPTY: return .taken
    case EINVAL, ENOSYS, EOPNOTSUPP: return .unsupported
    case let code: return .failed(code)
    }
  }
}
