import SceneDiagnostics
import SceneTestSupport
import XCTest

@testable import SceneLottie

final class JSONReaderTests: XCTestCase {
  private func parse(_ text: String, limits: JSONReader.Limits = .init()) -> Result<JSONValue, JSONReader.Failure> {
    JSONReader.parse(Array(text.utf8), file: "a.json", limits: limits)
  }

  private func failure(_ text: String, limits: JSONReader.Limits = .init()) -> String {
    switch parse(text, limits: limits) {
    case .success: return "parsed"
    case .failure(let f): return describe([f.diagnostic])[0]
    }
  }

  func testValuesKeepTheirLineAndColumn() throws {
    let text = "{\n  \"fr\": 60,\n  \"layers\": [ {\"nm\": \"ä b\", \"ty\": 4} ],\n  \"ok\": true, \"no\": null\n}"
    let value = try parse(text).get()
    XCTAssertEqual(value["fr"]?.number, 60)
    XCTAssertEqual(value["fr"]?.range.start.description, "2:9")
    let layer = try XCTUnwrap(value["layers"]?.array?.first)
    XCTAssertEqual(layer.range.start.description, "3:15")
    XCTAssertEqual(layer["nm"]?.string, "ä b")
    // Columns count Unicode scalars: "ä" is one column though two bytes.
    XCTAssertEqual(layer["ty"]?.range.start.description, "3:35")
    XCTAssertEqual(value["ok"]?.number, 1)
    XCTAssertNil(value["no"]?.number)
    XCTAssertEqual(value.object?.members.map(\.key), ["fr", "layers", "ok", "no"])
  }

  func testStringsAndNumbers() throws {
    let value = try parse(#"["a\"b\\c\/\n\u00e9\ud83d\ude00", -0.5e2, 0, 1E+2]"#).get()
    let items = try XCTUnwrap(value.array)
    XCTAssertEqual(items[0].string, "a\"b\\c/\né😀")
    XCTAssertEqual(items.dropFirst().map(\.number), [-50, 0, 100])
  }

  func testMalformedTextIsOneLocatedError() {
    XCTAssertEqual(failure("{\"a\": 1,\n  }"), "2:3: error: expected a key in quotes, found '}' [json-syntax]")
    XCTAssertEqual(failure("[1 2]"), "1:4: error: expected ',' or ']' in an array, found '2' [json-syntax]")
    XCTAssertEqual(failure("{\"a\" 1}"), "1:6: error: expected ':' after the key \"a\", found '1' [json-syntax]")
    XCTAssertEqual(failure("[01]"), "1:3: error: expected ',' or ']' in an array, found '1' [json-syntax]")
    XCTAssertEqual(failure("[1.]"), "1:4: error: expected a digit after '.', found ']' [json-syntax]")
    XCTAssertEqual(failure("\"abc"), "1:5: error: a string is not closed before the end of the file [json-syntax]")
    XCTAssertEqual(failure("[tru]"), "1:5: error: expected 'true', found ']' [json-syntax]")
    XCTAssertEqual(failure("{} x"), "1:4: error: unexpected text after the JSON value [json-syntax]")
    XCTAssertEqual(failure(""), "1:1: error: expected a value, found the end of the file [json-syntax]")
    XCTAssertEqual(failure("[1e999]"), "1:2: error: the number 1e999 is too large [json-number-out-of-range]")
    XCTAssertEqual(failure("[\"a\u{1}\"]"), "1:4: error: a control character must be escaped in a string [json-syntax]")
  }

  func testLimits() {
    let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
    XCTAssertEqual(failure(deep), "1:257: error: values are nested more than 256 deep [json-too-deep]")
    XCTAssertEqual(
      failure("[1,2,3,4]", limits: .init(maxValues: 3)), "1:6: error: more than 3 values [json-too-large]")
    XCTAssertEqual(
      failure("[1,2,3,4]", limits: .init(maxBytes: 4)),
      "1:1: error: the file has 9 bytes; at most 4 are read [json-too-large]")
  }

  /// Truncations and byte flips of a real file never crash: each parses or gives one error.
  func testMutatedFilesNeverCrash() throws {
    let url = packageRoot().appendingPathComponent("Tests/Conformance/lottie-test-files/shapes/star.json")
    let bytes = [UInt8](try Data(contentsOf: url))
    var generator = SystemRandomNumberGenerator()
    var failures = 0
    for i in 0..<300 {
      var mutated = Array(bytes.prefix(i * bytes.count / 300))
      if i % 2 == 0 {
        mutated = bytes
        for _ in 0..<3 { mutated[Int.random(in: 0..<mutated.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
      }
      if case .failure(let f) = JSONReader.parse(mutated, file: "m.json") {
        failures += 1
        XCTAssertNotNil(f.diagnostic.range)
      }
      _ = LottieImporter.convert(bytes: mutated, file: "m.json", sceneName: "m")
    }
    XCTAssertGreaterThan(failures, 100)
  }
}
