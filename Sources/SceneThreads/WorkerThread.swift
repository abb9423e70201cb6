import CThreadStart

#if canImport(Glibc)
  import Glibc
#endif

/// A thread of scenec's own, started on an idle core (scenec_thread_start says why Dispatch's
/// and Foundation's threads are not used for work that must start at once).
public struct WorkerThread: @unchecked Sendable {  // a pthread_t, joined once
  private let handle: pthread_t

  /// Starts `body` on a new thread to be joined; nil when no thread can be made.
  public static func start(_ body: @escaping @Sendable () -> Void) -> WorkerThread? {
    var handle = pthread_t()
    let box = Unmanaged.passRetained(Body(body)).toOpaque()
    guard scenec_thread_start(runBody, box, 0, &handle) == 0 else {
      Unmanaged<Body>.fromOpaque(box).release()
      return nil
    }
    return WorkerThread(handle: handle)
  }

  /// Starts `body` on a new thread nobody joins; false when no thread can be made.
  @discardableResult
  public static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
    let box = Unmanaged.passRetained(Body(body)).toOpaque()
    guard scenec_thread_start(runBody, box, 1, nil) == 0 else {
      Unmanaged<Body>.fromOpaque(box).release()
      return false
    }
    return true
  }

  /// How many CPUs the calling thread may run on (0: unknown).
  public static var allowedCPUCount: Int { Int(scenec_allowed_cpu_count()) }

  /// The CPU the calling thread runs on now (nil: unknown).
  public static var currentCPU: Int? {
    let cpu = scenec_current_cpu()
    return cpu >= 0 ? Int(cpu) : nil
  }

  /// Waits for the thread to end (once).
  public func join() { pthread_join(handle, nil) }

  private final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  private static let runBody: @convention(c) (UnsafeMutableRawPointer?) -> Void = { raw in
    Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
  }
}
