import Foundation
public import SceneModel
public import SceneRender
public import SceneTiming
import SceneThreads

/// Gathers lint's sampled frames (`FrameSamples`) for one scene. A command that renders the
/// scene anyway (`compile`) hands each frame and its render tree to `observer(forTreesAt:)`'s
/// callback as it builds them, from any thread; `samples` then evaluates only the sampled
/// frames nobody handed over (all of them when nothing was). A sample's contribution depends
/// on its own frame only, so the result is the same whichever way, and in whatever order, the
/// frames arrive: lint's findings do not change with the command, `--frames` or `--jobs`.
public final class FrameSampleCollector: @unchecked Sendable {
  private let evaluator: SceneEvaluator
  private let canvas: Size
  /// The sampled frame indices, increasing; a sample's number is its position here.
  private let indices: [Int]
  private let sampleNumbers: [Int: Int]
  private let times: [Double]
  /// Guards `added`, `visited`, `handingOver`, `shares` and the share of trees without a
  /// builder's memo; signalled when the last visit ends and when the hand-over ends.
  private let lock = NSCondition()
  private var added: [Bool]
  /// Samples whose visit has ended (each is added, then visited outside the lock).
  private var visited = 0
  /// Between `beginHandOver()` and `endHandOver()`: `samples` waits for the frames still to
  /// come instead of evaluating them.
  private var handingOver = false
  /// Per builder the trees come from (its `RenderFrameMemo`): what that builder's samples
  /// showed. A builder's trees come from one thread at a time (the one using the builder),
  /// so its share is worked on outside the lock: compile's two workers no longer wait for
  /// each other's visits (with `--jobs 2`, 300 samples of the 50-layer stress scene spent
  /// a quarter more user time than without lint; docs/performance.md, "Lint's samples
  /// and warnings in a compile"). The shares are merged when `samples` is asked for.
  private var shares: [ObjectIdentifier: Share] = [:]
  /// For trees made otherwise (no memo): worked on under the lock.
  private let unbuilt: Share
  /// The merged samples, once asked for.
  private var merged: FrameSamples?

  /// Threads that evaluate the samples nobody handed over.
  private let jobs: Int

  /// One builder's samples, the last sample's visit (so the nodes the builder hands out
  /// again are not measured again: `FrameSampleVisits`), and the path boxes of its layers.
  private final class Share {
    @exclusivity(unchecked) var samples: FrameSamples
    @exclusivity(unchecked) var visits = FrameSampleVisits()
    let boxes = PathBoxes()

    init(times: [Double]) { samples = FrameSamples(times: times) }

    func add(sample: Int, frame: Frame, tree: RenderFrame, canvas: Size) {
      samples.add(sample: sample, frame: frame, tree: tree, canvas: canvas, boxes: boxes, visits: &visits)
    }
  }

  /// `jobs`: how many threads evaluate the samples left over (compile's `--jobs`; lint
  /// runs its files in parallel instead).
  public init(scene: Scene, evaluator: SceneEvaluator, jobs: Int = 1) {
    self.evaluator = evaluator
    self.jobs = max(1, jobs)
    canvas = scene.size
    indices = FrameSamples.indices(
      frameCount: LintSchedule.frameCount(scene: scene, evaluator: evaluator),
      layersPerFrame: scene.layers.reduce(0) { $0 &+ $1.drawnLayerCount() })
    var numbers: [Int: Int] = [:]
    for (number, index) in indices.enumerated() { numbers[index] = number }
    sampleNumbers = numbers
    times = indices.map { FrameClock.time(ofFrame: $0, fps: scene.fps) }
    unbuilt = Share(times: times)
    added = Array(repeating: false, count: indices.count)
  }

  /// The callback for a renderer whose render trees are built at `precision`: it takes
  /// the frames lint samples and ignores the others. Nil when lint decides at another
  /// precision (what prints as 0 differs), so those trees cannot serve.
  public func observer(forTreesAt precision: Int) -> (@Sendable (Frame, RenderFrame) -> Void)? {
    guard precision == FrameSamples.precision else { return nil }
    return { [self] frame, tree in add(frame, tree) }
  }

  /// A command that renders the frames is about to hand them over: until `endHandOver()`,
  /// `samples` waits for the samples still to come (every sample handed over and visited)
  /// rather than evaluating them, so lint's findings can start early, on another thread,
  /// and reach the rules that read frames only when the frames are there. Every
  /// `beginHandOver()` needs its `endHandOver()`, also when rendering fails.
  public func beginHandOver() {
    lock.lock()
    handingOver = true
    lock.unlock()
  }

  /// The command hands over nothing more: `samples` evaluates what is missing.
  public func endHandOver() {
    lock.lock()
    handingOver = false
    lock.broadcast()
    lock.unlock()
  }

  /// Every sample: those not handed over are evaluated now, on up to `jobs` threads (once;
  /// later calls return the same).
  var samples: FrameSamples {
    lock.lock()
    while handingOver, visited < indices.count { lock.wait() }
    if let merged {
      lock.unlock()
      return merged
    }
    let missing = indices.indices.filter { !added[$0] }
    lock.unlock()
    if !missing.isEmpty {
      let evaluator = self.evaluator
      let indices = self.indices
      _ = try? ParallelMap.run(
        count: missing.count, jobs: jobs, worker: { RenderTreeBuilder(precision: FrameSamples.precision) }
      ) { builder, slot in
        let frame = evaluator.frame(index: indices[missing[slot]])
        self.add(frame, builder.build(frame))
      }
    }
    lock.lock()
    defer { lock.unlock() }
    if let merged { return merged }
    // A union: each sample's contribution depends on its own frame only, so the order of
    // the shares changes nothing but the internal numbering of the layers' rows.
    var all = unbuilt.samples
    for share in shares.values { all.merge(share.samples) }
    merged = all
    return all
  }

  private func add(_ frame: Frame, _ tree: RenderFrame) {
    guard let number = sampleNumbers[frame.index] else { return }
    lock.lock()
    guard !added[number], merged == nil else {
      lock.unlock()
      return
    }
    added[number] = true
    guard let memo = tree.memo else {
      unbuilt.add(sample: number, frame: frame, tree: tree, canvas: canvas)
      return visitEnded()
    }
    let key = ObjectIdentifier(memo)
    let share: Share
    if let known = shares[key] {
      share = known
    } else {
      share = Share(times: times)
      shares[key] = share
    }
    lock.unlock()
    share.add(sample: number, frame: frame, tree: tree, canvas: canvas)
    lock.lock()
    visitEnded()
  }

  /// Counts a visit that has ended (called under the lock, which it lets go); after the
  /// last one, wakes a `samples` waiting for it.
  private func visitEnded() {
    visited += 1
    if visited == indices.count { lock.broadcast() }
    lock.unlock()
  }
}
