import Foundation
import SceneOutput
import SceneThreads

/// The staging folder of a run's output, made on another thread while the caller loads the
/// scene. Making it can take a millisecond or more (a new folder's inode is allocated where
/// the file system has not been lately, after a scan for what killed runs left), and so far
/// nothing waited on it but the run itself
/// (docs/performance.md, "The staging folder made while the scene loads").
///
/// Nothing about what the user sees changes. It is only made when the output's parent is
/// already a folder, so a run that fails before its frames makes no folders; the output is
/// checked, and its errors reported, where they were before (`FrameSequenceWriter`); when
/// making it failed here, the writer makes it again the usual way, which reports the same
/// error as before. A folder the run does not take is removed by `discard()`.
public final class StagingInAdvance: @unchecked Sendable {
  /// The output it was made for, as `FrameSequenceWriter` spells it (absolute).
  let output: String
  private let made: Made
  private let thread: WorkerThread
  private var taken = false

  /// What the thread made; read only after `join`.
  private final class Made: @unchecked Sendable {
    var staging: StagingFolder?
  }

  /// Starts making the staging folder of `directory` (the `-o` of a compile), or nil when
  /// it is not made in advance: the parent is not a folder yet (making it is the output
  /// check's work, at its usual time), or no thread could be started.
  public init?(directory: String) {
    let output = FrameSequenceWriter.absolutePath(directory)
    guard FileStatus(path: (output as NSString).deletingLastPathComponent) == .directory else { return nil }
    let made = Made()
    guard let thread = WorkerThread.start({ made.staging = try? StagingFolder.create(beside: output) }) else {
      return nil
    }
    self.output = output
    self.made = made
    self.thread = thread
  }

  /// The folder made for `output`, waiting for it; nil when it could not be made or was
  /// made for another output (then it is removed). Once.
  func take(for output: String) -> StagingFolder? {
    thread.join()
    taken = true
    guard output == self.output else {
      made.staging?.remove()
      return nil
    }
    return made.staging
  }

  /// Removes the folder unless the writer took it: for every way a run ends before its
  /// frames (a scene with errors, a bad option, `--at`). Waits for the thread first, so
  /// the process never exits while it works.
  public func discard() {
    if taken { return }
    thread.join()
    taken = true
    made.staging?.remove()
  }
}
