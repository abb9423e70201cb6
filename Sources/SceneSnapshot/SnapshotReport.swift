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

  /// 0 when every snapshot matches (or, updating, everything was written), else 1.
  public var status: Int32 {
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

  // MARK: - JSON

  /// `{ "version": 1, "scenes": [ { "file", "folder", "errors", "snapshots": [ { "name",
  /// "time", "line", "status", "differences": [ { "layer", "property", "recorded", "new" } ],
  /// "svgDiffers", "message" } ], "unlisted" } ], "summary": { … } }`, keys sorted.
  public func json() -> String {
    var scenes: [String] = []
    for result in reported {
      var errors = result.diagnostics.filter { $0.severity == .error }.map { d in
        let position = d.range.map { ":\($0.start.line):\($0.start.column)" } ?? ""
        return JSONText.string("\(d.file)\(position): error: \(d.message) [\(d.id)]")
      }
      if let problem = result.problem { errors.append(JSONText.string(problem)) }
      let snapshots = result.cases.map { item -> String in
        let differences = item.differences.map { d in
          "{ \"layer\": \(d.layer.map(JSONText.string) ?? "null"), \"new\": \(d.new ?? "null"), "
            + "\"property\": \(JSONText.string(d.property)), \"recorded\": \(d.recorded ?? "null") }"
        }
        let fields = [
          ("differences", Self.list(differences, indent: 8)),
          ("line", item.source.map { String($0.start.line) } ?? "null"),
          ("message", JSONText.string(Self.explanation(item, in: result))),
          ("name", JSONText.string(item.name)),
          ("status", JSONText.string(item.status.rawValue)),
          ("svgDiffers", item.svgDifference != nil ? "true" : "false"),
          ("time", JSONText.number(item.time)),
        ]
        return "{\n" + fields.map { "        \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n      }"
      }
      let fields = [
        ("errors", Self.list(errors, indent: 6)),
        ("file", JSONText.string(result.file)),
        ("folder", JSONText.string(result.folder)),
        ("snapshots", Self.list(snapshots, indent: 6)),
        ("unlisted", Self.list(result.unlisted.map(JSONText.string), indent: 6)),
      ]
      scenes.append("{\n" + fields.map { "      \"\($0.0)\": \($0.1)" }.joined(separator: ",\n") + "\n    }")
    }
    let cases = results.flatMap(\.cases)
    let summary = [
      ("differ", cases.filter { $0.status == .differs }.count),
      ("errors", errorCount),
      ("match", cases.filter { $0.status == .matches || $0.status == .unchanged }.count),
      ("missing", cases.filter { $0.status == .missing }.count),
      ("recorded", cases.filter { $0.status == .recorded || $0.status == .rerecorded }.count),
      ("removed", results.reduce(0) { $0 + (update ? $1.unlisted.count : 0) }),
      ("snapshots", snapshotCount),
    ]
    return "{\n  \"scenes\": \(Self.list(scenes, indent: 2)),\n  \"summary\": { "
      + summary.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + " },\n  \"version\": 1\n}\n"
  }

  static func list(_ items: [String], indent: Int) -> String {
    guard !items.isEmpty else { return "[]" }
    let pad = String(repeating: " ", count: indent + 2)
    return "[\n" + items.map { pad + $0 }.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indent) + "]"
  }

  // MARK: - JUnit

  /// JUnit XML as CI systems read it: one `testsuite` per scene, one `testcase` per
  /// snapshot, a `failure` with the explanation in each that does not match; a scene with
  /// errors is one testcase with an `error` holding its diagnostics.
  public func junit() -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    let suites = reported
    let tests = suites.reduce(0) { $0 + ($1.hasErrors && $1.cases.isEmpty ? 1 : $1.cases.count) }
    out += "<testsuites name=\"scenec test\" tests=\"\(tests)\" failures=\"\(failureCount)\" errors=\"\(errorCount)\">\n"
    for result in suites {
      let file = Self.xml(result.file)
      if result.hasErrors && result.cases.isEmpty {
        let text = result.diagnostics.isEmpty ? (result.problem ?? "") : Self.plainDiagnostics(result)
        out += "  <testsuite name=\"\(file)\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\">\n"
        out += "    <testcase name=\"the scene\" classname=\"\(file)\">\n"
        out += "      <error message=\"the scene has errors\">\(Self.xml(text))</error>\n"
        out += "    </testcase>\n  </testsuite>\n"
        continue
      }
      out += "  <testsuite name=\"\(file)\" tests=\"\(result.cases.count)\" failures=\"\(result.failureCount)\" "
        + "errors=\"\(result.problem == nil ? 0 : 1)\" skipped=\"0\">\n"
      for item in result.cases {
        // Only the attributes the common JUnit schemas (Ant's, Jenkins') allow: the scene is
        // the class, the snapshot's time the test; the failure text says where it is listed.
        let attributes = "name=\"\(Self.xml(item.label))\" classname=\"\(file)\""
        guard item.status.isFailure else {
          out += "    <testcase \(attributes)/>\n"
          continue
        }
        let message = item.status == .missing ? "no snapshot recorded" : "snapshot differs"
        out += "    <testcase \(attributes)>\n"
        let listed = item.source.map { "\(result.file):\($0.start.line):\($0.start.column): listed here\n" } ?? ""
        out += "      <failure message=\"\(message)\">\(Self.xml(listed + Self.explanation(item, in: result)))</failure>\n"
        out += "    </testcase>\n"
      }
      out += "  </testsuite>\n"
    }
    out += "</testsuites>\n"
    return out
  }

  static func plainDiagnostics(_ result: SceneSnapshotResult) -> String {
    let source = result.source ?? SourceText("")
    return TextRenderer(showsSourceExcerpts: false, colored: false).render(result.diagnostics, source: { _ in source })
  }

  /// Text escaped for XML attributes and content; characters XML 1.0 forbids are dropped.
  static func xml(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
      default:
        if scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF { out.unicodeScalars.append(scalar) }
      }
    }
    return out
  }
}
