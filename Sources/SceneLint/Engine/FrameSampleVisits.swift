import SceneModel
import SceneRender

/// What `FrameSamples` found in the layers of the last sample it visited, so that a
/// subtree the render tree builder handed out again (the same node object) under the same
/// transform to the scene is not measured again.
///
/// A visit adds to sets (`everDraws`, `everOnCanvas`) what depends only on the node and
/// its transform to the scene (and on the canvas, fixed for a collector), and returns the
/// box of what the subtree draws, likewise; the only thing that depends on the sample is
/// which layers it marks as shown in that sample. So a repeated visit adds nothing but
/// those marks: the entry keeps the box and the layers the visit marked (a range of the
/// sample's marks), and replaying it marks them for the new sample. Exact, not an
/// estimate. Only the last sample is kept (`RenderPassMemo`). A value, passed `inout` (see
/// `RenderPassMemo` on why).
struct FrameSampleVisits {
  struct Visit {
    /// The transform to the scene of the node's parent.
    var parent: AffineMatrix
    var box: Rect?
  }

  private var nodes = RenderPassMemo<Visit>()
  /// The slots (rows of `FrameSamples`' shown flags) the visits marked, in visiting order.
  private var previousMarks: [Int] = []
  private var marks: [Int] = []

  /// How many nodes were replayed instead of visited (tests check the reuse).
  private(set) var replayedCount = 0

  /// When the node was visited in the last sample under `parent`: calls `mark` with each
  /// slot that visit marked and returns its box (`found` true); else `found` false.
  mutating func replay(_ layer: RenderLayer, parent: AffineMatrix, mark: (Int) -> Void) -> (found: Bool, box: Rect?) {
    guard let old = nodes.last(layer), old.note.parent == parent else { return (false, nil) }
    let start = marks.count
    for i in old.start..<old.end {
      mark(previousMarks[i])
      marks.append(previousMarks[i])
    }
    nodes.carry(layer, shift: start - old.start)
    replayedCount += 1
    return (true, old.note.box)
  }

  /// A node about to be visited; `close` it with its box when done.
  mutating func open(_ layer: RenderLayer, parent: AffineMatrix) -> Int {
    nodes.open(layer, note: Visit(parent: parent, box: nil), start: marks.count)
  }

  /// The visit marked `slot` as shown.
  mutating func marked(_ slot: Int) { marks.append(slot) }

  mutating func close(_ entry: Int, parent: AffineMatrix, box: Rect?) {
    nodes.close(entry, end: marks.count, note: Visit(parent: parent, box: box))
  }

  /// The sample is complete: its visits become the last sample's.
  mutating func finish() {
    swap(&previousMarks, &marks)
    marks.removeAll(keepingCapacity: true)
    nodes.finish()
  }
}
