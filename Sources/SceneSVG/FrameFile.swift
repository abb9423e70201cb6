import Foundation
import SceneGeometry
import SceneOutput

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// Writing one frame file the way a plain write loop does: open, write the buffer, close.
/// No fsync per file: the frames go into a staging folder that is published in one rename
/// or exchange, and a crash before that leaves only the staging folder, which the next run
/// ignores. Called by one thread at a time (FrameWriteQueue).
enum FrameFile {
  /// Writes the bytes to `path` (created or truncated; `mode` before the umask).
  static func write(_ buffer: ByteBuffer, to path: String, mode: mode_t = 0o666) throws {
    let fd = path.withCString { open($0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode) }
    try write(buffer, to: fd) { path }
  }

  /// Writes the bytes to the file `name` of the open folder `folder` (openat: the kernel
  /// walks one name, not the staging folder's whole path, for each frame). `folderPath`
  /// names it in errors.
  static func write(_ buffer: ByteBuffer, named name: String, in folder: Int32, folderPath: String) throws {
    let fd = name.withCString { openat(folder, $0, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666) }
    try write(buffer, to: fd) { folderPath + "/" + name }
  }

  /// The bytes into `fd` (just opened: negative when that failed), then closed.
  private static func write(_ buffer: ByteBuffer, to fd: Int32, path: () -> String) throws {
    guard fd >= 0 else { throw failure(path) }
    try buffer.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          let error = failure(path)
          close(fd)
          throw error
        }
        offset += written
      }
    }
    guard close(fd) == 0 else { throw failure(path) }
  }

  /// errno read before the path is made (making it may allocate).
  private static func failure(_ path: () -> String) -> OutputError {
    let code = errno
    return OutputError.system("write", path(), code: code)
  }
}
