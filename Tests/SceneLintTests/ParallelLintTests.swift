import Foundation
import SceneTestSupport
import XCTest

@testable import SceneLint

/// Linting in parallel gives exactly the output of linting serially.
final class ParallelLintTests: XCTestCase {
  /// 200 scenes in 10 folders: clean ones, ones with warnings (which differ per file), and
  /// ones with validation errors.
  static func generatedTree() -> URL {
    var files: [String: String] = [:]
    for index in 0..<200 {
      let folder = "scenes/group\(index % 10)"
      let text: String
      switch index % 4 {
      case 0:
        text = "version: 1\nscene: { size: [100, 100] }\nlayers: []\n"
      case 1:
        text = """
          version: 1
          scene: { size: [100, 100] }
          layers:
            - id: dot\(index)
              bounds: [0, 0, 10, 10]
              position: [\(50 + index * 3), 50]
              backgroundColor: red
              animations:
                - keyPath: opacity
                  toValue: 0
                  duration: \(Double(index % 7) / 10)
                  fillMode: forwards

          """
      case 2:
        text = "version: 1\nscene: { size: [100, 100], fsp: \(index) }\nlayers: []\n"
      default:
        text = "version: 1\nscene: { size: [100, 100] }\ndefs: { colors: { c\(index): red } }\nlayers: []\n"
      }
      files["\(folder)/scene\(index).yaml"] = text
    }
    return makeTree(files)
  }

  func testParallelOutputEqualsSerialOutput() {
    let root = Self.generatedTree()
    for format in LintFormat.allCases {
      let serial = inFolder(root) {
        LintCommand.run(
          paths: ["scenes"], options: LintOptions(format: format, color: .never, jobs: 1), isTerminal: false)
      }
      let parallel = inFolder(root) {
        LintCommand.run(
          paths: ["scenes"], options: LintOptions(format: format, color: .never, jobs: 4), isTerminal: false)
      }
      XCTAssertEqual(serial.status, 1, "\(format)")
      XCTAssertEqual(parallel.status, serial.status, "\(format)")
      XCTAssertEqual(parallel.stdout, serial.stdout, "\(format)")
      XCTAssertEqual(parallel.stderr, serial.stderr, "\(format)")
      if format == .text {
        // 50 unknown keys; 50 fill-forwards-removed, 45 off-canvas layers (position.x ≥ 105),
        // 7 zero durations; 50 unused definitions.
        XCTAssertTrue(
          serial.stderr.hasSuffix("\n50 errors and 152 warnings in 200 files\n"),
          String(serial.stderr.suffix(200)))
      }
    }
  }
}
