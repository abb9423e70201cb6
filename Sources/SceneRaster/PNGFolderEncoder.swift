import Foundation
import SceneSVG

/// `png`: one `frame-NNNNN.png` per frame (named by the frame's index in the scene, as
/// `compile` names its SVG frames) in a folder, staged beside it and published at once
/// (see `StagedFolder`): a stopped render leaves the earlier folder as it was.
final class PNGFolderEncoder: FrameEncoder {
  private let folder: StagedFolder
  private var names: [String] = []

  /// `frame-00000.png` for frame 0: the SVG frame's name with the PNG extension.
  static func fileName(index: Int) -> String {
    String(FrameSequenceWriter.fileName(index: index, frameCount: 0).dropLast(4)) + ".png"
  }

  static func isFrameFileName(_ name: String) -> Bool {
    name.hasSuffix(".png") && FrameSequenceWriter.isFrameFileName(String(name.dropLast(4)) + ".svg")
  }

  init(directory: String, sceneIndices: [Int]) throws {
    folder = try StagedFolder(
      directory: directory, names: sceneIndices.map(Self.fileName),
      isOwnFile: Self.isFrameFileName, isStale: Self.isFrameFileName)
    RenderInterruptCleanup.register(folder.staging.path)
  }

  /// Each frame is compressed and written by the thread that drew it; `add` only lists it.
  var parallelStage: (@Sendable (RGBAImage, Int) throws -> RGBAImage)? {
    let staging = folder.staging
    return { image, sceneIndex in
      try PNGWriter.write(image, to: staging.appendingPathComponent(Self.fileName(index: sceneIndex)).path)
      return RGBAImage(width: 0, height: 0, pixels: [])
    }
  }

  func add(_ image: RGBAImage, position: Int, sceneIndex: Int) throws {
    names.append(Self.fileName(index: sceneIndex))
  }

  func finish() throws -> [String] {
    // After publishing, the staging path may hold the previous folder until it is deleted.
    defer { RenderInterruptCleanup.unregister(folder.staging.path) }
    try folder.publish(names: names)
    return [folder.output.path]
  }

  func cancel() {
    folder.discard()
    RenderInterruptCleanup.unregister(folder.staging.path)
  }
}
