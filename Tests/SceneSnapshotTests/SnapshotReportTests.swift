import Foundation
import SceneTestSupport
import XCTest

#if canImport(FoundationXML)
  import FoundationXML
#endif

@testable import SceneSnapshot

/// The JUnit and JSON reports are read by machines: parse them and count.
final class SnapshotReportTests: XCTestCase {
  /// Two scenes: one with a snapshot that matches, one that differs and one missing; one
  /// scene with errors.
  func results() throws -> (results: [SceneSnapshotResult], folder: URL) {
    let folder = temporaryDirectory()
    let good = folder.appendingPathComponent("good.yaml").path
    let changed = folder.appendingPathComponent("changed.yaml").path
    let broken = folder.appendingPathComponent("broken.yaml").path
    let scene = """
      version: 1
      scene: { size: [100, 100], fps: 10, duration: 1 }
      snapshots: [0, 0.5]
      layers:
        - { id: box, bounds: [0, 0, 10, 10], backgroundColor: red, animations: [{ keyPath: opacity, toValue: 0, duration: 1 }] }

      """
    try scene.write(toFile: good, atomically: true, encoding: .utf8)
    try scene.write(toFile: changed, atomically: true, encoding: .utf8)
    _ = SnapshotTester.run(file: good, update: true)
    _ = SnapshotTester.run(file: changed, update: true)
    try scene.replacingOccurrences(of: "[0, 0.5]", with: "[0, 0.5, \"750ms\"]")
      .replacingOccurrences(of: "toValue: 0", with: "toValue: 0.5")
      .write(toFile: changed, atomically: true, encoding: .utf8)
    try "version: 1\nscene: { size: [100, 100] }\nsnapshots: [ned]\n".write(toFile: broken, atomically: true, encoding: .utf8)
    return ([good, changed, broken].map { SnapshotTester.run(file: $0, update: false) }, folder)
  }

