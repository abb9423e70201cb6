import Foundation
import SceneOutput

#if canImport(Glibc)
  import Glibc
#endif

/// `gif`, `apng`, `mp4`: encoded by an `ffmpeg` child process that reads the frames as raw
/// RGBA over a pipe (`-f rawvideo -pix_fmt rgba -framerate R -i pipe:0`), the way video
/// tools are conventionally fed. Input frame k has time stamp k / R exactly; each output
/// format turns that into its own delays (see `FFmpegFormat`). ffmpeg writes a temporary
/// file beside the target, renamed over it only once ffmpeg has succeeded.
final class FFmpegEncoder: FrameEncoder {
  private let file: AtomicFile
  private let process = Process()
  private let input: FileHandle
  private let log: URL
  private let kind: String
  /// Run over ffmpeg's output before it replaces the target (nil: keep it as it is); nil
  /// back means the output is not what the format should be.
  private let finishing: ((Data) -> Data?)?

  /// Where `ffmpeg` is on the PATH, or nil.
  static func executable() -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") where !folder.isEmpty {
      let candidate = "\(folder)/ffmpeg"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  init(
    executable: String, path: String, kind: String, width: Int, height: Int, rate: FrameRate,
    outputArguments: [String], finishing: ((Data) -> Data?)? = nil
  ) throws {
    file = try AtomicFile(path: path)
    self.kind = kind
    self.finishing = finishing
    log = file.temporary.deletingLastPathComponent().appendingPathComponent(
      ".\(file.target.lastPathComponent).scenec-\(getpid()).log")
    // A child that exits early must make our writes fail (EPIPE), not kill us (SIGPIPE).
    signal(SIGPIPE, SIG_IGN)
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
      [
        "-hide_banner", "-loglevel", "error", "-nostdin", "-y",
        "-f", "rawvideo", "-pix_fmt", "rgba", "-s", "\(width)x\(height)", "-framerate", rate.description,
        "-i", "pipe:0",
      ] + outputArguments + [file.temporary.path]
    let pipe = Pipe()
    process.standardInput = pipe
    input = pipe.fileHandleForWriting
    // Logs of killed runs (SIGKILL leaves them) go once their process is gone.
    AtomicFile.removeAbandonedTemporaries(beside: file.target.path, suffix: ".log")
    InterruptCleanup.register(log.path)
    let logDescriptor = open(log.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard logDescriptor >= 0 else {
      let code = errno
      InterruptCleanup.unregister(log.path)
      file.discard()
      throw OutputError.system("write", file.target.path, code: code)
    }
    let logHandle = FileHandle(fileDescriptor: logDescriptor, closeOnDealloc: true)
    process.standardOutput = FileHandle.nullDevice
    process.standardError = logHandle
    do {
      try process.run()
    } catch {
      removeLog()
      throw RenderError("cannot run ffmpeg: \(error.localizedDescription)")
    }
    try? logHandle.close()
    try? pipe.fileHandleForReading.close()
  }

  func add(_ image: RGBAImage, position: Int, sceneIndex: Int) throws {
    let fd = input.fileDescriptor
    try image.pixels.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          throw failure(whileWriting: true)
        }
        offset += written
      }
    }
  }

  func finish() throws -> [String] {
    try? input.close()
    process.waitUntilExit()
    // ffmpeg may exit 0 after failed writes (a full disk): an empty output is a failure
    // too, and a failed output never replaces the earlier one.
    guard process.terminationStatus == 0, file.temporarySize > 0, !file.fileSystemIsFull else {
      throw failure(whileWriting: false)
    }
    removeLog()
    if let finishing {
      guard let output = try? Data(contentsOf: file.temporary), let finished = finishing(output) else {
        file.discard()
        throw RenderError("ffmpeg wrote a file that is not \(kind)")
      }
      if finished != output {
        do { try file.write(finished) } catch {
          file.discard()
          throw error
        }
      }
    }
    try file.commit()
    return [file.target.path]
  }

  /// ffmpeg's own first error line, after it has exited.
  private func failure(whileWriting: Bool) -> Error {
    try? input.close()
    process.waitUntilExit()
    if file.fileSystemIsFull {
      removeLog()
      file.discard()
      return OutputError.system("write", file.target.path, code: ENOSPC)
    }
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    removeLog()
    file.discard()
    let line =
      text.split(separator: "\n").first.map(String.init)
      ?? (process.terminationStatus == 0 ? "it wrote no bytes" : "exit status \(process.terminationStatus)")
    return RenderError("ffmpeg could not encode the \(kind): \(line)")
  }

  func cancel() {
    try? input.close()
    if process.isRunning { process.terminate() }
    process.waitUntilExit()
    removeLog()
    file.discard()
  }

  private func removeLog() {
    try? FileManager.default.removeItem(at: log)
    InterruptCleanup.unregister(log.path)
  }
}
