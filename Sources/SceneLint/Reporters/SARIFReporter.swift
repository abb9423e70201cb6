import Foundation
import SceneDiagnostics

/// SARIF 2.1.0 for code scanning: one run whose driver lists every lint rule (and every
/// other diagnostic id that occurs, such as validation errors), sorted by id, and one result
/// per diagnostic with its location (a relative URI with forward slashes; columns count
/// Unicode code points, as `columnKind` says). Notes become related locations and extra
/// lines of the message. Deterministic: no timestamps, no absolute paths of the machine.
struct SARIFReporter: LintReporter {
  static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  var toolVersion: String
  var informationURI: String

  func render(_ report: LintReport) -> String {
    let descriptors = Self.descriptors(for: report.diagnostics)
    let indexByID = Dictionary(uniqueKeysWithValues: descriptors.enumerated().map { ($1.id, $0) })
    let results = report.diagnostics.map { diagnostic -> JSONValue in
      var result: [String: JSONValue] = [
        "ruleId": .string(diagnostic.id),
        "ruleIndex": .int(indexByID[diagnostic.id]!),
        "level": .string(Self.level(diagnostic.severity)),
        "message": .object(["text": .string(Self.messageText(diagnostic))]),
        "locations": .array([Self.location(file: diagnostic.file, range: diagnostic.range)]),
      ]
      let related = diagnostic.notes.enumerated().compactMap { index, note -> JSONValue? in
        guard let range = note.range else { return nil }
        guard case .object(var location) = Self.location(file: note.file ?? diagnostic.file, range: range)
        else {
          return nil
        }
        location["id"] = .int(index)
        location["message"] = .object(["text": .string(note.message)])
        return .object(location)
      }
      if !related.isEmpty { result["relatedLocations"] = .array(related) }
      return .object(result)
    }
    let driver: JSONValue = .object([
      "name": .string("scenec"),
      "version": .string(toolVersion),
      "informationUri": .string(informationURI),
      "rules": .array(descriptors.map(\.json)),
    ])
    return JSONValue.object([
      "$schema": .string(Self.schemaURI),
      "version": .string("2.1.0"),
      "runs": .array([
        .object([
          "tool": .object(["driver": driver]),
          "columnKind": .string("unicodeCodePoints"),
          "results": .array(results),
        ])
      ]),
    ]).serialized()
  }

  struct Descriptor {
    var id: String
    var json: JSONValue
  }

  /// Every lint rule, plus the other ids that occur in `diagnostics`, sorted by id.
  static func descriptors(for diagnostics: [Diagnostic]) -> [Descriptor] {
    var byID: [String: JSONValue] = [:]
    for rule in RuleRegistry.descriptions {
      byID[rule.id] = descriptor(
        id: rule.id, short: rule.summary, full: rule.explanation, help: rule.fixHint,
        level: level(rule.defaultSeverity))
    }
    let setup = Dictionary(uniqueKeysWithValues: LintSetupDiagnostics.ids.map { ($0.id, $0.summary) })
    for diagnostic in diagnostics where byID[diagnostic.id] == nil {
      let short =
        setup[diagnostic.id]
        ?? (diagnostic.severity == .error
          ? "the scene is not valid: '\(diagnostic.id)'" : "scenec reports '\(diagnostic.id)'")
      byID[diagnostic.id] = descriptor(
        id: diagnostic.id, short: short, full: short + "; see the message for details",
        help: "Fix what the message describes; see docs/lint.md and docs/scene-format.md.",
        level: level(diagnostic.severity))
    }
    return byID.keys.sorted(by: JSONValue.keyOrder).map { Descriptor(id: $0, json: byID[$0]!) }
  }

  static func descriptor(id: String, short: String, full: String, help: String, level: String) -> JSONValue {
    .object([
      "id": .string(id),
      "shortDescription": .object(["text": .string(short)]),
      "fullDescription": .object(["text": .string(full)]),
      "help": .object(["text": .string(help), "markdown": .string(help)]),
      "defaultConfiguration": .object(["level": .string(level)]),
    ])
  }

  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  static func messageText(_ diagnostic: Diagnostic) -> String {
    ([diagnostic.message] + diagnostic.notes.map { "note: " + $0.message }).joined(separator: "\n")
  }

  static func location(file: String, range: SourceRange?) -> JSONValue {
    var physical: [String: JSONValue] = ["artifactLocation": .object(["uri": .string(uri(for: file))])]
    if let range {
      let endLine = max(range.end.line, range.start.line)
      let endColumn =
        endLine == range.start.line ? max(range.end.column, range.start.column) : range.end.column
      physical["region"] = .object([
        "startLine": .int(max(range.start.line, 1)),
        "startColumn": .int(max(range.start.column, 1)),
        "endLine": .int(max(endLine, 1)),
        "endColumn": .int(max(endColumn, 1)),
      ])
    }
    return .object(["physicalLocation": .object(physical)])
  }

  /// A URI reference for a path: relative paths stay relative (forward slashes, `./`
  /// dropped), absolute ones become `file://` URIs; characters outside RFC 3986's
  /// unreserved set and `/` are percent-encoded.
  static func uri(for path: String) -> String {
    var path = path.replacingOccurrences(of: "\\", with: "/")
    while path.hasPrefix("./") { path.removeFirst(2) }
    let encoded = percentEncode(path)
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  static func percentEncode(_ text: String) -> String {
    var out = ""
    for byte in text.utf8 {
      let isUnreserved =
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
        || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E || byte == 0x2F
      if isUnreserved {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = Array("0123456789ABCDEF")
        out += "%" + String(hex[Int(byte >> 4)]) + String(hex[Int(byte & 15)])
      }
    }
    return out
  }
}
