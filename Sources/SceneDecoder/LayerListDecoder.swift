import SceneModel
import SceneThreads
import SceneYAML

/// The scene's top-level layers, in file order. A long list is decoded in two halves at
/// once (`ParallelMap`), each into a context of its own (`forked`), then
/// joined as if decoded in order (`absorb`): the scene and every diagnostic are the same.
/// Decoding is most of a large scene's start after the YAML is read (10 M of the 31 M
/// instructions before the first frame of a 41 KB scene; docs/performance.md, "A large file
/// read in two parts (sixteenth session)"). When the halves declared the same id, the list
/// is decoded again in order on this thread.
struct LayerListDecoder {
  /// Shorter lists (in Unicode scalars, first item to last) are decoded in order: a
  /// thread's start and the join cost more than half of their decoding saves. So are lists
  /// read where no core is free (`WorkerThread.mayTakeAnotherCore`).
  static let minimumScalars = 16_384

  let context: DecodeContext
  let halvesFrom: Int

  func decode(_ items: YAMLSequenceItems) -> [Layer] {
    if let layers = decodeInHalves(items) { return layers }
    let decoder = LayerDecoder(context: context)
    return items.compactMap { decoder.decode($0, maskOf: nil) }
  }

  private func decodeInHalves(_ items: YAMLSequenceItems) -> [Layer]? {
    guard items.count >= 2, let first = items.first, let last = items.last else { return nil }
    let start = first.range.start.offset
    let end = last.range.end.offset
    guard end - start >= halvesFrom, WorkerThread.mayTakeAnotherCore else { return nil }
    let middle = start + (end - start) / 2
    let cut = min(max(items.firstIndex { $0.range.start.offset >= middle } ?? items.count - 1, 1), items.count - 1)
    let halves = [0..<cut, cut..<items.count].map { Half(context: context.forked(), items: items, range: $0) }
    let layers = ParallelMap.map(halves, jobs: 2) { $0.decode() }
    guard context.absorb(halves.map(\.context)) else { return nil }
    return layers.flatMap { $0 ?? [] }
  }

  /// One half and the context it decodes into, used by one thread at a time (its context is
  /// read after the map has joined).
  private final class Half: @unchecked Sendable {
    let context: DecodeContext
    let items: YAMLSequenceItems
    let range: Range<Int>

    init(context: DecodeContext, items: YAMLSequenceItems, range: Range<Int>) {
      self.context = context
      self.items = items
      self.range = range
    }

    func decode() -> [Layer] {
      let decoder = LayerDecoder(context: context)
      return items[range].compactMap { decoder.decode($0, maskOf: nil) }
    }
  }
}
