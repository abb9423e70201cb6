public import SceneModel
import SceneGeometry
import SceneRender
import SceneThreads

/// Draws one frame the way `FrameSequenceWriter` does (render tree, SVG bytes, SHA-256) and
/// throws the result away, on another thread, while the caller sets up what comes before
/// the first frame (the staging folder). The first frame of a run otherwise pays for the
/// frame code's first use: its pages faulted in, the Swift runtime's type metadata made,
/// the worker thread started; done here, on a core that is idle then, the rendering
/// threads find all of that ready (docs/performance.md, "Overlapping the fixed work").
/// Nothing is written and nothing is shared with the run's own builders.
public final class FrameWarmUp: @unchecked Sendable {
  /// nil when no thread could be made: then there is nothing to wait for.
  private let thread: WorkerThread?

  /// Starts drawing `frame()` at `precision` with `textRendering`.
  public init(precision: Int, textRendering: TextRendering, frame: @escaping @Sendable () -> Frame) {
    thread = WorkerThread.start {
      let tree = RenderTreeBuilder(precision: precision).build(frame())
      let buffer = ByteBuffer()
      SVGFrameRenderer(precision: precision, textRendering: textRendering).write(tree, into: buffer)
      _ = buffer.withUnsafeBytes { SHA256.hex($0) }
    }
  }

  /// Waits until it is done: called before the run returns, so that the process never
  /// exits under a thread still drawing (the text libraries free objects at exit). Once.
  public func finish() { thread?.join() }
}
