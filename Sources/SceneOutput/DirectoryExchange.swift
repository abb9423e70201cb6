#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Atomically swaps two directories (Linux renameat2 with RENAME_EXCHANGE), so readers see
/// either the whole old folder or the whole new one, never a mix. The function is looked up
/// at run time because Swift's Glibc module does not declare it; nil where unavailable
/// (other systems, old C libraries), and `exchange` reports false where the file system
/// refuses, so callers fall back to moving files one by one.
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

  /// RENAME_EXCHANGE from <linux/fs.h>.
  private static let renameExchange: UInt32 = 1 << 1
  /// AT_FDCWD from <fcntl.h>.
  private static let currentDirectory: Int32 = -100

  /// Swaps the two paths (both must exist); true on success.
  static func exchange(_ a: String, _ b: String) -> Bool {
    guard let renameat2 else { return false }
    return renameat2(currentDirectory, a, currentDirectory, b, renameExchange) == 0
  }
}
