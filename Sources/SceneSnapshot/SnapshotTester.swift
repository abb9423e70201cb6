import Foundation
import SceneDiagnostics
import SceneDecoder
import SceneModel
import SceneSVG
import SceneTiming

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
    if update { store.removeAbandoned() }
    var pending: [String: SnapshotRecord] = [:]
    var kept: [String] = []
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
        if update {
          if item.status == .unchanged { kept.append(name) } else { pending[name] = now }
        }
        result.cases.append(item)
    }
    // Nothing is written when nothing changed.
    if update, !pending.isEmpty || !result.unlisted.isEmpty {
      do {
        try store.publish(pending, keeping: kept)
      } catch {
        result.writeError = "\(error)"
      }
    }
    return result
  }
}
