import Foundation
import SceneDecoder
import SceneModel
import SceneSVG
import SceneTestSupport
import SceneTiming
import XCTest

/// Every frame of every scene in scenes/ is compiled as `scenec compile` does (decoder,
/// timing engine, frame writer) and rasterized by rsvg-convert without an error or a
/// warning; no frame contains animation, script or CSS.
final class ReferenceScenesRenderTests: XCTestCase {
  func sceneFiles() throws -> [URL] {
    let folder = packageRoot().appendingPathComponent("scenes")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }.sorted()
    XCTAssertGreaterThanOrEqual(names.count, 5, "the reference scenes are missing")
    return names.map { folder.appendingPathComponent($0) }
  }

  func compile(_ file: URL, into output: URL, jobs: Int, limit: Int = .max) throws
    -> (SceneEvaluator, [WrittenFrame])
  {
    let bytes = try [UInt8](Data(contentsOf: file))
    let result = SceneLoader.decode(bytes: bytes, file: file.path)
    let scene = try XCTUnwrap(result.scene, "\(file.lastPathComponent): \(describe(result.diagnostics))")
    let evaluator = SceneEvaluator(scene: scene)
    let info = SceneManifestInfo(
      name: scene.name, fps: scene.fps, size: scene.size, duration: evaluator.duration,
      frameCount: evaluator.frameCount)
    let writer = FrameSequenceWriter(directory: output.path, precision: 3, jobs: jobs)
    let last = min(evaluator.frameCount, limit) - 1
    let written = try writer.write(frames: 0...last, scene: info) {
      evaluator.frame(index: $0)
    }
    return (evaluator, written)
  }

  func testEveryFrameOfEverySceneRasterizes() throws {
    _ = try Rasterizer.requireRenderer()
    let root = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for file in try sceneFiles() {
      let name = file.deletingPathExtension().lastPathComponent
      let output = root.appendingPathComponent(name)
      let (evaluator, written) = try compile(file, into: output, jobs: 2)
      XCTAssertEqual(written.count, evaluator.frameCount, name)
      let failures = ThreadedStrings()
      for frame in written {
        let text = try String(contentsOf: output.appendingPathComponent(frame.file), encoding: .utf8)
        for forbidden in ["<animate", "<set", "<script", "<style", "@keyframes", "style="]
        where text.contains(forbidden) {
          failures.add("\(name)/\(frame.file) contains \(forbidden)")
        }
      }
      for failure in try Rasterizer.checkAll(folder: output) { failures.add("\(name)/\(failure)") }
      XCTAssertEqual(failures.all, [], name)
    }
  }

  /// The first 60 frames of each scene (enough for the threads to interleave) with one
  /// and with four jobs.
  func testJobsDoNotChangeTheBytes() throws {
    let root = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    for file in try sceneFiles() {
      let name = file.deletingPathExtension().lastPathComponent
      let one = root.appendingPathComponent("\(name)-1")
      let four = root.appendingPathComponent("\(name)-4")
      _ = try compile(file, into: one, jobs: 1, limit: 60)
      _ = try compile(file, into: four, jobs: 4, limit: 60)
      let names = try FileManager.default.contentsOfDirectory(atPath: one.path).sorted()
      XCTAssertEqual(names, try FileManager.default.contentsOfDirectory(atPath: four.path).sorted(), name)
      for entry in names {
        XCTAssertEqual(
          try Data(contentsOf: one.appendingPathComponent(entry)),
          try Data(contentsOf: four.appendingPathComponent(entry)), "\(name)/\(entry)")
      }
    }
  }
}
