import Foundation
import SceneTestSupport
import XCTest

/// The README's example scene and commands must keep working as written.
final class ReadmeExampleTests: XCTestCase {
  func testReadmeSceneLintsCleanAndCompilesToTheFramesItNames() throws {
    let readme = try String(contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
    let start = try XCTUnwrap(readme.range(of: "```yaml\n"))
    let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
    let scene = String(readme[start.upperBound..<end.lowerBound])
    XCTAssertLessThanOrEqual(scene.split(separator: "\n").count, 16, "the README promises a short example")

    let folder = temporaryDirectory()
    let file = folder.appendingPathComponent("pop.yaml")
    try scene.write(to: file, atomically: true, encoding: .utf8)
    let lint = runCLI(["lint", "--strict", file.path])
    XCTAssertEqual(lint.status, 0, lint.stderr)

    let compile = runCLI(["compile", "pop.yaml"], currentDirectory: folder)
    XCTAssertEqual(compile.status, 0, compile.stderr)
    // The README says: out/pop/frame-00000.svg … frame-00018.svg + manifest.json
    // (0.6 s at 30 fps: floor(18 + 1e-9) + 1 = 19 frames).
    let written = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("out/pop").path
    ).sorted()
    XCTAssertEqual(written.count, 20)
    XCTAssertEqual(written.first, "frame-00000.svg")
    XCTAssertEqual(written[18], "frame-00018.svg")
    XCTAssertEqual(written.last, "manifest.json")
    XCTAssertTrue(readme.contains("frame-00000.svg … frame-00018.svg + manifest.json"))
  }
}
