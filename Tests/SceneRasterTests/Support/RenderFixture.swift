import Foundation
import SceneDecoder
import SceneModel
import SceneRaster
import SceneSVG
import SceneTestSupport
import SceneTiming
import XCTest

/// Small scenes rendered through the library, and the frames they should contain.
enum RenderFixture {
  /// 41 × 31 (odd on purpose: MP4 pads it), no background, 10 frames at 30 fps: an opaque
  /// red dot moving right over a half-transparent blue bar (soft edges, translucent pixels).
  static func dotScene(fps: Int = 30, background: String? = nil) -> String {
    """
    version: 1
    scene: { name: dot, size: [41, 31], fps: \(fps), duration: 0.3\(background.map { ", background: \"\($0)\"" } ?? "") }
    layers:
      - id: bar
        type: shape
        position: [20, 22]
        path: { rect: [-18, -3, 36, 6] }
        fillColor: "#0000ff"
        opacity: 0.5
      - id: dot
        type: shape
        position: [10, 12]
        path: { circle: [0, 0], radius: 7.5 }
        fillColor: "#ff0000"
        animations:
          - { keyPath: position.x, fromValue: 10, toValue: 30, duration: 0.3 }
    """
  }

  struct Loaded: Sendable {
    var scene: Scene
    var evaluator: SceneEvaluator

    func svg(_ index: Int) -> String { SVGFrameRenderer().render(evaluator.frame(index: index)) }
  }

  static func load(_ yaml: String) throws -> Loaded {
    let result = SceneLoader.decode(bytes: Array(yaml.utf8), file: "fixture.yaml")
    guard let scene = result.scene, !result.diagnostics.contains(where: { $0.severity == .error }) else {
      throw ContainerError(description: "fixture has errors: \(result.diagnostics.map(\.message))")
    }
    return Loaded(scene: scene, evaluator: SceneEvaluator(scene: scene))
  }

  static func request(
    _ loaded: Loaded, format: RenderFormat, output: String, background: Color? = nil, scale: Double = 1,
    frames: ClosedRange<Int>? = nil, quality: Int? = nil, jobs: Int = 2
  ) -> RenderRequest {
    RenderRequest(
      format: format, output: output, sceneSize: loaded.scene.size, sceneBackground: loaded.scene.background,
      background: background, scale: scale, rate: FrameRate(loaded.scene.fps),
      frames: frames ?? 0...(loaded.evaluator.frameCount - 1), quality: quality, jobs: jobs)
  }

  @discardableResult
  static func render(_ loaded: Loaded, _ request: RenderRequest) throws -> RenderSummary {
    try Renderer.run(RenderPlan(request), svg: { loaded.svg($0) })
  }

  /// Frame `index` as the rasterizer draws it (what every format must show).
  static func pixels(_ loaded: Loaded, _ index: Int, background: Color? = nil, scale: Double = 1) throws
    -> [UInt8]
  {
    try SVGRasterizer(size: loaded.scene.size, scale: scale, background: background).rasterize(
      loaded.svg(index)
    ).pixels
  }

  static func requireTools() throws {
    try FrameDecoding.requireFFmpeg()
  }
}

/// Largest per-channel difference and the mean one, over two RGBA buffers.
func difference(_ a: [UInt8], _ b: [UInt8]) -> (max: Int, mean: Double) {
  precondition(a.count == b.count)
  var largest = 0
  var sum = 0
  for i in 0..<a.count {
    let d = abs(Int(a[i]) - Int(b[i]))
    largest = max(largest, d)
    sum += d
  }
  return (largest, Double(sum) / Double(max(a.count, 1)))
}
