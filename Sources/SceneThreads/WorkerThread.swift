import CThreadStart

#if canImport(Glibc)
  import Glibc
#endif

/// A body run on a thread of scenec's own: one that ran an earlier body and waits for the
/// next, else a new one started on an idle core (scenec_thread_start says why, and why
/// Dispatch's and Foundation's threads are not used for work that must start at once).
public struct WorkerThread: @unchecked Sendable {  // a started body, joined once
  private let handle: OpaquePointer

  /// Starts `body` on a thread, to be joined; nil when no thread can be made.
  public static func start(_ body: @escaping @Sendable () -> Void) -> WorkerThread? {
    var handle: OpaquePointer?
    let box = Unmanaged.passRetained(Body(body)).toOpaque()
    guard scenec_thread_start(runBody, box, 0, &handle) == 0, let handle else {
      Unmanaged<Body>.fromOpaque(box).release()
      return nil
    }
    return WorkerThread(handle: handle)
  }

  /// Starts `body` on a thread nobody joins; false when no thread can be made.
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

  /// Whether a body started now from the calling thread could have a core to itself: false
  /// on a thread that runs a `ParallelMap`'s items beside other threads (compile's frames,
  /// lint's files), whose cores are taken, and when the process may use one CPU only.
  public static var mayTakeAnotherCore: Bool {
    scenec_beside_others() == 0 && allowedCPUCount != 1
  }

  /// The CPU the calling thread runs on now (nil: unknown).
  public static var currentCPU: Int? {
    let cpu = scenec_current_cpu()
    return cpu >= 0 ? Int(cpu) : nil
  }

  /// How many threads wait for a body now, at most, and how many were made so far (tests
  /// check the reuse).
  public static var waitingCount: Int { Int(scenec_thread_idle_count()) }
  public static var waitingLimit: Int { Int(scenec_thread_idle_limit()) }
  public static var createdCount: Int { Int(scenec_thread_created_count()) }

  /// Waits until the body has returned (once); what it wrote is then visible here.
  public func join() { scenec_thread_join(handle) }

  private final class Body {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  private static let runBody: @convention(c) (UnsafeMutableRawPointer?) -> Void = { raw in
    Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue().run()
  }
}
