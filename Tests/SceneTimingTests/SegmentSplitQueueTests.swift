import SceneModel
import XCTest

@testable import SceneTiming

/// The heap that picks which segment a path morph splits must choose exactly as the rule's
/// plain statement does: a scan for the longest chord, the first on ties, split at t = 0.5.
/// The scan below is that statement (the implementation before the heap), and both must give
/// the same bits on paths full of ties, points, infinities and NaN chords.
final class SegmentSplitQueueTests: XCTestCase {
  typealias Segment = (Point, Point, Point)

  /// The rule by a linear scan per split.
  func scanSplit(start: Point, _ input: [Segment], to count: Int) -> [Segment] {
    var segments = input
    while segments.count < count {
      var longest = 0
      var longestLength = -1.0
      var from = start
      var startOfLongest = from
      for (index, segment) in segments.enumerated() {
        let chord = (segment.2 - from).length
        if chord > longestLength {
          longest = index
          longestLength = chord
          startOfLongest = from
        }
        from = segment.2
      }
      let (c1, c2, end) = segments[longest]
      let a = Point.lerp(startOfLongest, c1, 0.5)
      let b = Point.lerp(c1, c2, 0.5)
      let c = Point.lerp(c2, end, 0.5)
      let ab = Point.lerp(a, b, 0.5)
      let bc = Point.lerp(b, c, 0.5)
      let mid = Point.lerp(ab, bc, 0.5)
      segments.replaceSubrange(longest...longest, with: [(a, ab, mid), (bc, c, end)])
    }
    return segments
  }

  func heapSplit(start: Point, _ input: [Segment], to count: Int) -> [Segment] {
    var queue = SegmentSplitQueue(start: start, segments: input, capacity: count)
    while queue.count < count { queue.splitLongest() }
    return queue.segments
  }

  func bits(_ segments: [Segment]) -> [UInt64] {
    segments.flatMap { [$0.0, $0.1, $0.2] }.flatMap { [$0.x.bitPattern, $0.y.bitPattern] }
  }

  /// A small deterministic generator (64-bit LCG, Knuth's MMIX constants).
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  func testTheHeapSplitsExactlyAsTheScan() {
    var random = Generator(state: 42)
    // Few distinct coordinates, so equal chords (ties) are common; some points repeat so
    // segments collapse to points; 1e308 and its negative make chords infinite or NaN.
    let coordinates: [Double] = [0, 0, 1, 2, 3, 10, -4, 0.5, 1e308, -1e308]
    func point() -> Point {
      Point(coordinates[random.next(coordinates.count)], coordinates[random.next(coordinates.count)])
    }
    var tiesSeen = 0
    for round in 0..<400 {
      let start = point()
      let length = 1 + random.next(6)
      var segments: [Segment] = []
      var current = start
      for _ in 0..<length {
        let collapsed = random.next(4) == 0
        let end = collapsed ? current : point()
        segments.append(collapsed ? (current, current, current) : (point(), point(), end))
        current = end
      }
      let count = length + random.next(40)
      let expected = scanSplit(start: start, segments, to: count)
      XCTAssertEqual(bits(heapSplit(start: start, segments, to: count)), bits(expected), "round \(round)")
      if Set(expected.map { ($0.2 - start).length }).count < expected.count { tiesSeen += 1 }
    }
    XCTAssertGreaterThan(tiesSeen, 100, "the inputs exercise ties")
  }

  /// A point grown into many segments: every chord is 0, so every split takes the first
  /// segment (labels run out and are spread again many times).
  func testAllTiedSplitsTheFirstEveryTime() {
    let p = Point(50, 50)
    let loop: Segment = (Point(60, 40), Point(40, 40), p)
    let input: [Segment] = [(p, p, p), loop, (p, p, p)]
    XCTAssertEqual(
      bits(heapSplit(start: p, input, to: 3000)), bits(scanSplit(start: p, input, to: 3000)))
  }
}
