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
/// those marks: the entry keeps the box and the layers the visit marked, and replaying it
/// marks them for the new sample. Exact, not an estimate. The entries hold their nodes
/// (identity is safe) and only the last sample's are kept.
final class FrameSampleVisits {
  /// A visited node: its transform to the scene's parent space, the box it returned, the
  /// layers (shown-flag slots) it marked, as a range of `marks`, and the entries of the
  /// nodes inside it, which follow it (`subtreeEnd`: the index after the last of them).
  private struct Entry {
    let layer: RenderLayer
    let parent: AffineMatrix
    var box: Rect?
    var marksStart: Int
    var marksEnd: Int
    var subtreeEnd: Int
  }

  private var previous: [Entry] = []
  private var previousIndex: [ObjectIdentifier: Int] = [:]
  private var previousMarks: [Int] = []

  private var entries: [Entry] = []
  private var index: [ObjectIdentifier: Int] = [:]
  private var marks: [Int] = []

  /// How many nodes were replayed instead of visited (tests check the reuse).
  private(set) var replayedCount = 0

  func start() {
    entries.removeAll(keepingCapacity: true)
    index.removeAll(keepingCapacity: true)
    marks.removeAll(keepingCapacity: true)
  }

  /// When the node was visited in the last sample under `parent`: calls `mark` with each
  /// slot that visit marked and returns its box (`found` true); else `found` false.
  func replay(_ layer: RenderLayer, parent: AffineMatrix, mark: (Int) -> Void) -> (found: Bool, box: Rect?) {
    guard let k = previousIndex[ObjectIdentifier(layer)] else { return (false, nil) }
    let old = previous[k]
    guard old.layer === layer, old.parent == parent else { return (false, nil) }
    let marksStart = marks.count
    for i in old.marksStart..<old.marksEnd {
      mark(previousMarks[i])
      marks.append(previousMarks[i])
    }
    // The nodes inside come along for the next sample.
    let marksShift = marksStart - old.marksStart
    let first = entries.count
    for j in k..<old.subtreeEnd {
      var entry = previous[j]
      entry.marksStart += marksShift
      entry.marksEnd += marksShift
      entry.subtreeEnd += first - k
      index[ObjectIdentifier(entry.layer)] = entries.count
      entries.append(entry)
    }
    replayedCount += 1
    return (true, old.box)
  }

  /// A node about to be visited; `close` it with its box when done.
  func open(_ layer: RenderLayer, parent: AffineMatrix) -> Int {
    index[ObjectIdentifier(layer)] = entries.count
    entries.append(
      Entry(layer: layer, parent: parent, box: nil, marksStart: marks.count, marksEnd: marks.count, subtreeEnd: 0))
    return entries.count - 1
  }

  /// The visit marked `slot` as shown.
  func marked(_ slot: Int) { marks.append(slot) }

  func close(_ entry: Int, box: Rect?) {
    entries[entry].box = box
    entries[entry].marksEnd = marks.count
    entries[entry].subtreeEnd = entries.count
  }

  /// The sample is complete: its entries become the last sample's.
  func finish() {
    swap(&previous, &entries)
    swap(&previousIndex, &index)
    swap(&previousMarks, &marks)
    start()
  }
}
