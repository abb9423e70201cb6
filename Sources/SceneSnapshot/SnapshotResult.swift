import Foundation
public import SceneDiagnostics
public import SceneModel

/// One listed snapshot of a scene and what `test` found or did.
public struct SnapshotCase: Hashable, Sendable {
  public enum Status: String, Hashable, Sendable {
    /// Checked: the recorded files are the frame now.
    case matches
    /// Checked: nothing is recorded for this time (a failure).
    case missing
    /// Checked: the recorded files differ (a failure).
    case differs
    /// `--update`: recorded for the first time.
    case recorded
    /// `--update`: recorded again, replacing files that differed.
    case rerecorded
    /// `--update`: already up to date.
    case unchanged

    public var isFailure: Bool { self == .missing || self == .differs }
  }

  /// The file name without extension (`t0.250s`, `end`).
  public var name: String
  public var instant: SnapshotTime.Instant
  /// The time evaluated, in seconds (the scene's duration for `end`).
  public var time: Double
  /// Where the time is listed in the scene file.
  public var source: SourceRange?
  public var status: Status
  public var differences: [SnapshotDifference] = []
  /// The first differing SVG line, when the SVG bytes differ.
  public var svgDifference: LineDifference?

  /// `0.250 s`, or `end (4.500 s)`.
  public var label: String {
    let seconds = Self.seconds(time)
    if case .end = instant { return "end (\(seconds) s)" }
    return "\(seconds) s"
  }

  static func seconds(_ t: Double) -> String {
    let name = SnapshotName.decimal(t)
    return name.count > 12 ? String(format: "%.6f", t) : name
  }
}

/// What `scenec test` found for one scene file.
public struct SceneSnapshotResult: Sendable {
  public var file: String
  /// `__snapshots__/<stem>` beside the scene.
  public var folder: String
  public var cases: [SnapshotCase] = []
  /// Recorded snapshots the scene no longer lists: removed with `--update`, else reported.
  public var unlisted: [String] = []
  /// The scene's diagnostics when it has errors (then nothing was checked or written).
  public var diagnostics: [Diagnostic] = []
  public var source: SourceText?
  /// A scene file or snapshot that could not be read or written.
  public var problem: String?
  /// `--update` could not write the snapshots (one line: what, where and the system's
  /// reason); the earlier snapshots are as they were.
  public var writeError: String?

  public var hasErrors: Bool { diagnostics.hasErrors || problem != nil || writeError != nil }
  public var failureCount: Int { cases.filter(\.status.isFailure).count }
  public var passed: Bool { !hasErrors && failureCount == 0 }
}