  final class JUnitCounter: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var suiteNames: [String] = []
    var failureMessages: [String] = []
    var text = ""
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String] = [:]
    ) {
      counts[name, default: 0] += 1
      if name == "testsuite" { suiteNames.append(attributes["name"] ?? "") }
      if name == "failure" { failureMessages.append(attributes["message"] ?? "") }
      if name == "testsuites" {
        counts["tests attribute"] = Int(attributes["tests"] ?? "")
        counts["failures attribute"] = Int(attributes["failures"] ?? "")
      }
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }

  func testJUnitHasASuitePerSceneACasePerSnapshotAndAFailureForEachMismatch() throws {
    let (results, folder) = try results()
    defer { try? FileManager.default.removeItem(at: folder) }
    let xml = SnapshotReport(results: results, update: false).junit()
    let parser = XMLParser(data: Data(xml.utf8))
    let counter = JUnitCounter()
    parser.delegate = counter
    XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(xml)")
    XCTAssertEqual(counter.counts["testsuites"], 1)
    XCTAssertEqual(counter.counts["testsuite"], 3)
    XCTAssertEqual(counter.suiteNames.map { URL(fileURLWithPath: $0).lastPathComponent }, ["good.yaml", "changed.yaml", "broken.yaml"])
    XCTAssertEqual(counter.counts["testcase"], 2 + 3 + 1)
    XCTAssertEqual(counter.counts["failure"], 2)
    XCTAssertEqual(counter.counts["error"], 1)
    XCTAssertEqual(counter.counts["tests attribute"], 6)
    XCTAssertEqual(counter.counts["failures attribute"], 2)
    XCTAssertEqual(counter.failureMessages, ["snapshot differs", "no snapshot recorded"])
    XCTAssertTrue(counter.text.contains("layer 'box', opacity: recorded 0.5, now 0.75"), counter.text)
    XCTAssertTrue(counter.text.contains("unknown snapshot time 'ned'"), counter.text)
  }

  /// The JUnit structure CI systems read (Ant's XML formatter, as Jenkins, GitLab and the
  /// GitHub report actions parse it), written down as a schema: testsuites > testsuite >
  /// testcase with at most one failure or error; counts as non-negative integers; only the
  /// attributes those schemas allow (a `file` or `line` on a testcase is not one of them).
  static let junitSchema = """
    <?xml version="1.0" encoding="UTF-8"?>
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
      <xs:complexType name="problem" mixed="true">
        <xs:attribute name="message" type="xs:string"/>
        <xs:attribute name="type" type="xs:string"/>
      </xs:complexType>
      <xs:element name="testsuites">
        <xs:complexType>
          <xs:sequence>
            <xs:element name="testsuite" minOccurs="0" maxOccurs="unbounded">
              <xs:complexType>
                <xs:sequence>
                  <xs:element name="testcase" minOccurs="0" maxOccurs="unbounded">
                    <xs:complexType>
                      <xs:choice minOccurs="0">
                        <xs:element name="failure" type="problem"/>
                        <xs:element name="error" type="problem"/>
                      </xs:choice>
                      <xs:attribute name="name" type="xs:string" use="required"/>
                      <xs:attribute name="classname" type="xs:string" use="required"/>
                      <xs:attribute name="time" type="xs:decimal"/>
                    </xs:complexType>
                  </xs:element>
                </xs:sequence>
                <xs:attribute name="name" type="xs:string" use="required"/>
                <xs:attribute name="tests" type="xs:nonNegativeInteger" use="required"/>
                <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
                <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
                <xs:attribute name="skipped" type="xs:nonNegativeInteger"/>
              </xs:complexType>
            </xs:element>
          </xs:sequence>
          <xs:attribute name="name" type="xs:string"/>
          <xs:attribute name="tests" type="xs:nonNegativeInteger"/>
          <xs:attribute name="failures" type="xs:nonNegativeInteger"/>
          <xs:attribute name="errors" type="xs:nonNegativeInteger"/>
        </xs:complexType>
      </xs:element>
    </xs:schema>

    """

  /// libxml2 (xmllint, what many CI tools build on) validates the file against that schema.
  func testJUnitIsValidAgainstTheJUnitSchema() throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/xmllint") else {
      throw XCTSkip("xmllint is not installed (scripts/setup.sh installs libxml2-utils)")
    }
    let (results, folder) = try results()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("junit.xml")
    let schema = folder.appendingPathComponent("junit.xsd")
    try SnapshotReport(results: results, update: false).junit().write(to: path, atomically: true, encoding: .utf8)
    try Self.junitSchema.write(to: schema, atomically: true, encoding: .utf8)
    func xmllint(_ file: URL) throws -> Int32 {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/xmllint")
      process.arguments = ["--noout", "--schema", schema.path, file.path]
      process.standardError = FileHandle.nullDevice
      try process.run()
      process.waitUntilExit()
      return process.terminationStatus
    }
    XCTAssertEqual(try xmllint(path), 0)
    // The schema does reject what CI tools would not read.
    let bad = folder.appendingPathComponent("bad.xml")
    try "<testsuites><testsuite name=\"x\" tests=\"-1\"><testcase name=\"t\"/></testsuite></testsuites>"
      .write(to: bad, atomically: true, encoding: .utf8)
    XCTAssertNotEqual(try xmllint(bad), 0)
  }

  func testJSONCountsAndStatuses() throws {
    let (results, folder) = try results()
    defer { try? FileManager.default.removeItem(at: folder) }
    let json = SnapshotReport(results: results, update: false).json()
    let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    XCTAssertEqual(object["version"] as? Int, 1)
    // Indented two spaces a level: a snapshot's object sits inside its scene's "snapshots" list.
    XCTAssertTrue(
      json.contains(
        "      \"snapshots\": [\n        {\n          \"differences\": [],\n          \"line\": "), json)
    XCTAssertTrue(json.contains("\n          \"time\": 0\n        },\n        {\n"), json)
    let summary = try XCTUnwrap(object["summary"] as? [String: Int])
    XCTAssertEqual(summary, ["snapshots": 5, "match": 3, "differ": 1, "missing": 1, "errors": 1, "recorded": 0, "removed": 0])
    let scenes = try XCTUnwrap(object["scenes"] as? [[String: Any]])
    let changed = try XCTUnwrap(scenes[1]["snapshots"] as? [[String: Any]])
    XCTAssertEqual(changed.map { $0["status"] as? String }, ["matches", "differs", "missing"])
    XCTAssertEqual(changed.map { $0["name"] as? String }, ["t0.000s", "t0.500s", "t0.750s"])
    let difference = try XCTUnwrap((changed[1]["differences"] as? [[String: Any]])?.first)
    XCTAssertEqual(difference["layer"] as? String, "box")
    XCTAssertEqual(difference["property"] as? String, "opacity")
    XCTAssertEqual(difference["recorded"] as? Double, 0.5)
    XCTAssertEqual(difference["new"] as? Double, 0.75)
    XCTAssertEqual(changed[1]["svgDiffers"] as? Bool, true)
    let errors = try XCTUnwrap(scenes[2]["errors"] as? [String])
    XCTAssertEqual(errors.count, 1)
    XCTAssertTrue(errors[0].hasSuffix("broken.yaml:3:13: error: unknown snapshot time 'ned'; expected a time (seconds, or e.g. '300ms') or 'end' [unknown-value]"), errors[0])
  }

  func testJSONTreeReadsWhatTheSnapshotsWrite() {
    XCTAssertEqual(JSONTree.parse("{ \"a\": [1, -2.5e3, true, null, \"x\\n\\u00e9\"] }")?.compact, "{ \"a\": [1, -2500, true, null, \"x\\né\"] }")
    XCTAssertNil(JSONTree.parse("{ \"a\": }"))
    XCTAssertNil(JSONTree.parse("[1] 2"))
    XCTAssertEqual(JSONTree.parse("0.30000000000000004"), .number(0.30000000000000004))
  }
}
