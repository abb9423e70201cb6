import Foundation

/// Rasterizes frames on several threads and hands them to one consumer in order.
///
/// At most `window` frames wait for the consumer (besides the one it is handling), so
/// memory stays the same whatever the number of frames. `produce` runs once per frame on
/// the worker threads; `consume` runs on the calling thread, frame 0 first. The consumer
/// sees the same values in the same order whatever `jobs` is.
struct FramePipeline {
  var jobs: Int
  var window: Int

  init(jobs: Int) {
    self.jobs = max(1, jobs)
    window = 2 * self.jobs
  }

  func run<Value>(
    count: Int, produce: @escaping @Sendable (Int) throws -> Value,
    consume: (Int, Value) throws -> Void
  ) throws {
    guard count > 0 else { return }
    let state = PipelineState<Value>()
    let workers = DispatchGroup()
    for _ in 0..<min(jobs, count) {
      workers.enter()
      let thread = Thread { [window] in
        defer { workers.leave() }
        while let index = state.nextIndex(count: count, window: window) {
          let result = Result { try produce(index) }
          state.store(result, at: index)
        }
      }
      thread.stackSize = 8 << 20
      thread.start()
    }
    defer {
      state.stop()
      workers.wait()
    }
    for index in 0..<count {
      let value = try state.take(index).get()
      try consume(index, value)
    }
  }
}

/// What the workers and the consumer share, behind one condition variable.
private final class PipelineState<Value>: @unchecked Sendable {
  private let condition = NSCondition()
  private var issued = 0
  private var consumed = 0
  private var stopped = false
  private var results: [Int: Result<Value, Error>] = [:]

  /// The next frame to produce; waits while the window is full; nil when done or stopped.
  func nextIndex(count: Int, window: Int) -> Int? {
    condition.lock()
    defer { condition.unlock() }
    while !stopped && issued < count && issued >= consumed + window { condition.wait() }
    guard !stopped, issued < count else { return nil }
    issued += 1
    return issued - 1
  }

  func store(_ result: Result<Value, Error>, at index: Int) {
    condition.lock()
    results[index] = result
    if case .failure = result { stopped = true }
    condition.broadcast()
    condition.unlock()
  }

  /// Waits for frame `index` and removes it (its slot in the window opens).
  func take(_ index: Int) -> Result<Value, Error> {
    condition.lock()
    defer { condition.unlock() }
    while results[index] == nil { condition.wait() }
    let result = results.removeValue(forKey: index)!
    consumed = index + 1
    condition.broadcast()
    return result
  }

  func stop() {
    condition.lock()
    stopped = true
    condition.broadcast()
    condition.unlock()
  }
}
