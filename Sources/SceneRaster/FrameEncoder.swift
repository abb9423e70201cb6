/// Takes rendered frames in order and writes them out. Nothing appears at the output path
/// before `finish`; `cancel` (or failing) leaves what was there before.
protocol FrameEncoder: AnyObject {
  /// Work done on the rasterizing threads, right after a frame is drawn, in any order (the
  /// PNG folder writes each frame's file there); what it returns goes on to `add`.
  var parallelStage: (@Sendable (RGBAImage, Int) throws -> RGBAImage)? { get }
  /// Frame `position` of the output (0 first); `sceneIndex` is its index in the scene.
  func add(_ image: RGBAImage, position: Int, sceneIndex: Int) throws
  /// Completes the output and puts it in place; returns the paths written.
  func finish() throws -> [String]
  func cancel()
}

extension FrameEncoder {
  var parallelStage: (@Sendable (RGBAImage, Int) throws -> RGBAImage)? { nil }
}
