import Foundation
import XCTest

@testable import SceneRaster

/// Frames are produced in parallel but consumed in order, never far ahead of the consumer.
final class FramePipelineTests: XCTestCase {
  final class Gauge: @unchecked Sendable {
    let lock = NSLock()
    var alive = 0
    var most = 0
    func enter() {
      lock.lock()
      alive += 1
      most = max(most, alive)
      lock.unlock()
    }
    func leave() {
      lock.lock()
      alive -= 1
      lock.unlock()
    }
  }

  func testConsumesInOrderWithABoundedWindow() throws {
    let gauge = Gauge()
    let pipeline = FramePipeline(jobs: 4)
    var seen: [Int] = []
    try pipeline.run(
      count: 200,
      produce: { index in
        gauge.enter()
        // Uneven work, so later frames often finish first.
        usleep(UInt32((index * 7919) % 5) * 200)
        return index * index
      },
      consume: { index, value in
        XCTAssertEqual(value, index * index)
        seen.append(index)
        gauge.leave()
      })
    XCTAssertEqual(seen, Array(0..<200))
    // Frames alive at once: at most the window (2 × jobs) waiting, plus the one being consumed.
    XCTAssertLessThanOrEqual(gauge.most, pipeline.window + 1)
    XCTAssertGreaterThan(gauge.most, 1, "frames were produced in parallel")
  }

  func testAFailingFrameStopsTheRunAndIsReported() {
    struct Boom: Error {}
    var consumed = 0
    XCTAssertThrowsError(
      try FramePipeline(jobs: 3).run(
        count: 100,
        produce: { index in
          if index == 40 { throw Boom() }
          return index
        },
        consume: { _, _ in consumed += 1 })
    ) { XCTAssertTrue($0 is Boom) }
    XCTAssertEqual(consumed, 40)
  }
}
