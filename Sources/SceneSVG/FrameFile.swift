import Foundation
import SceneGeometry
import SceneOutput
import SceneRender

#if canImport(Glibc)
  import Glibc
  private let systemWrite = Glibc.write
#elseif canImport(Darwin)
  import Darwin
  private let systemWrite = Darwin.write
#endif

/// What one compile thread keeps from frame to frame: its byte buffer and its render-tree
/// builder (with the path measures it has made).
final class FrameWorker {
  let buffer = ByteBuffer()
  let tree: RenderTreeBuilder

  init(precision: Int) { tree = RenderTreeBuilder(precision: precision) }
}

/// Writing one frame file the way a plain write loop does: open, write the buffer, close.
/// No fsync per file: the frames go into a staging folder that is published in one rename
/// or exchange, and a crash before that leaves only the staging folder, which the next run
/// ignores. The SHA-256 is computed over the same buffer, in place.
enum FrameFile {
  /// Writes the bytes to `path` (created or truncated) and returns their SHA-256 (hex).
  static func write(_ buffer: ByteBuffer, to path: String) throws -> String {
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
      return SHA256.hex(bytes)
    }
  }

  private static func failure(_ path: String) -> OutputError { OutputError.system("write", path) }
}
