#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a path, without following a symbolic link there.
public enum FileStatus: Equatable, Sendable {
  case missing
  case regularFile
  case directory
  case symbolicLink
  case other

  public init(path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else {
      self = .missing
      return
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG: self = .regularFile
    case S_IFDIR: self = .directory
    case S_IFLNK: self = .symbolicLink
    default: self = .other
    }
  }

  /// Refuses a symbolic link at `path`: scenec replaces its outputs, it never writes into
  /// whatever a link points at (a link named like the output could aim at any file).
  public static func refuseSymbolicLink(_ path: String) throws {
    if FileStatus(path: path) == .symbolicLink {
      throw OutputError("cannot write '\(path)': it is a symbolic link (scenec does not write through links)")
    }
  }
}
