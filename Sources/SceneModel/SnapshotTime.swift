public import SceneDiagnostics

/// One instant a scene lists under `snapshots:` for `scenec test`: a time in seconds on
/// the scene clock, or the scene's end (its duration, known only after timing).
public struct SnapshotTime: Hashable, Sendable {
  public enum Instant: Hashable, Sendable {
    case seconds(Double)
    case end
  }

  public var instant: Instant
  /// Where the entry stands in the scene file.
  public var source: SourceRange?

  public init(_ instant: Instant, source: SourceRange? = nil) {
    self.instant = instant
    self.source = source
  }

  /// The time on the scene clock, given the scene's duration.
  public func seconds(duration: Double) -> Double {
    switch instant {
    case .seconds(let value): value
    case .end: duration
    }
  }
}
