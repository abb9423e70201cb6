import SceneModel
import SceneRender

/// What `FrameSamples` found in the layers it visited, kept per render tree position, so
/// that a subtree the render tree builder hands out again (the same node object) under the
/// same transform to the scene is not measured again.
///
/// A visit adds to sets (`everDraws`, `everOnCanvas`) what depends only on the node and
/// its transform to the scene (and on the canvas, fixed for a collector), and returns the
/// box of what the subtree draws, likewise; the only thing that depends on the sample is
/// which layers it marks as shown in that sample. So a repeated visit adds nothing but
/// those marks: the entry keeps the box and the layers the visit marked (a range of one
/// log of marks), and replaying it marks them for the new sample. Exact, not an estimate.
///
/// An entry stays at its position until a visit of another node there replaces it, so a
/// node that comes back after some samples (the builder keeps a culled layer's node) is
/// found too, and a replayed subtree costs no copying of entries: only its marks are
/// copied, and only when the replay sits inside a node being visited (whose range must
/// hold its sublayers' marks). Entries hold their nodes, so identity is safe. A value,
/// passed `inout` (a class's stored `var`s cost a dynamic exclusivity check per access).
struct FrameSampleVisits {
  /// A visit's values, kept apart from its node so that looking one up copies no reference
  /// (reading an `Optional` of a struct holding the node retained and released it: 0.33 M
  /// of the 61 M instructions of stroke-pop's compile, `--jobs 1`).
  struct Visit {
    /// The node visited (its identity; `nodes` holds it).
    var node: ObjectIdentifier
    /// The transform to the scene of the node's parent.
    var parent: AffineMatrix
    var box: Rect?
    /// The node's marks: `marks[start..<end]`.
    var start: Int
    var end: Int
  }

  /// By tree position (`RenderLayer.position`), the last visit made there.
  private var byPosition: [Visit?] = []
  /// By tree position, the node of that visit, held so that its identity stays its own.
  private var nodes: [RenderLayer?] = []
  /// The slots (rows of `FrameSamples`' shown flags) the visits marked, in visiting order.
  private var marks: [Int] = []
  /// How many visits are open (nodes being measured around the current one).
  private var depth = 0

  /// Past this many marks the log starts over (entries and all): bounded memory for long
  /// runs; forgetting only costs visits, never changes a result.
  private static let maxMarks = 1 << 20

  /// How many nodes were replayed instead of visited (tests check the reuse).
  private(set) var replayedCount = 0

  /// When the node was visited before under `parent`: calls `mark` with each slot that
  /// visit marked and returns its box (`found` true); else `found` false.
  mutating func replay(_ layer: RenderLayer, parent: AffineMatrix, mark: (Int) -> Void) -> (found: Bool, box: Rect?) {
    let position = layer.position
    guard position >= 0, position < byPosition.count, let old = byPosition[position],
      old.node == ObjectIdentifier(layer), old.parent == parent
    else { return (false, nil) }
    if depth > 0 {
      marks.reserveCapacity(marks.count + old.end - old.start)
      for i in old.start..<old.end {
        let slot = marks[i]
        mark(slot)
        marks.append(slot)
      }
    } else {
      for i in old.start..<old.end { mark(marks[i]) }
    }
    replayedCount += 1
    return (true, old.box)
  }

  /// A node about to be visited; `close` it with its box when done. Returns where its
  /// marks start.
  mutating func open(_ layer: RenderLayer, parent: AffineMatrix) -> Int {
    depth += 1
    return marks.count
  }

  /// The visit marked `slot` as shown.
  mutating func marked(_ slot: Int) { marks.append(slot) }

  mutating func close(_ layer: RenderLayer, start: Int, parent: AffineMatrix, box: Rect?) {
    depth -= 1
    let position = layer.position
    guard position >= 0 else { return }
    if position >= byPosition.count {
      let added = Swift.max(position + 1, 2 * byPosition.count) - byPosition.count
      byPosition.append(contentsOf: repeatElement(nil, count: added))
      nodes.append(contentsOf: repeatElement(nil, count: added))
    }
    byPosition[position] = Visit(
      node: ObjectIdentifier(layer), parent: parent, box: box, start: start, end: marks.count)
    nodes[position] = layer
  }

  /// The sample is complete.
  mutating func finish() {
    guard marks.count > Self.maxMarks else { return }
    marks.removeAll()
    byPosition.removeAll()
    nodes.removeAll()
  }
}
