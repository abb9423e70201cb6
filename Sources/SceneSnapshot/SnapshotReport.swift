import Foundation
import SceneDiagnostics
import SceneModel

/// The formats `scenec test` prints.
public enum SnapshotFormat: String, Hashable, Sendable, CaseIterable {
  case text, json, junit
}

/// Renders the results of `scenec test`: explanations in the scene's terms (the scene, the
/// time, each layer and property with its recorded and new value).
public struct SnapshotReport: Sendable {
  public var results: [SceneSnapshotResult]
  public var update: Bool

  public init(results: [SceneSnapshotResult], update: Bool) {
    self.results = results
    self.update = update
  }

  /// The scenes that take part: those listing snapshots, holding recorded ones, or with errors.
  var reported: [SceneSnapshotResult] {
    results.filter { !$0.cases.isEmpty || !$0.unlisted.isEmpty || $0.hasErrors }
  }

  public var snapshotCount: Int { results.reduce(0) { $0 + $1.cases.count } }
  public var failureCount: Int { results.reduce(0) { $0 + $1.failureCount } }
  public var errorCount: Int { results.filter(\.hasErrors).count }

  /// 0 when every snapshot matches (or, updating, everything was written), 2 when
  /// snapshots could not be written (as for every command's output), else 1.
  public var status: Int32 {
    if results.contains(where: { $0.writeError != nil }) { return 2 }
    if errorCount > 0 { return 1 }
    return update || failureCount == 0 ? 0 : 1
  }

  // MARK: - Explanations

  /// Why a snapshot fails, as several lines (no final newline): what differs, layer by
  /// layer, or that only the SVG bytes differ, or how to record a missing one.
  public static func explanation(_ item: SnapshotCase, in result: SceneSnapshotResult) -> String {
    let files = "\(result.folder)/\(item.name).svg"
    switch item.status {
    case .missing:
      return "\(result.file) at \(item.label): no snapshot recorded (\(files) and .json); "
        + "record it with 'scenec test --update \(result.file)'"
    case .differs, .rerecorded:
      var lines = ["\(result.file) at \(item.label) differs from \(files):"]
      for d in item.differences { lines.append("  " + describe(d)) }
      if let svg = item.svgDifference {
        if item.differences.isEmpty {
          lines.append(
            "  the values match but the SVG bytes differ (the SVG writer changed?); first at line \(svg.line):")
        } else {
          lines.append("  the SVG differs too, first at line \(svg.line):")
        }
        lines.append("    recorded: " + cut(trimmed(svg.recorded)))
        lines.append("    now:      " + cut(trimmed(svg.new)))
      }
      return lines.joined(separator: "\n")
    case .matches, .recorded, .unchanged:
      return "\(result.file) at \(item.label) matches"
    }
  }

  static func describe(_ d: SnapshotDifference) -> String {
    guard let layer = d.layer else {
      return "scene \(d.property): recorded \(d.recorded ?? "nothing"), now \(d.new ?? "nothing")"
    }
    if d.property == "layer" {
      return d.recorded == nil ? "layer '\(layer)' is new" : "layer '\(layer)' is gone"
    }
    return "layer '\(layer)', \(d.property): recorded \(d.recorded.map(cut) ?? "nothing"), now \(d.new.map(cut) ?? "nothing")"
  }

  static func trimmed(_ line: String) -> String { String(line.drop { $0 == " " || $0 == "\t" }) }

  static func cut(_ text: String) -> String {
    text.count > 120 ? String(text.prefix(117)) + "…" : text
  }

  // MARK: - Text

  /// Failures with their explanations, one summary line per scene, and a total.
  public func text() -> String {
    var out = ""
    var recorded = 0
    var rerecorded = 0
    var removed = 0
    for result in reported {
      if let problem = result.problem { out += "error: \(problem)\n" }
      if result.diagnostics.hasErrors {
        out += "FAIL \(result.file): the scene has errors (see above); no snapshot was checked\n"
        continue
      }
      if update, result.writeError != nil {
        out += "\(result.file): not updated (the error is on standard error); the recorded snapshots are as they were\n"
        continue
      }
      if update {
        let by = Dictionary(grouping: result.cases, by: \.status)
        var parts: [String] = []
        if let items = by[.recorded] { parts.append("recorded " + items.map(\.name).joined(separator: ", ")) }
        if let items = by[.rerecorded] { parts.append("re-recorded " + items.map(\.name).joined(separator: ", ")) }
        if !result.unlisted.isEmpty { parts.append("removed " + result.unlisted.joined(separator: ", ")) }
        if let items = by[.unchanged] { parts.append("\(items.count) unchanged") }
        recorded += by[.recorded]?.count ?? 0
        rerecorded += by[.rerecorded]?.count ?? 0
        removed += result.unlisted.count
        out += "\(result.file): \(parts.joined(separator: "; "))\n"
        continue
      }
      for item in result.cases where item.status.isFailure {
        out += "FAIL " + Self.explanation(item, in: result) + "\n"
      }
      let matching = result.cases.filter { $0.status == .matches }.count
      if result.failureCount == 0, result.problem == nil {
        out += "ok   \(result.file): \(Self.count(matching, "snapshot")) match\n"
      }
      for name in result.unlisted {
        out += "note: \(result.folder)/\(name) is no longer listed in \(result.file); "
          + "'scenec test --update' removes it\n"
      }
    }
    let scenes = Self.count(reported.count, "scene")
    if update {
      out += "\(scenes): \(recorded) recorded, \(rerecorded) re-recorded, \(removed) removed\n"
    } else if reported.isEmpty {
      out += "no scene lists snapshots (add 'snapshots: [0, end]' to a scene)\n"
    } else {
      let missing = results.flatMap(\.cases).filter { $0.status == .missing }.count
      let differing = results.flatMap(\.cases).filter { $0.status == .differs }.count
      var line = "\(scenes), \(Self.count(snapshotCount, "snapshot")): "
        + "\(snapshotCount - missing - differing) match, \(differing) differ, \(missing) missing"
      if errorCount > 0 { line += ", \(Self.count(errorCount, "scene")) with errors" }
      out += line + "\n"
    }
    return out
  }

  static func count(_ n: Int, _ noun: String) -> String { n == 1 ? "1 \(noun)" : "\(n) \(noun)s" }
}
