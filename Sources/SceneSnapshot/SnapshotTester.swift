import Foundation
public import SceneDiagnostics
import SceneDecoder
public import SceneModel
import SceneSVG
import SceneTiming

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

  public var hasErrors: Bool { diagnostics.hasErrors || problem != nil }
  public var failureCount: Int { cases.filter(\.status.isFailure).count }
  public var passed: Bool { !hasErrors && failureCount == 0 }
}

/// Checks (or with `update`, records) the snapshots one scene lists.
public enum SnapshotTester {
  public static func run(file: String, update: Bool) -> SceneSnapshotResult {
    var result = SceneSnapshotResult(file: file, folder: SnapshotName.folder(forScene: file))
    guard let data = FileManager.default.contents(atPath: file) else {
      result.problem = "cannot read '\(file)'"
      return result
    }
    let decoded = SceneLoader.decode(bytes: [UInt8](data), file: file)
    guard let scene = decoded.scene, !decoded.diagnostics.hasErrors else {
      result.diagnostics = decoded.diagnostics
      result.source = SourceText(String(decoding: data, as: UTF8.self))
      return result
    }
    let evaluator = SceneEvaluator(scene: scene)
    if evaluator.diagnostics.hasErrors {
      result.diagnostics = evaluator.diagnostics
      result.source = SourceText(String(decoding: data, as: UTF8.self))
      return result
    }
    let store = SnapshotStore(folder: result.folder)
    let listed = Set(scene.snapshots.map { SnapshotName.of($0.instant) })
    result.unlisted = store.names().filter { !listed.contains($0) }
    do {
      for snapshot in scene.snapshots {
        let time = snapshot.seconds(duration: evaluator.duration)
        let name = SnapshotName.of(snapshot.instant)
        let now = SnapshotRecord.make(evaluator, at: time)
        var item = SnapshotCase(
          name: name, instant: snapshot.instant, time: time, source: snapshot.source, status: .matches)
        let recorded = store.read(name)
        if let recorded {
          let (differences, svg) = SnapshotComparison.compare(recorded: recorded, new: now)
          if !differences.isEmpty || svg != nil {
            item.status = update ? .rerecorded : .differs
            item.differences = differences
            item.svgDifference = svg
          } else if update {
            item.status = .unchanged
          }
        } else {
          item.status = update ? .recorded : .missing
        }
        if update, item.status != .unchanged { try store.write(now, as: name) }
        result.cases.append(item)
      }
      if update {
        try store.remove(result.unlisted)
      }
    } catch {
      result.problem = "\(error)"
    }
    return result
  }
}
