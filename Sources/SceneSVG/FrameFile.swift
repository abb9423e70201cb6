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
  /// Writes the bytes to `path` (created or truncated).
  static func write(_ buffer: ByteBuffer, to path: String) throws {
    try buffer.withUnsafeBytes { bytes in
      let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
      guard fd >= 0 else { throw failure(path) }
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
      guard close(fd) == 0 else { throw failure(path) }
    }
  }

  private static func failure(_ path: String) -> OutputError { OutputError.system("write", path) }
}
