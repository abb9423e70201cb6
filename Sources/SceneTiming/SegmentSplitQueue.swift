import SceneModel

/// The cubic segments of one subpath while `PathMorph` splits them (rule 3: the longest by
/// chord, the first in path order on ties, split at t = 0.5). A scan for the longest made
/// each split O(n), so a morph to a path of 8000 segments took seconds per frame; here a
/// heap ordered by (chord, path order) finds it in O(log n).
///
/// Path order is kept as a linked list with increasing labels: a split segment keeps its
/// label for its first half and gives its second half a label halfway to the next one;
/// when no label is left in between, all are spread out again (which keeps their order,
/// so the heap stays valid).
struct SegmentSplitQueue {
  private struct Piece {
    var start: Point
    var segment: (Point, Point, Point)
    /// The chord length; NaN counts as -∞, never longer than a real chord (as a scan with
    /// `>` never picks it), so all-NaN pieces split the first in order.
    var chord: Double
    var label: UInt64
    /// The next piece in path order, or -1.
    var next: Int
  }

  private var pieces: [Piece] = []
  private var heap: [Int] = []

  /// Segments starting at `start`, in order; `capacity` is the count they will be split to.
  init(start: Point, segments: [(Point, Point, Point)], capacity: Int) {
    pieces.reserveCapacity(capacity)
    heap.reserveCapacity(capacity)
    var from = start
    for (index, segment) in segments.enumerated() {
      pieces.append(
        Piece(
          start: from, segment: segment, chord: Self.chord(from, segment.2), label: 0,
          next: index + 1 < segments.count ? index + 1 : -1))
      from = segment.2
    }
    relabel()
    heap = Array(pieces.indices)
    for index in stride(from: heap.count / 2 - 1, through: 0, by: -1) { siftDown(index) }
  }

  var count: Int { pieces.count }

  /// Splits the longest segment (the first on ties) in two at t = 0.5 (de Casteljau).
  mutating func splitLongest() {
    guard let top = heap.first else { return }
    let piece = pieces[top]
    let (c1, c2, end) = piece.segment
    let a = Point.lerp(piece.start, c1, 0.5)
    let b = Point.lerp(c1, c2, 0.5)
    let c = Point.lerp(c2, end, 0.5)
    let ab = Point.lerp(a, b, 0.5)
    let bc = Point.lerp(b, c, 0.5)
    let mid = Point.lerp(ab, bc, 0.5)
    var nextLabel = piece.next >= 0 ? pieces[piece.next].label : UInt64.max
    if nextLabel - pieces[top].label < 2 {
      relabel()
      nextLabel = piece.next >= 0 ? pieces[piece.next].label : UInt64.max
    }
    let label = pieces[top].label
    let second = pieces.count
    pieces.append(
      Piece(
        start: mid, segment: (bc, c, end), chord: Self.chord(mid, end),
        label: label + (nextLabel - label) / 2, next: piece.next))
    pieces[top].segment = (a, ab, mid)
    pieces[top].chord = Self.chord(piece.start, mid)
    pieces[top].next = second
    siftDown(0)
    heap.append(second)
    siftUp(heap.count - 1)
  }

  /// The segments in path order.
  var segments: [(Point, Point, Point)] {
    var result: [(Point, Point, Point)] = []
    result.reserveCapacity(pieces.count)
    var index = pieces.isEmpty ? -1 : 0  // the first piece keeps index 0 through splits
    while index >= 0 {
      result.append(pieces[index].segment)
      index = pieces[index].next
    }
    return result
  }

  private static func chord(_ start: Point, _ end: Point) -> Double {
    let length = (end - start).length
    return length.isNaN ? -.infinity : length
  }

  /// Spreads the labels evenly over UInt64 in path order.
  private mutating func relabel() {
    let step = UInt64.max / UInt64(pieces.count + 1)
    var index = pieces.isEmpty ? -1 : 0
    var label = step
    while index >= 0 {
      pieces[index].label = label
      label += step
      index = pieces[index].next
    }
  }

  /// True when piece `x` is split before piece `y`.
  private func precedes(_ x: Int, _ y: Int) -> Bool {
    let a = pieces[x]
    let b = pieces[y]
    return a.chord > b.chord || (a.chord == b.chord && a.label < b.label)
  }

  private mutating func siftDown(_ start: Int) {
    var index = start
    while true {
      let left = 2 * index + 1
      let right = left + 1
      var first = index
      if left < heap.count, precedes(heap[left], heap[first]) { first = left }
      if right < heap.count, precedes(heap[right], heap[first]) { first = right }
      if first == index { return }
      heap.swapAt(index, first)
      index = first
    }
  }

  private mutating func siftUp(_ start: Int) {
    var index = start
    while index > 0 {
      let parent = (index - 1) / 2
      guard precedes(heap[index], heap[parent]) else { return }
      heap.swapAt(index, parent)
      index = parent
    }
  }
}
