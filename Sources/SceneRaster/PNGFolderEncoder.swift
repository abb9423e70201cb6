import Foundation
import SceneOutput
import SceneSVG

#if canImport(Glibc)
  import Glibc
#endif

/// `png`: one `frame-NNNNN.png` per frame (named by the frame's index in the scene, as
/// `compile` names its SVG frames) in a folder, written the way `compile` writes its
/// frames (SceneOutput): into a StagingFolder beside the output, then published by
/// OutputFolder at once. A stopped or failed render leaves the earlier folder as it was, a
/// link at the output is refused, a link named like a frame is replaced, not followed.
final class PNGFolderEncoder: FrameEncoder {
  private let output: String
  private let staging: StagingFolder
  private var names: [String] = []

  /// `frame-00000.png` for frame 0: the SVG frame's name with the PNG extension.
  static func fileName(index: Int) -> String {
    String(FrameSequenceWriter.fileName(index: index, frameCount: 0).dropLast(4)) + ".png"
  }

  static func isFrameFileName(_ name: String) -> Bool {
    name.hasSuffix(".png") && FrameSequenceWriter.isFrameFileName(String(name.dropLast(4)) + ".svg")
  }

  init(directory: String, sceneIndices: [Int]) throws {
    output = URL(fileURLWithPath: directory).standardizedFileURL.path
    try OutputFolder.prepare(output)
    try OutputFolder.refuseFoldersInTheWay(of: sceneIndices.map(Self.fileName), in: output)
    staging = try StagingFolder.create(beside: output)
  }

  /// Each frame is compressed and written by the thread that drew it; `add` only lists it.
  var parallelStage: (@Sendable (RGBAImage, Int) throws -> RGBAImage)? {
    let folder = staging.path
    let output = self.output
    return { image, sceneIndex in
      let name = Self.fileName(index: sceneIndex)
      let path = (folder as NSString).appendingPathComponent(name)
      errno = 0
      do {
        try PNGWriter.write(image, to: path)
      } catch {
        throw Self.writeFailure(errno, at: (output as NSString).appendingPathComponent(name), folder: folder)
      }
      return RGBAImage(width: 0, height: 0, pixels: [])
    }
  }

  /// libpng reports only that a write failed: the reason is the system's (errno of the
  /// failed write), or a full file system, said as one line naming the output's file.
  static func writeFailure(_ code: Int32, at target: String, folder: String) -> OutputError {
    var info = statvfs()
    if statvfs(folder, &info) == 0, info.f_bavail == 0 { return OutputError.system("write", target, code: ENOSPC) }
    if code != 0 { return OutputError.system("write", target, code: code) }
    return OutputError("cannot write '\(target)': libpng could not write the image")
  }

  func add(_ image: RGBAImage, position: Int, sceneIndex: Int) throws {
    names.append(Self.fileName(index: sceneIndex))
  }

  func finish() throws -> [String] {
    defer { staging.remove() }
    let lock = try LockFile.acquire(OutputFolder.lockPath(for: output))
    defer { lock.release(removing: true) }
    try OutputFolder.publish(staging, to: output, names: names, isOwnFile: Self.isFrameFileName)
    return [output]
  }

  func cancel() {
    staging.remove()
  }
}
