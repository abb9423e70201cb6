import SceneDiagnostics

extension SnapshotReport {
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
