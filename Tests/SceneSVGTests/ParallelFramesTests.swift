import Foundation
import SceneModel
import SceneTestSupport
import XCTest

@testable import SceneSVG

/// Each compile thread keeps its own buffer and render-tree builder (with the path measures
/// it has made); whatever frames a thread happens to get, the bytes are the same.
final class ParallelFramesTests: XCTestCase {
  /// A stroke drawing itself on a path that changes every fifth frame, so the threads'
  /// measure caches are hit and missed in different orders.
  static let producer: @Sendable (Int) -> Frame = { index in
    let shape = layer("stroke", .shape) {
      place(&$0, 5, 5, 40, 40)
      $0.path = circlePath(center: Point(20, 20), radius: 10 + Double(index / 5))
      $0.fillColor = nil
      $0.strokeColor = rgb(1, 0.5, 0)
      $0.lineWidth = 2
      $0.strokeEnd = Double(index % 10) / 10 + 0.05
    }
    return frame([shape], size: Size(50, 50), index: index, time: Double(index) / 30)
  }

  func testAnyNumberOfJobsWritesTheSameBytes() throws {
    let root = temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let info = SceneManifestInfo(name: "s", fps: 30, size: Size(50, 50), duration: 1, frameCount: 31)
    var outputs: [[String: Data]] = []
    for jobs in [1, 3, 8] {
      let folder = root.appendingPathComponent("jobs-\(jobs)")
      try FrameSequenceWriter(directory: folder.path, precision: 3, jobs: jobs)
        .write(frames: 0...30, scene: info, frame: Self.producer)
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
      XCTAssertEqual(names.count, 32)
      outputs.append(Dictionary(uniqueKeysWithValues: names.map { ($0, FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)!) }))
    }
    XCTAssertEqual(outputs[0], outputs[1])
    XCTAssertEqual(outputs[0], outputs[2])
    // And each frame is what rendering it alone gives.
    let alone = SVGFrameRenderer(precision: 3).render(Self.producer(17))
    XCTAssertEqual(outputs[2]["frame-00017.svg"], Data(alone.utf8))
  }
}
