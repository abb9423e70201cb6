import Foundation
import SceneGeometry
public import SceneModel
public import SceneRender
public import SceneTiming

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
  private let lock = NSLock()
  private var partial: FrameSamples
  private var added: [Bool]
  /// A path no animation changes is boxed once, not once per sample.
  private let boxes = PathBoxes()
  /// Per builder the trees come from (its `RenderFrameMemo`): the last sample's visit, so
  /// the nodes it hands out again are not measured again (`FrameSampleVisits`). Only a
  /// few builders run at once; more are forgotten.
  private var visits: [ObjectIdentifier: FrameSampleVisits] = [:]

  /// Threads that evaluate the samples nobody handed over.
  private let jobs: Int

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
    partial = FrameSamples(times: indices.map { FrameClock.time(ofFrame: $0, fps: scene.fps) })
    added = Array(repeating: false, count: indices.count)
  }

  /// The callback for a renderer whose render trees are built at `precision`: it takes
  /// the frames lint samples and ignores the others. Nil when lint decides at another
  /// precision (what prints as 0 differs), so those trees cannot serve.
  public func observer(forTreesAt precision: Int) -> (@Sendable (Frame, RenderFrame) -> Void)? {
    guard precision == FrameSamples.precision else { return nil }
    return { [self] frame, tree in add(frame, tree) }
  }

  /// Every sample: those not handed over are evaluated now, on up to `jobs` threads (once;
  /// later calls return the same).
  var samples: FrameSamples {
    lock.lock()
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
    return partial
  }

  private func add(_ frame: Frame, _ tree: RenderFrame) {
    guard let number = sampleNumbers[frame.index] else { return }
    lock.lock()
    defer { lock.unlock() }
    guard !added[number] else { return }
    added[number] = true
    // Moved out and back, so that its storage is not shared (and copied) while it changes.
    let key = tree.memo.map { ObjectIdentifier($0) }
    var visits = key.flatMap { self.visits.removeValue(forKey: $0) } ?? FrameSampleVisits()
    partial.add(sample: number, frame: frame, tree: tree, canvas: canvas, boxes: boxes, visits: &visits)
    guard let key else { return }
    if self.visits.count >= 16 { self.visits.removeAll() }
    self.visits[key] = visits
  }
}
