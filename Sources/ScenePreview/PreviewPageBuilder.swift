import SceneThreads

/// Builds a whole page from a function that gives each frame's SVG text: frames are
/// produced in parallel, a batch at a time, and appended in order, so memory holds one
/// batch of frames, not the scene.
public enum PreviewPageBuilder {
  /// Frames produced per worker between two appends.
  static let batchPerWorker = 16

  /// Writes the page for `facts.frameCount` frames to `path` (atomically). `frame` is called
  /// once per index, from up to `jobs` threads at once; `progress` (if any) after each
  /// batch with the number of frames done.
  @discardableResult
  public static func write(
    facts: PreviewFacts, to path: String, jobs: Int = 1,
    progress: ((Int) -> Void)? = nil, frame: @escaping @Sendable (Int) -> String
  ) throws -> PreviewPageSummary {
    let writer = try PreviewPageWriter(facts: facts, path: path)
    let workers = max(1, jobs)
    let batch = workers * batchPerWorker
    var start = 0
    do {
      while start < facts.frameCount {
        let end = min(start + batch, facts.frameCount)
        for case let text? in ParallelMap.map(Array(start..<end), jobs: workers, frame) {
          try writer.append(frame: text)
        }
        start = end
        progress?(start)
      }
      return try writer.finish()
    } catch {
      writer.discard()
      throw error
    }
  }
}
